/**
 * The attack's questions at 390 and 360, light and dark: the division of three attackers asked
 * once, answered by typing the division once, or put off with "Not now" (9.5.2D: the attack goes
 * on without the bonus, and says so); and a lead whose Attack Factor alone is unknown, asked that
 * alone, after which the attack goes on by itself; and a Barrage defender's choice, which asks
 * nothing (9.4). TEST FIXTURE kit (made-up), with FC's divisions or FC/1's
 * Attack Factor forgotten.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Action } from '../../../../src/volga/engine/game';
import type { ComponentKit, GermanCounter } from '../../../../src/volga/engine/kit';
import { atEachWidthAndTheme } from '../../support/look';
import { importAndOpen, namedFixtureKit, playOn } from '../report/imported';

const FC = ['FC/1', 'FC/2', 'FC/3'];

/** The named fixture kit with `forget` applied to FC's counters. */
function kitWithout(forget: (c: GermanCounter) => GermanCounter): ComponentKit {
  const kit = namedFixtureKit();
  return {
    ...kit,
    germanCounters: kit.germanCounters.map((c) => (FC.includes(c.id) ? forget(c) : c)),
  };
}

/**
 * Turn 1 to the Combat Phase, Area 4 active and `units` moved into Area 7 (seed 5, 8: no
 * Barrage), then `more`.
 */
function movedIn(
  kit: ComponentKit,
  units: readonly string[],
  seed: readonly number[] = [5, 8],
  more: readonly Action[] = [],
) {
  const actions: Action[] = [
    { type: 'rollRandomEvent', dice: { randomEvent: [2, 3, 4] } },
    { type: 'rollSupply', dice: { supply: [3, 4, 5, 6] } },
    { type: 'endSupply' },
    { type: 'activate', area: 4 },
    { type: 'moveStack', units, to: 7 },
    ...more,
  ];
  return playOn(kit, seed, actions);
}

const noDivisions = kitWithout((c) => ({ ...c, division: null }));
const question = (page: Page) => page.getByTestId('fact-prompt');

/** A game (`id`, `name`) with FC in Area 7 and no division known, and FC's attack declared. */
async function declaredWithoutDivisions(page: Page, id: string, name: string): Promise<void> {
  await importAndOpen(page, { id, name, ...movedIn(noDivisions, FC) });
  await page.getByTestId('declare-7').click();
}

test('three attackers of unknown division: one question, the division typed once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await declaredWithoutDivisions(page, 'div-typed', 'Divisions typed');
  const q = question(page);
  await expect(q).toContainText('Which division are FC/1, FC/2 and FC/3?');
  await expect(q.getByTestId('fact-later')).toBeVisible();
  await atEachWidthAndTheme(page, 'division-question', q);
  // Below the chips: the box for a division the chips lack, Save, "They differ" and "Not now".
  await atEachWidthAndTheme(page, 'division-question-end', q.getByTestId('fact-later'));
  await q.getByLabel('Or type the division as printed').fill('Fixture Panzer C');
  await q.getByRole('button', { name: 'Save for all 3' }).click();
  // Saved for all three: the attack goes on, the bonus counted (9.5.2D).
  await expect(question(page)).toHaveCount(0);
  const panel = page.getByTestId('resolve');
  await expect(panel).toContainText('Divisional Integrity Bonus');
  await expect(panel).not.toContainText('not counted');
});

test('the division chips wrap, two or more a row, each whole and 44 px', async ({ page }) => {
  test.setTimeout(90_000);
  await declaredWithoutDivisions(page, 'div-chips', 'Division chips');
  const chips = question(page).getByTestId('counter-division');
  await atEachWidthAndTheme(page, 'division-chips', async ({ label: at }) => {
    const got = await chips.evaluate((el) => {
      const bs = [...el.querySelectorAll('button')].map((b) => {
        const r = b.getBoundingClientRect();
        return {
          top: Math.round(r.top),
          w: r.width,
          h: r.height,
          cut: b.scrollWidth > b.clientWidth,
        };
      });
      return {
        chips: bs.length,
        rows: new Set(bs.map((b) => b.top)).size,
        small: bs.filter((b) => b.w < 44 || b.h < 44).length,
        cut: bs.filter((b) => b.cut).length,
      };
    });
    expect(got.chips, at).toBeGreaterThan(10);
    // One chip a row was 13 rows for 13 divisions: now at most half as many.
    expect(got.rows, at).toBeLessThanOrEqual(Math.ceil(got.chips / 2));
    expect(got.small, at).toBe(0);
    expect(got.cut, at).toBe(0);
    await chips.scrollIntoViewIfNeeded();
  });
});

test('"Not now": the attack goes on without the bonus, and says so', async ({ page }) => {
  test.setTimeout(90_000);
  await declaredWithoutDivisions(page, 'div-later', 'Divisions later');
  const q = question(page);
  await expect(q).toContainText('Which division are FC/1, FC/2 and FC/3?');
  await q.getByTestId('fact-later').click();
  await expect(question(page)).toHaveCount(0);
  const panel = page.getByTestId('resolve');
  const term = panel.getByText(
    'Divisional Integrity Bonus not counted: division of 3 units not given',
  );
  // The Attack Value's terms are folded under its line: open it, as a player checking would.
  await panel.getByTestId('cb-line').locator('summary').first().click();
  await expect(term.first()).toBeVisible();
  await atEachWidthAndTheme(page, 'division-not-now', term.first());
  for (const [side, i, face] of [
    ['german', 0, 5],
    ['german', 1, 4],
    ['soviet', 0, 2],
    ['soviet', 1, 3],
  ] as const)
    await page.getByTestId(`cb-die-${side}-${i}-${face}`).click();
  await page.getByRole('button', { name: 'Apply to the game' }).click();
  await expect(page.getByTestId('last-outcome')).toBeVisible();
});

test('a lead whose Attack Factor alone is unknown is asked that, and the attack goes on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const kit = kitWithout((c) => (c.id === 'FC/1' ? { ...c, attackFactor: null } : c));
  await importAndOpen(page, { id: 'lead-af', name: 'Lead AF', ...movedIn(kit, ['FC/1']) });
  await page.getByTestId('declare-7').click();
  const q = question(page);
  await expect(q).toContainText('On counter FC/1: what Attack Factor does its Fresh side show?');
  await expect(q).not.toContainText('division');
  await expect(q.getByTestId('counter-type')).toHaveCount(0);
  await expect(q.getByTestId('fact-later')).toHaveCount(0);
  await atEachWidthAndTheme(page, 'lead-af-question', q);
  // One chip answers it: no Save, no second tap on the attack.
  await q.getByTestId('counter-af').getByRole('button', { name: '7', exact: true }).click();
  await expect(question(page)).toHaveCount(0);
  const panel = page.getByTestId('resolve');
  await expect(panel).toContainText('FC/1 · AF\u00a07');
  await expect(page.getByTestId('cb-die-german-0-5')).toBeVisible();
});

test('"They differ": the first counter alone, then the others together', async ({ page }) => {
  await declaredWithoutDivisions(page, 'div-differ', 'Divisions differ');
  const q = question(page);
  await q.getByTestId('divisions-differ').click();
  await expect(q).toContainText('On counter FC/1: which division does it belong to?');
  await q.getByLabel('Or type the division as printed').fill('Fixture Panzer C');
  await q.getByRole('button', { name: 'Save FC/1' }).click();
  await expect(question(page)).toContainText('Which division are FC/2 and FC/3?');
  // The division typed for FC/1 is now a chip: one tap gives it to both.
  await question(page)
    .getByTestId('counter-division')
    .getByRole('button', { name: 'Fixture Panzer C', exact: true })
    .click();
  await expect(question(page)).toHaveCount(0);
  await expect(page.getByTestId('resolve')).toContainText('Divisional Integrity Bonus');
});

test('a Barrage defender: the choice asks nothing; the combat after it asks what it counts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Seed 4, 8: the app draws a Barrage counter for Area 7 (9.4). No FC division is known.
  const game = movedIn(noDivisions, FC, [4, 8], [{ type: 'declareAttack', area: 7, units: FC }]);
  await importAndOpen(page, { id: 'div-barrage', name: 'Divisions at a Barrage', ...game });
  const choice = page.getByTestId('barrage-choice');
  await expect(choice).toBeVisible();
  await atEachWidthAndTheme(page, 'division-barrage', choice);
  // 9.4 turns on the Strategy and the attackers alone: the choice is made with no question.
  await page.getByRole('button', { name: /^FC\/3 to the Out of Action Box, then roll/ }).click();
  await expect(question(page)).toHaveCount(0);
  // The combat goes on with FC/1 and FC/2: two units can never make the 9.5.2D three, so their
  // divisions are not asked either.
  await expect(page.getByTestId('resolve')).toBeVisible();
  await expect(page.getByTestId('lead-FC/3')).toHaveCount(0);
  await expect(page.getByTestId('lead-FC/1')).toBeVisible();
  await expect(question(page)).toHaveCount(0);
});
