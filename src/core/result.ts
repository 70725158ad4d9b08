/**
 * The one result shape every table's engine returns: a value, or a RuleError whose stable code
 * names the rule it enforces. Engines return it instead of throwing.
 */

/** A rule violation or bad input: a stable code, the rule it enforces, and a message for people. */
export interface RuleError {
  readonly code: string;
  /** Rulebook section, e.g. '8.3.2', or 'input' for malformed data that no rule covers. */
  readonly rule: string;
  readonly message: string;
}

/** Success or a RuleError; engine functions return this instead of throwing. */
export type Result<T, E = RuleError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** Wraps a value as a successful Result. */
export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

/**
 * Applies `step` to each item in turn, each time to what the last step gave, starting from
 * `start`; returns the last value, or the first failure (the items after it are not tried).
 * How a log is replayed or a list of changes applied when any one may be refused.
 */
export function foldResults<S, I, E>(
  start: S,
  items: Iterable<I>,
  step: (state: S, item: I) => Result<S, E>,
): Result<S, E> {
  let state = start;
  for (const item of items) {
    const r = step(state, item);
    if (!r.ok) return r;
    state = r.value;
  }
  return ok(state);
}

/** The failed side of a Result: what `err` returns, so it fits any Result<T>. */
export interface Failure<E = RuleError> {
  readonly ok: false;
  readonly error: E;
}

/** Builds a failed Result from a code, rule and message. */
export const err = (code: string, rule: string, message: string): Failure => ({
  ok: false,
  error: { code, rule, message },
});

/** Returns the value JSON text holds, or `failure` (the caller's words) when the text is not JSON. */
export function parseJson(text: string, failure: Failure): Result<unknown> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return failure;
  }
}

/** The two top-level fields a table's JSON file is known by: its tag and its version. */
export interface FileTag {
  readonly tagKey: string;
  readonly tag: string;
  readonly versionKey: string;
  /** The one version this app reads. */
  readonly version: number;
}

/** What a table says, in its own words, when a file is not JSON, not its file, or another version. */
export interface FileTagWords {
  readonly notJson: Failure;
  readonly notTag: Failure;
  readonly otherVersion: (found: unknown) => Failure;
}

/**
 * Returns the top-level object of a table's JSON file once its tag and version are the ones
 * `tag` names, or the table's own words for the first thing that is wrong.
 */
export function readTaggedJson(
  text: string,
  tag: FileTag,
  words: FileTagWords,
): Result<Record<string, unknown>> {
  const json = parseJson(text, words.notJson);
  if (!json.ok) return json;
  const raw = json.value;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return words.notTag;
  const top = raw as Record<string, unknown>;
  if (top[tag.tagKey] !== tag.tag) return words.notTag;
  if (top[tag.versionKey] !== tag.version) return words.otherVersion(top[tag.versionKey]);
  return ok(top);
}
