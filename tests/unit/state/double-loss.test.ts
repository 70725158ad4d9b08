/**
 * Issue 6: two lost connections in a row. The first attempt of a save commits but its success is
 * lost, and the store's one automatic retry fails too (the connection is still closing), so the
 * player sees "not saved" and a Retry. The Retry (a later call, with a later time) must recognise
 * the tab's own landed write and report the action saved, not "changed elsewhere"; Discard
 * instead must leave the tab showing what is stored (the action, since it did land).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureKit } from '../../../src/engine/fixtures/kit';
import type { Action } from '../../../src/engine/game';
import { playGame } from '../../../src/engine/game/simulate';
import { defaultCodecs } from '../../../src/state/files/codecs';
import { type GameModel, openGameModel } from '../../../src/state/game/session';
import type { KvBackend } from '../../../src/state/store/backend';
import { createGameStore, type GameStore } from '../../../src/state/store/games';
import { createMemoryBackend, domError } from '../../../src/state/store/memory';
import { createTabChannel } from '../../../src/state/tabs/channel';
import { createFakeLocks } from '../storage/fake-locks';

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));
const opened: Array<{ close(): void }> = [];
afterEach(() => {
  for (const o of opened.splice(0)) o.close();
});

const kit = fixtureKit();
const seed = [20260301, 7];
const played = playGame(kit, 'main', seed, { rubble: true }, true).log;
const K = 5;
let clock = 0;
const now = () => new Date(Date.UTC(2026, 2, 1, 11, 0, clock++)).toISOString();

/** A backend where `loseTwice()` makes the next write commit with its success lost, then the retry fail. */
function flaky(): { backend: KvBackend; loseTwice(): void } {
  const inner = createMemoryBackend();
  let plan: Array<'lose' | 'fail'> = [];
  const backend: KvBackend = {
    kind: 'memory',
    get: (k) => inner.get(k),
    entries: (p) => inner.entries(p),
    keys: (p) => inner.keys(p),
    async atomic(reads, decide) {
      const next = plan.shift();
      if (next === 'fail')
        throw domError('InvalidStateError', 'The database connection is closing.');
      const r = await inner.atomic(reads, decide);
      if (next === 'lose')
        throw domError('InvalidStateError', 'The database connection is closing.');
      return r;
    },
    reopen: () => inner.reopen(),
  };
  return {
    backend,
    loseTwice: () => {
      plan = ['lose', 'fail'];
    },
  };
}

async function world() {
  const f = flaky();
  const store = createGameStore(f.backend, defaultCodecs.game);
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
  const channel = createTabChannel('A');
  opened.push(channel);
  const model = openGameModel(
    { store, locks: createFakeLocks(), channel, now, newId: () => 'x' },
    'g',
  );
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

async function stored(store: GameStore) {
  const r = await store.loadGame('g');
  if (!r.ok) throw new Error(r.error.message);
  return r.value.game;
}

/** Dispatches log[K] through two lost connections: it lands, but the tab is told it failed. */
async function landedButFailed(model: GameModel, store: GameStore, loseTwice: () => void) {
  loseTwice();
  const r = await model.dispatch(played[K]!.action as Action);
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
    const next = await model.dispatch(played[K + 1]!.action as Action);
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
    const next = await model.dispatch(played[K + 1]!.action as Action);
    expect(next.ok || next.error.message).toBe(true);
    expect((await stored(store)).log).toHaveLength(K + 2);
  });
});
