/** What a roll or a mark did, line by line, each with the heading of the rule behind it. */
import type { ReadingLine } from '../engine';
import { headingBadge } from './words';

/** Returns the lines as a list, each with its rule's badge. */
export function RuleLines(props: { lines: readonly ReadingLine[]; class: string }) {
  return (
    <ul class={props.class}>
      {props.lines.map((l) => (
        <li key={l.text}>
          {l.text} <span class="rule-tag">{headingBadge(l.rule)}</span>
        </li>
      ))}
    </ul>
  );
}
