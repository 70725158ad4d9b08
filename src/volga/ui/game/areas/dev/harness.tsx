/**
 * Dev/test harness for the Areas and Combat Phase panels (not part of the app): mounts both on a
 * position from scenarios.ts and applies actions with the pure engine, as the game screen
 * does. Built only by tests/e2e/volga/areas/vite.harness.config.ts; see README.md beside this file.
 */
import '../../../../../core/style/base.css';
import { render } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { err, type Result } from '../../../../../core/result';
import { type Action, apply, type GameState } from '../../../../engine/game';
import type { Fact, FactAnswers } from '../../../../engine/kit';
import { CombatPhasePanel } from '../../combat/CombatPhasePanel';
import { AnswerFactContext } from '../../FactPrompt';
import { AreasPanel } from '../AreasPanel';
import { SCENARIO_TITLE, SCENARIOS, type ScenarioName, scenario } from './scenarios';
import './harness.css';

const params = new URLSearchParams(location.search);
const theme = params.get('theme');
// ?refuse=1: every dispatch is refused, as the tab's hold would refuse a save another tab overtook;
// lets tests see how the panels show a rejected dispatch.
const refuseAll = params.get('refuse') === '1';
if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;

// A new position is a new page, so nothing of the old one lingers.
window.addEventListener('hashchange', () => location.reload());

function pickScenario(): ScenarioName {
  const h = location.hash.replace(/^#/, '');
  return (SCENARIOS as readonly string[]).includes(h) ? (h as ScenarioName) : 'turn1';
}

declare global {
  interface Window {
    /** The harness's current game state and action log, for browser tests to read. */
    __b2?: { state: GameState; actions: Action[] };
  }
}

function Harness() {
  const name = pickScenario();
  const [state, setState] = useState<GameState>(() => scenario(name));
  const [tab, setTab] = useState<'combat' | 'areas'>('combat');
  const ref = useRef(state);
  const log = useRef<Action[]>([]);
  window.__b2 = { state, actions: log.current };
  const dispatch = async (action: Action): Promise<Result<unknown>> => {
    if (refuseAll)
      return err('harness.refused', 'input', `The harness refused ${action.type} (?refuse=1).`);
    const r = apply(ref.current, action);
    if (r.ok) {
      ref.current = r.value.state;
      log.current.push(action);
      setState(r.value.state);
      return { ok: true, value: r.value };
    }
    return r;
  };
  // Facts are answered as the game model does, with an answerFact action (no owner's kit here).
  const answer = (fact: Fact, a: FactAnswers[Fact['kind']]) =>
    dispatch({ type: 'answerFact', fact, answer: a } as Action);
  return (
    <AnswerFactContext.Provider value={answer}>
      <div class="app">
        <header class="hx-bar">
          <h1>Harness: {SCENARIO_TITLE[name]}</h1>
          <p>
            Morale <strong data-testid="hx-morale">{state.morale}</strong> · Phase {state.phase} ·
            step {state.step} · Actions {log.current.length}
          </p>
        </header>
        <main class="page hx-page">
          <div class="hx-tabs" role="tablist" aria-label="Panels">
            {(['combat', 'areas'] as const).map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                aria-selected={tab === t}
                class="btn-quiet hx-tab"
                onClick={() => setTab(t)}
              >
                {t === 'combat' ? 'Combat Phase' : 'Areas'}
              </button>
            ))}
          </div>
          <div class="hx-cols" data-tab={tab}>
            <div class="hx-combat">
              <CombatPhasePanel state={state} dispatch={dispatch} />
            </div>
            <div class="hx-areas">
              <AreasPanel state={state} dispatch={dispatch} />
            </div>
          </div>
        </main>
      </div>
    </AnswerFactContext.Provider>
  );
}

render(<Harness />, document.getElementById('app')!);
