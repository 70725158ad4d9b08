/**
 * Audit of 6.3's returns from the Out of Action Box while a division is away: the refusal names
 * the rule that took the division off the map (6.2.1 main-game breakthrough, 6.1.2 the Turn 9
 * withdrawal, 14.6.1 the Factory District breakthrough), not always 6.2.1.
 */
import { describe, expect, it } from 'vitest';
import { DIVISIONS } from '../../../../src/volga/engine/kit';
import { atPurchase, game, outOfAction, refuse } from './helpers';

describe('6.3 returns while the division is away', () => {
  it('6.2.1: the 29th Motorized withdrawn by the 64th Army Breakthrough', () => {
    const s = atPurchase(game(), 10, (d) => {
      d.turn = 4;
      outOfAction(d, ['29/C']);
      d.withdrawals = [{ division: DIVISIONS.motorized29, turn: 4, byEvent: true, returnsTurn: 5 }];
    });
    expect(refuse(s, { type: 'returnUnit', unit: '29/C', area: 3 })).toMatchObject({
      code: 'supply.divisionAway',
      rule: '6.2.1',
    });
  });

  it('6.1.2: the 29th Motorized removed from play on Turn 9', () => {
    const s = atPurchase(game(), 10, (d) => {
      d.turn = 9;
      outOfAction(d, ['29/C']);
      d.withdrawals = [
        { division: DIVISIONS.motorized29, turn: 9, byEvent: false, returnsTurn: null },
      ];
    });
    expect(refuse(s, { type: 'returnUnit', unit: '29/C', area: 3 })).toMatchObject({
      code: 'supply.divisionAway',
      rule: '6.1.2',
    });
  });

  it('14.6.1: the 14th Panzer withdrawn in the Factory District', () => {
    const s = atPurchase(game({ scenario: 'factory' }), 10, (d) => {
      d.turn = 11;
      outOfAction(d, ['14/C']);
      d.withdrawals = [{ division: DIVISIONS.panzer14, turn: 11, byEvent: true, returnsTurn: 12 }];
    });
    expect(refuse(s, { type: 'returnUnit', unit: '14/C', area: 23 })).toMatchObject({
      code: 'supply.divisionAway',
      rule: '14.6.1',
    });
  });
});
