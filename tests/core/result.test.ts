/** JSON text read into a Result: the value, or the caller's own refusal when the text is not JSON. */
import { describe, expect, it } from 'vitest';
import { err, ok, parseJson } from '../../src/core/result';

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
