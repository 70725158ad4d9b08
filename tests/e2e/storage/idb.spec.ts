/**
 * The storage layer on Chromium's real IndexedDB, Web Locks and BroadcastChannel (no UI).
 */
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
      codecs: storage.defaultCodecs,
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
