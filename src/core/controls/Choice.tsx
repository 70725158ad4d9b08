import './choice.css';

/** One choice among a few, drawn as one joined row (a column when too narrow). */
export function Choice<T extends string>(props: {
  name: string;
  legend: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onPick: (v: T) => void;
}) {
  return (
    <fieldset class="choice">
      <legend>{props.legend}</legend>
      <div class="choice-row">
        {props.options.map((o) => (
          <label key={o} class={`pick choice-opt choice-${props.name}-${o}`}>
            <input
              type="radio"
              name={props.name}
              value={o}
              checked={props.value === o}
              onChange={() => props.onPick(o)}
            />
            <span>{props.labels[o]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
