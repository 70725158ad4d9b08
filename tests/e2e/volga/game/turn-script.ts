/**
 * The rulebook's example turn (13.1-13.5) played through the screen on the TEST FIXTURE map by
 * the scripted player, counting taps and scrolls from Dawn to the End Phase. The fixture map is
 * made up, so the turn is the example's pattern on it: a Turn 1 played first (not counted) puts
 * the 29th Motorized beside an Unrevealed Soviet Area; then Turn 2 as 13.x plays it: the 389th
 * group placed, a Random Event roll of 15 (Artillery Shell Shortages), a Supply roll of 9, two
 * Engineers and six Artillery (one tap each) and +1 Morale bought, the whole 29th moved in one tap into the Soviet
 * Area, its Mandatory Attack with one Artillery, one Engineer and Air, and the End Phase.
 * Shared by the browser test (turn-example.spec.ts) and the benchmark (bench/turn.ts).
 */
import { expect, type Page } from '@playwright/test';
import { Player, type Tally } from '../../support/player';

/** Enters a roll by its total: one tap records it. */
async function rollTotal(p: Player, id: string, total: number): Promise<void> {
  await p.tap(p.page.getByTestId(`${id}-total-${total}`));
}

/** A revealed counter that is not a Barrage unit (the example's attack is fought). */
const reveal = (page: Page) =>
  page.locator('[data-testid^="reveal-"]:not([data-testid="reveal-pick"])').filter({
    hasNotText: /Barrage/,
  });

/** Lead, markers, typed dice and Apply: the resolve step of the attack form. */
async function resolve(
  p: Player,
  o: {
    lead: string;
    artillery: number;
    engineers: number;
    air: number | null;
    german: [number, number];
    soviet: [number, number];
  },
): Promise<void> {
  const page = p.page;
  await p.tap(page.getByTestId(`lead-${o.lead}`));
  for (let i = 0; i < o.artillery; i++) await p.tap(page.getByTestId('gc-artillery-more'));
  for (let i = 0; i < o.engineers; i++) await p.tap(page.getByTestId('gc-engineers-more'));
  if (o.air !== null) {
    await p.tap(page.locator('label[for="gc-air"]'));
    await p.tap(page.getByTestId(`cb-die-air-${o.air}`));
  }
  await p.tap(page.getByTestId(`cb-die-german-0-${o.german[0]}`));
  await p.tap(page.getByTestId(`cb-die-german-1-${o.german[1]}`));
  await p.tap(page.getByTestId(`cb-die-soviet-0-${o.soviet[0]}`));
  await p.tap(page.getByTestId(`cb-die-soviet-1-${o.soviet[1]}`));
  await p.tap(page.getByRole('button', { name: 'Apply to the game' }));
}

/** Turn 1, not counted: FC's stack takes Area 7, the 29th moves up into Area 4. */
export async function setUpTurn2(page: Page): Promise<void> {
  const p = new Player(page);
  await rollTotal(p, 'event', 6);
  await rollTotal(p, 'supply', 5);
  await p.tap(page.getByRole('button', { name: 'Done: go to the Combat Phase' }));
  await p.tap(page.getByTestId('activate-4'));
  // The whole stack went in: its Mandatory Attack (9.1) is declared with the move.
  await p.tap(page.getByTestId('stack-4-7'));
  await p.tap(reveal(page).first());
  await resolve(p, {
    lead: 'FC/1',
    artillery: 0,
    engineers: 0,
    air: null,
    german: [6, 6],
    soviet: [1, 1],
  });
  await expect(page.getByTestId('last-outcome')).toContainText(/Success|Overrun/);
  await expect(page.getByTestId('last-attack')).toContainText('Last attack: Area 7');
  await p.tap(page.getByTestId('activate-3'));
  // The next Action Round's controls take the top: the last result is in the log now.
  await expect(page.getByTestId('last-attack')).toHaveCount(0);
  await p.tap(page.getByTestId('stack-3-4'));
  await p.tap(page.getByTestId('end-round'));
  await p.tap(page.getByTestId('end-combat'));
  await expect(page.getByTestId('game-where')).toContainText('Turn 2');
}

/** Plays Turn 2 as 13.x does, from Dawn to the End Phase; returns what the player did. */
export async function playExampleTurn(page: Page): Promise<Tally> {
  const p = new Player(page);
  // 13.1: the 389th group enters in one Area.
  await p.tap(page.getByRole('button', { name: /^Place \d in Area/ }).first());
  // 13.2: 15, Artillery Shell Shortages.
  await rollTotal(p, 'event', 15);
  await expect(page.getByTestId('event-card')).toContainText('Artillery Shell Shortages');
  // 13.3: a roll of 9; two Engineers, six Artillery, +1 Morale.
  await rollTotal(p, 'supply', 9);
  await p.tap(page.getByTestId('buy-engineer-2'));
  await p.tap(page.getByTestId('buy-artillery-6'));
  await p.tap(page.getByRole('button', { name: /^Buy \+1 Morale/ }));
  await p.tap(page.getByRole('button', { name: 'Done: go to the Combat Phase' }));
  // 13.4: the whole stack into the Unrevealed Area, its Mandatory Attack declared with the move.
  await p.tap(page.getByTestId('activate-4'));
  await p.tap(page.getByTestId('stack-4-9'));
  await p.tap(reveal(page).first());
  await resolve(p, {
    lead: '29/RCN',
    artillery: 1,
    engineers: 1,
    air: 3,
    german: [2, 4],
    soviet: [3, 4],
  });
  await expect(page.getByTestId('last-attack')).toBeVisible();
  // The round ended by itself (every attacker is Spent): straight to ending the Combat Phase.
  await expect(page.getByTestId('choose-area')).toBeVisible();
  // 13.5: the End Phase.
  await p.tap(page.getByTestId('end-combat'));
  await expect(page.getByTestId('end-report')).toContainText('Turn 2 is over');
  return p.tally();
}
