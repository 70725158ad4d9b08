/**
 * A problem found in a file or a stored record: where (a path such as
 * `games[2].log[17].action.type`) and what is wrong, in words a player can act on.
 */
import type { BaseIssue, IssuePathItem } from 'valibot';

/** One validation problem: a path into the checked value ('' for the whole value) and a reason. */
export interface Problem {
  readonly path: string;
  readonly message: string;
}

/** At most this many problems are reported for one value; the rest are counted in a last entry. */
export const MAX_PROBLEMS = 200;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Returns `parent.key`, `parent[3]` or `parent["odd key"]`: one step appended to a path. */
export function joinPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  if (IDENTIFIER.test(key)) return parent === '' ? key : `${parent}.${key}`;
  return `${parent}[${JSON.stringify(key)}]`;
}

/** Returns a path prefixed with `prefix` (`games[2]` + `log[1].type` -> `games[2].log[1].type`). */
export function prefixPath(prefix: string, path: string): string {
  if (prefix === '') return path;
  if (path === '') return prefix;
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`;
}

/** Returns the problems with every path prefixed (see prefixPath). */
export function prefixProblems(prefix: string, problems: readonly Problem[]): Problem[] {
  return problems.map((p) => ({ path: prefixPath(prefix, p.path), message: p.message }));
}

/** Returns the dotted/bracketed path of a valibot issue (we read issue.path ourselves). */
export function issuePath(path: readonly IssuePathItem[] | undefined): string {
  let out = '';
  for (const item of path ?? []) {
    const key = item.key;
    if (typeof key === 'number') out = joinPath(out, key);
    else if (typeof key === 'string') out = joinPath(out, key);
    else out = joinPath(out, String(key));
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

/** Returns a player-readable reason for one valibot issue. */
export function describeIssue(issue: BaseIssue<unknown>): string {
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
    case 'regex':
    case 'check':
    case 'raw_check':
    case 'custom':
      return issue.message;
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
export function issuesToProblems(issues: readonly BaseIssue<unknown>[], prefix = ''): Problem[] {
  return issues.map((issue) => ({
    path: prefixPath(prefix, issuePath(issue.path)),
    message: describeIssue(issue),
  }));
}

/** Returns the problems capped at `max`, the last entry saying how many more there were. */
export function capProblems(problems: readonly Problem[], max = MAX_PROBLEMS): Problem[] {
  if (problems.length <= max) return [...problems];
  return [
    ...problems.slice(0, max - 1),
    { path: '', message: `and ${problems.length - (max - 1)} more problems not listed` },
  ];
}
