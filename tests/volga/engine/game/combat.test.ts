/**
 * Attacks in the game (9.1-9.5.9, 6.4.1): which units attack, the reveal, Barrage, the combat
 * engine's consequences applied to the board, retreats, Bloody Streets.
 */
import { describe, expect, it } from 'vitest';
import { seedPrng } from '../../../../src/volga/engine/dice';
import { retreatRoutes } from '../../../../src/volga/engine/game';
import type { GameState } from '../../../../src/volga/engine/game/types';
import {
  act,
  actR,
  atActionRounds,
  capture,
  edit,
  game,
  inArea,
  put,
  refuse,
  soviet,
} from './helpers';

const noSupport = { artillery: 0, engineers: 0, air: false } as const;
const win = { 'combat.german': [6, 6], 'combat.soviet': [1, 1] };
const lose = { 'combat.german': [1, 1], 'combat.soviet': [6, 6] };

/** Physical cup, Action Rounds, with the fixture's Area 4 stack (FC/1, FC/2, FC/3, 244B). */
const base = atActionRounds(game({ cup: 'physical' }));

function enter(s: GameState, from: number, to: number, units: readonly string[]): GameState {
  let x = act(s, { type: 'activate', area: from });
  for (const unit of units) x = act(x, { type: 'move', unit, to });
  return x;
}

describe('which units attack (9.1-9.3)', () => {
  it('9.1: every unit that entered an Area not Contested at activation must attack', () => {
    const s = enter(base, 4, 9, ['FC/1', 'FC/2']);
    expect(refuse(s, { type: 'declareAttack', area: 9, units: ['FC/1'] })).toMatchObject({
      code: 'attack.mandatoryAll',
      rule: '9.1',
    });
    expect(
      act(s, { type: 'declareAttack', area: 9, units: ['FC/1', 'FC/2'] }).round!.attack,
    ).toMatchObject({ kind: 'mandatory' });
  });

  it('9.2: entering an Area Contested at activation, some units may attack, or none', () => {
    const s0 = edit(base, (d) => {
      put(d, ['FD/1'], 9);
      soviet(d, 9, 'main-lightUrban-6-heroes-1');
    });
    const s = enter(s0, 4, 9, ['FC/1', 'FC/2']);
    expect(act(s, { type: 'declareAttack', area: 9, units: ['FC/2'] }).round!.attack).toMatchObject(
      { kind: 'optional', stage: 'resolve' },
    );
    // Declining is fine: the round can end with no attack.
    expect(act(s, { type: 'endRound' }).round).toBeNull();
    // 9.3 note: the units already there cannot join.
    expect(refuse(s, { type: 'declareAttack', area: 9, units: ['FC/2', 'FD/1'] })).toMatchObject({
      code: 'attack.notActivated',
    });
  });

  it('9.3: units of a Contested Active Area attack where they are; entering units cannot join them', () => {
    const s0 = edit(base, (d) => {
      put(d, ['FD/1', 'FD/2'], 9);
      soviet(d, 9, 'main-lightUrban-6-heroes-1');
    });
    const a = act(s0, { type: 'activate', area: 9 });
    const atk = act(a, { type: 'declareAttack', area: 9, units: ['FD/1'] });
    expect(atk.round!.attack).toMatchObject({ kind: 'contested' });
    const r = act(atk, { type: 'resolveAttack', lead: 'FD/1', ...noSupport, dice: lose });
    // A lost attack from a Contested Area does not retreat (9.3): the lead is Out of Action.
    expect(r.germans['FD/1']!.location.kind).toBe('outOfAction');
    expect(r.morale).toBe(18);
    expect(inArea(r, 9)).toEqual(['FD/2']);
  });

  it('refuses attacks by units not in the Area, on an Area without a Soviet unit, or twice on one Area', () => {
    const s = enter(base, 4, 9, ['FC/1']);
    expect(refuse(s, { type: 'declareAttack', area: 9, units: ['FC/2'] })).toMatchObject({
      code: 'attack.notInArea',
    });
    expect(refuse(s, { type: 'declareAttack', area: 5, units: ['FC/1'] })).toMatchObject({
      code: 'attack.noSovietUnit',
    });
    const done = act(
      act(act(s, { type: 'declareAttack', area: 9, units: ['FC/1'] }), {
        type: 'revealCounter',
        counter: 'main-lightUrban-9-fanatic-1',
      }),
      {
        type: 'resolveAttack',
        lead: 'FC/1',
        ...noSupport,
        dice: { 'combat.german': [3, 3], 'combat.soviet': [3, 3] },
      },
    );
    expect(refuse(done, { type: 'declareAttack', area: 9, units: ['FC/1'] })).toMatchObject({
      code: 'attack.alreadyAttacked',
      rule: '8.2.1',
    });
  });
});

describe('the reveal (9.4)', () => {
  it('physical cup: the owner names a counter still unseen for the terrain', () => {
    const s = act(enter(base, 4, 9, ['FC/1']), { type: 'declareAttack', area: 9, units: ['FC/1'] });
    expect(s.round!.attack!.stage).toBe('reveal');
    expect(
      refuse(s, { type: 'revealCounter', counter: 'main-heavyUrban-8-fanatic-1' }),
    ).toMatchObject({ code: 'reveal.notUnseen', rule: '9.4' });
    const r = act(s, { type: 'revealCounter', counter: 'main-lightUrban-7-guards-1' });
    expect(r.areas[9]!.soviet).toEqual({
      counter: 'main-lightUrban-7-guards-1',
      revealedRound: r.round!.serial,
    });
    expect(r.pools.lightUrban).toHaveLength(31);
  });

  it('digital cup: the app draws from the unseen counters of that terrain and logs the draw', () => {
    const d = atActionRounds(game({ seed: 11 }));
    const x = enter(d, 4, 9, ['FC/1']);
    const r = actR(x, { type: 'declareAttack', area: 9, units: ['FC/1'] });
    const drawn = r.state.areas[9]!.soviet!.counter!;
    expect(x.pools.lightUrban).toContain(drawn);
    expect(r.state.pools.lightUrban).not.toContain(drawn);
    expect(r.rolls).toEqual([
      {
        purpose: 'cup',
        source: 'app',
        dice: [x.pools.lightUrban.indexOf(drawn) + 1],
        rule: '9.4',
        drawn,
      },
    ]);
  });

  it('digital cup draws are uniform over the unseen counters', () => {
    const counts = new Map<string, number>();
    const runs = 1200;
    const x = enter(atActionRounds(game()), 4, 7, ['FC/1']);
    for (let seed = 0; seed < runs; seed++) {
      const c = act(
        { ...x, prng: seedPrng(seed) },
        { type: 'declareAttack', area: 7, units: ['FC/1'] },
      ).areas[7]!.soviet!.counter!;
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(counts.size).toBe(6); // the six Clear counters
    const chi = [...counts.values()].reduce((a, c) => a + (c - runs / 6) ** 2 / (runs / 6), 0);
    expect(chi).toBeLessThan(20.5);
  });
});

describe('Barrage (9.4)', () => {
  const barraged = act(
    act(enter(base, 4, 9, ['FC/1', 'FC/2', 'FC/3']), {
      type: 'declareAttack',
      area: 9,
      units: ['FC/1', 'FC/2', 'FC/3'],
    }),
    {
      type: 'revealCounter',
      counter: 'main-lightUrban-6-barrage-1',
    },
  );

  it('waits for the choice before Combat Resolution', () => {
    expect(barraged.round!.attack!.stage).toBe('barrage');
    expect(refuse(barraged, { type: 'resolveAttack', lead: 'FC/1', ...noSupport })).toMatchObject({
      code: 'phase.wrongStep',
    });
  });

  it('one attacker Out of Action: the combat goes on with the others', () => {
    const r = act(barraged, { type: 'barrageChoice', choice: 'outOfAction', unit: 'FC/3' });
    expect(r.germans['FC/3']!.location.kind).toBe('outOfAction');
    expect(r.round!.attack).toMatchObject({ units: ['FC/1', 'FC/2'], stage: 'resolve' });
    expect(
      refuse(barraged, { type: 'barrageChoice', choice: 'outOfAction', unit: 'FD/1' }),
    ).toMatchObject({ code: 'barrage.unit' });
  });

  it('or all attackers Spent and back to the Area they came from (9.5.8)', () => {
    const r = act(barraged, { type: 'barrageChoice', choice: 'retreat' });
    expect(inArea(r, 4).sort()).toEqual(['244B', 'FC/1', 'FC/2', 'FC/3']);
    expect(['FC/1', 'FC/2', 'FC/3'].every((id) => r.germans[id]!.spent)).toBe(true);
    expect(r.morale).toBe(19);
    expect(r.lastAttack!.outcome).toBe('barrageRetreat');
  });
});

describe('consequences on the board (9.5.5-9.5.9)', () => {
  it('a failed Mandatory Attack: lead Out of Action, the others Spent and back, Morale -1', () => {
    const s = act(
      act(enter(base, 4, 9, ['FC/1', 'FC/2']), {
        type: 'declareAttack',
        area: 9,
        units: ['FC/1', 'FC/2'],
      }),
      {
        type: 'revealCounter',
        counter: 'main-lightUrban-9-guards-1',
      },
    );
    const r = act(s, {
      type: 'resolveAttack',
      lead: 'FC/1',
      ...noSupport,
      dice: { 'combat.german': [1, 1], 'combat.soviet': [6, 6, 6] },
    });
    expect(r.lastAttack!.outcome).toBe('repulse');
    expect(r.germans['FC/1']!.location.kind).toBe('outOfAction');
    expect(r.germans['FC/2']).toMatchObject({ spent: true, location: { kind: 'area', area: 4 } });
    expect(r.morale).toBe(18);
    expect(r.areas[9]!.control).toBe('soviet');
  });

  it('9.5.8: a full entry Area makes the next units retreat on, one at a time, through it', () => {
    // FC/1 and FC/2 enter 9 from 5 (which they fill back up to four while they are away).
    const s0 = edit(base, (d) => put(d, ['FC/1', 'FC/2'], 5));
    let s = enter(s0, 5, 9, ['FC/1', 'FC/2']);
    s = edit(s, (d) => put(d, ['FB/1', 'FB/2'], 5)); // Area 5 is now FD/1, FD/2, FB/1, FB/2
    s = act(act(s, { type: 'declareAttack', area: 9, units: ['FC/1', 'FC/2'] }), {
      type: 'revealCounter',
      counter: 'main-lightUrban-9-guards-1',
    });
    const r = act(s, {
      type: 'resolveAttack',
      lead: 'FC/1',
      ...noSupport,
      dice: { 'combat.german': [1, 1], 'combat.soviet': [6, 6, 6] },
    });
    expect(r.round!.retreat).toEqual({ from: 9, units: ['FC/2'] });
    const routes = retreatRoutes(r, 'FC/2');
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.every((p) => p[0] === 5)).toBe(true);
    expect(refuse(r, { type: 'endRound' })).toMatchObject({
      code: 'round.retreatPending',
      rule: '9.5.8',
    });
    expect(refuse(r, { type: 'retreat', unit: 'FC/2', path: [4] })).toMatchObject({
      code: 'retreat.entryArea',
      rule: '9.5.8',
    });
    expect(refuse(r, { type: 'retreat', unit: 'FC/2', path: [5, 11] })).toMatchObject({
      code: 'retreat.sovietArea',
    });
    const done = act(r, { type: 'retreat', unit: 'FC/2', path: [5, 6] });
    expect(done.germans['FC/2']!.location).toEqual({ kind: 'area', area: 6 });
    expect(done.round!.retreat).toBeNull();
  });

  it('9.5.6: a lone attacker on a Success against Ambush: both removed, the Area German', () => {
    const s = act(
      act(enter(base, 4, 9, ['FC/1']), { type: 'declareAttack', area: 9, units: ['FC/1'] }),
      {
        type: 'revealCounter',
        counter: 'main-lightUrban-9-ambush-1',
      },
    );
    const r = act(s, {
      type: 'resolveAttack',
      lead: 'FC/1',
      ...noSupport,
      dice: { 'combat.german': [5, 5], 'combat.soviet': [2, 2] },
    });
    expect(r.lastAttack!.outcome).toBe('success');
    expect(r.germans['FC/1']!.location.kind).toBe('outOfAction');
    expect(r.areas[9]).toEqual({ control: 'german', soviet: null, isolated: false });
    expect(r.germanControlled).toBe(10);
  });

  it('9.5.7: +1 Morale for a Control marker in a +4 TEM Area; Heroes on a Success cancels it', () => {
    const from = edit(base, (d) => {
      capture(d, 7);
      put(d, ['FC/1', 'FC/2', 'FC/3'], 7);
      d.morale = 15;
    });
    const atk = (counter: string, dice: object) =>
      act(
        act(
          act(enter(from, 7, 10, ['FC/1', 'FC/2', 'FC/3']), {
            type: 'declareAttack',
            area: 10,
            units: ['FC/1', 'FC/2', 'FC/3'],
          }),
          { type: 'revealCounter', counter },
        ),
        {
          type: 'resolveAttack',
          lead: 'FC/1',
          ...noSupport,
          dice,
        },
      );
    const overrun = atk('main-heavyUrban-7-ambush-1', {
      'combat.german': [6, 6],
      'combat.soviet': [1, 1],
    });
    expect(overrun.lastAttack!.outcome).toBe('overrun');
    expect(overrun.morale).toBe(16);
    // Mamayev Kurgan (Area 21, Elevated, TEM +4): Heroes on a plain Success cancels the bonus.
    const kurgan = edit(base, (d) => {
      capture(d, 18);
      put(d, ['FC/1', 'FC/2', 'FC/3'], 18);
      d.morale = 15;
    });
    const heroes = act(
      act(
        act(enter(kurgan, 18, 21, ['FC/1', 'FC/2', 'FC/3']), {
          type: 'declareAttack',
          area: 21,
          units: ['FC/1', 'FC/2', 'FC/3'],
        }),
        {
          type: 'revealCounter',
          counter: 'main-elevated-5-heroes-1',
        },
      ),
      {
        type: 'resolveAttack',
        lead: 'FC/1',
        ...noSupport,
        dice: { 'combat.german': [3, 3], 'combat.soviet': [3, 3] },
      },
    );
    expect(heroes.lastAttack).toMatchObject({ av: 11, dv: 9, outcome: 'success' });
    expect(heroes.areas[21]!.control).toBe('german');
    expect(heroes.morale).toBe(15);
  });

  it('9.5.9: Support markers placed go to the Used box; 9.5.4 and availability are enforced', () => {
    const s0 = edit(base, (d) => {
      d.support.available = { air: 1, artillery: 2, engineer: 1 };
      d.support.used.air = 2;
    });
    const s = act(
      act(enter(s0, 4, 9, ['FC/1', 'FC/2']), {
        type: 'declareAttack',
        area: 9,
        units: ['FC/1', 'FC/2'],
      }),
      {
        type: 'revealCounter',
        counter: 'main-lightUrban-6-heroes-1',
      },
    );
    expect(
      refuse(s, { type: 'resolveAttack', lead: 'FC/1', artillery: 2, engineers: 1, air: false }),
    ).toMatchObject({ code: 'combat.support.overLimit', rule: '9.5.4' });
    expect(
      refuse(s, { type: 'resolveAttack', lead: 'FC/1', artillery: 0, engineers: 2, air: false }),
    ).toMatchObject({ code: 'attack.supportUnavailable' });
    expect(refuse(s, { type: 'resolveAttack', lead: 'FD/1', ...noSupport })).toMatchObject({
      code: 'attack.lead',
      rule: '9.5.2',
    });
    expect(
      refuse(s, {
        type: 'resolveAttack',
        lead: 'FC/1',
        artillery: 1,
        engineers: 0,
        air: true,
        dice: win,
      }),
    ).toMatchObject({
      code: 'dice.tooFew',
      rule: '9.5.3',
    });
    const r = act(s, {
      type: 'resolveAttack',
      lead: 'FC/1',
      artillery: 1,
      engineers: 0,
      air: true,
      dice: { 'combat.air': [2], ...win },
    });
    expect(r.support.available).toEqual({ air: 0, artillery: 1, engineer: 1 });
    expect(r.support.used).toMatchObject({ air: 3, artillery: 1 });
  });

  it('12.5: no Air marker in an Urban Area Contested at the start of the Action Round', () => {
    const s0 = edit(game({ cup: 'physical', options: { limitedAir: true } }), (d) => {
      d.phase = 'combat';
      d.step = 'actionRounds';
      d.event = null;
      put(d, ['FD/1', 'FD/2'], 9);
      soviet(d, 9, 'main-lightUrban-6-heroes-1');
      d.support.available.air = 1;
      d.support.used.air = 2;
    });
    const s = act(act(s0, { type: 'activate', area: 9 }), {
      type: 'declareAttack',
      area: 9,
      units: ['FD/1'],
    });
    expect(
      refuse(s, { type: 'resolveAttack', lead: 'FD/1', artillery: 0, engineers: 0, air: true }),
    ).toMatchObject({ rule: '12.5' });
  });

  it('12.3: an Isolated unit takes the isolation die, rolled before the 2d6', () => {
    const s0 = edit(base, (d) => {
      d.options = { ...d.options, isolation: true };
      d.areas[9]!.isolated = true;
    });
    const s = act(
      act(enter(s0, 4, 9, ['FC/1']), { type: 'declareAttack', area: 9, units: ['FC/1'] }),
      {
        type: 'revealCounter',
        counter: 'main-lightUrban-6-heroes-1',
      },
    );
    const r = actR(s, {
      type: 'resolveAttack',
      lead: 'FC/1',
      ...noSupport,
      dice: { 'combat.isolation': [6], ...lose },
    });
    expect(r.rolls.map((x) => x.purpose)).toEqual([
      'combat.isolation',
      'combat.german',
      'combat.soviet',
    ]);
    // DF 6 - 2 (isolation 6) + TEM 3 = 7.
    expect(r.state.lastAttack!.dv).toBe(7);
  });
});

describe('6.4.1 Bloody Streets', () => {
  const contested = (counter: string | null, area = 9) =>
    edit(game({ cup: 'physical' }), (d) => {
      d.phase = 'supply';
      d.step = 'purchase';
      d.event = null;
      put(d, ['FD/1', 'FD/2'], area);
      if (counter) soviet(d, area, counter);
    });

  it('is rolled for each Contested Light/Heavy Urban Area, and skipped when there is none', () => {
    expect(act(game(), { type: 'rollRandomEvent', dice: { randomEvent: [3, 3, 3] } }).step).toBe(
      'roll',
    );
    const none = act(
      edit(game(), (d) => {
        d.phase = 'supply';
        d.step = 'purchase';
      }),
      { type: 'endSupply' },
    );
    expect(none.step).toBe('actionRounds');
    const s = act(contested('main-lightUrban-6-heroes-1'), { type: 'endSupply' });
    expect(s.step).toBe('bloodyStreets');
    // Area 7 is Clear: a Contested Clear Area does not count.
    expect(act(contested(null, 7), { type: 'endSupply' }).step).toBe('actionRounds');
  });

  it('1-4 nothing; 5 Morale -1; 6 the units flip Spent and Morale -1', () => {
    const s = act(contested('main-lightUrban-6-heroes-1'), { type: 'endSupply' });
    const roll = (d: number) => act(s, { type: 'rollBloodyStreets', dice: { bloodyStreets: [d] } });
    expect(roll(4).morale).toBe(19);
    expect(roll(5).morale).toBe(18);
    expect(roll(5).germans['FD/1']!.spent).toBe(false);
    const six = roll(6);
    expect(six.morale).toBe(18);
    expect(six.germans['FD/1']!.spent && six.germans['FD/2']!.spent).toBe(true);
    expect(six.step).toBe('actionRounds');
  });

  it('+1 for a Guards unit in a +4 TEM Area: a 5 acts as a 6', () => {
    const s = act(contested('main-heavyUrban-8-guards-1', 10), { type: 'endSupply' });
    const r = act(s, { type: 'rollBloodyStreets', dice: { bloodyStreets: [5] } });
    expect(r.germans['FD/1']!.spent).toBe(true);
    expect(r.morale).toBe(18);
    // Not in a +3 TEM Light Urban Area.
    const lu = act(act(contested('main-lightUrban-6-guards-1'), { type: 'endSupply' }), {
      type: 'rollBloodyStreets',
      dice: { bloodyStreets: [5] },
    });
    expect(lu.germans['FD/1']!.spent).toBe(false);
  });

  it("Pavlov's House counts as a Guards unit for the +1 (12.6 ruling)", () => {
    const s = act(
      edit(contested('pavlovs-house', 10), (d) => {
        d.options = { ...d.options, pavlov: true, pavlovDefense: 9 };
      }),
      { type: 'endSupply' },
    );
    const r = act(s, { type: 'rollBloodyStreets', dice: { bloodyStreets: [5] } });
    expect(r.germans['FD/1']!.spent).toBe(true);
    expect(r.morale).toBe(18);
  });
});
