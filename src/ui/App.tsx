import { About } from './about/About';
import { lazyScreen } from './game/lazy';
import { Home } from './home/Home';
import { type Route, route, routeArgs } from './router';
import { Settings } from './settings/Settings';
import { Header } from './shell/Header';
import { UpdateNotice } from './update/UpdateNotice';

// Each of these screens is its own chunk, loaded on first visit: home stays small and fast.
const SavedGames = lazyScreen(
  () => import('./games/SavedGames').then((m) => m.SavedGames),
  'saved games',
);
const ImportScreen = lazyScreen(
  () => import('./games/ImportScreen').then((m) => m.ImportScreen),
  'import screen',
);
const NewGame = lazyScreen(() => import('./newgame/NewGame').then((m) => m.NewGame), 'new game');
const GameScreen = lazyScreen<{ args: readonly string[] }>(
  () => import('./game/GameScreen').then((m) => m.GameScreen),
  'game',
);
const CombatRoute = lazyScreen(
  () => import('./combat/CombatScreen').then((m) => m.CombatScreen),
  'calculator',
);
const KitScreen = lazyScreen(() => import('./kit/KitScreen').then((m) => m.KitScreen), 'kit');
const RulesScreen = lazyScreen(
  () => import('./rules/RulesScreen').then((m) => m.RulesScreen),
  'rules help',
);

const ToiScreen = lazyScreen(
  () => import('../toi/ui/ToiScreen').then((m) => m.ToiScreen),
  'Tide of Iron odds',
);

const FirestormScreen = lazyScreen(
  () => import('../firestorm/ui/FirestormScreen').then((m) => m.FirestormScreen),
  'Firestorm campaign tracker',
);

function Screen(props: { route: Route; args: readonly string[] }) {
  switch (props.route) {
    case 'home':
      return <Home />;
    case 'settings':
      return <Settings />;
    case 'about':
      return <About />;
    case 'combat':
      return <CombatRoute />;
    case 'games':
      return <SavedGames />;
    case 'import':
      return <ImportScreen />;
    case 'new-game':
      return <NewGame />;
    case 'game':
      return <GameScreen args={props.args} />;
    case 'kit':
      return <KitScreen />;
    case 'rules':
      return <RulesScreen />;
    case 'toi':
      return <ToiScreen />;
    case 'firestorm':
      return <FirestormScreen />;
  }
}

/** Returns the app shell: the top bar, the current screen, and the update notice. */
export function App() {
  const r = route.value;
  return (
    <div class="app" data-screen={r}>
      <Header route={r} />
      <main class="page" data-screen={r}>
        <Screen route={r} args={routeArgs.value} />
      </main>
      <UpdateNotice />
    </div>
  );
}
