/**
 * The Volga table's import panel, under the Import screen's file picker: read an exported file
 * (saved games, or a component kit), show every problem the storage layer's validator names (path
 * and reason), or the plan of what the import would change (merge or replace), and write only
 * after the player confirms. Nothing stored changes before that.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { Segmented } from '../../../core/controls';
import { Section } from '../../../core/controls/Section';
import type { FileError, ImportedFile, ImportMode, ReadProgress } from '../../../core/files';
import type { PlanShown } from '../../../core/import/import-job';
import { type FileReading, readImportFile } from '../../../core/import/reader';
import { Link } from '../../../core/nav/Link';
import { settingsModel } from '../../../core/persist/settings-model';
import { finishImport, type StorageError } from '../../../core/store';
import type { ImportPanelProps } from '../../../core/table';
import type { RecognisedKit } from '../../state/files/recognise-kit';
import { appServices } from '../../state/game';
import { volgaImportRunner } from '../../state/import/runner';
import { kitModel } from '../../state/kit';
import { KitImportBox } from '../kit/ShareImport';
import '../games/games.css';

const MODE_NAME: Readonly<Record<ImportMode, string>> = {
  merge: 'Merge with my games',
  replace: 'Replace everything',
};

function isFileError(e: FileError | StorageError): e is FileError {
  return e.rule === 'file';
}

/** Returns "Checking games… 40%" for the worker's progress. */
function progressText(p: ReadProgress | null): string {
  if (!p) return 'Reading the file…';
  const percent = Math.floor((100 * p.done) / Math.max(1, p.total));
  return `${p.step === 'check' ? 'Checking the games' : 'Replaying each game'}: ${p.done} of ${p.total} (${percent}%)`;
}

/** Returns the panel that checks, plans and imports the file chosen on the Import screen. */
export function ImportPanel({ file, clear }: ImportPanelProps) {
  // The file once checked in the import worker (without its games, which stay there), with the
  // job that plans and writes it; `reading` while the check runs (with its progress).
  const [checked, setChecked] = useState<{
    readonly job: FileReading<RecognisedKit>;
    readonly imported: ImportedFile;
  } | null>(null);
  const [reading, setReading] = useState<{
    readonly job: FileReading<RecognisedKit>;
    readonly progress: ReadProgress | null;
  } | null>(null);
  // A component kit (kit file, kit text or kit link) goes to the kit's own import plan.
  const [kitFound, setKitFound] = useState<RecognisedKit | null>(null);
  const [fileName, setFileName] = useState('');
  const [mode, setMode] = useState<ImportMode>('merge');
  const [prepared, setPrepared] = useState<PlanShown | null>(null);
  const [problem, setProblem] = useState<FileError | StorageError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The plan (does a kit exist?) and the backup (the kit replaced) need the stored kit, not the
  // built-in one shown until it is read: nothing is planned before the read finishes.
  const kitRead = useKitRead();

  // The import under way, if any: ended when the screen closes (a write under way finishes).
  const current = useRef<FileReading<RecognisedKit> | null>(null);
  useEffect(() => () => current.current?.cancel(), []);

  // Re-plan whenever the file or the mode changes; nothing is written here.
  useEffect(() => {
    if (checked === null || !kitRead) return;
    let live = true;
    setPrepared(null);
    setProblem(null);
    void checked.job
      .plan({
        mode,
        hasKit: kitModel.loadStatus.value === 'ok',
        hasSettings: settingsModel.loadStatus.value === 'ok',
      })
      .then((r) => {
        if (!live || r === null) return;
        if (r.ok) setPrepared(r.value);
        else setProblem(r.error);
      });
    return () => {
      live = false;
    };
  }, [checked, mode, kitRead]);

  /** Ends the import under way (if any) before another starts or the plan is dropped. */
  const drop = () => {
    current.current?.cancel();
    current.current = null;
  };

  // A new file: everything shown for the last one goes, and the new one is read.
  useEffect(() => {
    if (!file) return;
    setDone(null);
    setFileName(file.name);
    setKitFound(null);
    setChecked(null);
    setPrepared(null);
    setProblem(null);
    drop();
    // The file is read once, in the import worker: whether it is a component kit, then
    // (saved games) parsing, the seal and every game's replay.
    const job = readImportFile(
      file,
      (progress) => setReading((r) => (r?.job === job ? { job, progress } : r)),
      volgaImportRunner,
    );
    current.current = job;
    setReading({ job, progress: null });
    void job.result.then((r) => {
      setReading((now) => (now?.job === job ? null : now));
      if (r === null) return;
      if (r.kind === 'games') {
        setChecked({ job, imported: r.imported });
        return;
      }
      drop();
      if (r.kind === 'kit') setKitFound(r.kit);
      else setProblem(r.error);
    });
  }, [file]);

  const confirm = async () => {
    if (!prepared || !checked) return;
    setBusy(true);
    // The games are written by the import worker, which holds them.
    const r = await checked.job.apply(new Date().toISOString(), {
      kit: kitModel.owner.value,
      settings: settingsModel.settings.value,
    });
    const notes: string[] = [];
    if (r.ok) {
      // Written: the worker has ended.
      current.current = null;
      // The kit and settings the committed import took are taken from its journal.
      const { appSectionTaker } = await import('../../state/import/take');
      const taken = await finishImport(appServices().store, appSectionTaker);
      notes.push(...(taken.ok ? taken.value : [taken.error.message]));
      // Other tabs reread their lists; Saved games here rereads its own when it opens.
      appServices().channel.post({ type: 'gamesChanged' });
    }
    setBusy(false);
    if (!r.ok) {
      setProblem(r.error);
      return;
    }
    setDone(importedText(r.value, notes));
    setPrepared(null);
    setChecked(null);
  };

  return (
    <div class="sg">
      <KitImportBox found={kitFound} onFound={setKitFound} />
      {reading && (
        <ReadingSection
          fileName={fileName}
          progress={reading.progress}
          onCancel={() => {
            drop();
            setReading(null);
            clear();
            setDone('Import cancelled; nothing was changed.');
          }}
        />
      )}
      {checked !== null && (
        <Segmented
          name="import-mode"
          legend="How to import"
          options={['merge', 'replace'] as const}
          label={(m) => MODE_NAME[m]}
          value={mode}
          onChange={setMode}
        />
      )}
      {checked !== null && !kitRead && (
        <p class="note" role="status">
          Reading your component kit…
        </p>
      )}
      {problem && <ProblemSection problem={problem} fileName={fileName} />}
      {prepared && (
        <Section
          id="import-plan"
          title="What this import will do"
          class="sg-plan"
          testid="import-plan"
        >
          {checked && checked.imported.upgrades.length > 0 && (
            <p class="note">
              The file is from an older version and is upgraded as it is read (
              {checked.imported.upgrades.length} step
              {checked.imported.upgrades.length === 1 ? '' : 's'}).
            </p>
          )}
          <ul>
            {prepared.lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          {mode === 'replace' && (
            <p class="sg-warn">
              Replace removes every game stored here first (a backup is kept on this device).
            </p>
          )}
          <div class="sg-actions">
            <button type="button" class="btn" disabled={busy} onClick={confirm}>
              {mode === 'replace' ? 'Replace and import' : 'Import'}
            </button>
            <button
              type="button"
              class="btn-quiet sg-btn"
              disabled={busy}
              onClick={() => {
                drop();
                setChecked(null);
                setPrepared(null);
              }}
            >
              Cancel
            </button>
          </div>
        </Section>
      )}
      {done && (
        <p class="callout" role="status">
          {done}{' '}
          <Link to="games" class="sg-link">
            Saved games
          </Link>
        </p>
      )}
    </div>
  );
}

/** True once the stored kit has been read (at once when it already was). */
function useKitRead(): boolean {
  const [kitRead, setKitRead] = useState(kitModel.loadStatus.value !== null);
  useEffect(() => {
    let live = true;
    void kitModel.load().then(() => {
      if (live) setKitRead(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return kitRead;
}

/** Says what a committed import did, with the notes of the kit and settings it took. */
function importedText(
  v: {
    readonly added: readonly unknown[];
    readonly removed: readonly unknown[];
    readonly backupKey?: string | null;
  },
  notes: readonly string[],
): string {
  return [
    `Imported: ${v.added.length} game${v.added.length === 1 ? '' : 's'} added${v.removed.length ? `, ${v.removed.length} replaced` : ''}.`,
    v.backupKey ? 'A backup of what was replaced is kept on this device.' : '',
    ...notes,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The file being checked: its progress, and Cancel. */
function ReadingSection(props: {
  fileName: string;
  progress: ReadProgress | null;
  onCancel: () => void;
}) {
  return (
    <Section id="import-reading" title={`Checking ${props.fileName}`} class="sg-reading">
      <p role="status">{progressText(props.progress)}</p>
      <progress
        class="sg-progress"
        aria-labelledby="import-reading"
        max={props.progress?.total ?? 1}
        value={props.progress?.done ?? 0}
      />
      <div class="sg-actions">
        <button type="button" class="btn-quiet sg-btn" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </Section>
  );
}

/** Why the file cannot be imported (every problem the validator named), or why the write failed. */
function ProblemSection(props: { problem: FileError | StorageError; fileName: string }) {
  return (
    <Section
      id="import-problem"
      title={isFileError(props.problem) ? `${props.fileName} cannot be imported` : 'Not imported'}
      class="sg-problems"
      role="alert"
    >
      <p>{props.problem.message}</p>
      {isFileError(props.problem) && props.problem.problems.length > 0 && (
        <ul class="sg-problem-list" data-testid="import-problems">
          {props.problem.problems.map((p) => (
            <li key={`${p.path}:${p.message}`}>
              <code>{p.path || '(the file)'}</code>: {p.message}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
