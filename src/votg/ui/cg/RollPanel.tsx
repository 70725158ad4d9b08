/**
 * One CG roll before its dice: its drm named line by line, the exact odds of each result, and
 * the dice pad (the owner's dice or the app's). The Refit Phase steps and the in-scenario rolls
 * both show a roll so; what the roll gives is the engine's.
 */
import { useState } from 'preact/hooks';
import { Refusal } from '../../../core/controls/Refusal';
import { type DiceEntries, DiceEntry, type DieSlot } from '../../../core/dice/DiceEntry';
import type { DiceSource } from '../../../core/input';
import type { Result } from '../../../core/result';
import type { CgOutcome } from '../../engine/cg/roll';
import { signed } from './words';

/** Who rolled: the app when it drew any die, else the owner. */
export const sourceOf = (v: DiceEntries): DiceSource =>
  Object.values(v).some((d) => d.source === 'app') ? 'app' : 'owner';

/** The dice slots of a roll. */
export const slotsOf = (n: number, group: string, rule: string): DieSlot[] =>
  Array.from({ length: n }, (_, i) => ({ id: `d${i}`, label: `Die ${i + 1}`, group, rule }));

/** A roll's drm, odds and dice; `onRoll` gets the dice once every die is in. */
export function RollPanel(props: {
  /** The roll's outcome without dice: its drm and odds, or why the text makes it NA. */
  readonly odds: Result<CgOutcome>;
  /** A result key of the odds in words. */
  readonly word: (key: string) => string;
  readonly dice: number;
  readonly group: string;
  readonly rule: string;
  /** The test ids' and dice ids' prefix ("cg" gives cg-drm, cg-odds). */
  readonly testid: string;
  readonly idPrefix: string;
  readonly onRoll: (dice: number[], source: DiceSource) => void;
}) {
  const [values, setValues] = useState<DiceEntries>({});
  const slots = slotsOf(props.dice, props.group, props.rule);
  const change = (v: DiceEntries) => {
    const got = slots.map((sl) => v[sl.id]?.value);
    if (got.every((x) => x !== undefined)) {
      setValues({});
      props.onRoll(got as number[], sourceOf(v));
    } else setValues(v);
  };
  if (!props.odds.ok) return <Refusal error={props.odds.error} box />;
  const { modifiers, odds } = props.odds.value;
  return (
    <>
      <ul class="cg-drm" data-testid={`${props.testid}-drm`}>
        {modifiers.length === 0 && <li>No drm applies.</li>}
        {modifiers.map((x) => (
          <li key={x.why}>
            <strong>{signed(x.value)}</strong> {x.why}
          </li>
        ))}
      </ul>
      <p class="note" data-testid={`${props.testid}-odds`}>
        {Object.entries(odds)
          .map(([k, p]) => `${props.word(k)} ${Math.round(p * 100)}%`)
          .join(' · ')}
      </p>
      <DiceEntry slots={slots} values={values} onChange={change} idPrefix={props.idPrefix} />
    </>
  );
}
