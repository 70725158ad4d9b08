/**
 * An attack fits one phone screen (390x844): in a game, one Mandatory Attack from activating the
 * Area to the result, and in Quick combat the rulebook's 13.4 attack, counted by the scripted
 * player against the budgets `npm run bench` checks (bench/attack.ts). Also: the summary bar
 * fits at 390 and 360, the screens in light and dark at both widths are axe clean.
 */
import { expect, test } from '@playwright/test';
import { setThemeNow } from '../../support/app';
import { rulesFor, seriousViolations } from '../../support/axe';
import { ATTACK_BUDGET, QUICK_BUDGET } from './budgets';
import { openCombat } from './helpers';
import { gameAttack, quickCombat134, toCombatPhase } from './scripts';

test(`a Mandatory Attack in a game: at most ${ATTACK_BUDGET.taps} taps, no scroll`, async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await toCombatPhase(page);
  // The Areas to activate are short tiles (the number and the Fresh count), read in full.
  await expect(page.getByTestId('activate-4')).toHaveAccessibleName(
    'Activate Area 4 (Tsaritsa Woods): 4 Fresh (FC/1, FC/2, FC/3, 244B)',
  );
  const t = await gameAttack(page);
  expect(t.taps).toBeLessThanOrEqual(ATTACK_BUDGET.taps);
  expect(t.scrolls).toBeLessThanOrEqual(ATTACK_BUDGET.scrolls);
  await expect(page.getByTestId('last-outcome')).toContainText('AT');
  await page.screenshot({ path: info.outputPath('game-attack-result.png') });
});

test(`the 13.4 attack in Quick combat: at most ${QUICK_BUDGET.taps} taps, ${QUICK_BUDGET.scrolls} scroll`, async ({
  page,
}, info) => {
  await openCombat(page);
  const t = await quickCombat134(page);
  expect(t.taps).toBeLessThanOrEqual(QUICK_BUDGET.taps);
  expect(t.scrolls).toBeLessThanOrEqual(QUICK_BUDGET.scrolls);
  await expect(page.getByTestId('outcome')).toContainText('Success → Stalemate (Fanatic, 9.4)');
  await page.screenshot({ path: info.outputPath('quick-134-result.png') });
});

for (const width of [390, 360])
  test(`${width} px, light and dark: the summary bar fits, the attack is axe clean`, async ({
    page,
  }, info) => {
    test.setTimeout(150_000);
    /** axe (when asked) and a screenshot in each theme, switched on the same screen state. */
    const bothThemes = async (name: string, axe: boolean) => {
      for (const theme of ['light', 'dark'] as const) {
        await setThemeNow(page, theme);
        if (axe)
          expect(await seriousViolations(page, rulesFor(theme)), `${name}, ${theme}`).toEqual([]);
        await page.screenshot({ path: info.outputPath(`${name}-${width}-${theme}.png`) });
      }
      await setThemeNow(page, 'light');
    };
    await page.setViewportSize({ width, height: 844 });
    await openCombat(page);
    // Every button of the bar stays inside the screen and shows its whole text.
    for (const b of await page.locator('.cb-summary-btn').all()) {
      const box = (await b.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await b.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await bothThemes('quick', true);

    await toCombatPhase(page);
    await bothThemes('game-choose', false);
    await page.getByTestId('activate-4').click();
    await page.getByTestId('move-FC/1-9').waitFor();
    await bothThemes('game-round', false);
    await expect(page.getByTestId('move-FC/1-9')).toBeInViewport({ ratio: 1 });
    await page.getByTestId('move-FC/1-9').click();
    await page.getByTestId('declare-9').click();
    await page.getByTestId('reveal-6-heroes').click();
    await expect(page.getByTestId('resolve')).toBeVisible();
    // At 390 every die is on screen; at 360 at least the roll and the first die are.
    const last = width === 390 ? 'cb-die-soviet-1-6' : 'cb-die-german-0-6';
    await expect(page.getByTestId(last)).toBeInViewport({ ratio: 1 });
    await bothThemes('game', true);
    await page.getByTestId('cb-die-roll').click();
    await expect(page.getByRole('button', { name: 'Apply to the game' })).toBeInViewport({
      ratio: 1,
    });
    await bothThemes('game-rolled', true);
  });
