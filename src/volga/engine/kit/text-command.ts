/**
 * The `kit` command: converts between the kit file (the JSON the app exports), kit text and kit
 * links. One line of JSON on stdout and exit 0; bad input prints {"error","message"} (plus
 * "line" and "column" for kit text) and exits 2. Pure: the script hands in how to read a file.
 */
import {
  type CommandError,
  type CommandRun,
  printed,
  printedLink,
  runVerbCommand,
  type VerbCommand,
  type VerbInput,
} from '../../../core/cli';
import type { Result } from '../../../core/result';
import { exportKit, importKit } from './file';
import { fixtureKit } from './fixture';
import { kitLinkText, kitToLink } from './link';
import { type KitTextError, kitToText, readKitText } from './text';
import type { ComponentKit } from './types';

const USAGE =
  'Usage: kit -- fixture | text FILE | read FILE | link FILE [--app URL] | open LINK (FILE is a kit file; read takes kit text).';

/** The kit file as one line (exportKit's JSON without its layout). */
const kitFile = (kit: ComponentKit) => printed(JSON.parse(exportKit(kit)));

const textFailure = (e: KitTextError): CommandError => ({
  code: e.code,
  rule: e.rule,
  message: `Line ${e.line}, column ${e.column}: ${e.message} (${e.rule === 'input' ? 'kit text' : `rule ${e.rule}`})`,
  line: e.line,
  column: e.column,
});

/** The kit file a verb's FILE holds, or why not (unreadable, or no kit file). */
function kitOf(file: () => Result<string, CommandError>): Result<ComponentKit, CommandError> {
  const text = file();
  if (!text.ok) return text;
  const kit = importKit(text.value);
  return kit.ok ? kit : { ok: false, error: kit.error };
}

/** Kit text as its kit file, or the line and column of its first problem. */
function kitFromText(text: Result<string, CommandError>, failed: VerbInput['failed']) {
  if (!text.ok) return failed(text.error);
  const kit = readKitText(text.value);
  return kit.ok ? kitFile(kit.value) : failed(textFailure(kit.error));
}

/** The verbs: the fixture kit, a kit file as text or a link, kit text or a link read back. */
const KIT_COMMAND: VerbCommand = {
  usage: USAGE,
  codes: { usage: 'kit.command.usage', file: 'kit.command.file' },
  withRule: true,
  verbs: {
    fixture: () => kitFile(fixtureKit()),
    text: ({ file, failed }) => {
      const kit = kitOf(file);
      return kit.ok ? printed({ text: kitToText(kit.value) }) : failed(kit.error);
    },
    read: ({ file, failed }) => kitFromText(file(), failed),
    link: ({ file, app, failed }) => {
      const kit = kitOf(file);
      return kit.ok ? printedLink(kitToLink(kit.value, app)) : failed(kit.error);
    },
    open: ({ arg, failed }) => {
      const link = arg();
      return kitFromText(link.ok ? kitLinkText(link.value) : link, failed);
    },
  },
};

/**
 * Runs the kit command on its arguments. `readFile` returns a file's text, or null when it
 * cannot be read.
 */
export function runKitCommand(
  args: readonly string[],
  readFile: (path: string) => string | null,
): CommandRun {
  return runVerbCommand(args, readFile, KIT_COMMAND);
}
