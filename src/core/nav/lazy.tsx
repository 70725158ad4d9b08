/**
 * Loads a screen's code as its own chunk on first visit (the service worker precaches every
 * chunk, so this works offline too), showing a short status until it arrives.
 */
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** Why a screen's code did not arrive. */
export type LoadFailure = 'updated' | 'offline' | 'other';

/**
 * Says why a screen's code failed to load (twice: see loadTwice). A failed dynamic import while
 * online means the chunk this page knows is gone: another tab applied an update and the old
 * precache was cleaned up, so only a reload (to the new version) helps. Offline, the connection
 * is the problem.
 */
export function loadFailure(e: unknown, online: boolean): LoadFailure {
  const message = e instanceof Error ? e.message : String(e);
  const chunkMissing =
    /dynamically imported module|importing a module script failed|module script/i.test(message);
  if (!online) return 'offline';
  return chunkMissing ? 'updated' : 'other';
}

/** How long to wait before asking a second time for code that did not arrive. */
const RETRY_AFTER_MS = 400;

/**
 * Loads a chunk, asking a second time after a moment when the first try fails. A fetch can fail
 * once with nothing updated (a reload while the service worker is busy or starting on a loaded
 * phone); the browser fetches a failed module again, so only a second failure means the code is
 * really gone (or the connection is).
 */
export function loadTwice<T>(load: () => Promise<T>, wait = RETRY_AFTER_MS): Promise<T> {
  return load().catch(() => new Promise((r) => setTimeout(r, wait)).then(load));
}

/** The status shown in place of a screen whose code failed to load. */
export function LoadFailed({ what, why }: { what: string; why: LoadFailure }) {
  if (why === 'updated') {
    return (
      <div class="note" role="status">
        <p>
          The app was updated in another tab, so this copy cannot load the {what}. Reload to use the
          new version; saved games are kept.
        </p>
        <button type="button" class="btn" onClick={() => location.reload()}>
          Reload to the new version
        </button>
      </div>
    );
  }
  return (
    <p class="note" role="status">
      {why === 'offline'
        ? `The ${what} could not load. Check the connection and reload.`
        : `The ${what} could not load. Reload the app to try again.`}
    </p>
  );
}

/** Returns a component that renders the one `load` resolves to, loading it on first use. */
export function lazyScreen<P extends object>(
  load: () => Promise<FunctionComponent<P>>,
  what: string,
): FunctionComponent<P> {
  let loaded: FunctionComponent<P> | null = null;
  return function LazyScreen(props: P) {
    const [Screen, setScreen] = useState<FunctionComponent<P> | null>(() => loaded);
    const [failed, setFailed] = useState<LoadFailure | null>(null);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      loadTwice(load).then(
        (c) => {
          loaded = c;
          if (live) setScreen(() => c);
        },
        (e: unknown) => live && setFailed(loadFailure(e, navigator.onLine)),
      );
      return () => {
        live = false;
      };
    }, []);
    if (Screen) return <Screen {...props} />;
    if (failed) return <LoadFailed what={what} why={failed} />;
    return (
      <p class="note" role="status">
        Loading…
      </p>
    );
  };
}

/**
 * Returns the component `load` gives, drawn with `props`, once `props` is not null; its code is
 * fetched only then. For notices most starts never show (a restore, a reminder, an install
 * hint), so the first screen does not carry them.
 */
export function useLazyView<P extends object>(
  load: () => Promise<FunctionComponent<P>>,
  props: P | null,
) {
  const [View, setView] = useState<FunctionComponent<P> | null>(null);
  const wanted = props !== null;
  useEffect(() => {
    if (!wanted || View) return;
    let live = true;
    // A notice whose code does not arrive even the second time is left out; the screen works.
    loadTwice(load).then(
      (c) => live && setView(() => c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, View, load]);
  return props !== null && View ? <View {...props} /> : null;
}
