/**
 * The export reminder: after a number of finished games the owner chose (off unless chosen),
 * Home suggests exporting, since an exported file is the one copy that survives the site's data
 * being cleared. Kept as its own persisted key: the games a table reports finished since the
 * last export, and the choice.
 */
import { idbIO, type KeyValueIO, type PersistedKey, persistedKey } from './key';

/** The choices: 0 is off (the default). */
export const REMINDER_EVERY = ['0', '3', '5', '10'] as const;
export type ReminderEvery = (typeof REMINDER_EVERY)[number];

/** The reminder's stored state. */
export interface ExportReminder {
  readonly every: ReminderEvery;
  /** Ids of games finished since the last export (each once). */
  readonly finished: readonly string[];
}

/** Games remembered at most: past that the reminder is due whatever the choice. */
const MAX_FINISHED = 100;

const OFF: ExportReminder = { every: '0', finished: [] };

function validate(raw: unknown): ExportReminder | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as { every?: unknown; finished?: unknown };
  const every = (REMINDER_EVERY as readonly unknown[]).includes(r.every)
    ? (r.every as ReminderEvery)
    : '0';
  const finished = Array.isArray(r.finished)
    ? r.finished.filter((x): x is string => typeof x === 'string').slice(-MAX_FINISHED)
    : [];
  return { every, finished };
}

/** Returns the persisted reminder key. */
export function exportReminderKey(io: KeyValueIO = idbIO): PersistedKey<ExportReminder> {
  return persistedKey('export-reminder', validate, () => OFF, io);
}

/** Returns the reminder with game `id` counted as finished (once). */
export function withFinished(r: ExportReminder, id: string): ExportReminder {
  if (r.finished.includes(id)) return r;
  return { ...r, finished: [...r.finished, id].slice(-MAX_FINISHED) };
}

/** Returns how many finished games the reminder is waiting to see exported, when it is due; else 0. */
export function reminderDue(r: ExportReminder): number {
  const every = Number(r.every);
  return every > 0 && r.finished.length >= every ? r.finished.length : 0;
}

/** Counts game `id` as finished (a table calls it when one of its games ends). */
export async function noteFinishedGame(
  id: string,
  key = exportReminderKey(),
): Promise<ExportReminder> {
  const next = withFinished((await key.read()).value, id);
  await key.write(next);
  return next;
}

/** Starts counting again (after an export of every game, or the owner's "Not now"). */
export async function noteExported(key = exportReminderKey()): Promise<void> {
  const r = (await key.read()).value;
  if (r.finished.length > 0) await key.write({ ...r, finished: [] });
}

/** Stores the owner's choice. */
export async function setReminderEvery(
  every: ReminderEvery,
  key = exportReminderKey(),
): Promise<ExportReminder> {
  const next = { ...(await key.read()).value, every };
  await key.write(next);
  return next;
}
