/** The layout pieces the combat panels share: the card on top and a column of wide choices. */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import './game-combat.css';

/**
 * A card of the Combat Phase that comes to the top of the screen, under the sticky header, when
 * it first shows and whenever `scrollKey` changes (a new Active Area, stage, result).
 */
export function TopCard(props: {
  titleId: string;
  testid: string;
  scrollKey: unknown;
  class?: string;
  children: ComponentChildren;
}) {
  const root = useRef<HTMLElement>(null);
  // Scrolled before the frame is drawn: the card never shows first where it was and then jumps
  // (a tap made in between would land on whatever slid under the finger).
  useLayoutEffect(() => {
    root.current?.scrollIntoView({ block: 'start' });
  }, [props.scrollKey]);
  return (
    <section
      class={`card gc-card gc-top${props.class ? ` ${props.class}` : ''}`}
      aria-labelledby={props.titleId}
      data-testid={props.testid}
      ref={root}
    >
      {props.children}
    </section>
  );
}

/** A column of wide buttons, one per choice the engine offers (a retreat route, a Barrage choice). */
export function WideChoices(props: {
  choices: readonly { key: string; label: ComponentChildren; quiet?: boolean; pick: () => void }[];
  disabled: boolean;
}) {
  return (
    <ul class="gc-list">
      {props.choices.map((c) => (
        <li key={c.key}>
          <button
            type="button"
            class={`btn gc-wide-btn${c.quiet ? ' gc-quiet' : ''}`}
            disabled={props.disabled}
            onClick={c.pick}
          >
            {c.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
