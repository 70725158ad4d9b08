/**
 * The rule predicates the screens ask instead of deciding themselves: the Supply roll's dice
 * (6.3, 14.6.1), Increased German Supply (12.8), the free Air markers (6.3, 14.6.2), Turn 1's
 * events without result (10.1) and Pavlov's House's Defense Strategy (12.6).
 */
import { describe, expect, it } from 'vitest';
import { PAVLOVS_HOUSE } from '../../../../src/volga/engine/counters';
import {
  defenseStrategy,
  firstTurnNoResult,
  freeAir,
  freeAirRule,
  increasedSupplyTurn,
  supplyRerolls,
  supplyRollDice,
} from '../../../../src/volga/engine/game';
import type { EventEffect } from '../../../../src/volga/engine/kit';
import { edit, game } from './helpers';

const withEvent = (effect: EventEffect) =>
  edit(game(), (d) => {
    d.turn = 3;
    d.event = { roll: 10, usedRoll: 10, name: 'E', effect, text: '', noResultRule: null };
  });

describe('supplyRollDice', () => {
  it.each([
    // 6.3: four dice; the 66th Army Breakthrough: two. In the main game that row is on the
    // player aid card's chart (6.2), not the Factory District's (14.6.1).
    [{ kind: 'none' } as EventEffect, 4, '6.3', false],
    [{ kind: 'rain' } as EventEffect, 4, '6.3', false],
    [{ kind: 'supply2d6NoAir' } as EventEffect, 2, '6.2', true],
  ])('%o: %i dice under %s', (effect, count, rule, breakthrough) => {
    expect(supplyRollDice(withEvent(effect))).toEqual({ count, rule, breakthrough });
  });

  it('an event with no result (10.1) leaves four dice', () => {
    // Turn 1's reading of a 66th Army Breakthrough row: its effect is cancelled.
    const s = edit(withEvent({ kind: 'none' }), (d) => {
      d.turn = 1;
      d.event = { ...d.event!, noResultRule: '10.1' };
    });
    expect(supplyRollDice(s).count).toBe(4);
  });
});

describe('12.8 Increased German Supply', () => {
  const opts = { increasedSupply: true, rerollTurns: [2, 3] };
  const onTurn = (turn: number, options = opts) =>
    edit(game({ options }), (d) => {
      d.turn = turn;
    });

  it.each([
    [2, true],
    [3, true],
    [4, false],
  ])('Turn %i: rerolls %s', (turn, yes) => {
    expect(increasedSupplyTurn(onTurn(turn))).toBe(yes);
  });

  it('not without the optional rule, whatever the Turns', () => {
    expect(increasedSupplyTurn(onTurn(2, { ...opts, increasedSupply: false }))).toBe(false);
  });

  it('one die again for each 1 rolled, on its Turns only', () => {
    expect(supplyRerolls(onTurn(2), [1, 6, 1, 3])).toBe(2);
    expect(supplyRerolls(onTurn(2), [2, 6, 5, 3])).toBe(0);
    expect(supplyRerolls(onTurn(4), [1, 1, 1, 1])).toBe(0);
  });
});

describe('the free Air marker(s) and Turn 1', () => {
  it('6.3 gives one; 14.6.2 gives the Factory District two', () => {
    expect([freeAir(game()), freeAirRule(game())]).toEqual([1, '6.3']);
    const f = game({ scenario: 'factory' });
    expect([freeAir(f), freeAirRule(f)]).toEqual([2, '6.3, 14.6.2']);
  });

  it('10.1: only Turn 1 of the main game has events without result', () => {
    expect(firstTurnNoResult(game())).toBe(true);
    expect(firstTurnNoResult(edit(game(), (d) => (d.turn = 2)))).toBe(false);
    expect(firstTurnNoResult(game({ scenario: 'factory' }))).toBe(false);
  });
});

describe("defenseStrategy (12.6 Pavlov's House)", () => {
  it('a unit keeps its own strategy', () => {
    expect(defenseStrategy('barrage', false)).toBe('barrage');
    expect(defenseStrategy('heroes', false)).toBe('heroes');
  });

  it("Pavlov's House is Guards whatever else is said", () => {
    expect(defenseStrategy('barrage', true)).toBe('guards');
    expect(PAVLOVS_HOUSE.strategy).toBe('guards');
  });
});
