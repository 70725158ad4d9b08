import type { ComponentChildren } from 'preact';

/**
 * A part of a screen under its own heading: the section is named by the heading, so a screen
 * reader lists it by that name.
 */
export function Section(props: {
  /** The heading's id, which names the section. */
  id: string;
  title: ComponentChildren;
  class?: string;
  /** The section's own id, for links that jump to it. */
  anchor?: string;
  role?: 'alert' | 'status';
  testid?: string;
  /** A part inside a part takes an h3 with its own class (default: an h2, `section-title`). */
  sub?: string;
  /** Something read beside the heading (a count, a rule); the two then share a row of `headClass`. */
  aside?: ComponentChildren;
  headClass?: string;
  children: ComponentChildren;
}) {
  const Heading = props.sub ? 'h3' : 'h2';
  const heading = (
    <Heading class={props.sub ?? 'section-title'} id={props.id}>
      {props.title}
    </Heading>
  );
  return (
    <section
      class={props.class}
      id={props.anchor}
      role={props.role}
      aria-labelledby={props.id}
      data-testid={props.testid}
    >
      {props.aside === undefined ? (
        heading
      ) : (
        <div class={props.headClass}>
          {heading}
          {props.aside}
        </div>
      )}
      {props.children}
    </section>
  );
}
