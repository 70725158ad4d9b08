/**
 * A list of CG notes, each with its rule and line: the step's reminders, the CG's special rules,
 * and About's list of steps and Refit Phase reminders all show their notes this one way.
 */
import type { CgNote } from '../../engine/cg/campaigns';

/** Returns the notes as a list, each followed by its rule and line. */
export function NoteList(props: { notes: readonly CgNote[]; testid?: string }) {
  return (
    <ul class="votg-kept" data-testid={props.testid}>
      {props.notes.map((n) => (
        <li key={`${n.rule}-${n.line}-${n.text}`}>
          {n.text}{' '}
          <span class="rule-tag">
            {n.rule}, line {n.line}
          </span>
        </li>
      ))}
    </ul>
  );
}
