/**
 * The small tables' records in Export all: collected from storage by the registry's
 * declarations, and written back from a file's records section, each checked by its reader.
 */
import { appRecordsEnv, createRecordStore, type RecordsEnv } from '../persist/record-store';
import { declaredRecords, specOf } from './declared';

/** Returns every exported record stored now, by key: what Export all holds of the small tables. */
export async function collectRecords(
  env: RecordsEnv = appRecordsEnv(),
  specs = declaredRecords(),
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const s of specs) {
    if (!s.exported) continue;
    const keys = s.many ? await env.backend.keys(s.key) : [s.key];
    for (const k of keys) {
      const value = await env.backend.get(k);
      if (value !== undefined) out[k] = value;
    }
  }
  return out;
}

/**
 * Writes the records a file holds, each checked by its table's reader first: one that does not
 * read, or belongs to no exported record, is left out and named. Each replaced value is kept as
 * its backup, and the write is one compare-and-set, so the tables' open tabs are told and reload.
 * Returns a sentence for the owner; rejects when storage refused the write.
 */
export async function restoreRecords(
  records: Readonly<Record<string, unknown>>,
  env: RecordsEnv = appRecordsEnv(),
  specs = declaredRecords(),
): Promise<string> {
  const taken: Array<{ key: string; value: unknown }> = [];
  const refused: string[] = [];
  for (const [key, raw] of Object.entries(records)) {
    const spec = specOf(key, specs);
    const reader = spec?.exported ? await spec.reader() : null;
    if (reader && reader.read(raw) !== null) taken.push({ key, value: raw });
    else refused.push(key);
  }
  if (taken.length > 0) {
    const store = createRecordStore(env);
    for (const t of taken)
      store.cell({ key: t.key, read: (raw) => raw, fallback: () => undefined });
    await store.load();
    if (!(await store.write(taken, { backup: true }))) {
      throw new Error(store.failure.value ?? store.notice.value ?? 'the records were not stored');
    }
    store.close();
  }
  const labels = [...new Set(taken.map((t) => specOf(t.key, specs)?.label ?? t.key))];
  const said = labels.length > 0 ? `Restored: ${labels.join('; ')}.` : 'No table records restored.';
  return refused.length > 0
    ? `${said} Left out, as they do not read: ${refused.join(', ')}.`
    : said;
}
