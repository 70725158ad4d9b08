/**
 * The effect kinds an owner's Random Event row may carry besides the rulebook's own (5.2: Morale
 * may rise or fall in the Random Event Phase; 6.3.1 the Supply bank; 3.5, 3.6 the Support boxes):
 * applied when rolled, within their limits, and undone by undo.
 */
import { describe, expect, it } from 'vitest';
import { append, checkInvariants, newRecord, undo } from '../../../../src/volga/engine/game';
import type { GameState } from '../../../../src/volga/engine/game/types';
import type { ComponentKit, EventEffect } from '../../../../src/volga/engine/kit';
import { act, edit, game, kit } from './helpers';

/** The fixture kit with one main-game row, 3-18, carrying `effect`. */
function kitWith(effect: EventEffect): ComponentKit {
  const row = { lo: 3, hi: 18, name: 'Owner row', effect, text: '', turn1NoResult: false };
  return { ...kit, events: { ...kit.events, main: [row] } };
}

/** Turn 2's Random Event roll on a game whose chart has only `effect`. */
function atRoll(effect: EventEffect, fn: Parameters<typeof edit>[1] = () => {}): GameState {
  return edit(game({ kit: kitWith(effect) }), (d) => {
    d.turn = 2;
    d.phase = 'randomEvent';
    d.step = 'roll';
    d.event = null;
    fn(d);
  });
}

const roll = (s: GameState) => {
  const next = act(s, { type: 'rollRandomEvent', dice: { randomEvent: [3, 3, 3] } });
  expect(checkInvariants(next)).toEqual([]);
  return next;
};

describe('Morale +N or -N (5.2)', () => {
  it.each([
    [12, 3, 15],
    [12, -5, 7],
    [17, 4, 19],
    [2, -5, 0],
  ])('Morale %i with a change of %i becomes %i (kept on 0..19)', (from, change, to) => {
    const s = roll(atRoll({ kind: 'morale', change }, (d) => (d.morale = from)));
    expect(s.morale).toBe(to);
    expect(s.event).toMatchObject({ name: 'Owner row', effect: { kind: 'morale', change } });
  });
});

describe('Supply Points +N or -N (6.3.1)', () => {
  it.each([
    [4, 6, 10],
    [10, -3, 7],
    [2, -5, 0],
  ])('a bank of %i with a change of %i becomes %i (never below 0)', (from, change, to) => {
    expect(roll(atRoll({ kind: 'supplyPoints', change }, (d) => (d.supply = from))).supply).toBe(
      to,
    );
  });

  it('Points gained before the Supply roll are added to by the roll (6.3.1)', () => {
    const s = act(roll(atRoll({ kind: 'supplyPoints', change: 5 })), {
      type: 'rollSupply',
      dice: { supply: [2, 2, 2, 2] },
    });
    expect(s.supply).toBe(5 + 8);
  });
});

describe('Support markers gained or lost (3.5, 3.6)', () => {
  const support =
    (available: number[], used: number[]) => (d: { support: GameState['support'] }) => {
      d.support = {
        available: { air: available[0]!, artillery: available[1]!, engineer: available[2]! },
        used: { air: used[0]!, artillery: used[1]!, engineer: used[2]! },
      };
    };

  it('gained Air markers come from the Used box, no more than are there (three in all, 6.3)', () => {
    const s = roll(
      atRoll(
        { kind: 'supportMarkers', marker: 'air', count: 3, to: 'available' },
        support([1, 0, 0], [2, 0, 0]),
      ),
    );
    expect(s.support.available.air).toBe(3);
    expect(s.support.used.air).toBe(0);
  });

  it('gained Artillery markers are never short, as in a purchase', () => {
    const s = roll(
      atRoll(
        { kind: 'supportMarkers', marker: 'artillery', count: 2, to: 'available' },
        support([0, 1, 0], [3, 1, 0]),
      ),
    );
    expect(s.support.available.artillery).toBe(3);
    expect(s.support.used.artillery).toBe(0);
  });

  it('lost Engineer markers go from the Available box to the Used box, no more than are there', () => {
    const s = roll(
      atRoll(
        { kind: 'supportMarkers', marker: 'engineer', count: 4, to: 'used' },
        support([0, 0, 2], [3, 0, 1]),
      ),
    );
    expect(s.support.available.engineer).toBe(0);
    expect(s.support.used.engineer).toBe(3);
  });

  it('lost Air markers move to the Used box; the next free Air marker still comes (6.3)', () => {
    const lost = roll(
      atRoll(
        { kind: 'supportMarkers', marker: 'air', count: 2, to: 'used' },
        support([2, 0, 0], [1, 0, 0]),
      ),
    );
    expect([lost.support.available.air, lost.support.used.air]).toEqual([0, 3]);
    const supplied = act(lost, { type: 'rollSupply', dice: { supply: [3, 3, 3, 3] } });
    expect(supplied.support.available.air).toBe(1);
  });
});

describe('undo', () => {
  it.each<EventEffect>([
    { kind: 'morale', change: -4 },
    { kind: 'supplyPoints', change: 7 },
    { kind: 'supportMarkers', marker: 'air', count: 1, to: 'available' },
  ])('undoing the roll restores the state before the effect ($kind)', (effect) => {
    const start = newRecord({ scenario: 'main', cup: 'digital', kit: kitWith(effect), seed: 4 });
    if (!start.ok) throw new Error(start.error.message);
    const { record, state } = start.value;
    expect([state.phase, state.step]).toEqual(['randomEvent', 'roll']);
    const rolled = append(record, state, { type: 'rollRandomEvent' });
    if (!rolled.ok) throw new Error(rolled.error.message);
    expect(rolled.value.state.event?.effect).toEqual(effect);
    expect(rolled.value.state).not.toEqual(state);
    const back = undo(rolled.value.record);
    expect(back.ok && back.value.state).toEqual(state);
  });
});
