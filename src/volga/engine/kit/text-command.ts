/**
 * The `kit` command: converts between the kit file (the JSON the app exports), kit text and kit
 * links. One line of JSON on stdout and exit 0; bad input prints {"error","message"} (plus
 * "line" and "column" for kit text) and exits 2. Pure: the script hands in how to read a file.
 */
import type { CommandRun } from '../../../core/cli';
import type { Result } from '../../../core/result';
import { exportKit, importKit } from './file';
import { fixtureKit } from './fixture';
import { kitLinkText, kitToLink } from './link';
import { type KitTextError, kitToText, readKitText } from './text';
import type { ComponentKit } from './types';

/** Where a kit link opens the app when `--app` is not given: the app at its site's root. */
export const DEFAULT_APP_PATH = '/';

const USAGE =
  'Usage: kit -- fixture | text FILE | read FILE | link FILE [--app URL] | open LINK (FILE is a kit file; read takes kit text).';

interface Failure {
  readonly code: string;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
}

const failed = (e: Failure): CommandRun => ({
  stdout: JSON.stringify({
    error: e.code,
    message: e.message,
    ...(e.line === undefined ? {} : { line: e.line, column: e.column }),
  }),
  exitCode: 2,
});
const printed = (value: unknown): CommandRun => ({ stdout: JSON.stringify(value), exitCode: 0 });
/** The kit file as one line (exportKit's JSON without its layout). */
const kitFile = (kit: ComponentKit) => printed(JSON.parse(exportKit(kit)));

const textFailure = (e: KitTextError): Failure => ({
  code: e.code,
  message: `Line ${e.line}, column ${e.column}: ${e.message} (${e.rule === 'input' ? 'kit text' : `rule ${e.rule}`})`,
  line: e.line,
  column: e.column,
});

/**
 * Runs the kit command on its arguments. `readFile` returns a file's text, or null when it
 * cannot be read.
 */
export function runKitCommand(
  args: readonly string[],
  readFile: (path: string) => string | null,
): CommandRun {
  const [verb, arg, ...rest] = args;
  const read = (): Result<string, Failure> => {
    if (arg === undefined)
      return { ok: false, error: { code: 'kit.command.usage', message: USAGE } };
    const text = readFile(arg);
    return text === null
      ? { ok: false, error: { code: 'kit.command.file', message: `Cannot read the file ${arg}.` } }
      : { ok: true, value: text };
  };
  const readKitFile = (): Result<ComponentKit, Failure> => {
    const text = read();
    if (!text.ok) return text;
    const kit = importKit(text.value);
    return kit.ok ? kit : { ok: false, error: kit.error };
  };
  switch (verb) {
    case 'fixture':
      return kitFile(fixtureKit());
    case 'text': {
      const kit = readKitFile();
      return kit.ok ? printed({ text: kitToText(kit.value) }) : failed(kit.error);
    }
    case 'read': {
      const text = read();
      if (!text.ok) return failed(text.error);
      const kit = readKitText(text.value);
      return kit.ok ? kitFile(kit.value) : failed(textFailure(kit.error));
    }
    case 'link': {
      const kit = readKitFile();
      if (!kit.ok) return failed(kit.error);
      const app = rest[0] === '--app' && rest[1] ? rest[1] : DEFAULT_APP_PATH;
      const link = kitToLink(kit.value, app);
      return printed({ link, bytes: new TextEncoder().encode(link).length });
    }
    case 'open': {
      if (arg === undefined) return failed({ code: 'kit.command.usage', message: USAGE });
      const text = kitLinkText(arg);
      if (!text.ok) return failed(text.error);
      const kit = readKitText(text.value);
      return kit.ok ? kitFile(kit.value) : failed(textFailure(kit.error));
    }
    default:
      return failed({ code: 'kit.command.usage', message: USAGE });
  }
}
