/**
 * `npm run --silent combat -- '<json>'`: values and resolves one attack with the combat engine
 * and prints exactly one line of JSON; on bad input prints {"error","message","rule"} and exits 2.
 */
import { runCombatCommand } from '../src/volga/engine/combat/index';

const { stdout, exitCode } = runCombatCommand(process.argv.slice(2));
process.stdout.write(`${stdout}\n`);
process.exitCode = exitCode;
