/**
 * Loads a screen's code as its own chunk on first visit (the service worker precaches every
 * chunk, so this works offline too), showing a short status until it arrives.
 */
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** Why a screen's code did not arrive. */
export type LoadFailure = 'updated' | 'offline' | 'failed';

/**
 * Says why a screen's code failed to load (twice: see loadTwice). Offline, the connection is the
 * problem. Online, it is called an update only when the server now holds another build than this
 * page runs (`served`, read from version.json; null when that could not be read either): the
 * chunk this page knows is then gone, and only a reload to the new version helps. Otherwise the
 * same build is served and the fetch itself failed, so trying again may work.
 */
export function loadFailure(online: boolean, served: string | null, running: string): LoadFailure {
  if (!online) return 'offline';
  return served !== null && served !== running ? 'updated' : 'failed';
}

/** The build this page runs (vite.config.ts compiles it in; absent outside a Vite build). */
function runningBuild(): string {
  return typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : '';
}

/**
 * Reads which build the server now holds from version.json (never cached: the service worker
 * leaves it out of its precache and the request bypasses the HTTP cache); null when it cannot be
 * read or does not say.
 */
export async function servedBuild(
  get: (url: string, init: RequestInit) => Promise<Response> = fetch,
  base: string = document.baseURI,
): Promise<string | null> {
  try {
    const res = await get(new URL('version.json', base).href, { cache: 'no-store' });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    const build = (body as { build?: unknown } | null)?.build;
    return typeof build === 'string' ? build : null;
  } catch {
    return null;
  }
}

/** Finds out why a load failed: the connection, an update, or a fetch that may work if retried. */
export async function whyLoadFailed(): Promise<LoadFailure> {
  const online = navigator.onLine;
  return loadFailure(online, online ? await servedBuild() : null, runningBuild());
}

/** How long to wait before asking a second time for code that did not arrive. */
const RETRY_AFTER_MS = 400;

/**
 * Loads a chunk, asking a second time after a moment when the first try fails. A fetch can fail
 * once with nothing updated (a reload while the service worker is busy or starting on a loaded
 * phone); the browser fetches a failed module again, so a second try often succeeds.
 */
export function loadTwice<T>(load: () => Promise<T>, wait = RETRY_AFTER_MS): Promise<T> {
  return load().catch(() => new Promise((r) => setTimeout(r, wait)).then(load));
}

/**
 * The status shown in place of a screen whose code failed to load. An update offers the reload
 * to the new version; any other failure says so and offers to try again (`retry`).
 */
export function LoadFailed({
  what,
  why,
  retry,
}: {
  what: string;
  why: LoadFailure;
  retry: () => void;
}) {
  if (why === 'updated') {
    return (
      <div class="note" role="status">
        <p>
          The app was updated, so this copy cannot load the {what}. Reload to use the new version;
          saved games are kept.
        </p>
        <button type="button" class="btn" onClick={() => location.reload()}>
          Reload to the new version
        </button>
      </div>
    );
  }
  return (
    <div class="note" role="status">
      <p>
        {why === 'offline'
          ? `The ${what} could not load. Check the connection and try again.`
          : `The ${what} could not load. Try again; if it keeps failing, reload the app.`}
      </p>
      <button type="button" class="btn" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

/**
 * Loads `load` (twice if need be: see loadTwice) unless `skip`, and again each time `attempt`
 * changes (a counter "Try again" bumps); hands the result to `done`, or returns why it failed.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  attempt: number,
  skip: boolean,
  done: (value: T) => void,
): LoadFailure | null {
  const [failed, setFailed] = useState<LoadFailure | null>(null);
  useEffect(() => {
    if (skip) return;
    let live = true;
    setFailed(null);
    loadTwice(load).then(
      (v) => live && done(v),
      async () => {
        const why = await whyLoadFailed();
        if (live) setFailed(why);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return failed;
}

/** Returns a component that renders the one `load` resolves to, loading it on first use. */
export function lazyScreen<P extends object>(
  load: () => Promise<FunctionComponent<P>>,
  what: string,
): FunctionComponent<P> {
  let loaded: FunctionComponent<P> | null = null;
  return function LazyScreen(props: P) {
    const [Screen, setScreen] = useState<FunctionComponent<P> | null>(() => loaded);
    const [attempt, setAttempt] = useState(0);
    const failed = useLoad(load, attempt, loaded !== null, (c) => {
      loaded = c;
      setScreen(() => c);
    });
    if (Screen) return <Screen {...props} />;
    if (failed)
      return <LoadFailed what={what} why={failed} retry={() => setAttempt((n) => n + 1)} />;
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
