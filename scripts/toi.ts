/**
 * `npm run --silent toi -- '<json>'`: exact Tide of Iron: Stalingrad dice odds as one line of
 * JSON; on bad input prints {"error","message"} and exits 2.
 */
import { runToiCommand } from '../src/toi/engine/command';

const { stdout, exitCode } = runToiCommand(process.argv.slice(2));
process.stdout.write(`${stdout}\n`);
process.exitCode = exitCode;
