/**
 * Learning while playing: with an owner's kit that lacks a Random Event Chart row, the roll that
 * lands on it stops with a question; the owner answers it on the game screen, the answer is
 * logged, the waiting roll runs again, and the owner's kit remembers the row.
 * The kit is the made-up TEST FIXTURE with one row removed, imported as the owner's own file
 * and named so that nobody takes it for the real game.
 */
import { expect, type Page, test } from '@playwright/test';
import { type ComponentKit, exportKit } from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { SCREENSHOT_DIR } from '../../support/app';
import { startGame } from './helpers';

/** The TEST FIXTURE as an owner's own kit named `name`, its main Random Event Chart cut by `rows`. */
function ownKit(
  name: string,
  rows: (main: ComponentKit['events']['main']) => ComponentKit['events']['main'],
): ComponentKit {
  const base = fixtureKit();
  return {
    ...base,
    fixture: false,
    name,
    events: { ...base.events, main: rows(base.events.main) },
  };
}

/** Imports `kit` as the owner's own kit file, on the Component kit screen. */
async function importKit(page: Page, kit: ComponentKit): Promise<void> {
  await page.goto('/#/kit');
  await page.getByRole('tab', { name: 'File' }).click();
  await page.getByTestId('kit-import').setInputFiles({
    name: 'test-fixture-kit.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exportKit(kit)),
  });
  await page.getByRole('button', { name: 'Replace my kit' }).click();
  await expect(page.getByTestId('kit-file-status')).not.toBeEmpty();
}

test('a needs-fact question during play is answered on the game screen and remembered', async ({
  page,
}) => {
  await importKit(
    page,
    ownKit('TEST FIXTURE without row 9-12 — not the real map', (rows) =>
      rows.filter((r) => !(r.lo <= 10 && 10 <= r.hi)),
    ),
  );

  await startGame(page, { name: 'Facts' });
  await expect(page.getByTestId('game-where')).not.toContainText('TEST FIXTURE map');
  await page.getByTestId('event-by-faces').click();
  for (const [i, f] of [3, 3, 4].entries())
    await page.getByTestId(`event-randomEvent-${i}-${f}`).check();
  await page.getByRole('button', { name: 'Record the Random Event roll' }).click();

  const prompt = page.getByTestId('fact-prompt');
  await expect(prompt).toContainText('Random Event Chart row');
  await expect(page.getByTestId('next-step')).toContainText('Roll for the Random Event');
  await prompt.getByLabel('Event name').fill('Commissars');
  await prompt.getByLabel('Event name').blur();
  await prompt.getByLabel('What it does in the app').selectOption('commissars');
  await prompt.getByRole('button', { name: 'Save this row' }).click();

  await expect(prompt).toHaveCount(0);
  await expect(page.getByTestId('next-step')).toContainText('Roll for Supply');
  await expect(page.getByTestId('stat-event')).toContainText('Commissars');
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(page.getByTestId('log-entry').first()).toContainText('Answered');
  await expect(page.getByTestId('log-entry')).toHaveCount(2);

  // The owner's kit learned the row too: the Events tab lists it.
  await page.goto('/#/kit');
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Commissars');
});

test("the app's Random Event roll shows above the question it raises, the same dice each time", async ({
  page,
}) => {
  // A main chart with no rows: whatever the app rolls, the row is asked.
  await importKit(
    page,
    ownKit('TEST FIXTURE without a main chart — not the real map', () => []),
  );
  await startGame(page, { name: 'App roll asked', dice: 'app' });
  const roll = page.getByTestId('event-dice').getByRole('button', { name: 'Roll 3 dice for me' });
  await roll.click();
  const rolled = page.getByTestId('question-rolled');
  await expect(rolled).toHaveText(
    /^The app rolled \d, \d, \d = \d+ for the Random Event \(6\.2\): the roll stays \d+ when you answer\.$/,
  );
  const words = (await rolled.textContent()) ?? '';
  const [, d1, d2, d3, total, stays] = words.match(/(\d), (\d), (\d) = (\d+).*stays (\d+)/)!;
  expect(Number(d1) + Number(d2) + Number(d3)).toBe(Number(total));
  expect(stays).toBe(total);
  // The question asks the row of that roll.
  await expect(page.getByTestId('fact-prompt')).toContainText(`The Random Event roll of ${total}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/question-app-roll-390-light.png` });
  // Put off: the roll is kept with the event pending (asked again when its effect matters), so
  // there is no second roll that could differ.
  await page.getByTestId('fact-prompt').getByRole('button', { name: 'Not now' }).click();
  await expect(rolled).toHaveCount(0);
  await expect(roll).toHaveCount(0);
});
