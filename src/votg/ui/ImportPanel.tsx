/**
 * The VotG table's panel on the Import screen (core's one-record import frame), for its two
 * kinds of file: a Mission exported from the roller and a Campaign Game exported from the CG
 * screen. Each is read, says what it holds and what it would replace, and replaces the Mission
 * or the CG only when the player confirms (the replaced one is kept: the previous Mission, the
 * CG's backup).
 */
import { plural } from '../../core/format';
import { type RecordImportWords, recordImportPanel } from '../../core/import/RecordImportPanel';
import type { ImportPanelProps } from '../../core/table';
import { MISSIONS, type MissionRecord, readMissionFileInSlices } from '../engine';
import { CG_FILE_ENDING, CG_FILE_KIND, readCgFile } from '../engine/cg/file';
import type { CgRecord } from '../engine/cg/record';
import { votgModel } from '../state';
import { cgModel } from '../state/cg-model';
import { cgHoldsWords } from './cg/words';
import { SIDE_NAME } from './words';
import './votg.css';

const MISSION_WORDS: RecordImportWords = {
  id: 'votg',
  confirm: 'Replace my Mission',
  open: 'Open the Mission roller',
};

const CG_WORDS: RecordImportWords = {
  id: 'votg-cg',
  confirm: 'Replace my Campaign Game',
  open: 'Open the Campaign Game',
};

function missionSummary(rec: MissionRecord) {
  const m = MISSIONS[rec.mission];
  return (
    <>
      Mission {m.id} {m.name}, FRIENDLY {SIDE_NAME[rec.friendly]},{' '}
      {plural(rec.log.length, 'log line')}. Importing replaces the Mission on this device; the one
      it replaces is kept as the previous Mission.
    </>
  );
}

function cgSummary(rec: CgRecord) {
  return `${cgHoldsWords(rec)}. Importing replaces the Campaign Game on this device; the one it replaces is kept as its backup.`;
}

/** Lines checked or replayed between two looks at the clock: the page's pacer decides the pauses. */
const LINES_PER_LOOK = 25;

/**
 * A Mission file is checked and its log replayed in slices, so a Mission of thousands of lines
 * keeps the page drawing and Cancel answering.
 */
const MissionPanel = recordImportPanel(
  MISSION_WORDS,
  (text, pause) => readMissionFileInSlices(text, pause, LINES_PER_LOOK),
  missionSummary,
  votgModel,
);

/** A CG file holds at most 5,000 lines (MAX_CG_LINES): it is read at once. */
const CgPanel = recordImportPanel(CG_WORDS, readCgFile, cgSummary, cgModel);

const isCgFile = (file: File | null) => !!file?.name.toLowerCase().endsWith(CG_FILE_ENDING);

/**
 * The import panel for a VotG file: the CG's panel takes a file of the CG's ending, the
 * Mission's every other (each panel keeps its own cancelled or done state once the file is gone).
 */
export function ImportPanel(props: ImportPanelProps) {
  const cg = isCgFile(props.file);
  const kinds = (id: string) =>
    props.kinds.filter((k) => (k.id === CG_FILE_KIND) === (id === CG_FILE_KIND));
  return (
    <>
      <MissionPanel {...props} file={cg ? null : props.file} kinds={kinds('votg-mission')} />
      <CgPanel {...props} file={cg ? props.file : null} kinds={kinds(CG_FILE_KIND)} />
    </>
  );
}
