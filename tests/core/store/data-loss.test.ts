/**
 * Data-loss risks in the store and the tabs' holds on games:
 * - a "Replace everything" import must not be undone by a tab playing the same game (the
 *   replaced game gets a revision above the stored one, and open tabs re-read it);
 * - a create, delete or import whose commit landed but whose success was lost with the
 *   connection is recognised on the one retry and reported as done.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEntry } from '../../../src/core/files/game-entry';
import { planImport } from '../../../src/core/files/plan';
import type { KvBackend } from '../../../src/core/store/backend';
import { createGameStore, type GameStore } from '../../../src/core/store/games';
import { createMemoryBackend } from '../../../src/core/store/memory';
import { createTabChannel } from '../../../src/core/tabs/channel';
import { type GameHold, openGameHold } from '../../../src/core/tabs/hold';
import type { GameRecordCodec } from '../../../src/volga/state/files/codecs';
import { connectionClosing, withAtomic } from '../../support/backends';
import { closeOpened, opened, tick } from '../../support/opened';
import { at, draft, entry, idFactory } from '../files/helpers';
import { looseCodec } from '../files/loose-codec';
import { createFakeLocks } from '../tabs/fake-locks';

const codec: GameRecordCodec = looseCodec;
afterEach(closeOpened);

const typesOf = (g: { log: readonly unknown[] }) =>
  g.log.map((e) => (e as { action: { type: string } }).action.type);

function act(s: GameHold, type: string, minute = 1) {
  const g = s.game.value!;
  return s.save(
    { turn: 1, cursor: g.log.length + 1, setup: g.setup, log: [...g.log, entry(type)] },
    at(minute),
  );
}

async function entryOf(store: GameStore, id: string): Promise<GameEntry> {
  const r = await store.loadGame(id);
  if (!r.ok) throw new Error(r.error.message);
  const { recordVersion: _v, ...e } = r.value.game;
  return e as GameEntry;
}

/** Tab A plays g1 to revision 3; returns the store, A's hold and the importing tab's channel. */
async function tabPlaying() {
  const backend = createMemoryBackend();
  const store = createGameStore(backend, codec);
  await store.createGame(draft('g1', 0), at(0));
  await store.createGame(draft('g2', 0), at(0));
  const locks = createFakeLocks();
  const chA = createTabChannel('A');
  const chB = createTabChannel('B');
  opened.push(chA, chB);
  const r = await openGameHold({ store, locks, channel: chA }, 'g1');
  if (!r.ok) throw new Error(r.error.message);
  const a = r.value;
  opened.push(a);
  for (const t of ['a1', 'a2']) expect((await act(a, t)).ok).toBe(true);
  return { backend, store, a, chB };
}

/** Returns the plan to import `games` (in `mode`) into what `store` holds now. */
async function planOf(store: GameStore, games: GameEntry[], mode: 'merge' | 'replace') {
  const existing = await store.existingForImport();
  return planImport(
    existing.ok ? existing.value : [],
    { games, kit: null, settings: null } as never,
    {
      mode,
      hasKit: true,
      hasSettings: true,
      newId: idFactory(),
    },
  );
}

/** Imports (replace) a file holding another version of g1 at the same revision as stored. */
async function replaceWithOtherG1(store: GameStore) {
  const other: GameEntry = { ...(await entryOf(store, 'g1')), log: [entry('x1'), entry('x2')] };
  const existing = await store.existingForImport();
  if (!existing.ok) throw new Error(existing.error.message);
  const plan = planImport(existing.value, { games: [other], kit: null, settings: null } as never, {
    mode: 'replace',
    hasKit: true,
    hasSettings: true,
    newId: idFactory(),
  });
  const applied = await store.applyImport(plan, at(2));
  expect(applied.ok).toBe(true);
  return other;
}

describe('a "Replace everything" import while another tab plays the game', () => {
  it('gives the replaced game a revision above the stored one, so the playing tab cannot write over it', async () => {
    const { store, a } = await tabPlaying();
    expect(a.game.value?.revision).toBe(3);
    await replaceWithOtherG1(store);
    const stored = await entryOf(store, 'g1');
    expect(typesOf(stored)).toEqual(['x1', 'x2']);
    expect(stored.revision).toBeGreaterThan(3);
    // No message reached tab A: its next save is still refused, and it reloads the import.
    const late = await act(a, 'a3', 3);
    expect(late.ok || late.error.code).toBe('storage.conflict');
    expect(typesOf(await entryOf(store, 'g1'))).toEqual(['x1', 'x2']);
    expect(typesOf(a.game.value!)).toEqual(['x1', 'x2']);
  });

  it('keeps a file revision that is already higher than the stored one', async () => {
    const { store } = await tabPlaying();
    const other: GameEntry = {
      ...(await entryOf(store, 'g1')),
      revision: 40,
      log: [entry('x1'), entry('x2')],
    };
    const plan = await planOf(store, [other], 'replace');
    expect((await store.applyImport(plan, at(2))).ok).toBe(true);
    expect((await entryOf(store, 'g1')).revision).toBe(40);
  });

  it('the playing tab re-reads the game when told the games changed, and shows the import', async () => {
    const { store, a, chB } = await tabPlaying();
    await replaceWithOtherG1(store);
    chB.post({ type: 'gamesChanged' });
    await tick(10);
    expect(typesOf(a.game.value!)).toEqual(['x1', 'x2']);
    expect(a.status.value.mode).toBe('writer');
    // Its next action builds on the imported game.
    expect((await act(a, 'a3', 3)).ok).toBe(true);
    expect(typesOf(await entryOf(store, 'g1'))).toEqual(['x1', 'x2', 'a3']);
  });

  it('a game the import removed turns the playing tab read-only ("gone")', async () => {
    const { store, a, chB } = await tabPlaying();
    const g2 = await entryOf(store, 'g2');
    const plan = await planOf(store, [g2], 'replace');
    expect((await store.applyImport(plan, at(2))).ok).toBe(true);
    chB.post({ type: 'gamesChanged' });
    await tick(10);
    expect(a.status.value).toMatchObject({ mode: 'readonly', reason: 'gone' });
  });
});

/** A backend whose next write commits but whose success is lost with the connection. */
function lossy(): { backend: KvBackend; loseNextCommit(): void; reopens(): number } {
  const inner = createMemoryBackend();
  let lose = false;
  const backend = withAtomic(inner, async (reads, decide) => {
    const r = await inner.atomic(reads, decide);
    if (lose) {
      lose = false;
      throw connectionClosing();
    }
    return r;
  });
  return {
    backend,
    loseNextCommit: () => {
      lose = true;
    },
    reopens: () => inner.reopens,
  };
}

describe('the one retry after a lost connection recognises its own landed write', () => {
  it('create: reported as created, stored once', async () => {
    const l = lossy();
    const store = createGameStore(l.backend, codec);
    l.loseNextCommit();
    const r = await store.createGame(draft('g1', 2), at(0));
    expect(r.ok || r.error.code).toBe(true);
    expect(r.ok && r.value.revision).toBe(1);
    expect(l.reopens()).toBe(1);
    // A different game under a taken id is still refused.
    expect((await store.createGame(draft('g1', 3), at(0))).ok).toBe(false);
  });

  it('delete (with a backup): reported as deleted, with the key of its backup', async () => {
    const l = lossy();
    const store = createGameStore(l.backend, codec);
    await store.createGame(draft('g1', 2), at(0));
    l.loseNextCommit();
    const r = await store.deleteGame('g1', at(1));
    expect(r.ok || r.error.code).toBe(true);
    const backups = await store.listBackups();
    expect(backups.ok && backups.value.map((b) => b.key)).toEqual([r.ok && r.value.backupKey]);
    // Deleting a game that is not there is still 'not found'.
    const again = await store.deleteGame('g1', at(2));
    expect(again.ok || again.error.code).toBe('storage.notFound');
  });

  it('delete (without a backup): reported as deleted', async () => {
    const l = lossy();
    const store = createGameStore(l.backend, codec);
    await store.createGame(draft('g1', 2), at(0));
    l.loseNextCommit();
    const r = await store.deleteGame('g1', at(1), { backup: false });
    expect(r.ok || r.error.code).toBe(true);
  });

  it('import (merge): reported as imported, with the games it added', async () => {
    const l = lossy();
    const store = createGameStore(l.backend, codec);
    await store.createGame(draft('g1', 1), at(0));
    const incoming: GameEntry = { ...(await entryOf(store, 'g1')), id: 'g9', name: 'Nine' };
    const plan = await planOf(store, [incoming], 'merge');
    l.loseNextCommit();
    const r = await store.applyImport(plan, at(1));
    expect(r.ok || r.error.message).toBe(true);
    expect(r.ok && r.value.added).toEqual(['g9']);
  });

  it('import (replace): reported as imported, with its backup', async () => {
    const l = lossy();
    const store = createGameStore(l.backend, codec);
    await store.createGame(draft('g1', 1), at(0));
    const incoming: GameEntry = { ...(await entryOf(store, 'g1')), log: [entry('x')] };
    const plan = await planOf(store, [incoming], 'replace');
    l.loseNextCommit();
    const r = await store.applyImport(plan, at(1));
    expect(r.ok || r.error.message).toBe(true);
    expect(r.ok && r.value.removed).toEqual(['g1']);
    const backups = await store.listBackups();
    expect(backups.ok && backups.value.map((b) => b.key)).toEqual([r.ok && r.value.backupKey]);
    // The same plan applied again (nothing lost in between) is refused: the games moved.
    const twice = await store.applyImport(plan, at(3));
    expect(twice.ok || twice.error.code).toBe('storage.conflict');
  });
});
