/**
 * The VotG Mission's turn bar at 390x844 and 360 px, light and dark: one line near the top,
 * stepped by phase and by Player Turn, each roll logged with the turn and phase it was made in,
 * a step undone like a roll, and the turn kept over a reload.
 */
import { expect, type Page, test } from '@playwright/test';
import { openApp, readIdb } from '../support/app';
import { atEachWidthAndTheme } from '../support/look';

/** Opens the VotG table from Home, as a player does, and starts a v1 Mission. */
async function startMission(page: Page): Promise<void> {
  await openApp(page);
  await page.getByRole('link', { name: /VotG Mission roller/ }).click();
  await page.getByRole('button', { name: 'Start' }).click();
}

const at = (page: Page) => page.getByTestId('votg-turn-at');
const step = (page: Page, name: 'Next phase' | 'Next Player Turn') =>
  page.getByTestId('votg-turn').getByRole('button', { name, exact: true }).click();

test('the turn bar: steps, the turn in the log, undo, reload; one line at 390 and 360, light and dark', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startMission(page);
  // v1: the FRIENDLY side moves first (line 898).
  await expect(at(page)).toHaveText('Turn 1 · FRIENDLY RPh');
  await step(page, 'Next phase');
  await expect(at(page)).toHaveText('Turn 1 · FRIENDLY PFPh');
  await step(page, 'Next Player Turn');
  await expect(at(page)).toHaveText('Turn 1 · ENEMY RPh');
  await step(page, 'Next phase');
  await expect(at(page)).toHaveText('Turn 1 · ENEMY PFPh');

  // A roll made now is logged with the turn and phase.
  await page.getByRole('button', { name: 'A11', exact: true }).click();
  await page.getByTestId('votg-dice-c-1').click();
  await page.getByTestId('votg-dice-w-4').click();
  const log = page.getByTestId('votg-log').locator('li');
  await expect(log.first()).toContainText('A11');
  await expect(log.first()).toContainText('Turn 1 · ENEMY PFPh');
  await expect(log.nth(1)).toContainText('On to Turn 1 · ENEMY PFPh');

  // Undo takes back the roll, then the phase step.
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await undo.click();
  await expect(log.first()).toContainText('On to Turn 1 · ENEMY PFPh');
  await undo.click();
  await expect(at(page)).toHaveText('Turn 1 · ENEMY RPh');
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(at(page)).toHaveText('Turn 1 · ENEMY PFPh');
  // Through a whole Player Turn to the next Game Turn.
  for (let i = 0; i < 7; i++) await step(page, 'Next phase');
  await expect(at(page)).toHaveText('Turn 2 · FRIENDLY RPh');

  await expect
    .poll(async () => {
      const m = (await readIdb(page, 'votg/mission')) as { log?: { kind: string }[] } | null;
      return m?.log?.filter((e) => e.kind === 'phase').length;
    })
    .toBe(10);
  await page.reload();
  await expect(at(page)).toHaveText('Turn 2 · FRIENDLY RPh');

  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = page.getByTestId('votg-turn');
  await atEachWidthAndTheme(
    page,
    'votg-turn-bar',
    async ({ label }) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar, label).toBeInViewport();
      const box = (await bar.boundingBox())!;
      // Near the top, and one line: the position and both buttons side by side.
      expect(box.y, label).toBeLessThan(200);
      expect(box.height, label).toBeLessThan(64);
      const steps = bar.getByRole('button');
      const [a, b] = [(await steps.nth(0).boundingBox())!, (await steps.nth(1).boundingBox())!];
      expect(Math.abs(a.y - b.y), label).toBeLessThan(2);
      expect(a.height, label).toBeGreaterThanOrEqual(44);
    },
    { inViewWithoutScrolling: true },
  );
});

test('the Activation Check: the Mission’s AC drm as chips, the AC# from the card, the result in words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startMission(page);
  const ac = page.getByTestId('votg-ac-check');
  await ac.locator('summary').click();
  await expect(ac.locator('summary')).toContainText('AC# not typed yet');
  await ac.getByRole('button', { name: 'dr 3' }).click();
  await expect(ac.getByRole('alert')).toContainText('Type the AC#');
  await page.getByTestId('votg-ac').fill('3');
  await page.getByRole('button', { name: 'Keep card values' }).click();
  await expect(ac.locator('summary')).toContainText('AC# 3');
  // v1's two drm (line 872); with both on, a dr of 5 comes to 3: it activates.
  await expect(ac).toContainText('Fanatic Strongpoint');
  await expect(ac).toContainText('line 872');
  await expect(page.getByTestId('votg-ac-odds')).toContainText('50.0%');
  await ac.getByText(/Fanatic Strongpoint/).click();
  await ac.getByText(/VPO Location/).click();
  await expect(page.getByTestId('votg-ac-odds')).toContainText('83.3%');
  await ac.getByRole('button', { name: 'dr 5' }).click();
  await expect(page.getByTestId('votg-ac-result')).toHaveText(
    'dr 5 −1 −1 = 3: The S? activates: final 3 is at most AC# 3.',
  );
  await expect(page.getByTestId('votg-log').locator('li').first()).toContainText(
    'Activation Check: dr 5 (typed) → 3 vs AC# 3: activates',
  );
  await atEachWidthAndTheme(page, 'votg-ac-check', ac);
});
