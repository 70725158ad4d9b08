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
