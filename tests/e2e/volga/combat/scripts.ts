/**
 * The two attacks a player makes most, scripted through the counting player so the browser
 * tests and `npm run bench` (bench/attack.ts) measure them the same way:
 * - one Mandatory Attack in a game on the TEST FIXTURE kit, from activating the Area to the
 *   result (Turn 1: FC/1 from Area 4 into Area 9, a Revealed Heroes 6, the game's own dice);
 * - the rulebook's 13.4 attack entered in Quick combat, from its screen to the result.
 * The set-up before each measured part is not counted. No `expect` here: the bench runs it too.
 */
import type { Page } from '@playwright/test';
import { Player, type Tally } from '../../support/player';

/** Ticks the faces of one typed roll in a game (set-up, not counted). */
async function typeRoll(page: Page, prefix: string, purpose: string, faces: readonly number[]) {
  // A roll read by its total offers the total pad first; these dice are typed one by one.
  await page.getByTestId(`${prefix}-dice`).waitFor();
  const byFaces = page.getByTestId(`${prefix}-by-faces`);
  if ((await byFaces.count()) > 0 && (await byFaces.getAttribute('aria-pressed')) !== 'true')
    await byFaces.click();
  for (let i = 0; i < faces.length; i++)
    await page.getByTestId(`${prefix}-${purpose}-${i}-${faces[i]}`).check();
}

/**
 * A new main game on the TEST FIXTURE kit, played to the Combat Phase of Turn 1 (not counted);
 * `purchases` runs in the Supply Phase after its roll, before it ends.
 */
export async function toCombatPhase(
  page: Page,
  purchases: () => Promise<void> = async () => {},
): Promise<void> {
  await page.goto('/#/kit');
  await page.getByRole('button', { name: /Load the TEST FIXTURE map/ }).click();
  await page.getByTestId('kit-fixture-warning').waitFor();
  await page.goto('/#/new-game');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByTestId('game-where').waitFor();
  await typeRoll(page, 'event', 'randomEvent', [1, 2, 3]);
  await page.getByRole('button', { name: 'Record the Random Event roll' }).click();
  await typeRoll(page, 'supply', 'supply', [1, 1, 2, 1]);
  await page.getByRole('button', { name: 'Record the Supply roll' }).click();
  await purchases();
  await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();
  await page.getByTestId('activate-4').waitFor();
}

/** From the Combat Phase: activate Area 4, move FC/1 into Area 9, attack it, read the result. */
export async function gameAttack(page: Page): Promise<Tally> {
  const p = new Player(page);
  await p.tap(page.getByTestId('activate-4'));
  await p.tap(page.getByTestId('move-FC/1-9'));
  await p.tap(page.getByTestId('declare-9'));
  await p.tap(page.getByTestId('reveal-6-heroes'));
  await p.tap(page.getByTestId('cb-die-roll'));
  await p.reveal(page.getByTestId('outcome'));
  await p.tap(page.getByRole('button', { name: 'Apply to the game' }));
  await p.reveal(page.getByTestId('last-outcome'));
  return p.tally();
}

/** Waits until the page stops scrolling (a smooth scroll the app started has ended). */
async function settle(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 50; i++) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return;
    last = y;
    await page.waitForTimeout(60);
  }
}

/**
 * From a fresh Quick combat screen: the 13.4 example (four attackers, lead 6 with Divisional
 * Integrity at Morale 18, one Artillery, one Engineer and Air, against a Revealed Fanatic 8 in
 * Heavy Urban, during Artillery Shell Shortages), then its dice: Air 3, German 3 and 3,
 * Soviet 3 and 4 (a Success made a Stalemate by Fanatic). Each control is tapped top to bottom, as a player goes down the form.
 */
export async function quickCombat134(page: Page): Promise<Tally> {
  const p = new Player(page);
  const sw = (name: string) => page.getByRole('switch', { name, exact: false });
  const radio = (group: string, name: string) =>
    page.getByRole('group', { name: group }).getByRole('radio', { name, exact: true });
  await p.tap(page.getByTestId('f-attackers-more'));
  await p.tap(page.getByTestId('f-morale-less'));
  await p.tap(sw('Divisional Integrity'));
  await p.tap(page.getByTestId('f-artillery-more'));
  await p.tap(page.getByTestId('f-engineers-more'));
  await p.tap(sw('Air Support marker'));
  await p.tap(page.locator('details.cb-more > summary'));
  await p.tap(sw('Artillery Shell Shortages'));
  await p.tap(radio('Terrain', 'Heavy Urban'));
  await p.tap(page.getByTestId('f-defense-more'));
  await p.tap(page.getByTestId('f-defense-more'));
  await p.tap(radio('Defense Strategy (9.4)', 'Fanatic'));
  await p.tap(page.getByRole('button', { name: 'Dice', exact: true }));
  await settle(page);
  for (const [slot, face] of [
    ['air', 3],
    ['german-0', 3],
    ['german-1', 3],
    ['soviet-0', 3],
    ['soviet-1', 4],
  ] as const)
    await p.tap(page.getByTestId(`cb-die-${slot}-${face}`));
  await p.reveal(page.getByTestId('outcome'));
  return p.tally();
}
