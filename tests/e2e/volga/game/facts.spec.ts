/**
 * Learning while playing: with an owner's kit that lacks a Random Event Chart row, the roll that
 * lands on it stops with a question; the owner answers it on the game screen, the answer is
 * logged, the waiting roll runs again, and the owner's kit remembers the row.
 * The kit is the made-up TEST FIXTURE with one row removed, imported as the owner's own file
 * and named so that nobody takes it for the real game.
 */
import { expect, test } from '@playwright/test';
import { exportKit } from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { startGame } from './helpers';

test('a needs-fact question during play is answered on the game screen and remembered', async ({
  page,
}) => {
  const base = fixtureKit();
  const kit = {
    ...base,
    fixture: false,
    name: 'TEST FIXTURE without row 9-12 — not the real map',
    events: { ...base.events, main: base.events.main.filter((r) => !(r.lo <= 10 && 10 <= r.hi)) },
  };
  await page.goto('/#/kit');
  await page.getByRole('tab', { name: 'File' }).click();
  await page.getByTestId('kit-import').setInputFiles({
    name: 'test-fixture-kit.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exportKit(kit)),
  });
  await page.getByRole('button', { name: 'Replace my kit' }).click();
  await expect(page.getByTestId('kit-file-status')).not.toBeEmpty();

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
