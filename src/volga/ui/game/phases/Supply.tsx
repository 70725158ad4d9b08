/**
 * The flows of the Phases the game screen runs itself: Dawn (reinforcements, returns, the
 * Isolation choice), the Random Event roll, Supply (roll, purchases, returns), Bloody Streets,
 * the End Phase and the game-over screen. Each asks the engine what is legal now and shows
 * the engine's costs and refusals; none decides a rule.
 */
import { useMemo, useState } from 'preact/hooks';
import { Refusal } from '../../../../core/controls';
import { artilleryEach } from '../../../engine/combat';
import type { OwnerDice } from '../../../engine/dice';
import {
  type Action,
  combatEnvironment,
  currentStep,
  dawnWithdrawal,
  firstTurnNoResult,
  freeAir,
  freeAirRule,
  type GameState,
  increasedSupplyTurn,
  type LegalAction,
  legalActions,
  MAX_ISOLATION_MARKERS,
  type PurchaseOption,
  purchaseOptions,
  type ReinforcementArea,
  type ReinforcementChoice,
  reinforcementChoices,
  returnRefusal,
  rollEntry,
  STACK_LIMIT,
  stackIn,
  supplyMinimum,
  supplyRerolls,
  supplyRollDice,
} from '../../../engine/game';
import { areaLabel } from '../../../engine/kit';
import { type GameModel, type GameSnapshot, turnLabel } from '../../../state/game';
import { type Act, useAct } from '../act';
import { GameDice } from '../GameDice';
import { eventSummary, unitText } from '../words';

/** Props of every Phase panel. */
export interface PhaseProps {
  readonly model: GameModel;
  readonly snap: GameSnapshot;
}

/** A titled panel with the rule of the step the game is at (from the engine's SEQUENCE), or `rule`. */
function PhasePanel(props: {
  id: string;
  title: string;
  state: GameState;
  rule?: string;
  children: preact.ComponentChildren;
}) {
  const rule = props.rule ?? currentStep(props.state).step.rule;
  return (
    <section class="gp" aria-labelledby={`${props.id}-h`} data-testid={`phase-${props.id}`}>
      <h2 class="gp-title" id={`${props.id}-h`}>
        {props.title} <span class="rule-tag">{rule}</span>
      </h2>
      {props.children}
    </section>
  );
}

/** The engine's refusal of the panel's last action, announced. */
function ActRefusal(props: { act: Act }) {
  return props.act.error ? <Refusal error={props.act.error} alert /> : null;
}

/** 6.1.1, 6.2.1, 14.4, 14.6.1: place each waiting group in one Area; 12.3 Isolation choice. */
export function DawnPanel(props: PhaseProps) {
  const s = props.snap.state;
  const act = useAct(props.model);
  const can = props.model.canTap.value && !act.busy;
  if (s.step === 'isolation') return <IsolationChoice {...props} act={act} />;
  const leaving = dawnWithdrawal(s);
  return (
    <PhasePanel id="dawn" title="Dawn: reinforcements" state={s}>
      {reinforcementChoices(s).map((g) => (
        <div class="gp-group" key={g.key}>
          <p>
            <strong>
              {g.chosenArea !== null ? 'Delayed' : g.returning ? 'Returning' : 'Arriving'}:
            </strong>{' '}
            {g.units.map((u) => unitText(s, u)).join(', ')} <span class="rule-tag">{g.rule}</span>
          </p>
          {g.chosenArea !== null ? (
            <p class="gp-note" data-testid="dawn-group-area">
              The rest of their group: they may enter only {areaLabel(s.kit, g.chosenArea)}, where
              the group first entered, up to {STACK_LIMIT} German units there (6.1.1, 7.1).
            </p>
          ) : (
            <p class="gp-note">
              One group goes into one Area, up to {STACK_LIMIT} German units there (7.1); any excess
              waits for a later Dawn, to enter that same Area (6.1.1).
            </p>
          )}
          {g.areas.length === 0 ? (
            <p class="gp-note">
              {g.chosenArea !== null
                ? `${areaLabel(s.kit, g.chosenArea)} is full: these units wait for a later Dawn (6.1.1).`
                : 'No allowed Area has room: this group is delayed to a later Turn (6.1.1).'}
            </p>
          ) : (
            <div class="gp-places">
              {g.areas.map((a) => (
                <PlaceInArea
                  // A new default (another Dawn, another stack) starts a fresh choice.
                  key={`${a.area}-${a.action.units.join()}`}
                  state={s}
                  group={g}
                  place={a}
                  open={g.areas.length === 1}
                  disabled={!can}
                  onPlace={(action) => act.run(action)}
                />
              ))}
            </div>
          )}
        </div>
      ))}
      {leaving !== null && (
        <p class="gp-note" data-testid="dawn-withdrawal">
          Once the reinforcements are placed, the {leaving} leaves the map for good (6.1.2).
        </p>
      )}
      <ActRefusal act={act} />
    </PhasePanel>
  );
}

/**
 * One Area a group may enter. When only some of the group fit, the player ticks which counters
 * go in (6.1.1 leaves the choice to the player); the engine's default is ticked first, so the
 * Place button comes first and the picker under it, and the engine checks the placement when
 * it is made. The count comes from the engine (`enter`).
 */
function PlaceInArea(props: {
  state: GameState;
  group: ReinforcementChoice;
  place: ReinforcementArea;
  open: boolean;
  disabled: boolean;
  onPlace: (a: Action) => void;
}) {
  const { state: s, group: g, place: a } = props;
  const [picked, setPicked] = useState<readonly string[]>(a.action.units);
  const units = g.units.filter((u) => picked.includes(u));
  const delayed = g.units.filter((u) => !picked.includes(u));
  const ready = units.length === a.enter;
  const partial = a.enter < g.units.length;
  const where = areaLabel(s.kit, a.area);
  const id = `place-${g.key.replace(/[^A-Za-z0-9]/g, '-')}-${a.area}`;
  return (
    <div class="gp-place" data-testid={`place-${a.area}`}>
      <button
        type="button"
        class="gp-choice"
        disabled={props.disabled || !ready}
        onClick={() => props.onPlace({ type: 'placeReinforcements', area: a.area, units })}
      >
        <span>
          {ready
            ? `Place ${a.enter} in ${where}: ${units.join(', ')}`
            : `Place ${a.enter} in ${where}: tick ${a.enter} first`}
        </span>
        <span class="gp-sub">
          holds {a.holds} of {STACK_LIMIT}
          {partial && ready ? ` · delayed: ${delayed.join(', ')}` : ''}
        </span>
      </button>
      {partial && (
        <details class="gp-pick" open={props.open}>
          <summary>
            Which {a.enter} of the {g.units.length} enter {where}?
          </summary>
          <fieldset class="gp-checks">
            <legend class="sr-only">
              Units that enter {where}: tick {a.enter}
            </legend>
            {g.units.map((u) => (
              <label key={u} class="gp-check">
                <input
                  type="checkbox"
                  name={id}
                  checked={picked.includes(u)}
                  onChange={(e) =>
                    setPicked(
                      e.currentTarget.checked ? [...picked, u] : picked.filter((x) => x !== u),
                    )
                  }
                />
                <span>{unitText(s, u)}</span>
              </label>
            ))}
          </fieldset>
          {!ready && (
            <p class="gp-note" role="status">
              {where} has room for {a.enter}: tick {a.enter} ({units.length} ticked) (6.1.1, 7.1).
            </p>
          )}
        </details>
      )}
    </div>
  );
}

function IsolationChoice(props: PhaseProps & { act: Act }) {
  const s = props.snap.state;
  const cands = s.isolationCandidates ?? [];
  const want = Math.min(MAX_ISOLATION_MARKERS, cands.length);
  const [chosen, setChosen] = useState<readonly number[]>(() => cands.slice(0, want));
  const can = props.model.canTap.value && !props.act.busy;
  return (
    <PhasePanel id="isolation" title="Dawn: Isolated Areas" state={s}>
      <p>
        {cands.length} Soviet Areas cannot trace supply to the Volga, but there are only{' '}
        {MAX_ISOLATION_MARKERS} Isolation markers. Choose {want} ({chosen.length} chosen).
      </p>
      <fieldset class="gp-checks">
        <legend class="sr-only">Areas to mark Isolated</legend>
        {cands.map((n) => (
          <label key={n} class="gp-check">
            <input
              type="checkbox"
              checked={chosen.includes(n)}
              onChange={(e) =>
                setChosen(e.currentTarget.checked ? [...chosen, n] : chosen.filter((x) => x !== n))
              }
            />
            <span>{areaLabel(s.kit, n)}</span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        class="btn"
        disabled={!can || chosen.length !== want}
        onClick={() =>
          props.act.run({ type: 'chooseIsolated', areas: [...chosen].sort((a, b) => a - b) })
        }
      >
        Mark these {chosen.length} Isolated
      </button>
      <ActRefusal act={props.act} />
    </PhasePanel>
  );
}

/** 6.2: the 3d6 Random Event roll. */
export function RandomEventPanel(props: PhaseProps) {
  const s = props.snap.state;
  return (
    <PhasePanel id="event" title="Random Event" state={s}>
      {firstTurnNoResult(s) && (
        <p class="gp-note">
          Turn 1: the 64th and 66th Army Breakthroughs and a Logistical Pause have no result (10.1).
        </p>
      )}
      <GameDice
        id="event"
        gameId={props.snap.id}
        record={props.snap.record}
        needs={() => [{ purpose: 'randomEvent', count: 3, label: 'Random Event 3d6', rule: '6.2' }]}
        entry={rollEntry(s, 'randomEvent', 3)}
        confirm="Record the Random Event roll"
        disabled={!props.model.canTap.value}
        onRoll={(dice) => props.model.dispatch({ type: 'rollRandomEvent', dice })}
      />
    </PhasePanel>
  );
}

/** This Turn's Random Event and what it changes, shown once it is rolled (6.2). */
export function EventCard(props: { state: GameState }) {
  const e = props.state.event;
  if (!e) return null;
  const sum = eventSummary(e, props.state.scenario);
  return (
    <details
      class="gp-report gp-fold"
      aria-label="This Turn's Random Event"
      data-testid="event-card"
    >
      <summary>
        <strong>{sum.title}</strong> <span class="rule-tag">{sum.rule}</span>
      </summary>
      <p>{sum.text}</p>
    </details>
  );
}

/** 6.3 (10.2, 12.8, 14.6.1-2): the Supply roll, then purchases and returns. */
export function SupplyPanel(props: PhaseProps) {
  const s = props.snap.state;
  if (s.step === 'roll') return <SupplyRoll {...props} />;
  return <Purchases {...props} />;
}

function SupplyRoll(props: PhaseProps) {
  const s = props.snap.state;
  const { count, rule, breakthrough } = supplyRollDice(s);
  const rerolls = increasedSupplyTurn(s);
  const min = supplyMinimum(s);
  return (
    <PhasePanel id="supply" title="Supply roll" state={s}>
      <p>
        Roll {count} dice for Supply Points
        {breakthrough ? ` (66th Army Breakthrough, ${rule})` : ''}. {freeAir(s)} Air Support marker
        {freeAir(s) > 1 ? 's come' : ' comes'} free with it ({freeAirRule(s)}).
      </p>
      {min && (
        <p class="gp-note">
          {turnLabel(s.turn, s.scenario)}: a total under {min.min} counts as {min.min} ({min.rule}
          ).
        </p>
      )}
      {rerolls && (
        <p class="gp-note">Increased Supply this Turn: each 1 is rolled again once (12.8).</p>
      )}
      <GameDice
        id="supply"
        gameId={props.snap.id}
        record={props.snap.record}
        needs={(typed) => {
          const main = { purpose: 'supply' as const, count, label: `Supply ${count}d6`, rule };
          // 12.8: as many more dice as the engine rerolls for the faces typed so far.
          const faces = Array.from({ length: count }, (_, i) => typed[`supply-${i}`]?.value ?? 0);
          const ones = supplyRerolls(s, faces);
          return ones === 0
            ? [main]
            : [
                main,
                {
                  purpose: 'supply.reroll' as const,
                  count: ones,
                  label: 'Reroll of the 1s',
                  rule: '12.8',
                  hint: 'The new die stands, whatever it shows.',
                },
              ];
        }}
        entry={rollEntry(s, 'supply', count)}
        confirm="Record the Supply roll"
        disabled={!props.model.canTap.value}
        onRoll={(dice: OwnerDice | undefined) => props.model.dispatch({ type: 'rollSupply', dice })}
      />
    </PhasePanel>
  );
}

const MARKER_NAME = { artillery: 'Artillery', engineer: 'Engineer', air: 'Air' } as const;
/** What a marker bought now does, as the engine values it this Turn (events included). */
function markerEffect(s: GameState, kind: keyof typeof MARKER_NAME): string {
  if (kind === 'engineer') return '+2 to one Attack Value; cancels Rubble (9.5.2C, 12.1)';
  if (kind === 'air') return '−1d6 from one Defense Value (9.5.3D)';
  const art = artilleryEach(combatEnvironment(s).events);
  return `+${art.each} to one Attack Value${art.event ? ` this Turn (${art.event})` : ''} (${art.rule})`;
}

function Purchases(props: PhaseProps) {
  const s = props.snap.state;
  const act = useAct(props.model);
  const can = props.model.canTap.value && !act.busy;
  const legal = useMemo(() => legalActions(s), [s]);
  // Derived once per game state: the panel also renders while a purchase is being saved.
  const options = useMemo(
    () =>
      purchaseOptions(s).map((p) => ({
        p,
        effect: p.kind === 'morale' ? '' : markerEffect(s, p.kind),
      })),
    [s],
  );
  const returns = legal.filter((l) => l.action.type === 'returnUnit');
  const byUnit = new Map<string, LegalAction[]>();
  for (const l of returns) {
    if (l.action.type !== 'returnUnit') continue;
    byUnit.set(l.action.unit, [...(byUnit.get(l.action.unit) ?? []), l]);
  }
  const out = Object.values(s.germans).filter((u) => u.location.kind === 'outOfAction');
  return (
    <PhasePanel id="purchase" title="Supply purchases" state={s}>
      <p class="gp-bank" data-testid="supply-bank">
        <strong>{s.supply}</strong> Supply Point{s.supply === 1 ? '' : 's'} to spend
        {s.supplyRoll !== null ? ` (rolled ${s.supplyRoll} this Turn)` : ''}. Unspent points stay
        banked (6.3.1).
      </p>
      <div class="gp-choices">
        {options.map(({ p, effect }) => {
          // The engine's refusal (code, rule, message), or why the purchase would gain nothing.
          const why = p.refusal ?? p.noGain;
          const whyId = `buy-why-${p.kind}`;
          return (
            <div class="gp-buy" key={p.kind}>
              <button
                type="button"
                class="gp-choice"
                disabled={!can || why !== null}
                aria-describedby={why ? whyId : undefined}
                onClick={() => act.run(p.action)}
              >
                <span>
                  Buy {p.kind === 'morale' ? '+1 Morale' : MARKER_NAME[p.kind]} · {p.cost}
                </span>
                <span class="gp-sub">
                  {p.kind === 'morale'
                    ? p.noGain
                      ? `Morale stays ${s.morale}`
                      : `Morale ${s.morale} → ${p.moraleAfter ?? s.morale}`
                    : `${effect} · you have ${s.support.available[p.kind]} in the Available box`}
                </span>
              </button>
              {why && <Refusal error={why} id={whyId} testid={whyId} />}
              {!why && p.most > 1 && (
                <BuyMany
                  option={p}
                  name={p.kind === 'morale' ? 'Morale' : MARKER_NAME[p.kind]}
                  disabled={!can}
                  onBuy={(count) => act.run({ ...p.action, count })}
                />
              )}
            </div>
          );
        })}
      </div>
      {out.length > 0 && (
        <div class="gp-group">
          <h3 class="gp-h3">Out of Action Box</h3>
          {out.map((u) => {
            const opts = byUnit.get(u.id) ?? [];
            return (
              <ReturnUnit
                key={u.id}
                state={s}
                unit={u.id}
                options={opts}
                disabled={!can}
                onReturn={(a) => act.run(a)}
              />
            );
          })}
        </div>
      )}
      <ActRefusal act={act} />
      <div class="gp-next">
        <button
          type="button"
          class="btn"
          disabled={!can}
          onClick={() => act.run({ type: 'endSupply' })}
        >
          Done: go to the Combat Phase
        </button>
      </div>
    </PhasePanel>
  );
}

/** The largest count offered as one tap: the amounts a Turn's purchases usually come to. */
const MANY_UP_TO = 6;

/**
 * Several of one purchase in one tap (6.3): 2 up to the most the engine accepts now (at most
 * MANY_UP_TO, so the row stays one line on a phone).
 */
function BuyMany(props: {
  option: PurchaseOption;
  name: string;
  disabled: boolean;
  onBuy: (count: number) => void;
}) {
  const { option: p } = props;
  const counts = Array.from({ length: Math.min(p.most, MANY_UP_TO) - 1 }, (_, i) => i + 2);
  return (
    <fieldset class="gp-many">
      <legend class="sr-only">Buy several {props.name} at once</legend>
      <span class="gp-many-h" aria-hidden="true">
        or
      </span>
      {counts.map((n) => (
        <button
          key={n}
          type="button"
          class="btn-quiet gp-many-btn"
          disabled={props.disabled}
          onClick={() => props.onBuy(n)}
          data-testid={`buy-${p.kind}-${n}`}
        >
          ×{n}
          <span class="sr-only">
            {' '}
            {p.kind === 'morale' ? 'Morale steps' : props.name}, {n * p.cost} Supply Points
          </span>
        </button>
      ))}
    </fieldset>
  );
}

/** Shown when the engine offers no Area and names no other reason (6.3 footnote). */
const NO_RETURN_AREA = { code: 'supply.noReturnArea', rule: '6.3', message: 'no legal Area.' };

function ReturnUnit(props: {
  state: GameState;
  unit: string;
  options: readonly LegalAction[];
  disabled: boolean;
  onReturn: (a: LegalAction['action']) => void;
}) {
  const [area, setArea] = useState<number | null>(null);
  const s = props.state;
  const first = props.options[0];
  const cost = first?.cost;
  const id = `return-${props.unit.replace(/[^A-Za-z0-9]/g, '-')}`;
  const why = props.options.length === 0 ? returnRefusal(s, props.unit) : null;
  return (
    <div class="gp-return">
      <p>
        {unitText(s, props.unit)}
        {cost !== undefined ? ` · ${cost} Supply Point${cost > 1 ? 's' : ''} to return` : ''}
      </p>
      {props.options.length === 0 ? (
        <Refusal error={why ?? NO_RETURN_AREA} lead="Cannot return now:" testid={`${id}-why`} />
      ) : (
        <div class="gp-inline">
          <label for={id} class="gp-label">
            Return to
          </label>
          <select
            id={id}
            class="gp-select"
            value={area ?? ''}
            onChange={(e) => setArea(Number(e.currentTarget.value) || null)}
          >
            <option value="">Choose an Area…</option>
            {props.options.map((o) =>
              o.action.type === 'returnUnit' ? (
                <option key={o.action.area} value={o.action.area}>
                  {areaLabel(s.kit, o.action.area)} (holds {stackIn(s, o.action.area)})
                </option>
              ) : null,
            )}
          </select>
          <button
            type="button"
            class="btn-quiet"
            disabled={props.disabled || area === null}
            onClick={() => {
              const a = props.options.find(
                (o) => o.action.type === 'returnUnit' && o.action.area === area,
              );
              if (a) props.onReturn(a.action);
            }}
          >
            Return
          </button>
        </div>
      )}
    </div>
  );
}

/** 6.5 after it happened: what the End Phase just did (compares the state before it). */
export function EndPhaseReport(props: { before: GameState; after: GameState }) {
  const { before, after } = props;
  const flipped = Object.values(before.germans).filter(
    (u) => u.spent && after.germans[u.id] && !after.germans[u.id]!.spent,
  ).length;
  return (
    <details class="gp-report gp-fold" aria-label="End Phase report" data-testid="end-report">
      <summary>
        <strong>Turn {before.turn} is over</strong>: Morale {before.morale} → {after.morale}{' '}
        <span class="rule-tag">6.5</span>
      </summary>
      <ul class="gp-list">
        <li>
          {flipped} Spent unit{flipped === 1 ? '' : 's'} flipped back to Fresh.
        </li>
        <li>
          Morale {before.morale} → {after.morale}
          {after.morale !== before.morale - 1 ? ' (with this Dawn’s changes)' : ''}.
        </li>
        <li>Turn marker to {turnLabel(after.turn, after.scenario)}.</li>
        <li>Support markers still available stay for this Turn.</li>
      </ul>
    </details>
  );
}

/** 11.x, 14.7: who won, why, and the rule. */
export function GameOverPanel(props: { state: GameState }) {
  const r = props.state.result;
  if (!r) return null;
  const kind =
    r.kind === 'automatic'
      ? 'Automatic Victory'
      : r.kind === 'operational'
        ? 'Operational Victory'
        : 'Final victory check';
  return (
    <PhasePanel id="over" title="Game over" state={props.state} rule={r.rule}>
      <p class={`gp-winner gp-winner-${r.winner}`} data-testid="winner">
        {r.winner === 'german' ? 'The German player wins' : 'The Soviet side wins'}
      </p>
      <p>
        {kind} on Turn {r.turn} ({r.rule}): {r.message}
      </p>
      <p class="gp-note">
        The log keeps every action and roll; Undo still steps back from here if a roll was typed
        wrong.
      </p>
    </PhasePanel>
  );
}
