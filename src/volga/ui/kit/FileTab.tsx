/**
 * The kit as a file: rename, share (share sheet, kit text, link, QR code), download (export),
 * open a file (import, with the engine's list of problems and a confirmation before anything is
 * replaced; a kit text file opens the kit text plan), take in kit text, a link or a QR code,
 * restore the kit from before the last import or reset, and reset to the rulebook's known facts.
 */
import { useState } from 'preact/hooks';
import { FilePicker } from '../../../core/controls/FilePicker';
import { downloadText } from '../../../core/platform/download';
import {
  type ComponentKit,
  importKit,
  type KitFileError,
  renameKit,
  validateKit,
} from '../../engine/kit';
import { looksLikeKitText } from '../../engine/kit/text';
import { type RecognisedKit, recogniseKit } from '../../state/files/recognise-kit';
import { kitModel } from '../../state/kit';
import { pathLabel } from './issues';
import { ShareCard, TakeKitCard } from './ShareKit';
import { KitImportPlan } from './SharePlan';
import { FieldErrorNote, KitCard, ruleText, StatusBadge, TextInput } from './widgets';

type Pending =
  | { readonly kind: 'none' }
  | { readonly kind: 'error'; readonly file: string; readonly error: KitFileError }
  /** A kit text file: its own plan, with problems at their lines. */
  | { readonly kind: 'text'; readonly found: RecognisedKit }
  | {
      readonly kind: 'ready';
      readonly file: string;
      readonly text: string;
      readonly kit: ComponentKit;
      readonly allowInvalid: boolean;
    };

function FileErrors(props: { error: KitFileError; file: string }) {
  const e = props.error;
  const shown = e.issues.slice(0, 30);
  return (
    <div class="kit-file-error" role="alert" data-testid="import-error">
      <p>
        <strong>{props.file} was not imported.</strong> {e.message}{' '}
        <span class="rule-tag">{ruleText(e.rule)}</span>
      </p>
      {shown.length > 0 && (
        <ul class="kit-problems-plain">
          {shown.map((i) => (
            <li key={`${i.code}|${i.path}|${i.message}`}>
              <span class="kit-problem-where">{pathLabel(i.path)}</span> {i.message}{' '}
              <span class="rule-tag">{ruleText(i.rule)}</span>
            </li>
          ))}
        </ul>
      )}
      {e.issues.length > shown.length && (
        <p class="kit-small">…and {e.issues.length - shown.length} more.</p>
      )}
    </div>
  );
}

/** Returns the file tab. */
export function FileTab() {
  const active = kitModel.active.value;
  const owner = kitModel.owner.value;
  const previous = kitModel.previous.value;
  const fixture = kitModel.slot.value === 'fixture';
  const refusal = kitModel.refusal.value;
  const [pending, setPending] = useState<Pending>({ kind: 'none' });
  const [confirmReset, setConfirmReset] = useState(false);
  const [done, setDone] = useState('');

  const onFile = async (file: File) => {
    setDone('');
    const text = await file.text();
    const asText = looksLikeKitText(text) ? recogniseKit(text) : null;
    if (asText) {
      setPending({ kind: 'text', found: asText });
      return;
    }
    const r = importKit(text);
    if (r.ok) {
      setPending({ kind: 'ready', file: file.name, text, kit: r.value, allowInvalid: false });
      return;
    }
    // A well-formed kit that contradicts the rules can still be imported and fixed here.
    if (r.error.code === 'kit.file.invalid') {
      const loose = importKit(text, { allowInvalid: true });
      if (loose.ok) {
        setPending({ kind: 'ready', file: file.name, text, kit: loose.value, allowInvalid: true });
        return;
      }
    }
    setPending({ kind: 'error', file: file.name, error: r.error });
  };

  const confirmImport = () => {
    if (pending.kind !== 'ready') return;
    const r = kitModel.importText(pending.text, { allowInvalid: pending.allowInvalid });
    if (r.ok) {
      setPending({ kind: 'none' });
      setDone(`Imported "${r.value.name}". Your previous kit is kept: you can restore it below.`);
    } else setPending({ kind: 'error', file: pending.file, error: r.error });
  };

  return (
    <div class="kit-stack">
      <KitCard id="kit-name-title" title="Your kit's name">
        <label class="field-label" for="kit-name">
          Name (shown to whoever you share the file with)
        </label>
        <TextInput
          key={owner.name}
          id="kit-name"
          defaultValue={owner.name}
          readOnly={fixture}
          onChange={(e) => {
            const el = e.currentTarget;
            if (!kitModel.edit((k) => renameKit(k, el.value), 'name').ok) el.value = owner.name;
          }}
        />
        <FieldErrorNote refusal={refusal} where="name" />
      </KitCard>

      <ShareCard />

      <KitCard id="kit-export-title" title="Export">
        <p class="kit-small">
          Saves {fixture ? 'the TEST FIXTURE (made-up)' : 'your transcription'} as a file you can
          keep or share with another owner.
        </p>
        <button
          type="button"
          class="btn"
          data-testid="kit-export"
          onClick={() => downloadText(kitModel.exportText(), kitModel.exportFileName())}
        >
          Download kit file
        </button>
      </KitCard>

      <KitCard id="kit-import-title" title="Import">
        <p class="kit-small">
          Opens a kit file or a kit text file. Nothing changes until you confirm, and the kit it
          replaces is kept so you can restore it.
        </p>
        <FilePicker
          strong
          accept=".json,application/json,.txt,text/plain"
          testid="kit-import"
          onFile={onFile}
        >
          Open a kit file…
        </FilePicker>
        {pending.kind === 'error' && <FileErrors error={pending.error} file={pending.file} />}
        {pending.kind === 'text' && (
          <KitImportPlan
            found={pending.found}
            onDone={(m) => {
              setPending({ kind: 'none' });
              setDone(m);
            }}
            onCancel={() => setPending({ kind: 'none' })}
          />
        )}
        {pending.kind === 'ready' && (
          <div class="kit-confirm" data-testid="import-confirm">
            <p>
              <strong>{pending.file}</strong>: "{pending.kit.name}"{' '}
              <StatusBadge status={validateKit(pending.kit).status} />
            </p>
            {pending.allowInvalid && (
              <p class="kit-small">
                This kit contradicts the rules in places. You can import it and fix it here: the
                problems will be listed beside their fields.
              </p>
            )}
            <p>Replace your transcription "{owner.name}" with it?</p>
            <div class="kit-row">
              <button type="button" class="btn" onClick={confirmImport}>
                Replace my kit
              </button>
              <button
                type="button"
                class="outlined kit-btn-secondary"
                onClick={() => setPending({ kind: 'none' })}
              >
                Cancel
              </button>
            </div>
          </div>
        )}
        <p class="kit-small" role="status" data-testid="kit-file-status">
          {done}
        </p>
      </KitCard>

      <TakeKitCard />

      <KitCard id="kit-restore-title" title="Undo a replacement">
        {previous ? (
          <>
            <p class="kit-small">
              The kit from before the last import or reset: "{previous.name}". Restoring swaps it
              with your current kit, so this can be undone too.
            </p>
            <button
              type="button"
              class="outlined kit-btn-secondary"
              onClick={() => {
                kitModel.restorePrevious();
                setDone(`Restored "${previous.name}".`);
              }}
            >
              Restore "{previous.name}"
            </button>
          </>
        ) : (
          <p class="kit-small">Nothing to restore yet.</p>
        )}
      </KitCard>

      <KitCard id="kit-reset-title" title="Start again">
        <p class="kit-small">
          Replaces your transcription with only the facts the rulebook gives. Your current kit is
          kept as the one you can restore.
        </p>
        {confirmReset ? (
          <div class="kit-row">
            <button
              type="button"
              class="outlined kit-btn-danger"
              onClick={() => {
                kitModel.resetToKnown();
                setConfirmReset(false);
                setDone('Reset to the known facts. Your previous kit can be restored.');
              }}
            >
              Yes, reset my kit
            </button>
            <button
              type="button"
              class="outlined kit-btn-secondary"
              onClick={() => setConfirmReset(false)}
            >
              Cancel
            </button>
          </div>
        ) : (
          <button
            type="button"
            class="outlined kit-btn-secondary"
            onClick={() => setConfirmReset(true)}
          >
            Reset to the known facts…
          </button>
        )}
      </KitCard>

      {kitModel.damaged.value && (
        <KitCard id="kit-damaged-title" title="A stored kit could not be read">
          <p class="kit-small">
            It has been set aside unchanged. Download it to keep it or to repair it by hand.
          </p>
          <button
            type="button"
            class="outlined kit-btn-secondary"
            onClick={async () => {
              const text = await kitModel.readDamaged();
              if (text) downloadText(text, 'volga-kit-damaged.json');
            }}
          >
            Download the unreadable kit
          </button>
        </KitCard>
      )}
      {active.fixture && (
        <p class="kit-muted kit-small">
          Import, reset and restore change your own transcription only, never the TEST FIXTURE.
        </p>
      )}
    </div>
  );
}
