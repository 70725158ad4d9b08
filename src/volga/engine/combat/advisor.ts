/**
 * Support advisor: every legal allocation of Artillery / Engineer / Air markers for one attack
 * (9.5.4), with its exact odds and Supply cost (6.3), the Pareto fronts, and the cheapest
 * allocation that reaches a target chance of capture.
 */
import { err, ok, type Result, type RuleError } from '../../../core/result';
import { SUPPLY_COST } from '../types';
import { combatOdds, type PoolCounter, unrevealedOdds } from './odds';
import type { CombatSpec, Odds } from './types';
import { airForbidden, checkCombatSpec } from './validate';

/** Supply Points to buy each Support marker (6.3). */
export interface SupplyCosts {
  readonly artillery: number;
  readonly engineer: number;
  readonly air: number;
}

/** Support markers in the Available Support Units Box (3.5). */
export interface SupportAvailable {
  readonly artillery: number;
  readonly engineers: number;
  readonly air: number;
}

/** What the advisor is asked. The spec's artillery/engineers/air are ignored (they are varied). */
export interface AdvisorInput {
  readonly spec: CombatSpec;
  readonly available: SupportAvailable;
  /** When given, the defender is Unrevealed and equally likely to be any of these (5.4). */
  readonly pool?: readonly PoolCounter[];
  /** Wanted chance of capture, 0..1, for `cheapest`. */
  readonly target?: number;
  /** Override of the 6.3 prices (e.g. 0 for the free Air marker of the turn). */
  readonly costs?: SupplyCosts;
}

/** One legal allocation of Support markers and what it buys. */
export interface Allocation {
  readonly artillery: number;
  readonly engineers: number;
  readonly air: number;
  /** Markers spent (sent to the Used box, 9.5.9). */
  readonly markers: number;
  /** Supply Points to buy the spent markers again (6.3). */
  readonly supplyCost: number;
  readonly av: number;
  /**
   * Odds after strategies; for an Unrevealed defender, given it is not Barrage (null when
   * every counter is Barrage).
   */
  readonly odds: Odds | null;
  /** Chance of capture (Success or Overrun after strategies); a Barrage counts as no capture. */
  readonly pCapture: number;
  /** Chance the Unrevealed defender is Barrage (0 for a known defender). */
  readonly pBarrage: number;
}

/** The advisor's answer. */
export interface AdvisorReport {
  /** Every legal allocation, by Supply cost then markers then Artillery/Engineer/Air. */
  readonly allocations: readonly Allocation[];
  /** Allocations no other beats on both fewer-or-equal markers and higher-or-equal pCapture. */
  readonly pareto: readonly Allocation[];
  /** The same front against Supply cost instead of markers. */
  readonly paretoByCost: readonly Allocation[];
  /** The cheapest allocation (Supply, then markers) with pCapture >= target; null if none or no target. */
  readonly cheapest: Allocation | null;
  readonly target: number | null;
  /** Why Air allocations were left out, if they were (6.2, 12.5). */
  readonly airForbidden: RuleError | null;
  readonly costs: SupplyCosts;
}

const EPS = 1e-12;

const nonNegInt = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0;

/**
 * The odds an allocation buys: against a known defender, or against a defender drawn from `pool`
 * (then given it is not Barrage, with the chance that it is).
 */
function oddsOf(
  spec: CombatSpec,
  pool: readonly PoolCounter[] | undefined,
): Result<Pick<Allocation, 'av' | 'odds' | 'pCapture' | 'pBarrage'>> {
  if (pool) {
    const r = unrevealedOdds(spec, pool);
    if (!r.ok) return r;
    const { av, givenNotBarrage, pCapture, pBarrage } = r.value;
    return ok({ av, odds: givenNotBarrage, pCapture, pBarrage });
  }
  const r = combatOdds(spec);
  if (!r.ok) return r;
  const { av, odds, pCapture } = r.value;
  return ok({ av, odds, pCapture, pBarrage: 0 });
}

/** The advice for one attack, or the rule its input breaks. */
export function adviseSupport(input: AdvisorInput): Result<AdvisorReport> {
  const { available } = input;
  const costs = input.costs ?? SUPPLY_COST;
  for (const k of ['artillery', 'engineers', 'air'] as const) {
    if (!nonNegInt(available[k])) {
      return err(
        'combat.available.invalid',
        '3.5',
        `available.${k} must be a whole number 0 or more.`,
      );
    }
  }
  for (const k of ['artillery', 'engineer', 'air'] as const) {
    if (typeof costs[k] !== 'number' || !(costs[k] >= 0)) {
      return err('combat.costs.invalid', '6.3', `costs.${k} must be a number 0 or more.`);
    }
  }
  const target = input.target ?? null;
  if (target !== null && !(typeof target === 'number' && target >= 0 && target <= 1)) {
    return err('combat.target.invalid', 'input', 'target must be a chance between 0 and 1.');
  }
  const bare: CombatSpec = {
    ...input.spec,
    attack: { ...input.spec.attack, artillery: 0, engineers: 0, air: false },
  };
  const checked = checkCombatSpec(bare);
  if (!checked.ok) return checked;
  const noAir = airForbidden(bare);
  const n = bare.attack.attackers;
  // 9.5.4: at most one Air marker, and no more markers than attackers.
  const maxAir = noAir ? 0 : Math.min(1, available.air);
  const allocations: Allocation[] = [];
  for (let air = 0; air <= maxAir; air++) {
    for (let artillery = 0; artillery <= Math.min(available.artillery, n - air); artillery++) {
      for (
        let engineers = 0;
        engineers <= Math.min(available.engineers, n - air - artillery);
        engineers++
      ) {
        const spec: CombatSpec = {
          ...bare,
          attack: { ...bare.attack, artillery, engineers, air: air === 1 },
        };
        const supplyCost =
          artillery * costs.artillery + engineers * costs.engineer + air * costs.air;
        const markers = artillery + engineers + air;
        const r = oddsOf(spec, input.pool);
        if (!r.ok) return r;
        allocations.push({ artillery, engineers, air, markers, supplyCost, ...r.value });
      }
    }
  }
  allocations.sort(
    (x, y) =>
      x.supplyCost - y.supplyCost ||
      x.markers - y.markers ||
      y.artillery - x.artillery ||
      y.engineers - x.engineers ||
      x.air - y.air,
  );
  let cheapest: Allocation | null = null;
  if (target !== null) {
    cheapest = allocations.find((a) => a.pCapture >= target - EPS) ?? null;
  }
  return ok({
    allocations,
    pareto: front(allocations, (a) => a.markers),
    paretoByCost: front(allocations, (a) => a.supplyCost),
    cheapest,
    target,
    airForbidden: noAir,
    costs,
  });
}

/**
 * The Pareto front minimising `spend` and maximising pCapture: sorted by spend, each entry
 * strictly better than every cheaper one. Ties keep the lowest Supply cost.
 */
function front(list: readonly Allocation[], spend: (a: Allocation) => number): Allocation[] {
  const sorted = [...list].sort(
    (x, y) => spend(x) - spend(y) || y.pCapture - x.pCapture || x.supplyCost - y.supplyCost,
  );
  const out: Allocation[] = [];
  let best = -1;
  for (const a of sorted) {
    if (a.pCapture > best + EPS) {
      out.push(a);
      best = a.pCapture;
    }
  }
  return out;
}
