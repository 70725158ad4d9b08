import { afterEach, describe, expect, it } from 'vitest';
import { createGameStore, type GameStore } from '../../../src/core/store/games';
import { createMemoryBackend } from '../../../src/core/store/memory';
import { createTabChannel, type TabChannel, type TabMessage } from '../../../src/core/tabs/channel';
import { type GameHold, openGameHold, READ_ONLY_MESSAGES } from '../../../src/core/tabs/hold';
import { acquireLock, gameLockName, type LockManagerLike } from '../../../src/core/tabs/lock';
import type { GameRecordCodec } from '../../../src/volga/state/files/codecs';
import { at, draft, entry } from '../files/helpers';
import { looseCodec } from '../files/loose-codec';
import { createFakeLocks } from './fake-locks';

const codec: GameRecordCodec = looseCodec;
const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));
const opened: Array<{ close(): void }> = [];
afterEach(() => {
  for (const o of opened.splice(0)) o.close();
});

async function world() {
  const backend = createMemoryBackend();
  const store = createGameStore(backend, codec);
  await store.createGame(draft('g1'), at(0));
  return { store, backend, locks: createFakeLocks() };
}

async function tab(store: GameStore, locks: LockManagerLike | null, name: string) {
  const channel = createTabChannel(name);
  opened.push(channel);
  const r = await openGameHold({ store, locks, channel }, 'g1');
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  opened.push(r.value);
  return r.value;
}

/** Saves one more action on top of what the hold has. */
function act(s: GameHold, type: string, minute = 1) {
  const g = s.game.value!;
  return s.save(
    { turn: 1, cursor: g.log.length + 1, setup: g.setup, log: [...g.log, entry(type)] },
    at(minute),
  );
}

const typesOf = (s: { log: readonly unknown[] }) =>
  s.log.map((e) => (e as { action: { type: string } }).action.type);

describe('acquireLock', () => {
  it('grants a free lock, reports a taken one as null, and tells the holder when it is stolen', async () => {
    const locks = createFakeLocks();
    const a = await acquireLock(locks, 'x', 'ifAvailable');
    expect(a).not.toBeNull();
    expect(await acquireLock(locks, 'x', 'ifAvailable')).toBeNull();
    const b = await acquireLock(locks, 'x', 'steal');
    expect(await a!.ended).toBe('stolen');
    b!.release();
    expect(await b!.ended).toBe('released');
    expect(locks.holder('x')).toBe(false);
  });

  it('a waiting request is granted when the holder releases, and can be aborted', async () => {
    const locks = createFakeLocks();
    const a = await acquireLock(locks, 'x', 'ifAvailable');
    const controller = new AbortController();
    const aborted = acquireLock(locks, 'x', 'wait', controller.signal);
    controller.abort();
    expect(await aborted).toBeNull();
    const waiting = acquireLock(locks, 'x', 'wait');
    a!.release();
    expect(await waiting).not.toBeNull();
  });

  it('names a lock per game', () => {
    expect(gameLockName('abc')).toBe('volga-table:game:abc');
  });
});

describe('the tab channel', () => {
  it('delivers valid messages from other tabs only, and ignores malformed ones', async () => {
    const a = createTabChannel('tab-a');
    const b = createTabChannel('tab-b');
    opened.push(a, b);
    const got: TabMessage[] = [];
    b.subscribe((m) => got.push(m));
    a.subscribe(() => {
      throw new Error('a tab must not hear itself');
    });
    a.post({ type: 'saved', gameId: 'g1', revision: 3 });
    const raw = new BroadcastChannel('volga-table');
    raw.postMessage({ v: 1, tabId: 'x', type: 'saved', gameId: 'bad id!', revision: 1 });
    raw.postMessage('nonsense');
    raw.postMessage([{ v: 1, tabId: 'x', type: 'gamesChanged' }]);
    await tick(20);
    raw.close();
    expect(got).toEqual([{ v: 1, tabId: 'tab-a', type: 'saved', gameId: 'g1', revision: 3 }]);
  });

  it('is silent where BroadcastChannel is missing', () => {
    const c: TabChannel = createTabChannel('t', () => null);
    expect(() => c.post({ type: 'gamesChanged' })).not.toThrow();
  });
});

describe('holds on a game in several tabs', () => {
  it('one tab writes; the second is read-only and says why', async () => {
    const { store, locks } = await world();
    const first = await tab(store, locks, 'A');
    const second = await tab(store, locks, 'B');
    expect(first.status.value).toEqual({ mode: 'writer' });
    expect(second.status.value).toEqual({
      mode: 'readonly',
      reason: 'heldElsewhere',
      message: READ_ONLY_MESSAGES.heldElsewhere,
    });
    const refused = await act(second, 'fromB');
    expect(refused.ok || refused.error.code).toBe('storage.readOnly');
    expect(refused.ok || refused.error.message).toMatch(/another tab/);
  });

  it('the read-only tab follows the writer through the channel', async () => {
    const { store, locks } = await world();
    const first = await tab(store, locks, 'A');
    const second = await tab(store, locks, 'B');
    expect((await act(first, 'a1')).ok).toBe(true);
    expect((await act(first, 'a2')).ok).toBe(true);
    await tick(20);
    expect(second.game.value?.revision).toBe(3);
    expect(typesOf(second.game.value!)).toEqual(['a1', 'a2']);
  });

  it('take over: the second tab becomes the writer, the first turns read-only and is told why', async () => {
    const { store, locks } = await world();
    const first = await tab(store, locks, 'A');
    const second = await tab(store, locks, 'B');
    await act(first, 'a1');
    const taken = await second.takeOver();
    expect(taken.ok && taken.value.revision).toBe(2);
    await tick();
    expect(second.status.value.mode).toBe('writer');
    expect(first.status.value).toMatchObject({ mode: 'readonly', reason: 'takenOver' });
    expect((await act(first, 'late')).ok).toBe(false);
    expect((await act(second, 'b1')).ok).toBe(true);
    const stored = await store.loadGame('g1');
    expect(stored.ok && typesOf(stored.value.game)).toEqual(['a1', 'b1']);
  });

  it('a save in flight during a takeover is kept, and the taker cannot overwrite it', async () => {
    const { store, backend, locks } = await world();
    const first = await tab(store, locks, 'A');
    const second = await tab(store, locks, 'B');
    // The first tab's save is slow to start: the takeover and its reload happen before it lands.
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => {
      release = r;
    });
    backend.latency = (op) => (op === 'atomic' ? slow : Promise.resolve());
    const inFlight = act(first, 'a1');
    backend.latency = null;
    await second.takeOver();
    expect(second.game.value?.revision).toBe(1);
    release();
    expect((await inFlight).ok).toBe(true); // acknowledged in the first tab: it must survive
    const fromSecond = await act(second, 'b1');
    expect(fromSecond.ok || fromSecond.error.code).toBe('storage.conflict');
    // The conflict reloaded the hold: acting again builds on the first tab's action.
    expect(typesOf(second.game.value!)).toEqual(['a1']);
    expect((await act(second, 'b1')).ok).toBe(true);
    const stored = await store.loadGame('g1');
    expect(stored.ok && typesOf(stored.value.game)).toEqual(['a1', 'b1']);
  });

  it('when the writing tab closes, the waiting read-only tab becomes the writer', async () => {
    const { store, locks } = await world();
    const first = await tab(store, locks, 'A');
    const second = await tab(store, locks, 'B');
    await act(first, 'a1');
    first.close();
    await tick(20);
    expect(second.status.value).toMatchObject({
      mode: 'writer',
      note: expect.stringMatching(/let this game go/),
    });
    expect(second.game.value?.revision).toBe(2);
    expect((await act(second, 'b1')).ok).toBe(true);
  });

  it('a deleted game turns the other tab read-only ("gone")', async () => {
    const { store, locks } = await world();
    const first = await tab(store, locks, 'A');
    const home = createTabChannel('home');
    opened.push(home);
    await store.deleteGame('g1', at(3));
    home.post({ type: 'deleted', gameId: 'g1' });
    await tick(20);
    expect(first.status.value).toMatchObject({ mode: 'readonly', reason: 'gone' });
  });

  it('two overlapping re-reads finishing out of order never step the tab back to an older revision', async () => {
    const { store } = await world();
    // The first re-read after `hold` is armed answers only once `release` is called.
    let hold = false;
    let release: () => void = () => undefined;
    const slow: GameStore = {
      ...store,
      async loadGame(id) {
        const r = await store.loadGame(id);
        if (hold) {
          hold = false;
          await new Promise<void>((go) => {
            release = go;
          });
        }
        return r;
      },
    };
    const channel = createTabChannel('A');
    opened.push(channel);
    const opening = await openGameHold({ store: slow, locks: null, channel }, 'g1');
    if (!opening.ok) throw new Error(opening.error.message);
    const a = opening.value;
    opened.push(a);
    const home = createTabChannel('home');
    opened.push(home);
    hold = true;
    home.post({ type: 'gamesChanged' }); // re-read 1 reads revision 1, answers late
    await tick(10);
    const g = a.game.value!;
    const saved = await store.saveGame(
      {
        id: 'g1',
        expectedRevision: 1,
        turn: 1,
        cursor: 1,
        setup: g.setup,
        log: [entry('elsewhere')],
      },
      at(2),
    );
    expect(saved.ok).toBe(true);
    home.post({ type: 'gamesChanged' }); // re-read 2 reads revision 2
    await tick(10);
    expect(a.game.value?.revision).toBe(2);
    release();
    await tick(10);
    expect(a.game.value?.revision).toBe(2);
    expect(typesOf(a.game.value!)).toEqual(['elsewhere']);
  });

  it('without Web Locks every tab writes, and revision checks still refuse stale writes', async () => {
    const { store } = await world();
    const first = await tab(store, null, 'A');
    const second = await tab(store, null, 'B');
    expect(first.status.value).toMatchObject({ mode: 'writer', note: expect.any(String) });
    const [a, b] = await Promise.all([act(first, 'a1'), act(second, 'b1')]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    const loser = a.ok ? b : a;
    expect(loser.ok || loser.error.code).toBe('storage.conflict');
  });

  it('two tabs racing to act and take over (200 attempts): the log is exactly the acknowledged actions, in order', async () => {
    const { store, backend, locks } = await world();
    const tabs = [await tab(store, locks, 'A'), await tab(store, locks, 'B')];
    const acknowledged: string[] = [];
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    // Random delays before each storage operation, so saves, takeovers and reloads interleave.
    // Delays are microtask yields, not timers, so the interleaving is the same on every run.
    const yields = async (k: number) => {
      for (let i = 0; i < k; i++) await null;
    };
    backend.latency = async () => {
      await yields(Math.floor(rand() * 12));
    };
    let n = 0;
    const refusals = { 'storage.readOnly': 0, 'storage.conflict': 0 } as Record<string, number>;
    for (let round = 0; round < 100; round++) {
      const jobs = tabs.map(async (t, i) => {
        await yields(Math.floor(rand() * 12));
        if (rand() < 0.4) await t.takeOver();
        if (!t.game.value) return;
        const type = `t${i}-${n++}`;
        const r = await act(t, type);
        if (r.ok) acknowledged.push(type);
        else refusals[r.error.code] = (refusals[r.error.code] ?? 0) + 1;
      });
      await Promise.all(jobs);
    }
    // Both safety nets were exercised: the lock (read-only refusals) and the revision check.
    expect(Object.keys(refusals).sort()).toEqual(['storage.conflict', 'storage.readOnly']);
    expect(refusals['storage.conflict']).toBeGreaterThan(0);
    const stored = await store.loadGame('g1');
    if (!stored.ok) throw new Error('load');
    expect(typesOf(stored.value.game)).toEqual(acknowledged);
    expect(stored.value.game.revision).toBe(acknowledged.length + 1);
    expect(acknowledged.length).toBeGreaterThan(50);
  });
});
