/**
 * The QR code of a kit link, drawn as SVG from uqr's module matrix: uqr is small, has no
 * dependencies and runs anywhere. Level L (the lowest error correction) holds the most, which a
 * complete kit needs; the code is shown on a screen, not printed, so little damage is expected.
 */
import { encode } from 'uqr';

/** The QR modules of `text` at level L with the standard four-module quiet zone. */
export function qrModules(text: string): { size: number; dark: readonly (readonly boolean[])[] } {
  const r = encode(text, { ecc: 'L', border: 4 });
  return { size: r.size, dark: r.data };
}

/** Returns the QR code of `text` as an SVG image named by `label`. */
export function QrCode(props: { text: string; label: string }) {
  const { size, dark } = qrModules(props.text);
  let d = '';
  dark.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      class="share-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={props.label}
      shape-rendering="crispEdges"
      data-testid="kit-qr"
      data-modules={size}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
