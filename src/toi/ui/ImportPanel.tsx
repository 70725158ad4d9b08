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

function summary(rec: ToiRecord) {
  const board = boardOf(rec.log);
  const marks = board.ok ? board.value.fires.length + board.value.buildings.length : 0;
  return (
    <>
      {plural(rec.log.length, 'log entry', 'log entries')},{' '}
      {plural(marks, 'fire or building marked', 'fires and buildings marked')}, set for{' '}
      {SITUATION_INFO[rec.settings.kind].name}. Importing replaces this device’s Tide of Iron
      settings, log and marks.
    </>
  );
}

/** The import panel for a Tide of Iron table file. */
export const ImportPanel = recordImportPanel(PANEL, readRecordFile, summary, toiModel);
