/**
 * How the VotG models play their saved record: the Mission and the CG each keep one record under
 * one key of core's record store and play its log through core's played record, showing a record
 * that no longer replays as none; undo and redo are offered while the log and redo hold entries.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import { type PlayedRecord, playedRecord } from '../../core/persist/played-record';
import type { RecordCell, RecordStore } from '../../core/persist/record-store';
import type { Failure, Result } from '../../core/result';
import type { UndoLog } from '../../core/undo-log';

/** A played VotG record, with whether undo and redo have an entry to move. */
export interface PlayedCell<E, S> extends PlayedRecord<E, S> {
  readonly canUndo: ReadonlySignal<boolean>;
  readonly canRedo: ReadonlySignal<boolean>;
}

/** Returns the record kept in `cell` of `store`, played by the engine's replay and apply. */
export function playedCell<E, R extends UndoLog<E>, S>(
  store: RecordStore,
  cell: RecordCell<R | null>,
  rules: {
    readonly replay: (record: R) => Result<S>;
    readonly apply: (state: S, entry: E) => Result<S>;
    readonly none: Failure;
  },
): PlayedCell<E, S> {
  const record = cell.current;
  const played = playedRecord<E, R, S>(
    {
      current: record,
      latest: cell.latest,
      set: (r) => store.write([{ key: cell.key, value: r }]),
    },
    {
      replay: (r) => {
        const s = rules.replay(r);
        return s.ok ? s.value : null;
      },
      apply: rules.apply,
      none: rules.none,
    },
  );
  return {
    ...played,
    canUndo: computed(() => (record.value?.log.length ?? 0) > 0),
    canRedo: computed(() => (record.value?.redo.length ?? 0) > 0),
  };
}
