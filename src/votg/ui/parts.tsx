/**
 * Small parts the roller's screens share: a labelled text box, the engine's reason for a refused
 * tap, and a form that keeps what was typed or says why not.
 */
import type { ComponentChildren } from 'preact';
import type { Result } from '../../core/result';

/** A labelled text box. */
export function TextField(props: {
  label: ComponentChildren;
  value: string;
  set: (value: string) => void;
  placeholder?: string;
  numeric?: boolean;
  testid?: string;
}) {
  return (
    <label class="votg-field">
      <span>{props.label}</span>
      <input
        class="input"
        inputMode={props.numeric ? 'numeric' : undefined}
        value={props.value}
        placeholder={props.placeholder}
        onInput={(e) => props.set(e.currentTarget.value)}
        data-testid={props.testid}
      />
    </label>
  );
}

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
