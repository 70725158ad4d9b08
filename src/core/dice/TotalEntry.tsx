/**
 * A roll entered by its total: one tap on the number the dice show together, for the rolls the
 * engine reads only by their total (its `rollEntry`). The caller turns the total into dice.
 */
import { haptic } from '../platform/haptics';
import './dice.css';

/** Props of TotalEntry. */
export interface TotalEntryProps {
  /** Prefix of element ids and test ids, e.g. 'event'. */
  readonly id: string;
  /** The roll's name, e.g. 'Random Event 3d6'. */
  readonly label: string;
  readonly rule: string;
  /** Why the total is enough (the engine's words). */
  readonly why: string;
  readonly min: number;
  readonly max: number;
  readonly value: number | null;
  readonly onChange: (total: number) => void;
  readonly locked?: boolean;
}

/** Returns the total pad: every total the dice can show, as one row of big buttons. */
export function TotalEntry(props: TotalEntryProps) {
  const totals = Array.from({ length: props.max - props.min + 1 }, (_, i) => props.min + i);
  return (
    <fieldset class="dice-group dice-total" data-testid={`${props.id}-total`}>
      <legend class="dice-group-name">
        {props.label}: the total <span class="dice-rule">{props.rule}</span>
      </legend>
      <p class="dice-hint">{props.why}</p>
      <div class="dice-totals">
        {totals.map((t) => (
          <label key={t} class="pick die-opt">
            <input
              type="radio"
              name={`${props.id}-total`}
              value={t}
              checked={props.value === t}
              disabled={props.locked === true}
              onChange={() => {
                props.onChange(t);
                haptic('tap');
              }}
              data-testid={`${props.id}-total-${t}`}
            />
            <span>{t}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
