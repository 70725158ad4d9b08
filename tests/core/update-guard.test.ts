/**
 * Tapping "Update ready" must not drop anything. The update waits for the game's save
 * in flight and the kit's pending writes (both register themselves when their lazy modules
 * load), and a save refused and waiting for Retry holds the update with a message.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBeforeUpdate, STILL_SAVING } from '../../src/core/update-guard';
import {
  actionAt,
  closeOpened,
  K,
  open,
  refusedInA,
  storedLength,
  tick,
  world,
} from '../support/gameTabs';
import { createFakeLocks } from './tabs/fake-locks';

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
vi.mock('../../src/core/persist/key', async (original) => ({
  ...(await original<typeof import('../../src/core/persist/key')>()),
  idbIO: kitWrites.io,
}));

afterEach(closeOpened);

/** Starts the before-update checks, expects them still waiting 20 ms later; returns them, wrapped so awaiting this does not wait for them. */
async function updateStillWaiting() {
  let done = false;
  const update = runBeforeUpdate().then((holds) => {
    done = true;
    return holds;
  });
  await tick(20);
  expect(done).toBe(false);
  return { update };
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
    const { update } = await updateStillWaiting();
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
    const { kitModel } = await import('../../src/volga/state/kit');
    const { OWNER_KIT_KEY } = await import('../../src/volga/state/kit/persist');
    await kitModel.load();
    await kitModel.flushed();
    kitWrites.hold();
    kitModel.resetToKnown();
    const { update } = await updateStillWaiting();
    kitWrites.open();
    expect(await update).toEqual([]);
    expect(kitWrites.data.has(OWNER_KIT_KEY)).toBe(true);
  });

  it('a callback that does not finish in time holds the update as still saving', async () => {
    const { onBeforeUpdate } = await import('../../src/core/update-guard');
    const stop = onBeforeUpdate(() => new Promise(() => undefined));
    expect(await runBeforeUpdate(20)).toContain(STILL_SAVING);
    stop();
  });
});
