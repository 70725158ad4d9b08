/** QR modules drawn as the RGBA pixels a camera frame or a screenshot would hold. */

/** The modules as RGBA pixels, `scale` pixels a module (dark is black, light is white). */
export function qrPixels(dark: readonly (readonly boolean[])[], scale: number) {
  const side = dark.length * scale;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const v = dark[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      data.set([v, v, v, 255], (y * side + x) * 4);
    }
  return { data, side };
}
