/**
 * The Supply Phase panel (6.3, 10.2, 12.8, 14.6.1-2): the Supply roll, then the purchases and
 * the returns from the Out of Action Box. It asks the engine what is legal now and shows the
 * engine's costs and refusals; it decides no rule.
 */
import { Fragment } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { Refusal } from '../../../../core/controls';
import { artilleryEach } from '../../../engine/combat';
import type { OwnerDice } from '../../../engine/dice';
import {
  combatEnvironment,
  freeAir,
  freeAirRule,
  type GameState,
  increasedSupplyTurn,
  type LegalAction,
  legalActions,
  type PurchaseOption,
  purchaseOptions,
  returnRefusal,
  rollEntry,
  SUPPLY_CHART,
  type SupportKind,
  stackIn,
  supplyMinimum,
  supplyRerolls,
  supplyRollDice,
} from '../../../engine/game';
import { areaLabel } from '../../../engine/kit';
import { turnLabel } from '../../../state/game';
import { useAct } from '../act';
import { PlaceholderRenames } from '../areas/RenameUnit';
import { GameDice } from '../GameDice';
import { supplyRollWords, unitText } from '../words';
import { ActRefusal, type PhaseFlowProps, PhasePanel, type PhaseProps } from './Panel';
import { EventCard } from './RandomEvent';

/** 6.3 (10.2, 12.8, 14.6.1-2): the Supply roll, then purchases and returns. */
export function SupplyPanel(props: PhaseFlowProps) {
  const s = props.snap.state;
  // The Random Event just rolled stays in view until the Supply roll is made (6.2).
  if (s.step === 'roll')
    return (
      <>
        <EventCard state={s} />
        <SupplyRoll {...props} />
      </>
    );
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

/** What a marker bought now does, as the engine values it this Turn (events included). */
function markerEffect(s: GameState, kind: SupportKind): string {
  if (kind === 'engineer') return '+2 to one Attack Value; cancels Rubble (9.5.2C, 12.1)';
  if (kind === 'air') return '−1d6 from one Defense Value (9.5.3D)';
  const art = artilleryEach(combatEnvironment(s).events);
  return `+${art.each} to one Attack Value${art.event ? ` this Turn (${art.event})` : ''} (${art.rule})`;
}

function Purchases(props: PhaseFlowProps) {
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
  const rolled = supplyRollWords(s);
  return (
    <PhasePanel id="purchase" title="Supply purchases" state={s}>
      <p class="gp-bank" data-testid="supply-bank">
        <strong>{s.supply}</strong> Supply Point{s.supply === 1 ? '' : 's'} to spend.
        {rolled ? ` This Turn's Supply roll: ${rolled}.` : ''} Unspent points stay banked (6.3.1).
      </p>
      <div class="gp-choices">
        {options.map(({ p, effect }) => {
          // The engine's refusal (code, rule, message), or why the purchase would gain nothing.
          // A refusal that only wants a fact from the owner's components (a Random Event put
          // off, 6.2) leaves the purchase open: the tap asks it.
          const why = (p.refusal?.fact ? null : p.refusal) ?? p.noGain;
          const whyId = `buy-why-${p.kind}`;
          return (
            <div class="gp-buy" key={p.kind}>
              <button
                type="button"
                class="tile gp-choice"
                disabled={!can || why !== null}
                aria-describedby={why ? whyId : undefined}
                onClick={() => act.run(p.action)}
              >
                <span>
                  Buy {p.kind === 'morale' ? '+1 Morale' : SUPPLY_CHART[p.kind].name} · {p.cost}
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
                  name={p.kind === 'morale' ? 'Morale' : SUPPLY_CHART[p.kind].name}
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
              <Fragment key={u.id}>
                <ReturnUnit
                  state={s}
                  unit={u.id}
                  options={opts}
                  disabled={!can}
                  onReturn={(a) => act.run(a)}
                />
                <PlaceholderRenames units={[u.id]} dispatch={props.dispatch} state={s} />
              </Fragment>
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
