/**
 * A component that renders again only when one of its props changed (compared one by one),
 * not every time its parent does. What it reads from signals still re-renders it by itself.
 * The game screen renders on every saved action; the parts that take only the game model
 * or the view keep their DOM untouched.
 */
import { Component, type FunctionComponent, h } from 'preact';

/** Returns `fn` as a component that skips renders whose props are all the same. */
export function pure<P extends object>(fn: FunctionComponent<P>): FunctionComponent<P> {
  class Pure extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      const a = this.props as Record<string, unknown>;
      const b = next as Record<string, unknown>;
      for (const k in a) if (!(k in b)) return true;
      for (const k in b) if (a[k] !== b[k]) return true;
      return false;
    }
    override render() {
      return h(fn, this.props);
    }
  }
  return Pure as unknown as FunctionComponent<P>;
}
