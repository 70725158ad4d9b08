/**
 * The table's log, newest first: each roll with its dice and who produced each (typed or the
 * app's), each map mark with what it did; undo and redo; the whole table out as a file and back.
 */
import { useState } from 'preact/hooks';
import { FilePicker } from '../../core/controls/FilePicker';
import { SaveStatus } from '../../core/controls/SaveStatus';
import { Section } from '../../core/controls/Section';
import { UndoRedo } from '../../core/controls/UndoRedo';
import { plural } from '../../core/format';
import { downloadText } from '../../core/platform/download';
import {
  dicePlan,
  explainLog,
  type RollEntry,
  readRecordFile,
  SITUATION_INFO,
  TOI_FILE_ENDING,
  type ToiRecord,
} from '../engine';
import type { ToiModel } from '../state';
import { ImportSummary } from './ImportPanel';
import { RuleLines } from './RuleLines';

/** How many entries the list shows before "Show all". */
const SHOWN = 12;

/** Returns the name of a logged roll's dice group ("Fougasse dice"), by the settings it was made with. */
const groupName = (e: RollEntry, id: string) =>
  dicePlan(e.settings).find((g) => g.id === id)?.name ?? id;

/** Returns a logged roll's situation and, when it was named, what it was at ("Molotov at 42B-D5"). */
const rollTitle = (e: RollEntry) =>
  `${SITUATION_INFO[e.settings.kind].name}${e.target ? ` at ${e.target}` : ''}`;

/** Returns the log card. */
export function LogView(props: { model: ToiModel }) {
  const { model } = props;
  const rec = model.record.value;
  const [all, setAll] = useState(false);
  const [note, setNote] = useState<{ text: string; bad: boolean } | null>(null);
  const views = explainLog(rec.log).reverse();
  const shown = all ? views : views.slice(0, SHOWN);

  const exportFile = () => {
    const day = new Date().toISOString().slice(0, 10);
    downloadText(model.fileText(), `toi-table-${day}${TOI_FILE_ENDING}`);
  };
  // A good file waits here, with what it holds, until the player confirms replacing the table.
  const [pending, setPending] = useState<{ text: string; record: ToiRecord } | null>(null);
  const importNow = async (text: string) => {
    setPending(null);
    const r = model.importText(text);
    if (!r.ok) {
      setNote({ text: `Nothing changed. ${r.error.message}`, bad: true });
      return;
    }
    // Said to be open only once it is stored; the storage line says why when it is not.
    await model.flushed();
    const stored = model.record.peek() === r.value;
    setNote(
      stored
        ? { text: `Opened: ${r.value.log.length} log entries.`, bad: false }
        : { text: 'Nothing changed: the file was not stored.', bad: true },
    );
  };
  const onFile = async (file: File) => {
    const text = await file.text();
    setNote(null);
    // A file that cannot be read is said so at once; only a good one asks to replace the table.
    const checked = readRecordFile(text);
    if (!checked.ok) {
      setPending(null);
      setNote({ text: `Nothing changed. ${checked.error.message}`, bad: true });
      return;
    }
    // An empty table loses nothing, so the file opens at once; otherwise the plan waits.
    if (rec.log.length === 0) await importNow(text);
    else setPending({ text, record: checked.value });
  };

  return (
    <Section
      id="toi-log-title"
      title="Log"
      class="card toi-log"
      testid="toi-log"
      headClass="toi-panel-head"
      aside={<span class="tag">{plural(rec.log.length, 'entry', 'entries')}</span>}
    >
      <div class="toi-buttons">
        <UndoRedo
          canUndo={rec.log.length > 0}
          canRedo={rec.redo.length > 0}
          undo={model.undo}
          redo={model.redo}
          testid="toi"
        />
        <button type="button" class="btn-quiet" onClick={exportFile} data-testid="toi-export">
          Export
        </button>
        <FilePicker accept=".json,application/json" testid="toi-import" onFile={onFile}>
          Import…
        </FilePicker>
      </div>
      {pending && (
        <div class="toi-confirm stack" data-testid="toi-import-confirm">
          <p>
            The file holds <ImportSummary record={pending.record} /> This table’s{' '}
            {plural(rec.log.length, 'log entry', 'log entries')} would be replaced; nothing changes
            until you confirm.
          </p>
          <div class="toi-buttons">
            <button type="button" class="btn" onClick={() => importNow(pending.text)}>
              Replace my table
            </button>
            <button type="button" class="btn-quiet" onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {note && (
        <p class={note.bad ? 'band toi-error' : 'field-note'} role={note.bad ? 'alert' : 'status'}>
          {note.text}
        </p>
      )}
      <SaveStatus status={model} testid="toi" />
      {model.damaged.value && (
        <p class="band toi-error" role="alert">
          The saved table could not be read, so it starts fresh; the old one is kept aside on this
          device.
        </p>
      )}
      {views.length === 0 ? (
        <p class="field-note">Rolls you log and fires or buildings you mark show here.</p>
      ) : (
        <ol class="toi-entries" data-testid="toi-entries">
          {shown.map((v, i) => (
            <li key={views.length - i} class="toi-entry">
              <p class="toi-entry-head">
                <span class="toi-entry-n">{views.length - i}.</span>{' '}
                {v.entry.type === 'roll' ? `${rollTitle(v.entry)}: ` : ''}
                {v.headline}
              </p>
              {v.entry.type === 'roll' && (
                <p class="toi-entry-dice">
                  {Object.entries(v.entry.dice)
                    .filter(([, d]) => d.length > 0)
                    .map(([g, d]) => (
                      <span key={g} class="toi-entry-group">
                        {groupName(v.entry as RollEntry, g)}:{' '}
                        {d
                          .map((x) => `${x.value}${x.source === 'app' ? ' app' : ' typed'}`)
                          .join(', ')}
                      </span>
                    ))}
                </p>
              )}
              {v.lines.length > 0 && v.entry.type !== 'roll' && (
                <RuleLines lines={v.lines} class="toi-entry-lines" />
              )}
            </li>
          ))}
        </ol>
      )}
      {views.length > SHOWN && (
        <button type="button" class="btn-quiet" onClick={() => setAll(!all)}>
          {all ? 'Show the latest only' : `Show all ${views.length}`}
        </button>
      )}
    </Section>
  );
}
