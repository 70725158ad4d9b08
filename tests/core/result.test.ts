/** JSON text read into a Result: the value, or the caller's own refusal when the text is not JSON. */
import { describe, expect, it } from 'vitest';
import {
  err,
  foldResults,
  ok,
  parseJson,
  type Result,
  readTaggedJson,
} from '../../src/core/result';

describe('parseJson', () => {
  const notJson = err('x.file', 'input', 'Not JSON.');
  it('gives the value the text holds', () => {
    expect(parseJson('{"a":[1,null]}', notJson)).toEqual(ok({ a: [1, null] }));
    expect(parseJson('null', notJson)).toEqual(ok(null));
  });
  it("gives the caller's refusal for text that is not JSON", () => {
    expect(parseJson('{"a":', notJson)).toBe(notJson);
    expect(parseJson('', notJson)).toBe(notJson);
  });
});

describe('readTaggedJson', () => {
  const tag = { tagKey: 'kind', tag: 'demo', versionKey: 'version', version: 2 };
  const words = {
    notJson: err('demo.file', 'input', 'not JSON'),
    notTag: err('demo.file', 'input', 'not a demo file'),
    otherVersion: (found: unknown) => err('demo.file', 'input', `version ${String(found)}`),
  };
  it('returns the top-level object when tag and version match', () => {
    expect(readTaggedJson('{"kind":"demo","version":2,"x":1}', tag, words)).toEqual(
      ok({ kind: 'demo', version: 2, x: 1 }),
    );
  });
  it('names the first thing wrong in the table’s words', () => {
    expect(readTaggedJson('{', tag, words)).toBe(words.notJson);
    expect(readTaggedJson('[1]', tag, words)).toBe(words.notTag);
    expect(readTaggedJson('{"kind":"other","version":2}', tag, words)).toBe(words.notTag);
    const newer = readTaggedJson('{"kind":"demo","version":3}', tag, words);
    expect(newer.ok ? null : newer.error.message).toBe('version 3');
  });
});

describe('foldResults', () => {
  const add = (sum: number, n: number): Result<number> =>
    n < 0 ? err('x.negative', 'input', `no ${n}`) : ok(sum + n);
  it('applies every step to what the last gave', () => {
    expect(foldResults(10, [1, 2, 3], add)).toEqual(ok(16));
    expect(foldResults(10, [], add)).toEqual(ok(10));
  });
  it('stops at the first refusal and tries nothing after it', () => {
    const seen: number[] = [];
    const r = foldResults(0, [1, -2, -3, 4], (s, n) => {
      seen.push(n);
      return add(s, n);
    });
    expect(r.ok ? null : r.error.message).toBe('no -2');
    expect(seen).toEqual([1, -2]);
  });
});
