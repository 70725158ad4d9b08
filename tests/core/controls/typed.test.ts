/** A stepper's typed value: whole numbers in bounds are taken; anything else is named with the bounds. */
import { describe, expect, it } from 'vitest';
import { typedProblem } from '../../../src/core/controls';

describe('typedProblem', () => {
  it('takes a whole number in bounds, leading zeros and spaces too', () => {
    expect(typedProblem('4', 0, 30)).toBeNull();
    expect(typedProblem(' 04 ', 0, 30)).toBeNull();
    expect(typedProblem('30', 0, 30)).toBeNull();
  });
  it('names what is wrong and the bounds', () => {
    expect(typedProblem('', 1, 30)).toBe('Type a number from 1 to 30.');
    expect(typedProblem('4.5', 0, 30)).toContain('not a whole number');
    expect(typedProblem('-1', 0, 30)).toContain('not a whole number');
    expect(typedProblem('0', 1, 30)).toBe('0 is below 1, the least here.');
    expect(typedProblem('31', 0, 30)).toBe('31 is above 30, the most here.');
  });
});
