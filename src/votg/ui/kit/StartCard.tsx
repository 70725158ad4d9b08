/**
 * The card that starts a Mission or a Campaign Game: its title says whether one in play will be
 * replaced, and a note under it says where the one in play is kept.
 */
import type { ComponentChildren } from 'preact';
import { Section } from '../../../core/controls/Section';

/** Returns the start card around the choices and the start button in `children`. */
export function StartCard(props: {
  id: string;
  /** The title when nothing is in play, and when the one in play would be replaced. */
  title: readonly [start: string, replace: string];
  replacing: boolean;
  /** Where the one in play goes when it is replaced. */
  kept: string;
  children: ComponentChildren;
}) {
  return (
    <Section
      id={props.id}
      title={props.replacing ? props.title[1] : props.title[0]}
      class="card stack"
    >
      {props.children}
      {props.replacing && <p class="field-note">{props.kept}</p>}
    </Section>
  );
}
