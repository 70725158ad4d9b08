/**
 * A link's QR code drawn as SVG from the module matrix (core/qr.ts), for another phone to scan
 * from this screen. White behind the code keeps it readable in the dark theme. A module is a
 * whole number of CSS pixels where the width allows it, so no module is drawn a pixel wider than
 * its neighbour (uneven modules are what a scanner's grid sampling trips over). The whole is
 * counted in device pixels, so a phone's 2x or 3x screen draws the code larger with modules just
 * as even. Four white modules round the code are the quiet zone a scanner looks for, kept inside
 * the picture so a dark card round it does not eat into it.
 */
import type { ComponentChildren } from 'preact';
import { qrModules } from '../qr';

/** The widest a code is drawn, in CSS pixels (inside a 360 px screen's card). */
const MAX_SIDE_PX = 320;
/** The quiet zone round the code, in modules (ISO/IEC 18004 asks for four). */
const QUIET = 4;

/** CSS width of a code `side` modules wide: whole device pixels per module, 2 at least. */
export function qrSidePx(side: number, dpr: number): number | undefined {
  const ratio = dpr > 0 && Number.isFinite(dpr) ? dpr : 1;
  const perModule = Math.floor((MAX_SIDE_PX * ratio) / side);
  return perModule >= 2 ? (perModule * side) / ratio : undefined;
}

/**
 * Returns the QR code of `text`, or, past one code's capacity, `tooLong` (what to use instead:
 * the caller knows whether a file or the link itself is on offer).
 */
export function QrCode(props: {
  text: string;
  label: string;
  class: string;
  testid: string;
  tooLong: ComponentChildren;
}) {
  const qr = qrModules(props.text);
  if (!qr) return <>{props.tooLong}</>;
  const { size, dark } = qr;
  let d = '';
  dark.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  const side = size + 2 * QUIET;
  const width = qrSidePx(side, globalThis.devicePixelRatio ?? 1);
  return (
    <svg
      class={props.class}
      viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
      role="img"
      aria-label={props.label}
      shape-rendering="crispEdges"
      // Never wider than its card: a narrower card scales it down (max-width in the CSS).
      style={width ? { width: `${width}px`, maxWidth: '100%' } : undefined}
      data-testid={props.testid}
      data-modules={size}
      data-version={qr.version}
      data-ecc={qr.ecc}
    >
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
