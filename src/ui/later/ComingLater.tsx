import type { Route } from '../router';
import { SCREENS } from '../screens';
import { Link } from '../shell/Link';

/** Returns the honest placeholder for a screen this release has not built yet. */
export function ComingLater(props: { route: Route }) {
  const s = SCREENS[props.route];
  return (
    <div class="stack">
      <p class="callout" role="status">
        <strong>Coming in a later release.</strong> This screen is not in this version yet.
      </p>
      <p>When it arrives: {s.summary.charAt(0).toLowerCase() + s.summary.slice(1)}</p>
      <Link to="home" class="btn">
        Back to home
      </Link>
    </div>
  );
}
