/**
 * A saved record whose log is replayed into the state a table shows: every change goes through
 * the table's rules, so what is stored always replays. Adding an entry clears what was undone;
 * undo and redo move entries between the log and redo (core's undo log).
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import type { Failure, Result } from '../result';
import { redoNext, type UndoLog, undoLast } from '../undo-log';
import type { StoredValue } from './record-store';

/** How a table plays its record: the log replayed, and one more entry on the replayed state. */
export interface PlayRules<R, E, S> {
  /** The record's state, or null when it no longer replays. */
  readonly replay: (record: R) => S | null;
  /** The state after `entry`, or the rule that refuses it. */
  readonly apply: (state: S, entry: E) => Result<S>;
  /** The refusal when there is no record to add to. */
  readonly none: Failure;
}

/** The state of a saved record, and the changes made through its rules. */
export interface PlayedRecord<E, S> {
  /** The record replayed (null without a record, or when it does not replay). */
  readonly state: ReadonlySignal<S | null>;
  /** Adds an entry (clearing redo), or says why the rules refuse it: nothing changes then. */
  add(entry: E): Result<S>;
  /** Takes back the last entry; false when the log is empty. */
  undo(): boolean;
  /** Puts back the last undone entry; false when there is none. */
  redo(): boolean;
}

/** Returns the state and changes of the record saved in `value`, played by `rules`. */
export function playedRecord<E, R extends UndoLog<E>, S>(
  value: StoredValue<R | null>,
  rules: PlayRules<R, E, S>,
): PlayedRecord<E, S> {
  const state = computed(() => {
    const r = value.current.value;
    return r === null ? null : rules.replay(r);
  });
  return {
    state,
    add(entry) {
      const r = value.current.value;
      const s = state.value;
      if (r === null || s === null) return rules.none;
      const next = rules.apply(s, entry);
      if (next.ok) value.set({ ...r, log: [...r.log, entry], redo: [] });
      return next;
    },
    undo: () => value.update((r) => r && undoLast(r)),
    redo: () => value.update((r) => r && redoNext(r)),
  };
}
