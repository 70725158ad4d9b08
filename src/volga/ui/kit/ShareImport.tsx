/**
 * The kit part of the home screen's Import: kit text or a kit link pasted there, a kit file or
 * kit text file chosen there (the import screen hands those over), and a kit link the app was
 * opened with, each shown as the kit import plan.
 */
import { useEffect, useState } from 'preact/hooks';
import { Link } from '../../../core/nav/Link';
import { type RecognisedKit, recogniseKit } from '../../state/files/recognise-kit';
import { clearIncomingKitLink, incomingKitLink } from './incoming';
import { KitImportPlan } from './SharePlan';

/** Returns the kit import box: paste field and, for a recognised kit, its plan. */
export function KitImportBox(props: {
  found: RecognisedKit | null;
  onFound: (found: RecognisedKit | null) => void;
}) {
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState('');
  const link = incomingKitLink.value;
  const { onFound } = props;
  useEffect(() => {
    if (link) onFound(recogniseKit(link));
  }, [link, onFound]);
  const close = (message: string) => {
    clearIncomingKitLink();
    onFound(null);
    setNote(message);
  };
  return (
    <>
      <details class="sg-field" open={typed !== ''}>
        <summary class="sg-summary">Paste kit text or a kit link instead</summary>
        <label for="import-kit-text" class="sg-label">
          Kit text or kit link
        </label>
        <textarea
          id="import-kit-text"
          class="input share-text"
          rows={5}
          spellcheck={false}
          autocapitalize="off"
          value={typed}
          onInput={(e) => setTyped(e.currentTarget.value)}
        />
        <button
          type="button"
          class="btn"
          disabled={typed.trim() === ''}
          onClick={() => {
            const r = recogniseKit(typed);
            setNote(r ? '' : 'This is neither kit text nor a kit link.');
            onFound(r);
          }}
        >
          Read it
        </button>
      </details>
      {props.found && (
        <KitImportPlan
          found={props.found}
          onDone={close}
          onCancel={() => close('Nothing was imported.')}
        />
      )}
      {note && (
        <p class="callout" role="status" data-testid="kit-import-note">
          {note}{' '}
          <Link to="kit" class="sg-link">
            Component kit
          </Link>
        </p>
      )}
    </>
  );
}
