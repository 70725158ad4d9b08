/**
 * Shared harness for the unit tests of tab sessions: a played fixture game, a store
 * holding its first K actions as game "g", tab services over one store, and polling helpers.
 * Everything a test opens goes into `opened`; call `afterEach(closeOpened)` in the test file.
 */
import { expect } from 'vitest';
import type { KvBackend } from '../../src/core/store/backend';
import { createGameStore, type GameStore } from '../../src/core/store/games';
import { createMemoryBackend, type MemoryBackend } from '../../src/core/store/memory';
import { createTabChannel } from '../../src/core/tabs/channel';
import type { LockManagerLike } from '../../src/core/tabs/lock';
import type { Action } from '../../src/volga/engine/game';
import { fixtureKit } from '../../src/volga/engine/kit/fixture';
import { playGame } from '../../src/volga/sim';
import { defaultCodecs } from '../../src/volga/state/files/codecs';
import { type GameModel, openGameModel } from '../../src/volga/state/game/model';
import type { GameServices } from '../../src/volga/state/game/services';
import { opened, tick } from './opened';

export { closeOpened, opened, tick } from './opened';

/** The fixture kit the played game uses. */
export const kit = fixtureKit();
/** The played game's dice seed. */
export const seed = [20260301, 7];
/** A played game's log: its actions are legal one after another from the start. */
export const played = playGame(kit, 'main', seed, { rubble: true }, true).log;
/** Returns the action of the played game's log entry `i`. */
export const actionAt = (i: number) => played[i]!.action as Action;
/** How many played actions the stored game "g" starts with. */
export const K = 5;

let clock = 0;
/** Returns a new ISO time, one second after the last one this module gave. */
export const now = () => new Date(Date.UTC(2026, 2, 1, 11, 0, clock++)).toISOString();

/** Returns the game "g" with the first K actions of the played game. */
export function draft() {
  return {
    id: 'g',
    name: 'G',
    scenario: 'main',
    turn: 1,
    cursor: K,
    setup: { scenario: 'main', cup: 'digital', kit, seed, options: { rubble: true } },
    log: played.slice(0, K),
  };
}

/** Returns a game store over `backend` that already holds `draft()` as game "g". */
export async function storeWithGame(backend: KvBackend): Promise<GameStore> {
  const store = createGameStore(backend, defaultCodecs.game);
  const c = await store.createGame(draft(), now());
  if (!c.ok) throw new Error(c.error.message);
  return store;
}

/** Returns a factory of one tab's services (its own channel, in `opened`) over a shared store. */
export function tabServices(
  store: GameStore,
  locks: LockManagerLike | null,
  newId: (tab: string) => string = () => 'x',
): (tab: string) => GameServices {
  return (tab) => {
    const channel = createTabChannel(tab);
    opened.push(channel);
    return { store, locks, channel, now, newId: () => newId(tab) };
  };
}

/** Returns a memory backend, a store on it holding game "g", and tab services with `locks`. */
export async function world(locks: LockManagerLike | null) {
  const backend = createMemoryBackend();
  const store = await storeWithGame(backend);
  return { backend, store, services: tabServices(store, locks) };
}

/** Resolves once `cond()` holds (polling every 2 ms); throws naming `what` after ~300 polls. */
export async function until(cond: () => boolean, what: string) {
  for (let i = 0; i < 300; i++) {
    if (cond()) return;
    await tick(2);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Returns the model of game "g" opened with `services`, once it has loaded and settled its access. */
export async function open(services: GameServices): Promise<GameModel> {
  const m = openGameModel(services, 'g');
  opened.push(m);
  await until(() => m.snapshot.value !== null && m.access.value.mode !== 'opening', 'open');
  return m;
}

/** Returns the stored game "g" (throws if it cannot be loaded). */
export async function storedGame(store: GameStore) {
  const r = await store.loadGame('g');
  if (!r.ok) throw new Error(r.error.message);
  return r.value.game;
}

/** Returns how many actions the stored game "g" holds. */
export async function storedLength(store: GameStore): Promise<number> {
  return (await storedGame(store)).log.length;
}

/** Has `a` dispatch log[K] while `backend` refuses the save (quota), so `a` keeps it for Retry. */
export async function refusedInA(backend: MemoryBackend, a: GameModel) {
  backend.inject({ name: 'QuotaExceededError', times: 1 });
  const r = await a.dispatch(actionAt(K));
  expect(r.ok || r.error.code).toBe('storage.quota');
  expect(a.save.value.kind).toBe('failed');
}
