/**
 * The import journal. The component kit and the settings live in another database than the
 * games (idb-keyval's keyval-store, read by their own models), so no single IndexedDB
 * transaction can hold all three. An import that takes the file's kit or settings therefore
 * writes them, beside the games, into this journal record in the games' own transaction: once
 * that commits, the import is decided whole. The kit and settings are then taken from the
 * journal and the record is cleared; a tab killed in between finds the record when the app next
 * starts and takes them then (rolled forward, never half-applied). An import that fails before
 * its commit writes nothing, the journal included.
 */
import type { ImportPlan } from '../files/plan';
import type { KvBackend, KvWrite } from './backend';
import { PENDING_IMPORT_KEY } from './journal-key';

/** What a committed import still has to take outside the games' database. */
export interface PendingImport {
  /** When the import was applied (its backup's time). */
  readonly at: string;
  /** The file's kit to take, when the plan took it. */
  readonly kit?: unknown;
  /** The file's settings to take, when the plan took them. */
  readonly settings?: unknown;
  /** The small tables' records the file held, by key. */
  readonly records?: Readonly<Record<string, unknown>>;
}

/** Returns the journal write of a plan (none when it takes neither the kit nor the settings). */
export function pendingImportWrites(plan: ImportPlan, at: string): KvWrite[] {
  const records = plan.incomingRecords;
  if (plan.kit !== 'take' && plan.settings !== 'take' && !records) return [];
  const value: PendingImport = {
    at,
    ...(plan.kit === 'take' ? { kit: plan.incomingKit } : {}),
    ...(plan.settings === 'take' ? { settings: plan.incomingSettings } : {}),
    ...(records ? { records } : {}),
  };
  return [{ op: 'put', key: PENDING_IMPORT_KEY, value }];
}

/** Returns the journal record, or null when no import is pending (or the record is unreadable). */
export async function readPendingImport(backend: KvBackend): Promise<PendingImport | null> {
  const raw = await backend.get(PENDING_IMPORT_KEY);
  const readable =
    typeof raw === 'object' && raw !== null && typeof (raw as PendingImport).at === 'string';
  return readable ? (raw as PendingImport) : null;
}

/** Clears the journal record of the import applied at `at` (a later import's record is kept). */
export function clearPendingImport(backend: KvBackend, at: string): Promise<void> {
  return backend.atomic({ keys: [PENDING_IMPORT_KEY] }, (view) => {
    const raw = view.get(PENDING_IMPORT_KEY) as { at?: unknown } | undefined;
    const writes: KvWrite[] =
      raw !== undefined && raw.at === at ? [{ op: 'delete', key: PENDING_IMPORT_KEY }] : [];
    return { writes, result: undefined };
  });
}
