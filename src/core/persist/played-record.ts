/**
 * A saved record whose log is replayed into the state a table shows: every change goes through
 * the table's rules, so what is stored always replays. Adding an entry clears what was undone;
 * undo and redo move entries between the log and redo (core's undo log). Changes build on the
 * record as it will be once the writes before them are in, and show once they are stored.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import type { Failure, Result } from '../result';
import { redoNext, type UndoLog, undoLast } from '../undo-log';

/** A stored record as a played record reads and writes it (a record store's cell, or a view of one). */
export interface PlayedValue<R> {
  /** The stored record (null: none). */
  readonly current: ReadonlySignal<R | null>;
  /** The record once every write asked for so far is in. */
  latest(): R | null;
  /** Writes the record; resolves true once it is stored. */
  set(next: R): Promise<boolean>;
}

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
  /** The stored record replayed (null without a record, or when it does not replay). */
  readonly state: ReadonlySignal<S | null>;
  /** The state of the record once every write asked for so far is in (what the next entry follows). */
  latest(): S | null;
  /** Adds an entry (clearing redo), or says why the rules refuse it: nothing changes then. */
  add(entry: E): Result<S>;
  /** Takes back the last entry; false when the log is empty. */
  undo(): boolean;
  /** Puts back the last undone entry; false when there is none. */
  redo(): boolean;
}

/** Returns the state and changes of the record saved in `value`, played by `rules`. */
export function playedRecord<E, R extends UndoLog<E>, S>(
  value: PlayedValue<R>,
  rules: PlayRules<R, E, S>,
): PlayedRecord<E, S> {
  const state = computed(() => {
    const r = value.current.value;
    return r === null ? null : rules.replay(r);
  });
  // The state of the latest record: the stored one's unless a write is still on its way.
  let lastReplayed: { record: R; state: S | null } | null = null;
  const latestState = (r: R): S | null => {
    if (r === value.current.peek()) return state.peek();
    if (lastReplayed?.record !== r) lastReplayed = { record: r, state: rules.replay(r) };
    return lastReplayed.state;
  };
  const change = (make: (r: R) => R | null): boolean => {
    const r = value.latest();
    const next = r && make(r);
    if (next) void value.set(next);
    return next !== null && next !== undefined;
  };
  return {
    state,
    latest() {
      const r = value.latest();
      return r === null ? null : latestState(r);
    },
    add(entry) {
      const r = value.latest();
      const s = r === null ? null : latestState(r);
      if (r === null || s === null) return rules.none;
      const next = rules.apply(s, entry);
      if (next.ok) {
        const record = { ...r, log: [...r.log, entry], redo: [] };
        lastReplayed = { record, state: next.value };
        void value.set(record);
      }
      return next;
    },
    undo: () => change((r) => undoLast(r)),
    redo: () => change((r) => redoNext(r)),
  };
}
