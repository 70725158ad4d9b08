/**
 * `npm run --silent votg -- '<json>'`: one roll (or the odds) on a Valor of the Guards Solitaire
 * ASL table as one line of JSON; on bad input prints {"error","message"} and exits 2.
 */
import { runVotgCommand } from '../src/votg/engine/command';

const { stdout, exitCode } = runVotgCommand(process.argv.slice(2));
process.stdout.write(`${stdout}\n`);
process.exitCode = exitCode;
