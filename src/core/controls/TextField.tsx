/**
 * A labelled one-line text box, the one every table uses. Its own file, so that only the screens
 * that show one load it, not the app shell with the other controls.
 */
import type { ComponentChildren } from 'preact';

/**
 * Returns the box. `onInput` hears every keystroke (a form that keeps its own draft); `onChange`
 * hears only the text left when the owner is done with the box (a value saved at once, so a
 * record gets one write, not one per letter).
 */
export function TextField(props: {
  /** The label's class: how the screen lays the label and its box out. */
  class: string;
  label: ComponentChildren;
  value: string;
  onInput?: (text: string) => void;
  onChange?: (text: string) => void;
  placeholder?: string;
  /** A numeric keypad on a phone (the text is still read by the caller). */
  numeric?: boolean;
  testid?: string;
}) {
  const { onInput, onChange } = props;
  return (
    <label class={props.class}>
      <span>{props.label}</span>
      <input
        class="input"
        inputMode={props.numeric ? 'numeric' : undefined}
        value={props.value}
        placeholder={props.placeholder}
        onInput={onInput && ((e) => onInput(e.currentTarget.value))}
        onChange={onChange && ((e) => onChange(e.currentTarget.value))}
        data-testid={props.testid}
      />
    </label>
  );
}
