/**
 * `npm run --silent table -- <command> ...`: runs a table's terminal command, found by name in
 * the table registry (src/app/registry.ts), and prints what it prints: one line, and its exit
 * status. `npm run combat`, `toi`, `firestorm` and `kit` are this runner with the name filled in.
 * An unknown or missing command name: the list of commands on stderr, exit 2. A command that
 * throws is a fault in the app, never the input's: it prints one JSON line naming the command and
 * the fault (no stack trace) and exits 1, so a caller can tell it from a refusal (exit 2).
 */
import { readFileSync } from 'node:fs';
import { TABLES } from '../src/app/registry';
import type { CommandIO, Table, TableCommand } from '../src/core/table';

const readFile = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};
const io: CommandIO = { readFile };

const commands: readonly TableCommand[] = TABLES.flatMap((t: Table) => t.commands);
const [name, ...args] = process.argv.slice(2);
const command = commands.find((c) => c.name === name);
if (!command) {
  const list = commands.map((c) => `  ${c.name}: ${c.summary}`).join('\n');
  process.stderr.write(
    `${name === undefined ? 'Name a command' : `No command "${name}"`}. The commands:\n${list}\n`,
  );
  process.exitCode = 2;
} else {
  try {
    const { stdout, exitCode } = await (await command.load())(args, io);
    process.stdout.write(`${stdout}\n`);
    process.exitCode = exitCode;
  } catch (e) {
    const message = `The ${command.name} command failed inside the app (${e instanceof Error ? e.message : String(e)}); this is a fault to report, not a problem with the input.`;
    process.stdout.write(
      `${JSON.stringify({ error: `${command.name}.command.fault`, message })}\n`,
    );
    process.exitCode = 1;
  }
}
