/**
 * "Not now" to a Random Event's chart row (6.2): the roll is recorded with the event
 * pending and the Phase ends; the row is asked again only before an action its effect can
 * change (not Turn 1's Supply roll, where 10.1 cancels the only 2d6 event); once answered, the
 * event is read and its effect applied.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../src/volga/engine/game/types';
import type { EventRow } from '../../../../src/volga/engine/kit';
import { act, edit, game, refuse } from './helpers';

/** The fixture game with its chart missing the rows over 9..12 (a roll of 10 asks). */
const lacking = (turn = 1): GameState =>
  edit(game(), (d) => {
    d.kit.events.main = d.kit.events.main.filter((r) => r.lo > 12 || r.hi < 9);
    d.turn = turn;
  });

const roll10 = { type: 'rollRandomEvent', dice: { randomEvent: [3, 3, 4] } } as const;
const fact = { kind: 'event', scenario: 'main', roll: 10 } as const;
const moraleRow: EventRow = {
  lo: 9,
  hi: 12,
  name: 'Reinforced Morale',
  effect: { kind: 'morale', change: -2 },
  text: '',
  turn1NoResult: false,
};

describe('a Random Event put off', () => {
  it('is refused without "Not now", and recorded pending with it: the Phase ends', () => {
    expect(refuse(lacking(), roll10)).toMatchObject({ code: 'fact.needed', fact });
    const s = act(lacking(), { ...roll10, later: true });
    expect(s.event).toMatchObject({ roll: 10, pending: true, effect: { kind: 'none' } });
    expect(s.phase).toBe('supply');
  });

  it('Turn 1: the Supply roll goes on; a purchase asks the row; the answer applies it', () => {
    let s = act(lacking(), { ...roll10, later: true });
    s = act(s, { type: 'rollSupply', dice: { supply: [4, 4, 4, 4] } });
    expect(refuse(s, { type: 'buyMorale' })).toMatchObject({ code: 'fact.needed', fact });
    const morale = s.morale;
    s = act(s, { type: 'answerFact', fact, answer: moraleRow });
    expect(s.event).toMatchObject({ name: 'Reinforced Morale', roll: 10 });
    expect(s.event?.pending).toBeUndefined();
    expect(s.morale).toBe(morale - 2);
    // Read now, it no longer stops anything.
    expect(act(s, { type: 'buyMorale' }).supply).toBe(s.supply - 3);
  });

  it('after Turn 1 the Supply roll itself asks (an event may make it 2d6)', () => {
    const s = edit(act(lacking(2), { ...roll10, later: true }), () => {});
    expect(refuse(s, { type: 'rollSupply', dice: { supply: [4, 4, 4, 4] } })).toMatchObject({
      code: 'fact.needed',
      fact,
    });
  });

  it('the Combat Phase cannot end with it unread (the event lasts the Turn)', () => {
    let s = act(lacking(), { ...roll10, later: true });
    s = act(s, { type: 'rollSupply', dice: { supply: [4, 4, 4, 4] } });
    s = act(s, { type: 'endSupply' });
    expect(refuse(s, { type: 'endCombatPhase' })).toMatchObject({ code: 'fact.needed', fact });
  });
});
