/**
 * 9.4 at 390x844: a Barrage on first reveal shows its two answers side by side, each with its
 * odds (asked of the same engine in Node), and picking one shows its result.
 */
import { expect, test } from '@playwright/test';
import { pct } from '../../../../src/core/format';
import {
  barrageChoiceOdds,
  COMBAT_EVENTS,
  type CombatSpec,
  flagsOf,
} from '../../../../src/volga/engine/combat';
import { fill134, openCombat, pick } from './helpers';

// The 13.4 attack, but the Grain Elevator's unit turns out to be Barrage.
const SPEC: CombatSpec = {
  attack: {
    lead: 6,
    attackers: 4,
    artillery: 1,
    engineers: 1,
    air: true,
    integrity: true,
    parentOrgs: 1,
    morale: 18,
  },
  defense: {
    terrain: 'heavyUrban',
    tem: 4,
    defense: 8,
    strategy: 'barrage',
    firstReveal: true,
    volga: false,
    isolated: false,
    pavlov: false,
    contestedAtStart: false,
  },
  events: { ...flagsOf(COMBAT_EVENTS, []), artilleryShortage: true },
  options: { rubble: false, parentOrganization: false, limitedAir: false },
};

test('9.4 Barrage on first reveal: both answers with their odds side by side, then the one picked', async ({
  page,
}) => {
  await openCombat(page);
  await fill134(page);
  await pick(page, 'Defense Strategy (9.4)', 'Barrage');
  const both = page.getByTestId('barrage-choices');
  await both.scrollIntoViewIfNeeded();
  const ooa = page.getByTestId('barrage-outOfAction');
  const retreat = page.getByTestId('barrage-retreat');
  await expect(ooa).toBeVisible();
  await expect(retreat).toBeVisible();
  const expected = barrageChoiceOdds(SPEC);
  if (!expected.ok || !expected.value.outOfAction) throw new Error('engine refused the spec');
  const o = expected.value.outOfAction;
  await expect(ooa).toContainText(pct(o.pCapture));
  await expect(page.getByTestId('barrage-ooa-odds-repulse')).toHaveText(pct(o.odds.repulse));
  await expect(retreat).toContainText(pct(0));
  // Side by side on a phone: the two answers share one row.
  const a = await ooa.boundingBox();
  const b = await retreat.boundingBox();
  expect(a && b && Math.abs(a.y - b.y) < 2 && b.x > a.x).toBe(true);

  await retreat.getByRole('button').click();
  await expect(page.getByTestId('outcome')).toContainText('No combat');
  await expect(page.getByTestId('consequences')).toContainText(
    'Barrage: the attacking units retreat',
  );
});
