/**
 * The game model over the real store (in-memory backend), fake Web Locks and Node's
 * BroadcastChannel: actions count only once saved, failed saves keep their message and Retry,
 * a second tab is read-only until it takes over, undo/redo persist, "needs fact" prompts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUOTA_MESSAGE } from '../../../../src/core/store/errors';
import { createGameStore } from '../../../../src/core/store/games';
import { createMemoryBackend, type MemoryBackend } from '../../../../src/core/store/memory';
import { createTabChannel } from '../../../../src/core/tabs/channel';
import type { GameSetup } from '../../../../src/volga/engine/game';
import type { ComponentKit, EventRow } from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { defaultCodecs } from '../../../../src/volga/state/files/codecs';
import { createGameLibrary } from '../../../../src/volga/state/game/library';
import {
  type GameModel,
  openGameModel,
  SAVE_SHOWN_AFTER_MS,
} from '../../../../src/volga/state/game/model';
import type { GameServices } from '../../../../src/volga/state/game/services';
import { createFakeLocks } from '../../../core/tabs/fake-locks';

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));
const opened: Array<{ close(): void }> = [];
afterEach(() => {
  for (const o of opened.splice(0)) o.close();
});

let clock = 0;
const now = () => new Date(Date.UTC(2026, 2, 1, 10, 0, clock++)).toISOString();

/** Two "tabs" sharing one store and lock manager. */
function world() {
  const backend = createMemoryBackend();
  const store = createGameStore(backend, defaultCodecs.game);
  const locks = createFakeLocks();
  let n = 0;
  const services = (tab: string): GameServices => {
    const channel = createTabChannel(tab);
    opened.push(channel);
    return { store, locks, channel, now, newId: () => `game-${++n}` };
  };
  return { backend, store, services };
}

/** TEST FIXTURE kit; main game, physical cup, seed 7. */
const setup = (kit: ComponentKit = fixtureKit()): GameSetup => ({
  scenario: 'main',
  cup: 'physical',
  kit,
  seed: [7, 8, 9, 10],
});

async function until(cond: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (cond()) return;
    await tick(2);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Holds the next write until the returned function is called (a slow disk). */
function holdWrites(backend: MemoryBackend): () => void {
  let release = () => {};
  backend.latency = (op) =>
    op === 'atomic' ? new Promise<void>((r) => (release = r)) : Promise.resolve();
  return () => release();
}

async function open(services: GameServices, id: string): Promise<GameModel> {
  const m = openGameModel(services, id);
  opened.push(m);
  await until(
    () =>
      m.snapshot.value !== null || m.openError.value !== null || m.access.value.mode === 'readonly',
    'the game to open',
  );
  await until(() => m.access.value.mode !== 'opening', 'the lock');
  return m;
}

async function newGame(w: ReturnType<typeof world>, kit?: ComponentKit) {
  const lib = createGameLibrary(w.services('lib'), async () => 'granted');
  const r = await lib.create(setup(kit), 'Test game');
  if (!r.ok) throw new Error(r.error.message);
  return { lib, id: r.value.id };
}

describe('the game model', () => {
  it('counts an action as done only once the store saved it', async () => {
    const w = world();
    const { id } = await newGame(w);
    const m = await open(w.services('a'), id);
    expect(m.access.value.mode).toBe('writer');
    expect(m.snapshot.value?.state.phase).toBe('randomEvent');
    expect(m.canAct.value).toBe(true);

    const pending = m.dispatch({ type: 'rollRandomEvent', dice: { randomEvent: [3, 4, 3] } });
    expect(m.save.value).toEqual({ kind: 'saving', what: 'the Random Event roll' });
    expect(m.canAct.value).toBe(false);
    // Not yet applied to the snapshot: the UI still shows the last saved state.
    expect(m.snapshot.value?.state.phase).toBe('randomEvent');
    const r = await pending;
    expect(r.ok).toBe(true);
    expect(m.save.value.kind).toBe('idle');
    expect(m.snapshot.value?.state.phase).toBe('supply');
    expect(m.lastRolls.value).toEqual([
      { purpose: 'randomEvent', source: 'owner', dice: [3, 4, 3], rule: '6.2' },
    ]);
    const stored = await w.store.loadGame(id);
    expect(stored.ok && stored.value.game.log.length).toBe(1);
    expect(stored.ok && stored.value.game.revision).toBe(2);
  });

  it('shows a save and turns the buttons off only once it has run SAVE_SHOWN_AFTER_MS', async () => {
    const w = world();
    const { id } = await newGame(w);
    const m = await open(w.services('a'), id);
    // A quick save: the screen shows nothing changing, and its buttons stay on.
    const quick = m.dispatch({ type: 'rollRandomEvent', dice: { randomEvent: [3, 4, 3] } });
    expect(m.canAct.value).toBe(false);
    expect(m.canTap.value).toBe(true);
    expect(m.shownSave.value.kind).toBe('idle');
    expect((await quick).ok).toBe(true);
    expect(m.shownSave.value.kind).toBe('idle');
    // A slow save (the disk waits): after SAVE_SHOWN_AFTER_MS it shows, and the buttons go off.
    // The clock is the test's, so a loaded machine cannot move the half-way look past the mark.
    const release = holdWrites(w.backend);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let slow: ReturnType<GameModel['dispatch']>;
    try {
      slow = m.dispatch({ type: 'rollSupply', dice: { supply: [3, 3, 3, 3] } });
      vi.advanceTimersByTime(SAVE_SHOWN_AFTER_MS / 2);
      expect(m.canTap.value).toBe(true);
      expect(m.shownSave.value.kind).toBe('idle');
      vi.advanceTimersByTime(SAVE_SHOWN_AFTER_MS / 2);
      expect(m.shownSave.value.kind).toBe('saving');
      expect(m.canTap.value).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    release();
    expect((await slow).ok).toBe(true);
    expect(m.shownSave.value.kind).toBe('idle');
    expect(m.canTap.value).toBe(true);
  });

  it('a tap made while a save runs is taken after it, in the order tapped, on the saved game', async () => {
    const w = world();
    const { id } = await newGame(w);
    const m = await open(w.services('a'), id);
    const release = holdWrites(w.backend);
    const first = m.dispatch({ type: 'rollRandomEvent', dice: { randomEvent: [3, 4, 3] } });
    // Tapped while the roll saves (the buttons still look ready): the Supply roll is legal only
    // after the Random Event, so the engine judges it on the game the first save leaves.
    const second = m.dispatch({ type: 'rollSupply', dice: { supply: [3, 3, 3, 3] } });
    const third = m.undo();
    await tick(2);
    expect(m.snapshot.value?.record.log).toHaveLength(0);
    w.backend.latency = null;
    release();
    expect((await first).ok).toBe(true);
    expect((await second).ok).toBe(true);
    expect((await third).ok).toBe(true);
    // Undo went last: both rolls are in the log, the Supply roll undone.
    expect(m.snapshot.value?.record.log.map((e) => e.action.type)).toEqual([
      'rollRandomEvent',
      'rollSupply',
    ]);
    const stored = await w.store.loadGame(id);
    expect(stored.ok && stored.value.game.log).toHaveLength(2);
    expect(stored.ok && stored.value.game.cursor).toBe(1);
    expect(stored.ok && stored.value.game.revision).toBe(4);
    expect(m.snapshot.value?.state.phase).toBe('supply');
  });

  it('the same action tapped twice while it saves counts once; a different one waits its turn', async () => {
    const w = world();
    const { id } = await newGame(w);
    const m = await open(w.services('a'), id);
    await m.dispatch({ type: 'rollRandomEvent', dice: { randomEvent: [3, 4, 3] } });
    await m.dispatch({ type: 'rollSupply', dice: { supply: [6, 6, 6, 6] } });
    const release = holdWrites(w.backend);
    const buy = { type: 'buySupport', marker: 'artillery' } as const;
    const first = m.dispatch(buy);
    // A bounce: the very same action while the first is saving is dropped without a word.
    const bounce = await m.dispatch(buy);
    expect(!bounce.ok && bounce.error.code).toBe('game.busy');
    const other = m.dispatch({ type: 'buySupport', marker: 'engineer' });
    w.backend.latency = null;
    release();
    expect((await first).ok).toBe(true);
    expect((await other).ok).toBe(true);
    // Once saved, the same tap again is a second purchase, as meant.
    expect((await m.dispatch(buy)).ok).toBe(true);
    const types = m.snapshot.value?.record.log.map((e) => e.action.type);
    expect(types).toEqual([
      'rollRandomEvent',
      'rollSupply',
      'buySupport',
      'buySupport',
      'buySupport',
    ]);
  });

  it('a tap made while a save runs that then fails is refused: Retry or Discard comes first', async () => {
    const w = world();
    const { id } = await newGame(w);
    const m = await open(w.services('a'), id);
    const release = holdWrites(w.backend);
    w.backend.inject({ name: 'QuotaExceededError', on: 'atomic' });
    const first = m.dispatch({ type: 'rollRandomEvent', dice: { randomEvent: [6, 6, 6] } });
    const second = m.dispatch({ type: 'rollSupply', dice: { supply: [3, 3, 3, 3] } });
    await tick(2);
    w.backend.latency = null;
    release();
    const r1 = await first;
    expect(!r1.ok && r1.error.code).toBe('storage.quota');
    const r2 = await second;
    expect(!r2.ok && r2.error.code).toBe('game.unsaved');
    const stored = await w.store.loadGame(id);
    expect(stored.ok && stored.value.game.log).toHaveLength(0);
  });

  it('a failure shows at once; a Retry takes it off the screen at once, and Discard waits for it', async () => {
    const w = world();
    const { id } = await newGame(w);
    const m = await open(w.services('a'), id);
    // Fails before SAVE_SHOWN_AFTER_MS: shown at once, buttons off.
    w.backend.inject({ name: 'QuotaExceededError', on: 'atomic' });
    const r = await m.dispatch({ type: 'rollRandomEvent', dice: { randomEvent: [6, 6, 6] } });
    expect(!r.ok && r.error.code).toBe('storage.quota');
    expect(m.shownSave.value.kind).toBe('failed');
    expect(m.canTap.value).toBe(false);
    // Retry on a slow disk: the failure (with its Retry and Discard) leaves the screen at once.
    const release = holdWrites(w.backend);
    const retried = m.retry();
    expect(m.save.value.kind).toBe('saving');
    expect(m.shownSave.value.kind).toBe('idle');
    // A Discard that still reaches the model meanwhile does nothing: the Retry decides.
    m.discard();
    expect(m.save.value.kind).toBe('saving');
    release();
    expect((await retried).ok).toBe(true);
    expect(m.snapshot.value?.record.log).toHaveLength(1);
    const stored = await w.store.loadGame(id);
    expect(stored.ok && stored.value.game.log).toHaveLength(1);
    expect(m.shownSave.value.kind).toBe('idle');
  });

  it('refuses an illegal action with the rule and saves nothing', async () => {
    const w = world();
    const { id } = await newGame(w);
    const m = await open(w.services('a'), id);
    const r = await m.dispatch({ type: 'endSupply' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('phase.wrongStep');
    expect(!r.ok && r.error.rule).toBe('6.0');
    expect(m.save.value.kind).toBe('idle');
    const stored = await w.store.loadGame(id);
    expect(stored.ok && stored.value.game.revision).toBe(1);
  });

  it('shows a failed save with the storage message, blocks further actions, and retries', async () => {
    const w = world();
    const { id } = await newGame(w);
    const m = await open(w.services('a'), id);
    w.backend.inject({ name: 'QuotaExceededError', on: 'atomic' });
    const r = await m.dispatch({ type: 'rollRandomEvent', dice: { randomEvent: [6, 6, 6] } });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('storage.quota');
    const sv = m.save.value;
    expect(sv.kind === 'failed' && sv.error.message).toBe(QUOTA_MESSAGE);
    // The game on screen is the saved one; nothing moved.
    expect(m.snapshot.value?.state.phase).toBe('randomEvent');
    const blocked = await m.dispatch({ type: 'rollRandomEvent', dice: { randomEvent: [1, 1, 1] } });
    expect(!blocked.ok && blocked.error.code).toBe('game.unsaved');

    const again = await m.retry();
    expect(again.ok).toBe(true);
    expect(m.snapshot.value?.state.phase).toBe('supply');
    expect(m.snapshot.value?.state.event?.roll).toBe(18);
    const stored = await w.store.loadGame(id);
    expect(stored.ok && stored.value.game.log.length).toBe(1);
  });

  it('discarding a failed save keeps the game as last saved', async () => {
    const w = world();
    const { id } = await newGame(w);
    const m = await open(w.services('a'), id);
    w.backend.inject({ name: 'UnknownError', on: 'atomic' });
    const r = await m.dispatch({ type: 'rollRandomEvent', dice: { randomEvent: [2, 2, 2] } });
    expect(!r.ok && r.error.code).toBe('storage.write');
    m.discard();
    expect(m.save.value.kind).toBe('idle');
    expect(m.canAct.value).toBe(true);
    expect(m.snapshot.value?.record.log).toHaveLength(0);
  });

  it('a second tab is read-only and says why; Take over moves the writer', async () => {
    const w = world();
    const { id } = await newGame(w);
    const a = await open(w.services('a'), id);
    const b = await open(w.services('b'), id);
    expect(a.access.value.mode).toBe('writer');
    expect(b.access.value.mode).toBe('readonly');
    const refused = await b.dispatch({ type: 'rollRandomEvent' });
    expect(!refused.ok && refused.error.code).toBe('storage.readOnly');
    expect(!refused.ok && refused.error.message).toMatch(/another tab/);

    // A's action reaches B through the channel.
    expect(
      (await a.dispatch({ type: 'rollRandomEvent', dice: { randomEvent: [5, 5, 5] } })).ok,
    ).toBe(true);
    await until(() => b.snapshot.value?.state.phase === 'supply', 'B to see A’s action');

    expect((await b.takeOver()).ok).toBe(true);
    await until(() => a.access.value.mode === 'readonly', 'A to become read-only');
    expect(b.access.value.mode).toBe('writer');
    const late = await a.dispatch({ type: 'rollSupply', dice: { supply: [1, 1, 1, 1] } });
    expect(late.ok).toBe(false);
    expect((await b.dispatch({ type: 'rollSupply', dice: { supply: [6, 6, 6, 6] } })).ok).toBe(
      true,
    );
    const stored = await w.store.loadGame(id);
    expect(
      stored.ok &&
        stored.value.game.log.map((e) => (e as { action: { type: string } }).action.type),
    ).toEqual(['rollRandomEvent', 'rollSupply']);
  });

  it('undo and redo are saved, and redo rolls the same generated dice', async () => {
    const w = world();
    const { id } = await newGame(w);
    const m = await open(w.services('a'), id);
    expect((await m.dispatch({ type: 'rollRandomEvent' })).ok).toBe(true);
    const first = m.snapshot.value!.state.event!.roll;
    const rolls = m.lastRolls.value;
    expect(rolls[0]?.source).toBe('app');
    expect(m.canUndo.value).toBe(true);
    expect((await m.undo()).ok).toBe(true);
    expect(m.snapshot.value?.state.phase).toBe('randomEvent');
    expect(m.canRedo.value).toBe(true);
    let stored = await w.store.loadGame(id);
    expect(stored.ok && [stored.value.game.cursor, stored.value.game.log.length]).toEqual([0, 1]);
    expect((await m.redo()).ok).toBe(true);
    expect(m.snapshot.value?.state.event?.roll).toBe(first);
    expect(m.lastRolls.value).toEqual(rolls);
    stored = await w.store.loadGame(id);
    expect(stored.ok && stored.value.game.cursor).toBe(1);
  });

  it('reopening the game replays the saved log to the same state', async () => {
    const w = world();
    const { id } = await newGame(w);
    const m = await open(w.services('a'), id);
    await m.dispatch({ type: 'rollRandomEvent', dice: { randomEvent: [4, 4, 4] } });
    await m.dispatch({ type: 'rollSupply', dice: { supply: [6, 5, 4, 3] } });
    await m.dispatch({ type: 'buySupport', marker: 'artillery' });
    const before = JSON.stringify(m.snapshot.value!.state);
    m.close();
    const again = await open(w.services('c'), id);
    expect(again.access.value.mode).toBe('writer');
    expect(JSON.stringify(again.snapshot.value!.state)).toBe(before);
    expect(again.snapshot.value!.state.support.available.artillery).toBe(1);
  });

  it('asks for a missing component fact, records the answer, then runs the waiting action', async () => {
    const base = fixtureKit();
    // Remove the chart row for 9-12 from a copy of the fixture, so a 10 needs the owner's answer.
    const row = base.events.main.find((r) => r.lo <= 10 && 10 <= r.hi)!;
    const kit: ComponentKit = {
      ...base,
      events: { ...base.events, main: base.events.main.filter((r) => r !== row) },
    };
    const w = world();
    const { id } = await newGame(w, kit);
    const m = await open(w.services('a'), id);
    const r = await m.dispatch({ type: 'rollRandomEvent', dice: { randomEvent: [3, 3, 4] } });
    expect(!r.ok && r.error.code).toBe('fact.needed');
    expect(m.question.value?.fact).toEqual({ kind: 'event', scenario: 'main', roll: 10 });
    expect(m.question.value?.waiting?.type).toBe('rollRandomEvent');
    expect(m.save.value.kind).toBe('idle');

    // A row that does not contain 10 is refused with the rule; the question stays.
    const wrong = await m.answer(m.question.value!.fact, { ...row, lo: 11, hi: 12 } as EventRow);
    expect(!wrong.ok && wrong.error.code).toBe('kit.event.range');
    expect(m.question.value).not.toBeNull();

    const done = await m.answer(m.question.value!.fact, row);
    expect(done.ok).toBe(true);
    expect(m.question.value).toBeNull();
    expect(m.snapshot.value?.state.phase).toBe('supply');
    expect(m.snapshot.value?.state.event?.name).toBe(row.name);
    expect(m.snapshot.value?.record.log.map((e) => e.action.type)).toEqual([
      'answerFact',
      'rollRandomEvent',
    ]);
  });

  it('reports a game that cannot be opened', async () => {
    const w = world();
    const m = openGameModel(w.services('a'), 'no-such-game');
    opened.push(m);
    await until(() => m.openError.value !== null, 'the error');
    expect(m.openError.value).toMatch(/not stored/);
    expect(m.canAct.value).toBe(false);
  });
});

describe('the saved games library', () => {
  it('creates, renames, duplicates and deletes (with a backup), newest first', async () => {
    const w = world();
    let asked = 0;
    const lib = createGameLibrary(w.services('lib'), async () => {
      asked++;
      return 'granted';
    });
    const a = await lib.create(setup(), 'First');
    expect(a.ok && a.value.persist).toBe('granted');
    expect(asked).toBe(1);
    expect(lib.games.value.map((g) => g.name)).toEqual(['First']);
    expect(lib.games.value[0]?.turn).toBe(1);
    const id = a.ok ? a.value.id : '';
    expect((await lib.rename(id, 'Renamed')).ok).toBe(true);
    const copy = await lib.duplicate(id, 'Renamed (copy)');
    expect(copy.ok).toBe(true);
    expect(lib.games.value.map((g) => g.name).sort()).toEqual(['Renamed', 'Renamed (copy)']);
    const gone = await lib.remove(id);
    expect(gone.ok && gone.value).toMatch(/^backup:.*:delete:/);
    expect(lib.games.value.map((g) => g.name)).toEqual(['Renamed (copy)']);
    const backups = await w.store.listBackups();
    expect(backups.ok && backups.value.map((b) => b.reason)).toEqual(['delete']);
  });

  it('refuses a setup the engine refuses, with its rule, and stores nothing', async () => {
    const w = world();
    const lib = createGameLibrary(w.services('lib'), async () => 'granted');
    const r = await lib.create(
      { ...setup(), options: { reducedMorale: true, startingMorale: 25 } },
      'Bad',
    );
    expect(!r.ok && r.error.message).toMatch(/12\.7/);
    expect((await w.store.listGames()).ok && lib.games.value).toHaveLength(0);
  });

  it('surfaces a storage failure on create (quota) and keeps nothing half-written', async () => {
    const w = world();
    const lib = createGameLibrary(w.services('lib'), async () => 'granted');
    (w.backend as MemoryBackend).inject({ name: 'QuotaExceededError', on: 'atomic' });
    const r = await lib.create(setup(), 'Full disk');
    expect(!r.ok && r.error.code).toBe('storage.quota');
    const list = await w.store.listGames();
    expect(list.ok && list.value).toHaveLength(0);
  });
});
