/**
 * The component kit screen on a phone: transcribe an Area and its neighbours (kept after a
 * reload, mirrored on the other side), a validation message beside its field and in the
 * status list, a refused edit that keeps the kit, export then import (and a broken file's
 * errors), and the TEST FIXTURE kept apart from the owner's transcription.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { kitSaved, kitTab, neighbourButton, openKit, pick, pickArea } from './helpers';

test('transcribe an Area: name, terrain with its TEM, neighbours, list complete; kept after reload', async ({
  page,
}) => {
  await openKit(page);
  await expect(page.getByTestId('kit-status')).toHaveText('Incomplete');
  await kitTab(page, 'Map');
  await pickArea(page, 33);
  const editor = page.getByTestId('area-editor');
  await expect(editor.getByTestId('area-volga')).toContainText('Not adjacent to the Volga');

  const name = editor.getByLabel('Name');
  await name.fill('Factory Gate');
  await name.press('Enter');
  await name.blur();
  await pick(page, 'Terrain (Identifier shape)', 'Light Urban (square)');
  // The terrain brings its usual TEM (+3, 9.5.3B).
  await expect(
    page.getByRole('group', { name: 'TEM (printed in the Identifier)' }).getByRole('radio', {
      name: '+3',
    }),
  ).toBeChecked();

  await neighbourButton(page, 32).click();
  await neighbourButton(page, 34).click();
  await expect(neighbourButton(page, 32)).toHaveAttribute('aria-pressed', 'true');
  await expect(neighbourButton(page, 33)).toBeDisabled();
  await page.getByRole('switch', { name: 'This list is complete' }).check();
  await expect(page.getByTestId('neighbour-list')).toHaveText(
    'Borders 2: 32, 34. The list is complete.',
  );
  // A reload while 'Saving…' shows could lose the last change: wait for the write.
  await kitSaved(page);
  await page.reload();
  await expect(page.getByTestId('kit-slot')).toBeVisible();
  await kitTab(page, 'Map');
  await pickArea(page, 33);
  await expect(page.locator('#kit-area-title')).toHaveText('Area 33 (Factory Gate)');
  await expect(
    page.getByRole('group', { name: 'Terrain (Identifier shape)' }).getByRole('radio', {
      name: 'Light Urban (square)',
    }),
  ).toBeChecked();
  await expect(page.getByRole('switch', { name: 'This list is complete' })).toBeChecked();
  // Adjacency is mutual (3.1): Area 32 now lists 33; Area 35 is known not to border 33.
  await pickArea(page, 32);
  await expect(neighbourButton(page, 33)).toHaveAttribute('aria-pressed', 'true');
  await expect(neighbourButton(page, 35)).toHaveAttribute('aria-pressed', 'false');
  await pickArea(page, 35);
  await expect(neighbourButton(page, 33)).toHaveAttribute('aria-label', 'Area 33: does not border');
});

test('a contradiction shows beside its field and in the status list, which leads back to it', async ({
  page,
}) => {
  await openKit(page);
  await kitTab(page, 'Map');
  await pickArea(page, 12);
  await pick(page, 'Terrain (Identifier shape)', 'Elevated (triangle)');
  await pick(page, 'TEM (printed in the Identifier)', '+4');
  const tem = page.getByTestId('area-tem');
  await expect(tem.locator('.kit-issue')).toContainText('only Mamayev Kurgan, Area 21, is +4');
  await expect(tem.locator('.kit-issue .rule-tag')).toHaveText('Rule 9.5.3B');
  await expect(page.getByTestId('kit-status')).toHaveText('Invalid');
  await expect(page.getByTestId('area-picker').locator('button[data-n="12"]')).toHaveAttribute(
    'aria-label',
    'Area 12: has a problem',
  );

  await kitTab(page, 'Status');
  const problem = page.getByTestId('kit-errors').getByRole('button', { name: /Area 12 · TEM/ });
  await expect(problem).toContainText('Rule 9.5.3B');
  await problem.click();
  await expect(page.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#kit-area-title')).toHaveText('Area 12');
  // Fixing it clears the message.
  await pick(page, 'TEM (printed in the Identifier)', '+2');
  await expect(page.getByTestId('area-tem').locator('.kit-issue')).toHaveCount(0);
  await expect(page.getByTestId('kit-status')).toHaveText('Incomplete');
});

test('a refused edit says why beside the field and keeps the kit', async ({ page }) => {
  await openKit(page);
  await kitTab(page, 'Counters');
  const before = await page.getByTestId('counter-list').locator('li').count();
  await page.getByLabel('Add a counter by its designation').fill('29/RCN');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('kit-refusal')).toContainText('29/RCN appears twice');
  await expect(page.getByTestId('kit-refusal')).toContainText('Rule 4.3');
  await expect(page.getByTestId('counter-list').locator('li')).toHaveCount(before);

  await page.getByLabel('Add a counter by its designation').fill('29/1');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('kit-refusal')).toHaveCount(0);
  await expect(page.getByTestId('counter-list').locator('li')).toHaveCount(before + 1);
  await expect(page.getByRole('textbox', { name: 'Designation', exact: true })).toHaveValue('29/1');
});

test('export the kit, reset, then import it back; a broken file lists the engine errors', async ({
  page,
}, info) => {
  await openKit(page);
  await kitTab(page, 'File');
  const nameBox = page.getByLabel('Name (shown to whoever you share the file with)');
  await nameBox.fill('My own box');
  await nameBox.press('Enter');
  await expect(page.locator('#kit-slot-title')).toHaveText('My own box');
  await kitTab(page, 'Map');
  await pickArea(page, 30);
  await pick(page, 'Terrain (Identifier shape)', 'Clear (circle)');

  await kitTab(page, 'File');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('kit-export').click(),
  ]);
  expect(download.suggestedFilename()).toBe('volga-kit-my-own-box.json');
  const file = info.outputPath('kit.json');
  await download.saveAs(file);
  const saved = JSON.parse(await readFile(file, 'utf8'));
  expect(saved.format).toBe('volga-table/component-kit');
  expect(saved.kit.areas['30'].terrain).toBe('clear');

  await page.getByRole('button', { name: 'Reset to the known facts…' }).click();
  await page.getByRole('button', { name: 'Yes, reset my kit' }).click();
  await expect(page.locator('#kit-slot-title')).toHaveText(
    'Known facts (rulebook, third printing 2026)',
  );

  await page.getByTestId('kit-import').setInputFiles(file);
  await expect(page.getByTestId('import-confirm')).toContainText('"My own box"');
  await page.getByRole('button', { name: 'Replace my kit' }).click();
  await expect(page.locator('#kit-slot-title')).toHaveText('My own box');
  await expect(page.getByTestId('kit-file-status')).toContainText('Imported "My own box"');
  await kitTab(page, 'Map');
  await pickArea(page, 30);
  await expect(
    page.getByRole('group', { name: 'Terrain (Identifier shape)' }).getByRole('radio', {
      name: 'Clear (circle)',
    }),
  ).toBeChecked();

  // A file whose Area 31 is missing and whose Area 12 TEM is 9: every shape problem is listed.
  const broken = structuredClone(saved);
  delete broken.kit.areas['31'];
  broken.kit.areas['12'].tem = 'nine';
  const bad = info.outputPath('broken.json');
  await writeFile(bad, JSON.stringify(broken));
  await kitTab(page, 'File');
  await page.getByTestId('kit-import').setInputFiles(bad);
  const err = page.getByTestId('import-error');
  await expect(err).toContainText('broken.json was not imported');
  await expect(err).toContainText('Area 31 is missing');
  await expect(err).toContainText('Area 12 · TEM');
  await expect(page.locator('#kit-slot-title')).toHaveText('My own box');

  // The kit from before the import can be restored.
  await page.getByRole('button', { name: /Restore "Known facts/ }).click();
  await expect(page.locator('#kit-slot-title')).toHaveText(
    'Known facts (rulebook, third printing 2026)',
  );
});

test('the TEST FIXTURE is clearly made-up, read-only, and leaves the transcription alone', async ({
  page,
}) => {
  await openKit(page);
  await kitTab(page, 'Map');
  await pickArea(page, 40);
  await page.getByLabel('Name').fill('Mine');
  await page.getByLabel('Name').press('Enter');
  await kitTab(page, 'Status');
  await page
    .getByRole('button', { name: 'Load the TEST FIXTURE map (made-up, for trying the app)' })
    .click();
  await expect(page.locator('#kit-slot-title')).toHaveText('TEST FIXTURE — not the real map');
  await expect(page.getByTestId('kit-fixture-warning')).toContainText('Made-up data');
  await expect(page.getByTestId('kit-status')).toHaveText('Complete');
  await kitTab(page, 'Map');
  // Every tab keeps saying so.
  await expect(page.getByTestId('kit-slot')).toContainText('Made-up data');
  await pickArea(page, 40);
  await expect(page.getByLabel('Name')).toHaveAttribute('readonly', '');
  await expect(neighbourButton(page, 39)).toBeDisabled();
  await kitSaved(page);
  await page.reload();
  await expect(page.getByTestId('kit-fixture-warning')).toBeVisible();
  await page.getByRole('button', { name: 'Use my transcription' }).click();
  await kitTab(page, 'Map');
  await pickArea(page, 40);
  await expect(page.getByLabel('Name')).toHaveValue('Mine');
});

test('keyboard: arrow keys move between tabs, Space toggles a neighbour', async ({ page }) => {
  await openKit(page);
  const status = page.getByRole('tab', { name: 'Status' });
  await status.focus();
  await page.keyboard.press('ArrowRight');
  const map = page.getByRole('tab', { name: 'Map' });
  await expect(map).toBeFocused();
  await expect(map).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'File' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(status).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await pickArea(page, 20);
  await neighbourButton(page, 21).focus();
  await page.keyboard.press('Space');
  await expect(neighbourButton(page, 21)).toHaveAttribute('aria-pressed', 'true');
  await expect(neighbourButton(page, 21)).toBeFocused();
});

test('two windows: a change saved in one shows in the other, which then builds on it', async ({
  page,
  context,
}) => {
  await openKit(page);
  const other = await context.newPage();
  await openKit(other);
  await kitTab(page, 'Map');
  await pickArea(page, 33);
  const name = page.getByTestId('area-editor').getByLabel('Name');
  await name.fill('Factory Gate');
  await name.blur();
  await kitSaved(page);
  await expect(other.getByTestId('kit-elsewhere')).toContainText('another window');
  await kitTab(other, 'Map');
  await pickArea(other, 33);
  await expect(other.locator('#kit-area-title')).toHaveText('Area 33 (Factory Gate)');
  // The second window's own change keeps the first one's.
  await neighbourButton(other, 32).click();
  await kitSaved(other);
  await pickArea(page, 32);
  await pickArea(page, 33);
  await expect(page.locator('#kit-area-title')).toHaveText('Area 33 (Factory Gate)');
  await expect(neighbourButton(page, 32)).toHaveAttribute('aria-pressed', 'true');
  await other.close();
});

test("an event row keeps each effect's parameters after a reload", async ({ page }) => {
  await openKit(page);
  await kitTab(page, 'Events');
  const add = page.getByTestId('event-add');
  await add.getByLabel('Event name').fill('Bridge washed out');
  await add.getByRole('button', { name: 'Add row' }).click();
  const row = page.getByTestId('event-rows').locator('li').filter({ hasText: 'Bridge washed out' });
  const effect = row.getByLabel('What it does in the app');
  /** Waits for the save, reloads and opens the row again. */
  const reloadRow = async () => {
    await kitSaved(page);
    await page.reload();
    await expect(page.getByTestId('kit-slot')).toBeVisible();
    await kitTab(page, 'Events');
    if (!(await effect.isVisible())) await row.locator('summary').click();
  };

  // 6.2.1's withdrawal: Division, return rule, Morale per unit Out of Action, the roll read then.
  await effect.selectOption('withdrawDivision');
  await row.getByLabel('Division', { exact: true }).fill('14th Panzer');
  await row.getByLabel('Division', { exact: true }).press('Tab');
  await expect(row.getByLabel('Return Areas (numbers, comma separated)')).toBeVisible();
  await row.getByLabel('Returns next Dawn to').selectOption('anyVacant');
  await expect(row.getByLabel('Return Areas (numbers, comma separated)')).toHaveCount(0);
  await row.getByLabel('Morale lost per unit Out of Action').selectOption('2');
  await row.getByLabel('If already withdrawn, read as').selectOption('4');
  await reloadRow();
  await expect(row.getByLabel('Division', { exact: true })).toHaveValue('14th Panzer');
  await expect(row.getByLabel('Returns next Dawn to')).toHaveValue('anyVacant');
  await expect(row.getByLabel('Morale lost per unit Out of Action')).toHaveValue('2');
  await expect(row.getByLabel('If already withdrawn, read as')).toHaveValue('4');

  // Who may not activate: two lists typed in boxes.
  await effect.selectOption('noActivation');
  await row.getByLabel('Divisions (comma separated)').fill('79th Infantry , 389th Infantry');
  await row.getByLabel('Divisions (comma separated)').press('Tab');
  await reloadRow();
  await expect(row.getByLabel('Divisions (comma separated)')).toHaveValue(
    '79th Infantry, 389th Infantry',
  );

  // A Morale change: a sign and a size; another kind starts from +1 again.
  await effect.selectOption('morale');
  await expect(row.locator('legend')).toHaveText('German Morale (5.2)');
  await row.getByLabel('Gained or lost').selectOption('-');
  await row.getByLabel('By', { exact: true }).selectOption('3');
  await reloadRow();
  await expect(row.getByLabel('Gained or lost')).toHaveValue('-');
  await expect(row.getByLabel('By', { exact: true })).toHaveValue('3');
  await effect.selectOption('supplyPoints');
  await expect(row.locator('legend')).toHaveText('Banked Supply Points (6.3.1)');
  await expect(row.getByLabel('Gained or lost')).toHaveValue('+');
  await expect(row.getByLabel('By', { exact: true })).toHaveValue('1');

  // Support markers: type, how many, and which way they move.
  await effect.selectOption('supportMarkers');
  await row.getByLabel('Type', { exact: true }).selectOption('engineer');
  await row.getByLabel('How many').selectOption('2');
  await row.getByLabel('Gained or lost').selectOption('used');
  await reloadRow();
  await expect(row.getByLabel('Type', { exact: true })).toHaveValue('engineer');
  await expect(row.getByLabel('How many')).toHaveValue('2');
  await expect(row.getByLabel('Gained or lost')).toHaveValue('used');
});
