/**
 * The moves of one unit with their Movement Factor costs, as the engine prices them (moveCost);
 * nothing here decides a rule.
 */
import type { ComponentChildren } from 'preact';
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import { Explain } from '../../../../core/controls';
import { type GameState, moveCost } from '../../../engine/game';
import { AREA_NUMBERS, adjacency, areaLabel, neighbours } from '../../../engine/kit';
import { Chips } from '../../kit/SetupAnswer';
import { AnswerFactContext } from '../FactPrompt';
import { moveLine } from './words';
import './game-combat.css';
import { FactNeeded, RefusalOrQuestion } from './refusal';
import { type Dispatch, useRun } from './run';

/**
 * The border the kit does not know, asked as one pick (3.1): every Area whose border with `from`
 * is still unknown (12.2 already rules out the rest for 48-50), one tap records that it borders
 * `from`, and the move to it is offered.
 */
function BorderPick(props: { state: GameState; from: number; onPicked: (n: number) => void }) {
  const answer = useContext(AnswerFactContext);
  const [error, setError] = useState<string | null>(null);
  const { from } = props;
  const open = AREA_NUMBERS.filter(
    (n) => n !== from && adjacency(props.state.kit, from, n) === 'unknown',
  );
  const pick = async (n: number) => {
    if (!answer) return;
    const r = await answer({ kind: 'adjacency', a: Math.min(from, n), b: Math.max(from, n) }, true);
    if (r.ok) props.onPicked(n);
    else setError(`${r.error.message} (${r.error.rule})`);
  };
  return (
    <AreaChips
      testId={`border-pick-${from}`}
      legend={
        <>
          The kit does not know every border of {areaLabel(props.state.kit, from)}. Tap the Area
          across the border on the map:
        </>
      }
      open={open}
      name={(n) => `Area ${n} borders Area ${from}`}
      onPick={(n) => void pick(n)}
    >
      {error && (
        <p class="gc-dest-why" role="alert">
          {error}
        </p>
      )}
    </AreaChips>
  );
}

/**
 * A row of Area-number chips under a legend: the Areas across a border the kit does not know
 * (3.1), one tap each. `testId` names the row and, with the Area's number, each chip.
 */
export function AreaChips(props: {
  testId: string;
  legend: ComponentChildren;
  open: readonly number[];
  name: (n: number) => string;
  onPick: (n: number) => void;
  busy?: boolean;
  children?: ComponentChildren;
}) {
  return (
    <Chips
      label={props.legend}
      options={props.open.map(String)}
      onTap={(o) => props.onPick(Number(o))}
      testid={props.testId}
      extraClass="gc-border-pick"
      disabled={props.busy}
      name={(o) => props.name(Number(o))}
      chipTestids
    >
      {props.children}
    </Chips>
  );
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
        <BorderPick
          state={state}
          from={from}
          onPicked={(n) => {
            setAsked(n);
            setAnswered(n);
          }}
        />
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
