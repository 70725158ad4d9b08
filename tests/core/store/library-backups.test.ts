/**
 * The saved-games model's backups ("a full disk says what to do and loses nothing"):
 * a delete keeps a backup unless told not to, and without one it frees the space; backups are
 * listed with their games, reason and size, downloaded as an ordinary export file, restored as
 * a new game or over the stored one (after a backup of it), and deleted. A full disk is a
 * backend that refuses any transaction that puts data but lets pure deletions through, as
 * browsers do for an origin over its quota.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildExportFile } from '../../../src/core/files/export';
import { readExportText } from '../../../src/core/files/import';
import { planImport } from '../../../src/core/files/plan';
import type { KvBackend } from '../../../src/core/store/backend';
import { QUOTA_MESSAGE } from '../../../src/core/store/errors';
import { createGameStore, MAX_BACKUPS } from '../../../src/core/store/games';
import { createMemoryBackend, domError, type MemoryBackend } from '../../../src/core/store/memory';
import { createTabChannel, type TabMessage } from '../../../src/core/tabs/channel';
import type { GameSetup } from '../../../src/volga/engine/game';
import { fixtureKit } from '../../../src/volga/engine/kit/fixture';
import { defaultCodecs } from '../../../src/volga/state/files/codecs';
import {
  backupFileName,
  createGameLibrary,
  type GameLibrary,
  restoredName,
} from '../../../src/volga/state/game/library';
import type { GameServices } from '../../../src/volga/state/game/services';

const opened: Array<{ close(): void }> = [];
afterEach(() => {
  for (const o of opened.splice(0)) o.close();
});

const setup: GameSetup = {
  scenario: 'main',
  cup: 'physical',
  kit: fixtureKit(),
  seed: [7, 8, 9, 10],
};

/** A backend whose disk is full while `full.on`: a write that puts anything is refused. */
function withFullDisk(backend: MemoryBackend): { backend: KvBackend; full: { on: boolean } } {
  const full = { on: false };
  const wrapped: KvBackend = {
    ...backend,
    get: (k) => backend.get(k),
    entries: (p) => backend.entries(p),
    keys: (p) => backend.keys(p),
    reopen: () => backend.reopen(),
    atomic: (reads, decide) =>
      backend.atomic(reads, (view) => {
        const d = decide(view);
        if (full.on && d.writes.some((w) => w.op === 'put'))
          throw domError('QuotaExceededError', 'simulated full disk');
        return d;
      }),
  };
  return { backend: wrapped, full };
}

function world() {
  const memory = createMemoryBackend();
  const { backend, full } = withFullDisk(memory);
  const store = createGameStore(backend, defaultCodecs.game);
  let clock = 0;
  let n = 0;
  const channel = createTabChannel('lib');
  const other = createTabChannel('other');
  opened.push(channel, other);
  const heard: TabMessage[] = [];
  other.subscribe((m) => heard.push(m));
  const services: GameServices = {
    store,
    locks: null,
    channel,
    now: () => new Date(Date.UTC(2026, 2, 1, 10, 0, clock++)).toISOString(),
    newId: (taken = new Set()) => {
      let id: string;
      do id = `game-${++n}`;
      while (taken.has(id));
      return id;
    },
  };
  const lib = createGameLibrary(services, async () => 'unsupported');
  const bytes = () => JSON.stringify(memory.snapshot()).length;
  return { memory, store, lib, full, bytes, heard, services };
}

async function created(lib: GameLibrary, name: string): Promise<string> {
  const r = await lib.create(setup, name);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.id;
}

/** Returns the newest backup as listed (fails the test when there is none). */
async function newest(lib: GameLibrary) {
  const r = await lib.backups();
  if (!r.ok || !r.value[0]) throw new Error('expected a backup');
  return r.value[0];
}

/** Creates a game named `name` and deletes it; returns its id and the key of the backup the delete kept. */
async function deletedWithBackup(lib: GameLibrary, name: string) {
  const id = await created(lib, name);
  await lib.remove(id);
  const { key } = await newest(lib);
  return { id, key };
}

describe('deleting a game', () => {
  it('keeps a backup by default, listed with the game, the reason, the time and its size', async () => {
    const { lib } = world();
    const id = await created(lib, 'Old game');
    const r = await lib.remove(id);
    expect(r.ok && r.value).toMatch(/^backup:.+:delete:000$/);
    expect(lib.games.value).toEqual([]);
    const b = await lib.backups();
    expect(b.ok).toBe(true);
    if (!b.ok) return;
    expect(b.value).toHaveLength(1);
    const [one] = b.value;
    expect(one?.reason).toBe('delete');
    expect(one?.at).toMatch(/^2026-03-01T10:00:\d\d\.000Z$/);
    expect(one?.games.map((g) => [g.id, g.name, g.entry !== null])).toEqual([
      [id, 'Old game', true],
    ]);
    expect(one?.bytes).toBeGreaterThan(1000);
    expect(one?.hasKit).toBe(false);
  });

  it('without a backup, frees the space the game took and lists no backup', async () => {
    const { lib, bytes } = world();
    const keep = await created(lib, 'Keep');
    const id = await created(lib, 'Gone');
    const before = bytes();
    const r = await lib.remove(id, undefined, { backup: false });
    expect(r).toEqual({ ok: true, value: null });
    expect(bytes()).toBeLessThan(before * 0.6);
    expect(lib.games.value.map((g) => g.id)).toEqual([keep]);
    expect(await lib.backups()).toEqual({ ok: true, value: [] });
  });

  it('on a full disk is refused with the quota message, and can then be done without a backup', async () => {
    const { lib, full, memory } = world();
    const id = await created(lib, 'Full');
    const revision = lib.games.value[0]?.revision;
    full.on = true;
    const before = memory.snapshot();
    const refused = await lib.remove(id, revision);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.code).toBe('storage.quota');
    expect(!refused.ok && refused.error.message).toBe(QUOTA_MESSAGE);
    expect(memory.snapshot()).toEqual(before);
    const r = await lib.remove(id, revision, { backup: false });
    expect(r).toEqual({ ok: true, value: null });
    expect(lib.games.value).toEqual([]);
    expect(Object.keys(memory.snapshot())).toEqual([]);
  });
});

describe('the quota message', () => {
  it('names the real places: Export all, Backups, and deleting without a backup', () => {
    expect(QUOTA_MESSAGE).toMatch(/Saved games/);
    expect(QUOTA_MESSAGE).toMatch(/Export all/);
    expect(QUOTA_MESSAGE).toMatch(/Backups/);
    expect(QUOTA_MESSAGE).toMatch(/without a backup/);
  });
});

describe('backups', () => {
  it('download as an ordinary export file that the import reads back, game for game', async () => {
    const { lib, store } = world();
    const id = await created(lib, 'To file');
    const stored = await store.exportGames([id]);
    await lib.remove(id);
    const b = await newest(lib);
    const file = await lib.backupFile(b.key, '2026-03-02T09:00:00.000Z', {
      name: 'Volga Table',
      version: '1.0.0',
    });
    expect(file.ok).toBe(true);
    if (!file.ok || !stored.ok) return;
    expect(file.value.fileName).toBe(backupFileName(b.at));
    expect(file.value.fileName).toMatch(/^volga-table-backup-2026-03-01-1000\.json$/);
    expect([file.value.games, file.value.skipped]).toEqual([1, 0]);
    const read = readExportText(file.value.text, defaultCodecs);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.file.games).toEqual(stored.value.games);
    expect(read.value.file.kit).toBeNull();
  });

  it('restore as a new game under its own id when that is free (an undo of the delete)', async () => {
    const { lib, heard } = world();
    const { id, key } = await deletedWithBackup(lib, 'Undelete me');
    const r = await lib.restore(key, id, 'new');
    expect(r).toEqual({ ok: true, value: { id, backupKey: null } });
    expect(lib.games.value.map((g) => [g.id, g.name])).toEqual([[id, 'Undelete me']]);
    // The backup stays (restoring does not use it up), and nothing else was backed up.
    const after = await lib.backups();
    expect(after.ok && after.value.map((x) => x.key)).toEqual([key]);
    // The other tab hears of it when the channel delivers, which a loaded machine delays.
    await vi.waitFor(() => expect(heard.some((m) => m.type === 'gamesChanged')).toBe(true));
  });

  it('restore as a new game beside the stored one when its id is taken, marked (restored)', async () => {
    const { lib, store } = world();
    const { id, key } = await deletedWithBackup(lib, 'Twice');
    await lib.restore(key, id, 'new');
    const again = await lib.restore(key, id, 'new');
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.value.id).not.toBe(id);
    expect(again.value.backupKey).toBeNull();
    const names = lib.games.value.map((g) => g.name).sort();
    expect(names).toEqual(['Twice', 'Twice (restored)']);
    const copy = await store.loadGame(again.value.id);
    expect(copy.ok && copy.value.game.revision).toBe(1);
  });

  it('restore over the stored game keeps a backup of the one it replaces and tells other tabs', async () => {
    const { lib, store, heard } = world();
    const { id, key } = await deletedWithBackup(lib, 'Original');
    await lib.restore(key, id, 'new');
    await lib.rename(id, 'Renamed since');
    const current = await store.loadGame(id);
    const currentRevision = current.ok ? current.value.game.revision : 0;
    const r = await lib.restore(key, id, 'replace');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.id).toBe(id);
    expect(r.value.backupKey).toMatch(/:import-replace:000$/);
    const now = await store.loadGame(id);
    expect(now.ok && now.value.game.name).toBe('Original');
    expect(now.ok && now.value.game.revision).toBeGreaterThan(currentRevision);
    const list = await lib.backups();
    const replaced = list.ok ? list.value.find((x) => x.key === r.value.backupKey) : undefined;
    expect(replaced?.reason).toBe('import-replace');
    expect(replaced?.games.map((g) => g.name)).toEqual(['Renamed since']);
    await vi.waitFor(() =>
      expect(heard).toContainEqual(
        expect.objectContaining({
          type: 'saved',
          gameId: id,
          revision: now.ok ? now.value.game.revision : -1,
        }),
      ),
    );
  });

  it('restore over a game that is no longer stored is refused with what to do instead', async () => {
    const { lib } = world();
    const { id, key } = await deletedWithBackup(lib, 'Gone');
    const r = await lib.restore(key, id, 'replace');
    expect(!r.ok && r.error.code).toBe('storage.notFound');
    expect(!r.ok && r.error.message).toMatch(/restore it as a new game/);
    expect(lib.games.value).toEqual([]);
  });

  it('restore over the stored game on a full disk is refused and leaves the game as it was', async () => {
    const { lib, full, memory } = world();
    const { id, key } = await deletedWithBackup(lib, 'Kept');
    await lib.restore(key, id, 'new');
    full.on = true;
    const before = memory.snapshot();
    const r = await lib.restore(key, id, 'replace');
    expect(!r.ok && r.error.code).toBe('storage.quota');
    expect(memory.snapshot()).toEqual(before);
  });

  it('delete frees the space; a deleted backup is no longer listed and cannot be restored', async () => {
    const { lib, bytes, full } = world();
    const { id, key } = await deletedWithBackup(lib, 'Old');
    const before = bytes();
    full.on = true; // deleting a backup works on a full disk
    expect(await lib.deleteBackup(key)).toEqual({ ok: true, value: true });
    expect(bytes()).toBeLessThan(before / 2);
    expect(await lib.backups()).toEqual({ ok: true, value: [] });
    const r = await lib.restore(key, id, 'new');
    expect(!r.ok && r.error.code).toBe('storage.notFound');
  });

  it('a game this version cannot read is listed as unreadable, not restored, left out of the file', async () => {
    const memory = createMemoryBackend({
      'backup:2026-03-01T09:00:00.000Z:delete:000': {
        backupVersion: 1,
        key: 'backup:2026-03-01T09:00:00.000Z:delete:000',
        at: '2026-03-01T09:00:00.000Z',
        reason: 'delete',
        games: [{ recordVersion: 1, id: 'bad', name: 'Broken', log: 'not a log' }],
      },
      'backup:2026-03-01T08:00:00.000Z:migrate:000': { junk: true },
    });
    const store = createGameStore(memory, defaultCodecs.game);
    const channel = createTabChannel('bad');
    opened.push(channel);
    const lib = createGameLibrary(
      { store, locks: null, channel, now: () => '2026-03-02T00:00:00.000Z', newId: () => 'x' },
      async () => 'unsupported',
    );
    const list = await lib.backups();
    expect(list.ok).toBe(true);
    if (!list.ok) return;
    expect(list.value.map((b) => b.key)).toEqual([
      'backup:2026-03-01T09:00:00.000Z:delete:000',
      'backup:2026-03-01T08:00:00.000Z:migrate:000',
    ]);
    const [bad, junk] = list.value;
    expect(bad?.games.map((g) => [g.id, g.name, g.entry])).toEqual([['bad', 'Broken', null]]);
    expect(bad?.games[0]?.problems?.length).toBeGreaterThan(0);
    expect(junk?.error?.code).toBe('storage.corrupt');
    const r = await lib.restore(bad!.key, 'bad', 'new');
    expect(!r.ok && r.error.code).toBe('storage.corrupt');
    const file = await lib.backupFile(bad!.key, '2026-03-02T00:00:00.000Z');
    expect(file.ok && [file.value.games, file.value.skipped]).toEqual([0, 1]);
    // A damaged backup can still be deleted to free its space.
    expect(await lib.deleteBackup(junk!.key)).toEqual({ ok: true, value: true });
  });

  it('restore over the stored game never prunes the backup it restores from, even at the limit', async () => {
    const { lib, store, services } = world();
    const x = await created(lib, 'X');
    await created(lib, 'Y');
    // The oldest backup: a "Replace everything" import that replaced X and Y and the kit.
    const existing = await store.existingForImport();
    if (!existing.ok) throw new Error(existing.error.message);
    const incoming = existing.value.find((e) => e.id === x)?.entry;
    if (!incoming) throw new Error('expected X');
    const plan = planImport(
      existing.value,
      buildExportFile({
        exportedAt: services.now(),
        games: [{ ...incoming, name: 'X imported' }],
        kit: null,
        settings: null,
      }),
      { mode: 'replace', hasKit: true, hasSettings: true, newId: services.newId },
    );
    const imported = await store.applyImport(plan, services.now(), { kit: { name: 'owner kit' } });
    expect(imported.ok).toBe(true);
    // Fill the list up to the limit with deletions' backups.
    for (let i = 0; i < MAX_BACKUPS - 1; i++) await lib.remove(await created(lib, `tmp${i}`));
    const before = await lib.backups();
    if (!before.ok) throw new Error(before.error.message);
    expect(before.value).toHaveLength(MAX_BACKUPS);
    const source = before.value[before.value.length - 1]!;
    expect(source.games.map((g) => g.name).sort()).toEqual(['X', 'Y']);
    expect(source.hasKit).toBe(true);
    await lib.refresh();
    const r = await lib.restore(source.key, x, 'replace');
    expect(r.ok).toBe(true);
    const after = await lib.backups();
    if (!after.ok) throw new Error(after.error.message);
    const kept = after.value.find((b) => b.key === source.key);
    expect(kept?.games.map((g) => g.name).sort()).toEqual(['X', 'Y']);
    expect(kept?.hasKit).toBe(true);
    // The restore's own backup (of "X imported") is there too: nothing was lost.
    expect(after.value.find((b) => r.ok && b.key === r.value.backupKey)?.games[0]?.name).toBe(
      'X imported',
    );
  });

  it('a restore refused because the games changed meanwhile says nothing was restored', async () => {
    const { lib, store } = world();
    const { id, key } = await deletedWithBackup(lib, 'Original');
    await lib.restore(key, id, 'new');
    // Another tab adds a game between the restore's read and its transaction.
    const read = store.existingForImport;
    store.existingForImport = async () => {
      const r = await read();
      await store.createGame(
        { id: 'other', name: 'Other tab', scenario: 'main', turn: 1, cursor: 0, setup, log: [] },
        '2026-03-01T12:00:00.000Z',
      );
      return r;
    };
    const r = await lib.restore(key, id, 'replace');
    expect(!r.ok && r.error.code).toBe('storage.conflict');
    expect(!r.ok && r.error.message).toMatch(/nothing was restored/);
    expect(!r.ok && r.error.message).not.toMatch(/import/);
  });

  it('restoredName marks the copy and stays within the name limit', () => {
    expect(restoredName('Main game')).toBe('Main game (restored)');
    const long = restoredName('x'.repeat(100));
    expect(long).toHaveLength(100);
    expect(long.endsWith(' (restored)')).toBe(true);
  });
});
