/**
 * A unit known by its placeholder can be given its printed designation (4.3) wherever the game
 * shows it, not only in an Area: in the Dawn panel while it waits to enter (6.1.1), and in the
 * Supply panel's Out of Action Box (6.3). At 390 and 360, light and dark. TEST FIXTURE kit
 * (made-up), with two Turn 2 counters and FC/3 known only by their placeholders.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Action, legalActions } from '../../../../src/volga/engine/game';
import { atEachWidthAndTheme } from '../../support/look';
import { importAndOpen, namedFixtureKit, playOn } from '../report/imported';

const NAMES: Readonly<Record<string, string>> = {
  'FC/3': 'Area 4 · 3',
  '389/A': 'T2 · 1',
  '389/B': 'T2 · 2',
};
const OUT = 'Area 4 · 3';

const base = namedFixtureKit();
const kit = {
  ...base,
  germanCounters: base.germanCounters.map((c) => ({ ...c, id: NAMES[c.id] ?? c.id })),
};

/**
 * Turn 1 (seed 4, 8): FC attacks Area 7, the Barrage sends "Area 4 · 3" Out of Action (9.4);
 * the Combat Phase ends, so Turn 2's reinforcements wait at its Dawn (6.1.1).
 */
const TURN_1: readonly Action[] = [
  { type: 'rollRandomEvent', dice: { randomEvent: [2, 3, 4] } },
  { type: 'rollSupply', dice: { supply: [3, 4, 5, 6] } },
  { type: 'endSupply' },
  { type: 'activate', area: 4 },
  { type: 'moveStack', units: ['FC/1', 'FC/2', OUT], to: 7 },
  { type: 'declareAttack', area: 7, units: ['FC/1', 'FC/2', OUT] },
  { type: 'barrageChoice', choice: 'outOfAction', unit: OUT },
  { type: 'resolveAttack', lead: 'FC/1', artillery: 0, engineers: 0, air: false },
  { type: 'endRound' },
  { type: 'endCombatPhase' },
];

/** The rename fold of `unit` inside `where`. */
const fold = (where: Locator, unit: string) =>
  where.getByTestId('rename-unit').filter({ hasText: `Give ${unit} its printed designation` });

/** The fold opened and readable at both widths and themes: 44 px, nothing past the edge, axe clean. */
async function lookAt(page: Page, f: Locator, shot: string): Promise<void> {
  const box = f.getByLabel('Designation printed on the counter (4.3)');
  const go = f.getByRole('button', { name: 'Rename', exact: true });
  await atEachWidthAndTheme(page, shot, async ({ width, label }) => {
    await go.scrollIntoViewIfNeeded();
    for (const el of [box, go]) {
      const b = (await el.boundingBox())!;
      expect(b.height, label).toBeGreaterThanOrEqual(44);
      expect(b.x + b.width, label).toBeLessThanOrEqual(width);
    }
  });
}

/** Types `to` in the fold and taps Rename. */
async function rename(f: Locator, to: string): Promise<void> {
  await f.getByLabel('Designation printed on the counter (4.3)').fill(to);
  await f.getByRole('button', { name: 'Rename', exact: true }).click();
}

test('a reinforcement waiting at Dawn is renamed in the Dawn panel (4.3, 6.1.1)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const game = playOn(kit, [4, 8], TURN_1);
  expect([game.state.turn, game.state.phase]).toEqual([2, 'dawn']);
  await importAndOpen(page, { id: 'rename-dawn', name: 'Rename at Dawn', ...game });
  const dawn = page.getByTestId('phase-dawn');
  await expect(dawn).toContainText('T2 · 1');
  // Only the placeholders are offered: 389/C and 245A show their printed designations.
  await expect(dawn.getByTestId('rename-unit')).toHaveCount(2);
  const f = fold(dawn, 'T2 · 2');
  await f.locator('summary').click();
  await lookAt(page, f, 'rename-dawn');
  // The engine's refusal shows in place, naming the problem and 4.3.
  await rename(f, 'T2 · 9');
  await expect(f.getByTestId('rule-error')).toContainText('the form the app gives');
  await expect(f.getByTestId('rule-error')).toContainText('4.3');
  await rename(f, '389/B');
  await expect(dawn).toContainText('389/B');
  await expect(dawn).not.toContainText('T2 · 2');
  await expect(dawn.getByTestId('rename-unit')).toHaveCount(1);
  // The group is placed under its new name.
  await dawn.getByRole('button', { name: /^Place 1 in Area 2/ }).click();
  await expect(page.locator('.game')).not.toHaveAttribute('data-phase', 'dawn');
});

test('a unit in the Out of Action Box is renamed in the Supply panel (4.3, 6.3)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  let game = playOn(kit, [4, 8], TURN_1);
  const place = legalActions(game.state).find((l) => l.action.type === 'placeReinforcements');
  game = playOn(
    kit,
    [4, 8],
    [
      ...TURN_1,
      place!.action,
      { type: 'rollRandomEvent', dice: { randomEvent: [2, 3, 4] } },
      { type: 'rollSupply', dice: { supply: [3, 4, 5, 6] } },
    ],
  );
  expect([game.state.turn, game.state.phase, game.state.step]).toEqual([2, 'supply', 'purchase']);
  await importAndOpen(page, { id: 'rename-out', name: 'Rename Out of Action', ...game });
  const supply = page.getByTestId('phase-purchase');
  await expect(supply).toContainText(OUT);
  const f = fold(supply, OUT);
  await f.locator('summary').click();
  await lookAt(page, f, 'rename-out-of-action');
  await rename(f, 'FC/3');
  await expect(supply.getByTestId('rename-unit')).toHaveCount(0);
  await expect(supply).not.toContainText(OUT);
  // It may return under its printed designation (6.3).
  await expect(supply.locator('#return-FC-3')).toBeVisible();
});
