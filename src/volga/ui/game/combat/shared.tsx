/**
 * Pieces the Areas sheet and the Combat Phase panel share: dispatching an action and showing the
 * engine's refusal (code, message, rule, or the component fact it needs), the moves of one unit
 * with their Movement Factor costs, and declaring an attack. Every rule answer comes from the
 * engine (moveCost, attackKind, legalActions, apply); nothing here decides one.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Explain, Refusal } from '../../../../core/controls';
import { haptic } from '../../../../core/platform/haptics';
import type { Result } from '../../../../core/result';
import {
  type Action,
  type AttackKind,
  apply,
  attackKind,
  type GameError,
  type GameState,
  legalActions,
  moveCost,
} from '../../../engine/game';
import { areaLabel, type ComponentKit, neighbours } from '../../../engine/kit';
import { usePending } from '../act';
import { FactPrompt } from '../FactPrompt';
import { unitText } from '../words';
import { moveLine } from './words';
import './game-combat.css';

/** The dispatch prop both panels take. */
export type Dispatch = (action: Action) => Promise<Result<unknown>>;

/** Props every game panel takes: the state shown and the dispatch that changes it. */
export interface GamePanelProps {
  readonly state: GameState;
  readonly dispatch: Dispatch;
  readonly kit?: ComponentKit;
}

/**
 * A dispatcher that remembers the engine's last refusal and whether an action is in flight.
 * When the refusal asked for a component fact, `goOn` runs the refused action again once the
 * owner has answered, so the tap that asked is not needed twice.
 */
export function useRun(dispatch: Dispatch): {
  run: (action: Action) => Promise<boolean>;
  error: GameError | null;
  clear: () => void;
  /** Runs again the action whose refusal asked a fact (after the answer), or clears the error. */
  goOn: () => void;
  busy: boolean;
  /** Whether an action runs now (for dice and other inputs to ignore edits meanwhile). */
  running: () => boolean;
} {
  const [error, setError] = useState<GameError | null>(null);
  const [asked, setAsked] = useState<Action | null>(null);
  const pending = usePending();
  const run = async (action: Action): Promise<boolean> => {
    // A tap while the last action still saves (here or in another panel) is taken after it.
    const r = await pending.track(() => dispatch(action));
    // A second tap on the same action while it saves counts once (the model drops it).
    if (!r.ok && r.error.code === 'game.busy') return false;
    if (r.ok) {
      setError(null);
      setAsked(null);
      haptic('confirm');
      return true;
    }
    setError(r.error as GameError);
    setAsked((r.error as GameError).fact ? action : null);
    haptic('warn');
    return false;
  };
  return {
    run,
    error,
    clear: () => setError(null),
    goOn: () => {
      setError(null);
      if (asked) void run(asked);
    },
    busy: pending.busy,
    running: pending.running,
  };
}

/** What the engine would answer to `action` now, without changing anything (apply is pure). */
export function preview(state: GameState, action: Action) {
  return apply(state, action);
}

/** The engine's refusal, or null when it would accept the action now. */
export function refusal(state: GameState, action: Action): GameError | null {
  const r = apply(state, action);
  return r.ok ? null : r.error;
}

/**
 * The engine's refusal in its box (message, rule and code), or, when the engine needs a component
 * fact, its words with the question under them.
 */
export function RefusalOrQuestion(props: {
  error: GameError;
  state: GameState;
  onAnswered?: () => void;
  /** A rejected dispatch, announced; otherwise boxed in place of what cannot be shown. */
  alert?: boolean;
  /** The question may be put off and play go on without it (FactPrompt's `later`). */
  later?: { readonly note: string; readonly onLater: () => void };
}) {
  const e = props.error;
  return (
    <Refusal
      error={e}
      alert={props.alert}
      box
      // A question is not a refusal: its internal code means nothing to the player.
      code={!e.fact}
      testid={props.alert ? 'rule-error' : undefined}
    >
      {e.fact && (
        <FactPrompt
          fact={e.fact}
          kit={props.state.kit}
          onAnswered={props.onAnswered}
          later={props.later}
        />
      )}
    </Refusal>
  );
}

/**
 * A choice the engine cannot judge until the owner answers a component fact (its refusal carries
 * the fact): the engine's words, and a button that opens the question. Once answered, the state
 * changes and the caller offers the choice with the engine's new answer.
 */
export function FactNeeded(props: {
  error: GameError;
  state: GameState;
  /** Short words for what waits on the answer, e.g. "Move FC/1 to Area 5". */
  what: string;
  testid: string;
  /** Shown instead of the engine's message (the caller lays the reason out itself). */
  reason?: ComponentChildren;
  onAnswered?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const fact = props.error.fact;
  if (!fact) return null;
  return (
    <div class="gc-needs" data-testid={props.testid}>
      {props.reason ?? <p class="gc-why">{props.error.message}</p>}
      <button
        type="button"
        class="btn gc-quiet gc-needs-open"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        // The name is the visible words (voice control says what it sees); the context is the description.
        aria-describedby={`${props.testid}-what`}
        data-testid={`${props.testid}-open`}
      >
        {open ? 'Not now' : 'Answer it now'}
      </button>
      <span class="sr-only" id={`${props.testid}-what`}>
        {props.what}: answer from your components first
      </span>
      {open && (
        <FactPrompt
          fact={fact}
          kit={props.state.kit}
          onAnswered={() => {
            setOpen(false);
            props.onAnswered?.();
          }}
        />
      )}
    </div>
  );
}

/**
 * A card of the Combat Phase that comes to the top of the screen, under the sticky header, when
 * it first shows and whenever `scrollKey` changes (a new Active Area, stage, result).
 */
export function TopCard(props: {
  titleId: string;
  testid: string;
  scrollKey: unknown;
  class?: string;
  children: ComponentChildren;
}) {
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    root.current?.scrollIntoView({ block: 'start' });
  }, [props.scrollKey]);
  return (
    <section
      class={`card gc-card gc-top${props.class ? ` ${props.class}` : ''}`}
      aria-labelledby={props.titleId}
      data-testid={props.testid}
      ref={root}
    >
      {props.children}
    </section>
  );
}

/** A column of wide buttons, one per choice the engine offers (a retreat route, a Barrage choice). */
export function WideChoices(props: {
  choices: readonly { key: string; label: ComponentChildren; quiet?: boolean; pick: () => void }[];
  disabled: boolean;
}) {
  return (
    <ul class="gc-list">
      {props.choices.map((c) => (
        <li key={c.key}>
          <button
            type="button"
            class={`btn gc-wide-btn${c.quiet ? ' gc-quiet' : ''}`}
            disabled={props.disabled}
            onClick={c.pick}
          >
            {c.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Why a choice is greyed: the engine's refusal (message and rule), or the fact it asks for. */
export function GreyedWhy(props: {
  error: GameError;
  state: GameState;
  what: string;
  testid: string;
}) {
  const e = props.error;
  if (e.fact)
    return (
      <FactNeeded error={e} state={props.state} what={props.what} testid={`${props.testid}-fact`} />
    );
  return <Refusal error={e} testid={props.testid} />;
}

/**
 * The destinations of one activated unit: each known neighbour with the engine's MF cost and
 * reason, or greyed with its refusal; and any other Area number when the kit's borders are
 * not all known (the engine then asks for the fact).
 */
export function MoveChoices(props: {
  state: GameState;
  dispatch: Dispatch;
  unit: string;
  onMoved?: (to: number) => void;
}) {
  const { state, unit } = props;
  const { run, error, busy, goOn } = useRun(props.dispatch);
  const [other, setOther] = useState('');
  const [asked, setAsked] = useState<number | null>(null);
  // After the owner answers a fact for a destination, its move button takes the focus.
  const [answered, setAnswered] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answered === null) return;
    const b = root.current?.querySelector<HTMLButtonElement>(
      `[data-testid="move-${CSS.escape(unit)}-${answered}"]`,
    );
    b?.focus();
    setAnswered(null);
  }, [answered, unit]);
  const loc = state.germans[unit]?.location;
  const ru = state.round?.units[unit];
  if (loc?.kind !== 'area' || !ru) return null;
  const from = loc.area;
  const nb = neighbours(state.kit, from);
  const move = async (to: number) => {
    if (await run({ type: 'move', unit, to })) props.onMoved?.(to);
  };
  const askedCost = asked !== null ? moveCost(state, unit, asked) : null;
  return (
    <div class="gc-moves" data-testid={`moves-${unit}`} ref={root}>
      <p class="gc-mf">
        <Explain
          value={`${ru.mfLeft} MF`}
          label={`${unit} has left`}
          rule="8.2"
          text="Movement Factors left this Action Round. Each Area entered costs the highest cost that applies; a unit that enters an Area with a Soviet unit stops there."
        />
      </p>
      <ul class="gc-dest-list" aria-label={`Where ${unit} may move`}>
        {nb.known.map((to) => {
          const c = moveCost(state, unit, to);
          return (
            <li key={to} class={`gc-dest${c.ok ? '' : ' gc-dest-no'}`}>
              {c.ok ? (
                <>
                  <button
                    type="button"
                    class="btn gc-dest-btn"
                    disabled={busy}
                    onClick={() => move(to)}
                    data-testid={`move-${unit}-${to}`}
                    aria-label={`Move ${unit} to ${areaLabel(state.kit, to)}: ${moveLine(c.value)}`}
                  >
                    → {to}
                  </button>
                  <Explain
                    value={`${c.value.cost} MF`}
                    label={moveLine(c.value, false)}
                    rule={c.value.rule}
                    text={`${unit} has ${ru.mfLeft} MF; after this move ${c.value.mfLeft} are left (8.2).`}
                  />
                </>
              ) : c.error.fact ? (
                <FactNeeded
                  error={c.error}
                  state={state}
                  what={`Move ${unit} to ${areaLabel(state.kit, to)}`}
                  testid={`fact-move-${unit}-${to}`}
                  onAnswered={() => setAnswered(to)}
                  reason={
                    <p class="gc-dest-why">
                      <span class="gc-dest-num" aria-hidden="true">
                        {to}
                      </span>
                      <span>
                        <span class="sr-only">{areaLabel(state.kit, to)}: not yet. </span>
                        {c.error.message}
                      </span>
                    </p>
                  }
                />
              ) : (
                <p class="gc-dest-why" data-testid={`no-move-${unit}-${to}`}>
                  <span class="gc-dest-num" aria-hidden="true">
                    {to}
                  </span>
                  <span>
                    <span class="sr-only">{areaLabel(state.kit, to)}: not now. </span>
                    {c.error.message} <span class="rule-tag">{c.error.rule}</span>
                  </span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {!nb.complete && (
        <form
          class="gc-other"
          onSubmit={(e) => {
            e.preventDefault();
            const n = Number(other);
            if (Number.isInteger(n)) setAsked(n);
          }}
        >
          <label for={`other-${unit}`}>
            The kit does not know every border of Area {from}. Another Area:
          </label>
          <input
            id={`other-${unit}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            value={other}
            onInput={(e) => setOther(e.currentTarget.value)}
          />
          <button type="submit" class="btn">
            Check
          </button>
        </form>
      )}
      {asked !== null && askedCost && (
        <div class="gc-asked" role="status">
          {askedCost.ok ? (
            <button type="button" class="btn" onClick={() => move(asked)}>
              Move {unit} to Area {asked}: {moveLine(askedCost.value)}
            </button>
          ) : (
            <RefusalOrQuestion
              error={askedCost.error}
              state={state}
              onAnswered={() => setAsked(asked)}
            />
          )}
        </div>
      )}
      {error && <RefusalOrQuestion error={error} state={state} onAnswered={goOn} alert />}
    </div>
  );
}

const KIND_WORDS: Readonly<Record<AttackKind, { name: string; rule: string }>> = {
  mandatory: { name: 'Mandatory Attack', rule: '9.1' },
  optional: { name: 'Optional Attack', rule: '9.2' },
  contested: { name: 'Attack from a Contested Area', rule: '9.3' },
};

/** The name and rule of an attack kind. */
export function kindWords(k: AttackKind): { name: string; rule: string } {
  return KIND_WORDS[k];
}

/** Areas the engine lists an attack for now, with the units that may take part in each. */
export function attackOptions(state: GameState): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const la of legalActions(state)) {
    if (la.action.type !== 'declareAttack') continue;
    const list = out.get(la.action.area) ?? [];
    for (const u of la.action.units) if (!list.includes(u)) list.push(u);
    out.set(la.action.area, list);
  }
  return out;
}

/** Choose the attackers for Area `area` and declare; the engine names the kind or the refusal. */
export function AttackChoices(props: {
  state: GameState;
  dispatch: Dispatch;
  area: number;
  units: readonly string[];
}) {
  const { state, area } = props;
  const [chosen, setChosen] = useState<readonly string[]>(props.units);
  const { run, error, busy, goOn } = useRun(props.dispatch);
  const picked = props.units.filter((u) => chosen.includes(u));
  const kind = attackKind(state, area, picked);
  const toggle = (u: string, on: boolean) =>
    setChosen((c) => (on ? [...c.filter((x) => x !== u), u] : c.filter((x) => x !== u)));
  return (
    <div class="gc-attack" data-testid={`attack-${area}`}>
      <fieldset class="gc-attackers">
        <legend>Attackers into {areaLabel(state.kit, area)}</legend>
        {props.units.map((u) => (
          <label key={u} class="gc-check">
            <input
              type="checkbox"
              checked={chosen.includes(u)}
              onChange={(e) => toggle(u, e.currentTarget.checked)}
            />
            <span>{unitText(state, u)}</span>
          </label>
        ))}
      </fieldset>
      {kind.ok ? (
        <button
          type="button"
          class="btn"
          disabled={busy}
          onClick={() => run({ type: 'declareAttack', area, units: picked })}
          data-testid={`declare-${area}`}
        >
          Declare {kindWords(kind.value).name} on Area {area} ({kindWords(kind.value).rule})
        </button>
      ) : (
        <div class="gc-greyed">
          <button type="button" class="btn" disabled>
            Declare attack on Area {area}
          </button>
          <GreyedWhy
            error={kind.error}
            state={state}
            what={`Attack Area ${area}`}
            testid={`declare-why-${area}`}
          />
        </div>
      )}
      {error && <RefusalOrQuestion error={error} state={state} onAnswered={goOn} alert />}
    </div>
  );
}
