/**
 * Reads a QR code on screen the way a second phone's camera would: the drawn SVG is painted to a
 * canvas at its on-screen size (no upscaling to help it), and jsQR decodes the pixels.
 */
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';

export async function decodeQrOnScreen(page: Page, testid: string): Promise<string | null> {
  const shot = await page.getByTestId(testid).evaluate(async (svg) => {
    const box = svg.getBoundingClientRect();
    const w = Math.round(box.width);
    const h = Math.round(box.height);
    // The picture at its on-screen size (an SVG with only a viewBox has none of its own).
    const copy = svg.cloneNode(true) as Element;
    copy.setAttribute('width', String(w));
    copy.setAttribute('height', String(h));
    copy.removeAttribute('style');
    const xml = new XMLSerializer().serializeToString(copy);
    // A blob: URL, which the app's Content-Security-Policy allows for images (data: it does not).
    const url = URL.createObjectURL(new Blob([xml], { type: 'image/svg+xml' }));
    const img = new Image();
    img.src = url;
    await img.decode();
    URL.revokeObjectURL(url);
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.drawImage(img, 0, 0, w, h);
    return { w, h, data: Array.from(ctx.getImageData(0, 0, w, h).data) };
  });
  if (!shot) return null;
  const code = jsQR(Uint8ClampedArray.from(shot.data), shot.w, shot.h);
  return code?.data ?? null;
}

/** Width of one module in CSS pixels and whether every module is the same whole size. */
export async function qrModulePx(page: Page, testid: string): Promise<number> {
  return page.getByTestId(testid).evaluate((svg) => {
    const side = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    return svg.getBoundingClientRect().width / side;
  });
}
