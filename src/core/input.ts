/**
 * Reading untrusted JSON strictly, the same way in every table: what a plain object is, which
 * keys are never a field (the names every object already answers to), how long a text field may
 * be, and the one logged die. Pure: engines import it (check-source's PURE_CORE).
 */

/** Returns true for a non-null, non-array object: the one plain-object test of the house. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The names every plain object already answers to (`__proto__`, `constructor`, `toString`,
 * `hasOwnProperty`, `valueOf`, ...). JSON.parse makes `"__proto__"` an own key, so a reader that
 * looks a key up in a table of its own (`FIELDS[name]`) would reach Object.prototype: none of
 * these is ever a field name or an id.
 */
export const PROTOTYPE_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype);

/** True when `name` is one of PROTOTYPE_NAMES. */
export const isPrototypeName = (name: string): boolean => PROTOTYPE_NAMES.includes(name);

/**
 * The first own key of `raw` that `allowed` does not list, or undefined when every key is one
 * of them. A prototype name is never allowed, even when a caller's list is built oddly.
 */
export function unknownField(
  raw: Record<string, unknown>,
  allowed: readonly string[],
): string | undefined {
  return Object.keys(raw).find((k) => !allowed.includes(k) || isPrototypeName(k));
}

/**
 * Why `value` (named `what`) is too long for its limit, or null when it fits: the refusal says
 * the length found and the limit, so a player knows by how much to shorten it.
 */
export function tooLong(value: string, what: string, limit: number): string | null {
  return value.length > limit
    ? `${what} is ${value.length.toLocaleString('en-US')} characters; at most ${limit.toLocaleString('en-US')}.`
    : null;
}

/**
 * Who threw a die, the one word every table records with its dice: the owner (typed from real
 * dice at the table) or the app (drawn for them).
 */
export type DiceSource = 'owner' | 'app';

/** The two sources a logged die may have. */
export const DIE_SOURCES: readonly DiceSource[] = ['owner', 'app'];

/** One logged die: its face, and who produced it. */
export interface DieRoll {
  readonly value: number;
  readonly source: DiceSource;
}

/**
 * Reads a logged die from untrusted JSON: exactly `{value, source}` (any other key is refused,
 * so nothing unknown rides along in a saved log), the value a whole number, the source one of
 * DIE_SOURCES; null when it is not one. Whether the face is one the die has (1-6) is each
 * table's rule to check and cite.
 */
export function readDie(raw: unknown): DieRoll | null {
  if (!isPlainObject(raw) || unknownField(raw, ['value', 'source']) !== undefined) return null;
  const { value, source } = raw;
  if (typeof value !== 'number' || !Number.isInteger(value)) return null;
  const known = DIE_SOURCES.find((s) => s === source);
  return known === undefined ? null : { value, source: known };
}

/** Characters of a text a refusal quotes before cutting it short. */
const QUOTED_CHARS = 40;

/**
 * A value as a refusal quotes it: a number as written (1e+308), anything else as JSON, a long
 * text cut short with its length said, so a refusal of a 1 MB field stays one short line.
 */
export function shown(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && value.length > QUOTED_CHARS) {
    return `${JSON.stringify(value.slice(0, QUOTED_CHARS))}… (${value.length.toLocaleString('en-US')} characters)`;
  }
  const text = JSON.stringify(value) ?? String(value);
  return text.length > QUOTED_CHARS * 2 ? `${text.slice(0, QUOTED_CHARS * 2)}…` : text;
}
