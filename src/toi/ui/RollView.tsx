/**
 * Entering or rolling the dice with the app's dice widget, and reading them through the engine:
 * the result appears once every die is in, with the heading behind each line.
 */
import { useMemo } from 'preact/hooks';
import { type DiceEntries, DiceEntry, type DieSlot } from '../../core/dice/DiceEntry';
import { dicePlan, readDice, type Settings } from '../engine';
import { headingBadge } from './words';

/** Returns the dice entry and, when every die is in, what the dice mean. */
export function RollView(props: {
  s: Settings;
  dice: DiceEntries;
  setDice: (d: DiceEntries) => void;
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
  const reading = useMemo(() => {
    if (!complete) return null;
    const faces: Record<string, number[]> = {};
    for (const g of plan) {
      faces[g.id] = Array.from({ length: g.count }, (_, i) => dice[`${g.id}-${i}`]?.value ?? 0);
    }
    return readDice(s, faces);
  }, [complete, plan, dice, s]);

  return (
    <div class="toi-roll-body">
      {reading && (
        <div class="toi-result" role="status" data-testid="toi-result">
          <p class="toi-result-head">{reading.headline}</p>
          <ul class="toi-result-lines">
            {reading.lines.map((l) => (
              <li key={l.text}>
                {l.text} <span class="rule-tag">{headingBadge(l.rule)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {slots.length === 0 ? (
        <p class="field-note">No dice to roll with these settings.</p>
      ) : (
        <DiceEntry slots={slots} values={dice} onChange={props.setDice} idPrefix="toi-dice" />
      )}
    </div>
  );
}
