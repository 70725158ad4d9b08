/**
 * An app-rolled Random Event (6.2) that lands on a chart row the kit does not know: the engine
 * asks the row and tells the dice it rolled; a refusal leaves the PRNG where it was, so the roll
 * made again once the row is answered is the same dice.
 */
import { describe, expect, it } from 'vitest';
import type { EventRow } from '../../../../src/volga/engine/kit';
import { act, actR, game, refuse } from './helpers';

/** The first Random Event total of the fixture game seeded `seed`. */
const firstRoll = (seed: number) =>
  actR(game({ seed }), { type: 'rollRandomEvent' }).state.event!.roll!;

/** The fixture game seeded `seed`, its main chart without the row its first 3d6 lands on. */
function rowForgotten(seed: number) {
  const s = game({ seed });
  const roll = firstRoll(seed);
  const main = s.kit.events.main.filter((r) => r.hi < roll || r.lo > roll);
  return { ...s, kit: { ...s.kit, events: { ...s.kit.events, main } } };
}

describe('a refused app roll keeps its dice (6.2)', () => {
  it('reports the dice with the question and rolls the same dice once the row is answered', () => {
    // The first five seeds whose roll misses the two rows a kit must hold as printed (3, 15).
    const seeds = Array.from({ length: 40 }, (_, i) => i + 1)
      .filter((seed) => ![3, 15].includes(firstRoll(seed)))
      .slice(0, 5);
    expect(seeds).toHaveLength(5);
    for (const seed of seeds) {
      const s = rowForgotten(seed);
      const asked = refuse(s, { type: 'rollRandomEvent' });
      expect(asked.code).toBe('fact.needed');
      expect(asked.rolls).toHaveLength(1);
      const first = asked.rolls![0]!;
      expect(first).toMatchObject({ purpose: 'randomEvent', source: 'app', rule: '6.2' });
      const total = first.dice.reduce((a, b) => a + b, 0);
      expect(asked.fact).toEqual({ kind: 'event', scenario: 'main', roll: total });
      // Asked again before answering: the same dice.
      expect(refuse(s, { type: 'rollRandomEvent' }).rolls).toEqual(asked.rolls);
      const row: EventRow = {
        lo: total,
        hi: total,
        name: 'Owner row',
        effect: { kind: 'none' },
        text: '',
        turn1NoResult: false,
      };
      const answered = act(s, {
        type: 'answerFact',
        fact: { kind: 'event', scenario: 'main', roll: total },
        answer: row,
      });
      expect(answered.prng).toEqual(s.prng);
      const rolled = actR(answered, { type: 'rollRandomEvent' });
      expect(rolled.rolls).toEqual(asked.rolls);
      expect(rolled.state.event).toMatchObject({ roll: total, name: 'Owner row' });
    }
  });

  it('a refusal that asks nothing carries no dice', () => {
    const wrong = refuse(game(), { type: 'rollSupply' });
    expect(wrong.fact).toBeUndefined();
    expect(wrong.rolls).toBeUndefined();
  });
});
