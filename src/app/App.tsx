import type { FunctionComponent } from 'preact';
import { lazyScreen } from '../volga/ui/game/lazy';
import { Home } from './home/Home';
import { RestoreNotice } from './restore/RestoreNotice';
import { type Route, route, routeArgs } from './router';
import { Header } from './shell/Header';
import { UpdateNotice } from './update/UpdateNotice';

type ScreenProps = { readonly args: readonly string[] };

/**
 * The screen of each route. All but home are their own chunk, loaded on first visit: the first
 * screen's code stays small and fast.
 */
const SCREEN: Readonly<Record<Route, FunctionComponent<ScreenProps>>> = {
  home: Home,
  settings: lazyScreen(() => import('./settings/Settings').then((m) => m.Settings), 'settings'),
  about: lazyScreen(() => import('./about/About').then((m) => m.About), 'about screen'),
  combat: lazyScreen(
    () => import('../volga/ui/combat/CombatScreen').then((m) => m.CombatScreen),
    'calculator',
  ),
  games: lazyScreen(
    () => import('../volga/ui/games/SavedGames').then((m) => m.SavedGames),
    'saved games',
  ),
  import: lazyScreen(
    () => import('./import/ImportScreen').then((m) => m.ImportScreen),
    'import screen',
  ),
  'new-game': lazyScreen(
    () => import('../volga/ui/newgame/NewGame').then((m) => m.NewGame),
    'new game',
  ),
  game: lazyScreen(() => import('../volga/ui/game/GameScreen').then((m) => m.GameScreen), 'game'),
  kit: lazyScreen(() => import('../volga/ui/kit/KitScreen').then((m) => m.KitScreen), 'kit'),
  rules: lazyScreen(
    () => import('../volga/ui/rules/RulesScreen').then((m) => m.RulesScreen),
    'rules help',
  ),
  toi: lazyScreen(
    () => import('../toi/ui/ToiScreen').then((m) => m.ToiScreen),
    'Tide of Iron odds',
  ),
  firestorm: lazyScreen(
    () => import('../firestorm/ui/FirestormScreen').then((m) => m.FirestormScreen),
    'Firestorm campaign tracker',
  ),
};

/** Returns the app shell: the top bar, the current screen, and the update notice. */
export function App() {
  const r = route.value;
  const Screen = SCREEN[r];
  return (
    <div class="app" data-screen={r}>
      <Header route={r} />
      <RestoreNotice />
      <main class="page" data-screen={r}>
        <Screen args={routeArgs.value} />
      </main>
      <UpdateNotice />
    </div>
  );
}
