/**
 * legal.ts's helpers for the screens: which reinforcements may enter and how many (6.1.1), the
 * ones delayed for lack of room, and the Supply purchases with the engine's refusals (6.3, 5.2).
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, MORALE_MAX, SUPPLY_COST } from '../../../../src/volga/engine/game';
import {
  delayedReinforcements,
  purchaseOptions,
  reinforcementChoices,
  returnRefusal,
} from '../../../../src/volga/engine/game/legal';
import type { GameState } from '../../../../src/volga/engine/game/types';
import { act, acts, edit, game } from './helpers';

/** The Turn 2 Dawn of the fixture game: Area 1 full, Area 2 with room for one (7.1). */
function turn2Dawn(): GameState {
  const s = acts(game(), [
    { type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } },
    { type: 'rollSupply', dice: { supply: [1, 1, 1, 1] } },
    { type: 'endSupply' },
    { type: 'endCombatPhase' },
  ]);
  expect([s.turn, s.phase, s.step]).toEqual([2, 'dawn', 'reinforcement']);
  return s;
}

describe('reinforcementChoices (6.1.1)', () => {
  const s = turn2Dawn();
  const group = ['389/A', '389/B', '389/C', '245A'];

  it('names the whole group and, per Area with room, how many must enter', () => {
    const [g, ...more] = reinforcementChoices(s);
    expect(more).toEqual([]);
    expect(g?.units).toEqual(group);
    expect(g?.rule).toBe('6.1.1');
    expect(g?.returning).toBe(false);
    expect(g?.areas.map((a) => [a.area, a.holds, a.enter])).toEqual([[2, 3, 1]]);
  });

  it('any unit of the group may be the one that enters, not only the first (6.1.1)', () => {
    for (const unit of group) {
      const r = apply(s, { type: 'placeReinforcements', area: 2, units: [unit] });
      expect(r.ok, unit).toBe(true);
      if (r.ok) {
        expect(r.value.state.germans[unit]!.location).toEqual({ kind: 'area', area: 2 });
        // The others are the delayed ones, waiting off the map.
        expect(delayedReinforcements(r.value.state)).toEqual(group.filter((u) => u !== unit));
      }
    }
  });

  it('with room for two, every pair is accepted and nothing else', () => {
    // One of Area 2's three German units leaves: two of the group fit there.
    const roomy = edit(s, (d) => {
      d.germans['FB/1'] = { id: 'FB/1', spent: false, location: { kind: 'outOfAction' } };
    });
    const area2 = reinforcementChoices(roomy)[0]!.areas.find((a) => a.area === 2)!;
    expect([area2.holds, area2.enter]).toEqual([2, 2]);
    for (const a of group)
      for (const b of group) {
        const units = a === b ? [a] : [a, b];
        const r = apply(roomy, { type: 'placeReinforcements', area: 2, units });
        expect(r.ok, units.join()).toBe(units.length === 2);
      }
    const three = apply(roomy, { type: 'placeReinforcements', area: 2, units: group.slice(0, 3) });
    expect(three.ok).toBe(false);
  });

  it('legalActions lists the default placement of each Area, and it names its units', () => {
    const la = legalActions(s).filter((l) => l.action.type === 'placeReinforcements');
    expect(la.map((l) => l.action)).toEqual(
      reinforcementChoices(s).flatMap((g) => g.areas.map((a) => a.action)),
    );
    expect(la[0]?.label).toBe('Place 389/A in Area 2');
  });

  it('is empty outside the Dawn reinforcement step', () => {
    expect(reinforcementChoices(game())).toEqual([]);
  });
});

describe('delayedReinforcements (6.1.1)', () => {
  it('none before the arrival Turn; the waiting group is not delayed while it can enter', () => {
    expect(delayedReinforcements(game())).toEqual([]);
    expect(delayedReinforcements(turn2Dawn())).toEqual([]);
  });
  it('the units left over stay delayed after the Dawn', () => {
    const s = act(turn2Dawn(), { type: 'placeReinforcements', area: 2, units: ['245A'] });
    expect(s.phase).toBe('randomEvent');
    expect(delayedReinforcements(s)).toEqual(['389/A', '389/B', '389/C']);
  });
  it('at a later Dawn with room, the delayed units are waiting to enter, not delayed', () => {
    const placed = act(turn2Dawn(), { type: 'placeReinforcements', area: 2, units: ['245A'] });
    // One unit of Area 2 is lost, so at the Turn 3 Dawn there is room for one more there.
    const lost = edit(placed, (d) => {
      d.germans['FB/1'] = { id: 'FB/1', spent: false, location: { kind: 'outOfAction' } };
    });
    const s = acts(lost, [
      { type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } },
      { type: 'rollSupply', dice: { supply: [1, 1, 1, 1] } },
      { type: 'endSupply' },
      { type: 'endCombatPhase' },
    ]);
    expect([s.turn, s.phase, s.step]).toEqual([3, 'dawn', 'reinforcement']);
    expect(reinforcementChoices(s)[0]?.areas.map((a) => [a.area, a.enter])).toEqual([[2, 1]]);
    expect(delayedReinforcements(s)).toEqual([]);
    // Once one of them enters, the other two are delayed again.
    const next = act(s, { type: 'placeReinforcements', area: 2, units: ['389/C'] });
    expect(delayedReinforcements(next)).toEqual(['389/A', '389/B']);
  });
});

describe('purchaseOptions (6.3)', () => {
  const supply = acts(game(), [
    { type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } },
    { type: 'rollSupply', dice: { supply: [1, 1, 1, 1] } },
  ]);

  it("gives the engine's refusal, with its code and rule, when a purchase is not allowed", () => {
    const broke = edit(supply, (d) => {
      d.supply = 2;
    });
    const byKind = Object.fromEntries(purchaseOptions(broke).map((p) => [p.kind, p]));
    expect(byKind.artillery?.refusal).toBeNull();
    expect(byKind.engineer?.refusal).toBeNull();
    expect(byKind.air?.refusal).toMatchObject({ code: 'supply.insufficient', rule: '6.3' });
    expect(byKind.morale?.refusal).toMatchObject({ code: 'supply.insufficient', rule: '6.3' });
    const allAir = edit(supply, (d) => {
      d.support.available.air = 3;
    });
    expect(purchaseOptions(allAir).find((p) => p.kind === 'air')?.refusal).toMatchObject({
      code: 'supply.noAirMarker',
      rule: '6.3',
    });
  });

  it('costs come from SUPPLY_COST', () => {
    for (const p of purchaseOptions(supply)) expect(p.cost).toBe(SUPPLY_COST[p.kind]);
  });

  it('+1 Morale at the top of the track gains nothing (5.2): said, though the rules allow it', () => {
    expect(supply.morale).toBe(MORALE_MAX);
    const top = purchaseOptions(supply).find((p) => p.kind === 'morale')!;
    expect(top.refusal).toBeNull();
    expect(top.moraleAfter).toBe(MORALE_MAX);
    expect(top.noGain).toMatchObject({ code: 'supply.moraleAtTop', rule: '5.2' });
    const lower = edit(supply, (d) => {
      d.morale = 12;
    });
    const m = purchaseOptions(lower).find((p) => p.kind === 'morale')!;
    expect(m.noGain).toBeNull();
    expect(m.moraleAfter).toBe(13);
  });

  it('the most one action buys (6.3): what the bank pays for, the Air that exists, Morale to 19 (5.2)', () => {
    const most = (st: GameState) =>
      Object.fromEntries(purchaseOptions(st).map((p) => [p.kind, p.most]));
    const nine = edit(supply, (d) => {
      d.supply = 9;
      d.morale = 17;
      d.support.available.air = 1;
    });
    // 9 points: 9 Artillery at 1, 4 Engineers at 2, the 2 Air markers left of 3 (6.3),
    // and 2 Morale steps (to 19) though the bank pays for 3.
    expect(most(nine)).toEqual({ artillery: 9, engineer: 4, air: 2, morale: 2 });
    for (const p of purchaseOptions(nine))
      if (p.most > 0) expect(apply(nine, { ...p.action, count: p.most }).ok).toBe(true);
    const broke = edit(nine, (d) => {
      d.supply = 0;
    });
    expect(most(broke)).toEqual({ artillery: 0, engineer: 0, air: 0, morale: 0 });
    expect(most(edit(nine, (d) => (d.morale = MORALE_MAX))).morale).toBe(0);
  });

  it('legalActions does not offer +1 Morale at 19, but does below it', () => {
    const offered = (st: GameState) => legalActions(st).some((l) => l.action.type === 'buyMorale');
    expect(offered(supply)).toBe(false);
    expect(
      offered(
        edit(supply, (d) => {
          d.morale = 18;
        }),
      ),
    ).toBe(true);
  });

  it("returnRefusal: the engine's reason a unit cannot come back, or null", () => {
    const out = edit(supply, (d) => {
      d.germans['FB/1'] = { id: 'FB/1', spent: false, location: { kind: 'outOfAction' } };
    });
    expect(returnRefusal(out, 'FB/1')).toBeNull();
    const broke = edit(out, (d) => {
      d.supply = 0;
    });
    expect(returnRefusal(broke, 'FB/1')).toMatchObject({
      code: 'supply.insufficient',
      rule: '6.3',
    });
    expect(returnRefusal(out, '389/A')).toMatchObject({ code: 'supply.notOutOfAction' });
  });
});
