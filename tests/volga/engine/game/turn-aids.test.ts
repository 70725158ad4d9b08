/**
 * What the engine does so a Turn costs fewer taps: a stack moves in one action (8.1, 8.2), a
 * roll is entered by its total where only the total is read (6.2, 6.3, 9.5.1) and die by die
 * where faces matter (12.8, 9.4, 6.4.1), an Action Round whose units have all acted ends by
 * itself (6.4.2), and each Random Event effect cites the chart of its scenario (6.2, 14.6.1).
 */
import { describe, expect, it } from 'vitest';
import type { RollPurpose } from '../../../../src/volga/engine/dice';
import {
  eventEffectRule,
  facesForTotal,
  rollEntry,
  roundIsOver,
  stackMoves,
} from '../../../../src/volga/engine/game';
import { act, atActionRounds, capture, edit, game, inArea, put, refuse } from './helpers';

const DIV29 = ['29/RCN', '29/A', '29/B', '29/C'];

/** The 13.4 position: the 29th Motorized Fresh in captured Area 8, Area 8 Active. */
const active8 = () =>
  act(
    atActionRounds(game({ cup: 'physical' }), (d) => {
      capture(d, 8);
      put(d, DIV29, 8);
    }),
    { type: 'activate', area: 8 },
  );

describe('moveStack (8.1, 8.2)', () => {
  it('moves the whole stack into Area 10 in one action, as four single moves would', () => {
    const s = active8();
    const one = act(s, { type: 'moveStack', units: DIV29, to: 10 });
    const four = DIV29.reduce((x, unit) => act(x, { type: 'move', unit, to: 10 }), s);
    expect(inArea(one, 10).sort()).toEqual([...DIV29].sort());
    expect(one).toEqual(four);
  });

  it('moves no unit when one of them may not go (all or nothing)', () => {
    const s = act(active8(), { type: 'move', unit: '29/A', to: 10 });
    // 29/A stopped in Area 10 (8.2): a stack of 29/A and 29/B cannot move on together.
    expect(refuse(s, { type: 'moveStack', units: ['29/B', '29/A'], to: 7 })).toMatchObject({
      rule: '8.2',
    });
    expect(refuse(s, { type: 'moveStack', units: [], to: 10 }).code).toBe('move.noUnits');
    expect(refuse(s, { type: 'moveStack', units: ['29/B', '29/B'], to: 10 }).code).toBe(
      'move.sameUnit',
    );
  });

  it('stackMoves offers every Adjacent Area the four can enter together, Area 10 among them', () => {
    const moves = stackMoves(active8());
    expect(moves.find((m) => m.to === 10)).toEqual({ from: 8, to: 10, units: DIV29 });
    expect(moves.every((m) => m.from === 8 && m.units.length === 4)).toBe(true);
    // Once they are in Area 10 (stopped by the Soviet unit, 8.2) no stack can move.
    expect(stackMoves(act(active8(), { type: 'moveStack', units: DIV29, to: 10 }))).toEqual([]);
  });
});

describe('rollEntry: by total where only the total is read', () => {
  const s = game();
  const increased = game({ options: { increasedSupply: true, rerollTurns: [1] } });
  it.each<[string, ReturnType<typeof game>, RollPurpose, number, 'total' | 'faces', string]>([
    ['Random Event 3d6', s, 'randomEvent', 3, 'total', '6.2'],
    ['Supply 4d6', s, 'supply', 4, 'total', '6.3'],
    ['Supply 4d6 with Increased Supply this Turn', increased, 'supply', 4, 'faces', '12.8'],
    ['German 2d6', s, 'combat.german', 2, 'total', '9.5.1'],
    ['Soviet 2d6', s, 'combat.soviet', 2, 'total', '9.5.1'],
    ['Guards 3d6 keep two', s, 'combat.soviet', 3, 'faces', '9.4'],
    ['Bloody Streets, two Areas', s, 'bloodyStreets', 2, 'faces', '6.4.1'],
    ['one Air die', s, 'combat.air', 1, 'faces', '2.1'],
  ])('%s: %s', (_name, state, purpose, count, by, rule) => {
    expect(rollEntry(state, purpose, count)).toMatchObject({ by, rule });
  });

  it('facesForTotal gives dice with that total, as even as possible, or null', () => {
    expect(facesForTotal(15, 3)).toEqual([5, 5, 5]);
    expect(facesForTotal(9, 4)).toEqual([3, 2, 2, 2]);
    expect(facesForTotal(16, 3)).toEqual([6, 5, 5]);
    expect(facesForTotal(3, 3)).toEqual([1, 1, 1]);
    expect(facesForTotal(18, 3)).toEqual([6, 6, 6]);
    expect(facesForTotal(2, 3)).toBeNull();
    expect(facesForTotal(19, 3)).toBeNull();
    expect(facesForTotal(7.5, 2)).toBeNull();
  });

  it('a Random Event entered by its total reads the same row as the dice it stands for', () => {
    const at = edit(game(), (d) => {
      d.turn = 2;
      d.phase = 'randomEvent';
      d.step = 'roll';
    });
    const typed = act(at, { type: 'rollRandomEvent', dice: { randomEvent: [6, 6, 3] } });
    const total = act(at, {
      type: 'rollRandomEvent',
      dice: { randomEvent: facesForTotal(15, 3)! },
    });
    expect(total.event).toMatchObject({ roll: 15, name: typed.event!.name });
  });
});

describe('the Action Round ends by itself when nothing can act (6.4.2)', () => {
  const attacked = () => {
    const moved = act(active8(), { type: 'moveStack', units: DIV29, to: 10 });
    const declared = act(moved, { type: 'declareAttack', area: 10, units: DIV29 });
    const revealed = act(declared, {
      type: 'revealCounter',
      counter: 'main-heavyUrban-8-fanatic-1',
    });
    return { revealed };
  };

  it('after the 13.4 attack every activated unit is Spent: the round is over, no tap needed', () => {
    const { revealed } = attacked();
    expect(roundIsOver(revealed)).toBe(false);
    // 13.4's own supports and dice: a Stalemate, the four attackers Spent in Area 10.
    const resolved = act(
      edit(revealed, (d) => {
        d.support.available = { air: 1, artillery: 6, engineer: 2 };
      }),
      {
        type: 'resolveAttack',
        lead: '29/RCN',
        artillery: 1,
        engineers: 1,
        air: true,
        dice: { 'combat.air': [3], 'combat.german': [2, 4], 'combat.soviet': [3, 4] },
      },
    );
    expect(resolved.lastAttack?.outcome).toBe('stalemate');
    expect(resolved.round).toBeNull();
    expect([resolved.phase, resolved.step]).toEqual(['combat', 'actionRounds']);
    expect(DIV29.every((id) => resolved.germans[id]!.spent)).toBe(true);
  });

  it('a round with a unit still Fresh goes on', () => {
    const s = act(active8(), { type: 'move', unit: '29/A', to: 7 });
    expect(roundIsOver(s)).toBe(false);
    expect(s.round).not.toBeNull();
  });

  it('an "end the round" logged after the round ended itself changes nothing', () => {
    const { revealed } = attacked();
    const resolved = act(revealed, {
      type: 'resolveAttack',
      lead: '29/RCN',
      artillery: 0,
      engineers: 0,
      air: false,
      dice: { 'combat.german': [2, 4], 'combat.soviet': [3, 4] },
    });
    expect(act(resolved, { type: 'endRound' })).toEqual(resolved);
  });
});

describe('eventEffectRule: the chart of the scenario', () => {
  it('Commissars cite the player aid card (6.2) in the main game, 14.6.1 in the Factory District', () => {
    expect(eventEffectRule({ scenario: 'main' }, { kind: 'commissars' })).toBe('6.2');
    expect(eventEffectRule({ scenario: 'factory' }, { kind: 'commissars' })).toBe('14.6.1');
    expect(eventEffectRule({ scenario: 'main' }, { kind: 'artilleryShortage' })).toBe('13.2');
  });
});
