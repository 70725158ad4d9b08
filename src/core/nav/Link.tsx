import type { ComponentChildren } from 'preact';
import { hrefFor, navigate, type Route } from './index';

/** Returns an in-app link that pushes a history entry instead of reloading anything. */
export function Link(props: {
  to: Route;
  /** The route's arguments ('game' takes the game's id). */
  args?: readonly string[];
  class?: string;
  children: ComponentChildren;
}) {
  return (
    <a
      href={hrefFor(props.to, props.args)}
      class={props.class}
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        navigate(props.to, props.args);
      }}
    >
      {props.children}
    </a>
  );
}
