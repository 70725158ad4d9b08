/**
 * `npm run --silent firestorm -- '<json>'`: the Firestorm: Stalingrad campaign standing for a map
 * and the battles fought, as one line of JSON; on bad input prints {"error","message","rule"}
 * and exits 2.
 */
import { runFirestormCommand } from '../src/firestorm/engine';

const { stdout, exitCode } = runFirestormCommand(process.argv.slice(2));
process.stdout.write(`${stdout}\n`);
process.exitCode = exitCode;
