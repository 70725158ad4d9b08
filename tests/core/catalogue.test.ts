/** Core's catalogues: records keyed by id, each key written once as its id. */
import { describe, expect, it } from 'vitest';
import { catalogue, idsOf, withIds } from '../../src/core/catalogue';

describe('withIds', () => {
  it('gives each record its key as its id, in the order written, keeping its fields', () => {
    const c = withIds({ b: { n: 2 }, a: { n: 1 } });
    expect(c).toEqual({ b: { id: 'b', n: 2 }, a: { id: 'a', n: 1 } });
    expect(idsOf(c)).toEqual(['b', 'a']);
  });

  it('is what catalogue() builds its entries with', () => {
    const [c, ids] = catalogue({ x: { rule: '1.0', name: 'X', line: 'An x.' } });
    expect(c.x).toEqual({ id: 'x', rule: '1.0', name: 'X', line: 'An x.' });
    expect(ids).toEqual(['x']);
  });
});
