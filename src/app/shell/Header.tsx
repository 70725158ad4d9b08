import { useEffect, useRef } from 'preact/hooks';
import { goBack, type Route } from '../../core/nav';
import { SCREENS } from '../routes/screens';
import './Header.css';

/** Returns the top bar: the app name on home, else a Back button and the screen's title. */
export function Header(props: { route: Route }) {
  const title = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // Move focus to the new screen's title so screen readers announce it; not on first load.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    title.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [props.route]);

  const home = props.route === 'home';
  return (
    <header class="bar">
      <div class="bar-inner">
        {!home && (
          <button type="button" class="bar-back" onClick={goBack} aria-label="Back">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.5" />
            </svg>
          </button>
        )}
        <div class="bar-titles">
          <h1 class="bar-title" tabIndex={-1} ref={title}>
            {SCREENS[props.route].title}
          </h1>
          {home && <p class="bar-sub">Stalingrad: Advance to the Volga, 1942</p>}
        </div>
      </div>
    </header>
  );
}
