/**
 * Issue 6: tapping "Update ready" must not drop anything. The update waits for the game's save
 * in flight and the kit's pending writes (both register themselves when their lazy modules
 * load), and a save refused and waiting for Retry holds the update with a message.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
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
import { runBeforeUpdate, STILL_SAVING } from '../../../src/sw/before-update';
import { createFakeLocks } from '../storage/fake-locks';

/** The app's kit model writes through this slow store: each write waits for `kitWrites.open()`. */
const kitWrites = vi.hoisted(() => {
  const data = new Map<string, unknown>();
  let gate: Promise<void> = Promise.resolve();
  let openGate: () => void = () => undefined;
  return {
    data,
    hold() {
      gate = new Promise((r) => {
        openGate = r;
      });
    },
    open: () => openGate(),
    io: {
      get: async (k: string) => data.get(k),
      set: async (k: string, v: unknown) => {
        await gate;
        data.set(k, structuredClone(v));
      },
    },
  };
});
vi.mock('../../../src/state/persist/key', async (original) => ({
  ...(await original<typeof import('../../../src/state/persist/key')>()),
  idbIO: kitWrites.io,
}));

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

describe('the update waits for the game', () => {
  it('waits for a save in flight before letting the update reload', async () => {
    const w = await world(createFakeLocks());
    const a = await open(w.services('A'));
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => {
      release = r;
    });
    w.backend.latency = (op) => (op === 'atomic' ? slow : Promise.resolve());
    const saving = a.dispatch(actionAt(K));
    let done = false;
    const update = runBeforeUpdate().then((holds) => {
      done = true;
      return holds;
    });
    await tick(20);
    expect(done).toBe(false);
    release();
    expect(await update).toEqual([]);
    expect((await saving).ok).toBe(true);
    expect(await storedLength(w.store)).toBe(K + 1);
  });

  it('holds the update with a message when a refused save waits for Retry', async () => {
    const w = await world(createFakeLocks());
    const a = await open(w.services('A'));
    await refusedInA(w.backend, a);
    const holds = await runBeforeUpdate();
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatch(/not saved/);
    a.discard();
    expect(await runBeforeUpdate()).toEqual([]);
  });
});

describe('the update waits for the kit', () => {
  it('waits for the app kit model’s pending writes', async () => {
    const { kitModel, OWNER_KIT_KEY } = await import('../../../src/state/kit');
    await kitModel.load();
    await kitModel.flushed();
    kitWrites.hold();
    kitModel.resetToKnown();
    let done = false;
    const update = runBeforeUpdate().then((holds) => {
      done = true;
      return holds;
    });
    await tick(20);
    expect(done).toBe(false);
    kitWrites.open();
    expect(await update).toEqual([]);
    expect(kitWrites.data.has(OWNER_KIT_KEY)).toBe(true);
  });

  it('a callback that does not finish in time holds the update as still saving', async () => {
    const { onBeforeUpdate } = await import('../../../src/sw/before-update');
    const stop = onBeforeUpdate(() => new Promise(() => undefined));
    expect(await runBeforeUpdate(20)).toContain(STILL_SAVING);
    stop();
  });
});
