/** The QR code the kit screen draws for a complete kit's link is read back by the fallback decoder. */
import { describe, expect, it } from 'vitest';
import { qrModules } from '../../../../../src/core/qr';
import { fixtureKit } from '../../../../../src/volga/engine/kit/fixture';
import { kitToLink } from '../../../../../src/volga/engine/kit/link';
import { decodeQrPixels } from '../../../../../src/volga/ui/kit/ShareScan';
import { qrPixels as pixels } from '../../../../support/qr';

describe('kit QR code', () => {
  it('the complete fixture kit link fits one code and decodes to the same link', async () => {
    const link = kitToLink(fixtureKit(), 'http://127.0.0.1:4173/');
    const { size, dark } = qrModules(link)!;
    // Version 40 is 177 modules a side, plus the quiet zone of 4 on each side.
    expect(size).toBeLessThanOrEqual(177 + 8);
    const { data, side } = pixels(dark, 3);
    expect(await decodeQrPixels(data, side, side)).toBe(link);
  });
  it('a blank frame reads as no code', async () => {
    const { data, side } = pixels(
      [
        [false, false],
        [false, false],
      ],
      20,
    );
    expect(await decodeQrPixels(data, side, side)).toBeNull();
  });
});
