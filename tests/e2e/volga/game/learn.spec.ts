/**
 * The owner's kit learns from play on every screen: a border answered while moving in the Areas
 * sheet is logged in that game and remembered by the owner's kit, so the next game knows it and
 * does not ask again. The kit is the made-up TEST FIXTURE with Area 5's borders cut to the one
 * with Area 4, imported as the owner's own file and named so that nobody takes it for the real
 * map.
 */
import { expect, type Page, test } from '@playwright/test';
import { type ComponentKit, exportKit } from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { startGame } from './helpers';

/** The fixture's map with Area 5's borders unknown but for the one with Area 4. */
function kitWithoutArea5Borders(): ComponentKit {
  const base = structuredClone(fixtureKit()) as ComponentKit & {
    areas: Record<number, { neighbours: number[]; neighboursComplete: boolean }>;
  };
  for (const m of base.areas[5]!.neighbours) {
    if (m === 4) continue;
    const am = base.areas[m]!;
    am.neighbours = am.neighbours.filter((x) => x !== 5);
    am.neighboursComplete = false;
  }
  base.areas[5]!.neighbours = [4];
  base.areas[5]!.neighboursComplete = false;
  return {
    ...base,
    fixture: false,
    name: "TEST FIXTURE without Area 5's borders — not the real map",
  };
}

/** Plays Turn 1 to the Action Rounds: Random Event 1+2+3, Supply 1+1+2+1, nothing bought. */
async function toActionRounds(page: Page) {
  await page.getByTestId('event-by-faces').click();
  for (const [i, f] of [1, 2, 3].entries())
    await page.getByTestId(`event-randomEvent-${i}-${f}`).check();
  await page.getByRole('button', { name: 'Record the Random Event roll' }).click();
  await page.getByTestId('supply-by-faces').click();
  for (const [i, f] of [1, 1, 2, 1].entries())
    await page.getByTestId(`supply-supply-${i}-${f}`).check();
  await page.getByRole('button', { name: 'Record the Supply roll' }).click();
  await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();
  await expect(page.getByTestId('next-step')).toContainText('Activate an Area');
}

/** On the Areas tab: activates Area 4 and opens Area 5's sheet. */
async function openArea5(page: Page) {
  await page.getByRole('link', { name: 'Areas' }).click();
  const sheet = page.getByTestId('area-sheet');
  await page.getByTestId('area-4').click();
  await sheet.getByTestId('sheet-activate').click();
  await sheet.getByRole('button', { name: 'Close the Area' }).click();
  await page.getByTestId('area-5').click();
  return sheet;
}

test('a border answered while moving in the Areas sheet is known in the next game', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/#/kit');
  await page.getByRole('tab', { name: 'File' }).click();
  await page.getByTestId('kit-import').setInputFiles({
    name: 'test-fixture-kit.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exportKit(kitWithoutArea5Borders())),
  });
  await page.getByRole('button', { name: 'Replace my kit' }).click();
  await expect(page.getByTestId('kit-file-status')).not.toBeEmpty();

  // The first game asks for Area 5's borders while moving in; the owner answers in the sheet.
  await startGame(page, { name: 'First' });
  await expect(page.getByTestId('game-where')).not.toContainText('TEST FIXTURE map');
  await toActionRounds(page);
  let sheet = await openArea5(page);
  const need = sheet.getByTestId('sheet-incoming-fact');
  await expect(need).toContainText('could move in');
  await need.getByRole('button', { name: 'Answer it now', exact: true }).click();
  const q = need.getByTestId('fact-prompt');
  for (const m of [3, 6, 9, 11])
    await q.getByRole('button', { name: `Area ${m}: not ticked` }).click();
  await q.getByRole('button', { name: 'Save: these are all its neighbours' }).click();
  await expect(need).toHaveCount(0);
  await sheet.getByRole('button', { name: /Move FC\/3 from Area 4 here: 2 MF/ }).click();
  await sheet.getByRole('button', { name: 'Close the Area' }).click();

  // Leave that game and start another on the owner's kit: Area 5's borders are known.
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(page.getByTestId('log-entry').filter({ hasText: 'Answered' })).toHaveCount(1);
  await startGame(page, { name: 'Second' });
  await expect(page.getByTestId('game-where')).not.toContainText('TEST FIXTURE map');
  await toActionRounds(page);
  sheet = await openArea5(page);
  await expect(sheet.getByTestId('sheet-incoming')).toBeVisible();
  await expect(sheet.getByTestId('sheet-incoming-fact')).toHaveCount(0);
  await expect(sheet.getByTestId('fact-prompt')).toHaveCount(0);
  await sheet.getByRole('button', { name: /Move FC\/3 from Area 4 here: 2 MF/ }).click();
  await sheet.getByRole('button', { name: 'Close the Area' }).click();
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(page.getByTestId('log-entry').filter({ hasText: 'Answered' })).toHaveCount(0);
});
