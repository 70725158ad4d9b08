/**
 * Sharing the kit without a network, and taking one in: the kit as kit text (to read, post or
 * type), as a link whose fragment carries it, as that link's QR code, and through the phone's
 * share sheet (the kit file and its text, with the link); downloads where the browser cannot
 * share. Kit text or a link pasted here, or a QR code scanned, opens the import plan.
 */
import { useState } from 'preact/hooks';
import { QrCode } from '../../../core/controls/QrCode';
import { plural } from '../../../core/format';
import { downloadText } from '../../../core/platform/download';
import { QR_MAX_BYTES } from '../../../core/qr';
import { kitToLink } from '../../engine/kit/link';
import { kitToText } from '../../engine/kit/text';
import { type RecognisedKit, recogniseKit } from '../../state/files/recognise-kit';
import { kitModel } from '../../state/kit';
import { KitImportPlan } from './SharePlan';
import { QrScanner } from './ShareScan';
import { KitCard } from './widgets';

/** Where this app is, for the links it makes: its own address without the fragment. */
const appPath = () => `${location.origin}${location.pathname}`;

async function shareKit(fileName: string, json: string, text: string, link: string, name: string) {
  const textName = fileName.replace(/\.json$/, '.txt');
  const files = [
    new File([json], fileName, { type: 'application/json' }),
    new File([text], textName, { type: 'text/plain' }),
  ];
  const title = `Volga Table kit: ${name}`;
  try {
    if (navigator.canShare?.({ files })) {
      await navigator.share({ files, title, text: link });
      return 'Shared.';
    }
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, text: link });
      return 'Shared the link.';
    }
  } catch (e) {
    if ((e as Error).name === 'AbortError') return '';
  }
  downloadText(json, fileName);
  downloadText(text, textName, 'text/plain');
  return 'This browser cannot share: the kit file and its kit text were downloaded instead.';
}

/** The two ways to show the kit link on screen, each behind its own button. */
const PART_NAME = { qr: 'QR code', text: 'Kit text' } as const;

/** Returns the card that shares the kit in use: share sheet, kit text, link and QR code. */
export function ShareCard() {
  const kit = kitModel.active.value;
  const [show, setShow] = useState<'none' | 'text' | 'qr'>('none');
  const [note, setNote] = useState('');
  const text = kitToText(kit);
  const link = kitToLink(kit, appPath());
  const copy = async (what: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setNote(`${what} copied.`);
    } catch {
      setNote(`Copying was refused: select the ${what.toLowerCase()} below and copy it.`);
      setShow('text');
    }
  };
  return (
    <KitCard id="kit-share-title" title="Share with another owner" testid="kit-share">
      <p class="kit-small">
        No network needed: the kit travels inside the link, the QR code, the text or the file.
        {kit.fixture ? ' This is the made-up TEST FIXTURE, not a real map.' : ''}
      </p>
      <div class="kit-row share-row">
        <button
          type="button"
          class="btn"
          onClick={async () =>
            setNote(
              await shareKit(
                kitModel.exportFileName(),
                kitModel.exportText(),
                text,
                link,
                kit.name,
              ),
            )
          }
        >
          Share…
        </button>
        <button
          type="button"
          class="outlined kit-btn-secondary"
          onClick={() => copy('Kit link', link)}
        >
          Copy link
        </button>
        {(Object.keys(PART_NAME) as (keyof typeof PART_NAME)[]).map((part) => (
          <button
            key={part}
            type="button"
            class="outlined kit-btn-secondary"
            aria-expanded={show === part}
            onClick={() => setShow(show === part ? 'none' : part)}
          >
            {PART_NAME[part]}
          </button>
        ))}
      </div>
      {show === 'qr' && (
        <figure class="share-figure">
          <QrCode
            text={link}
            label={`QR code of the kit link for "${kit.name}"`}
            class="share-qr"
            testid="kit-qr"
            tooLong={
              <p class="kit-small" role="status" data-testid="kit-qr-too-long">
                Too long for one QR code (one holds {QR_MAX_BYTES.toLocaleString('en')} bytes): send
                the kit text or the kit file instead.
              </p>
            }
          />
          <figcaption class="kit-small">
            On the other phone: Volga Table → Component kit → File → Scan a QR code (or any camera
            app). {new TextEncoder().encode(link).length} bytes.
          </figcaption>
        </figure>
      )}
      {show === 'text' && (
        <>
          <label class="field-label" for="kit-text-out">
            Kit text ({plural(text.length, 'character')})
          </label>
          <textarea
            id="kit-text-out"
            class="input kit-input share-text"
            readOnly
            rows={10}
            value={text}
            data-testid="kit-text-out"
          />
          <div class="kit-row">
            <button
              type="button"
              class="outlined kit-btn-secondary"
              onClick={() => copy('Kit text', text)}
            >
              Copy kit text
            </button>
            <button
              type="button"
              class="outlined kit-btn-secondary"
              onClick={() =>
                downloadText(
                  text,
                  kitModel.exportFileName().replace(/\.json$/, '.txt'),
                  'text/plain',
                )
              }
            >
              Download kit text
            </button>
          </div>
        </>
      )}
      <p class="kit-small" role="status">
        {note}
      </p>
    </KitCard>
  );
}

/** Returns the card that takes a kit in as typed or pasted kit text, a link, or a scanned QR code. */
export function TakeKitCard() {
  const [typed, setTyped] = useState('');
  const [scanning, setScanning] = useState(false);
  const [found, setFound] = useState<RecognisedKit | null>(null);
  const [note, setNote] = useState('');
  const read = (text: string) => {
    setNote('');
    const r = recogniseKit(text);
    if (r) setFound(r);
    else
      setNote(
        'This is neither kit text (lines starting area, counter, event…) nor a kit link (…#kit=…).',
      );
  };
  const scan = () => {
    setFound(null);
    setScanning(true);
  };
  return (
    <KitCard id="kit-take-title" title="Kit text, link or QR code" testid="kit-take">
      <p class="kit-small">
        Type or paste kit text (from another owner, a forum post or your notes) or a kit link. The
        import plan shows what would change; nothing changes until you confirm.
      </p>
      <label class="field-label" for="kit-text-in">
        Kit text or link
      </label>
      <textarea
        id="kit-text-in"
        class="input kit-input share-text"
        rows={6}
        value={typed}
        spellcheck={false}
        autocapitalize="off"
        placeholder={'kit "My box"\narea 7 clear tem 1 borders 4 8 9 10 all'}
        onInput={(e) => setTyped(e.currentTarget.value)}
        data-testid="kit-text-in"
      />
      <div class="kit-row share-row">
        <button
          type="button"
          class="btn"
          disabled={typed.trim() === ''}
          onClick={() => read(typed)}
          data-testid="kit-text-read"
        >
          Read it
        </button>
        <button type="button" class="outlined kit-btn-secondary" onClick={scan}>
          Scan a QR code
        </button>
      </div>
      {scanning && (
        <QrScanner
          onText={(t) => {
            setScanning(false);
            read(t);
          }}
          onClose={() => setScanning(false)}
        />
      )}
      {found && (
        <KitImportPlan
          found={found}
          onDone={(m) => {
            setFound(null);
            setNote(m);
          }}
          onCancel={() => setFound(null)}
        />
      )}
      <p class="kit-small" role="status" data-testid="kit-take-status">
        {note}
      </p>
    </KitCard>
  );
}
