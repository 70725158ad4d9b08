import type { ComponentChildren } from 'preact';
import './combat.css';

/** A titled part of the combat screen. */
export function Panel(props: {
  id: string;
  title: string;
  children: ComponentChildren;
  aside?: ComponentChildren;
}) {
  return (
    <section class="card cb-panel" aria-labelledby={`${props.id}-title`} id={props.id}>
      <div class="cb-panel-head">
        <h2 class="section-title" id={`${props.id}-title`}>
          {props.title}
        </h2>
        {props.aside}
      </div>
      {props.children}
    </section>
  );
}
