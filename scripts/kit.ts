/**
 * `npm run --silent kit -- <verb> ...`: the kit file, kit text and kit links converted into one
 * another (fixture, text FILE, read FILE, link FILE [--app URL], open LINK), one line of JSON;
 * on bad input prints {"error","message"} (plus "line" and "column" for kit text) and exits 2.
 */
import { readFileSync } from 'node:fs';
import { runKitCommand } from '../src/volga/engine/kit/text-command';

const readFile = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};
const { stdout, exitCode } = runKitCommand(process.argv.slice(2), readFile);
process.stdout.write(`${stdout}\n`);
process.exitCode = exitCode;
