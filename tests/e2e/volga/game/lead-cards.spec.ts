/**
 * Lead cards at arm's length: each Lead Attacking Unit choice shows its designation and its
 * Attack Factor whole ("29/RCN · AF 6") at 390 and 360 px, light and dark, measured text against
 * its box; and, when the kit knows no attacker's Attack Factor, no default lead: the cards say
 * "AF unknown", and only the unit tapped is asked its Attack Factor (9.5.2A), after which the
 * attack goes on by itself. TEST FIXTURE kit (made-up map): the 29th moves from Area 3 through 5
 * into Area 9; FC moves from Area 4 into Area 7 with its Attack Factors forgotten.
 */
import { expect, type Page, test } from '@playwright/test';
import type { ComponentKit } from '../../../../src/volga/engine/kit';
import { SCREENSHOT_DIR, setThemeNow } from '../../support/app';
import { atEachWidthAndTheme } from '../../support/look';
import { importAndOpen, namedFixtureKit, playOn } from '../report/imported';
import { startGame, useFixtureKit } from './helpers';

/** Text of the lead choices that lies outside its box or breaks its AF, and their words. */
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
      // The Attack Factor ("AF 6", "AF unknown") reads on one line, never broken inside.
      for (const el of card.querySelectorAll<HTMLElement>('.gc-lead-af'))
        if (el.getClientRects().length !== 1) outside.push(el.textContent ?? '');
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

const FC = ['FC/1', 'FC/2', 'FC/3'];

test('no Attack Factor known: no default lead, only the lead tapped is asked', async ({ page }) => {
  test.setTimeout(90_000);
  const named = namedFixtureKit();
  const kit: ComponentKit = {
    ...named,
    germanCounters: named.germanCounters.map((c) =>
      FC.includes(c.id) ? { ...c, attackFactor: null } : c,
    ),
  };
  // Turn 1 to the Combat Phase, Area 4 active and FC moved into Area 7 (seed: no Barrage).
  const game = playOn(
    kit,
    [5, 8],
    [
      { type: 'rollRandomEvent', dice: { randomEvent: [2, 3, 4] } },
      { type: 'rollSupply', dice: { supply: [3, 4, 5, 6] } },
      { type: 'endSupply' },
      { type: 'activate', area: 4 },
      { type: 'moveStack', units: FC, to: 7 },
    ],
  );
  await importAndOpen(page, { id: 'lead-unknown', name: 'Lead unknown', ...game });
  await page.getByTestId('declare-7').click();
  // Nothing is asked before the owner picks: the cards and the note say why.
  await expect(page.getByTestId('gc-pick-lead')).toBeVisible();
  await expect(page.getByTestId('fact-prompt')).toHaveCount(0);
  await expect(page.getByTestId('cb-die-german-0-5')).toHaveCount(0);
  await atEachWidthAndTheme(page, 'lead-unknown', async ({ width, theme }) => {
    await page.locator('.gc-lead').scrollIntoViewIfNeeded();
    const { words, outside } = await leadCards(page);
    expect(words.map((w) => w.replace(/\s+/g, ' ').trim())).toEqual(
      FC.map((id) => `${id} · AF unknown`),
    );
    expect(outside, `cut at ${width} px, ${theme}`).toEqual([]);
  });
  // The unit tapped, and it alone, is asked its Attack Factor.
  await page.getByTestId('lead-FC/2').check();
  const q = page.getByTestId('fact-prompt');
  await expect(q).toContainText('On counter FC/2: what Attack Factor does its Fresh side show?');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/lead-unknown-asked-390-light.png` });
  await q.getByTestId('counter-af').getByRole('button', { name: '6', exact: true }).click();
  // One chip answers it: the attack goes on with that lead, the others still unknown.
  await expect(q).toHaveCount(0);
  await expect(page.getByTestId('lead-FC/2')).toBeChecked();
  const { words } = await leadCards(page);
  expect(words.map((w) => w.replace(/\s+/g, ' ').trim())).toEqual([
    'FC/1 · AF unknown',
    'FC/2 · AF 6',
    'FC/3 · AF unknown',
  ]);
  await expect(page.getByTestId('cb-die-german-0-5')).toBeVisible();
});
