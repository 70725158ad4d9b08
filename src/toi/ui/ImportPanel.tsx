/**
 * The Tide of Iron table's panel on the Import screen (core's one-record import frame): reads a
 * table file exported from the screen, says what it holds and what it would replace, and
 * replaces the table only when the player confirms.
 */
import { plural } from '../../core/format';
import { type RecordImportWords, recordImportPanel } from '../../core/import/RecordImportPanel';
import { boardOf, readRecordFile, SITUATION_INFO, type ToiRecord } from '../engine';
import { toiModel } from '../state';
import './toi.css';

const PANEL: RecordImportWords = {
  id: 'toi',
  confirm: 'Replace my table',
  open: 'Open the Tide of Iron odds',
};

/** Says what a table file holds and that importing replaces this device's table. */
export function ImportSummary({ record }: { record: ToiRecord }) {
  const board = boardOf(record.log);
  const marks = board.ok ? board.value.fires.length + board.value.buildings.length : 0;
  return (
    <>
      {plural(record.log.length, 'log entry', 'log entries')},{' '}
      {plural(marks, 'fire or building marked', 'fires and buildings marked')}, set for{' '}
      {SITUATION_INFO[record.settings.kind].name}. Importing replaces this device’s Tide of Iron
      settings, log and marks.
    </>
  );
}

/** The import panel for a Tide of Iron table file. */
export const ImportPanel = recordImportPanel(
  PANEL,
  readRecordFile,
  (record: ToiRecord) => <ImportSummary record={record} />,
  toiModel,
);
