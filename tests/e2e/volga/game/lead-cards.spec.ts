/**
 * Lead cards at arm's length: each Lead Attacking Unit choice shows its designation and its
 * Attack Factor whole ("29/RCN · AF 6") at 390 and 360 px, light and dark, measured text against
 * its box. TEST FIXTURE kit (made-up map): the 29th moves from Area 3 through 5 into Area 9.
 */
import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOT_DIR, setThemeNow } from '../../support/app';
import { startGame, useFixtureKit } from './helpers';

/** Text of the lead choices that lies outside its box, and the choices' words. */
function leadCards(page: Page): Promise<{ words: string[]; outside: string[] }> {
  return page.evaluate(() => {
    const words: string[] = [];
    const outside: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('.gc-lead .gc-unit')) {
      const box = card.getBoundingClientRect();
      words.push(card.textContent ?? '');
      const walk = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects())
          if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5)
            outside.push(n.textContent ?? '');
      }
      for (const el of card.querySelectorAll<HTMLElement>('span'))
        if (el.scrollWidth > el.clientWidth + 1) outside.push(el.textContent ?? '');
    }
    return { words, outside };
  });
}

test('lead cards keep their Attack Factor at 390 and 360, light and dark', async ({ page }) => {
  test.setTimeout(90_000);
  await useFixtureKit(page);
  await startGame(page, { name: 'Lead cards', dice: 'app' });
  await page
    .getByRole('button', { name: /Roll for me|The app rolls|Roll/ })
    .first()
    .click();
  await expect(page.getByTestId('event-card')).toBeVisible();
  await page.getByRole('button', { name: /Roll/ }).first().click();
  await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();
  await page.getByTestId('activate-3').click();
  for (const unit of ['29/RCN', '29/A']) {
    await page.getByTestId(`pick-${unit}`).check();
    await page.getByTestId(`move-${unit}-5`).click();
    await page.getByTestId(`pick-${unit}`).check();
    await page.getByTestId(`move-${unit}-9`).click();
  }
  await page.getByTestId('declare-9').click();
  await page.getByTestId('reveal-6-heroes').click();
  await expect(page.getByTestId('lead-29/RCN')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await setThemeNow(page, theme);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await page.locator('.gc-lead').scrollIntoViewIfNeeded();
      const { words, outside } = await leadCards(page);
      expect(words.map((w) => w.replace(/\s+/g, ' ').trim())).toEqual([
        '29/RCN · AF 6',
        '29/A · AF 7',
      ]);
      expect(outside, `cut at ${width} px, ${theme}`).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/lead-cards-${width}-${theme}.png` });
    }
  }
});
