/**
 * The needs-fact question, as the kit's guided transcription shows it: big answer buttons, the
 * next question once an answer is saved, and an answer that contradicts the kit refused inline
 * with the engine's reason (answerFact).
 */
import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { type ComponentKit, exportKit } from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { kitTab, openKit } from './helpers';

test('answers a terrain question with a big button and moves to the next', async ({ page }) => {
  await openKit(page);
  const q = page.getByTestId('fact-question');
  await expect(q).toContainText('What shape is the Identifier of Area 7');
  await q.getByTestId('answer-heavyUrban').click();
  await expect(q).toContainText('What shape is the Identifier of Area 8 (Sawmill)');
  await page.getByRole('button', { name: 'Skip this question' }).click();
  await expect(q).toContainText('Area 9');

  await kitTab(page, 'Map');
  await page.getByTestId('area-picker').locator('button[data-n="7"]').click();
  await expect(
    page.getByRole('group', { name: 'Terrain (Identifier shape)' }).getByRole('radio', {
      name: 'Heavy Urban (pentagon)',
    }),
  ).toBeChecked();
  // Heavy Urban has no TEM exception, so the rules fix it (9.5.3B).
  await expect(page.getByTestId('area-tem')).toContainText('The rules fix it at +4');
});

test('a Clear Area is asked only whether it is the Airfield: two answers, not four (9.5.3B)', async ({
  page,
}) => {
  await openKit(page);
  const q = page.getByTestId('fact-question');
  await expect(q).toContainText('What shape is the Identifier of Area 7');
  await q.getByTestId('answer-clear').click();
  // Skip to Area 7's TEM wherever it stands in the queue.
  for (let i = 0; i < 60; i++) {
    if ((await q.textContent())?.includes('Is Area 7 the Stalingradski Airfield')) break;
    await page.getByRole('button', { name: 'Skip this question' }).click();
  }
  await expect(q).toContainText(
    'Is Area 7 the Stalingradski Airfield (TEM +2), or another Area of its terrain (TEM +1)?',
  );
  await expect(q.locator('button.kit-answer')).toHaveCount(2);
  await q.getByTestId('answer-tem-1').click();
  await kitTab(page, 'Map');
  await page.getByTestId('area-picker').locator('button[data-n="7"]').click();
  await expect(page.getByTestId('area-tem')).toContainText('+1');
});

test('a neighbour list that leaves out a known border is refused inline; a full one is saved', async ({
  page,
}, info) => {
  // TEST FIXTURE map, renamed and with one border of Area 8 made unknown again.
  const base = fixtureKit();
  const other = base.areas[8]!.neighbours.find((m) => m !== 10)!;
  const strip = (n: number, drop: number) => ({
    ...base.areas[n]!,
    neighbours: base.areas[n]!.neighbours.filter((m) => m !== drop),
    neighboursComplete: false,
  });
  const kit: ComponentKit = {
    ...base,
    name: 'Almost complete',
    fixture: false,
    areas: { ...base.areas, 8: strip(8, other), [other]: strip(other, 8) },
  };
  const file = info.outputPath('almost.json');
  await writeFile(file, exportKit(kit));

  await openKit(page);
  await kitTab(page, 'File');
  await page.getByTestId('kit-import').setInputFiles(file);
  await page.getByRole('button', { name: 'Replace my kit' }).click();
  await kitTab(page, 'Status');
  const q = page.getByTestId('fact-question');
  if (other < 8) {
    // The kit asks for the lower-numbered list first: skip it.
    await expect(q).toContainText(`which Areas share a boundary with Area ${other}`);
    await page.getByRole('button', { name: 'Skip this question' }).click();
  }
  await expect(q).toContainText('which Areas share a boundary with Area 8 (Sawmill)');
  const grid = q.getByTestId('fact-neighbours');
  await expect(grid.locator('button[data-n="10"]')).toHaveAttribute('aria-pressed', 'true');

  // 13.4 moves from Area 8 straight into Area 10: a list without 10 contradicts the kit.
  await grid.locator('button[data-n="10"]').click();
  await q.getByRole('button', { name: 'Save: these are all its neighbours' }).click();
  await expect(page.getByTestId('fact-error')).toContainText(
    'The kit already says Areas 8 and 10 are adjacent',
  );
  await expect(page.getByTestId('kit-status')).toHaveText('Incomplete');

  await grid.locator('button[data-n="10"]').click();
  await grid.locator(`button[data-n="${other}"]`).click();
  await q.getByRole('button', { name: 'Save: these are all its neighbours' }).click();
  // Both lists are now known: nothing is left, and the kit is complete.
  await expect(page.getByTestId('kit-guided')).toContainText('Nothing left to ask');
  await expect(page.getByTestId('kit-status')).toHaveText('Complete');
});
