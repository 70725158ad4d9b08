/**
 * Issue 6: a save refused by storage is kept for Retry; if another tab saved newer actions
 * meanwhile, Retry must be refused (the kept change was made on an older revision) and the
 * newer, acknowledged actions must stay stored. With Web Locks (take over twice) and without
 * them (the broadcast reload path).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureKit } from '../../../src/engine/fixtures/kit';
import type { Action } from '../../../src/engine/game';
import { playGame } from '../../../src/engine/game/simulate';
import { defaultCodecs } from '../../../src/state/files/codecs';
import type { GameServices } from '../../../src/state/game/services';
import { type GameModel, openGameModel } from '../../../src/state/game/session';
import { createGameStore, type GameStore } from '../../../src/state/store/games';
import { createMemoryBackend, type MemoryBackend } from '../../../src/state/store/memory';
import { createTabChannel } from '../../../src/state/tabs/channel';
import type { LockManagerLike } from '../../../src/state/tabs/lock';
import { createFakeLocks } from '../storage/fake-locks';

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));
const opened: Array<{ close(): void }> = [];
afterEach(() => {
  for (const o of opened.splice(0)) o.close();
});

const kit = fixtureKit();
const seed = [20260301, 7];
/** A played game's log: its actions are legal one after another from the start. */
const played = playGame(kit, 'main', seed, { rubble: true }, true).log;
const actionAt = (i: number) => played[i]!.action as Action;
const K = 5;

let clock = 0;
const now = () => new Date(Date.UTC(2026, 2, 1, 11, 0, clock++)).toISOString();

async function world(locks: LockManagerLike | null) {
  const backend = createMemoryBackend();
  const store = createGameStore(backend, defaultCodecs.game);
  const c = await store.createGame(
    {
      id: 'g',
      name: 'G',
      scenario: 'main',
      turn: 1,
      cursor: K,
      setup: { scenario: 'main', cup: 'digital', kit, seed, options: { rubble: true } },
      log: played.slice(0, K),
    },
    now(),
  );
  if (!c.ok) throw new Error(c.error.message);
  const services = (tab: string): GameServices => {
    const channel = createTabChannel(tab);
    opened.push(channel);
    return { store, locks, channel, now, newId: () => 'x' };
  };
  return { backend, store, services };
}

async function until(cond: () => boolean, what: string) {
  for (let i = 0; i < 300; i++) {
    if (cond()) return;
    await tick(2);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function open(services: GameServices): Promise<GameModel> {
  const m = openGameModel(services, 'g');
  opened.push(m);
  await until(() => m.snapshot.value !== null && m.access.value.mode !== 'opening', 'open');
  return m;
}

async function storedLength(store: GameStore): Promise<number> {
  const r = await store.loadGame('g');
  if (!r.ok) throw new Error(r.error.message);
  return r.value.game.log.length;
}

/** A's save of log[K] is refused (quota), so A keeps it for Retry. */
async function refusedInA(backend: MemoryBackend, a: GameModel) {
  backend.inject({ name: 'QuotaExceededError', times: 1 });
  const r = await a.dispatch(actionAt(K));
  expect(r.ok || r.error.code).toBe('storage.quota');
  expect(a.save.value.kind).toBe('failed');
}

describe('Retry of a refused save after another tab saved newer actions', () => {
  it('with Web Locks: B takes over and saves two actions, A takes over again; A’s Retry is refused and B’s actions stay', async () => {
    const w = await world(createFakeLocks());
    const a = await open(w.services('A'));
    await refusedInA(w.backend, a);
    const b = await open(w.services('B'));
    expect((await b.takeOver()).ok).toBe(true);
    await until(() => b.access.value.mode === 'writer', 'B writer');
    for (const i of [K, K + 1]) expect((await b.dispatch(actionAt(i))).ok).toBe(true);
    expect(await storedLength(w.store)).toBe(K + 2);

    expect((await a.takeOver()).ok).toBe(true);
    await until(() => a.access.value.mode === 'writer', 'A writer');
    expect(a.snapshot.value?.record.log.length).toBe(K + 2);
    const retried = await a.retry();
    expect(retried.ok).toBe(false);
    expect(retried.ok || retried.error.message).toMatch(/another tab saved newer/i);
    // Nothing acknowledged in B is lost; the stale change is dropped and A can play on.
    expect(await storedLength(w.store)).toBe(K + 2);
    expect((await a.retry()).ok).toBe(false);
    expect((await a.dispatch(actionAt(K + 2))).ok).toBe(true);
    expect(await storedLength(w.store)).toBe(K + 3);
  });

  it('without Web Locks: A follows B’s saves over the channel; A’s Retry is refused and B’s actions stay', async () => {
    const w = await world(null);
    const a = await open(w.services('A'));
    const b = await open(w.services('B'));
    await refusedInA(w.backend, a);
    for (const i of [K, K + 1]) expect((await b.dispatch(actionAt(i))).ok).toBe(true);
    await until(() => a.snapshot.value?.record.log.length === K + 2, 'A to follow B');
    const retried = await a.retry();
    expect(retried.ok).toBe(false);
    expect(await storedLength(w.store)).toBe(K + 2);
  });

  it('a Retry with nothing newer elsewhere still saves the kept change', async () => {
    const w = await world(createFakeLocks());
    const a = await open(w.services('A'));
    await refusedInA(w.backend, a);
    expect((await a.retry()).ok).toBe(true);
    expect(await storedLength(w.store)).toBe(K + 1);
  });
});
