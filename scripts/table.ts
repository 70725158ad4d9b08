/**
 * `npm run --silent table -- <command> ...`: runs a table's terminal command, found by name in
 * the table registry (src/app/registry.ts), and prints what it prints: one line, and its exit
 * status. `npm run combat`, `toi`, `firestorm` and `kit` are this runner with the name filled in.
 * An unknown or missing command name: the list of commands on stderr, exit 2.
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
  const { stdout, exitCode } = (await command.load())(args, io);
  process.stdout.write(`${stdout}\n`);
  process.exitCode = exitCode;
}
