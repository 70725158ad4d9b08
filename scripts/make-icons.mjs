// Draws the app's icons (our own artwork) as SVG and rasterises them with headless Chromium.
// Run `node scripts/make-icons.mjs` after changing the art; the PNGs are committed.
// The art: a red map hex with an ivory arrow advancing east on an ivory river, the Volga.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FIELD = '#24231f';
const RED = '#8f1d1d';
const IVORY = '#f1ebdc';

/** Points of a flat-topped hexagon of radius r centred on (256, 256). */
function hexPoints(r) {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${(256 + r * Math.cos(a)).toFixed(1)},${(256 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/**
 * The icon as SVG. `scale` shrinks the art towards the centre (maskable icons must keep it
 * inside the middle 80% circle); `corner` rounds the background (0 = full bleed).
 */
function iconSvg({ scale = 1, corner = 0 } = {}) {
  const hex = hexPoints(200);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img" aria-label="Volga Table">
  <title>Volga Table</title>
  <rect width="512" height="512" rx="${corner}" fill="${FIELD}"/>
  <defs><clipPath id="hex"><polygon points="${hex}"/></clipPath></defs>
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <polygon points="${hex}" fill="${RED}"/>
    <g clip-path="url(#hex)">
      <path d="M350 40 C 300 130, 392 190, 344 262 S 304 400, 352 480" fill="none" stroke="${IVORY}" stroke-width="34" stroke-linecap="round"/>
    </g>
    <path d="M98 226 H 198 V 172 L 282 256 L 198 340 V 286 H 98 Z" fill="${IVORY}"/>
    <polygon points="${hex}" fill="none" stroke="${IVORY}" stroke-width="22" stroke-linejoin="round"/>
  </g>
</svg>
`;
}

const targets = [
  { file: 'public/icons/icon-192.png', size: 192, art: { corner: 96 } },
  { file: 'public/icons/icon-512.png', size: 512, art: { corner: 96 } },
  // Maskable: full-bleed background; the art fits the 40%-radius safe circle.
  { file: 'public/icons/icon-maskable-512.png', size: 512, art: { scale: 0.74 } },
  // iOS rounds the corners itself and shows transparency as black, so full bleed here too.
  { file: 'public/apple-touch-icon.png', size: 180, art: { scale: 0.86 } },
];

writeFileSync(join(root, 'public/favicon.svg'), iconSvg({ corner: 96 }));

// As `npm test` does: install Debian's Chromium when this machine has none.
execFileSync('bash', [join(root, 'scripts/ensure-chromium.sh')], { stdio: 'inherit' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const t of targets) {
    const page = await browser.newPage({ viewport: { width: t.size, height: t.size } });
    const svg = iconSvg(t.art).replace(
      'width="512" height="512"',
      `width="${t.size}" height="${t.size}"`,
    );
    await page.setContent(
      `<!doctype html><body style="margin:0;background:transparent">${svg}</body>`,
    );
    mkdirSync(dirname(join(root, t.file)), { recursive: true });
    await page.screenshot({ path: join(root, t.file), omitBackground: true });
    await page.close();
    console.log(`wrote ${t.file} (${t.size}x${t.size})`);
  }
} finally {
  await browser.close();
}
