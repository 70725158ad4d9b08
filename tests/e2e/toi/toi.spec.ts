/**
 * The Tide of Iron odds screen at 390x844: opened from home as its own chunk, the 19-dice
 * building example's odds on the first screen without scrolling, a situation change, dice
 * typed and rolled with the result and its rule, axe in both themes, 44 px targets, and the
 * review screenshots.
 */
import { expect, type Page, test } from '@playwright/test';
import { openApp } from '../support/app';
import { checkBothThemes } from '../support/axe';

async function openToi(page: Page): Promise<void> {
  await openApp(page, 'toi');
  await expect(page.getByRole('heading', { name: 'Odds before rolling' })).toBeVisible();
}

/** Taps a stepper until it shows `value`. */
async function setStepper(page: Page, id: string, value: number): Promise<void> {
  for (let i = 0; i < 45; i++) {
    const now = Number(await page.getByTestId(id).inputValue());
    if (now === value) return;
    await page.getByTestId(`${id}-${now < value ? 'more' : 'less'}`).click();
  }
  await expect(page.getByTestId(id)).toHaveValue(String(value));
}

test('home opens the screen, loaded only then; the 19-dice example fits the first screen', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/ToiScreen/.test(r.url())) chunks.push(r.url());
  });
  await openApp(page);
  await expect(page.getByRole('link', { name: /Tide of Iron odds/ })).toBeVisible();
  expect(chunks).toEqual([]);
  await page.getByRole('link', { name: /Tide of Iron odds/ }).click();
  await expect(page.locator('header.bar h1')).toHaveText('Tide of Iron odds');
  await expect(page.getByRole('heading', { name: 'Odds before rolling' })).toBeVisible();
  // The header names the screen at once; its chunk is fetched as the screen mounts.
  await expect.poll(() => chunks.length).toBeGreaterThan(0);

  // Destructible Buildings example: 19 dice against 3, two floors, 9 hits to destroy.
  await expect(page.getByRole('radio', { name: 'Building' })).toBeChecked();
  await expect(page.getByTestId('toi-attack')).toHaveValue('19');
  await expect(page.getByTestId('toi-pDestroy')).toContainText('7.8%');
  await expect(page.getByTestId('toi-pWeaken')).toContainText('56.3%');
  await expect(page.getByTestId('toi-pNothing')).toContainText('35.9%');
  // Picker, settings and the odds are all on the first screen at 390x844.
  const bottom = await page
    .getByTestId('toi-pNothing')
    .evaluate((el) => el.getBoundingClientRect().bottom);
  expect(bottom).toBeLessThanOrEqual(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Weakened: five hits now destroy it, and it cannot be weakened again.
  await page.getByRole('switch', { name: /Already weakened/ }).check();
  await expect(page.getByTestId('toi-pWeaken')).toHaveCount(0);
  await expect(page.locator('.explain', { hasText: 'Hits to destroy (weakened)' })).toContainText(
    '5',
  );
});

test('Molotov odds, dice typed and rolled, with the rule behind the result', async ({ page }) => {
  await openToi(page);
  await page.getByRole('radio', { name: 'Molotov' }).check();
  await setStepper(page, 'toi-cover', 3);
  // Worked by hand: strong 1/4, weak 1/3, none 5/12.
  await expect(page.getByTestId('toi-pStrong')).toContainText('25.0%');
  await expect(page.getByTestId('toi-pWeak')).toContainText('33.3%');
  await expect(page.getByTestId('toi-pNone')).toContainText('41.7%');
  // The core game's save face is a setting labelled as the core rule to check.
  await page.getByTestId('toi-core').locator('summary').click();
  await expect(page.getByTestId('toi-core')).toContainText('core Tide of Iron game');

  await expect(page.getByTestId('toi-roll')).toHaveAttribute('open', '');
  await page.getByTestId('toi-dice-attack-0-6').check();
  await page.getByTestId('toi-dice-attack-1-4').check();
  await expect(page.getByTestId('toi-result')).toHaveCount(0);
  await page.getByTestId('toi-dice-defense-0-5').check();
  await expect(page.getByTestId('toi-result')).toContainText('Strong fire');
  await expect(page.getByTestId('toi-result')).toContainText('Molotov Cocktails');

  await page.getByRole('button', { name: 'Clear dice' }).click();
  await page.getByTestId('toi-dice-roll').click();
  await expect(page.getByTestId('toi-result')).toContainText(/No fire|Weak fire|Strong fire/);
});

test('axe, 44 px targets and screenshots, light and dark themes', async ({ page }) => {
  // Both themes in one walk: twice the axe runs of a single-theme test.
  test.setTimeout(150_000);
  await openToi(page);
  await checkBothThemes(page, 'toi-*');

  const small = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('main button, main label, main summary')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.width < 44 || r.height < 44)
        out.push(`${(el.textContent ?? '').trim()} ${r.width}x${r.height}`);
    }
    return out;
  });
  expect(small).toEqual([]);

  await page.getByRole('radio', { name: 'Any attack' }).check();
  await expect(page.getByTestId('toi-roll')).toHaveAttribute('open', '');
  await page.getByTestId('toi-dice-roll').click();
  await expect(page.getByTestId('toi-result')).toBeVisible();
  await page.getByTestId('toi-result').scrollIntoViewIfNeeded();
  await checkBothThemes(page, 'toi-*-roll');

  await page.getByRole('radio', { name: 'Hand to hand' }).check();
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkBothThemes(page, 'toi-*-hand', { fullPage: true });
});

test('folds show an arrow that turns and a 44 px heading; the dice fold opens by itself', async ({
  page,
}) => {
  await openToi(page);
  const fold = (id: string) =>
    page.getByTestId(id).evaluate((d) => {
      const s = d.querySelector(':scope > summary') as HTMLElement;
      const arrow = getComputedStyle(s, '::before');
      return {
        open: (d as HTMLDetailsElement).open,
        height: s.getBoundingClientRect().height,
        arrow: arrow.content !== 'none' && arrow.borderRightStyle === 'solid',
        turn: arrow.transform,
      };
    });
  // Rolling is the next thing after the odds: the fold is open, not an empty-looking card.
  const roll = await fold('toi-roll');
  expect(roll).toMatchObject({ open: true, arrow: true });
  expect(roll.height).toBeGreaterThanOrEqual(44);
  const closed = await fold('toi-core');
  expect(closed).toMatchObject({ open: false, arrow: true });
  expect(closed.height).toBeGreaterThanOrEqual(44);
  // The arrow turns when the fold opens.
  expect(closed.turn).not.toBe(roll.turn);
  await page.getByTestId('toi-core').locator('summary').click();
  await expect.poll(async () => (await fold('toi-core')).turn).toBe(roll.turn);
});
