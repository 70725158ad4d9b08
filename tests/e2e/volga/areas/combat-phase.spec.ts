/**
 * The Combat Phase on a phone (390x844), through the panels alone, on the TEST FIXTURE kit:
 * activate, moves with their MF cost, a Mandatory Attack with Support markers, a reveal from the
 * physical cup, a Success and a Repulse from typed dice (with the retreat), the digital cup's
 * draw with the game's own dice, Bloody Streets with the Guards +1, and a refused dispatch.
 */
import { expect, type Page, test } from '@playwright/test';
import { gameState, openHarness } from './helpers';

async function typeDie(page: Page, slot: string, face: number): Promise<void> {
  await page.getByTestId(`cb-die-${slot}-${face}`).check();
}

async function moveTo(page: Page, unit: string, to: number, mf: string): Promise<void> {
  await page.getByTestId(`pick-${unit}`).check();
  const btn = page.getByTestId(`move-${unit}-${to}`);
  await expect(btn).toHaveAccessibleName(new RegExp(mf.replace(/[()]/g, '\\$&')));
  await btn.click();
}

test('activate, move, Mandatory Attack with supports, physical reveal, Success, then a Repulse and its retreat', async ({
  page,
}) => {
  await openHarness(page, 'turn1');
  await page.getByTestId('activate-4').click();
  await expect(page.getByTestId('action-round')).toContainText('Tsaritsa Woods) is Active');

  // 8.2: entering an Area with an Unrevealed Soviet unit costs 4 MF.
  await moveTo(page, 'FC/1', 9, '4 MF: enter an Area with an Unrevealed Soviet unit (8.2)');
  // 9.1: the round cannot end while the attack is owed.
  await expect(page.getByTestId('owed')).toContainText('Mandatory Attack owed on Area 9');
  await expect(page.getByTestId('end-round')).toBeDisabled();
  await expect(page.getByTestId('end-round-why')).toContainText('9.1');
  await moveTo(page, 'FC/2', 9, '4 MF');
  // FC/1 stopped in Area 9 and cannot be picked to move again.
  await expect(page.getByTestId('pick-FC/1')).toBeDisabled();

  await expect(page.getByTestId('declare-9')).toHaveText(
    'Declare Mandatory Attack on Area 9 (9.1)',
  );
  await page.getByTestId('declare-9').click();

  // Physical cup: the owner taps the counter turned over (Defense Factor 4, Heroes).
  await expect(page.getByTestId('reveal-pick')).toContainText('not yet seen');
  await page.getByTestId('reveal-4-heroes').click();
  await expect(page.getByTestId('revealed')).toContainText('Defense Factor 4, Heroes');

  // Lead FC/1 (AF 7), one Artillery by the stepper, then the advisor's suggestion list.
  await expect(page.getByTestId('lead-FC/1')).toBeChecked();
  await page.getByTestId('gc-artillery-more').click();
  await expect(page.getByTestId('av')).toContainText('Artillery');
  await page.locator('#cb-advisor > summary').click();
  await expect(page.getByTestId('advisor-pareto')).toBeVisible();
  await page.getByTestId('gc-engineers-more').click();
  await expect(page.getByTestId('gc-engineers')).toHaveText('1');
  // AV = 7 lead + 1 other attacker + 2 Artillery + 2 Engineer + 1 Strong Morale = 13 (9.5.2).
  await expect(page.getByTestId('av-total')).toContainText('= 13');

  // DV = 4 + TEM 3 + Commissars 1 = 8. AT 13+2 = 15 against DT 8+6 = 14: a Success by 1 (9.5.5).
  await typeDie(page, 'german-0', 1);
  await typeDie(page, 'german-1', 1);
  await typeDie(page, 'soviet-0', 3);
  await typeDie(page, 'soviet-1', 3);
  await expect(page.getByTestId('outcome')).toContainText('Success');
  await page.getByRole('button', { name: 'Apply to the game' }).click();

  await expect(page.getByTestId('last-outcome')).toContainText('Success');
  let s = await gameState(page);
  expect(s.areas[9]!.control).toBe('german');
  expect(s.areas[9]!.soviet).toBeNull();
  expect(s.support.used).toMatchObject({ artillery: 1, engineer: 1 });
  expect(s.support.available).toMatchObject({ artillery: 1, engineer: 0 });
  // The dice went to the engine as the owner's.
  const last = (await page.evaluate(() => window.__b2!.actions.at(-1))) as {
    type: string;
    dice?: Record<string, number[]>;
  };
  expect(last).toMatchObject({
    type: 'resolveAttack',
    lead: 'FC/1',
    artillery: 1,
    engineers: 1,
    dice: { 'combat.german': [1, 1], 'combat.soviet': [3, 3] },
  });

  await page.getByTestId('end-round').click();
  s = await gameState(page);
  expect(s.round).toBeNull();
  expect(s.germans['FC/1']!.spent && s.germans['FC/2']!.spent).toBe(true);

  // A Repulse: FD/1 and FD/2 from Area 5 into Area 11, lead Out of Action, FD/2 retreats.
  await page.getByTestId('activate-5').click();
  await moveTo(page, 'FD/1', 11, '4 MF');
  await moveTo(page, 'FD/2', 11, '4 MF');
  await page.getByTestId('declare-11').click();
  await page.getByTestId('reveal-5-ambush').click();
  await page.getByTestId('lead-FD/1').check();
  await typeDie(page, 'german-0', 1);
  await typeDie(page, 'german-1', 1);
  await typeDie(page, 'soviet-0', 6);
  await typeDie(page, 'soviet-1', 6);
  await expect(page.getByTestId('outcome')).toContainText('Repulse');
  await page.getByRole('button', { name: 'Apply to the game' }).click();
  await expect(page.getByTestId('last-outcome')).toContainText('Repulse');
  s = await gameState(page);
  expect(s.germans['FD/1']!.location).toEqual({ kind: 'outOfAction' });
  expect(s.germans['FD/2']).toMatchObject({ spent: true, location: { kind: 'area', area: 5 } });
  // Heroes cost one Morale on the Success, the Repulse one more (9.4, 9.5.5).
  expect(s.morale).toBe(17);
  expect(s.areas[11]!.control).toBe('soviet');
});

test('digital cup: the app draws the counter, a Barrage choice, and the game rolls its own dice', async ({
  page,
}) => {
  await openHarness(page, 'digital');
  await page.getByTestId('activate-4').click();
  await moveTo(page, 'FC/1', 7, '4 MF: enter an Area with an Unrevealed Soviet unit (8.2)');
  await moveTo(page, 'FC/2', 7, '4 MF');
  await page.getByTestId('declare-7').click();
  // Seed 1 draws a Clear Barrage counter, Defense Factor 5.
  await expect(page.getByTestId('revealed')).toContainText('Defense Factor 5, Barrage');
  await expect(page.getByTestId('revealed')).toContainText('Drawn now by the app');
  await page
    .getByTestId('barrage-choice')
    .getByRole('button', { name: /FC\/2 to the Out of Action Box, then roll/ })
    .click();
  await expect(page.getByTestId('lead-FC/1')).toBeChecked();
  // The dice widget's own "Roll for me" is handed to the game's seeded stream.
  await page.getByTestId('cb-die-roll').click();
  // The panel shows the dice the game's seeded stream will use (6+6 against 1+4), announced.
  await expect(page.getByTestId('cb-die-status')).toContainText(
    'Rolled by the app. German 2d6: 6, 6',
  );
  await expect(page.getByTestId('at')).toContainText('AT 20');
  await expect(page.getByTestId('dt')).toContainText('DT 12');
  await expect(page.getByTestId('outcome')).toContainText('Overrun');
  // Once the app has rolled, the dice and the markers stay as placed (the finished roll folds
  // the pad to one line: open it to see them).
  await page.locator('details#cb-dice > summary').click();
  await expect(page.getByTestId('cb-die-roll')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Clear dice' })).toBeDisabled();
  await expect(page.getByTestId('cb-die-german-0-1')).toBeDisabled();
  await page.getByRole('button', { name: 'Apply to the game' }).click();
  await expect(page.getByTestId('last-outcome')).toContainText('Overrun');
  await expect(page.getByTestId('last-outcome')).toContainText('AT 20 against DT 12');
  const last = await page.evaluate(() => window.__b2!.actions.at(-1));
  expect(last).toMatchObject({ type: 'resolveAttack', lead: 'FC/1' });
  expect(last).not.toHaveProperty('dice');
  const s = await gameState(page);
  expect(s.areas[7]!.control).toBe('german');
  expect(s.germans['FC/2']!.location).toEqual({ kind: 'outOfAction' });
});

test('Bloody Streets: one die per Contested Urban Area, +1 for Guards at +4 TEM', async ({
  page,
}) => {
  await openHarness(page, 'bloody');
  await expect(page.getByTestId('bloody-streets')).toBeVisible();
  await expect(page.getByTestId('bs-area-9')).toBeVisible();
  await expect(page.getByTestId('bs-mod-10')).toContainText(
    '+1 to the die: a Guards unit in a +4 TEM Area 6.4.1',
  );
  await expect(page.getByTestId('bs-apply')).toBeDisabled();
  await page.getByTestId('bs-die-bs-9-5').check();
  await page.getByTestId('bs-die-bs-10-5').check();
  await page.getByTestId('bs-apply').click();
  const report = page.getByTestId('bloody-report');
  await expect(report).toContainText('Area 9: die 5');
  await expect(report).toContainText('Area 10: die 5 +1 (Guards, +4 TEM) = 6 → 29/A Spent');
  await expect(report).toContainText('Morale 19 → 17');
  const s = await gameState(page);
  expect(s.step).toBe('actionRounds');
  expect(s.germans['29/A']!.spent).toBe(true);
  expect(s.germans['FD/1']!.spent).toBe(false);

  // 9.3: the units already in a Contested Area may attack where they are.
  await page.getByTestId('activate-9').click();
  await expect(page.getByTestId('declare-9')).toHaveText(
    'Declare Attack from a Contested Area on Area 9 (9.3)',
  );
});

test('a refused dispatch shows the code, message and rule', async ({ page }) => {
  await page.goto('/?refuse=1#turn1');
  await page.getByTestId('activate-4').click();
  const alert = page.getByTestId('rule-error');
  await expect(alert).toContainText('The harness refused activate');
  await expect(alert).toContainText('harness.refused');
  await expect(alert).toContainText('input');
});

test('a retreat into a full Area: the engine asks for the way on (9.5.8)', async ({ page }) => {
  await openHarness(page, 'turn1');
  await page.getByTestId('activate-4').click();
  // FC/1 and FC/2 go 4 → 5 → 9 (2 + 4 MF); FC/3 and 244B fill Area 5 behind them.
  for (const u of ['FC/1', 'FC/2']) {
    await moveTo(page, u, 5, '2 MF: enter a Vacant Area adjacent to a Soviet unit (8.2)');
    await moveTo(page, u, 9, '4 MF');
  }
  await moveTo(page, 'FC/3', 5, '2 MF');
  await moveTo(page, '244B', 5, '2 MF');
  await page.getByTestId('declare-9').click();
  await page.getByTestId('reveal-4-heroes').click();
  await page.getByTestId('lead-FC/1').check();
  await typeDie(page, 'german-0', 1);
  await typeDie(page, 'german-1', 1);
  await typeDie(page, 'soviet-0', 6);
  await typeDie(page, 'soviet-1', 6);
  await expect(page.getByTestId('outcome')).toContainText('Repulse');
  await page.getByRole('button', { name: 'Apply to the game' }).click();
  const retreat = page.getByTestId('retreat');
  await expect(retreat).toContainText('FC/2 must retreat');
  await expect(page.getByTestId('end-round')).toHaveCount(0);
  await retreat.getByRole('button', { name: 'Retreat FC/2 via 5 → 4' }).click();
  const s = await gameState(page);
  expect(s.germans['FC/2']).toMatchObject({ spent: true, location: { kind: 'area', area: 4 } });
  expect(s.round!.retreat).toBeNull();
  await page.getByTestId('end-round').click();
  await expect(page.getByTestId('choose-area')).toBeVisible();
});

test('ending the Combat Phase shows the 11.1 check: none, or the Automatic Victory', async ({
  page,
}) => {
  await openHarness(page, 'turn1');
  await expect(page.getByTestId('auto-victory-preview')).toContainText(
    'No Automatic Victory as things stand (11.1)',
  );
  await page.getByTestId('end-combat').click();
  await expect(page.getByTestId('combat-ended')).toContainText(
    'No Automatic Victory (11.1): 9 of 50 Areas German Controlled, Morale 19.',
  );
  expect((await gameState(page)).turn).toBe(2);

  // Morale 1, then a 5 in Bloody Streets: Morale 0 ends the game at the end of the phase.
  await openHarness(page, 'lastMorale');
  await page.getByTestId('bs-die-bs-9-5').check();
  await page.getByTestId('bs-die-bs-10-1').check();
  await page.getByTestId('bs-apply').click();
  await expect(page.getByTestId('bloody-report')).toContainText('Morale 1 → 0');
  await expect(page.getByTestId('auto-victory-preview')).toContainText(
    'German Morale is 0: Soviet Automatic Victory. (11.1)',
  );
  await page.getByTestId('end-combat').click();
  await expect(page.getByTestId('game-result')).toContainText('Soviet victory');
  await expect(page.getByTestId('game-result')).toContainText('German Morale is 0');
});

test('facts the kit lacks: the border asked before the move, the terrain before the reveal', async ({
  page,
}) => {
  await openHarness(page, 'unknown');
  await page.getByTestId('activate-4').click();
  await page.getByTestId('pick-FC/1').check();
  await expect(page.getByTestId('move-FC/1-9')).toHaveCount(0);
  // One pick among the Areas whose border with Area 4 the kit does not know (one tap).
  const pick = page.getByRole('group', { name: /does not know every border of Area 4/ });
  await expect(pick.getByRole('button')).toHaveText(['9']);
  await pick.getByRole('button', { name: 'Area 9 borders Area 4' }).click();
  let s = await gameState(page);
  expect(s.kit.areas[4]!.neighbours).toContain(9);
  await page.getByTestId('move-FC/1-9').click();
  await page.getByTestId('declare-9').click();
  // The reveal lists the unseen counters of Area 9's terrain: the owner says which it is. The
  // Identifier's shape also says it is no Area 9.5.3B names: one tap, terrain and TEM.
  await expect(page.getByTestId('fact-prompt')).toContainText('Identifier');
  await page.getByTestId('fact-prompt').getByTestId('answer-lightUrban').click();
  await expect(page.getByTestId('reveal-pick')).toBeVisible();
  await expect.poll(async () => (await gameState(page)).kit.areas[9]!.tem).toBe(3);
  s = await gameState(page);
  expect(s.kit.areas[9]!.terrain).toBe('lightUrban');
  const answers = await page.evaluate(() =>
    window.__b2!.actions.filter((a) => a.type === 'answerFact').map((a) => a.fact.kind),
  );
  expect(answers).toEqual(['adjacency', 'terrain', 'tem']);
});

test('the shape question offers a named Area of 9.5.3B only while the kit places it nowhere', async ({
  page,
}) => {
  await openHarness(page, 'unknown');
  await page.getByTestId('activate-4').click();
  await page.getByTestId('pick-FC/1').check();
  await page.getByRole('button', { name: 'Area 9 borders Area 4', exact: true }).click();
  await page.getByTestId('move-FC/1-9').click();
  await page.getByTestId('declare-9').click();
  const q = page.getByTestId('fact-prompt');
  // Each shape with the TEM it then has; the fixture places the Central Rail Station (15) and
  // the Airfield (17), and Mamayev Kurgan is Area 21: none of them is Area 9's answer.
  await expect(q.getByTestId('answer-lightUrban')).toContainText('TEM +3');
  await expect(q.getByTestId('answer-clear')).toContainText('TEM +1');
  await expect(q.locator('button.kit-answer')).toHaveCount(4);
  await expect(q.getByTestId('answer-railStation')).toHaveCount(0);
  await expect(q.getByTestId('answer-airfield')).toHaveCount(0);
  await expect(q.getByTestId('answer-mamayevKurgan')).toHaveCount(0);
});

test("a move the engine cannot cost without Area 5's borders: the question, then the move", async ({
  page,
}) => {
  await openHarness(page, 'borders');
  await page.getByTestId('activate-4').click();
  await page.getByTestId('pick-FC/1').check();
  // The engine needs Area 5's neighbours to know 1 or 2 MF (8.2): no move button, no bare refusal.
  await expect(page.getByTestId('move-FC/1-5')).toHaveCount(0);
  await expect(page.getByTestId('no-move-FC/1-5')).toHaveCount(0);
  const need = page.getByTestId('fact-move-FC/1-5');
  await expect(need).toContainText('The movement cost into Area 5 (8.2)');
  await need.getByRole('button', { name: 'Answer it now', exact: true }).click();
  const q = need.getByTestId('fact-prompt');
  await expect(q).toContainText('Area 5');
  for (const m of [3, 6, 9, 11])
    await q.getByRole('button', { name: `Area ${m}: not ticked` }).click();
  await q.getByRole('button', { name: 'Save: these are all its neighbours' }).click();
  // Area 9 holds a Soviet unit and borders Area 5 now: 2 MF, and the button takes the focus.
  const btn = page.getByTestId('move-FC/1-5');
  await expect(btn).toHaveAccessibleName(/2 MF: enter a Vacant Area adjacent to a Soviet unit/);
  await expect(btn).toBeFocused();
  await btn.click();
  const s = await gameState(page);
  expect(s.germans['FC/1']!.location).toEqual({ kind: 'area', area: 5 });
  expect(s.kit.areas[5]!.neighbours).toEqual([3, 4, 6, 9, 11]);
  const actions = await page.evaluate(() => window.__b2!.actions.map((a) => a.type));
  expect(actions.slice(-3)).toEqual(['activate', 'answerFact', 'move']);
});
