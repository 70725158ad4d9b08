import { IosInstallHint } from '../install/IosInstallHint';
import type { Route } from '../router';
import { SCREENS } from '../screens';
import { Link } from '../shell/Link';
import './Home.css';

const PLAY: readonly Route[] = ['games', 'new-game', 'combat', 'kit', 'rules'];
const APP: readonly Route[] = ['settings', 'about'];

function Entry(props: { to: Route; compact?: boolean }) {
  const s = SCREENS[props.to];
  return (
    <li>
      <Link to={props.to} class={props.compact ? 'entry entry-compact' : 'entry'}>
        <span class="entry-text">
          <span class="entry-title">
            {s.title}
            {!s.built && <span class="tag">Later release</span>}
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

/** Returns the home screen: the game tools, then the app's own screens. */
export function Home() {
  return (
    <div class="home">
      <section aria-labelledby="home-play">
        <h2 id="home-play" class="section-title">
          At the table
        </h2>
        <ul class="entries">
          {PLAY.map((r) => (
            <Entry key={r} to={r} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-app">
        <h2 id="home-app" class="section-title">
          This app
        </h2>
        <ul class="entries entries-pair">
          {APP.map((r) => (
            <Entry key={r} to={r} compact />
          ))}
        </ul>
      </section>
      <IosInstallHint />
    </div>
  );
}
