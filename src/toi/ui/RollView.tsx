/**
 * Entering or rolling the dice with the app's dice widget, and reading them through the engine:
 * the result appears once every die is in, with the heading behind each line, and can go into
 * the table's log with each die's source.
 */
import { useMemo, useState } from 'preact/hooks';
import { type DiceEntries, DiceEntry, type DieSlot } from '../../core/dice/DiceEntry';
import { type DieRoll, dicePlan, readDice, type Settings, TARGET_MAX } from '../engine';
import { RuleLines } from './RuleLines';
import { headingBadge } from './words';

/** Returns the dice entry and, when every die is in, what the dice mean. */
export function RollView(props: {
  s: Settings;
  dice: DiceEntries;
  setDice: (d: DiceEntries) => void;
  /** The hex or unit the roll is at, as typed. */
  target: string;
  setTarget: (t: string) => void;
  /** Logs the roll (dice by group id), and marks its fire when asked; returns a refusal, if any. */
  log: (dice: Record<string, DieRoll[]>, fire: 'weak' | 'strong' | null) => string | null;
}) {
  const { s, dice } = props;
  const plan = useMemo(() => dicePlan(s), [s]);
  const slots = useMemo(
    (): DieSlot[] =>
      plan.flatMap((g) =>
        Array.from({ length: g.count }, (_, i) => ({
          id: `${g.id}-${i}`,
          label: `Die ${i + 1}`,
          group: g.name,
          rule: headingBadge(g.rule),
          hint: g.hint,
        })),
      ),
    [plan],
  );
  const complete = slots.length > 0 && slots.every((x) => dice[x.id] !== undefined);
  const rolled = useMemo(() => {
    if (!complete) return null;
    const faces: Record<string, number[]> = {};
    const logged: Record<string, DieRoll[]> = {};
    for (const g of plan) {
      const entries = Array.from({ length: g.count }, (_, i) => dice[`${g.id}-${i}`]);
      faces[g.id] = entries.map((d) => d?.value ?? 0);
      if (g.count > 0) {
        logged[g.id] = entries.map((d) => ({ value: d?.value ?? 0, source: d?.source ?? 'owner' }));
      }
    }
    return { reading: readDice(s, faces), logged };
  }, [complete, plan, dice, s]);
  const reading = rolled?.reading ?? null;
  const [refusal, setRefusal] = useState<string | null>(null);

  return (
    <div class="toi-roll-body">
      {reading && (
        <div class="toi-result" role="status" data-testid="toi-result">
          <p class="toi-result-head">{reading.headline}</p>
          <RuleLines lines={reading.lines} class="toi-result-lines" />
          <div class="toi-buttons">
            <button
              type="button"
              class="btn toi-log-btn"
              onClick={() => rolled && setRefusal(props.log(rolled.logged, null))}
              data-testid="toi-log-roll"
            >
              Log this roll
            </button>
            {reading.fire && (
              <button
                type="button"
                class="btn toi-log-btn"
                onClick={() => rolled && setRefusal(props.log(rolled.logged, reading.fire ?? null))}
                data-testid="toi-log-mark"
              >
                Log it and mark the {reading.fire} fire
                {props.target.trim() ? ` in ${props.target.trim()}` : ''}
              </button>
            )}
          </div>
        </div>
      )}
      {refusal && (
        <p class="band toi-error" role="alert">
          {refusal}
        </p>
      )}
      <label class="field toi-target">
        <span class="field-label">At (hex or unit, for the log)</span>
        <input
          class="input"
          type="text"
          maxLength={TARGET_MAX}
          placeholder="42B-D5"
          value={props.target}
          onInput={(e) => props.setTarget(e.currentTarget.value)}
          data-testid="toi-target"
        />
      </label>
      {slots.length === 0 ? (
        <p class="field-note">No dice to roll with these settings.</p>
      ) : (
        <DiceEntry slots={slots} values={dice} onChange={props.setDice} idPrefix="toi-dice" />
      )}
    </div>
  );
}
