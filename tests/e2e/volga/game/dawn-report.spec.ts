/**
 * The Dawn report at 390 and 360, light and dark: after a Dawn that places one reinforcement and
 * delays the rest, and after one that delays them all, the next panel is headed by what the Dawn
 * did, naming the full Areas by number and name with 6.1.1 and 7.1. TEST FIXTURE kit (Area 1
 * starts full, Area 2 with room for one), every Area given a made-up name.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Action } from '../../../../src/volga/engine/game';
import { SCREENSHOT_DIR, setThemeNow } from '../../support/app';
import { axeViolations } from '../../support/axe';
import { cutText, importAndOpen, namedFixtureKit, playOn } from '../report/imported';

const kit = namedFixtureKit();
const TURN_1: readonly Action[] = [
  { type: 'rollRandomEvent', dice: { randomEvent: [2, 3, 4] } },
  { type: 'rollSupply', dice: { supply: [3, 4, 5, 6] } },
  { type: 'endSupply' },
];

/** The report is readable: nothing cut at either width, axe clean, in both themes. */
async function lookAt(page: Page, shot: string) {
  const report = page.getByTestId('dawn-report');
  for (const theme of ['light', 'dark'] as const) {
    await setThemeNow(page, theme);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await report.scrollIntoViewIfNeeded();
      expect(await cutText(page, '[data-testid="dawn-report"] li', 'details'), `${width}`).toEqual(
        [],
      );
      expect(
        await cutText(page, '[data-testid="dawn-report"] summary > *', 'summary'),
        `${width}`,
      ).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const axe = await axeViolations(page, { include: '[data-testid="dawn-report"]' });
      expect(
        axe.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
        `${theme} ${width}`,
      ).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/${shot}-${width}-${theme}.png` });
    }
  }
  await setThemeNow(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a Dawn that places one and delays three says so, naming the full Area', async ({ page }) => {
  test.setTimeout(90_000);
  const game = playOn(kit, [5, 8], [...TURN_1, { type: 'endCombatPhase' }]);
  expect([game.state.turn, game.state.phase]).toEqual([2, 'dawn']);
  await importAndOpen(page, { id: 'dawn-one', name: 'Dawn one', ...game });
  // Waiting at the Dawn: no report yet, the choice to make.
  await expect(page.getByTestId('dawn-report')).toHaveCount(0);
  const dawn = page.getByTestId('phase-dawn');
  await dawn.getByRole('button', { name: /^Place 1 in Area 2 \(Hill 144\.5\)/ }).click();
  const report = page.getByTestId('dawn-report');
  await expect(report.locator('summary')).toContainText('Dawn of Turn 2: 1 placed, 3 delayed');
  await expect(report).toHaveAttribute('open', '');
  await expect(report).toContainText('Placed 1 unit in Area 2 (Hill 144.5)');
  await expect(report).toContainText(
    'Area 2 (Hill 144.5), where their group first entered and the only Area they may enter, is full (4 German units; 6.1.1, 7.1)',
  );
  // Said once: the reminders do not repeat the delayed units the report lists (6.1.1).
  await expect(report).toContainText('Delayed 3 units:');
  await expect(page.locator('[data-reminder="delayed"]')).toHaveCount(0);
  // The next panel follows it: the Random Event roll.
  await expect(page.getByTestId('phase-event')).toBeVisible();
  await lookAt(page, 'dawn-report-one');
  // Once the next Phase's step is taken, the Dawn report has said its piece.
  const byFaces = page.getByTestId('event-by-faces');
  if ((await byFaces.getAttribute('aria-pressed')) !== 'true') await byFaces.click();
  for (const [i, face] of [2, 3, 4].entries())
    await page.getByTestId(`event-randomEvent-${i}-${face}`).check();
  await page.getByRole('button', { name: 'Record the Random Event roll' }).click();
  await expect(page.getByTestId('event-card')).toBeVisible();
  await expect(report).toHaveCount(0);
  // With the report gone, the reminder keeps the delayed units in sight.
  await expect(page.locator('[data-reminder="delayed"]')).toContainText(
    'Delayed for lack of room, to enter at a later Dawn:',
  );
});

test('a Dawn with no room at all delays the whole group, naming both full Areas', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // FD/3 fills Area 2 in Turn 1: at the Turn 2 Dawn neither Area 1 nor 2 has room (6.1.1).
  const game = playOn(
    kit,
    [5, 8],
    [
      ...TURN_1,
      { type: 'activate', area: 6 },
      { type: 'move', unit: 'FD/3', to: 2 },
      { type: 'endRound' },
      { type: 'endCombatPhase' },
    ],
  );
  expect([game.state.turn, game.state.phase]).toEqual([2, 'randomEvent']);
  await importAndOpen(page, { id: 'dawn-none', name: 'Dawn none', ...game });
  const report = page.getByTestId('dawn-report');
  await expect(report.locator('summary')).toContainText('Dawn of Turn 2: 4 delayed');
  await expect(report).toContainText(
    'Area 1 (Hill 126.3) and Area 2 (Hill 144.5) are full (6.1.1, 7.1); they wait for a later Dawn.',
  );
  await expect(page.locator('[data-reminder="delayed"]')).toHaveCount(0);
  // The End Phase report of Turn 1 comes first, folded.
  await expect(page.getByTestId('end-report')).toBeVisible();
  await lookAt(page, 'dawn-report-none');
});
