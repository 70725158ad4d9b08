/**
 * The table's log, newest first: each roll with its dice and who produced each (typed or the
 * app's), each map mark with what it did; undo and redo; the whole table out as a file and back.
 */
import { useState } from 'preact/hooks';
import { Section } from '../../core/controls/Section';
import { UndoRedo } from '../../core/controls/UndoRedo';
import { downloadText } from '../../core/platform/download';
import {
  dicePlan,
  explainLog,
  type RollEntry,
  readRecordFile,
  SITUATION_INFO,
  TOI_FILE_ENDING,
} from '../engine';
import type { ToiModel } from '../state';
import { RuleLines } from './RuleLines';

/** How many entries the list shows before "Show all". */
const SHOWN = 12;

/** Returns the name of a logged roll's dice group ("Fougasse dice"), by the settings it was made with. */
const groupName = (e: RollEntry, id: string) =>
  dicePlan(e.settings).find((g) => g.id === id)?.name ?? id;

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
  const onFile = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const text = await file.text();
    // A file that cannot be read is said so at once; only a good one asks to replace the table.
    const checked = readRecordFile(text);
    if (!checked.ok) {
      setNote({ text: `Nothing changed. ${checked.error.message}`, bad: true });
      return;
    }
    if (
      rec.log.length > 0 &&
      !window.confirm('Replace this table’s settings, log and map marks with the file’s?')
    ) {
      return;
    }
    const r = model.importText(text);
    setNote(
      r.ok
        ? { text: `Opened: ${r.value.log.length} log entries.`, bad: false }
        : { text: `Nothing changed. ${r.error.message}`, bad: true },
    );
  };

  return (
    <Section
      id="toi-log-title"
      title="Log"
      class="card toi-log"
      testid="toi-log"
      headClass="toi-panel-head"
      aside={<span class="tag">{rec.log.length} entries</span>}
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
        <label class="btn-quiet toi-file-btn">
          Import…
          <input
            type="file"
            accept=".json,application/json"
            class="toi-file-input"
            data-testid="toi-import"
            onChange={onFile}
          />
        </label>
      </div>
      {note && (
        <p class={note.bad ? 'band toi-error' : 'field-note'} role={note.bad ? 'alert' : 'status'}>
          {note.text}
        </p>
      )}
      {model.saveFailed.value && (
        <p class="band toi-error" role="alert">
          Not saved on this device: storage refused it. Export the table to keep it.
        </p>
      )}
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
                {v.entry.type === 'roll' ? `${SITUATION_INFO[v.entry.settings.kind].name}: ` : ''}
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
