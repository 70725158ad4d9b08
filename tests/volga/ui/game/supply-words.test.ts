/**
 * The Supply roll's words (10.2, 6.3): what the dice rolled and what the engine counted it as,
 * on the Supply panel's line and the log line, both read from the engine's facts.
 */
import { describe, expect, it } from 'vitest';
import { append, newRecord } from '../../../../src/volga/engine/game';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { logRows } from '../../../../src/volga/ui/game/LogView';
import { supplyRollWords } from '../../../../src/volga/ui/game/words';

/** The log rows of a main game: a Random Event of 9, then a Supply roll of `supply`. */
function rowsAfterSupply(supply: number[]) {
  const r = newRecord({ scenario: 'main', cup: 'physical', kit: fixtureKit(), seed: 5 });
  if (!r.ok) throw new Error(r.error.message);
  const e = append(r.value.record, r.value.state, {
    type: 'rollRandomEvent',
    dice: { randomEvent: [2, 3, 4] },
  });
  if (!e.ok) throw new Error(e.error.message);
  const s = append(e.value.record, e.value.state, { type: 'rollSupply', dice: { supply } });
  if (!s.ok) throw new Error(s.error.message);
  return { rows: logRows(s.value.record), state: s.value.state };
}

describe('the Supply roll in words', () => {
  it('10.2: a Turn 1 roll of 10 says it was rolled and counts as 16', () => {
    const { rows, state } = rowsAfterSupply([1, 2, 3, 4]);
    expect(supplyRollWords(state)).toBe('rolled 10, counts as 16 on Turn 1 (10.2)');
    expect(rows[1]!.result).toBe(
      'Supply roll: rolled 10, counts as 16 on Turn 1 (10.2); 16 to spend',
    );
  });

  it('a roll at or over the minimum is told as rolled, with no rule added', () => {
    const { rows, state } = rowsAfterSupply([6, 6, 5, 1]);
    expect(supplyRollWords(state)).toBe('rolled 18');
    expect(rows[1]!.result).toBe('Supply roll: rolled 18; 18 to spend');
  });
});
