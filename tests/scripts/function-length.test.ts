/**
 * scripts/function-length.mjs, the brace measure check-source holds src to: a function body is
 * counted from its `{` to its `}`; braces in strings, comments, templates and regular expressions
 * do not count, and blocks of if/for/while/switch/catch and object literals are no functions.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script with no type declarations
import { functionLengths } from '../../scripts/function-length.mjs';

type Found = { name: string; line: number; lines: number };
const measure = (text: string): Found[] => functionLengths(text) as Found[];
/** `n` lines of body statements. */
const body = (n: number) => Array.from({ length: n }, (_, i) => `  const x${i} = ${i};`).join('\n');

describe('functionLengths', () => {
  it('measures declarations, arrows, methods and return-typed functions from { to }', () => {
    const text = [
      'export function one(a: number): Result<{ a: number }> {', // 1
      body(3),
      '}', // 5
      'const two = async (b: string) => {', // 6
      '  return b;',
      '};', // 8
      'const obj = {',
      '  three(c: number): void {', // 10
      '    if (c) {',
      '      for (const d of [1]) {',
      '      }',
      '    }',
      '  },', // 15
      '};',
    ].join('\n');
    expect(measure(text)).toEqual([
      { name: 'one', line: 1, lines: 5 },
      { name: 'two', line: 6, lines: 3 },
      { name: 'three', line: 10, lines: 6 },
    ]);
  });

  it('a nested function counts inside its outer one too', () => {
    const text = ['function outer() {', '  const inner = () => {', body(2), '  };', '}'].join('\n');
    expect(measure(text)).toEqual([
      { name: 'inner', line: 2, lines: 4 },
      { name: 'outer', line: 1, lines: 6 },
    ]);
  });

  it('braces in strings, comments, templates and regular expressions do not count', () => {
    const text = [
      'function f() {',
      '  const s = \'{\' + "}}";',
      '  // } a closing brace in a comment',
      '  /* { */',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text holds a template
      '  const t = `${s} } {`;',
      '  const r = /[{]+\\}/.test(s);',
      "  return <p>Don't {s}</p>;",
      '}',
    ].join('\n');
    expect(measure(text)).toEqual([{ name: 'f', line: 1, lines: 8 }]);
  });

  it('a 151-line body is over the limit and a 150-line one is not', () => {
    const long = measure(`function big() {\n${body(149)}\n}`)[0]!;
    expect(long.lines).toBe(151);
    const fits = measure(`function fits() {\n${body(148)}\n}`)[0]!;
    expect(fits.lines).toBe(150);
  });
});
