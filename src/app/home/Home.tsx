import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { IosInstallHint } from '../install/IosInstallHint';
import { APP_ROUTES, PLAY_ROUTES, type Route } from '../router';
import { SCREENS } from '../screens';
import { Link } from '../shell/Link';
import './Home.css';

type Live = typeof import('../../volga/ui/home/HomeLive');
let live: Live | null = null;

/** Loads the IndexedDB-backed parts of home after the first paint. */
function useLive(): Live | null {
  const [mod, setMod] = useState<Live | null>(live);
  useEffect(() => {
    if (live) return;
    let on = true;
    import('../../volga/ui/home/HomeLive').then(
      (m) => {
        live = m;
        if (on) setMod(m);
      },
      () => undefined,
    );
    return () => {
      on = false;
    };
  }, []);
  return mod;
}

function Entry(props: { to: Route; compact?: boolean; tag?: FunctionComponent | undefined }) {
  const s = SCREENS[props.to];
  const Tag = props.tag;
  return (
    <li>
      <Link to={props.to} class={props.compact ? 'entry entry-compact' : 'entry'}>
        <span class="entry-text">
          <span class="entry-title">
            {s.title}
            {Tag && <Tag />}
          </span>
          {!props.compact && <span class="entry-summary">{s.summary}</span>}
        </span>
        <svg class="entry-go" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" stroke-width="2.5" />
        </svg>
      </Link>
    </li>
  );
}

/** Returns the home screen: the game in progress, the game tools, then the app's own screens. */
export function Home() {
  const mod = useLive();
  return (
    <div class="home">
      <section aria-labelledby="home-play">
        <h2 id="home-play" class="section-title">
          At the table
        </h2>
        <div class="home-recent" data-testid="home-recent">
          {mod ? <mod.RecentGame /> : null}
        </div>
        <ul class="entries">
          {PLAY_ROUTES.map((r) => (
            <Entry key={r} to={r} tag={r === 'kit' ? mod?.KitTag : undefined} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-app">
        <h2 id="home-app" class="section-title">
          This app
        </h2>
        <ul class="entries entries-pair">
          {APP_ROUTES.map((r) => (
            <Entry key={r} to={r} compact />
          ))}
        </ul>
      </section>
      <IosInstallHint />
    </div>
  );
}
