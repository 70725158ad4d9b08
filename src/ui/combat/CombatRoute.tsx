/**
 * The combat route's entry in the app shell: loads the calculator as its own chunk on first
 * visit (the service worker precaches every chunk, so this works offline too).
 */
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';

let loaded: FunctionComponent | null = null;

/** Returns the quick combat calculator, loading its code on first use. */
export function CombatRoute() {
  const [Screen, setScreen] = useState<FunctionComponent | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    import('./CombatScreen').then(
      (m) => {
        loaded = m.CombatScreen;
        if (live) setScreen(() => m.CombatScreen);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (Screen) return <Screen />;
  return (
    <p class="note" role="status">
      {failed ? 'The calculator could not load. Check the connection and reload.' : 'Loading…'}
    </p>
  );
}
