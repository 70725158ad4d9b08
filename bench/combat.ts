/**
 * Combat engine benchmarks: the worst-case exact odds query against a one-million-sample
 * Monte Carlo estimate of the same query, measured in the same run; the unrevealed-defender
 * mixture over the 32 Light Urban counters; and the support advisor.
 */
import type { Budget } from '../scripts/bench';
import {
  adviseSupport,
  airReduction,
  applyStrategy,
  attackValue,
  COMBAT_EVENTS,
  type CombatSpec,
  classify,
  combatOdds,
  countersFor,
  defenseValue,
  flagsOf,
  isolationModifier,
  type Odds,
  type PoolCounter,
  resolve,
  sovietDiceCount,
  unrevealedOdds,
} from '../src/volga/engine/combat/index';
import { prng } from '../tests/support/prng';
import { timeMedian } from './_util';

/** Runs after the cheaper modules. */
export const order = 30;

/** Guards first revealed beside the Volga (4d6 keep two), Air die, isolation die: 6^8 dice combinations. */
const WORST: CombatSpec = {
  attack: {
    lead: 6,
    attackers: 4,
    artillery: 2,
    engineers: 1,
    air: true,
    integrity: true,
    parentOrgs: 1,
    morale: 15,
  },
  defense: {
    terrain: 'heavyUrban',
    tem: 4,
    defense: 8,
    strategy: 'guards',
    firstReveal: true,
    volga: true,
    isolated: true,
    pavlov: false,
    contestedAtStart: false,
  },
  events: flagsOf(COMBAT_EVENTS, []),
  options: { rubble: false, parentOrganization: false, limitedAir: false },
};

/** Estimates the odds of WORST by rolling every die `samples` times with the engine's own rules. */
function monteCarlo(samples: number, seed: number): Odds {
  const rnd = prng(seed).next; // seeded, so the estimate is the same every run
  const d6 = () => 1 + Math.floor(rnd() * 6);
  const av = attackValue(WORST).value;
  const base = defenseValue(WORST).value; // before the Air and isolation dice
  const counts = { repulse: 0, stalemate: 0, success: 0, overrun: 0 };
  for (let i = 0; i < samples; i++) {
    const mod = isolationModifier(d6(), true);
    const dv = Math.max(0, base + mod - airReduction(d6(), false));
    const at = av + d6() + d6();
    let a = 0;
    let b = 0;
    for (let k = 0; k < 4; k++) {
      const s = d6();
      if (s > a) {
        b = a;
        a = s;
      } else if (s > b) b = s;
    }
    const result = applyStrategy(
      classify(at - (dv + a + b), WORST.defense.defense + mod),
      'guards',
    );
    counts[result] += 1;
  }
  return {
    repulse: counts.repulse / samples,
    stalemate: counts.stalemate / samples,
    success: counts.success / samples,
    overrun: counts.overrun / samples,
  };
}

/**
 * Estimates the advisor's answer (the capture chance of every support allocation against an
 * unrevealed defender) by `samples` random attacks spread evenly over the allocations: a
 * counter drawn from the pool (a Barrage counter counts as no capture, as the advisor does),
 * then every die rolled and the attack resolved by the engine's own resolve().
 */
function advisorMonteCarlo(
  spec: CombatSpec,
  pool: readonly PoolCounter[],
  allocations: readonly { artillery: number; engineers: number; air: number }[],
  samples: number,
  seed: number,
): number[] {
  const rnd = prng(seed).next; // seeded, so the estimate is the same every run
  const d6 = () => 1 + Math.floor(rnd() * 6);
  const each = Math.floor(samples / allocations.length);
  return allocations.map((a) => {
    let captured = 0;
    for (let i = 0; i < each; i++) {
      const c = pool[Math.floor(rnd() * pool.length)]!;
      if (c.strategy === 'barrage') continue;
      const s: CombatSpec = {
        ...spec,
        attack: {
          ...spec.attack,
          artillery: a.artillery,
          engineers: a.engineers,
          air: a.air === 1,
        },
        defense: {
          ...spec.defense,
          defense: c.defense!,
          strategy: c.strategy,
          pavlov: c.pavlov ?? false,
          firstReveal: true,
        },
      };
      const soviet: number[] = [];
      for (let k = sovietDiceCount(s); k > 0; k--) soviet.push(d6());
      const r = resolve(s, {
        german: [d6(), d6()],
        soviet,
        ...(s.attack.air ? { air: d6() } : {}),
        ...(s.defense.isolated ? { isolation: d6() } : {}),
      });
      if (!r.ok) throw new Error(r.error.message);
      if (r.value.outcome === 'success' || r.value.outcome === 'overrun') captured += 1;
    }
    return captured / each;
  });
}

/** Measures the combat engine; medians in ms plus the Monte Carlo error against the exact odds. */
export async function run(): Promise<Record<string, number>> {
  const exact = combatOdds(WORST);
  if (!exact.ok) throw new Error(exact.error.message);
  const oddsWorstMs = timeMedian(() => combatOdds(WORST), 501, 100);
  let estimate: Odds | undefined;
  const oddsMonteCarloMs = timeMedian(
    () => {
      estimate = monteCarlo(1_000_000, 12345);
    },
    5,
    1,
  );
  const keys = ['repulse', 'stalemate', 'success', 'overrun'] as const;
  const oddsMonteCarloMaxErr = Math.max(
    ...keys.map((k) => Math.abs(exact.value.odds[k] - estimate![k])),
  );

  const lightUrban = countersFor('main', 'lightUrban');
  const unrevealedSpec: CombatSpec = {
    ...WORST,
    defense: { ...WORST.defense, terrain: 'lightUrban', tem: 3, volga: false },
  };
  const check = unrevealedOdds(unrevealedSpec, lightUrban);
  if (!check.ok) throw new Error(check.error.message);
  const oddsUnrevealedMs = timeMedian(() => unrevealedOdds(unrevealedSpec, lightUrban), 101, 20);

  // Advisor: 4 attackers; 3 Artillery, 2 Engineers, 1 Air available; the defender is an
  // Isolated unrevealed Light Urban unit (20 allocations x 32 counters).
  const input = {
    spec: unrevealedSpec,
    available: { artillery: 3, engineers: 2, air: 1 },
    pool: lightUrban,
    target: 0.5,
  };
  const advice = adviseSupport(input);
  if (!advice.ok) throw new Error(advice.error.message);
  const advisorMs = timeMedian(() => adviseSupport(input), 41, 5);
  let mc: number[] = [];
  const advisorMonteCarloMs = timeMedian(
    () => {
      mc = advisorMonteCarlo(unrevealedSpec, lightUrban, advice.value.allocations, 1_000_000, 777);
    },
    3,
    0,
  );
  const advisorMonteCarloMaxErr = Math.max(
    ...advice.value.allocations.map((a, i) => Math.abs(a.pCapture - mc[i]!)),
  );

  return {
    oddsWorstMs,
    oddsMonteCarloMs,
    oddsMonteCarloMaxErr: Number(oddsMonteCarloMaxErr.toFixed(6)),
    oddsUnrevealedMs,
    advisorMs,
    advisorMonteCarloMs,
    advisorMonteCarloMaxErr: Number(advisorMonteCarloMaxErr.toFixed(6)),
  };
}

/** Budgets for the combat engine's measurements. */
export const budgets: readonly Budget[] = [
  {
    key: 'oddsWorstMs',
    text: 'worst-case exact odds under 1 ms',
    check: (m) => (m.oddsWorstMs ?? Number.POSITIVE_INFINITY) < 1,
  },
  {
    key: 'oddsMonteCarloMs',
    text: 'exact odds at least 1000x faster than a 1,000,000-sample Monte Carlo',
    check: (m) =>
      (m.oddsMonteCarloMs ?? 0) / Math.max(m.oddsWorstMs ?? Number.POSITIVE_INFINITY, 1e-6) >= 1000,
  },
  {
    key: 'oddsMonteCarloMaxErr',
    text: 'Monte Carlo within 0.005 of the exact odds (sanity)',
    check: (m) => (m.oddsMonteCarloMaxErr ?? 1) < 0.005,
  },
  {
    key: 'oddsUnrevealedMs',
    text: 'mixture over 32 Light Urban counters under 5 ms',
    check: (m) => (m.oddsUnrevealedMs ?? Number.POSITIVE_INFINITY) < 5,
  },
  {
    key: 'advisorMs',
    text: 'advisor (4 attackers, 3 Art, 2 Eng, 1 Air) under 25 ms',
    check: (m) => (m.advisorMs ?? Number.POSITIVE_INFINITY) < 25,
  },
  {
    key: 'advisorMonteCarloMs',
    text: 'advisor at least 100x faster than a 1,000,000-sample Monte Carlo of the same query',
    check: (m) =>
      (m.advisorMonteCarloMs ?? 0) / Math.max(m.advisorMs ?? Number.POSITIVE_INFINITY, 1e-6) >= 100,
  },
  {
    key: 'advisorMonteCarloMaxErr',
    text: "advisor's capture chances within 0.01 of the Monte Carlo (sanity)",
    check: (m) => (m.advisorMonteCarloMaxErr ?? 1) < 0.01,
  },
];
