/**
 * axe-core on the combat screen in both themes, switched on the same screen state (no serious or
 * critical violations), the review screenshots at 390x844, 1280x800, and no sideways scrolling at
 * 360 wide, and the notes a phone does not draw still describing their controls.
 */
import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOT_DIR, setThemeNow } from '../../support/app';
import { rulesFor, seriousViolations } from '../../support/axe';
import { fill134, openCombat, openFold, pick, typeDie } from './helpers';

async function enter134(page: Page): Promise<void> {
  await fill134(page);
  await typeDie(page, 'air', 3);
  await typeDie(page, 'german-0', 3);
  await typeDie(page, 'german-1', 3);
  await typeDie(page, 'soviet-0', 3);
  await typeDie(page, 'soviet-1', 4);
  await expect(page.getByTestId('outcome')).toContainText('Stalemate');
}

const THEMES = ['light', 'dark'] as const;

/** A screenshot of the screen as it is, in each theme. */
async function shots(page: Page, name: string): Promise<void> {
  for (const t of THEMES) {
    await setThemeNow(page, t);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/combat-${t}${name}.png` });
  }
  await setThemeNow(page, 'light');
}

/** axe in each theme on the screen as it is. */
async function axeBoth(page: Page, what: string): Promise<void> {
  for (const t of THEMES) {
    await setThemeNow(page, t);
    expect(await seriousViolations(page, rulesFor(t)), `${what}, ${t} theme`).toEqual([]);
  }
  await setThemeNow(page, 'light');
}

test('axe and screenshots, light and dark themes', async ({ page }) => {
  // Both themes in one walk: twice the axe runs of a single-theme test.
  test.setTimeout(150_000);
  await openCombat(page);
  await shots(page, '');

  await enter134(page);
  // An explanation open, so its text is checked too.
  await openFold(page, 'cb-values');
  await page.getByTestId('av').locator('summary').first().click();
  await page.getByTestId('at').locator('summary').click();
  await axeBoth(page, 'the 13.4 result with its explanations open');
  await page.getByTestId('outcome').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -200));
  await shots(page, '-result');
  await page.getByTestId('consequences').scrollIntoViewIfNeeded();
  await shots(page, '-board');
  await page.getByTestId('av').scrollIntoViewIfNeeded();
  await shots(page, '-values');
  await openFold(page, 'cb-advisor');
  await page.getByTestId('advisor-cheapest').scrollIntoViewIfNeeded();
  await shots(page, '-advisor');
  await page.locator('.dice').scrollIntoViewIfNeeded();
  await shots(page, '-dice');

  // Unrevealed, with the counter list open.
  await pick(page, 'Soviet counter', 'Unrevealed');
  await page.getByText(/Flip the counter: tap what it shows/).click();
  await axeBoth(page, 'unrevealed, the counter list open');
  await page.getByTestId('p-barrage').scrollIntoViewIfNeeded();
  await shots(page, '-unrevealed');
});

/** Visible tap targets on the screen smaller than 44x44 CSS px, with their text. */
async function smallTargets(page: Page): Promise<string[]> {
  const { seen, small } = await page.evaluate(() => {
    const small: string[] = [];
    let seen = 0;
    const els = document.querySelectorAll('main a, main button, main label, main summary');
    for (const el of els) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // inside a closed disclosure
      seen++;
      if (r.width < 44 || r.height < 44) {
        small.push(`${(el.textContent ?? '').trim().slice(0, 30)} ${r.width}x${r.height}`);
      }
    }
    return { seen, small };
  });
  // Steppers, switches, segments, terms and advisor rows: dozens, so the check saw the screen.
  expect(seen).toBeGreaterThan(50);
  return small;
}

test('every target on the combat screen is at least 44x44 px', async ({ page }) => {
  await openCombat(page);
  await enter134(page);
  await openFold(page, 'cb-values');
  await openFold(page, 'cb-advisor');
  await openFold(page, 'cb-dice');
  await page.getByTestId('av').locator('summary').first().click();
  expect(await smallTargets(page)).toEqual([]);
  await pick(page, 'Soviet counter', 'Unrevealed');
  await page.getByText(/Flip the counter: tap what it shows/).click();
  expect(await smallTargets(page)).toEqual([]);
});

test('1280x800 uses two columns; 360 wide never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openCombat(page);
  await enter134(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const form = await page.locator('.cb-form').boundingBox();
  const panels = await page.locator('.cb-panels').boundingBox();
  expect(panels!.x).toBeGreaterThan(form!.x + form!.width - 1);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/combat-1280.png` });

  await page.setViewportSize({ width: 360, height: 800 });
  for (const mode of ['Revealed', 'Unrevealed'] as const) {
    await pick(page, 'Soviet counter', mode);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `${mode}: page width at 360`).toBeLessThanOrEqual(360);
  }
});

test('on a phone the notes under the controls are not drawn but still describe them', async ({
  page,
}) => {
  const attackers = 'Including the lead; four at most in one Area (7.1).';
  const integrity = 'Three or more of the attackers are from one division.';
  for (const [width, height] of [
    [390, 844],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await openCombat(page);
    await expect(page.getByText(attackers)).toBeHidden();
    await expect(page.getByText(integrity)).toBeHidden();
    // Both of the stepper's buttons and the switch are described by their notes.
    await expect(page.getByTestId('f-attackers-less')).toHaveAccessibleDescription(attackers);
    await expect(page.getByTestId('f-attackers-more')).toHaveAccessibleDescription(attackers);
    await expect(
      page.getByRole('switch', { name: /Divisional Integrity/ }),
    ).toHaveAccessibleDescription(integrity);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/combat-form-${width}.png`, fullPage: true });
  }
  // A wide screen draws every note.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByText(attackers)).toBeVisible();
  await expect(page.getByText(integrity)).toBeVisible();
});
