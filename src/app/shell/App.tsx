import { type Route, route, routeArgs } from '../../core/nav';
import { lazyScreen } from '../../core/nav/lazy';
import type { Screen } from '../../core/table';
import { Home } from '../home/Home';
import { RestoreNoticeSlot } from '../restore/slot';
import { REGISTERED } from '../routes/routes';
import { UpdateNotice } from '../update/UpdateNotice';
import { Header } from './Header';

/**
 * The screen of each route. All but home are their own chunk, loaded on first visit: the first
 * screen's code stays small and fast.
 */
const SCREEN: Readonly<Record<Route, Screen>> = Object.fromEntries([
  ['home', Home],
  ...REGISTERED.map((r) => [r.id, lazyScreen(r.screen, r.what)]),
]) as Record<Route, Screen>;

/** Returns the app shell: the top bar, the current screen, and the update notice. */
export function App() {
  const r = route.value;
  const Screen = SCREEN[r];
  return (
    <div class="app" data-screen={r}>
      <Header route={r} />
      <RestoreNoticeSlot />
      <main class="page" data-screen={r}>
        <Screen args={routeArgs.value} />
      </main>
      <UpdateNotice />
    </div>
  );
}
