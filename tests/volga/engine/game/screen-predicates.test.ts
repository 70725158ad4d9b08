/**
 * The sequence and victory predicates the game screens ask instead of deciding themselves:
 * when an Area may be activated (6.4.2), whether a Turn's Supply Phase is behind it (6.0), the
 * last Turn (11.2, 14.7) and the victory target with its printed value (11.2, 14.7).
 */
import { describe, expect, it } from 'vitest';
import {
  acceptsNow,
  isLastTurn,
  phaseIsPast,
  victoryTerms,
} from '../../../../src/volga/engine/game';
import { atActionRounds, atPurchase, edit, game } from './helpers';

describe('acceptsNow(activate)', () => {
  it('is true only in the Combat Phase Action Rounds (6.4.2)', () => {
    expect(acceptsNow(atActionRounds(game()), 'activate')).toBe(true);
    expect(acceptsNow(atPurchase(game(), 3), 'activate')).toBe(false);
    expect(
      acceptsNow(
        edit(game(), (d) => {
          d.phase = 'combat';
          d.step = 'bloodyStreets';
        }),
        'activate',
      ),
    ).toBe(false);
  });
});

describe('phaseIsPast', () => {
  it.each([
    ['dawn', false],
    ['randomEvent', false],
    ['supply', false],
    ['combat', true],
    ['end', true],
    ['over', true],
  ] as const)('Supply is past in the %s phase: %s (6.0)', (phase, past) => {
    expect(
      phaseIsPast(
        edit(game(), (d) => {
          d.phase = phase;
        }),
        'supply',
      ),
    ).toBe(past);
  });
});

describe('isLastTurn', () => {
  it('follows the game’s last Turn, a house setting in the main game (11.2)', () => {
    const g = game({ options: { lastTurn: 5 } });
    expect(
      isLastTurn(
        edit(g, (d) => {
          d.turn = 4;
        }),
      ),
    ).toBe(false);
    expect(
      isLastTurn(
        edit(g, (d) => {
          d.turn = 5;
        }),
      ),
    ).toBe(true);
  });
  it('is Turn 14 in the Factory District (14.7)', () => {
    const g = game({ scenario: 'factory' });
    expect(
      isLastTurn(
        edit(g, (d) => {
          d.turn = 13;
        }),
      ),
    ).toBe(false);
    expect(
      isLastTurn(
        edit(g, (d) => {
          d.turn = 14;
        }),
      ),
    ).toBe(true);
  });
});

describe('victoryTerms', () => {
  it('main game: the house target and length beside the printed 40 and Turn 9 (11.2)', () => {
    expect(victoryTerms(game({ options: { victoryAreas: 35, lastTurn: 7 } }))).toEqual({
      target: 35,
      printedTarget: 40,
      lastTurn: 7,
      printedLastTurn: 9,
      rule: '11.2',
    });
  });
  it('Factory District: all 50 Areas by Turn 14 (14.7)', () => {
    expect(victoryTerms(game({ scenario: 'factory' }))).toEqual({
      target: 50,
      printedTarget: 50,
      lastTurn: 14,
      printedLastTurn: 14,
      rule: '14.7',
    });
  });
});
