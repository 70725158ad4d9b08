/** The Mission log's dice checks, shared by rolls, Activation Checks and the Advance dr. */
import { describe, expect, it } from 'vitest';
import { nextD6s } from '../../../src/core/prng';
import { oneDie, streamAfter } from '../../../src/votg/engine/mission-dice';

describe('oneDie', () => {
  it('takes one die 1-6 and refuses anything else with the rule it was rolled for', () => {
    expect(oneDie([4], '5.1', 'An Activation Check')).toEqual({ ok: true, value: 4 });
    for (const dice of [[], [0], [7], [2, 3], [1.5]]) {
      const r = oneDie(dice, 'line 919', 'The Advance roll');
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.rule).toBe('line 919');
        expect(r.error.message).toBe('The Advance roll is one die (dr), 1 to 6.');
      }
    }
  });
});

describe('streamAfter', () => {
  const seed = 12345;
  const [drawn, after] = nextD6s(seed, 2);
  it("leaves the stream as it was for the owner's dice", () => {
    expect(streamAfter(seed, [6, 6], 'owner')).toEqual({ ok: true, value: seed });
  });
  it('moves the stream past dice the app drew from it', () => {
    expect(streamAfter(seed, drawn, 'app')).toEqual({ ok: true, value: after });
  });
  it('refuses app dice the stream did not give', () => {
    const wrong = [(drawn[0]! % 6) + 1, drawn[1]!];
    const r = streamAfter(seed, wrong, 'app');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/dice stream/);
  });
});
