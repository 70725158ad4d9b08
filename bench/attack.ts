/**
 * What an attack costs a player at 390x844, counted by the scripted player
 * (tests/e2e/support/player.ts) in headless Chromium against a build of the app:
 * - attackTaps / attackScrolls: one Mandatory Attack in a game on the TEST FIXTURE kit, from
 *   activating the Area to the result;
 * - quickCombatTaps / quickCombatScrolls: the rulebook's 13.4 attack entered in Quick combat,
 *   from its screen to the result.
 * The same scripts run as browser tests (tests/e2e/volga/combat/one-screen.spec.ts).
 */
import type { Budget } from '../scripts/bench';
import { ATTACK_BUDGET, QUICK_BUDGET } from '../tests/e2e/volga/combat/budgets';
import { gameAttack, quickCombat134, toCombatPhase } from '../tests/e2e/volga/combat/scripts';
import { buildOnce, phoneContext, withAppBrowser } from './_build';

/** Runs after the load benchmarks, which build the app first. */
export const order = 25;
/** Drives Chromium: the bench installs it first when missing. */
export const browser = true;

export async function run(): Promise<Record<string, number>> {
  return withAppBrowser(buildOnce(), async (browser, origin) => {
    const open = async () => {
      const context = await phoneContext(browser, origin);
      return { context, page: await context.newPage() };
    };
    const game = await open();
    await toCombatPhase(game.page);
    const attack = await gameAttack(game.page);
    await game.context.close();
    const quick = await open();
    await quick.page.goto('/#/combat');
    await quick.page.getByRole('heading', { name: 'Attack', exact: true }).waitFor();
    const calc = await quickCombat134(quick.page);
    await quick.context.close();
    return {
      attackTaps: attack.taps,
      attackScrolls: attack.scrolls,
      quickCombatTaps: calc.taps,
      quickCombatScrolls: calc.scrolls,
    };
  });
}

export const budgets: readonly Budget[] = [
  {
    key: 'attackTaps',
    text: `at most ${ATTACK_BUDGET.taps} taps (one Mandatory Attack in a game, 390x844)`,
    check: (m) => (m.attackTaps ?? Infinity) <= ATTACK_BUDGET.taps,
  },
  {
    key: 'attackScrolls',
    text: `at most ${ATTACK_BUDGET.scrolls} scrolls`,
    check: (m) => (m.attackScrolls ?? Infinity) <= ATTACK_BUDGET.scrolls,
  },
  {
    key: 'quickCombatTaps',
    text: `at most ${QUICK_BUDGET.taps} taps (the 13.4 attack in Quick combat, 390x844)`,
    check: (m) => (m.quickCombatTaps ?? Infinity) <= QUICK_BUDGET.taps,
  },
  {
    key: 'quickCombatScrolls',
    text: `at most ${QUICK_BUDGET.scrolls} scroll`,
    check: (m) => (m.quickCombatScrolls ?? Infinity) <= QUICK_BUDGET.scrolls,
  },
];
