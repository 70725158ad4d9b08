/**
 * The shapes the table commands share. One JSON argument (`combat`, `toi`, `firestorm`, `votg`):
 * the argument text is bounded, parsed as JSON, swept for what no command takes (a prototype name
 * as a key, a number past what a double holds, nesting past the limit) and handed to the
 * command's pure output function. Sub-verbs (`firestorm`, `kit`): `VERB ARG [--app URL]`, where
 * ARG is often a file to read. Either way stdout is one line of JSON, exit 0, or on bad input the
 * error object and exit 2. Pure: the scripts only do the I/O.
 */
import { isPrototypeName } from './input';
import { err, ok, parseJson, type Result, type RuleError } from './result';

/** What a command prints for its argument text, and its exit status (0, or 2 on bad input). */
export interface CommandRun {
  readonly stdout: string;
  readonly exitCode: 0 | 2;
}

/**
 * Bounds on a command's JSON argument. A situation or a campaign form is a few kilobytes and a
 * few levels deep; these leave ample room while a hostile argument is refused before any work.
 */
export const COMMAND_LIMITS = {
  /** Characters of the argument text. */
  chars: 1_000_000,
  /** Levels of nested objects and lists. */
  depth: 32,
} as const;

/** A command's refusal: a RuleError, with the line and column when it is about a text's place. */
export interface CommandError extends RuleError {
  readonly line?: number;
  readonly column?: number;
}

/** The error object a command prints for a refusal: its code, words, and the rule or limit. */
export function refusalLine(e: CommandError, withRule = true): string {
  return JSON.stringify({
    error: e.code,
    message: e.message,
    ...(withRule ? { rule: e.rule } : {}),
    ...(e.line === undefined ? {} : { line: e.line, column: e.column }),
  });
}

/**
 * A refusal as printed, exit 2: {"error","message"}, then "rule" when `withRule` (the contract of
 * the commands that carry it), then "line" and "column" when the refusal points into a text.
 */
export const commandFailed = (e: CommandError, withRule: boolean): CommandRun => ({
  stdout: refusalLine(e, withRule),
  exitCode: 2,
});

/** What a command prints for a refusal that carries its rule, and exit 2. */
export const refused = (e: CommandError): CommandRun => commandFailed(e, true);

/** What a command prints for a value: one line of JSON, exit 0. */
export const printed = (value: unknown): CommandRun => ({
  stdout: JSON.stringify(value),
  exitCode: 0,
});

/** `parent.key` or `parent[3]`: where a value sits in the argument, for refusals. */
const at = (parent: string, key: string | number): string =>
  typeof key === 'number' ? `${parent}[${key}]` : parent === '' ? key : `${parent}.${key}`;

/**
 * The first thing in parsed JSON no command takes, as a refusal naming where it is: a prototype
 * name as a key (JSON.parse makes `"__proto__"` an own key, and a lookup in a command's own table
 * of fields would reach Object.prototype), a number JSON gave as Infinity (1e400), or nesting
 * deeper than COMMAND_LIMITS.depth. Null when there is none.
 */
export function jsonInputProblem(
  raw: unknown,
  table: string,
  path = '',
  depth = 0,
): RuleError | null {
  if (typeof raw === 'number' && !Number.isFinite(raw)) {
    return {
      code: `${table}.input.number`,
      rule: 'input',
      message: `Field ${path || 'the input'} is a number too large to hold (got ${raw}); numbers must be finite.`,
    };
  }
  if (typeof raw !== 'object' || raw === null) return null;
  if (depth >= COMMAND_LIMITS.depth) {
    return {
      code: `${table}.input.depth`,
      rule: 'input',
      message: `The input nests deeper than ${COMMAND_LIMITS.depth} levels at ${path || 'the top'}.`,
    };
  }
  const entries: [string | number, unknown][] = Array.isArray(raw)
    ? raw.map((v, i) => [i, v])
    : Object.entries(raw);
  for (const [key, value] of entries) {
    const where = at(path, key);
    if (typeof key === 'string' && isPrototypeName(key)) {
      return {
        code: `${table}.input.unknown`,
        rule: 'input',
        message: `Unknown field ${where}: "${key}" is a name every object already has, never a field.`,
      };
    }
    const inner = jsonInputProblem(value, table, where, depth + 1);
    if (inner) return inner;
  }
  return null;
}

/**
 * Runs `output` on the JSON in `args`. `usage` is the example shown when no argument is given;
 * `errorRule` says whether the error object carries the rule (every command but VotG's does);
 * `table` starts the codes of the refusals made here ('toi' gives 'toi.input.json').
 */
export function runJsonCommand(
  args: readonly string[],
  usage: string,
  errorRule: boolean,
  output: (raw: unknown) => Result<unknown>,
  table = 'command',
): CommandRun {
  const fail = (e: RuleError): CommandRun => commandFailed(e, errorRule);
  const text = args.join(' ').trim();
  if (text === '') return fail({ code: `${table}.input.missing`, rule: 'input', message: usage });
  if (text.length > COMMAND_LIMITS.chars) {
    return fail({
      code: `${table}.input.size`,
      rule: 'input',
      message: `The argument is ${text.length.toLocaleString('en-US')} characters; a command takes at most ${COMMAND_LIMITS.chars.toLocaleString('en-US')}.`,
    });
  }
  const json = parseJson(text, {
    ok: false,
    error: {
      code: `${table}.input.json`,
      rule: 'input',
      message: 'The argument is not valid JSON.',
    },
  });
  if (!json.ok) return fail(json.error);
  const problem = jsonInputProblem(json.value, table);
  if (problem) return fail(problem);
  const r = output(json.value);
  return r.ok ? printed(r.value) : fail(r.error);
}

/** A link as the `link` verbs print it: the link and its size in bytes (what a QR code holds). */
export const printedLink = (link: string): CommandRun =>
  printed({ link, bytes: new TextEncoder().encode(link).length });

/** Where a link opens the app when `--app` is not given: the app at its site's root. */
export const DEFAULT_APP_PATH = '/';

/** What one verb of a sub-verb command is handed: its argument and how to read it. */
export interface VerbInput {
  /** The argument after the verb, or the usage refusal when there is none. */
  readonly arg: () => Result<string, CommandError>;
  /** The text of the file the argument names, or the refusal (no argument, or unreadable). */
  readonly file: () => Result<string, CommandError>;
  /** Where a link opens the app: the URL after `--app`, else DEFAULT_APP_PATH. */
  readonly app: string;
  /** Prints a refusal in this command's shape (with the rule or not). */
  readonly failed: (e: CommandError) => CommandRun;
}

/** A sub-verb command: its usage text, its refusal codes and shape, and its verbs. */
export interface VerbCommand {
  /** The usage line a missing or unknown verb, or a missing argument, is refused with. */
  readonly usage: string;
  /** The codes of the usage refusal and of a file that cannot be read. */
  readonly codes: { readonly usage: string; readonly file: string };
  /** True when refusals carry "rule" (input refusals then name the rule 'input'). */
  readonly withRule: boolean;
  readonly verbs: Readonly<Record<string, (input: VerbInput) => CommandRun>>;
  /** Runs the arguments when the first is no verb (firestorm's JSON form); else usage. */
  readonly otherwise?: (args: readonly string[]) => CommandRun;
}

/**
 * Runs a sub-verb command on its arguments: `VERB ARG [--app URL]`. `readFile` returns a file's
 * text, or null when it cannot be read. The verb's own work stays with the table; the argument,
 * file and option reading, and the refusals for them, are the same for every such command.
 */
export function runVerbCommand(
  args: readonly string[],
  readFile: (path: string) => string | null,
  command: VerbCommand,
): CommandRun {
  const [verb, argument, ...rest] = args;
  const failed = (e: CommandError) => commandFailed(e, command.withRule);
  // Own verbs only: 'constructor' or 'toString' is no verb.
  const run = verb !== undefined && Object.hasOwn(command.verbs, verb) ? command.verbs[verb] : null;
  if (!run) {
    if (command.otherwise) return command.otherwise(args);
    return failed({ code: command.codes.usage, rule: 'input', message: command.usage });
  }
  const arg = (): Result<string, CommandError> =>
    argument === undefined ? err(command.codes.usage, 'input', command.usage) : ok(argument);
  const file = (): Result<string, CommandError> => {
    const path = arg();
    if (!path.ok) return path;
    const text = readFile(path.value);
    return text === null
      ? err(command.codes.file, 'input', `Cannot read the file ${path.value}.`)
      : ok(text);
  };
  const app = rest[0] === '--app' && rest[1] ? rest[1] : DEFAULT_APP_PATH;
  return run({ arg, file, app, failed });
}
