import { describe, expect, it } from 'vitest';
import {
  FACTORY_DISTRICT_COUNTERS,
  MAIN_GAME_COUNTERS,
} from '../../../../src/volga/engine/counters';
import {
  checkInvariants,
  increasedSupplyTurn,
  newGame,
  newRecord,
  replay,
} from '../../../../src/volga/engine/game';
import { knownKit } from '../../../../src/volga/engine/kit';
import { act, edit, game, kit, refuse } from './helpers';

describe('main game setup (5.2-5.4)', () => {
  const s = game();

  it('starts Turn 1 at Morale 19 with nine German Areas and waits for the Random Event roll', () => {
    expect(s.turn).toBe(1);
    expect(s.morale).toBe(19);
    expect(s.germanControlled).toBe(9);
    expect(s.supply).toBe(0);
    // No reinforcement arrives on Turn 1, isolation is off: Dawn has nothing to decide.
    expect([s.phase, s.step]).toEqual(['randomEvent', 'roll']);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('puts every Support marker in the Used box (5.2): the three Air markers, none available', () => {
    expect(s.support.available).toEqual({ air: 0, artillery: 0, engineer: 0 });
    expect(s.support.used.air).toBe(3);
  });

  it('places one Unrevealed Soviet unit in each of the 41 Soviet Areas and keeps all 55 counters unseen (5.4)', () => {
    const soviet = Object.values(s.areas).filter((a) => a.soviet);
    expect(soviet).toHaveLength(41);
    expect(soviet.every((a) => a.soviet!.counter === null && a.control === 'soviet')).toBe(true);
    for (const n of [1, 2, 3, 4, 5, 6, 48, 49, 50])
      expect(s.areas[n]).toMatchObject({ control: 'german', soviet: null });
    const unseen = Object.values(s.pools).flat();
    expect(unseen).toHaveLength(MAIN_GAME_COUNTERS.length);
    expect(s.pools.heavyUrban).toHaveLength(9);
  });

  it('sets up the German units from the kit (5.3.1) and holds T2/T7 as reinforcements (5.3.2)', () => {
    expect(s.germans['29/RCN']!.location).toEqual({ kind: 'area', area: 3 });
    expect(s.germans['FE/1']!.location).toEqual({ kind: 'area', area: 48 });
    expect(s.germans['389/A']!.location).toEqual({
      kind: 'reinforcement',
      turn: 2,
      returnTo: null,
    });
    expect(s.germans['245B']!.location).toEqual({ kind: 'reinforcement', turn: 7, returnTo: null });
    expect(Object.values(s.germans).every((u) => !u.spent)).toBe(true);
    // Factory-only counters are not in a main game.
    expect(s.germans['FF/1']).toBeUndefined();
  });

  it("12.7 starts at the chosen Morale; 12.6 adds Pavlov's House to the Heavy Urban mix", () => {
    expect(game({ options: { reducedMorale: true, startingMorale: 15 } }).morale).toBe(15);
    const p = game({ options: { pavlov: true, pavlovDefense: 9 } });
    expect(p.pools.heavyUrban).toHaveLength(10);
    expect(p.pools.heavyUrban).toContain('pavlovs-house');
  });

  it('refuses bad settings with the rule they break', () => {
    const bad = (options: object) => {
      const r = newGame({ scenario: 'main', cup: 'digital', kit, seed: 1, options });
      return r.ok ? null : r.error;
    };
    expect(bad({ startingMorale: 20 })).toMatchObject({
      code: 'setup.startingMorale',
      rule: '12.7',
    });
    expect(bad({ pavlov: true })).toMatchObject({ code: 'setup.pavlovDefense', rule: '12.6' });
    expect(bad({ victoryAreas: 0 })).toMatchObject({ code: 'setup.victoryAreas', rule: '11.2' });
    expect(bad({ lastTurn: 12 })).toMatchObject({ code: 'setup.lastTurn', rule: '11.2' });
    expect(bad({ rerollTurns: [0] })).toMatchObject({ code: 'setup.rerollTurns', rule: '12.8' });
  });

  it('12.8: on, it rerolls 1s every Turn of the scenario unless fewer are chosen; none is an error', () => {
    const turns = (scenario: 'main' | 'factory', options: object) => {
      const r = newGame({ scenario, cup: 'digital', kit, seed: 1, options });
      return r.ok ? r.value.options.rerollTurns : r.error;
    };
    expect(turns('main', { increasedSupply: true })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(turns('factory', { increasedSupply: true })).toEqual([10, 11, 12, 13, 14]);
    expect(turns('main', { increasedSupply: true, rerollTurns: [2, 3] })).toEqual([2, 3]);
    const none = newRecord({
      scenario: 'main',
      cup: 'digital',
      kit,
      seed: 1,
      options: { increasedSupply: true, rerollTurns: [] },
    });
    expect(none.ok ? null : none.error).toMatchObject({ code: 'setup.rerollTurns', rule: '12.8' });
    expect(none.ok ? '' : none.error.message).toContain('12.8');
    expect(turns('main', { increasedSupply: false, rerollTurns: [] })).toEqual([]);
  });

  it('12.8: a game saved with 12.8 on and no Turn chosen still replays, as played: without rerolls', () => {
    const setup = {
      scenario: 'main' as const,
      cup: 'digital' as const,
      kit,
      seed: 1,
      options: { increasedSupply: true, rerollTurns: [] },
    };
    const r = replay(setup, []);
    expect(r.ok ? r.value.options.rerollTurns : r.error).toEqual([]);
    expect(r.ok && increasedSupplyTurn(r.value)).toBe(false);
  });

  it('starts without the German counters when the kit does not have them yet; none is invented', () => {
    const r = newGame({ scenario: 'main', cup: 'physical', kit: knownKit(), seed: 1 });
    expect(r.ok).toBe(true);
    // 5.2: no setup place is named yet, so no German unit is on the map until the owner names it.
    if (r.ok) expect(Object.keys(r.value.germans)).toHaveLength(0);
  });
});

describe('Factory District setup (14.2-14.5)', () => {
  const s = game({ scenario: 'factory' });

  it('starts Turn 10 at Morale 15 and skips the Turn 10 Random Event Phase (14.6.1)', () => {
    expect(s.turn).toBe(10);
    expect(s.morale).toBe(15);
    expect([s.phase, s.step]).toEqual(['supply', 'roll']);
    expect(s.event).toMatchObject({ roll: null, noResultRule: '14.6.1' });
    expect(checkInvariants(s)).toEqual([]);
  });

  it('places the 26 Control markers of 14.2 besides the gray Areas; 15 Areas stay Soviet', () => {
    for (const n of [
      7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 23, 24, 27, 28, 29, 30, 31, 32, 33, 34, 45,
      46, 47,
    ])
      expect(s.areas[n]!.control).toBe('german');
    const sovietAreas = Object.entries(s.areas)
      .filter(([, a]) => a.soviet)
      .map(([n]) => Number(n));
    expect(sovietAreas).toEqual([14, 21, 22, 25, 26, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44]);
    expect(s.germanControlled).toBe(35);
  });

  it('reveals 14, 21 and 44 at setup and keeps the 26-counter Factory pool unseen (14.5.1)', () => {
    expect(s.areas[14]!.soviet!.counter).toBe('factoryDistrict-revealed-14');
    expect(s.areas[21]!.soviet!.counter).toBe('factoryDistrict-revealed-21');
    expect(s.areas[44]!.soviet!.counter).toBe('factoryDistrict-revealed-44');
    expect(Object.values(s.pools).flat()).toHaveLength(FACTORY_DISTRICT_COUNTERS.length);
    expect(s.pools.clear).toEqual([]);
  });

  it('places the German setup, the Out of Action units and the Turn 12 reinforcements (14.3, 14.4)', () => {
    expect(s.germans['FF/1']!.location).toEqual({ kind: 'area', area: 14 });
    expect(s.germans['FG/3']!.location).toEqual({ kind: 'outOfAction' });
    expect(s.germans['79/A']!.location).toEqual({
      kind: 'reinforcement',
      turn: 12,
      returnTo: null,
    });
    expect(s.germans['29/RCN']).toBeUndefined();
  });

  it('14.4: on Turn 12 the 79th and 244C enter together in any German-Controlled Area', () => {
    const end11 = edit(s, (d) => {
      d.turn = 11;
      d.phase = 'combat';
      d.step = 'actionRounds';
      d.event = null;
    });
    const dawn = act(end11, { type: 'endCombatPhase' });
    expect([dawn.turn, dawn.phase, dawn.step]).toEqual([12, 'dawn', 'reinforcement']);
    const units = ['79/A', '79/B', '79/C', '244C'];
    expect(refuse(dawn, { type: 'placeReinforcements', area: 35, units })).toMatchObject({
      code: 'reinforce.area',
      rule: '14.4',
    });
    const placed = act(dawn, { type: 'placeReinforcements', area: 30, units });
    expect(units.every((id) => placed.germans[id]!.location.kind === 'area')).toBe(true);
  });

  it("under 12.6 puts Pavlov's House in Area 14 in place of the Revealed Fanatic 8 (14.5.2, 7.1)", () => {
    const p = game({ scenario: 'factory', options: { pavlov: true, pavlovDefense: 9 } });
    expect(p.areas[14]!.soviet!.counter).toBe('pavlovs-house');
    expect(p.pools.heavyUrban).not.toContain('pavlovs-house');
  });
});
