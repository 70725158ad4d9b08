/**
 * The VotG Mission's panel on the Import screen (core's one-record import frame): reads a
 * Mission file exported from the roller, says what it holds and what it would replace, and
 * replaces the Mission only when the player confirms (the replaced one is kept as the previous
 * Mission).
 */
import { plural } from '../../core/format';
import { type RecordImportWords, recordImportPanel } from '../../core/import/RecordImportPanel';
import { MISSIONS, type MissionRecord, readMissionFileInSlices } from '../engine';
import { votgModel } from '../state';
import { SIDE_NAME } from './words';
import './votg.css';

const PANEL: RecordImportWords = {
  id: 'votg',
  confirm: 'Replace my Mission',
  open: 'Open the Mission roller',
};

function summary(rec: MissionRecord) {
  const m = MISSIONS[rec.mission];
  return (
    <>
      Mission {m.id} {m.name}, FRIENDLY {SIDE_NAME[rec.friendly]},{' '}
      {plural(rec.log.length, 'log line')}. Importing replaces the Mission on this device; the one
      it replaces is kept as the previous Mission.
    </>
  );
}

/** Lines checked or replayed between two looks at the clock: the page's pacer decides the pauses. */
const LINES_PER_LOOK = 25;

/**
 * The import panel for a VotG Mission file: the file is checked and its log replayed in slices,
 * so a Mission of thousands of lines keeps the page drawing and Cancel answering.
 */
export const ImportPanel = recordImportPanel(
  PANEL,
  (text, pause) => readMissionFileInSlices(text, pause, LINES_PER_LOOK),
  summary,
  votgModel,
);
