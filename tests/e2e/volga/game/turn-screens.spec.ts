/**
 * The Turn's everyday steps at 390x844: the status line folds the dashboard and opens it; a
 * Random Event entered by its total in one tap; Undo named by what it takes back, its notice and
 * Redo; the log line showing its result unopened; Buy Artillery priced by the engine during
 * Artillery Shell Shortages; a stack moved in one tap; the main game's Commissars citing 6.2; the
 * wake-lock switch in Settings. axe clean, screenshots light and dark at 390 and 360.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseTheme, SCREENSHOT_DIR } from '../../support/app';
import { axeViolations } from '../../support/axe';
import { startGame, useFixtureKit } from './helpers';

async function axeClean(page: Page): Promise<void> {
  const axe = await axeViolations(page);
  expect(
    axe
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * The text of `el` that lies outside its box (cut, hidden or spilling over), as "text" entries:
 * each text node's rendered rectangles are measured against the element's own.
 */
async function textOutside(el: Locator): Promise<string[]> {
  return el.evaluate((b) => {
    const box = b.getBoundingClientRect();
    const out: string[] = [];
    if (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1)
      out.push(`overflow ${b.scrollWidth}x${b.scrollHeight} > ${b.clientWidth}x${b.clientHeight}`);
    const walk = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects())
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5)
          out.push(n.textContent ?? '');
    }
    return out;
  });
}

test('rolls by their total, Undo by name, the log by result, Artillery at its price', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useFixtureKit(page);
  await startGame(page, { name: 'Turn screens' });

  // The dashboard is one status line; a tap opens its tiles.
  const fold = page.getByTestId('status-fold');
  await expect(fold.locator('summary.gs-line')).toContainText('Morale 19 Strong');
  await expect(page.getByTestId('stat-morale')).toBeHidden();
  // The Random Event is read by its total (6.2): 16 buttons, one tap records it.
  await expect(page.getByTestId('event-total')).toContainText('6.2');
  await expect(page.locator('[data-testid^="event-total-"]')).toHaveCount(16);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/turn-start-390-light.png` });
  await expect(page.getByTestId('event-total').locator('label').first()).toBeInViewport();
  await page.getByTestId('event-total-15').click();
  await expect(page.getByTestId('event-card')).toContainText('Artillery Shell Shortages');
  await expect(page.getByTestId('next-step')).toContainText('Roll for Supply');

  // Undo names what it takes back; the notice says what was undone, above the Redo.
  const undo = page.getByTestId('undo');
  // Undo names the action and the value it came to.
  await expect(undo).toHaveText('Undo: Random Event roll 15');
  await undo.click();
  await expect(page.getByTestId('undo-notice')).toHaveText('Undone: Random Event roll 15.');
  await expect(page.getByTestId('redo')).toHaveText('Redo: Random Event roll 15');
  await expect(page.getByTestId('redo')).toBeInViewport();
  for (const theme of ['Light', 'Dark'] as const) {
    await chooseTheme(page, theme);
    await page.goBack();
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      // The bar is one line: a name is whole inside its button, or cut with an
      // ellipsis and whole on its title; nothing spills out of the button.
      for (const id of ['undo', 'redo']) {
        const btn = page.getByTestId(id);
        const at = `${id} at ${width} px, ${theme}`;
        expect(await btn.getAttribute('title'), at).toBe(await btn.textContent());
        const line = btn.locator('.gl-undo-line');
        const cut = await line.evaluate((l) => l.scrollWidth > l.clientWidth + 1);
        if (cut)
          expect(await line.evaluate((l) => getComputedStyle(l).textOverflow), at).toBe('ellipsis');
        else expect(await textOutside(btn), at).toEqual([]);
      }
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/turn-event-total-${width}-${theme.toLowerCase()}.png`,
      });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await axeClean(page);
  await page.getByTestId('redo').click();
  await expect(page.getByTestId('undo-notice')).toHaveText('');
  await expect(page.getByTestId('event-card')).toContainText('Artillery Shell Shortages');

  // Supply by total; during Artillery Shell Shortages the engine prices Artillery at +1.
  await page.getByTestId('supply-total-9').click();
  // 10.2: the roll told as rolled, and what it counts as on Turn 1.
  await expect(page.getByTestId('supply-bank')).toContainText(
    "16 Supply Points to spend. This Turn's Supply roll: rolled 9, counts as 16 on Turn 1 (10.2).",
  );
  await expect(page.getByRole('button', { name: /^Buy Artillery/ })).toContainText(
    '+1 to one Attack Value this Turn (Artillery Shell Shortages)',
  );
  await page.getByRole('button', { name: /^Buy Artillery/ }).click();
  await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();

  // A stack moves in one tap (8.2): all four of Area 4 into Area 9. Nothing is left to move, so
  // the Mandatory Attack they owe (9.1) is declared with the move, and Undo takes it back first.
  await page.getByTestId('activate-4').click();
  await page.getByTestId('stack-4-9').click();
  await expect(page.getByTestId('undo')).toHaveText(/^Undo: Attack on Area 9$/);
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('owed')).toContainText('Area 9');
  await expect(page.getByTestId('declare-9')).toBeVisible();
  await expect(page.getByTestId('undo')).toHaveText(
    /^Undo: Move FC\/1, FC\/2, FC\/3 and 244B to Area 9$/,
  );
  await axeClean(page);
  for (const theme of ['Light', 'Dark'] as const) {
    await chooseTheme(page, theme);
    await page.goBack();
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/turn-stack-${width}-${theme.toLowerCase()}.png`,
      });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // The log shows each result on its line, unopened.
  await page.getByRole('link', { name: 'Log' }).click();
  const results = page.getByTestId('log-result');
  await expect(results.first()).toBeVisible();
  await expect(
    page.getByTestId('log-entry').filter({ hasText: 'Rolled for the Random Event' }),
  ).toContainText('Random Event: Artillery Shell Shortages (15)');
  await expect(
    page.getByTestId('log-entry').filter({ hasText: 'Rolled for Supply' }),
  ).toContainText('Supply roll: rolled 9, counts as 16 on Turn 1 (10.2); 16 to spend');
  await axeClean(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/turn-log-390-light.png` });
});

test('Commissars in the main game cite 6.2; the wake-lock switch is in Settings', async ({
  page,
}) => {
  await useFixtureKit(page);
  await startGame(page, { name: 'Commissars' });
  await page.getByTestId('event-total-10').click();
  await expect(page.getByTestId('event-card')).toContainText('Commissars');
  await expect(page.getByTestId('event-card').locator('.rule-tag')).toHaveText('6.2');
  await page.goto('/#/settings');
  const awake = page.getByRole('group', { name: 'Keep the screen awake' });
  await expect(awake.getByRole('radio', { name: 'In games' })).toBeChecked();
  await awake.getByRole('radio', { name: 'Never' }).check();
  await expect(awake.getByRole('radio', { name: 'In games' })).not.toBeChecked();
});
