/**
 * The rulebook's example of play (13.1-13.5), step by step with its numbers, driven through the
 * engine on the fixture map (where, as on the real map, Area 8 borders Area 10).
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants, combatSpec, moveCost } from '../../../../src/volga/engine/game';
import { act, atActionRounds, capture, edit, game, inArea, put } from './helpers';

const DIV29 = ['29/RCN', '29/A', '29/B', '29/C'];
const T2 = ['389/A', '389/B', '389/C', '245A'];

/** Turn 2 Dawn as 13.1 describes it: Morale 17, 4 points banked, the 29th Motorized in Area 8. */
function turn2Dawn() {
  return edit(game({ cup: 'physical' }), (d) => {
    d.turn = 2;
    d.phase = 'dawn';
    d.step = 'reinforcement';
    d.morale = 17;
    d.supply = 4;
    capture(d, 8);
    put(d, DIV29, 8);
    // Area 1 is emptied so the Turn 2 group can go there (the fixture sets up four units in it).
    put(d, ['FA/1', 'FA/2', 'FA/3', '244A'], 3);
  });
}

describe('13.x example of play', () => {
  const dawn = turn2Dawn();

  // 13.1
  const afterDawn = act(dawn, { type: 'placeReinforcements', area: 1, units: T2 });
  it('13.1: the 389th and 245A enter Area 1 on Turn 2; Morale stays 17', () => {
    expect(inArea(afterDawn, 1).sort()).toEqual([...T2].sort());
    expect(afterDawn.morale).toBe(17);
    expect([afterDawn.phase, afterDawn.step]).toEqual(['randomEvent', 'roll']);
  });

  // 13.2
  const afterEvent = act(afterDawn, { type: 'rollRandomEvent', dice: { randomEvent: [5, 5, 5] } });
  it('13.2: a Random Event roll of 15 is Artillery Shell Shortages', () => {
    expect(afterEvent.event).toMatchObject({
      roll: 15,
      name: 'Artillery Shell Shortages',
      noResultRule: null,
    });
    expect(afterEvent.event!.effect.kind).toBe('artilleryShortage');
  });

  // 13.3
  const rolled = act(afterEvent, { type: 'rollSupply', dice: { supply: [2, 2, 2, 3] } });
  it('13.3: 4 banked + a roll of 9 = 13 points, and the free Air marker', () => {
    expect(rolled.supplyRoll).toBe(9);
    expect(rolled.supply).toBe(13);
    expect(rolled.support.available.air).toBe(1);
  });
  const bought = [
    { type: 'buySupport', marker: 'engineer', count: 2 },
    { type: 'buySupport', marker: 'artillery', count: 6 },
    { type: 'buyMorale' },
  ] as const;
  const afterSupply = bought.reduce(act, rolled);
  it('13.3: two Engineers (4) + six Artillery (6) + Morale (3) leave 0 points and Morale 18', () => {
    expect(afterSupply.supply).toBe(0);
    expect(afterSupply.morale).toBe(18);
    expect(afterSupply.support.available).toEqual({ air: 1, artillery: 6, engineer: 2 });
  });

  // 13.4
  const combat = act(afterSupply, { type: 'endSupply' });
  const active = act(combat, { type: 'activate', area: 8 });
  it('13.4: entering Area 10 with its Unrevealed unit costs 4 MF (8.2)', () => {
    expect([combat.phase, combat.step]).toEqual(['combat', 'actionRounds']);
    const c = moveCost(active, '29/B', 10);
    expect(c.ok && c.value).toMatchObject({ cost: 4, mfLeft: 0 });
  });
  const moved = DIV29.reduce((s, unit) => act(s, { type: 'move', unit, to: 10 }), active);
  const declared = act(moved, { type: 'declareAttack', area: 10, units: DIV29 });
  it('13.4: the four units make a Mandatory Attack (9.1) and the owner reveals the counter', () => {
    expect(declared.round!.attack).toMatchObject({ area: 10, kind: 'mandatory', stage: 'reveal' });
  });
  const revealed = act(declared, { type: 'revealCounter', counter: 'main-heavyUrban-8-fanatic-1' });
  const resolved = act(revealed, {
    type: 'resolveAttack',
    lead: '29/RCN',
    artillery: 1,
    engineers: 1,
    air: true,
    dice: { 'combat.air': [3], 'combat.german': [2, 4], 'combat.soviet': [3, 4] },
  });
  it('13.4: AV 14, DV 9, AT 20, DT 16: a Success that Fanatic turns into a Stalemate', () => {
    expect(resolved.lastAttack).toMatchObject({
      av: 14,
      dv: 9,
      at: 20,
      dt: 16,
      combatResult: 'success',
      outcome: 'stalemate',
    });
    // Units Spent in Area 10, which stays Soviet and Contested with the Revealed unit.
    expect(DIV29.every((id) => resolved.germans[id]!.spent)).toBe(true);
    expect(inArea(resolved, 10).sort()).toEqual([...DIV29].sort());
    expect(resolved.areas[10]).toMatchObject({
      control: 'soviet',
      soviet: { counter: 'main-heavyUrban-8-fanatic-1' },
    });
    expect(resolved.germanControlled).toBe(10);
    // 9.5.9: the markers go to the Used box.
    expect(resolved.support.available).toEqual({ air: 0, artillery: 5, engineer: 1 });
    expect(resolved.support.used).toMatchObject({ air: 3, artillery: 1, engineer: 1 });
    expect(resolved.morale).toBe(18);
    expect(checkInvariants(resolved)).toEqual([]);
  });

  // 13.5
  const end = act(act(resolved, { type: 'endRound' }), { type: 'endCombatPhase' });
  it('13.5: the End Phase flips the units Fresh, Morale -1, and play proceeds to Turn 3', () => {
    expect(end.turn).toBe(3);
    expect(end.morale).toBe(17);
    expect(DIV29.every((id) => !end.germans[id]!.spent)).toBe(true);
    expect(end.support.available).toEqual({ air: 0, artillery: 5, engineer: 1 });
    expect([end.phase, end.step]).toEqual(['randomEvent', 'roll']);
  });

  it('13.4 note: attacked again on a later Turn, the unit has no Fanatic strategy (firstReveal false)', () => {
    const t3 = atActionRounds(end);
    const again = act(act(t3, { type: 'activate', area: 10 }), {
      type: 'declareAttack',
      area: 10,
      units: ['29/A', '29/B'],
    });
    expect(again.round!.attack).toMatchObject({ kind: 'contested', stage: 'resolve' });
    const spec = combatSpec(again, { lead: '29/A', artillery: 0, engineers: 0, air: false });
    expect(spec.ok && spec.value.defense).toMatchObject({
      firstReveal: false,
      strategy: 'fanatic',
      defense: 8,
      tem: 4,
    });
  });
});
