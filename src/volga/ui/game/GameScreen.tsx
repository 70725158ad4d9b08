/**
 * The game screen: opens the game's model by id (holding its Web Lock while shown),
 * and shows the dashboard with the one next step, the Areas, the log or the charts. Saving,
 * save failures and read-only mode are always visible at the top.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { hrefFor, navigate, replaceRoute } from '../../../core/nav';
import {
  type Action,
  currentStep,
  type DawnReport,
  type GameState,
  lastDawnReport,
  stateOf,
} from '../../engine/game';
import {
  appServices,
  type GameModel,
  type GameSnapshot,
  openGameModel,
  turnLabel,
} from '../../state/game';
import { ChartsPanel } from '../charts/ChartsPanel';
import { AwakeNote } from './AwakeNote';
import { AreasPanel } from './areas/AreasPanel';
import { StatusFold } from './Dashboard';
import { AnswerFactContext, QuestionPrompt } from './FactPrompt';
import { LogView } from './LogView';
import { PHASE_PANEL } from './phases';
import { DawnReportView } from './phases/DawnReport';
import { EndPhaseReport } from './phases/EndPhase';
import { pure } from './pure';
import { Reminders } from './Reminders';
import { ReportEntry } from './report/ReportEntry';
import { SetupSheetEntry } from './setup/SetupSheet';
import { UndoRedo } from './UndoBar';
import { rollsText } from './words';
import './game.css';

/** The game screen's views, in tab order, by the name on each tab. */
const VIEW_NAME = { play: 'Play', areas: 'Areas', log: 'Log', charts: 'Charts' } as const;
type View = keyof typeof VIEW_NAME;
const VIEWS = Object.keys(VIEW_NAME) as View[];

/** Opens the game's model while the screen shows it; closes it (releasing the lock) after. */
function useGameModel(id: string): GameModel {
  const [model, setModel] = useState(() => openGameModel(appServices(), id));
  useEffect(() => {
    let m = model;
    if (m.gameId !== id) {
      m = openGameModel(appServices(), id);
      setModel(m);
    }
    return () => m.close();
  }, [id]);
  return model;
}

/** The action a player takes next, in a few words: the step's own, or the Action Round's. */
function nextStep(s: GameState): string {
  if (s.round) return `Action Round in Area ${s.round.area}: move and attack.`;
  return currentStep(s).step.prompt;
}

function AccessBanner(props: { model: GameModel }) {
  const m = props.model;
  const a = m.access.value;
  const [taking, setTaking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (a.mode === 'readonly')
    return (
      <div class="gb gb-readonly" role="status" data-testid="read-only">
        <p>
          <strong>Read-only.</strong> {a.message}
        </p>
        {a.reason !== 'gone' && (
          <button
            type="button"
            class="btn"
            disabled={taking}
            onClick={async () => {
              setTaking(true);
              const r = await m.takeOver();
              setTaking(false);
              setError(r.ok ? null : r.error.message);
            }}
          >
            Take over
          </button>
        )}
        {error && <p role="alert">{error}</p>}
      </div>
    );
  if (a.mode === 'writer' && a.note)
    return (
      <p class="gb" role="status">
        {a.note}
      </p>
    );
  return null;
}

function SaveBar(props: { model: GameModel }) {
  const m = props.model;
  const sv = m.shownSave.value;
  // data-save is the save as it is (shown or not yet), for tools that watch the page.
  return (
    <div class="gsave" aria-live="polite" data-testid="save-status" data-save={m.save.value.kind}>
      {sv.kind === 'saving' && <p class="gsave-saving">Saving {sv.what}…</p>}
      {sv.kind === 'failed' && (
        <div class="gb gb-failed" role="alert">
          <p>
            <strong>Not saved: {sv.what}.</strong> {sv.error.message}
          </p>
          <div class="gp-inline">
            {sv.error.code !== 'storage.conflict' && sv.error.code !== 'storage.readOnly' && (
              <button type="button" class="btn" onClick={() => void m.retry()}>
                Retry
              </button>
            )}
            <button type="button" class="btn-quiet" onClick={() => m.discard()}>
              {sv.error.code === 'storage.conflict' || sv.error.code === 'storage.readOnly'
                ? 'OK'
                : 'Discard'}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The dice of the last saved action, announced to screen readers and shown once. */
function RollNews(props: { model: GameModel }) {
  const rolls = props.model.lastRolls.value;
  return (
    <p class="grolls" aria-live="polite" data-testid="last-rolls">
      {rolls.length > 0 ? `Rolled: ${rollsText(rolls).join('; ')}.` : ''}
    </p>
  );
}

function Tabs(props: { id: string; view: View }) {
  return (
    <nav class="gtabs" aria-label="Game views">
      {VIEWS.map((v) => {
        const args = v === 'play' ? [props.id] : [props.id, v];
        return (
          <a
            key={v}
            href={hrefFor('game', args)}
            class="gtab"
            aria-current={props.view === v ? 'page' : undefined}
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
              e.preventDefault();
              replaceRoute('game', args);
            }}
          >
            {VIEW_NAME[v]}
          </a>
        );
      })}
    </nav>
  );
}

/** The report of the End Phase that just ran, when the last action ended a Combat Phase. */
function useEndReport(snap: GameSnapshot): { before: GameState; after: GameState } | null {
  const { record, state } = snap;
  return useMemo(() => {
    const last = record.log[record.cursor - 1];
    if (last?.action.type !== 'endCombatPhase' || state.phase === 'over') return null;
    const before = stateOf({ ...record, cursor: record.cursor - 1 });
    return before.ok ? { before: before.value, after: state } : null;
  }, [record, state]);
}

/** The report of the Dawn the last action finished (6.1), as the engine gives it, or null. */
function useDawnReport(snap: GameSnapshot): DawnReport | null {
  const { record } = snap;
  return useMemo(() => {
    const r = lastDawnReport(record);
    return r.ok ? r.value : null;
  }, [record]);
}

/**
 * The reminders, the End Phase report after a Combat Phase ended and the report of the Dawn that
 * followed, then the panel of the Phase the game is at. Units the Dawn report shows delayed are
 * not named again by the reminders (6.1.1).
 */
function PhaseFlow(props: { model: GameModel; snap: GameSnapshot }) {
  const { model, snap } = props;
  const report = useEndReport(snap);
  const dawn = useDawnReport(snap);
  // The Phase panels ask for facts inline themselves, so their dispatch does not raise the prompt here.
  const dispatch = (a: Action) => model.dispatch(a, { ask: false });
  const Panel = PHASE_PANEL[snap.state.phase];
  return (
    <>
      <Reminders state={snap.state} reported={dawn?.delayed.flatMap((g) => g.units)} />
      <div class="gflow">
        {report && <EndPhaseReport before={report.before} after={report.after} />}
        {dawn && <DawnReportView report={dawn} kit={snap.state.kit} />}
        <Panel model={model} snap={snap} dispatch={dispatch} />
      </div>
    </>
  );
}

/**
 * The one next thing to do, with its rule. When the step changes it takes the focus (so the
 * new step is announced and the page scrolls to it), except on first display.
 */
function NextStep(props: { state: GameState }) {
  const s = props.state;
  const ref = useRef<HTMLParagraphElement>(null);
  const first = useRef(true);
  const key = `${s.turn}-${s.phase}-${s.step}-${s.round ? 'round' : ''}`;
  // Before the frame is drawn, as the combat cards do (TopCard): no jump a tap could fall into.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'start' });
  }, [key]);
  const { step } = currentStep(s);
  return (
    <p class="gnext" data-testid="next-step" tabIndex={-1} ref={ref}>
      <span class="gnext-label">Next</span> {nextStep(s)}{' '}
      {s.phase !== 'over' && <span class="rule-tag">{step.rule}</span>}
    </p>
  );
}

/**
 * The model's pending question, brought into view and given the focus whenever a new one is
 * asked, wherever the player tapped: a question below the fold or above the view goes unseen.
 */
function QuestionInView(props: { model: GameModel }) {
  const ref = useRef<HTMLDivElement>(null);
  const q = props.model.question.value;
  const key = q ? JSON.stringify(q.fact) : '';
  useLayoutEffect(() => {
    if (!key || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    ref.current.scrollIntoView({ block: 'start' });
  }, [key]);
  return (
    <div class="gq-slot" tabIndex={-1} ref={ref} data-testid="question-slot">
      <QuestionPrompt model={props.model} />
    </div>
  );
}

// The parts that take only the model (they follow its signals themselves) or the view: a saved
// action re-renders the game screen without touching them.
const Access = pure(AccessBanner);
const Saving = pure(SaveBar);
const Rolled = pure(RollNews);
const Question = pure(QuestionInView);
const Views = pure(Tabs);
const Awake = pure(AwakeNote);

/** Returns the game screen for `args` = [gameId, view?]. */
export function GameScreen(props: { args: readonly string[] }) {
  const id = props.args[0] ?? '';
  const view: View = (VIEWS as readonly string[]).includes(props.args[1] ?? '')
    ? (props.args[1] as View)
    : 'play';
  const model = useGameModel(id);
  const snap = model.snapshot.value;
  // The setup sheet, while open, stands in for the Phase panel (5.3 comes before play).
  const [sheetOpen, setSheetOpen] = useState(false);
  const openError = model.openError.value;

  if (!snap) {
    return (
      <div class="game">
        {openError ? (
          <div class="gb gb-failed" role="alert">
            <p>{openError}</p>
            <button type="button" class="btn" onClick={() => navigate('games')}>
              Saved games
            </button>
          </div>
        ) : (
          <p class="note" role="status">
            Opening the game…
          </p>
        )}
      </div>
    );
  }
  const s = snap.state;
  const where = currentStep(s);
  return (
    // Every fact prompt on the screen answers through the model: the game logs the answer and
    // the owner's kit learns it.
    <AnswerFactContext.Provider value={model.answer}>
      <div
        class={`game game-${view}`}
        data-phase={s.phase}
        data-step={s.step}
        // Set only from the saved snapshot: what storage has acknowledged (tests read these).
        data-revision={snap.revision}
        data-log-length={snap.record.log.length}
        data-cursor={snap.record.cursor}
        data-access={model.access.value.mode}
      >
        <header class="ghead">
          <h2 class="ghead-name">{snap.name}</h2>
          <p class="ghead-sub" data-testid="game-where">
            {turnLabel(s.turn, s.scenario)} · {where.phase.label}
            {s.phase !== 'over' && ` · ${where.step.label}`}
            {s.kit.fixture && <span class="tag gfix">TEST FIXTURE map</span>}
          </p>
        </header>
        <Access model={model} />
        <Awake />
        <Saving model={model} />
        {openError && (
          <p class="gb gb-failed" role="alert">
            {openError}
          </p>
        )}
        <Views id={id} view={view} />
        <Rolled model={model} />
        <Question model={model} />
        {view === 'play' && (
          <div class="gplay">
            <div class="gplay-side">
              <StatusFold state={s} />
            </div>
            <div class="gplay-main">
              <NextStep state={s} />
              <SetupSheetEntry model={model} state={s} open={sheetOpen} onOpen={setSheetOpen} />
              {!sheetOpen && <PhaseFlow model={model} snap={snap} />}
              <UndoRedo model={model} />
              <ReportEntry id={snap.id} record={snap.record} state={s} name={snap.name} />
            </div>
          </div>
        )}
        {view === 'areas' && (
          <AreasPanel state={s} dispatch={(a) => model.dispatch(a, { ask: false })} kit={s.kit} />
        )}
        {view === 'log' && <LogView model={model} />}
        {view === 'charts' && <ChartsPanel state={s} record={snap.record} />}
      </div>
    </AnswerFactContext.Provider>
  );
}
