/**
 * A problem found in a file or a stored record: where (a path such as
 * `games[2].log[17].action.type`) and what is wrong, in words a player can act on. The words
 * are core's (src/core/problems.ts), which a table's kit reader uses too, so a kit inside a save
 * and a kit file read on its own are described alike.
 */
import { type Problem, prefixPath } from '../problems';

export { issuesToProblems, joinPath, type Problem } from '../problems';

/** At most this many problems are reported for one value; the rest are counted in a last entry. */
export const MAX_PROBLEMS = 200;

/** Returns the problems with every path prefixed (see prefixPath). */
export function prefixProblems(prefix: string, problems: readonly Problem[]): Problem[] {
  return problems.map((p) => ({ path: prefixPath(prefix, p.path), message: p.message }));
}

/** Returns the problems capped at `max`, the last entry saying how many more there were. */
export function capProblems(problems: readonly Problem[], max = MAX_PROBLEMS): Problem[] {
  if (problems.length <= max) return [...problems];
  return [
    ...problems.slice(0, max - 1),
    { path: '', message: `and ${problems.length - (max - 1)} more problems not listed` },
  ];
}
