/**
 * Problems found by a valibot schema, in words a player can act on: where (a path such as
 * `areas[12].neighbours` or `games[2].log[17].action.type`) and what is wrong. The kit reader
 * and the save files' codec both describe issues here, so the same input gets the same words.
 */
import * as v from 'valibot';
import { isPlainObject } from './input';

/** One validation problem: a path into the checked value ('' for the whole value) and a reason. */
export interface Problem {
  readonly path: string;
  readonly message: string;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** A key that is a whole number written plainly ('12'): an Area number in `areas`. */
const INDEX = /^(0|[1-9][0-9]*)$/;

/** Returns `parent.key`, `parent[3]` or `parent["odd key"]`: one step appended to a path. */
export function joinPath(parent: string, key: string | number): string {
  if (typeof key === 'number' || INDEX.test(key)) return `${parent}[${key}]`;
  if (IDENTIFIER.test(key)) return parent === '' ? key : `${parent}.${key}`;
  return `${parent}[${JSON.stringify(key)}]`;
}

/** Returns a path prefixed with `prefix` (`games[2]` + `log[1].type` -> `games[2].log[1].type`). */
export function prefixPath(prefix: string, path: string): string {
  if (prefix === '') return path;
  if (path === '') return prefix;
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`;
}

/** Returns the dotted/bracketed path of a valibot issue (we read issue.path ourselves). */
export function issuePath(path: readonly v.IssuePathItem[] | undefined): string {
  let out = '';
  for (const item of path ?? []) {
    const key = item.key;
    out = joinPath(out, typeof key === 'number' || typeof key === 'string' ? key : String(key));
  }
  return out;
}

/** Returns a short printable form of a received value for messages. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    return value.length > 40 ? `${JSON.stringify(value.slice(0, 40))}…` : JSON.stringify(value);
  }
  return String(value);
}

function tidyExpected(expected: string): string {
  const bare =
    expected.startsWith('(') && expected.endsWith(')') ? expected.slice(1, -1) : expected;
  return bare.includes(' | ') ? `one of ${bare.split(' | ').join(', ')}` : bare;
}

/**
 * Returns a player-readable reason for one valibot issue. A schema that words its own message
 * keeps it: valibot's own messages all begin "Invalid ", so any other message was written by
 * the schema for the player.
 */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  const got = describeValue(issue.input);
  switch (issue.type) {
    case 'object':
    case 'strict_object':
    case 'loose_object':
      // valibot reports an unexpected key as expecting `never`, a missing key with input undefined.
      if (issue.expected === 'never') return 'unknown field (not part of this format)';
      if (issue.input === undefined && (issue.path?.length ?? 0) > 0) return 'missing (required)';
      return `expected an object, got ${got}`;
    case 'picklist':
    case 'literal':
    case 'union':
    case 'variant':
      if (issue.input === undefined)
        return `missing (required): expected ${tidyExpected(issue.expected ?? '')}`;
      return `expected ${tidyExpected(issue.expected ?? '')}, got ${got}`;
    case 'integer':
      return `expected a whole number, got ${got}`;
    case 'iso_timestamp':
      return `expected a UTC timestamp like 2026-03-01T10:00:00.000Z, got ${got}`;
    case 'min_value':
    case 'max_value':
      return `expected ${issue.expected ?? 'a different value'}, got ${got}`;
    case 'min_length':
    case 'max_length':
      return `expected length ${issue.expected ?? '?'}, got length ${issue.received}`;
    default:
      if (issue.input === undefined && issue.kind === 'schema') {
        return `missing (required): expected ${tidyExpected(issue.expected ?? 'a value')}`;
      }
      if (issue.kind === 'schema')
        return `expected ${tidyExpected(issue.expected ?? '?')}, got ${got}`;
      return issue.message;
  }
}

/** Returns valibot issues as Problems with paths (optionally prefixed). */
export function issuesToProblems(issues: readonly v.BaseIssue<unknown>[], prefix = ''): Problem[] {
  return issues.map((issue) => ({
    path: prefixPath(prefix, issuePath(issue.path)),
    message: describeIssue(issue),
  }));
}

/**
 * Schema of any plain (non-array) object. valibot's object schemas accept arrays (an array is
 * an object to `typeof`) and rebuild them as objects; a file must not silently turn `[…]` into
 * `{"0": …}`, so every object schema is preceded by this check (see `plain`).
 */
export const PlainObject = v.custom<Record<string, unknown>>(
  isPlainObject,
  (issue) => `expected an object, got ${describeValue(issue.input)}`,
);

/** Returns the object schema preceded by the plain-object check. */
export function plain<TSchema extends v.GenericSchema<Record<string, unknown>>>(schema: TSchema) {
  return v.pipe(PlainObject, schema);
}

type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/**
 * True when A and B are assignable both ways (fields, their types and which are required): a
 * schema's output checked against the type it mirrors, so `tsc` fails when they drift apart.
 */
export type Same<A, B> = [DeepReadonly<A>] extends [DeepReadonly<B>]
  ? [DeepReadonly<B>] extends [DeepReadonly<A>]
    ? true
    : false
  : false;
