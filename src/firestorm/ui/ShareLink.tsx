/**
 * A link the club passes around (the whole campaign, or one battle's result): the phone's share
 * sheet, a copy to paste into a message, and its QR code to scan from this screen. The link
 * carries everything in its fragment, so no network or server is needed.
 */
import { useState } from 'preact/hooks';
import { FlipButton } from '../../core/controls';
import { QrCode } from '../../core/controls/QrCode';
import { QR_MAX_BYTES, qrBytes } from '../../core/qr';

async function share(title: string, link: string): Promise<string> {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url: link });
      return 'Shared.';
    }
  } catch (e) {
    if ((e as Error).name === 'AbortError') return '';
  }
  try {
    await navigator.clipboard.writeText(link);
    return 'This browser cannot share: the link was copied instead. Paste it into a message.';
  } catch {
    return 'This browser cannot share or copy here: copy the link below by hand.';
  }
}

/**
 * Returns the share, copy and QR buttons of `link`, and the link itself to copy by hand; `file`
 * names the file that carries the same thing, offered when the link is too long for a QR code.
 */
export function ShareLink(props: {
  link: string;
  title: string;
  what: string;
  testid: string;
  file?: string;
}) {
  const [note, setNote] = useState('');
  const [qr, setQr] = useState(false);
  const bytes = qrBytes(props.link);
  return (
    <div class="fs-share" data-testid={props.testid}>
      <div class="fs-row">
        <button
          type="button"
          class="btn"
          onClick={async () => setNote(await share(props.title, props.link))}
        >
          Share {props.what}
        </button>
        <button
          type="button"
          class="btn-quiet"
          data-testid={`${props.testid}-copy`}
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(props.link);
              setNote('Link copied: paste it into a message.');
            } catch {
              setNote('Copying was refused: copy the link below by hand.');
            }
          }}
        >
          Copy the link
        </button>
        <FlipButton
          class="btn-quiet"
          on={qr}
          onFlip={setQr}
          shows
          words={['Show the QR code', 'Hide the QR code']}
          testid={`${props.testid}-qr-toggle`}
        />
      </div>
      {note && (
        <p class="fs-small" role="status">
          {note}
        </p>
      )}
      {qr && (
        <QrCode
          text={props.link}
          label={`QR code of the link to ${props.what}`}
          class="fs-qr"
          testid={`${props.testid}-qr`}
          tooLong={
            <p class="fs-small" role="status" data-testid={`${props.testid}-too-long`}>
              Too long for one QR code ({bytes.toLocaleString('en')} bytes; one code holds{' '}
              {QR_MAX_BYTES.toLocaleString('en')}): share or copy the link
              {props.file ? `, or send ${props.file},` : ''} instead. Long battle notes make it so.
            </p>
          }
        />
      )}
      <label class="fs-mini">
        The link ({bytes.toLocaleString('en')} bytes)
        <input
          class="input fs-link"
          readOnly
          value={props.link}
          data-testid={`${props.testid}-link`}
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
    </div>
  );
}
