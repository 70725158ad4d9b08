/**
 * The QR code of a link, chosen so that scanners read it back: the smallest version that holds it
 * at the lowest error correction level (L), then the highest level that version still holds it
 * at (a bigger margin for smudges at no cost in size), with the standard four-module quiet zone.
 * Pure: the module matrix only, drawn by the caller.
 *
 * Version 23 is never used. ISO/IEC 18004 (Annex E) puts its alignment patterns at 6, 30, 54,
 * 78 and 102, and uqr draws them there; but jsQR (the app's own fallback scanner) and readers
 * built on jsqrcode look for 74 instead of 78, and at level L there is too little error
 * correction to survive that, so every version 23 code at L failed to decode (a 1,005-byte
 * campaign link among them). Version 24 holds more and reads everywhere.
 */
import { encode } from 'uqr';

/** The most bytes one QR code holds: version 40, level L, byte mode. */
export const QR_MAX_BYTES = 2953;

/** The version some decoders misread (see above), skipped for the next one. */
const MISREAD_VERSION = 23;

/** One QR code: its modules (true is dark) with the quiet zone, a side of `size` modules. */
export interface QrModules {
  readonly size: number;
  readonly dark: readonly (readonly boolean[])[];
  readonly version: number;
  readonly ecc: 'L' | 'M' | 'Q' | 'H';
}

/** Returns the link's length in bytes, as the QR code carries it (UTF-8). */
export const qrBytes = (text: string): number => new TextEncoder().encode(text).length;

/** The error correction levels, most first: the first that fits the version is taken. */
const LEVELS = ['H', 'Q', 'M', 'L'] as const;

/** Returns the QR code of `text`, or null when it is longer than one code holds. */
export function qrModules(text: string): QrModules | null {
  if (qrBytes(text) > QR_MAX_BYTES) return null;
  // The smallest version that holds the text at level L, past the misread one.
  let version = encode(text, { ecc: 'L', border: 0 }).version;
  if (version === MISREAD_VERSION) version += 1;
  // A code of that size costs nothing more at a higher level, and survives more smudges.
  for (const ecc of LEVELS) {
    try {
      const r = encode(text, { ecc, border: 4, minVersion: version, maxVersion: version });
      return { size: r.size, dark: r.data, version, ecc };
    } catch {
      // Too long for this level at this version: try the next level down.
    }
  }
  return null;
}
