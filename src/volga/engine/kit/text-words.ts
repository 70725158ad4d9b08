/**
 * The words of kit text, shared by its writer and its reader: the line kinds, the terrain words,
 * the quoting of free text, and the tokens a line splits into (with their columns, so a problem
 * can point at the character where it starts).
 */
import { TERRAINS, type Terrain } from '../types';

/** The first word of each kind of kit text line. */
export const LINE_KINDS = ['kit', 'fixture', 'complete', 'area', 'counter', 'event'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** Terrain words the reader takes besides the kit's own ids (3.1.2): 'light', 'heavy'. */
export const TERRAIN_WORDS: Readonly<Record<string, Terrain>> = {
  ...Object.fromEntries(TERRAINS.map((t) => [t.toLowerCase(), t])),
  light: 'lightUrban',
  heavy: 'heavyUrban',
};

/** One token of a line: a bare word or a quoted text, and the 1-based column it starts at. */
export interface Token {
  readonly text: string;
  readonly quoted: boolean;
  readonly column: number;
}

/** A line of kit text that could not be split into tokens. */
export interface TokenError {
  readonly column: number;
  readonly message: string;
}

/** Free text in double quotes, with JSON's escapes (a quote inside is \"). */
export const quote = (s: string) => JSON.stringify(s);

/** A word written bare when it needs no quotes, else quoted. */
export const word = (s: string) =>
  /^[^\s"#]+$/.test(s) && !/^\d+$/.test(s) && s !== '' ? s : quote(s);

/**
 * Splits one line into tokens. `#` outside quotes starts a comment that runs to the end of the
 * line; quoted text follows JSON's string rules.
 */
export function tokenize(line: string): { tokens: Token[] } | { error: TokenError } {
  const tokens: Token[] = [];
  let i = 0;
  while (i < line.length) {
    const ch = line[i]!;
    if (ch === '#') break;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '"') {
      let j = i + 1;
      while (j < line.length && line[j] !== '"') j += line[j] === '\\' ? 2 : 1;
      if (j >= line.length)
        return { error: { column: i + 1, message: 'This quoted text has no closing quote.' } };
      try {
        tokens.push({ text: JSON.parse(line.slice(i, j + 1)), quoted: true, column: i + 1 });
      } catch {
        return { error: { column: i + 1, message: 'This quoted text has a broken \\ escape.' } };
      }
      i = j + 1;
      continue;
    }
    let j = i;
    while (j < line.length && !/[\s"#]/.test(line[j]!)) j++;
    tokens.push({ text: line.slice(i, j), quoted: false, column: i + 1 });
    i = j;
  }
  return { tokens };
}
