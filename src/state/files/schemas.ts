/**
 * Schema helpers. valibot's object schemas accept arrays (an array is an object to
 * `typeof`) and rebuild them as objects; a save file must not silently turn `[…]` into
 * `{"0": …}`, so every object schema here first requires a plain object.
 */
import * as v from 'valibot';
import { describeValue } from './problems';

/** Returns true for a non-null, non-array object. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Schema of any plain (non-array) object. */
export const PlainObject = v.custom<Record<string, unknown>>(
  isPlainObject,
  (issue) => `expected an object, got ${describeValue(issue.input)}`,
);

/** Returns the object schema preceded by the plain-object check. */
export function plain<TSchema extends v.GenericSchema<Record<string, unknown>>>(schema: TSchema) {
  return v.pipe(PlainObject, schema);
}
