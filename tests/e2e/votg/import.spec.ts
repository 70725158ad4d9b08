/**
 * A long VotG Mission file on the Import screen, as a player brings one in: it is checked in
 * slices (the page keeps drawing, so the check can be cancelled, and nothing is stored), and a
 * confirmed import stores it in the packed form and opens in the roller.
 */
import { expect, test } from '@playwright/test';
import { votgMissionText } from '../../../bench/_votg-mission';
import { openApp, readIdb } from '../support/app';

const ROLLS = 20_000;
let text = '';
test.beforeAll(() => {
  text = votgMissionText(ROLLS);
});
const file = () => ({
  name: 'long.votg.json',
  mimeType: 'application/json',
  buffer: Buffer.from(text),
});

test('a long Mission being checked can be cancelled: nothing is stored', async ({ page }) => {
  await openApp(page, 'import');
  await page.waitForLoadState('networkidle');
  // A slow phone (4x CPU), so the check of 20,000 lines lasts long enough to look at and cancel.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.locator('#import-file').setInputFiles(file());
  const checking = page.getByTestId('votg-import-checking');
  await expect(checking).toContainText('Checking long.votg.json');
  await page.screenshot({ path: 'test-results/votg-import/checking.png' });
  await checking.getByRole('button', { name: 'Cancel' }).click();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByRole('status', { name: 'Valor of the Guards Mission' })).toContainText(
    'Import cancelled; nothing was changed.',
  );
  await expect(page.getByTestId('votg-import-panel')).toHaveCount(0);
  expect(await readIdb(page, 'votg/mission')).toBeUndefined();
  await page.screenshot({ path: 'test-results/votg-import/cancelled.png' });
});

test('a long Mission imports from the Import screen and opens in the roller', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page, 'import');
  await page.locator('#import-file').setInputFiles(file());
  const panel = page.getByTestId('votg-import-panel');
  await expect(panel).toContainText(`${ROLLS} log lines`, {
    timeout: 60_000,
  });
  await panel.getByRole('button', { name: 'Replace my Mission' }).click();
  await expect(page.getByRole('link', { name: 'Open the Mission roller' })).toBeVisible({
    timeout: 60_000,
  });
  const stored = (await readIdb(page, 'votg/mission')) as { packedMission?: string };
  expect(JSON.parse(stored.packedMission ?? '{}').log).toHaveLength(ROLLS);
});
