/**
 * Correcting a battle recorded earlier, at 390x844: the change previewed, recorded, the standing
 * moving with it and kept after a reload; a correction a later battle depends on refused with the
 * reason; the print preview of the standing, areas and battles. Axe in both themes, 44 px targets,
 * on the open correction.
 */
import { expect, test } from '@playwright/test';
import { openApp, SCREENSHOT_DIR, setThemeNow } from '../support/app';
import { rulesFor, seriousViolations } from '../support/axe';
import { Player } from '../support/player';
import { bigTargets, Table } from './table';

test('an early battle corrected: the standing changes; one a later battle needs is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openApp(page, 'firestorm');
  await page.getByTestId('fs-start-fixture').click();
  const t = new Table(page, new Player(page));
  for (const [n, arrow] of [
    [1, 'F → A'],
    [2, 'H → C'],
    [3, 'A → B'],
  ] as const) {
    await t.place(4, arrow);
    await t.mission(n, 'Chosen together');
    await t.result(n, 'attacker');
  }
  await expect(page.getByTestId('fs-vp-soviet')).toContainText('28');
  await expect(t.owner('C')).toHaveText('Soviet');

  // Battle 2 was in fact a draw: C stays German.
  await page.getByTestId('fs-fix2-open').click();
  await page.getByTestId('fs-fix2').getByRole('radio', { name: 'Neither won' }).check();
  await expect(page.getByTestId('fs-fix2-changes')).toContainText(
    'C Fixture Airfield: Soviet → German.',
  );
  await expect(page.getByTestId('fs-fix2-changes')).toContainText('Soviet VP: 28 → 24.');
  for (const theme of ['light', 'dark'] as const) {
    await setThemeNow(page, theme);
    expect(await seriousViolations(page, rulesFor(theme)), `correction, ${theme}`).toEqual([]);
  }
  await bigTargets(page);
  await page.getByTestId('fs-fix2').screenshot({ path: `${SCREENSHOT_DIR}/firestorm-correct.png` });
  await page.getByTestId('fs-fix2-go').click();
  await expect(page.getByTestId('fs-fix-note')).toContainText('Battle 2 corrected.');
  await expect(t.owner('C')).toHaveText('German');
  await expect(page.getByTestId('fs-vp-soviet')).toContainText('24');
  await expect(page.getByTestId('fs-log')).toContainText('Neither won: no area changes hands.');

  // Undo right after a correction takes back the correction, not battle 2's result.
  const undo = page.getByTestId('fs-undo');
  await expect(undo).toHaveAccessibleName('Undo the correction of battle 2');
  await undo.click();
  await expect(t.owner('C')).toHaveText('Soviet');
  await expect(page.getByTestId('fs-vp-soviet')).toContainText('28');
  await expect(page.getByTestId('fs-b2')).toHaveCount(0);
  await expect(undo).toHaveAccessibleName(/^Undo battle 3 result/);
  // Corrected again, to go on.
  await page.getByTestId('fs-fix2-open').click();
  await page.getByTestId('fs-fix2').getByRole('radio', { name: 'Neither won' }).check();
  await page.getByTestId('fs-fix2-go').click();
  await expect(t.owner('C')).toHaveText('German');

  // Battle 3 attacked out of A, which battle 1 took: battle 1 cannot become a draw.
  await page.getByTestId('fs-fix1-open').click();
  await page.getByTestId('fs-fix1').getByRole('radio', { name: 'Neither won' }).check();
  // The refusal names the battle that stands in the way, never an entry's place in the log.
  await expect(page.getByTestId('fs-fix1')).toContainText(
    "later entries depend on battle 1's result. Battle 3: Soviet does not hold A.",
  );
  await expect(page.getByTestId('fs-fix1')).not.toContainText(/log entry/i);
  await expect(page.getByTestId('fs-fix1-go')).toBeDisabled();

  await page.reload();
  await expect(t.owner('C')).toHaveText('German');
  await expect(page.getByTestId('fs-vp-soviet')).toContainText('24');

  // Print preview: the standing, the areas and the battles, without the app's bar or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('fs-print-head')).toBeVisible();
  await expect(page.getByTestId('fs-standing')).toBeVisible();
  await expect(page.getByTestId('fs-areas')).toBeVisible();
  await expect(page.getByTestId('fs-log')).toContainText('Neither won');
  await expect(page.locator('header.bar')).toBeHidden();
  await expect(page.getByTestId('fs-place')).toBeHidden();
  await expect(page.getByTestId('fs-print')).toBeHidden();
  await expect(page.getByTestId('fs-fix1-open')).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/firestorm-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('fs-print-head')).toBeHidden();
});

test('a map fact corrected mid-campaign: the campaign moves onto the corrected map', async ({
  page,
}) => {
  await openApp(page, 'firestorm');
  await page.getByTestId('fs-start-fixture').click();
  const t = new Table(page, new Player(page));
  await t.place(4, 'F → A');
  await t.mission(1, 'Chosen together');
  await t.result(1, 'attacker');
  await expect(page.getByTestId('fs-vp-soviet')).toContainText('21');
  await page.getByRole('radio', { name: 'Map kit' }).check();
  await page.getByTestId('fs-fix-map-take').click();
  // A is worth 6 VP on the printed map, not 4.
  const vp = page.getByTestId('fs-area-0').getByLabel('VP (? if not known)');
  await vp.fill('6');
  await vp.blur();
  await expect(page.getByTestId('fs-fix-map-changes')).toHaveText('Soviet VP: 21 → 23.');
  await page.getByTestId('fs-fix-map-go').click();
  await page.getByRole('radio', { name: 'Campaign', exact: true }).check();
  await expect(page.getByTestId('fs-vp-soviet')).toContainText('23');
  await expect(t.owner('A')).toHaveText('Soviet');
});
