/**
 * The battles fought, newest first as the log shows them or in marker order as a shared campaign
 * does: each with its mission, what its result did, and the club's details (players, date, score,
 * notes). Printed with the standing. `action` adds a control under a battle (the organiser's
 * Correct button).
 */
import type { ComponentChildren } from 'preact';
import { type Battle, detailsParts } from '../engine';
import { battleTitle, entryText, missionWords } from './words';

/** Returns the list of finished battles, or a line saying there is none yet. */
export function BattleHistory(props: {
  battles: readonly Battle[];
  testid: string;
  action?: (b: Battle) => ComponentChildren;
}) {
  const done = props.battles.filter((b) => b.result);
  if (done.length === 0) return <p class="fs-small">No battle finished yet.</p>;
  return (
    <ol class="fs-log" data-testid={props.testid}>
      {done.map((b) => {
        const details = detailsParts(b.details);
        return (
          <li key={b.marker}>
            <span class="fs-log-title">{battleTitle(b)}</span>
            <span class="fs-small">
              {b.mission ? missionWords(b.mission) : ''} · {b.effect}
            </span>
            {details.length > 0 && (
              <span class="fs-details-line" data-testid={`fs-details-${b.marker}`}>
                {details.join(' · ')}
              </span>
            )}
            {(b.asides ?? []).map((x, i) => (
              <span class="fs-aside" key={`aside-${i}`} data-testid={`fs-aside-${b.marker}`}>
                {entryText(x)}
                {detailsParts(x.details).length > 0
                  ? ` · ${detailsParts(x.details).join(' · ')}`
                  : ''}
              </span>
            ))}
            {props.action?.(b)}
          </li>
        );
      })}
    </ol>
  );
}
