/**
 * Small parts the VotG screens share: the engine's reason for a refused tap, a form that keeps what was typed or says why not, and a die's row of faces with its roll
 * button.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { ChoiceButtons } from '../../core/controls/ChoiceButtons';
import type { Result } from '../../core/result';

/** A form whose button keeps what was typed; the engine's reason shows when it refuses. */
export function KeepForm(props: {
  class: string;
  /** The button's words. */
  keep: string;
  /** Keeps what was typed; returns the engine's answer. */
  onKeep: () => Result<unknown>;
  problem: string;
  setProblem: (problem: string) => void;
  children: ComponentChildren;
}) {
  return (
    <form
      class={props.class}
      onSubmit={(e) => {
        e.preventDefault();
        const r = props.onKeep();
        props.setProblem(r.ok ? '' : r.error.message);
      }}
    >
      {props.children}
      <button type="submit" class="btn-quiet">
        {props.keep}
      </button>
      <Problem text={props.problem} />
    </form>
  );
}

/** Returns the engine's reason for the last refused tap, announced at once; nothing when there is none. */
export function Problem(props: { text: string }) {
  if (!props.text) return null;
  return (
    <p class="votg-problem" role="alert">
      {props.text}
    </p>
  );
}

/** The faces of one die, the order a row of buttons shows them in. */
const FACES = [1, 2, 3, 4, 5, 6] as const;

/**
 * Returns one die's row: a button for each face the owner rolled, and one that has the app roll;
 * the engine's reason shows under it when it refuses.
 */
export function DieRow(props: {
  /** What the die is called, before its face in each face button's name ("dr" gives "dr 3"). */
  die: string;
  /** The words of the button that has the app roll. */
  roll: string;
  /** Records the owner's die, or (null) one the app rolls; returns the engine's answer. */
  onDie: (dice: readonly number[] | null) => Result<unknown>;
}) {
  const [problem, setProblem] = useState('');
  const go = (dice: readonly number[] | null) => {
    const r = props.onDie(dice);
    setProblem(r.ok ? '' : r.error.message);
  };
  return (
    <>
      <ChoiceButtons
        class="votg-next"
        buttonClass="btn-quiet votg-next-btn"
        options={FACES}
        label={(d) => d}
        ariaLabel={(d) => `${props.die} ${d}`}
        onPick={(d) => go([d])}
      >
        <button type="button" class="btn votg-next-btn" onClick={() => go(null)}>
          {props.roll}
        </button>
      </ChoiceButtons>
      <Problem text={problem} />
    </>
  );
}
