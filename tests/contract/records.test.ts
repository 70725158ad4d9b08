/**
 * The record contract, run for every table the registry lists (as chessops runs one suite over
 * every variant): each record a table declares is labelled, its example reads, round-trips
 * through core's record store, through Export all and through the second copy once IndexedDB is
 * lost; every other table's records are refused by its reader with nothing stored changed; and
 * two tabs, one stale or both at once, never lose an acknowledged write. A table gets these cases
 * by being registered with records; deleting its entry removes its cases and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../src/app/registry';
import { labelOf } from '../../src/app/restore/labels';
import { buildExportFile, serializeExportFile } from '../../src/core/files/export';
import { readExportText } from '../../src/core/files/import';
import {
  createRecordStore,
  type RecordsEnv,
  STALE_NOTICE,
} from '../../src/core/persist/record-store';
import { createMemoryBackend, type MemoryBackend } from '../../src/core/store/memory';
import { KEYVAL_AREA } from '../../src/core/store/mirror';
import { restoreFromMirror } from '../../src/core/store/restore';
import type { RecordReader, RecordSpec, Table } from '../../src/core/table';
import { collectRecords, restoreRecords } from '../../src/core/table/records-file';
import { defaultCodecs } from '../../src/volga/state/files/codecs';
import { device, settle } from '../support/records';

/** A declared record with its reader loaded, and the key one of its values is stored under. */
interface Loaded {
  readonly table: string;
  readonly spec: RecordSpec;
  readonly reader: RecordReader;
  readonly key: string;
}

const registered: readonly Table[] = TABLES;
const withRecords = registered.filter((t) => (t.records ?? []).length > 0);

async function loaded(t: Table): Promise<Loaded[]> {
  return Promise.all(
    (t.records ?? []).map(async (spec) => ({
      table: t.id,
      spec,
      reader: await spec.reader(),
      // One item of a family is stored under the prefix and an id.
      key: spec.many ? `${spec.key}x1` : spec.key,
    })),
  );
}

/** Returns a store holding one record, its cell and its tab's environment. */
function storeOf(env: RecordsEnv, r: Loaded) {
  const store = createRecordStore(env);
  const cell = store.cell<unknown>({ key: r.key, read: r.reader.read, fallback: () => null });
  return { store, cell };
}

/** An IndexedDB area over a memory backend, as start-up restores into it. */
const areaOver = (db: MemoryBackend) => ({
  id: KEYVAL_AREA,
  keys: () => db.keys(''),
  getMany: (ks: readonly string[]) => Promise.all(ks.map((k) => db.get(k))),
  putMany: (entries: ReadonlyArray<readonly [string, unknown]>) =>
    db.atomic({}, () => ({
      writes: entries.map(([key, value]) => ({ op: 'put' as const, key, value })),
      result: undefined,
    })),
});

it('the registry lists tables that keep records', () => {
  expect(withRecords.length).toBeGreaterThan(0);
});

it('no two records of the registry share a key', () => {
  const keys = registered.flatMap((t) => (t.records ?? []).map((r) => r.key));
  expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
});

describe.each(withRecords.map((t) => [t.id, t] as const))('%s keeps its records', (_id, table) => {
  it('labels every key it declares', async () => {
    for (const r of await loaded(table)) {
      expect(r.spec.label.trim().length, r.key).toBeGreaterThan(0);
      expect(labelOf(r.key), r.key).toBe(r.spec.label);
    }
  });

  it('reads its own example of each record it exports', async () => {
    for (const r of await loaded(table)) {
      if (!r.spec.exported) continue;
      expect(r.reader.example, `${r.key} has an example`).toBeTypeOf('function');
      expect(r.reader.read(r.reader.example?.()), r.key).not.toBeNull();
    }
  });

  it('round-trips each record through save and load', async () => {
    for (const r of await loaded(table)) {
      if (!r.reader.example) continue;
      const d = device();
      const a = storeOf(d.env(), r);
      await a.store.load();
      expect(await a.store.write([{ key: r.key, value: r.reader.example() }])).toBe(true);
      const b = storeOf(d.env(), r);
      await b.store.load();
      expect(b.cell.current.value, r.key).toEqual(r.reader.read(r.reader.example()));
      // Every key the write left is labelled: the record's own, its revision's and backup's.
      for (const k of Object.keys(d.backend.snapshot()))
        expect(labelOf(k.replace(/^(rev|backup):/, '')), k).not.toBeNull();
    }
  });

  it('round-trips its exported records through Export all and its Import', async () => {
    const specs = table.records ?? [];
    const from = device();
    const rs = await loaded(table);
    for (const r of rs) {
      if (!r.spec.exported || !r.reader.example) continue;
      const s = storeOf(from.env(), r);
      await s.store.load();
      expect(await s.store.write([{ key: r.key, value: r.reader.example() }])).toBe(true);
    }
    const records = await collectRecords(from.env(), specs);
    const exported = rs.filter((r) => r.spec.exported && r.reader.example).map((r) => r.key);
    expect(Object.keys(records).sort()).toEqual(exported.sort());
    const text = serializeExportFile(
      buildExportFile({ exportedAt: '2026-12-02T03:00:00.000Z', games: [], records }),
    );
    const file = readExportText(text, defaultCodecs);
    expect(file.ok && (file.value.file.records ?? {})).toEqual(records);
    // Imported on another device that already holds older values: replaced, the old kept as backup.
    const to = device(Object.fromEntries(exported.map((k) => [k, 'older'])));
    await restoreRecords(file.ok ? (file.value.file.records ?? {}) : {}, to.env(), specs);
    const stored = to.backend.snapshot();
    for (const k of exported) {
      expect(stored[k], k).toEqual(records[k]);
      expect(stored[`backup:${k}`], k).toBe('older');
    }
  });

  it('Import of Export all refuses a record that does not read, storing nothing of it', async () => {
    const specs = table.records ?? [];
    for (const r of await loaded(table)) {
      if (!r.spec.exported || !r.reader.example) continue;
      const d = device({ [r.key]: r.reader.example() });
      const before = d.backend.snapshot();
      const said = await restoreRecords({ [r.key]: { not: 'a record' } }, d.env(), specs);
      expect(said, r.key).toContain('Left out');
      expect(d.backend.snapshot()).toEqual(before);
    }
  });

  it('refuses every other table’s records, changing nothing stored', async () => {
    const others = (
      await Promise.all(registered.filter((t) => t !== table).map((t) => loaded(t)))
    ).flat();
    for (const r of await loaded(table)) {
      if (!r.reader.example) continue;
      const d = device({ [r.key]: r.reader.example() });
      const before = d.backend.snapshot();
      for (const o of others) {
        if (!o.reader.example) continue;
        expect(r.reader.read(o.reader.example()), `${r.key} takes ${o.key}`).toBeNull();
      }
      expect(d.backend.snapshot()).toEqual(before);
    }
  });

  it('two tabs, one stale: the stale write is refused with a notice; nothing acknowledged is lost', async () => {
    for (const r of await loaded(table)) {
      if (!r.reader.example) continue;
      const d = device();
      const a = storeOf(d.env({ channel: false }), r);
      const b = storeOf(d.env({ channel: false }), r);
      await Promise.all([a.store.load(), b.store.load()]);
      const value = r.reader.example();
      expect(await a.store.write([{ key: r.key, value }])).toBe(true);
      expect(await b.store.write([{ key: r.key, value: null }])).toBe(false);
      await settle();
      expect(b.store.notice.value).toBe(STALE_NOTICE);
      // Both reloaded: the acknowledged write is what each shows.
      const again = [storeOf(d.env(), r), storeOf(d.env(), r)];
      for (const t of again) {
        await t.store.load();
        expect(t.cell.current.value, r.key).toEqual(r.reader.read(value));
      }
    }
  });

  it('two tabs at once: every acknowledged write is what is stored', async () => {
    for (const r of await loaded(table)) {
      if (!r.reader.example) continue;
      const db = createMemoryBackend();
      // Each transaction waits a moment first, so both tabs' writes are in flight together.
      db.latency = () => new Promise((ok) => setTimeout(ok, 1));
      const d = device({}, db);
      const a = storeOf(d.env(), r);
      const b = storeOf(d.env(), r);
      await Promise.all([a.store.load(), b.store.load()]);
      const value = r.reader.example();
      const [okA, okB] = await Promise.all([
        a.store.write([{ key: r.key, value }]),
        b.store.write([{ key: r.key, value: null }]),
      ]);
      expect([okA, okB].filter(Boolean), r.key).toHaveLength(1);
      const stored = db.snapshot()[r.key];
      expect(stored, r.key).toEqual(okA ? value : null);
    }
  });

  it('comes back from the second copy once IndexedDB is lost', async () => {
    for (const r of await loaded(table)) {
      if (!r.reader.example) continue;
      const d = device();
      const a = storeOf(d.env(), r);
      await a.store.load();
      await a.store.write([{ key: r.key, value: r.reader.example() }]);
      // The database is gone (a fresh, empty one); the copy on the same device is not.
      const fresh = createMemoryBackend();
      const report = await restoreFromMirror(d.mirror, [areaOver(fresh)]);
      expect(report.outcome, r.key).toBe('restored');
      const b = storeOf({ ...d.env(), backend: fresh }, r);
      await b.store.load();
      expect(b.cell.current.value, r.key).toEqual(r.reader.read(r.reader.example()));
      // Its revision came back too: the next write from a tab that read it goes in.
      expect(await b.store.write([{ key: r.key, value: r.reader.example() }])).toBe(true);
    }
  });
});
