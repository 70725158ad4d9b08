/**
 * The map picture as a PNG poster for the club's chat, made on the device (no network): the
 * picture is drawn off screen, each part given the colours and type the stylesheet gives it (an
 * SVG turned into an image sees no stylesheet), and painted onto a canvas. It is drawn in the
 * light, print-like palette whatever the screen's theme: a poster is shared and printed, and a
 * dark one reads badly on paper and beside the club's other pictures.
 */
import { render, type VNode } from 'preact';

/** What the stylesheet sets on the picture's parts, copied onto each part for the image. */
const STYLE_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-size',
  'font-weight',
  'font-family',
  'text-anchor',
  'paint-order',
] as const;

/** Margin kept right of the longest line, in picture units. */
const MARGIN = 12;

/** Widens the drawn picture (and its ground) so that its longest line of text fits. */
function widenToText(svg: SVGSVGElement): void {
  const right = Math.max(
    0,
    ...[...svg.querySelectorAll('text')].map((t) => {
      const b = t.getBBox();
      return b.x + b.width;
    }),
  );
  const width = Math.ceil(right + MARGIN);
  if (width <= svg.width.baseVal.value) return;
  const height = svg.height.baseVal.value;
  svg.setAttribute('width', String(width));
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.querySelector('.fs-map-ground')?.setAttribute('width', String(width));
}

/** Returns the markup of `picture` (an <svg>) drawn off screen, with its computed styles written in. */
function standaloneSvg(picture: VNode): { markup: string; width: number; height: number } {
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.className = 'theme-light';
  box.style.cssText = 'position:absolute;left:-20000px;top:0;';
  document.body.append(box);
  try {
    render(picture, box);
    const svg = box.querySelector('svg');
    if (!svg) throw new Error('The picture did not draw.');
    widenToText(svg);
    for (const el of [svg, ...svg.querySelectorAll('*')]) {
      const cs = getComputedStyle(el);
      el.setAttribute('style', STYLE_PROPS.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';'));
    }
    return {
      markup: new XMLSerializer().serializeToString(svg),
      width: svg.width.baseVal.value,
      height: svg.height.baseVal.value,
    };
  } finally {
    render(null, box);
    box.remove();
  }
}

/** Returns the picture as a PNG at `scale` times its size (2: sharp on a phone's screen). */
export async function posterPng(picture: VNode, scale = 2): Promise<Blob> {
  const { markup, width, height } = standaloneSvg(picture);
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser cannot draw the poster.');
    ctx.scale(scale, scale);
    ctx.drawImage(img, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(new Error('This browser cannot make a PNG.'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** True when the phone's share sheet takes a PNG file. */
export function canSharePng(): boolean {
  try {
    const probe = new File([new Uint8Array(1)], 'poster.png', { type: 'image/png' });
    return typeof navigator.canShare === 'function' && navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
}
