/** The tracker's own building blocks: a titled card, a labelled text field and a text box. */
import type { ComponentChildren } from 'preact';

/** Returns a card named by its heading, whose id is `fs-<name>-title`. */
export function Card(props: {
  name: string;
  title: ComponentChildren;
  class?: string;
  testid?: string;
  children: ComponentChildren;
}) {
  const titleId = `fs-${props.name}-title`;
  return (
    <section
      class={['card', props.class].join(' ').trim()}
      aria-labelledby={titleId}
      data-testid={props.testid}
    >
      <h2 class="section-title" id={titleId}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** Returns a labelled box for a campaign file or map text, handing each keystroke's text to `onInput`. */
export function TextBox(props: {
  label: ComponentChildren;
  rows: number;
  value: string;
  onInput: (text: string) => void;
  testid?: string;
}) {
  return (
    <label class="fs-mini">
      {props.label}
      <textarea
        class="input fs-text"
        rows={props.rows}
        value={props.value}
        onInput={(e) => props.onInput(e.currentTarget.value)}
        spellcheck={false}
        data-testid={props.testid}
      />
    </label>
  );
}
