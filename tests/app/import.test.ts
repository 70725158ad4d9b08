/** Import's file picker: which table a chosen file goes to, by the kinds each table registers. */
import { describe, expect, it } from 'vitest';
import { accepts, importerOf } from '../../src/app/import/ImportScreen';
import type { Table } from '../../src/core/table';

const table = (id: string, accept: readonly string[]): Table => ({
  id,
  name: id,
  card: { title: id, summary: id },
  routes: [],
  commands: [],
  imports: {
    kinds: [{ id: `${id}-file`, name: id, summary: id, accept }],
    panel: () => Promise.reject(new Error('not loaded in this test')),
  },
});
const file = (name: string, type = '') => new File(['{}'], name, { type });

describe('accepts', () => {
  it.each([
    [['.json'], 'games.JSON', '', true],
    [['.json'], 'games.json.txt', '', false],
    [['application/json'], 'games', 'application/json', true],
    [['text/plain'], 'kit.md', 'text/markdown', false],
  ] as const)('%j takes %s (%s): %s', (accept, name, type, expected) => {
    expect(accepts(accept, { name, type })).toBe(expected);
  });
});

describe('importerOf', () => {
  const a = table('a', ['.json']);
  const b = table('b', ['.csv', 'text/csv']);
  it('gives the file to the first table whose kinds take it', () => {
    expect(importerOf([a, b], file('list.csv'))?.id).toBe('b');
    expect(importerOf([a, b], file('x', 'text/csv'))?.id).toBe('b');
    expect(importerOf([b, a], file('g.json'))?.id).toBe('a');
  });
  it('gives a file no kind takes to the first importer, whose panel says what is wrong', () => {
    expect(importerOf([a, b], file('photo.png', 'image/png'))?.id).toBe('a');
    expect(importerOf([], file('photo.png'))).toBeUndefined();
  });
});
