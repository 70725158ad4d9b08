/**
 * A VotG Campaign Game carried as a file, as a player moves one to another device: Export on
 * the CG screen, then the Import screen's one path on a phone: the plan names the CG and its
 * day, nothing changes until the player confirms, the CG in play is kept as the backup, and a
 * file the rules refuse changes nothing and says why.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { readIdb } from '../support/app';

test.use({ viewport: { width: 390, height: 844 } });

async function startCg(page: Page, cg: string) {
  await page.goto('/#/votg-cg');
  const again = page.locator('summary', { hasText: 'New Campaign Game' });
  if (await again.isVisible()) await again.click();
  await page.getByRole('radio', { name: cg }).check();
  await page.getByRole('radio', { name: 'Level A' }).check();
  await page.getByTestId('cg-start').click();
}

test('a CG exported as a file imports on the Import screen after a plan, keeping the CG it replaces', async ({
  page,
}) => {
  await startCg(page, 'CG I: The Central Railway Station');
  await expect(page.getByTestId('cg-card')).toContainText('Day 1 of 8: 15 September 1942');
  await page.getByTestId('cg-date-go').click();
  await page.getByRole('button', { name: 'Attack', exact: true }).click();
  await page.getByTestId('cg-san-d0-4').click();
  await expect(page.getByTestId('cg-san')).toHaveText('3');

  const download = page.waitForEvent('download');
  await page.getByTestId('cg-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('votg-cg-I-day-1.votg-cg.json');
  const text = await readFile((await file.path())!, 'utf8');
  const exported = JSON.parse(text) as { kind: string; record: unknown };
  expect(exported.kind).toBe('votg-cg');
  expect(exported.record).toEqual(await readIdb(page, 'votg/cg'));

  // Another CG in play: the file will replace it, and it is kept as the backup.
  await startCg(page, 'CG II: Drive to the Volga');
  const second = await readIdb(page, 'votg/cg');
  expect((second as { start: { cg: string } }).start.cg).toBe('II');

  // A file whose log the rules refuse (the SAN roll before the CG Date) changes nothing.
  await page.getByRole('link', { name: 'Import Campaign Game' }).click();
  const broken = JSON.parse(text) as { record: { log: unknown[] } };
  broken.record.log = [{ step: 'san', dice: [3] }];
  await page.locator('#import-file').setInputFiles({
    name: 'broken.votg-cg.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  await expect(page.getByRole('alert')).toContainText('Nothing changed.');
  await expect(page.getByRole('alert')).toContainText('CG Date');
  expect(await readIdb(page, 'votg/cg')).toEqual(second);

  await page.locator('#import-file').setInputFiles({
    name: 'votg-cg-I-day-1.votg-cg.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  const plan = page.getByTestId('votg-cg-import-panel');
  await expect(plan).toContainText('CG I: The Central Railway Station');
  await expect(plan).toContainText('at CG Day 1');
  await expect(plan).toContainText('kept as its backup');
  await page.screenshot({ path: 'test-results/votg-cg-file/plan.png' });
  // Nothing is stored before the player confirms.
  expect(await readIdb(page, 'votg/cg')).toEqual(second);
  await plan.getByRole('button', { name: 'Replace my Campaign Game' }).click();
  await page.getByRole('link', { name: 'Open the Campaign Game' }).click();
  await expect(page.getByTestId('cg-card')).toContainText('Day 1 of 8: 15 September 1942');
  await expect(page.getByTestId('cg-san')).toHaveText('3');
  expect(await readIdb(page, 'votg/cg')).toEqual(exported.record);
  expect(await readIdb(page, 'backup:votg/cg')).toEqual(second);
  await page.screenshot({ path: 'test-results/votg-cg-file/imported.png' });
});
