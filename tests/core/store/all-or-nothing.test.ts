/**
 * Imports are all or nothing: a plan is made only from a file whose every part will be taken,
 * and the games, the journal of the kit and settings to take, and the backup are written in one
 * transaction, so a failure part way leaves storage byte-identical. The kit and settings are
 * taken from the journal after the commit, again after a restart if the tab was closed first.
 */
import { describe, expect, it } from 'vitest';
import { computeChecksum } from '../../../src/core/files/format';
import { confirmImport, finishImport, prepareImport } from '../../../src/core/store';
import { createGameStore } from '../../../src/core/store/games';
import { PENDING_IMPORT_KEY } from '../../../src/core/store/journal-key';
import { createMemoryBackend } from '../../../src/core/store/memory';
import { defaultCodecs } from '../../../src/volga/state/files/codecs';
import { at, type Editable, fixtureJson, idFactory } from '../files/helpers';

/** The v1 fixture as an owner's export (their kit, not the TEST FIXTURE), edited and resealed. */
function ownerFile(edit: (f: Editable) => void = () => undefined): string {
  const f = fixtureJson('v1-current.json') as Editable;
  f.kit.fixture = false;
  edit(f);
  f.checksum = computeChecksum(f);
  return JSON.stringify(f);
}

async function seeded() {
  const backend = createMemoryBackend();
  const store = createGameStore(backend, defaultCodecs.game);
  const created = await store.createGame(
    {
      id: 'mine',
      name: 'My game',
      scenario: 'main',
      turn: 1,
      cursor: 0,
      setup: (fixtureJson('v1-current.json') as Editable).games[0].setup,
      log: [],
    },
    at(0),
  );
  if (!created.ok) throw new Error(created.error.message);
  return { backend, store };
}

const replace = {
  codecs: defaultCodecs,
  mode: 'replace',
  hasKit: true,
  hasSettings: true,
  newId: idFactory(),
} as const;

/** A taker that records what it was given. */
function recorder() {
  const taken: { kit: unknown[]; settings: unknown[] } = { kit: [], settings: [] };
  return {
    taken,
    taker: {
      kit: async (k: unknown) => {
        taken.kit.push(k);
        return 'kit taken';
      },
      settings: async (s: unknown) => {
        taken.settings.push(s);
        return 'settings taken';
      },
    },
  };
}

describe('imports are all or nothing', () => {
  it('refuses in the plan a file whose kit lists 8 beside 7 but not 7 beside 8; nothing changes', async () => {
    const { backend, store } = await seeded();
    const before = JSON.stringify(backend.snapshot());
    const text = ownerFile((f) => {
      f.kit.areas['7'].neighbours.push(8);
      f.kit.areas['8'].neighbours = f.kit.areas['8'].neighbours.filter((n: number) => n !== 7);
    });
    const r = await prepareImport(store, text, replace);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.rule).toBe('file');
    expect('problems' in r.error && r.error.problems?.[0]?.path).toMatch(/^kit\.areas\[[78]\]/);
    expect(JSON.stringify(backend.snapshot())).toBe(before);
  });

  it('a commit that fails leaves storage byte-identical, journal included', async () => {
    const { backend, store } = await seeded();
    const before = JSON.stringify(backend.snapshot());
    const prepared = await prepareImport(store, ownerFile(), replace);
    if (!prepared.ok) throw new Error(prepared.error.message);
    expect([prepared.value.plan.kit, prepared.value.plan.settings]).toEqual(['take', 'take']);
    backend.inject({ name: 'QuotaExceededError', on: 'atomic', atCommit: true });
    const r = await confirmImport(store, prepared.value, at(5), {});
    expect(r.ok).toBe(false);
    expect(JSON.stringify(backend.snapshot())).toBe(before);
  });

  it('the games and the kit and settings to take commit together; they are taken, then the journal is cleared', async () => {
    const { backend, store } = await seeded();
    const prepared = await prepareImport(store, ownerFile(), replace);
    if (!prepared.ok) throw new Error(prepared.error.message);
    const r = await confirmImport(store, prepared.value, at(5), {});
    expect(r.ok).toBe(true);
    const journal = backend.snapshot()[PENDING_IMPORT_KEY] as Editable;
    expect(journal.kit).toEqual(prepared.value.plan.incomingKit);
    expect(journal.settings).toEqual(prepared.value.plan.incomingSettings);
    // The tab is closed here; the next start finds the journal and takes both.
    const restarted = createGameStore(backend, defaultCodecs.game);
    const { taken, taker } = recorder();
    const finished = await finishImport(restarted, taker);
    expect(finished).toEqual({ ok: true, value: ['kit taken', 'settings taken'] });
    expect(taken.kit).toEqual([prepared.value.plan.incomingKit]);
    expect(backend.snapshot()[PENDING_IMPORT_KEY]).toBeUndefined();
    expect(await finishImport(restarted, taker)).toEqual({ ok: true, value: [] });
  });

  it('keeps the journal when the kit cannot be stored yet, and takes it on the next try', async () => {
    const { backend, store } = await seeded();
    const prepared = await prepareImport(store, ownerFile(), replace);
    if (!prepared.ok) throw new Error(prepared.error.message);
    expect((await confirmImport(store, prepared.value, at(5), {})).ok).toBe(true);
    const failing = {
      kit: async () => {
        throw new Error('quota');
      },
      settings: async () => 'settings taken',
    };
    const first = await finishImport(store, failing);
    expect(first.ok).toBe(false);
    expect(backend.snapshot()[PENDING_IMPORT_KEY]).toBeDefined();
    const { taken, taker } = recorder();
    expect((await finishImport(store, taker)).ok).toBe(true);
    expect(taken.kit).toHaveLength(1);
    expect(backend.snapshot()[PENDING_IMPORT_KEY]).toBeUndefined();
  });
});
