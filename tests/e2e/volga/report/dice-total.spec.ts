/**
 * A roll entered by its total is kept as that total at 390x844: the Random Event entered on the
 * totals pad (one tap) shows in the log as "14 (total entered)" with no dice faces, and the
 * after-action report's luck of the dice counts it as three dice totalling 14.
 */
import { expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../../support/app';
import { Player } from '../../support/player';
import { startGame, useFixtureKit } from '../game/helpers';

test('a Random Event entered by its total: the log and the report show 14, and no faces', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useFixtureKit(page);
  await startGame(page, { name: 'Total entered' });
  const player = new Player(page);
  player.reset();
  await player.tap(page.getByTestId('event-total-14'));
  await expect(page.getByTestId('event-card')).toBeVisible();
  // One tap records the roll (the pad's high totals sit one scroll down at 390x844).
  expect(player.tally()).toMatchObject({ taps: 1, typed: 0 });

  await page.getByRole('link', { name: 'Log' }).click();
  const entry = page.getByTestId('log-entry').filter({ hasText: 'Rolled for the Random Event' });
  await expect(entry).toContainText('(14)');
  // One action and one roll are counted in the singular.
  await expect(page.locator('#gl-h')).toHaveText('Log (1 action)');
  await expect(entry.locator('.gl-dice')).toHaveText('1 roll');
  await entry.locator('summary').click();
  const detail = entry.locator('.gl-detail');
  await expect(detail).toContainText('Random Event 6.2: 14 (total entered)');
  // No made-up faces (the old record split 14 into 5, 5, 4).
  await expect(detail).not.toContainText(/\d, \d/);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/log-total-entered-390-light.png` });

  await page.getByRole('link', { name: 'Play' }).click();
  await page.getByTestId('report-open').click();
  // The luck of the dice counts it as three dice totalling 14; the Turn's story names the row.
  const luck = page.getByTestId('report').getByText(/^Random Event: \d+ on \d dice/);
  await expect(luck).toHaveText(/^Random Event: 14 on 3 dice, 10\.5 average/);
  await expect(
    page.getByTestId('report').getByText(/^Random Event: .*\(rolled 14\)/),
  ).toBeVisible();
});
