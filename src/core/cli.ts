/**
 * The one-JSON-argument command shape the `combat` and `toi` commands share: the argument text is
 * parsed as JSON and handed to the command's pure output function; stdout is one line of JSON,
 * exit 0, or on bad input the error object and exit 2. Pure: the scripts only do the I/O.
 */
import type { Result, RuleError } from './result';

/** What a command prints for its argument text, and its exit status (0, or 2 on bad input). */
export interface CommandRun {
  readonly stdout: string;
  readonly exitCode: 0 | 2;
}

/**
 * Runs `output` on the JSON in `args`. `usage` is the example shown when no argument is given;
 * `errorRule` says whether the error object carries the rule (the combat contract does).
 */
export function runJsonCommand(
  args: readonly string[],
  usage: string,
  errorRule: boolean,
  output: (raw: unknown) => Result<unknown>,
): CommandRun {
  const fail = (e: RuleError): CommandRun => ({
    stdout: JSON.stringify(
      errorRule
        ? { error: e.code, message: e.message, rule: e.rule }
        : { error: e.code, message: e.message },
    ),
    exitCode: 2,
  });
  const text = args.join(' ').trim();
  if (text === '') return fail({ code: 'INPUT_MISSING', rule: 'input', message: usage });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return fail({
      code: 'INPUT_NOT_JSON',
      rule: 'input',
      message: `The argument is not valid JSON: ${(e as Error).message}`,
    });
  }
  const r = output(raw);
  return r.ok ? { stdout: JSON.stringify(r.value), exitCode: 0 } : fail(r.error);
}
