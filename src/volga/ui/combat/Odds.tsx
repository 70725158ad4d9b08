/** The exact odds of an attack as horizontal bars, and the mixture against an Unrevealed unit. */

import { pct } from '../../../core/format';
import type { CombatOdds, Odds, PoolCounter, UnrevealedOdds } from '../../engine/combat';
import { STRATEGY_LABEL } from '../../engine/types';
import { RESULT_EXPLAIN } from './explain';
import './combat.css';

const ROWS = [
  ['repulse', 'Repulse'],
  ['stalemate', 'Stalemate'],
  ['success', 'Success'],
  ['overrun', 'Overrun'],
] as const;

/** Four bars: Repulse, Stalemate, Success, Overrun (after the Defense Strategy). */
export function OddsBars(props: { odds: Odds; label: string; testid?: string }) {
  return (
    <ul class="cb-bars" aria-label={props.label} data-testid={props.testid}>
      {ROWS.map(([k, name]) => {
        const p = props.odds[k];
        return (
          <li key={k} class={`cb-bar cb-bar-${k}`}>
            <details class="cb-bar-row">
              <summary>
                <span class="cb-bar-name">{name}</span>
                <span class="cb-bar-track" aria-hidden="true">
                  <span class="cb-bar-fill" style={{ width: `${Math.min(100, p * 100)}%` }} />
                </span>
                <span class="cb-bar-pct" data-testid={props.testid && `${props.testid}-${k}`}>
                  {pct(p)}
                </span>
              </summary>
              <p class="explain-text">
                <strong>{RESULT_EXPLAIN[k]?.rule}</strong> {RESULT_EXPLAIN[k]?.text}
              </p>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** The chance of taking the Area, shown large; tapping it says how it is counted. */
export function Capture(props: { p: number; note?: string }) {
  return (
    <details class="cb-capture-box">
      <summary class="band cb-capture" data-testid="capture">
        <span class="cb-capture-label">Chance to capture the Area</span>
        <span class="cb-capture-value">{pct(props.p)}</span>
        {props.note && <span class="cb-capture-note">{props.note}</span>}
      </summary>
      <p class="explain-text">
        <strong>9.5.5</strong> A Success or an Overrun eliminates the Soviet unit and places a
        German Control marker. The chance is exact: every combination of the dice involved is
        counted, none is simulated.
      </p>
    </details>
  );
}

/** Odds against a known defender: capture, bars, the effect of Fanatic and the exact count. */
export function KnownOdds(props: { odds: CombatOdds; strategy: string | null }) {
  const o = props.odds;
  const before = o.combatResultOdds.success + o.combatResultOdds.overrun;
  const fanaticCut = before - o.pCapture;
  return (
    <div class="cb-odds">
      <Capture p={o.pCapture} note="Success or Overrun, after the Defense Strategy" />
      <OddsBars odds={o.odds} label="Chance of each result" testid="odds" />
      {fanaticCut > 0 && (
        <p class="field-note">
          Fanatic (9.4) turns every Success into a Stalemate: without it the chance to capture would
          be {pct(before)}.
        </p>
      )}
      {o.sovietDice > 2 && (
        <p class="field-note">
          {props.strategy === 'guards' ? 'Guards' : 'Soviet'}: {o.sovietDice} Soviet dice, the best
          two count ({o.sovietDice === 4 ? 'beside the Volga, ' : ''}9.4).
        </p>
      )}
      <p class="field-note">
        Exact: counted over all {o.counts.denominator.toLocaleString('en')} equally likely rolls of
        every die involved.
      </p>
    </div>
  );
}

interface CounterGroup {
  readonly key: string;
  readonly counter: PoolCounter;
  readonly n: number;
  readonly pCapture: number;
}

/** Groups identical counters (same Defense Factor, strategy and Pavlov flag). */
function groupCounters(u: UnrevealedOdds, pool: readonly PoolCounter[]): CounterGroup[] {
  const out: CounterGroup[] = [];
  u.perCounter.forEach((c, i) => {
    const counter = pool[i]!;
    const key = `${c.defense}-${c.strategy}-${counter.pavlov === true}`;
    const g = out.find((x) => x.key === key);
    if (g) (g as { n: number }).n += 1;
    else out.push({ key, counter, n: 1, pCapture: c.pCapture });
  });
  return out;
}

/** Odds against an Unrevealed defender: the mixture, P(Barrage) apart, and each counter it may be. */
export function UnrevealedView(props: {
  u: UnrevealedOdds;
  pool: readonly PoolCounter[];
  onReveal?: (c: PoolCounter) => void;
}) {
  const { u } = props;
  const groups = groupCounters(u, props.pool);
  const ooa = u.barrage.outOfAction;
  return (
    <div class="cb-odds">
      <Capture
        p={u.pCapture}
        note={`Over the ${u.counters} counters it may be, each equally likely (5.4); a Barrage counts as no capture`}
      />
      <p class="band cb-barrage-chance" data-testid="p-barrage">
        <span>Chance it is Barrage</span>
        <strong>{pct(u.pBarrage)}</strong>
        <span class="field-note">
          You then choose before rolling (9.4): one unit Out of Action, or all Spent and retreat.
          {ooa &&
            ` Sending one unit Out of Action leaves ${pct(ooa.success + ooa.overrun)} to capture.`}
        </span>
      </p>
      {u.givenNotBarrage && <p class="cb-caption">If it is not Barrage:</p>}
      {u.givenNotBarrage && (
        <OddsBars
          odds={u.givenNotBarrage}
          label="Chance of each result if it is not Barrage"
          testid="odds"
        />
      )}
      <details class="cb-counters">
        <summary>
          {props.onReveal ? 'Flip the counter: tap what it shows' : 'The counters it may be'} (
          {groups.length} kinds)
        </summary>
        <ul class="cb-counter-list">
          {groups.map((g) => (
            <li key={g.key}>
              <button
                type="button"
                class="cb-counter"
                disabled={!props.onReveal}
                aria-label={`${props.onReveal ? 'Revealed as ' : ''}Defense Factor ${g.counter.defense}, ${
                  g.counter.pavlov ? "Pavlov's House, Guards" : STRATEGY_LABEL[g.counter.strategy]
                }${g.n > 1 ? ` (${g.n} counters)` : ''}: ${
                  g.counter.strategy === 'barrage'
                    ? 'your Barrage choice'
                    : `capture ${pct(g.pCapture)}`
                }`}
                onClick={() => props.onReveal?.(g.counter)}
              >
                <span class="cb-counter-df">
                  <small>DF</small> {g.counter.defense}
                </span>
                <span class="cb-counter-name">
                  {g.counter.pavlov
                    ? "Pavlov's House (Guards)"
                    : STRATEGY_LABEL[g.counter.strategy]}
                  {g.n > 1 ? ` ×${g.n}` : ''}
                </span>
                <span class="cb-counter-p">
                  {g.counter.strategy === 'barrage' ? 'choice' : pct(g.pCapture)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
