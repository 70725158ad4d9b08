/** The QR code the kit screen draws for a complete kit's link is read back by the fallback decoder. */
import { describe, expect, it } from 'vitest';
import { fixtureKit } from '../../../../../src/volga/engine/kit/fixture';
import { kitToLink } from '../../../../../src/volga/engine/kit/link';
import { qrModules } from '../../../../../src/volga/ui/kit/ShareQr';
import { decodeQrPixels } from '../../../../../src/volga/ui/kit/ShareScan';

/** The modules as RGBA pixels, `scale` pixels a module, as a camera frame would hold them. */
function pixels(dark: readonly (readonly boolean[])[], scale: number) {
  const side = dark.length * scale;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const v = dark[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      data.set([v, v, v, 255], (y * side + x) * 4);
    }
  return { data, side };
}

describe('kit QR code', () => {
  it('the complete fixture kit link fits one code and decodes to the same link', async () => {
    const link = kitToLink(fixtureKit(), 'http://127.0.0.1:4173/');
    const { size, dark } = qrModules(link);
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
