/**
 * Every link length the app offers as a QR code is read back by a second, independent decoder
 * (jsQR) from a rendered image of the code, at 3 and at 6 pixels a module; past one code's
 * capacity there is no code.
 */
import jsQR from 'jsqr';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QR_MAX_BYTES, qrBytes, qrModules } from '../../src/core/qr';
import { prng } from '../support/prng';
import { qrPixels } from '../support/qr';

/** base64url, the alphabet of a link's payload (core/files/fragment.ts). */
const PAYLOAD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const APP = 'https://club.example/volga-table/#/firestorm/shared/1';

/** A link of exactly `bytes` bytes: the app's address, then a random payload. */
function linkOf(bytes: number, seed: number): string {
  const r = prng(seed);
  let s = APP;
  while (s.length < bytes) s += r.pick([...PAYLOAD]);
  return s;
}

/** The text jsQR reads from the code drawn `scale` pixels a module, or null. */
function readBack(dark: readonly (readonly boolean[])[], scale: number): string | null {
  const { data, side } = qrPixels(dark, scale);
  return jsQR(data, side, side, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

// Every 23 bytes lands in every version from 100 bytes up (the smallest step between two
// versions' capacities there is 28 bytes), and the ends and the 1,005-byte campaign link too.
const LENGTHS = [
  ...Array.from({ length: Math.floor((QR_MAX_BYTES - 100) / 23) + 1 }, (_, i) => 100 + 23 * i),
  1005,
  QR_MAX_BYTES,
];

describe('QR codes of links', () => {
  it.each(LENGTHS)('a %i-byte link decodes to itself at 3 and 6 px a module', (bytes) => {
    const link = linkOf(bytes, bytes);
    expect(qrBytes(link)).toBe(bytes);
    const qr = qrModules(link);
    expect(qr, `${bytes} bytes fit one code`).not.toBeNull();
    const { dark, size, version } = qr!;
    // The quiet zone: four light modules on every side.
    expect(size).toBe(17 + 4 * version + 8);
    expect(dark[3]!.some(Boolean) || dark[size - 4]!.some(Boolean)).toBe(false);
    expect(version).not.toBe(23);
    expect(readBack(dark, 3), `${bytes} bytes, v${version} ${qr!.ecc}, 3 px`).toBe(link);
    // The bigger picture costs more time to read: every eighth length is enough at 6 px.
    if (bytes % 8 === 0 || bytes === 1005)
      expect(readBack(dark, 6), `${bytes} bytes, v${version}, 6 px`).toBe(link);
  });

  it('the 1,005-byte link takes version 24, past the version jsQR misreads', () => {
    expect(qrModules(linkOf(1005, 1))?.version).toBe(24);
    // Why: the same link at version 23, level L, as the encoder makes it unasked, is not read.
    const at23 = encode(linkOf(1005, 1), { ecc: 'L', border: 4 });
    expect(at23.version).toBe(23);
    expect(readBack(at23.data, 3)).toBeNull();
  });

  it('raises the error correction where the version has room for it', () => {
    // 80 bytes need version 5 at L (version 4 holds 78); version 5 holds 84 at M, so M is free.
    expect(qrModules(linkOf(80, 2))).toMatchObject({ version: 5, ecc: 'M' });
  });

  it('past one code’s capacity there is no code to draw', () => {
    expect(qrModules(linkOf(QR_MAX_BYTES + 1, 3))).toBeNull();
    expect(qrModules(linkOf(5000, 4))).toBeNull();
  });
});
