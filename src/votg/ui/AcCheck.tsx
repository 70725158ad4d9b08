/**
 * The S? Activation Check under the turn bar: the AC# from the card, the Mission's AC drm as
 * named chips the player turns on for the S? checked (each citing its line), another drm, the
 * chance it activates, and a die typed or rolled; the result is said in words.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { Switch } from '../../core/controls';
import { pct, signed } from '../../core/format';
import { acChips, acDrmFor, activationOdds, type MissionState } from '../engine';
import type { VotgModel } from '../state';
import { DrmStepper } from './kit/DrmStepper';
import { DieRow } from './parts';

/** Returns the Activation Check of the Mission `s`. */
export function AcCheck(props: { m: VotgModel; s: MissionState }) {
  const { m, s } = props;
  const [on, setOn] = useState<readonly string[]>([]);
  const [other, setOther] = useState(0);
  // Counts the checks made on this screen, so their result is brought into view (not one
  // another tab made).
  const [asked, setAsked] = useState(0);
  const result = useRef<HTMLParagraphElement>(null);
  const shown = useRef(0);
  // After every render: the model may show the check a render after the tap counted it.
  useEffect(() => {
    if (asked > shown.current && result.current) {
      shown.current = asked;
      result.current.scrollIntoView?.({ block: 'nearest' });
    }
  });
  const listed = acDrmFor(s.record.mission, s.enemy);
  const total = acChips(s.record.mission, s.enemy, on, other).reduce((a, c) => a + c.value, 0);
  const last = [...s.played].reverse().find((p) => p.check)?.check;
  return (
    <details class="card stack votg-ac" data-testid="votg-ac-check">
      <summary>S? Activation Check · AC# {s.ac ?? 'not typed yet'}</summary>
      {listed.map((d) => (
        <Switch
          key={d.id}
          id={`votg-acd-${d.id}`}
          label={`${signed(d.value)} ${d.why}`}
          rule={`line ${d.line}`}
          checked={on.includes(d.id)}
          onChange={(v) => setOn(v ? [...on, d.id] : on.filter((x) => x !== d.id))}
        />
      ))}
      <DrmStepper
        id="votg-acd-other"
        label="Other AC drm"
        value={other}
        signed={signed}
        onChange={setOther}
      />
      {s.ac !== null && (
        <p class="field-note" data-testid="votg-ac-odds">
          Activates on a final of {s.ac} or less (drm {signed(total)}):{' '}
          {pct(activationOdds(s.ac, total))}
        </p>
      )}
      <DieRow
        die="dr"
        roll="Roll for me"
        onDie={(dice) => {
          const r = m.check(dice, on, other);
          if (r.ok) setAsked((n) => n + 1);
          return r;
        }}
      />
      {last && (
        <p role="status" data-testid="votg-ac-result" class="votg-ac-result" ref={result}>
          dr {last.die}
          {last.chips.map((c) => ` ${signed(c.value)}`).join('')} = {last.final}: {last.words}
        </p>
      )}
    </details>
  );
}
