/**
 * The storage layer on Chromium's real IndexedDB, Web Locks and BroadcastChannel (no UI).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { type Harness, openHarness, routeHarness } from './support';

declare const storage: Harness;

test.beforeEach(async ({ context }) => {
  await routeHarness(context);
});

test('a save resolves only once committed: a page closed right after it keeps the action', async ({
  context,
}) => {
  const page = await openHarness(context);
  const revision = await page.evaluate(async () => {
    const store = storage.createGameStore(storage.createIdbBackend(), storage.codec);
    const setup = { scenario: 'main', options: {} };
    const created = await store.createGame(
      { id: 'g1', name: 'Main', scenario: 'main', turn: 1, cursor: 0, setup, log: [] },
      '2026-03-01T10:00:00.000Z',
    );
    if (!created.ok) throw new Error(created.error.message);
    let rev = created.value.revision;
    const log: unknown[] = [];
    for (let i = 0; i < 20; i++) {
      log.push({ action: { type: `step${i}` }, rolls: [{ source: 'owner', dice: [1 + (i % 6)] }] });
      const r = await store.saveGame(
        { id: 'g1', expectedRevision: rev, turn: 1, cursor: log.length, setup, log: [...log] },
        '2026-03-01T10:01:00.000Z',
      );
      if (!r.ok) throw new Error(r.error.message);
      rev = r.value.revision;
    }
    return rev;
  });
  expect(revision).toBe(21);
  await page.close();

  const again = await openHarness(context);
  const loaded = await again.evaluate(async () => {
    const store = storage.createGameStore(storage.createIdbBackend(), storage.codec);
    const r = await store.loadGame('g1');
    const list = await store.listGames();
    return {
      revision: r.ok ? r.value.game.revision : null,
      logLength: r.ok ? r.value.game.log.length : null,
      listed: list.ok ? list.value.map((g) => [g.id, g.logLength, g.revision]) : null,
    };
  });
  expect(loaded).toEqual({ revision: 21, logLength: 20, listed: [['g1', 20, 21]] });
});

test('a connection the browser closed is reopened and the write retried once', async ({
  context,
}) => {
  const page = await openHarness(context);
  const outcome = await page.evaluate(async () => {
    const backend = storage.createIdbBackend();
    const store = storage.createGameStore(backend, storage.codec);
    const setup = { scenario: 'main', options: {} };
    await store.createGame(
      { id: 'g1', name: 'G', scenario: 'main', turn: 1, cursor: 0, setup, log: [] },
      '2026-03-01T10:00:00.000Z',
    );
    await backend.closeConnection(); // as WebKit does when the app is backgrounded
    const saved = await store.saveGame(
      {
        id: 'g1',
        expectedRevision: 1,
        turn: 1,
        cursor: 1,
        setup,
        log: [{ action: { type: 'x' } }],
      },
      '2026-03-01T10:02:00.000Z',
    );
    await backend.closeConnection();
    const loaded = await store.loadGame('g1');
    return {
      saved: saved.ok ? saved.value.revision : saved.error.code,
      loaded: loaded.ok ? loaded.value.game.revision : null,
      reopens: backend.reopens,
    };
  });
  expect(outcome).toEqual({ saved: 2, loaded: 2, reopens: 2 });
});

test('a quota error (wrapped store) says what to do and leaves the saved game intact', async ({
  context,
}) => {
  const page = await openHarness(context);
  const outcome = await page.evaluate(async () => {
    const backend = storage.createIdbBackend();
    const store = storage.createGameStore(backend, storage.codec);
    const setup = { scenario: 'main', options: {} };
    const log = [{ action: { type: 'first' } }];
    await store.createGame(
      { id: 'g1', name: 'G', scenario: 'main', turn: 1, cursor: 1, setup, log },
      '2026-03-01T10:00:00.000Z',
    );
    const full = storage.createGameStore(
      storage.failingWrites(backend, 'QuotaExceededError'),
      storage.codec,
    );
    const r = await full.saveGame(
      {
        id: 'g1',
        expectedRevision: 1,
        turn: 1,
        cursor: 2,
        setup,
        log: [...log, { action: { type: 'second' } }],
      },
      '2026-03-01T10:03:00.000Z',
    );
    const fresh = storage.createGameStore(storage.createIdbBackend(), storage.codec);
    const loaded = await fresh.loadGame('g1');
    return {
      code: r.ok ? null : r.error.code,
      message: r.ok ? null : r.error.message,
      stored: loaded.ok ? [loaded.value.game.revision, loaded.value.game.log.length] : null,
    };
  });
  expect(outcome.code).toBe('storage.quota');
  expect(outcome.message).toMatch(/Export your games to a file, then delete old games/);
  expect(outcome.stored).toEqual([1, 1]);
});

test('export, then import replacing: a backup of the replaced games is written first', async ({
  context,
}) => {
  const page = await openHarness(context);
  const outcome = await page.evaluate(async () => {
    const store = storage.createGameStore(storage.createIdbBackend(), storage.codec);
    const setup = { scenario: 'main', options: {} };
    for (const id of ['a', 'b']) {
      await store.createGame(
        { id, name: id, scenario: 'main', turn: 1, cursor: 0, setup, log: [] },
        '2026-03-01T10:00:00.000Z',
      );
    }
    const exported = await storage.exportToFile(store, {
      exportedAt: '2026-03-01T11:00:00.000Z',
      settings: { theme: 'dark' },
    });
    if (!exported.ok) throw new Error('export');
    await store.createGame(
      { id: 'c', name: 'c', scenario: 'main', turn: 1, cursor: 0, setup, log: [] },
      '2026-03-01T11:30:00.000Z',
    );
    const prepared = await storage.prepareImport(store, exported.value.text, {
      codecs: { ...storage.defaultCodecs, game: storage.codec },
      mode: 'replace',
      hasKit: false,
      hasSettings: true,
      newId: () => crypto.randomUUID(),
    });
    if (!prepared.ok) throw new Error('prepare');
    const before = await store.listGames();
    const applied = await store.applyImport(prepared.value.plan, '2026-03-01T12:00:00.000Z');
    const after = await store.listGames();
    const backups = await store.listBackups();
    const backup =
      backups.ok && backups.value[0] ? await store.readBackup(backups.value[0].key) : null;
    return {
      before: before.ok ? before.value.map((g) => g.id).sort() : null,
      removed: applied.ok ? applied.value.removed : null,
      after: after.ok ? after.value.map((g) => g.id).sort() : null,
      backedUp: backup?.ok ? backup.value.games.map((g) => (g as { id: string }).id).sort() : null,
      settings: prepared.value.plan.settings,
    };
  });
  expect(outcome).toEqual({
    before: ['a', 'b', 'c'],
    removed: ['a', 'b', 'c'],
    after: ['a', 'b'],
    backedUp: ['a', 'b', 'c'],
    settings: 'take',
  });
});

test('persistent storage: the status and estimate are readable; asking never throws', async ({
  context,
}) => {
  const page = await openHarness(context);
  const status = await page.evaluate(async () => ({
    asked: await storage.ensurePersistentStorage(),
    status: await storage.readDurability(),
  }));
  expect(['already', 'granted', 'denied']).toContain(status.asked);
  expect(typeof status.status.persisted).toBe('boolean');
  expect(status.status.quota).toBeGreaterThan(0);
  expect(typeof status.status.usage).toBe('number');
});

test('fixture files of every format import into IndexedDB; a pre-release stored record is migrated after a backup', async ({
  context,
}) => {
  const fixtures = ['v0-prerelease.json', 'v1-current.json'].map((name) =>
    readFileSync(
      fileURLToPath(new URL(`../../../fixtures/saves/${name}`, import.meta.url)),
      'utf8',
    ),
  );
  const page = await openHarness(context);
  const outcome = await page.evaluate(async ([v0, v1]) => {
    const backend = storage.createIdbBackend();
    // Real games: the engine's codec, as the app uses it (it replays each imported log).
    const store = storage.createGameStore(backend, storage.defaultCodecs.game);
    const options = {
      codecs: storage.defaultCodecs,
      mode: 'merge' as const,
      hasKit: false,
      hasSettings: false,
      newId: () => crypto.randomUUID(),
    };
    const imported: string[][] = [];
    for (const text of [v0!, v1!]) {
      const prepared = await storage.prepareImport(store, text, options);
      if (!prepared.ok) throw new Error(JSON.stringify(prepared.error));
      const applied = await store.applyImport(prepared.value.plan, '2026-03-02T09:00:00.000Z');
      if (!applied.ok) throw new Error(applied.error.message);
      imported.push([...applied.value.added]);
    }
    // A record as the pre-release build stored it, written raw (no recordVersion, no index
    // entry): the game, its id and the kit it was played with.
    const parsed = JSON.parse(v0!);
    const legacy = { ...parsed.games['g-main-1'], kit: parsed.kit };
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('volga-table-games');
      open.onsuccess = () => {
        const tx = open.result.transaction('records', 'readwrite');
        tx.objectStore('records').put({ id: 'legacy', ...legacy }, 'game:legacy');
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
      open.onerror = () => reject(open.error);
    });
    const listedBefore = await store.listGames();
    const migrated = await store.migrateAll('2026-03-02T10:00:00.000Z');
    const loaded = await store.loadGame('legacy');
    const backups = await store.listBackups();
    return {
      imported,
      legacyStatus: listedBefore.ok
        ? listedBefore.value.find((g) => g.id === 'legacy')?.status
        : null,
      migrated: migrated.ok ? migrated.value.migrated : migrated.error.message,
      legacy: loaded.ok
        ? {
            recordVersion: loaded.value.game.recordVersion,
            revision: loaded.value.game.revision,
            cursor: loaded.value.game.cursor,
            setup: loaded.value.game.setup,
            firstRoll: (loaded.value.game.log[0] as { rolls: unknown[] }).rolls[0],
            steps: loaded.value.steps,
          }
        : null,
      backups: backups.ok ? backups.value.map((b) => b.reason) : null,
    };
  }, fixtures);
  expect(outcome.imported).toEqual([
    ['a-factory', 'g-main-1'],
    ['2f0c6a4e-5b1d-4c3a-9e7f-1a2b3c4d5e6f', 'factory-1'],
  ]);
  expect(outcome.legacyStatus).toBe('outdated');
  expect(outcome.migrated).toEqual(['legacy']);
  expect(outcome.legacy).toEqual({
    recordVersion: 1,
    revision: 7,
    cursor: 5,
    setup: {
      scenario: 'main',
      cup: 'physical',
      kit: JSON.parse(fixtures[0]!).kit,
      seed: expect.any(Array),
      options: { rubble: true, isolation: true },
    },
    firstRoll: { purpose: 'randomEvent', source: 'owner', dice: [3, 4, 5], rule: '6.2' },
    steps: [],
  });
  expect(outcome.backups).toEqual(['migrate']);
});
