/**
 * The parts of home that read IndexedDB: the game to continue and the kit's completeness. A
 * separate chunk, loaded after the first paint, so home's own script stays small; each part
 * fills a space home reserved for it, so nothing moves when the data arrives.
 */
import { useEffect, useState } from 'preact/hooks';
import { Link } from '../../../core/nav/Link';
// The calendar alone, not the game area's entry: home's chunk stays light.
import { turnLabel } from '../../state/game/calendar';
import {
  type KitSummary,
  kitSummaryKey,
  type RecentGame as Recent,
  readRecentGame,
} from '../../state/home';

/**
 * Returns the entry for the most recently saved game, or a line saying there is none.
 * @public Home reads it through the module object of a dynamic import, which knip cannot follow.
 */
export function RecentGame() {
  // undefined while reading; null when there is no saved game.
  const [g, setG] = useState<Recent | null | undefined>(undefined);
  useEffect(() => {
    void readRecentGame().then(setG);
  }, []);
  if (g === undefined) return <span class="entry-summary">Reading saved games…</span>;
  // Plain words, not a card: there is nothing to open (New game is listed just below).
  if (!g)
    return (
      <p class="home-none" data-testid="home-none">
        No game in progress. Start one with New game.
      </p>
    );
  const scenario = g.scenario === 'factory' ? 'factory' : 'main';
  return (
    <Link to="game" args={[g.id]} class="entry home-continue">
      <span class="entry-text">
        <span class="entry-title">Continue: {g.name}</span>
        <span class="entry-summary">
          {/* Wraps between the parts, never inside one ("September 15-16" stays whole). */}
          {[g.scenario === 'factory' ? 'Factory District' : 'Main game']
            .concat(turnLabel(g.turn, scenario).split(' · '))
            .map((part, i) => (
              <span key={part}>
                {i > 0 && ' · '}
                <span class="home-part">{part}</span>
              </span>
            ))}
        </span>
      </span>
      <svg class="entry-go" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" stroke-width="2.5" />
      </svg>
    </Link>
  );
}

/**
 * Returns the kit's completeness as a short tag ("42% transcribed", or the fixture's name).
 * @public Home reads it through the module object of a dynamic import, which knip cannot follow.
 */
export function KitTag() {
  // undefined while reading; null when the kit screen has never saved a summary.
  const [kit, setKit] = useState<KitSummary | null | undefined>(undefined);
  useEffect(() => {
    void kitSummaryKey()
      .read()
      .then((r) => setKit(r.value));
  }, []);
  if (kit === undefined) return null;
  // No summary yet: the kit has never been opened, so it holds the rulebook's facts only.
  if (kit === null) return <span class="tag">Rulebook facts only</span>;
  if (kit.fixture) return <span class="tag home-fixture">TEST FIXTURE</span>;
  return <span class="tag">{kit.percent}% transcribed</span>;
}
