/**
 * Two lost connections in a row. The first attempt of a save commits but its success is
 * lost, and the store's one automatic retry fails too (the connection is still closing), so the
 * player sees "not saved" and a Retry. The Retry (a later call, with a later time) must recognise
 * the tab's own landed write and report the action saved, not "changed elsewhere"; Discard
 * instead must leave the tab showing what is stored (the action, since it did land).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { GameStore } from '../../../../src/core/store/games';
import { createMemoryBackend } from '../../../../src/core/store/memory';
import { type GameModel, openGameModel } from '../../../../src/volga/state/game/model';
import { createFakeLocks } from '../../../core/tabs/fake-locks';
import { connectionClosing, withAtomic } from '../../../support/backends';
import {
  actionAt,
  closeOpened,
  K,
  opened,
  storedGame as stored,
  storeWithGame,
  tabServices,
  tick,
} from '../../../support/gameTabs';

afterEach(closeOpened);

/** A backend where `loseTwice()` makes the next write commit with its success lost, then the retry fail. */
function flaky() {
  const inner = createMemoryBackend();
  let plan: Array<'lose' | 'fail'> = [];
  const backend = withAtomic(inner, async (reads, decide) => {
    const next = plan.shift();
    if (next === 'fail') throw connectionClosing();
    const r = await inner.atomic(reads, decide);
    if (next === 'lose') throw connectionClosing();
    return r;
  });
  return {
    backend,
    loseTwice: () => {
      plan = ['lose', 'fail'];
    },
  };
}

/** Tab A playing "g" (as writer) over a flaky backend. */
async function world() {
  const f = flaky();
  const store = await storeWithGame(f.backend);
  const model = openGameModel(tabServices(store, createFakeLocks())('A'), 'g');
  opened.push(model);
  for (
    let i = 0;
    i < 200 && (model.snapshot.value === null || model.access.value.mode !== 'writer');
    i++
  )
    await tick(2);
  expect(model.access.value.mode).toBe('writer');
  return { store, model, loseTwice: f.loseTwice };
}

/** Dispatches log[K] through two lost connections: it lands, but the tab is told it failed. */
async function landedButFailed(model: GameModel, store: GameStore, loseTwice: () => void) {
  loseTwice();
  const r = await model.dispatch(actionAt(K));
  expect(r.ok || r.error.code).toBe('storage.connection');
  expect(model.save.value.kind).toBe('failed');
  const s = await stored(store);
  expect(s.log).toHaveLength(K + 1);
  expect(s.revision).toBe(2);
  expect(model.snapshot.value?.revision).toBe(1);
}

describe('a save whose commit landed through two lost connections', () => {
  it('Retry recognises the landed write by its content and reports the action saved', async () => {
    const { store, model, loseTwice } = await world();
    await landedButFailed(model, store, loseTwice);
    const r = await model.retry();
    expect(r.ok || r.error.message).toBe(true);
    expect(model.save.value).toEqual({ kind: 'idle' });
    expect(model.snapshot.value?.revision).toBe(2);
    expect(model.snapshot.value?.record.log).toHaveLength(K + 1);
    const s = await stored(store);
    expect(s.log).toHaveLength(K + 1);
    expect(s.revision).toBe(2);
    // The tab goes on from the stored revision: the next action saves.
    const next = await model.dispatch(actionAt(K + 1));
    expect(next.ok || next.error.message).toBe(true);
    expect((await stored(store)).log).toHaveLength(K + 2);
  });

  it('Discard leaves the tab showing what is stored (the landed action), and play goes on', async () => {
    const { store, model, loseTwice } = await world();
    await landedButFailed(model, store, loseTwice);
    model.discard();
    for (let i = 0; i < 100 && model.snapshot.value?.revision !== 2; i++) await tick(2);
    expect(model.snapshot.value?.revision).toBe(2);
    expect(model.snapshot.value?.record.log).toHaveLength(K + 1);
    const next = await model.dispatch(actionAt(K + 1));
    expect(next.ok || next.error.message).toBe(true);
    expect((await stored(store)).log).toHaveLength(K + 2);
  });
});
