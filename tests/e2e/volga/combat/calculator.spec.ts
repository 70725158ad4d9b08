/**
 * The quick combat calculator at 390x844: the rulebook's 13.4 example, an Unrevealed defender,
 * the advisor, a Barrage choice and the form surviving a reload. Expected odds are asked of the
 * same engine in Node, so the test checks that the screen shows the engine's numbers.
 */
import { expect, test } from '@playwright/test';
import { pct } from '../../../../src/core/format';
import {
  adviseSupport,
  COMBAT_EVENTS,
  type CombatSpec,
  countersFor,
  flagsOf,
  unrevealedOdds,
} from '../../../../src/volga/engine/combat';
import { fill134, openCombat, openFold, pick, setStepper, setSwitch, typeDie } from './helpers';

test('13.4: AV 14, DV 9, AT 20, DT 16, a Success made a Stalemate by Fanatic; survives a reload', async ({
  page,
}) => {
  await openCombat(page);
  await fill134(page);
  await expect(page.getByTestId('f-morale')).toHaveText('18 · Strong');
  await expect(page.getByTestId('av-total')).toContainText('= 14');
  // Artillery under the shortage counts +1, with the event's rule.
  await expect(page.getByTestId('av')).toContainText(
    'Artillery ×1 (+1 each: Artillery Shell Shortages)',
  );
  // Before the Air die: 8 + 4 = 12, the Air die still to roll.
  await expect(page.getByTestId('dv-total')).toContainText('= 12');
  await expect(page.getByTestId('dv')).toContainText('Air Support die (to roll)');

  await typeDie(page, 'air', 3);
  await typeDie(page, 'german-0', 3);
  await typeDie(page, 'german-1', 3);
  await typeDie(page, 'soviet-0', 3);
  await typeDie(page, 'soviet-1', 4);
  await expect(page.getByTestId('dv-total')).toContainText('= 9');
  await expect(page.getByTestId('at')).toContainText('AT 20');
  await expect(page.getByTestId('dt')).toContainText('DT 16');
  await expect(page.getByTestId('outcome')).toContainText('Stalemate');
  await expect(page.getByTestId('outcome')).toContainText('Success → Stalemate (Fanatic, 9.4)');
  const board = page.getByTestId('consequences');
  await expect(board).toContainText('All attacking units flip to Spent');
  await expect(board).toContainText('1 Artillery, 1 Engineer, Air');
  await expect(board).not.toContainText('Control');
  // Each die says where it came from.
  await expect(page.locator('.die-source-owner')).toHaveCount(5);

  await page.reload();
  await expect(page.getByTestId('outcome')).toContainText('Success → Stalemate (Fanatic, 9.4)');
  await expect(page.getByTestId('f-attackers')).toHaveText('4');
});

/** The spec the calculator builds for 3 attackers, lead 6, Morale 19 into Heavy Urban. */
const heavyUrban: CombatSpec = {
  attack: {
    lead: 6,
    attackers: 3,
    artillery: 0,
    engineers: 0,
    air: false,
    integrity: false,
    parentOrgs: 1,
    morale: 19,
    mandatory: true,
  },
  defense: {
    terrain: 'heavyUrban',
    tem: 4,
    defense: 6,
    strategy: 'heroes',
    firstReveal: true,
    volga: false,
    isolated: false,
    pavlov: false,
    contestedAtStart: false,
  },
  events: flagsOf(COMBAT_EVENTS, []),
  options: { rubble: false, parentOrganization: false, limitedAir: false },
};

test('Unrevealed Heavy Urban: the mixture over its 9 counters, P(Barrage) apart, then the reveal and the Barrage choice', async ({
  page,
}) => {
  const pool = countersFor('main', 'heavyUrban');
  const u = unrevealedOdds(heavyUrban, pool);
  if (!u.ok) throw new Error(u.error.message);
  expect(u.value.counters).toBe(9);

  await openCombat(page);
  await pick(page, 'Terrain', 'Heavy Urban');
  await pick(page, 'Soviet counter', 'Unrevealed');
  await expect(page.getByTestId('p-barrage')).toContainText(pct(2 / 9));
  await expect(page.getByTestId('capture')).toContainText(pct(u.value.pCapture));
  await expect(page.getByTestId('odds-repulse')).toHaveText(pct(u.value.givenNotBarrage!.repulse));
  await expect(page.getByText('Flip the Soviet counter first')).toBeVisible();

  // The counter comes up Barrage 7: the choice comes before any dice.
  await page.getByText(/Flip the counter: tap what it shows/).click();
  await page.getByRole('button', { name: /^Revealed as Defense Factor 7, Barrage/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Barrage: your choice before rolling' }),
  ).toBeVisible();
  await expect(page.getByTestId('cb-die-status')).toHaveCount(0);
  await page.getByRole('button', { name: 'One attacking unit Out of Action, then roll' }).click();
  await expect(page.getByTestId('f-attackers')).toHaveText('2');
  await expect(page.getByText('Combat Resolution goes on with 2 attacking units')).toBeVisible();
  await page.getByRole('button', { name: 'Roll for me' }).click();
  await expect(page.locator('.die-source-app')).toHaveCount(4);
  const board = page.getByTestId('consequences');
  await expect(board).toContainText(
    'Barrage: one attacking unit of your choice to the Out of Action Box',
  );
  await expect(page.getByTestId('cb-die-status')).toContainText('Rolled by the app.');
  // A new roll of the same attack restores the attackers and asks the Barrage choice again.
  await page.getByRole('button', { name: 'New roll' }).click();
  await expect(page.getByTestId('f-attackers')).toHaveText('3');
  await page.getByRole('button', { name: 'All attackers Spent and retreat, no combat' }).click();
  await expect(page.getByTestId('outcome')).toContainText('No combat');
  await expect(page.getByTestId('consequences')).toContainText(
    'Barrage: all attacking units flip to Spent',
  );
  await expect(page.getByTestId('consequences')).toContainText(
    'Barrage: the attacking units retreat',
  );
});

test('the advisor: cheapest allocation for the target, and a Pareto suggestion applied to the form', async ({
  page,
}) => {
  const spec: CombatSpec = {
    ...heavyUrban,
    defense: { ...heavyUrban.defense, terrain: 'lightUrban', tem: 3 },
  };
  const report = adviseSupport({
    spec,
    available: { artillery: 2, engineers: 1, air: 1 },
    target: 0.7,
  });
  if (!report.ok) throw new Error(report.error.message);
  const cheapest = report.value.cheapest!;
  expect(cheapest).not.toBeNull();

  await openCombat(page);
  await openFold(page, 'cb-advisor');
  const box = page.getByTestId('advisor-cheapest');
  await expect(box).toContainText('Cheapest to reach 70%');
  await expect(box).toContainText(pct(cheapest.pCapture));
  await box.getByRole('button').click();
  await expect(page.getByTestId('f-artillery')).toHaveText(String(cheapest.artillery));
  await expect(page.getByTestId('f-engineers')).toHaveText(String(cheapest.engineers));
  await expect(page.getByTestId('av-total')).toContainText(`= ${cheapest.av}`);
  await expect(page.getByTestId('capture')).toContainText(pct(cheapest.pCapture));

  // The best of the front by markers, applied from the list.
  const front = report.value.pareto;
  const best = front[front.length - 1]!;
  const rows = page.getByTestId('advisor-pareto').getByRole('button');
  await expect(rows).toHaveCount(front.length);
  await rows.last().click();
  await expect(page.getByRole('switch', { name: /Air Support marker/ })).toBeChecked({
    checked: best.air === 1,
  });
  await expect(page.getByTestId('capture')).toContainText(pct(best.pCapture));
  await expect(rows.last()).toHaveAttribute('aria-pressed', 'true');
});

test('9.5.4 and Air limits show the engine message next to the support controls', async ({
  page,
}) => {
  await openCombat(page);
  await setStepper(page, 'f-attackers', 1);
  await setStepper(page, 'f-artillery', 1);
  await setSwitch(page, 'Air Support marker', true);
  await expect(page.getByTestId('support-error')).toContainText(
    '2 Support markers (Artillery 1, Engineer 0, Air 1) exceed the 1 attacking unit(s).',
  );
  await expect(page.getByTestId('spec-error')).toContainText('9.5.4');
  await setSwitch(page, 'Air Support marker', false);
  await page.locator('details.cb-more summary').click();
  await setSwitch(page, 'No Air Support', true);
  await expect(page.getByText(/Not allowed here: A Random Event this Turn/)).toBeVisible();
});

test('Guards beside the Volga roll four Soviet dice and keep the best two; Isolated adds its die', async ({
  page,
}) => {
  await openCombat(page);
  await pick(page, 'Defense Strategy (9.4)', 'Guards');
  await setSwitch(page, 'Adjacent to the Volga', true);
  await setSwitch(page, 'Isolated', true);
  await expect(page.getByRole('group', { name: /^Soviet 4d6, die/ })).toHaveCount(4);
  await expect(page.getByText('Guards: the best two of the 4 dice count.')).toBeVisible();
  await expect(page.getByTestId('dv')).toContainText('Isolation die (to roll)');
  // Isolation die 1 with Guards: 1 - 1 is read as 1, so the Defense Factor goes up by one.
  await typeDie(page, 'isolation', 1);
  await typeDie(page, 'german-0', 6);
  await typeDie(page, 'german-1', 6);
  for (const [i, v] of [1, 6, 2, 5].entries()) await typeDie(page, `soviet-${i}`, v);
  // AV 6 + 2 + 1 = 9, +12 = 21; DV 6 + 3 + 1 = 10, + (6+5) = 21: a Stalemate.
  await expect(page.getByTestId('dv')).toContainText('Isolated: die 1 (Guards -1, min 1)');
  await expect(page.getByTestId('dt')).toContainText('DT 21');
  await expect(page.getByTestId('dt')).toContainText('best two of 1, 6, 2, 5');
  await expect(page.getByTestId('outcome')).toContainText('Stalemate (9.5.5)');
});

test("a damaged saved form falls back field by field; Pavlov's House joins the Heavy Urban mix with its transcribed DF", async ({
  page,
}) => {
  await openCombat(page);
  await page.evaluate(() =>
    sessionStorage.setItem(
      'volga-table:combat-form',
      JSON.stringify({
        v: 1,
        attackers: 9,
        lead: 7,
        terrain: 'mud',
        dice: { 'german-0': { value: 7, source: 'owner' }, 'german-1': { value: 2, source: 'x' } },
      }),
    ),
  );
  await page.reload();
  await expect(page.getByTestId('f-attackers')).toHaveText('3');
  await expect(page.getByTestId('f-lead')).toHaveText('7');
  await expect(page.getByRole('radio', { name: 'Light Urban' })).toBeChecked();
  await expect(page.locator('.die-source-owner, .die-source-app')).toHaveCount(0);

  await pick(page, 'Terrain', 'Heavy Urban');
  await pick(page, 'Soviet counter', 'Unrevealed');
  await setSwitch(page, "Pavlov's House in the mix", true);
  await setStepper(page, 'f-defense', 9);
  await expect(page.getByTestId('capture')).toContainText('over the 10 counters', {
    ignoreCase: true,
  });
  await page.getByText(/Flip the counter: tap what it shows/).click();
  await page.getByRole('button', { name: /^Revealed as Defense Factor 9, Pavlov's House/ }).click();
  await expect(page.getByRole('switch', { name: /^Pavlov's House/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Guards' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Guards' })).toBeDisabled();
  await expect(page.getByRole('group', { name: /^Soviet 3d6, die/ })).toHaveCount(3);
  // 12.6: still three dice when it is attacked again.
  await setSwitch(page, 'First Revealed this Action Round', false);
  await expect(page.getByRole('group', { name: /^Soviet 3d6, die/ })).toHaveCount(3);
});
