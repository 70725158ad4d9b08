/**
 * A button that turns one thing on or off and names what a tap does now ("Show the QR code",
 * then "Hide the QR code"), with its state told to screen readers the right way for what it
 * turns: shown or hidden (aria-expanded), or a mode that is pressed or not (aria-pressed).
 */

/** Returns the button; a tap hands `onFlip` the other state. */
export function FlipButton(props: {
  on: boolean;
  onFlip: (on: boolean) => void;
  /** Its words while off, then while on. */
  words: readonly [off: string, on: string];
  /** It shows and hides a part of the screen (aria-expanded) rather than a mode (aria-pressed). */
  shows?: boolean;
  class?: string;
  testid?: string;
}) {
  return (
    <button
      type="button"
      class={props.class}
      aria-expanded={props.shows ? props.on : undefined}
      aria-pressed={props.shows ? undefined : props.on}
      onClick={() => props.onFlip(!props.on)}
      data-testid={props.testid}
    >
      {props.on ? props.words[1] : props.words[0]}
    </button>
  );
}
