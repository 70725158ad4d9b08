import { About } from './about/About';
import { CombatRoute } from './combat/CombatRoute';
import { Home } from './home/Home';
import { ComingLater } from './later/ComingLater';
import { type Route, route } from './router';
import { SCREENS } from './screens';
import { Settings } from './settings/Settings';
import { Header } from './shell/Header';
import { UpdateNotice } from './update/UpdateNotice';

function Screen(props: { route: Route }) {
  switch (props.route) {
    case 'home':
      return <Home />;
    case 'settings':
      return <Settings />;
    case 'about':
      return <About />;
    case 'combat':
      return <CombatRoute />;
    default:
      return SCREENS[props.route].built ? null : <ComingLater route={props.route} />;
  }
}

/** Returns the app shell: the top bar, the current screen, and the update notice. */
export function App() {
  const r = route.value;
  return (
    <div class="app">
      <Header route={r} />
      <main class="page" data-screen={r}>
        <Screen route={r} />
      </main>
      <UpdateNotice />
    </div>
  );
}
