/**
 * Kit sharing sizes: the complete TEST FIXTURE kit as a kit link (it must fit one QR code, whose
 * largest holds 2,953 bytes at level L) and as kit text, and the QR code's side in modules.
 */
import type { Budget } from '../scripts/bench';
import { qrModules } from '../src/core/qr';
import { fixtureKit } from '../src/volga/engine/kit/fixture';
import { kitToLink } from '../src/volga/engine/kit/link';
import { kitToText } from '../src/volga/engine/kit/text';

/** Runs first: nothing to build. */
export const order = 5;

/** The app's address as `npm run serve` gives it: a link's length includes it. */
const APP = 'http://127.0.0.1:4173/';

/** Measures the fixture kit's link bytes, kit text characters and QR code size. */
export async function run(): Promise<Record<string, number>> {
  const kit = fixtureKit();
  const link = kitToLink(kit, APP);
  return {
    kitLinkBytes: new TextEncoder().encode(link).length,
    kitTextChars: kitToText(kit).length,
    kitQrModules: qrModules(link)?.size ?? 0,
  };
}

export const budgets: readonly Budget[] = [
  {
    key: 'kitLinkBytes',
    text: 'complete kit link at most 2,900 bytes (one QR code)',
    check: (m) => (m.kitLinkBytes ?? Number.POSITIVE_INFINITY) <= 2900,
  },
  {
    key: 'kitTextChars',
    text: 'complete kit text reported',
    check: (m) => (m.kitTextChars ?? 0) > 0,
  },
];
