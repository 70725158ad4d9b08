import { describe, expect, it } from 'vitest';
import { buildExportFile } from '../../../src/core/files/export';
import type { GameEntry } from '../../../src/core/files/game-entry';
import { readExportText } from '../../../src/core/files/import';
import { importedName, planImport } from '../../../src/core/files/plan';
import { createGameStore } from '../../../src/core/store/games';
import { createMemoryBackend } from '../../../src/core/store/memory';
import { defaultCodecs, type GameRecordCodec } from '../../../src/volga/state/files/codecs';
import { at, draft, entry, fixtureText, idFactory } from './helpers';
import { looseCodec } from './loose-codec';

const codec: GameRecordCodec = looseCodec;

function fixtureFile() {
  const r = readExportText(fixtureText('v1-current.json'), defaultCodecs);
  if (!r.ok) throw new Error('fixture refused');
  return r.value.file;
}

const existingOf = (games: readonly GameEntry[]) =>
  games.map((g) => ({ id: g.id, revision: g.revision, entry: g }));

describe('planImport (pure)', () => {
  // The fixture file carries the made-up TEST FIXTURE kit; as an owner's export it carries theirs.
  const fixture = fixtureFile();
  const file = { ...fixture, kit: { ...(fixture.kit as object), fixture: false } };
  const [main, factory] = file.games as [GameEntry, GameEntry];
  const opts = { hasKit: true, hasSettings: true, newId: idFactory() };

  it('merge adds games whose ids are new and keeps the stored kit and settings', () => {
    const plan = planImport([], file, { ...opts, mode: 'merge' });
    expect(plan.add.map((g) => g.id)).toEqual([main.id, factory.id]);
    expect([plan.kit, plan.settings, plan.remove, plan.renamed]).toEqual(['keep', 'keep', [], []]);
  });

  it('merge takes the kit and settings from the file when none are stored', () => {
    const plan = planImport([], file, {
      ...opts,
      mode: 'merge',
      hasKit: false,
      hasSettings: false,
    });
    expect([plan.kit, plan.settings]).toEqual(['take', 'take']);
    expect(plan.incomingKit).toEqual(file.kit);
  });

  it('merge skips a game stored with identical content, even renamed', () => {
    const plan = planImport(existingOf([{ ...main, name: 'Renamed here', revision: 30 }]), file, {
      ...opts,
      mode: 'merge',
    });
    expect(plan.unchanged).toEqual([main.id]);
    expect(plan.add.map((g) => g.id)).toEqual([factory.id]);
  });

  it('merge keeps both when an id is taken by different content: the copy gets a new id and "(imported)"', () => {
    const diverged = { ...main, log: [...main.log, entry('extra')], cursor: main.log.length + 1 };
    const plan = planImport(existingOf([diverged]), file, {
      ...opts,
      mode: 'merge',
      newId: idFactory('copy'),
    });
    expect(plan.renamed).toEqual([
      { fromId: main.id, toId: 'copy-1', name: `${main.name} (imported)` },
    ]);
    expect(plan.add.find((g) => g.id === 'copy-1')).toEqual({
      ...main,
      id: 'copy-1',
      name: `${main.name} (imported)`,
    });
    expect(plan.lines.join(' ')).toMatch(/Keep both versions of 1 game/);
  });

  it('merge treats an unreadable stored game with the same id as different (keeps both)', () => {
    const plan = planImport([{ id: factory.id, revision: 3, entry: null }], file, {
      ...opts,
      mode: 'merge',
    });
    expect(plan.renamed.map((r) => r.fromId)).toEqual([factory.id]);
  });

  it('refuses an id factory that returns a taken id', () => {
    const diverged = { ...main, cursor: 0 };
    expect(() =>
      planImport(existingOf([diverged]), file, { ...opts, mode: 'merge', newId: () => factory.id }),
    ).toThrow(/already in use/);
  });

  it('never takes a TEST FIXTURE kit (the kit screen refuses it), and says so', () => {
    const plan = planImport([], fixture, { ...opts, mode: 'replace', hasKit: false });
    expect(plan.kit).toBe('keep');
    expect(plan.lines).toContain(
      "The file's component kit is the made-up TEST FIXTURE map; the stored kit stays.",
    );
  });

  it('replace removes every stored game and takes the kit and settings from the file', () => {
    const plan = planImport(existingOf([{ ...main, id: 'old-1' }]), file, {
      ...opts,
      mode: 'replace',
    });
    expect(plan.remove).toEqual(['old-1']);
    expect(plan.add).toBe(file.games);
    expect([plan.kit, plan.settings]).toEqual(['take', 'take']);
    expect(plan.lines[0]).toBe('Remove the 1 game stored now (a backup is kept).');
  });

  it('replace keeps the stored kit when the file has none', () => {
    const noKit = { ...file, kit: null };
    const plan = planImport([], noKit, { ...opts, mode: 'replace' });
    expect(plan.kit).toBe('keep');
    expect(plan.lines).toContain('The file has no component kit; the stored kit stays.');
  });

  it('marks imported names within the length limit', () => {
    expect(importedName('x'.repeat(100))).toHaveLength(100);
    expect(importedName('x'.repeat(100)).endsWith(' (imported)')).toBe(true);
  });
});

describe('applying a confirmed plan to the store', () => {
  async function storeWith(ids: string[]) {
    const backend = createMemoryBackend();
    const store = createGameStore(backend, codec);
    for (const id of ids) await store.createGame(draft(id, 1), at(0));
    return { backend, store };
  }

  async function planFor(
    store: Awaited<ReturnType<typeof storeWith>>['store'],
    mode: 'merge' | 'replace',
  ) {
    const existing = await store.existingForImport();
    if (!existing.ok) throw new Error('read failed');
    return planImport(existing.value, fixtureFile(), {
      mode,
      hasKit: false,
      hasSettings: false,
      newId: idFactory(),
    });
  }

  it('nothing is written while reading and planning', async () => {
    const { store, backend } = await storeWith(['mine']);
    const before = backend.snapshot();
    await planFor(store, 'replace');
    expect(backend.snapshot()).toEqual(before);
  });

  it('merge adds the games without touching stored ones or writing a backup', async () => {
    const { store, backend } = await storeWith(['mine']);
    const mine = backend.snapshot()['game:mine'];
    const r = await store.applyImport(await planFor(store, 'merge'), at(5));
    expect(r.ok && r.value).toEqual({
      added: fixtureFile().games.map((g) => g.id),
      removed: [],
      backupKey: null,
    });
    const list = await store.listGames();
    expect(list.ok && list.value.map((g) => g.id).sort()).toEqual([
      '2f0c6a4e-5b1d-4c3a-9e7f-1a2b3c4d5e6f',
      'factory-1',
      'mine',
    ]);
    expect(backend.snapshot()['game:mine']).toEqual(mine);
  });

  it('replace backs up the removed games (and the kit/settings handed in) in the same transaction', async () => {
    const { store, backend } = await storeWith(['mine', 'other']);
    const before = backend.snapshot();
    const r = await store.applyImport(await planFor(store, 'replace'), at(6), {
      kit: { name: 'old kit' },
      settings: { theme: 'dark' },
    });
    expect(r.ok && r.value.removed).toEqual(['mine', 'other']);
    const backup = await store.readBackup(r.ok ? (r.value.backupKey ?? '') : '');
    expect(backup.ok && backup.value).toMatchObject({
      reason: 'import-replace',
      games: [before['game:mine'], before['game:other']],
      kit: { name: 'old kit' },
      settings: { theme: 'dark' },
    });
    const snap = backend.snapshot();
    expect(snap['game:mine']).toBeUndefined();
    expect(snap['meta:mine']).toBeUndefined();
    expect(snap['game:factory-1']).toBeDefined();
  });

  it('refuses (changing nothing) when a game was saved in another tab after planning', async () => {
    const { store, backend } = await storeWith(['mine']);
    const plan = await planFor(store, 'replace');
    const loaded = await store.loadGame('mine');
    if (!loaded.ok) throw new Error('load');
    const g = loaded.value.game;
    await store.saveGame(
      { id: 'mine', expectedRevision: 1, turn: 2, cursor: 1, setup: g.setup, log: g.log },
      at(7),
    );
    const before = backend.snapshot();
    const r = await store.applyImport(plan, at(8));
    expect(r.ok || r.error.code).toBe('storage.conflict');
    expect(backend.snapshot()).toEqual(before);
  });

  it('refuses when a game was created in another tab after planning', async () => {
    const { store, backend } = await storeWith([]);
    const plan = await planFor(store, 'merge');
    await store.createGame(draft('late'), at(1));
    const before = backend.snapshot();
    const r = await store.applyImport(plan, at(2));
    expect(r.ok || r.error.code).toBe('storage.conflict');
    expect(backend.snapshot()).toEqual(before);
  });

  it('a quota failure during a replace leaves every stored game in place', async () => {
    const { store, backend } = await storeWith(['mine']);
    const before = backend.snapshot();
    const plan = await planFor(store, 'replace');
    backend.inject({ name: 'QuotaExceededError', atCommit: true });
    const r = await store.applyImport(plan, at(3));
    expect(r.ok || r.error.code).toBe('storage.quota');
    expect(backend.snapshot()).toEqual(before);
  });

  it('exported games import back identically (export -> file -> import into an empty store)', async () => {
    const { store } = await storeWith(['a', 'b']);
    const exported = await store.exportGames();
    if (!exported.ok) throw new Error('export');
    const file = buildExportFile({ exportedAt: at(9), games: exported.value.games });
    const read = readExportText(JSON.stringify(file), { ...defaultCodecs, game: codec });
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    const target = createGameStore(createMemoryBackend(), codec);
    const plan = planImport([], read.value.file, {
      mode: 'merge',
      hasKit: false,
      hasSettings: false,
      newId: idFactory(),
    });
    expect((await target.applyImport(plan, at(10))).ok).toBe(true);
    const back = await target.exportGames();
    expect(back.ok && back.value.games).toEqual(exported.value.games);
  });
});
