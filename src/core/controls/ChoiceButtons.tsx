/**
 * A row of buttons, one for each of a fixed list of choices, where a tap is the answer itself
 * (no radio to set, no confirm): a question's answers, a die's faces. Its own file, so that only
 * the screens that show such a row load it, not the app shell with the other controls.
 */
import type { ComponentChildren } from 'preact';

/** Returns the row: a button for each of `options` in order, then `children` (a further button). */
export function ChoiceButtons<T>(props: {
  /** The row's class: how the screen lays the buttons out. */
  class: string;
  /** Every option button's class. */
  buttonClass: string;
  /** The choices, a fixed list: a button's place in it is its key. */
  options: readonly T[];
  /** What a choice's button shows. */
  label: (o: T) => ComponentChildren;
  /** A button's name where what it shows does not say enough ("dr 3" for a face showing 3). */
  ariaLabel?: (o: T) => string;
  testid?: (o: T) => string;
  onPick: (o: T) => void;
  children?: ComponentChildren;
}) {
  return (
    <div class={props.class}>
      {props.options.map((o, i) => (
        <button
          key={i}
          type="button"
          class={props.buttonClass}
          aria-label={props.ariaLabel?.(o)}
          onClick={() => props.onPick(o)}
          data-testid={props.testid?.(o)}
        >
          {props.label(o)}
        </button>
      ))}
      {props.children}
    </div>
  );
}
