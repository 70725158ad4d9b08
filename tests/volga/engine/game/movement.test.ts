/** Movement (8.1-8.3, 7.1, 12.2): costs, every restriction with its error code, and "needs fact". */
import { describe, expect, it } from 'vitest';
import { moveCost } from '../../../../src/volga/engine/game';
import { act, atActionRounds, capture, edit, game, put, refuse, soviet } from './helpers';

const base = atActionRounds(game());

describe('8.2 movement costs (the highest applicable)', () => {
  it('1 MF into a Vacant Area that borders no Soviet unit', () => {
    const s = atActionRounds(game(), (d) => {
      capture(d, 7);
      capture(d, 9);
      put(d, ['29/RCN', '29/A', '29/B', '29/C'], 7);
    });
    const a = act(s, { type: 'activate', area: 4 });
    expect(moveCost(a, 'FC/1', 3)).toEqual({
      ok: true,
      value: { cost: 1, mfLeft: 5, reason: 'Vacant Area', rule: '8.2' },
    });
  });

  it('2 MF into a Vacant Area adjacent to a Soviet unit; 3 into a Revealed one; 4 into an Unrevealed one', () => {
    const s = atActionRounds(game(), (d) => soviet(d, 9, 'main-lightUrban-6-ambush-1'));
    const a = act(s, { type: 'activate', area: 4 });
    expect(moveCost(a, 'FC/1', 5)).toMatchObject({
      ok: true,
      value: { cost: 2, reason: 'Vacant Area adjacent to a Soviet unit' },
    });
    expect(moveCost(a, 'FC/1', 9)).toMatchObject({
      ok: true,
      value: { cost: 3, reason: 'Area with a Revealed Soviet unit' },
    });
    expect(moveCost(a, 'FC/1', 7)).toMatchObject({
      ok: true,
      value: { cost: 4, reason: 'Area with an Unrevealed Soviet unit' },
    });
  });

  it('Armor has 6 MF and Infantry 4 (4.2): an infantry unit cannot pay 2 + 4', () => {
    const a = act(act(base, { type: 'activate', area: 4 }), { type: 'move', unit: 'FC/3', to: 5 });
    expect(refuse(a, { type: 'move', unit: 'FC/3', to: 9 })).toMatchObject({
      code: 'move.insufficientMF',
      rule: '8.2',
    });
    const b = act(act(base, { type: 'activate', area: 4 }), { type: 'move', unit: 'FC/1', to: 5 });
    expect(moveCost(b, 'FC/1', 9)).toMatchObject({ ok: true, value: { cost: 4, mfLeft: 0 } });
  });
});

describe('restrictions', () => {
  const active = act(base, { type: 'activate', area: 4 });

  it("only the Active Area's Fresh units move (8.1)", () => {
    expect(refuse(base, { type: 'move', unit: 'FC/1', to: 5 })).toMatchObject({
      code: 'move.noActiveArea',
      rule: '8.1',
    });
    expect(refuse(active, { type: 'move', unit: 'FD/1', to: 3 })).toMatchObject({
      code: 'move.notActivated',
      rule: '8.1',
    });
  });

  it('3.1: only into an Adjacent Area', () => {
    expect(refuse(active, { type: 'move', unit: 'FC/1', to: 10 })).toMatchObject({
      code: 'move.notAdjacent',
      rule: '3.1',
    });
  });

  it('8.3.1 / 7.1: not into an Area already holding four German units', () => {
    expect(refuse(active, { type: 'move', unit: 'FC/1', to: 3 })).toMatchObject({
      code: 'move.overstack',
      rule: '8.3.1',
    });
  });

  it('8.2: a unit stops on entering an Area with a Soviet unit', () => {
    const a = act(active, { type: 'move', unit: 'FC/1', to: 7 });
    expect(refuse(a, { type: 'move', unit: 'FC/1', to: 8 })).toMatchObject({
      code: 'move.mustStop',
      rule: '8.2',
    });
  });

  it('8.2.1: no unit may enter an Area attacked during this activation', () => {
    const a = act(act(active, { type: 'move', unit: 'FC/1', to: 9 }), {
      type: 'declareAttack',
      area: 9,
      units: ['FC/1'],
    });
    expect(refuse(a, { type: 'move', unit: 'FC/2', to: 9 })).toMatchObject({
      code: 'move.combatPending',
      rule: '9.0',
    });
    // Resolve it (the digital cup revealed the defender) and try again.
    let r = a;
    if (r.round!.attack!.stage === 'barrage')
      r = act(r, { type: 'barrageChoice', choice: 'retreat' });
    else
      r = act(r, { type: 'resolveAttack', lead: 'FC/1', artillery: 0, engineers: 0, air: false });
    expect(refuse(r, { type: 'move', unit: 'FC/2', to: 9 })).toMatchObject({
      code: 'move.attackedArea',
      rule: '8.2.1',
    });
  });

  it('8.3.2: from a Contested Area a unit must go to a Vacant Area before entering another Soviet Area', () => {
    const s = atActionRounds(game(), (d) => put(d, ['FC/1', 'FC/2'], 9));
    const a = act(s, { type: 'activate', area: 9 });
    expect(refuse(a, { type: 'move', unit: 'FC/1', to: 10 })).toMatchObject({
      code: 'move.contestedExit',
      rule: '8.3.2',
    });
    const out = act(a, { type: 'move', unit: 'FC/1', to: 4 });
    expect(moveCost(out, 'FC/1', 7)).toMatchObject({ ok: true, value: { cost: 4, mfLeft: 0 } });
  });

  it('a unit that has attacked (and so spent its MF) may not move on', () => {
    const s = atActionRounds(game({ cup: 'physical' }), (d) => {
      put(d, ['FC/1', 'FC/2'], 9);
      soviet(d, 9, 'main-lightUrban-6-heroes-1');
    });
    const a = act(act(s, { type: 'activate', area: 9 }), {
      type: 'declareAttack',
      area: 9,
      units: ['FC/1'],
    });
    const r = act(a, {
      type: 'resolveAttack',
      lead: 'FC/1',
      artillery: 0,
      engineers: 0,
      air: false,
      dice: { 'combat.german': [1, 1], 'combat.soviet': [6, 6] },
    });
    expect(r.lastAttack!.outcome).toBe('repulse');
    // 9.3: the attack came from the Contested Active Area, so no retreat; the lead is Out of Action.
    expect(r.germans['FC/1']!.location.kind).toBe('outOfAction');
    expect(r.germans['FC/2']!.location).toEqual({ kind: 'area', area: 9 });
    expect(refuse(r, { type: 'move', unit: 'FC/1', to: 4 })).toMatchObject({
      code: 'move.spent',
      rule: '8.2',
    });
  });

  it('12.2: units set up in 48-50 enter only Areas 42-47 when the option is on', () => {
    const setup = (northernShoulder: boolean) =>
      atActionRounds(game({ options: { northernShoulder } }), (d) => {
        capture(d, 46);
        put(d, ['FE/1'], 46);
      });
    const on = act(setup(true), { type: 'activate', area: 46 });
    expect(refuse(on, { type: 'move', unit: 'FE/1', to: 39 })).toMatchObject({
      code: 'move.northernShoulder',
      rule: '12.2',
    });
    expect(moveCost(on, 'FE/1', 47).ok).toBe(true);
    const off = act(setup(false), { type: 'activate', area: 46 });
    expect(moveCost(off, 'FE/1', 39).ok).toBe(true);
  });
});

describe('activation (6.4.2, 8.1) and the end of the Action Round', () => {
  it('needs a Fresh unit, one Active Area at a time', () => {
    expect(refuse(base, { type: 'activate', area: 7 })).toMatchObject({
      code: 'activate.noFreshUnits',
      rule: '8.1',
    });
    const spent = edit(base, (d) => {
      for (const id of ['FC/1', 'FC/2', 'FC/3', '244B']) d.germans[id]!.spent = true;
    });
    expect(refuse(spent, { type: 'activate', area: 4 })).toMatchObject({
      code: 'activate.noFreshUnits',
    });
    const a = act(base, { type: 'activate', area: 4 });
    expect(refuse(a, { type: 'activate', area: 5 })).toMatchObject({
      code: 'activate.roundInProgress',
      rule: '6.4.2',
    });
    expect(refuse(a, { type: 'endCombatPhase' })).toMatchObject({ code: 'combat.roundInProgress' });
  });

  it('units that moved are Spent at the end of the round; the others stay Fresh', () => {
    const a = act(act(base, { type: 'activate', area: 4 }), { type: 'move', unit: 'FC/1', to: 5 });
    const e = act(a, { type: 'endRound' });
    expect(e.germans['FC/1']!.spent).toBe(true);
    expect(e.germans['FC/2']!.spent).toBe(false);
    expect(e.round).toBeNull();
  });
});

describe('an unknown border is asked, not guessed', () => {
  it('answers "needs fact" for the adjacency, then moves once the owner answers', () => {
    const s = edit(base, (d) => {
      const a4 = d.kit.areas[4]!;
      const a5 = d.kit.areas[5]!;
      a4.neighbours = a4.neighbours.filter((n) => n !== 5);
      a5.neighbours = a5.neighbours.filter((n) => n !== 4);
      a4.neighboursComplete = false;
      a5.neighboursComplete = false;
    });
    const a = act(s, { type: 'activate', area: 4 });
    expect(refuse(a, { type: 'move', unit: 'FC/1', to: 5 })).toMatchObject({
      code: 'fact.needed',
      fact: { kind: 'adjacency', a: 4, b: 5 },
    });
    const answered = act(a, {
      type: 'answerFact',
      fact: { kind: 'adjacency', a: 4, b: 5 },
      answer: true,
    });
    expect(answered.kit.areas[4]!.neighbours).toContain(5);
    expect(act(answered, { type: 'move', unit: 'FC/1', to: 5 }).germans['FC/1']!.location).toEqual({
      kind: 'area',
      area: 5,
    });
  });

  it("asks Area 5's whole neighbour list once, not one border per Soviet Area (8.2)", () => {
    // Area 5's borders with 4 are known; with the Soviet Areas they are not.
    const s = edit(base, (d) => {
      const keep = [4];
      for (const m of d.kit.areas[5]!.neighbours)
        if (!keep.includes(m)) {
          d.kit.areas[m]!.neighbours = d.kit.areas[m]!.neighbours.filter((x) => x !== 5);
          d.kit.areas[m]!.neighboursComplete = false;
        }
      d.kit.areas[5]!.neighbours = keep;
      d.kit.areas[5]!.neighboursComplete = false;
    });
    const full = base.kit.areas[5]!.neighbours;
    const a = act(s, { type: 'activate', area: 4 });
    expect(refuse(a, { type: 'move', unit: 'FC/1', to: 5 })).toMatchObject({
      code: 'fact.needed',
      fact: { kind: 'neighbours', area: 5 },
    });
    const answered = act(a, {
      type: 'answerFact',
      fact: { kind: 'neighbours', area: 5 },
      answer: full,
    });
    // One answer is enough: the move goes ahead, at the cost the full map gives.
    const moved = act(answered, { type: 'move', unit: 'FC/1', to: 5 });
    const direct = act(act(base, { type: 'activate', area: 4 }), {
      type: 'move',
      unit: 'FC/1',
      to: 5,
    });
    expect(moved.round!.units['FC/1']!.mfLeft).toBe(direct.round!.units['FC/1']!.mfLeft);
  });
});
