/**
 * `npm run --silent firestorm -- '<json>' | read FILE | link FILE [--app URL] | open LINK`: the
 * Firestorm: Stalingrad campaign standing for a map and its battles, map text read, and campaign
 * links made and opened, each as one line of JSON; on bad input prints {"error","message","rule"}
 * and exits 2.
 */
import { readFileSync } from 'node:fs';
import { runFirestormCommand } from '../src/firestorm/engine';

const readFile = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};
const { stdout, exitCode } = runFirestormCommand(process.argv.slice(2), readFile);
process.stdout.write(`${stdout}\n`);
process.exitCode = exitCode;
