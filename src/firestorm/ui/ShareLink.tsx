/**
 * A link the club passes around (the whole campaign, or one battle's result): the phone's share
 * sheet, a copy to paste into a message, and its QR code to scan from this screen. The link
 * carries everything in its fragment, so no network or server is needed.
 */
import { useState } from 'preact/hooks';
import { encode } from 'uqr';
import { FlipButton } from '../../core/controls';

/** The most bytes one QR code holds (version 40, level L, byte mode). */
const QR_MAX_BYTES = 2953;

/** The QR code of `text` as an SVG image named by `label` (level L holds the most). */
function QrCode(props: { text: string; label: string; testid: string }) {
  const r = encode(props.text, { ecc: 'L', border: 4 });
  let d = '';
  r.data.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      class="fs-qr"
      viewBox={`0 0 ${r.size} ${r.size}`}
      role="img"
      aria-label={props.label}
      shape-rendering="crispEdges"
      data-testid={props.testid}
      data-modules={r.size}
    >
      <rect width={r.size} height={r.size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

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

/** Returns the share, copy and QR buttons of `link`, and the link itself to copy by hand. */
export function ShareLink(props: { link: string; title: string; what: string; testid: string }) {
  const [note, setNote] = useState('');
  const [qr, setQr] = useState(false);
  const bytes = new TextEncoder().encode(props.link).length;
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
      {qr && bytes > QR_MAX_BYTES && (
        <p class="fs-small" data-testid={`${props.testid}-too-long`}>
          Too long for one QR code (long battle notes make it so): share or copy the link instead.
        </p>
      )}
      {qr && bytes <= QR_MAX_BYTES && (
        <QrCode
          text={props.link}
          label={`QR code of the link to ${props.what}`}
          testid={`${props.testid}-qr`}
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
