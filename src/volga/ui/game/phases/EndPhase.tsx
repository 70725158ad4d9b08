/**
 * The End Phase report (6.5): what the engine did when it played the End Phase, shown at the
 * next Dawn. The engine says what 6.5 changed (endPhaseReport); this only lays it out.
 */
import { endPhaseReport, type GameState } from '../../../engine/game';
import { turnLabel } from '../../../state/game';

/** 6.5 after it happened: what the End Phase just did, as the engine reports it. */
export function EndPhaseReport(props: { before: GameState; after: GameState }) {
  const { after } = props;
  const r = endPhaseReport(props.before, after);
  return (
    <details class="gp-report gp-fold" aria-label="End Phase report" data-testid="end-report">
      <summary>
        {/* One item of the summary's flex row, so its gap falls only before the rule tag. */}
        <span>
          <strong>Turn {r.turn} is over</strong>: Morale {r.moraleBefore} → {r.moraleNow}
        </span>
        <span class="rule-tag">6.5</span>
      </summary>
      <ul class="gp-list">
        <li>
          {r.flipped} Spent unit{r.flipped === 1 ? '' : 's'} flipped back to Fresh.
        </li>
        <li>
          Morale {r.moraleBefore} → {r.moraleNow}
          {r.dawnChangedMorale ? ' (with this Dawn’s changes)' : ''}.
        </li>
        <li>Turn marker to {turnLabel(after.turn, after.scenario)}.</li>
        <li>Support markers still available stay for this Turn.</li>
      </ul>
    </details>
  );
}
