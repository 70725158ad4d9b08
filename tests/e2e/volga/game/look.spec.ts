/**
 * What the player sees at the table, measured and photographed (390x844, light and dark): the
 * Area tiles' words are not clipped at 390 or 360 wide nor at the Largest text size, the Charts'
 * axis labels are large enough and the Morale axis covers the data, home's Continue card shows
 * its whole line, the kit's sticky tab strip sits under the header on an opaque band, and the
 * Dawn and Supply panels as they look. PNGs go to test-results/screenshots/.
 */
import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOT_DIR, setThemeNow } from '../../support/app';
import { startGame, useFixtureKit } from './helpers';

async function typeRoll(page: Page, prefix: string, purpose: string, faces: readonly number[]) {
  // Rolls read by their total offer the total pad first; these dice are typed one by one.
  const byFaces = page.getByTestId(`${prefix}-by-faces`);
  if ((await byFaces.getAttribute('aria-pressed')) !== 'true') await byFaces.click();
  for (let i = 0; i < faces.length; i++)
    await page.getByTestId(`${prefix}-${purpose}-${i}-${faces[i]}`).check();
}
async function moveTo(page: Page, unit: string, to: number) {
  await page.getByTestId(`pick-${unit}`).check();
  await page.getByTestId(`move-${unit}-${to}`).click();
}
async function resolve(
  page: Page,
  o: { lead: string; german: [number, number]; soviet: [number, number] },
) {
  await page.getByTestId(`lead-${o.lead}`).check();
  for (const [slot, v] of [
    ['german-0', o.german[0]],
    ['german-1', o.german[1]],
    ['soviet-0', o.soviet[0]],
    ['soviet-1', o.soviet[1]],
  ] as const)
    await page.getByTestId(`cb-die-${slot}-${v}`).check();
  await page.getByRole('button', { name: 'Apply to the game' }).click();
}

/** Words inside the Area tiles that do not fit their box (clipped by overflow: hidden). */
function clippedTileWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const tile of document.querySelectorAll<HTMLElement>('.ga-tile')) {
      const box = tile.getBoundingClientRect();
      for (const el of tile.querySelectorAll<HTMLElement>('.ga-status > span, .ga-sov, .ga-ger')) {
        const r = el.getBoundingClientRect();
        if (el.scrollWidth > el.clientWidth + 1 || r.right > box.right - 1)
          out.push(`${tile.dataset.testid}: ${el.textContent}`);
      }
    }
    return out;
  });
}

/** Plays Turn 1 as in the acceptance test: a Success, a Repulse, a Stalemate (Area 11 Contested). */
async function playTurn1(page: Page, shot: (name: string) => Promise<void>) {
  await typeRoll(page, 'event', 'randomEvent', [1, 2, 3]);
  await page.getByRole('button', { name: 'Record the Random Event roll' }).click();
  await typeRoll(page, 'supply', 'supply', [1, 1, 2, 1]);
  await page.getByRole('button', { name: 'Record the Supply roll' }).click();
  await expect(page.getByTestId('supply-bank')).toContainText('16 Supply Points');
  await page.getByTestId('phase-purchase').scrollIntoViewIfNeeded();
  await shot('purchases');
  await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();
  await page.getByTestId('activate-4').click();
  await moveTo(page, 'FC/1', 9);
  await page.getByTestId('owed').scrollIntoViewIfNeeded();
  await shot('owed');
  await moveTo(page, 'FC/2', 9);
  await page.getByTestId('declare-9').click();
  await page.getByTestId('reveal-6-heroes').click();
  await resolve(page, { lead: 'FC/1', german: [3, 3], soviet: [3, 3] });
  await page.getByTestId('end-round').click();
  await page.getByTestId('activate-5').click();
  await moveTo(page, 'FD/1', 11);
  await page.getByTestId('declare-11').click();
  await page.getByTestId('reveal-5-ambush').click();
  await resolve(page, { lead: 'FD/1', german: [1, 1], soviet: [6, 6] });
  await page.getByTestId('end-round').click();
  await page.getByTestId('activate-6').click();
  await moveTo(page, '177', 11);
  await page.getByTestId('declare-11').click();
  await resolve(page, { lead: '177', german: [3, 3], soviet: [1, 2] });
  await expect(page.getByTestId('last-outcome')).toContainText('Stalemate');
  await page.getByTestId('end-round').click();
  await page.getByTestId('end-combat').click();
  await expect(page.getByTestId('game-where')).toContainText('Turn 2');
}

test('the table-side look, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  // Each view is shot in both themes, switched on the same screen state.
  const shot = async (name: string) => {
    for (const theme of ['light', 'dark'] as const) {
      await setThemeNow(page, theme);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/game-look-${name}-${theme}.png` });
    }
    await setThemeNow(page, 'light');
  };
  await useFixtureKit(page);

  // The kit's Map tab, scrolled: the tab strip sits right under the header, on an opaque band.
  await page.getByRole('tab', { name: 'Map' }).click();
  await page.evaluate(() => window.scrollTo(0, 400));
  const strip = await page.evaluate(() => {
    const bar = document.querySelector('header.bar')!.getBoundingClientRect();
    const tabs = document.querySelector('.kit-tabs')!.getBoundingClientRect();
    // Just below the strip: its opaque band, not the content scrolling under it.
    const below = document.elementFromPoint(tabs.left + tabs.width / 2, tabs.bottom + 4);
    return { barBottom: bar.bottom, top: tabs.top, below: below?.className ?? '' };
  });
  expect(Math.abs(strip.top - strip.barBottom)).toBeLessThan(2);
  expect(strip.below).toContain('kit-tabs');
  await shot('kit-map-scrolled');

  await startGame(page, { name: 'Look' });
  await playTurn1(page, shot);

  // Turn 2 Dawn: the reinforcement choice.
  await page.getByTestId('phase-dawn').scrollIntoViewIfNeeded();
  await shot('dawn');

  // Areas: Area 11 is Contested; no tile word is clipped at 390, 360, or the Largest text.
  await page.getByRole('link', { name: 'Areas' }).click();
  await expect(page.getByTestId('area-11')).toContainText('Contested');
  const contrast = await page.evaluate(() => {
    const chip = document.querySelector<HTMLElement>('[data-testid="area-11"] .ga-status > span')!;
    const cs = getComputedStyle(chip);
    return { size: Number.parseFloat(cs.fontSize), bg: cs.backgroundColor, ink: cs.color };
  });
  expect(contrast.size).toBeGreaterThanOrEqual(12.8);
  expect(contrast.bg).not.toBe('rgba(0, 0, 0, 0)');
  await page.getByTestId('area-11').scrollIntoViewIfNeeded();
  await shot('areas');
  expect(await clippedTileWords(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await clippedTileWords(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.evaluate(() => {
    document.documentElement.dataset.text = 'largest';
  });
  expect(await clippedTileWords(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByTestId('area-11').scrollIntoViewIfNeeded();
  await shot('areas-360-largest');
  await page.evaluate(() => {
    delete document.documentElement.dataset.text;
  });
  await page.setViewportSize({ width: 390, height: 844 });

  // Charts: axis labels at least 12 px on screen; the Morale axis reaches 19.
  await page.getByRole('link', { name: 'Charts' }).click();
  const morale = page.getByTestId('chart-morale');
  await expect(morale).toBeVisible();
  const labels = await page.evaluate(() =>
    [...document.querySelectorAll<SVGTextElement>('.ch-svg text')].map((t) => ({
      text: t.textContent ?? '',
      px: t.getBoundingClientRect().height,
      chart: t.closest('figure')?.dataset.testid ?? '',
    })),
  );
  expect(labels.length).toBeGreaterThan(0);
  for (const l of labels) expect(l.px, `${l.chart} "${l.text}"`).toBeGreaterThanOrEqual(12);
  const moraleTicks = labels
    .filter((l) => l.chart === 'chart-morale' && /^\d+$/.test(l.text))
    .map((l) => Number(l.text));
  expect(Math.max(...moraleTicks)).toBeGreaterThanOrEqual(19);
  await morale.scrollIntoViewIfNeeded();
  await shot('charts');

  // Home: the Continue card shows its whole line (it wraps instead of cutting it).
  await page.goto('/');
  const card = page.getByRole('link', { name: /Continue: Look/ });
  await expect(card).toContainText('September 15-16');
  const summary = card.locator('.entry-summary');
  const cut = await summary.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(cut).toBe(false);
  await shot('home');
});
