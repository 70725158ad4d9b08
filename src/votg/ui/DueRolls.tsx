/**
 * The rolls the turn track brings due at this phase, under the turn bar: the 8.7 artillery
 * check and the Additional Reinforcements dr aim the roller at their table, and the Turn-5
 * Advance dr is made here against the circled number the player reads off the Turn Record
 * Chart. The engine says what is due (dueRolls); a roll made is no longer due.
 */
import { useState } from 'preact/hooks';
import { Stepper } from '../../core/controls';
import { dueRolls } from '../engine';
import { DieRow } from './parts';
import type { MissionPartProps } from './Roller';

/** The Turn-5 Advance dr: the circled number, a die typed or rolled. */
function AdvanceDr(props: MissionPartProps & { readonly line: number }) {
  const { m } = props;
  const [circled, setCircled] = useState(0);
  return (
    <div class="stack votg-advance" data-testid="votg-advance">
      <p class="votg-open-head">
        Turn-5 Advance dr <span class="rule-tag">line {props.line}</span>
      </p>
      <Stepper
        id="votg-circled"
        label="Circled number on this turn of the Turn Record Chart"
        value={circled}
        min={0}
        max={6}
        onChange={setCircled}
      />
      <DieRow
        die="Advance dr"
        roll="Roll the Advance dr for me"
        onDie={(dice) => m.advanceRoll(dice, circled)}
      />
    </div>
  );
}

/** Returns the rolls due now, or the last Advance dr's result in this Player Turn. */
export function DueRolls(props: MissionPartProps) {
  const { s } = props;
  const due = dueRolls(s);
  const last = s.played.at(-1)?.advance;
  if (due.length === 0 && !last) return null;
  return (
    <div class="card stack votg-due" data-testid="votg-due">
      {due.length > 0 && <p class="votg-open-head">Due now</p>}
      {due.map((d) =>
        d.id === 'advance' ? (
          <AdvanceDr key={d.id} {...props} line={d.line} />
        ) : (
          <p key={d.id} class="votg-due-roll">
            <button
              type="button"
              class="btn-quiet votg-next-btn"
              onClick={() => props.onTarget({ table: d.table, why: d.why, situation: d.situation })}
            >
              {d.why}
            </button>{' '}
            <span class="rule-tag">line {d.line}</span>
          </p>
        ),
      )}
      {last && (
        <p role="status" data-testid="votg-advance-result">
          Turn-5 Advance dr: {last.words}
        </p>
      )}
    </div>
  );
}
