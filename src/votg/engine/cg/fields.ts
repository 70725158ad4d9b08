/**
 * Strict inputs for the Activation Check and the Campaign Game tables: each table names the
 * fields it takes, their kind and range, and which are required. Anything else (an unknown
 * field, a prototype name such as "constructor", a number out of range or not finite) is refused
 * with the field and its limit named.
 */
import { isPlainObject } from '../../../core/input';
import { err, ok, type Result } from '../../../core/result';

/** One field a table takes. */
export type CgField =
  | { readonly type: 'bool'; readonly required?: true }
  | { readonly type: 'int'; readonly min: number; readonly max: number; readonly required?: true }
  | { readonly type: 'enum'; readonly values: readonly string[]; readonly required?: true };

/** A checked input: each field the table takes, with its value or its default. */
export type CgInput = Readonly<Record<string, number | boolean | string | undefined>>;

/** A true/false field (false when absent). */
export const bool: CgField = { type: 'bool' };
/** A whole-number field from `min` to `max` (0 when absent unless required). */
export const int = (min: number, max: number, required?: true): CgField => ({
  type: 'int',
  min,
  max,
  ...(required ? { required } : {}),
});
/** One of `values` (required unless said otherwise). */
export const oneOf = (values: readonly string[], required: boolean = true): CgField => ({
  type: 'enum',
  values,
  ...(required ? { required: true as const } : {}),
});

/** What a field takes, in words: "true or false", "a whole number from 0 to 9", "one of …". */
export function fieldLimit(f: CgField): string {
  if (f.type === 'bool') return 'true or false';
  if (f.type === 'int') return `a whole number from ${f.min} to ${f.max}`;
  return `one of ${f.values.join(', ')}`;
}

/** True when `v` is a value the field takes. */
export function fieldFits(f: CgField, v: unknown): boolean {
  if (f.type === 'bool') return typeof v === 'boolean';
  if (f.type === 'int')
    return typeof v === 'number' && Number.isInteger(v) && v >= f.min && v <= f.max;
  return typeof v === 'string' && f.values.includes(v);
}

function checkValue(id: string, rule: string, name: string, f: CgField, v: unknown) {
  return fieldFits(f, v)
    ? ok(v as number | boolean | string)
    : err(
        'votg.input.field',
        rule,
        `${id}: "${name}" must be ${fieldLimit(f)}; got ${JSON.stringify(v)}.`,
      );
}

/**
 * Checks `raw` against the fields a table takes; `skip` names fields the caller reads itself
 * (`table`, `dice`). Own keys only, looked up with Object.hasOwn, so no name reaches a prototype.
 */
export function checkFields(
  id: string,
  rule: string,
  fields: Readonly<Record<string, CgField>>,
  raw: unknown,
  skip: readonly string[] = [],
): Result<CgInput> {
  if (!isPlainObject(raw)) return err('votg.input.shape', rule, `${id} takes one JSON object.`);
  const out: Record<string, number | boolean | string | undefined> = {};
  for (const name of Object.keys(raw)) {
    if (skip.includes(name)) continue;
    if (!Object.hasOwn(fields, name)) {
      const takes = Object.keys(fields);
      return err(
        'votg.input.field',
        rule,
        `${id} does not take "${name}"${takes.length ? `; it takes ${takes.join(', ')}` : ''}.`,
      );
    }
    const c = checkValue(id, rule, name, fields[name]!, raw[name]);
    if (!c.ok) return c;
    out[name] = c.value;
  }
  for (const [name, f] of Object.entries(fields)) {
    if (out[name] !== undefined) continue;
    if (f.required) return err('votg.input.field', rule, `${id} needs "${name}".`);
    out[name] = f.type === 'bool' ? false : f.type === 'int' ? 0 : undefined;
  }
  return ok(out);
}
