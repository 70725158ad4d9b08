/**
 * Undo and redo over a record that keeps its log of entries and the entries taken back (the
 * next to put back first), as every table's saved record does. Pure: the record is never changed,
 * a new one is returned.
 */

/** A record with a log and the entries undone from it. */
export interface UndoLog<E> {
  readonly log: readonly E[];
  readonly redo: readonly E[];
}

/** Returns the record with its last entry taken back (kept for redo), or null when the log is empty. */
export function undoLast<E, R extends UndoLog<E>>(rec: R): R | null {
  const last = rec.log.at(-1);
  return last === undefined
    ? null
    : { ...rec, log: rec.log.slice(0, -1), redo: [last, ...rec.redo] };
}

/** Returns the record with the last undone entry put back as it was, or null when there is none. */
export function redoNext<E, R extends UndoLog<E>>(rec: R): R | null {
  const next = rec.redo[0];
  return next === undefined ? null : { ...rec, log: [...rec.log, next], redo: rec.redo.slice(1) };
}
