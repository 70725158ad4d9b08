/**
 * The map picture at 390x844 with a campaign under way on the TEST FIXTURE map: areas with their
 * holder, attacks and a City Fight being fought, the City Fight Track; axe in both themes, 44 px
 * targets, nothing cut at 360 px; areas dragged to a new place (a mouse, a finger) keep it after a
 * reload, and one moved with the arrow buttons too; the poster downloads as a PNG.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { AREA_BOX, GRID } from '../../../src/firestorm/engine/layout';
import { openApp, pngSize, readOpenCampaign, SCREENSHOT_DIR, setThemeNow } from '../support/app';
import { rulesFor, seriousViolations } from '../support/axe';
import { Player } from '../support/player';
import { bigTargets, dragAreaUp, mapNode, Table } from './table';

/** Where the stored layout of the open campaign puts area `id`, as the picture's transform. */
async function storedTransform(page: Page, id: string): Promise<string | null> {
  const p = (await readOpenCampaign(page))?.map.layout?.[id];
  // The picture's padding (10, MapSvg) and the layout's grid steps.
  return p ? `translate(${10 + p[0] * GRID.stepX} ${10 + p[1] * GRID.stepY})` : null;
}

/** Every text of the picture's areas that sticks out of its area's box, as "id: text". */
function textOutsideBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="fs-map-svg"] [data-map-area]')].flatMap((g) => {
      const box = g.querySelector('.fs-node-box')?.getBoundingClientRect();
      if (!box) return ['no box'];
      return [...g.querySelectorAll('text')]
        .filter((t) => {
          const r = t.getBoundingClientRect();
          return (
            r.left < box.left || r.right > box.right || r.top < box.top || r.bottom > box.bottom
          );
        })
        .map((t) => `${g.getAttribute('data-map-area')}: ${t.textContent}`);
    }),
  );
}

test('the map picture: drawn, readable, dragged and kept, and saved as a poster', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openApp(page, 'firestorm');
  await page.getByTestId('fs-start-fixture').click();
  const t = new Table(page, new Player(page));
  await t.place(4, 'F → A');
  await t.mission(1, 'Chosen together');
  await t.result(1, 'attacker');
  await t.city(2, 5, 'attacker');
  // Battle 3 (Soviet, A into B) and battle 4 (a City Fight) are being fought.
  await t.place(4, 'A → B');
  await t.place(2, 'City Fight in Stalingrad');

  const picture = page.getByTestId('fs-map-svg');
  await picture.scrollIntoViewIfNeeded();
  await expect(mapNode(page, 'A')).toContainText('SOV');
  await expect(mapNode(page, 'B')).toContainText('GER');
  await expect(picture.locator('.fs-attack[data-battle="3"] path')).toHaveCount(1);
  await expect(picture.locator('.fs-city-fight[data-battle="4"]')).toHaveCount(1);
  await expect(picture.locator('.fs-sticker-on')).toHaveCount(1);
  await expect(picture.locator('.fs-border')).toHaveCount(16);
  const words = page.getByTestId('fs-map-list');
  await expect(words.locator('[data-map-area="A"]')).toContainText(
    'Soviet, 4 VP. Borders F, B, C. Battle 3: Soviet attack from here into B.',
  );
  await expect(words.locator('[data-map-area="S"]')).toContainText('City Fight battle 4');

  // Areas move only once asked: then they can be dragged, or stepped with the arrow buttons.
  await expect(page.getByTestId('fs-map-move')).toHaveCount(0);
  await page.getByTestId('fs-map-arrange').click();
  await expect(page.getByTestId('fs-map-arrange')).toHaveAttribute('aria-pressed', 'true');
  for (const theme of ['light', 'dark'] as const) {
    await setThemeNow(page, theme);
    expect(await seriousViolations(page, rulesFor(theme)), `map picture, ${theme}`).toEqual([]);
    await page
      .getByTestId('fs-map')
      .screenshot({ path: `${SCREENSHOT_DIR}/firestorm-map-${theme}.png` });
  }
  await setThemeNow(page, 'light');
  await bigTargets(page);
  expect(await textOutsideBoxes(page)).toEqual([]);

  // Nothing is cut on a 360 px phone: the page does not scroll sideways, the areas' words fit.
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await textOutsideBoxes(page)).toEqual([]);
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="fs-map"] :is(li, button, label, legend, p)')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => (el.textContent ?? '').slice(0, 30)),
  );
  expect(cut).toEqual([]);
  for (const theme of ['light', 'dark'] as const) {
    await setThemeNow(page, theme);
    await page
      .getByTestId('fs-map')
      .screenshot({ path: `${SCREENSHOT_DIR}/firestorm-map-360-${theme}.png` });
  }
  await setThemeNow(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });

  // Drag G up into the free corner above it: it lands there and stays after a reload.
  const before = await dragAreaUp(page, 'G');
  // The picture shows the new place once it is stored, a moment after the note.
  await expect(mapNode(page, 'G')).not.toHaveAttribute('transform', before ?? '');
  const dragged = await mapNode(page, 'G').getAttribute('transform');
  // A finger does the same: J goes up into the place G left.
  const j = await mapNode(page, 'J').getAttribute('transform');
  const jBox = await mapNode(page, 'J').locator('.fs-node-box').boundingBox();
  if (!jBox) throw new Error('no box for J');
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [{ x: jBox.x + jBox.width / 2, y: jBox.y + jBox.height / 2 - dy }],
    });
  await touch('touchStart', 0);
  for (let i = 1; i <= 5; i++) await touch('touchMove', (i * jBox.height * 1.15) / 5);
  await touch('touchEnd', 0);
  await expect(page.getByTestId('fs-map-note')).toHaveText('J moved.');
  // The picture shows the new place once it is stored, a moment after the note.
  await expect(mapNode(page, 'J')).not.toHaveAttribute('transform', j ?? '');
  const touched = await mapNode(page, 'J').getAttribute('transform');
  // Without dragging: pick D and step it down (it is at the left edge: it cannot go left).
  await page.getByTestId('fs-map-pick').selectOption('D');
  const d = await mapNode(page, 'D').getAttribute('transform');
  await page.getByTestId('fs-map-left').click();
  await expect(page.getByTestId('fs-map-note')).toHaveText(
    'D stays where it was: no room left of it.',
  );
  await page.getByTestId('fs-map-down').click();
  await expect(page.getByTestId('fs-map-note')).toHaveText('D moved.');
  // The picture shows the new place once it is stored, a moment after the note.
  await expect(mapNode(page, 'D')).not.toHaveAttribute('transform', d ?? '');
  const stepped = await mapNode(page, 'D').getAttribute('transform');
  // The moves are stored before the reload reads the campaign back (each write is async, in
  // order; a reload at once on a loaded machine found D where it was before its last step).
  await expect
    .poll(() => Promise.all(['G', 'D', 'J'].map((id) => storedTransform(page, id))))
    .toEqual([dragged, stepped, touched]);
  await page.reload();
  await page.getByTestId('fs-map-arrange').click();
  await expect(mapNode(page, 'G')).toHaveAttribute('transform', dragged as string);
  await expect(mapNode(page, 'D')).toHaveAttribute('transform', stepped as string);
  await expect(mapNode(page, 'J')).toHaveAttribute('transform', touched as string);

  // Printed with the standing: the picture and the map in words, without the move controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('fs-standing')).toBeVisible();
  await expect(page.getByTestId('fs-map-svg')).toBeVisible();
  await expect(page.getByTestId('fs-map-list')).toBeVisible();
  await expect(page.getByTestId('fs-map-move')).toBeHidden();
  await expect(page.getByTestId('fs-map-poster')).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/firestorm-map-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The poster: a PNG of the picture, the names and the standing.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('fs-map-poster').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^firestorm-poster-.*\.png$/);
  await download.saveAs(`${SCREENSHOT_DIR}/firestorm-poster.png`);
  const bytes = readFileSync(await download.path());
  console.log(`poster ${bytes.length} bytes, ${JSON.stringify(pngSize(bytes))}`);
  const size = pngSize(bytes);
  expect(size.width).toBeGreaterThan(600);
  expect(size.height).toBeGreaterThan(600);
  expect(bytes.length).toBeGreaterThan(20_000);
  // No blank band under the map: the tallest run of empty rows (between any two lines, or at
  // the foot) is shorter than one area's box, drawn 2 px a picture unit.
  const band = await blankRows(page, bytes);
  console.log(`poster: tallest blank run ${band.inside} px inside, ${band.foot} px at the foot`);
  expect(band.inside).toBeLessThan(AREA_BOX.h * 2);
  expect(band.foot).toBeLessThan(AREA_BOX.h * 2);
  await expect(page.getByTestId('fs-map-note')).toContainText('Poster saved');
});

/** The tallest run of rows of a PNG all in its first pixel's colour, inside it and at its foot. */
async function blankRows(page: Page, bytes: Buffer): Promise<{ inside: number; foot: number }> {
  return page.evaluate(async (b64) => {
    const raw = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
    const img = new Image();
    img.src = URL.createObjectURL(new Blob([raw], { type: 'image/png' }));
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d');
    if (!ctx) return { inside: -1, foot: -1 };
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    const blank = (y: number) => {
      for (let x = 0; x < c.width; x++) {
        const i = (y * c.width + x) * 4;
        if (d[i] !== d[0] || d[i + 1] !== d[1] || d[i + 2] !== d[2]) return false;
      }
      return true;
    };
    let run = 0;
    let inside = 0;
    for (let y = 0; y < c.height; y++) {
      run = blank(y) ? run + 1 : 0;
      if (run === 0) continue;
      if (y + 1 < c.height && !blank(y + 1)) inside = Math.max(inside, run);
    }
    return { inside, foot: run };
  }, bytes.toString('base64'));
}

/**
 * A PNG read in the page: its first pixel [r, g, b, a], and how many pixels have one of the
 * `colours` ("r,g,b").
 */
async function pngPixels(
  page: Page,
  bytes: Buffer,
  colours: readonly string[],
): Promise<{ first: number[]; matching: number }> {
  // A blob: URL, as the poster itself is drawn (the app's content policy takes no data: images).
  return page.evaluate(
    async ([b64, wanted]) => {
      const raw = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
      const img = new Image();
      img.src = URL.createObjectURL(new Blob([raw], { type: 'image/png' }));
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d');
      if (!ctx) return { first: [], matching: -1 };
      ctx.drawImage(img, 0, 0);
      const d = ctx.getImageData(0, 0, c.width, c.height).data;
      const set = new Set(wanted);
      let matching = 0;
      for (let i = 0; i < d.length; i += 4)
        if (set.has(`${d[i]},${d[i + 1]},${d[i + 2]}`)) matching++;
      return { first: [d[0]!, d[1]!, d[2]!, d[3]!], matching };
    },
    [bytes.toString('base64'), colours] as const,
  );
}

test('the poster is drawn in the light, print-like colours in the dark theme too', async ({
  page,
}) => {
  await openApp(page, 'firestorm');
  await page.getByTestId('fs-start-fixture').click();
  await setThemeNow(page, 'dark');
  // The screen's picture is dark: its ground is the dark surface.
  const ground = page.getByTestId('fs-map-svg').locator('.fs-map-ground');
  await expect(ground).toHaveCSS('fill', 'rgb(40, 38, 32)');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('fs-map-poster').click(),
  ]);
  await download.saveAs(`${SCREENSHOT_DIR}/firestorm-poster-dark-theme.png`);
  // The ground is the light surface (#fffcf4), and no pixel has the dark theme's surface or ink.
  const { first, matching } = await pngPixels(page, readFileSync(await download.path()), [
    '40,38,32',
    '241,235,220',
  ]);
  expect(first).toEqual([255, 252, 244, 255]);
  expect(matching).toBe(0);
  // The screen keeps its own theme.
  await expect(ground).toHaveCSS('fill', 'rgb(40, 38, 32)');
});

test('an area being dragged is drawn over the areas after it in the list', async ({ page }) => {
  await openApp(page, 'firestorm');
  await page.getByTestId('fs-start-fixture').click();
  await page.getByTestId('fs-map-arrange').click();
  // A (German, first in the list) is dragged right over F (Soviet, later in the list).
  await page.getByTestId('fs-map-svg').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const a = (await mapNode(page, 'A').locator('.fs-node-box').boundingBox())!;
  const f = (await mapNode(page, 'F').locator('.fs-node-box').boundingBox())!;
  const [x, y] = [a.x + a.width / 2, a.y + a.height / 2];
  const [fx, fy] = [f.x + f.width / 2, f.y + f.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++)
    await page.mouse.move(x + ((fx - x) * i) / 5, y + ((fy - y) * i) / 5);
  // Drawn last: the copy of A comes after every area in the picture.
  const top = page.getByTestId('fs-map-svg').getByTestId('fs-map-top');
  await expect(top).toHaveAttribute('data-copy-of', 'A');
  expect(
    await top.evaluate((u) =>
      [...document.querySelectorAll('[data-testid="fs-map-svg"] [data-map-area]')].every(
        (g) => g.compareDocumentPosition(u) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    ),
  ).toBe(true);
  // Seen so: inside F's box no pixel has F's own Soviet ground (#f8e2cf), A's covers it.
  const clip = { x: f.x + 8, y: f.y + 8, width: f.width - 16, height: f.height - 16 };
  const shot = await page.screenshot({ clip });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/firestorm-map-drag-over.png` });
  expect((await pngPixels(page, shot, ['248,226,207'])).matching).toBe(0);
  await page.mouse.up();
  await expect(page.getByTestId('fs-map-note')).toContainText(/^A (moved|stays)/);
  // Once dropped, A is still the picked area, and stays drawn on top.
  await expect(top).toHaveAttribute('data-copy-of', 'A');
});
