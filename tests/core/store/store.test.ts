import { describe, expect, it } from 'vitest';
import { seedForV0Game } from '../../../src/core/files/v0';
import type { GameRecordCodec } from '../../../src/volga/state/files/codecs';
import { engineGameCodec } from '../../../src/volga/state/files/game-codec';
import { looseCodec } from '../files/loose-codec';

/** The store as the engine-agnostic layer sees it (payloads typed loosely). */
const codec: GameRecordCodec = looseCodec;

import { createGameStore, MAX_BACKUPS } from '../../../src/core/store/games';
import { createMemoryBackend } from '../../../src/core/store/memory';
import { at, draft, entry, fixtureJson } from '../files/helpers';

function setup(seed: Record<string, unknown> = {}) {
  const backend = createMemoryBackend(seed);
  const store = createGameStore(backend, codec);
  return { backend, store };
}

async function created(store: ReturnType<typeof setup>['store'], id: string, n = 0) {
  const r = await store.createGame(draft(id, n), at(0));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('creating, saving and loading', () => {
  it('creates at revision 1 with the index entry written in the same transaction', async () => {
    const { store, backend } = setup();
    const g = await created(store, 'g1', 2);
    expect(g.revision).toBe(1);
    expect(g.createdAt).toBe(at(0));
    const snap = backend.snapshot();
    expect(Object.keys(snap).sort()).toEqual(['game:g1', 'meta:g1']);
    expect(snap['meta:g1']).toMatchObject({ id: 'g1', revision: 1, logLength: 2, cursor: 2 });
  });

  it('refuses a second game with the same id', async () => {
    const { store } = setup();
    await created(store, 'g1');
    const r = await store.createGame(draft('g1'), at(1));
    expect(r.ok || r.error.code).toBe('storage.exists');
  });

  it('saves against the revision it read and returns the next revision; load gives it back', async () => {
    const { store } = setup();
    const g = await created(store, 'g1', 1);
    const saved = await store.saveGame(
      {
        id: 'g1',
        expectedRevision: g.revision,
        turn: 2,
        cursor: 2,
        setup: g.setup,
        log: [...g.log, entry('endPhase')],
      },
      at(5),
    );
    expect(saved.ok && saved.value.revision).toBe(2);
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.game).toEqual(saved.ok && saved.value);
    expect(loaded.ok && loaded.value.game.updatedAt).toBe(at(5));
    expect(loaded.ok && loaded.value.steps).toEqual([]);
  });

  it('refuses to store an invalid payload, naming the path, and keeps the old record', async () => {
    const { store, backend } = setup();
    const g = await created(store, 'g1', 1);
    const before = backend.snapshot();
    const r = await store.saveGame(
      {
        id: 'g1',
        expectedRevision: 1,
        turn: 1,
        cursor: 1,
        setup: g.setup,
        log: [{ action: { type: '' } }],
      },
      at(1),
    );
    expect(r.ok || r.error.code).toBe('storage.invalid');
    expect(r.ok || r.error.problems?.[0]?.path).toBe('log[0].action.type');
    expect(backend.snapshot()).toEqual(before);
  });

  it('refuses a timestamp that is not UTC ISO (backups sort by it)', async () => {
    const { store } = setup();
    const r = await store.createGame(draft('g1'), '1 March 2026');
    expect(r.ok || r.error.code).toBe('storage.invalid');
  });
});

describe('optimistic revision checks (the second safety net under the tab lock)', () => {
  it('refuses a write based on a stale revision and changes nothing', async () => {
    const { store, backend } = setup();
    const g = await created(store, 'g1');
    const write = (type: string, expectedRevision: number) =>
      store.saveGame(
        { id: 'g1', expectedRevision, turn: 1, cursor: 1, setup: g.setup, log: [entry(type)] },
        at(2),
      );
    // Two tabs both read revision 1 and each derive a different next state.
    const first = await write('fromTabA', 1);
    expect(first.ok).toBe(true);
    const after = backend.snapshot();
    const second = await write('fromTabB', 1);
    expect(second.ok || second.error.code).toBe('storage.conflict');
    expect(second.ok || second.error.message).toMatch(/stored revision 2, this tab had 1/);
    expect(backend.snapshot()).toEqual(after);
  });

  it('keeps every acknowledged action under any interleaving of two writers', async () => {
    const { store } = setup();
    const g = await created(store, 'g1');
    const acknowledged: string[] = [];
    // Each "tab" keeps its own view and retries after a conflict by reloading.
    const tab = async (name: string, n: number) => {
      for (let i = 0; i < n; i++) {
        for (;;) {
          const cur = await store.loadGame('g1');
          if (!cur.ok) throw new Error('load failed');
          const base = cur.value.game;
          const action = `${name}${i}`;
          const r = await store.saveGame(
            {
              id: 'g1',
              expectedRevision: base.revision,
              turn: 1,
              cursor: base.log.length + 1,
              setup: g.setup,
              log: [...base.log, entry(action)],
            },
            at(i),
          );
          if (r.ok) {
            acknowledged.push(action);
            break;
          }
          expect(r.error.code).toBe('storage.conflict');
        }
      }
    };
    await Promise.all([tab('a', 25), tab('b', 25)]);
    const final = await store.loadGame('g1');
    const types = final.ok
      ? final.value.game.log.map((e) => (e as { action: { type: string } }).action.type)
      : [];
    expect(types).toHaveLength(50);
    expect([...types].sort()).toEqual([...acknowledged].sort());
    expect(final.ok && final.value.game.revision).toBe(51);
  });

  it('reports a conflict when the game was deleted meanwhile', async () => {
    const { store } = setup();
    const g = await created(store, 'g1');
    await store.deleteGame('g1', at(1));
    const r = await store.saveGame(
      { id: 'g1', expectedRevision: 1, turn: 1, cursor: 0, setup: g.setup, log: [] },
      at(2),
    );
    expect(r.ok || r.error.code).toBe('storage.conflict');
    expect(r.ok || r.error.message).toMatch(/no longer exists/);
  });
});

describe('failed writes are classified, never swallowed, and lose nothing', () => {
  it('QuotaExceededError: storage.quota, says what to do, the saved game intact', async () => {
    const { store, backend } = setup();
    const g = await created(store, 'g1', 1);
    const before = backend.snapshot();
    backend.inject({ name: 'QuotaExceededError', atCommit: true });
    const r = await store.saveGame(
      {
        id: 'g1',
        expectedRevision: 1,
        turn: 1,
        cursor: 2,
        setup: g.setup,
        log: [...g.log, entry('x')],
      },
      at(1),
    );
    expect(r.ok || r.error.code).toBe('storage.quota');
    expect(r.ok || r.error.message).toMatch(/Export your games.*delete old games/);
    expect(r.ok || r.error.retryable).toBe(false);
    expect(backend.snapshot()).toEqual(before);
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.game.revision).toBe(1);
  });

  it('a closed connection is reopened and the write retried exactly once', async () => {
    const { store, backend } = setup();
    const g = await created(store, 'g1');
    backend.closed = true;
    const r = await store.saveGame(
      { id: 'g1', expectedRevision: 1, turn: 1, cursor: 1, setup: g.setup, log: [entry('x')] },
      at(1),
    );
    expect(r.ok && r.value.revision).toBe(2);
    expect(backend.reopens).toBe(1);
  });

  it('a connection lost twice gives storage.connection with a retry', async () => {
    const { store, backend } = setup();
    const g = await created(store, 'g1');
    backend.inject({ name: 'InvalidStateError', times: 2 });
    const r = await store.saveGame(
      { id: 'g1', expectedRevision: 1, turn: 1, cursor: 0, setup: g.setup, log: [] },
      at(1),
    );
    expect(r.ok || r.error.code).toBe('storage.connection');
    expect(r.ok || r.error.retryable).toBe(true);
    expect(backend.reopens).toBe(1);
  });

  it('a WebKit "connection lost" UnknownError is treated as a closed connection', async () => {
    const { store, backend } = setup();
    await created(store, 'g1');
    backend.inject({
      name: 'UnknownError',
      message: 'Connection to Indexed Database server lost. Refresh the page to try again',
      on: 'read',
    });
    const r = await store.loadGame('g1');
    expect(r.ok).toBe(true);
    expect(backend.reopens).toBe(1);
  });

  it('a retry after a commit whose success was not reported accepts its own write', async () => {
    const { store, backend } = setup();
    const g = await created(store, 'g1');
    const write = {
      id: 'g1',
      expectedRevision: 1,
      turn: 1,
      cursor: 1,
      setup: g.setup,
      log: [entry('x')],
    };
    expect((await store.saveGame(write, at(1))).ok).toBe(true);
    // The same write replayed (e.g. the first result was lost with the connection) is not a conflict.
    const again = await store.saveGame(write, at(1));
    expect(again.ok && again.value.revision).toBe(2);
    expect(Object.keys(backend.snapshot()).length).toBe(2);
  });

  it('any other failure: storage.write with a retry, nothing written', async () => {
    const { store, backend } = setup();
    const g = await created(store, 'g1');
    const before = backend.snapshot();
    backend.inject({ name: 'AbortError', atCommit: true });
    const r = await store.saveGame(
      { id: 'g1', expectedRevision: 1, turn: 1, cursor: 0, setup: g.setup, log: [] },
      at(1),
    );
    expect(r.ok || r.error).toMatchObject({
      code: 'storage.write',
      retryable: true,
      cause: 'AbortError: AbortError',
    });
    expect(backend.snapshot()).toEqual(before);
  });
});

describe('the list of games', () => {
  it('lists newest first with name, scenario, turn and updatedAt', async () => {
    const { store } = setup();
    await store.createGame(draft('old'), at(0));
    await store.createGame(
      { ...draft('new'), scenario: 'factory', turn: 10, setup: { scenario: 'factory' } },
      at(9),
    );
    const r = await store.listGames();
    expect(r.ok && r.value.map((g) => [g.id, g.scenario, g.turn, g.updatedAt, g.status])).toEqual([
      ['new', 'factory', 10, at(9), 'ok'],
      ['old', 'main', 1, at(0), 'ok'],
    ]);
  });

  it('rebuilds a missing or damaged index entry from the record', async () => {
    const { store, backend } = setup();
    await created(store, 'g1', 3);
    const snap = backend.snapshot();
    const damaged = createGameStore(
      createMemoryBackend({ ...snap, 'meta:g1': { nonsense: true } }),
      codec,
    );
    const r = await damaged.listGames();
    expect(r.ok && r.value[0]).toMatchObject({ id: 'g1', logLength: 3, status: 'ok' });
  });

  it('lists a damaged record as corrupt, with problems, and leaves it untouched', async () => {
    const seed = { 'game:bad': { recordVersion: 1, id: 'bad', log: 'oops' } };
    const { store, backend } = setup(seed);
    const r = await store.listGames();
    expect(r.ok && r.value[0]).toMatchObject({ id: 'bad', status: 'corrupt' });
    const load = await store.loadGame('bad');
    expect(load.ok || load.error.code).toBe('storage.corrupt');
    expect(backend.snapshot()).toEqual(seed);
  });

  it('renames without moving the revision, so an open writer keeps saving', async () => {
    const { store } = setup();
    const g = await created(store, 'g1');
    const r = await store.renameGame('g1', '  Second try  ', at(1));
    expect(r.ok && [r.value.name, r.value.revision]).toEqual(['Second try', 1]);
    const saved = await store.saveGame(
      { id: 'g1', expectedRevision: 1, turn: 1, cursor: 0, setup: g.setup, log: [] },
      at(2),
    );
    expect(saved.ok && [saved.value.name, saved.value.revision]).toEqual(['Second try', 2]);
    const empty = await store.renameGame('g1', '   ', at(3));
    expect(empty.ok || empty.error.code).toBe('storage.invalid');
  });

  it('duplicates a game under a new id at revision 1', async () => {
    const { store } = setup();
    await created(store, 'g1', 2);
    const r = await store.duplicateGame('g1', 'g2', 'Copy', at(4));
    expect(
      r.ok && [r.value.id, r.value.name, r.value.revision, r.value.log.length, r.value.createdAt],
    ).toEqual(['g2', 'Copy', 1, 2, at(4)]);
    const again = await store.duplicateGame('g1', 'g2', 'Copy', at(5));
    expect(again.ok || again.error.code).toBe('storage.exists');
  });
});

describe('backups', () => {
  it('deleting a game writes a backup of the record first, in the same transaction', async () => {
    const { store, backend } = setup();
    const g = await created(store, 'g1', 2);
    const r = await store.deleteGame('g1', at(3));
    expect(r.ok && r.value.backupKey).toBe(`backup:${at(3)}:delete:000`);
    const snap = backend.snapshot();
    expect(snap['game:g1']).toBeUndefined();
    expect(snap['meta:g1']).toBeUndefined();
    const b = await store.readBackup(`backup:${at(3)}:delete:000`);
    expect(b.ok && b.value.games).toEqual([g]);
    expect(b.ok && [b.value.reason, b.value.at]).toEqual(['delete', at(3)]);
  });

  it('a delete refused for quota keeps the game; without a backup it can still free space', async () => {
    const { store, backend } = setup();
    await created(store, 'g1', 2);
    backend.inject({ name: 'QuotaExceededError', atCommit: true });
    const r = await store.deleteGame('g1', at(3));
    expect(r.ok || r.error.code).toBe('storage.quota');
    expect(backend.snapshot()['game:g1']).toBeDefined();
    const noBackup = await store.deleteGame('g1', at(4), { backup: false });
    expect(noBackup.ok && noBackup.value.backupKey).toBeNull();
    expect(Object.keys(backend.snapshot())).toEqual([]);
  });

  it('refuses to delete a game that changed since the player chose to delete it', async () => {
    const { store } = setup();
    await created(store, 'g1');
    const r = await store.deleteGame('g1', at(1), { expectedRevision: 7 });
    expect(r.ok || r.error.code).toBe('storage.conflict');
  });

  it(`keeps the newest ${MAX_BACKUPS} backups, numbering same-time backups`, async () => {
    const { store } = setup();
    for (let i = 0; i < MAX_BACKUPS + 3; i++) {
      await created(store, `g${i}`);
      await store.deleteGame(`g${i}`, at(i < 2 ? 100 : i));
    }
    const list = await store.listBackups();
    expect(list.ok && list.value.length).toBe(MAX_BACKUPS);
    const keys = list.ok ? list.value.map((b) => b.key) : [];
    expect(keys[0]).toBe(`backup:${at(100)}:delete:001`);
    expect(keys).toContain(`backup:${at(100)}:delete:000`);
    expect(keys).not.toContain(`backup:${at(2)}:delete:000`);
    expect(keys.at(-1)).toBe(`backup:${at(5)}:delete:000`);
    const del = await store.deleteBackup(keys[0]!);
    expect(del.ok).toBe(true);
  });

  it('never prunes a replacing import’s backup (the only copy of what it replaced); only deletions’', async () => {
    const { store } = setup();
    await created(store, 'a', 2);
    await created(store, 'b', 1);
    const existing = await store.existingForImport();
    if (!existing.ok) throw new Error(existing.error.message);
    const replaced = await store.applyImport(
      {
        mode: 'replace',
        add: [],
        renamed: [],
        unchanged: [],
        remove: ['a', 'b'],
        expected: existing.value.map((e) => ({ id: e.id, revision: e.revision })),
        kit: 'take',
        settings: 'keep',
        incomingKit: null,
        incomingSettings: null,
        lines: [],
      },
      at(1),
      { kit: { name: 'the owner’s kit' } },
    );
    if (!replaced.ok) throw new Error(replaced.error.message);
    for (let i = 0; i < MAX_BACKUPS + 2; i++) {
      await created(store, `g${i}`);
      await store.deleteGame(`g${i}`, at(10 + i));
    }
    const list = await store.listBackups();
    const keys = list.ok ? list.value.map((b) => b.key) : [];
    expect(keys).toHaveLength(MAX_BACKUPS);
    expect(keys).toContain(replaced.value.backupKey);
    const kept = await store.readBackup(replaced.value.backupKey!);
    expect(kept.ok && kept.value.games).toHaveLength(2);
    expect(keys.filter((k) => k.endsWith(':delete:000'))).toHaveLength(MAX_BACKUPS - 1);
    expect(keys).not.toContain(`backup:${at(12)}:delete:000`);
  });
});

describe('migrating stored records (pre-release records upgraded with a backup)', () => {
  const v0 = fixtureJson('v0-prerelease.json') as {
    games: Record<string, Record<string, unknown>>;
    kit: unknown;
  };
  // A record as the pre-release build stored it: the game, its id and the kit it was played with.
  const preRelease = {
    'game:g-main-1': { id: 'g-main-1', ...v0.games['g-main-1'], kit: v0.kit },
  };
  // Real pre-release games are read by the engine's codec (the payload upgrade is the engine's).
  const setup = (seed: Record<string, unknown> = {}) => {
    const backend = createMemoryBackend(seed);
    return { backend, store: createGameStore(backend, engineGameCodec as GameRecordCodec) };
  };

  it('loads a pre-release record upgraded in memory without writing', async () => {
    const { store, backend } = setup(preRelease);
    const r = await store.loadGame('g-main-1');
    expect(r.ok && r.value.steps.length).toBe(2);
    expect(r.ok && r.value.game).toMatchObject({
      recordVersion: 1,
      revision: 7,
      cursor: 5,
      name: 'Main game, first try',
    });
    expect(backend.snapshot()).toEqual(preRelease);
    const list = await store.listGames();
    expect(list.ok && list.value[0]).toMatchObject({
      id: 'g-main-1',
      status: 'outdated',
      revision: 7,
    });
  });

  it('migrateAll backs up the originals and upgrades them, field by field, in one transaction', async () => {
    const { store, backend } = setup(preRelease);
    const r = await store.migrateAll(at(10));
    expect(r.ok && r.value.migrated).toEqual(['g-main-1']);
    expect(r.ok && r.value.backupKey).toBe(`backup:${at(10)}:migrate:000`);
    const snap = backend.snapshot();
    expect(snap[`backup:${at(10)}:migrate:000`]).toMatchObject({
      games: [preRelease['game:g-main-1']],
    });
    expect(snap['game:g-main-1']).toMatchObject({
      recordVersion: 1,
      id: 'g-main-1',
      name: 'Main game, first try',
      scenario: 'main',
      turn: 1,
      createdAt: '2026-02-10T19:00:00.000Z',
      updatedAt: '2026-02-14T18:29:00.000Z',
      revision: 7,
      schemaVersion: 1,
      cursor: 5,
      setup: {
        scenario: 'main',
        cup: 'physical',
        kit: v0.kit,
        seed: seedForV0Game('g-main-1'),
        options: { rubble: true, isolation: true },
      },
    });
    expect((snap['game:g-main-1'] as { log: unknown[] }).log[1]).toEqual({
      action: { type: 'rollSupply', dice: { supply: [2, 5, 6, 1] } },
      rolls: [{ purpose: 'supply', source: 'owner', dice: [2, 5, 6, 1], rule: '6.3' }],
    });
    expect(snap['meta:g-main-1']).toMatchObject({ revision: 7, logLength: 6 });
    const again = await store.migrateAll(at(11));
    expect(again.ok && again.value).toEqual({
      migrated: [],
      failed: [],
      backupKey: null,
      steps: [],
    });
  });

  it('saving an outdated record writes the backup in the same transaction', async () => {
    const { store, backend } = setup(preRelease);
    const loaded = await store.loadGame('g-main-1');
    if (!loaded.ok) throw new Error('load failed');
    const g = loaded.value.game;
    const r = await store.saveGame(
      { id: g.id, expectedRevision: g.revision, turn: 2, cursor: 6, setup: g.setup, log: g.log },
      at(20),
    );
    expect(r.ok && r.value.revision).toBe(8);
    expect(backend.snapshot()[`backup:${at(20)}:migrate:000`]).toMatchObject({
      games: [preRelease['game:g-main-1']],
    });
  });

  it('reports records that cannot be upgraded and leaves them as they are', async () => {
    const broken = {
      'game:x': { id: 'x', ...v0.games['a-factory'], undone: 3, kit: v0.kit },
      'game:y': { id: 'y', ...v0.games['a-factory'] },
    };
    const { store, backend } = setup(broken);
    const r = await store.migrateAll(at(1));
    expect(r.ok && r.value.failed.map((f) => [f.id, f.problems[0]?.path])).toEqual([
      ['x', 'undone'],
      ['y', 'setup.kit'],
    ]);
    expect(r.ok && r.value.failed[1]?.problems[0]?.message).toMatch(
      /component kit it was played with/,
    );
    expect(backend.snapshot()).toEqual(broken);
  });
});
