/** Rules help: search by word and by section number, with the count announced. */
import { expect, test } from '@playwright/test';
import { openApp } from '../../support/app';

test('finds summaries by keyword and by section number', async ({ page }) => {
  await openApp(page, 'rules');
  const box = page.getByLabel('Search by word or section number');
  const count = page.getByTestId('rules-count');
  await expect(count).toHaveText(/^\d+ summaries\.$/);

  await box.fill('guards');
  await expect(count).toHaveText(/summaries mention "guards"/);
  await expect(page.getByTestId('rule-reveal')).toContainText('keeps the best two');
  await expect(page.getByTestId('rule-supply')).toHaveCount(0);

  await box.fill('9.5.3B');
  await expect(count).toHaveText('1 summary in section 9.5.3B.');
  await expect(page.getByTestId('rule-defense-value')).toContainText('Mamayev Kurgan');

  await box.fill('12');
  await expect(page.getByRole('article')).toHaveCount(9);
  await expect(page.getByTestId('rule-opt-supply')).toBeVisible();

  await box.fill('bagration');
  await expect(count).toHaveText('Nothing found for "bagration".');
  await expect(page.getByRole('article')).toHaveCount(0);
});
