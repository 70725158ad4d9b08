/**
 * Loads a screen's code as its own chunk on first visit (the service worker precaches every
 * chunk, so this works offline too), showing a short status until it arrives.
 */
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** Returns a component that renders the one `load` resolves to, loading it on first use. */
export function lazyScreen<P extends object>(
  load: () => Promise<FunctionComponent<P>>,
  what: string,
): FunctionComponent<P> {
  let loaded: FunctionComponent<P> | null = null;
  return function LazyScreen(props: P) {
    const [Screen, setScreen] = useState<FunctionComponent<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      load().then(
        (c) => {
          loaded = c;
          if (live) setScreen(() => c);
        },
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, []);
    if (Screen) return <Screen {...props} />;
    return (
      <p class="note" role="status">
        {failed ? `The ${what} could not load. Check the connection and reload.` : 'Loading…'}
      </p>
    );
  };
}
