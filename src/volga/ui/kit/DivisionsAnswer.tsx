/**
 * The division of several attackers asked at once (4.3.2, 9.5.2D, 12.4): one chip or one typed
 * name answers them all, since a stack usually shares its division; "They differ" asks them one
 * counter at a time instead.
 */
import { useState } from 'preact/hooks';
import type { ComponentKit, Fact } from '../../engine/kit';
import { Chips, divisionChips, type Submit } from './SetupAnswer';
import { TextInput } from './widgets';

/** Counters asked their division together: a chip saves at once; a typed name saves with Save. */
export function DivisionsAnswer(props: {
  kit: ComponentKit;
  fact: Extract<Fact, { kind: 'counter' }>;
  submit: Submit;
  /** Ask the first counter alone (the others are asked after it); absent: not offered. */
  onSplit?: () => void;
}) {
  const [typed, setTyped] = useState('');
  const chips = divisionChips(props.kit);
  const save = (division: string) =>
    props.submit({ type: null, attackFactor: null, division } as never);
  const n = 1 + (props.fact.also?.length ?? 0);
  const name = typed.trim();
  return (
    <>
      <Chips
        label="Division (all of them)"
        options={chips}
        onTap={save}
        testid="counter-division"
        names
      />
      <label class="field-label" for="counter-division-text">
        Or type the division as printed
      </label>
      <TextInput id="counter-division-text" value={typed} onText={setTyped} />
      <button
        type="button"
        class="btn"
        disabled={name === ''}
        onClick={() => save(name)}
        data-testid="divisions-save"
      >
        Save for all {n}
      </button>
      {props.onSplit && (
        <button
          type="button"
          class="btn-quiet"
          onClick={props.onSplit}
          data-testid="divisions-differ"
        >
          They differ: ask one at a time
        </button>
      )}
    </>
  );
}
