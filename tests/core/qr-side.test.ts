import { describe, expect, it } from 'vitest';
import { qrSidePx } from '../../src/core/controls/QrCode';

describe('QR code size on screen', () => {
  it('draws whole device pixels per module, larger on a 3x screen', () => {
    // 125 modules with the quiet zone: 2 px each at 1x; 7 device px (7/3 CSS px) at 3x.
    expect(qrSidePx(125, 1)).toBe(250);
    expect(qrSidePx(125, 3)).toBeCloseTo((7 * 125) / 3);
    expect(((qrSidePx(125, 3) ?? 0) * 3) / 125).toBe(7);
  });
  it('gives up the whole-pixel rule only when a module would be under 2 device px', () => {
    expect(qrSidePx(161, 1)).toBeUndefined();
    expect(qrSidePx(161, 2)).toBeCloseTo((3 * 161) / 2);
    expect(qrSidePx(40, Number.NaN)).toBe(320);
  });
});
