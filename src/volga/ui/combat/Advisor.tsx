/**
 * The support advisor (engine's adviseSupport): the Pareto front of chance to capture against
 * markers or Supply spent, and the cheapest allocation reaching a wanted chance. Tapping a
 * suggestion puts those markers into the attack.
 */
import { useMemo, useState } from 'preact/hooks';
import { Segmented, Stepper } from '../../../core/controls';
import { pct } from '../../../core/format';
import {
  type Allocation,
  adviseSupport,
  type CombatSpec,
  type PoolCounter,
  type SupplyCosts,
  type SupportAvailable,
} from '../../engine/combat';
import { LIMITS } from './form';
import './combat.css';

/** The Support markers in the Available box the player can set, with their limits (one Air). */
const AVAILABLE = [
  ['artillery', 'Artillery', LIMITS.available],
  ['engineers', 'Engineers', LIMITS.available],
  ['air', 'Air', [0, 1]],
] as const satisfies readonly (readonly [
  keyof SupportAvailable,
  string,
  readonly [number, number],
])[];

/** The two ways to rank the suggestions: by markers spent or by Supply Points. */
const BY_NAME = { markers: 'By markers', supply: 'By Supply Points' } as const;

/** The markers of one allocation, in words ("1 Artillery, 1 Engineer, Air"). */
export function allocationText(a: Pick<Allocation, 'artillery' | 'engineers' | 'air'>): string {
  const parts: string[] = [];
  if (a.artillery > 0) parts.push(`${a.artillery} Artillery`);
  if (a.engineers > 0) parts.push(`${a.engineers} Engineer`);
  if (a.air > 0) parts.push('Air');
  return parts.length > 0 ? parts.join(', ') : 'No Support markers';
}

/** The support a suggestion puts into the attack. */
export interface SupportChoice {
  readonly artillery: number;
  readonly engineers: number;
  readonly air: boolean;
}

/** Props of Advisor. */
export interface AdvisorProps {
  readonly spec: CombatSpec;
  /** The counters an Unrevealed defender may be; null when the counter is known. */
  readonly pool: readonly PoolCounter[] | null;
  readonly available: SupportAvailable;
  /** Lets the player say what is in the Available box (the calculator); omitted in a game. */
  readonly onAvailable?: (a: SupportAvailable) => void;
  /** Wanted chance to capture, in percent. */
  readonly target: number;
  readonly onTarget: (t: number) => void;
  readonly costs?: SupplyCosts;
  readonly onApply: (s: SupportChoice) => void;
}

/** Returns the advisor panel. */
export function Advisor(props: AdvisorProps) {
  const { spec, pool, available, target } = props;
  const [by, setBy] = useState<'markers' | 'supply'>('markers');
  const key = JSON.stringify([spec, available, target, props.costs, pool?.length]);
  const report = useMemo(
    () =>
      adviseSupport({
        spec,
        available,
        target: target / 100,
        pool: pool ?? undefined,
        costs: props.costs,
      }),
    [key, pool],
  );
  const a = spec.attack;
  const isNow = (x: Allocation) =>
    x.artillery === a.artillery && x.engineers === a.engineers && (x.air === 1) === a.air;
  const apply = (x: Allocation) =>
    props.onApply({ artillery: x.artillery, engineers: x.engineers, air: x.air === 1 });

  return (
    <div class="cb-advisor">
      {props.onAvailable && (
        <div class="field-grid">
          {AVAILABLE.map(([key, label, [min, max]]) => (
            <Stepper
              key={key}
              id={`avail-${key}`}
              label={`${label} available`}
              value={available[key]}
              min={min}
              max={max}
              onChange={(n) => props.onAvailable?.({ ...available, [key]: n })}
            />
          ))}
        </div>
      )}
      <Stepper
        id="target"
        label="Wanted chance to capture"
        value={target}
        min={LIMITS.target[0]}
        max={LIMITS.target[1]}
        step={5}
        display={`${target}%`}
        onChange={props.onTarget}
      />
      {!report.ok ? (
        <p class="cb-error" role="status">
          {report.error.message} <span class="rule-tag">{report.error.rule}</span>
        </p>
      ) : (
        <>
          {report.value.airForbidden && (
            <p class="field-note">
              No Air suggested: {report.value.airForbidden.message}{' '}
              <span class="rule-tag">{report.value.airForbidden.rule}</span>
            </p>
          )}
          <div class="cb-cheapest" data-testid="advisor-cheapest">
            {report.value.cheapest ? (
              <Suggestion
                a={report.value.cheapest}
                lead={`Cheapest to reach ${target}%`}
                now={isNow(report.value.cheapest)}
                onApply={apply}
              />
            ) : (
              <p class="field-note">
                No allocation of the markers available reaches {target}%; the best is at the end of
                the list below.
              </p>
            )}
          </div>
          <Segmented
            name="pareto-by"
            legend="Best chance for what you spend"
            labels={BY_NAME}
            value={by}
            onChange={setBy}
          />
          <ul class="cb-pareto" data-testid="advisor-pareto">
            {(by === 'markers' ? report.value.pareto : report.value.paretoByCost).map((x) => (
              <li key={`${x.artillery}-${x.engineers}-${x.air}`}>
                <Suggestion a={x} now={isNow(x)} onApply={apply} />
              </li>
            ))}
          </ul>
          <p class="field-note">
            Supply Points are the 6.3 prices to buy the markers again (Artillery{' '}
            {report.value.costs.artillery}, Engineer {report.value.costs.engineer}, Air{' '}
            {report.value.costs.air}); used markers go to the Used box (9.5.9).
            {pool && ' Against an Unrevealed unit this is a plan: markers go in after the reveal.'}
          </p>
        </>
      )}
    </div>
  );
}

/** One allocation as a button that applies it. */
function Suggestion(props: {
  a: Allocation;
  lead?: string;
  now: boolean;
  onApply: (a: Allocation) => void;
}) {
  const { a } = props;
  const what = allocationText(a);
  const cost = `${a.markers} marker${a.markers === 1 ? '' : 's'} · ${a.supplyCost} Supply`;
  return (
    <button
      type="button"
      class={`outlined cb-suggest${props.now ? ' cb-suggest-now' : ''}`}
      aria-pressed={props.now}
      aria-label={`${props.lead ? `${props.lead}: ` : ''}${what}, ${cost}, capture ${pct(a.pCapture)}${props.now ? ', in use' : ', tap to use'}`}
      onClick={() => props.onApply(a)}
    >
      {props.lead && <span class="cb-suggest-lead">{props.lead}</span>}
      <span class="cb-suggest-what">{what}</span>
      <span class="cb-suggest-p">{pct(a.pCapture)}</span>
      <span class="cb-suggest-cost">
        {cost} · AV {a.av}
        {props.now ? ' · in use' : ''}
      </span>
      <span class="cb-bar-track" aria-hidden="true">
        <span class="cb-bar-fill" style={{ width: `${a.pCapture * 100}%` }} />
      </span>
    </button>
  );
}
