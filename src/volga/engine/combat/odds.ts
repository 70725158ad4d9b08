/**
 * Exact odds of an attack, before rolling, over every die involved: German 2d6, the Soviet dice
 * (Guards keep the best two), the Air Support die and the isolation die. Enumerated with integer
 * counts, not simulated; probabilities are count / denominator.
 */

import { err, ok, type Result } from '../../../core/result';
import type { SovietCounter } from '../counters';
import type { Strategy } from '../types';
import { diffFor, waysBelow } from './dice';
import type { AttackSpec, CombatOdds, CombatSpec, Odds } from './types';
import { checkCombatSpec, isGuardsUnit, sovietDiceCount, strategyInEffect } from './validate';
import {
  airDieReduced,
  airReduction,
  attackValue,
  baseDefenseValue,
  defenseValue,
  isolationModifier,
} from './values';

interface Weighted {
  readonly value: number;
  readonly ways: number;
}

/** Groups the six faces of one die by the value they give. */
function faces(f: (roll: number) => number): Weighted[] {
  const out: Weighted[] = [];
  for (let r = 1; r <= 6; r++) {
    const v = f(r);
    const w = out.find((x) => x.value === v);
    if (w) (w as { ways: number }).ways += 1;
    else out.push({ value: v, ways: 1 });
  }
  return out;
}

const NO_DIE: readonly Weighted[] = [{ value: 0, ways: 1 }];

const sum = (ws: readonly Weighted[]) => ws.reduce((n, w) => n + w.ways, 0);

/**
 * One value die (9.5.3D Air, 12.3 isolation): no die when it does not apply, its one face once
 * rolled, else all six faces grouped by the value `f` gives them.
 */
function valueDie(
  applies: boolean,
  rolled: number | undefined,
  f: (roll: number) => number,
): readonly Weighted[] {
  if (!applies) return NO_DIE;
  return rolled === undefined ? faces(f) : [{ value: f(rolled), ways: 1 }];
}

/** Value dice (9.5.3D Air, 12.3 isolation) already rolled, which the odds then take as known. */
export interface ValueRolls {
  readonly air?: number;
  readonly isolation?: number;
}

interface RawCounts {
  repulse: number;
  stalemate: number;
  success: number;
  overrun: number;
  denominator: number;
}

/**
 * Integer counts of each 9.5.5 result (before strategies) for a checked spec with Attack Value av.
 */
function countResults(spec: CombatSpec, av: number, rolls: ValueRolls = {}): RawCounts {
  const table = diffFor(sovietDiceCount(spec));
  const base = baseDefenseValue(spec);
  const guards = isGuardsUnit(spec);
  const iso = valueDie(spec.defense.isolated, rolls.isolation, (r) => isolationModifier(r, guards));
  const reduced = airDieReduced(spec);
  const air = valueDie(spec.attack.air, rolls.air, (r) => airReduction(r, reduced));
  const c: RawCounts = { repulse: 0, stalemate: 0, success: 0, overrun: 0, denominator: 0 };
  const total = table.total;
  for (const i of iso) {
    const defenseFactor = spec.defense.defense + i.value;
    for (const a of air) {
      const w = i.ways * a.ways;
      const dv = Math.max(0, base + i.value - a.value); // 9.5.3: never below 0
      const k = av - dv; // AT - DT = k + (German 2d6 - Soviet dice)
      const rep = waysBelow(table, -k); // AT < DT
      const stal = waysBelow(table, -k + 1) - rep; // AT = DT
      // 9.5.5: an Overrun is a Success whose margin exceeds the (isolation-modified) DF.
      const over = total - waysBelow(table, Math.max(0, defenseFactor) - k + 1);
      c.repulse += w * rep;
      c.stalemate += w * stal;
      c.overrun += w * over;
      c.success += w * (total - rep - stal - over);
    }
  }
  c.denominator = total * sum(iso) * sum(air);
  return c;
}

/** Applies the strategy in effect to result counts: Fanatic turns every Success into a Stalemate (9.4). */
function afterStrategy(c: RawCounts, strategy: Strategy | null): RawCounts {
  if (strategy !== 'fanatic') return c;
  return { ...c, stalemate: c.stalemate + c.success, success: 0 };
}

const toOdds = (c: RawCounts): Odds => ({
  repulse: c.repulse / c.denominator,
  stalemate: c.stalemate / c.denominator,
  success: c.success / c.denominator,
  overrun: c.overrun / c.denominator,
});

/**
 * Exact odds of one attack on a known Soviet unit, or the rule the spec breaks. Value dice
 * already rolled (`rolls`: the Air die, 9.5.3D; the isolation die, 12.3) are taken as known, so
 * the odds match the Defense Value they give; those still to roll count over all six faces.
 */
export function combatOdds(spec: CombatSpec, rolls: ValueRolls = {}): Result<CombatOdds> {
  const checked = checkCombatSpec(spec);
  if (!checked.ok) return checked;
  const bad = checkValueRolls(spec, rolls);
  if (bad) return bad;
  return ok(oddsOfChecked(spec, rolls));
}

/** The first problem with value dice given before the roll (2.1, 9.5.3, 12.3), or null. */
function checkValueRolls(spec: CombatSpec, rolls: ValueRolls): Result<never> | null {
  for (const [name, v] of [
    ['air', rolls.air],
    ['isolation', rolls.isolation],
  ] as const) {
    if (v !== undefined && !(Number.isInteger(v) && v >= 1 && v <= 6))
      return err(
        'combat.die.outOfRange',
        '2.1',
        `Die ${name} must be a whole number 1..6; got ${String(v)}.`,
      );
  }
  if (!spec.attack.air && rolls.air !== undefined)
    return err(
      'combat.air.dieUnexpected',
      '9.5.3',
      'An Air die was given but no Air Support marker is placed.',
    );
  if (!spec.defense.isolated && rolls.isolation !== undefined)
    return err(
      'combat.isolation.dieUnexpected',
      '12.3',
      'An isolation die was given but the unit is not Isolated.',
    );
  return null;
}

/** combatOdds for a spec (and value dice) already checked. */
function oddsOfChecked(spec: CombatSpec, rolls: ValueRolls = {}): CombatOdds {
  const av = attackValue(spec);
  const dv = defenseValue(spec, rolls);
  const before = countResults(spec, av.value, rolls);
  const after = afterStrategy(before, strategyInEffect(spec));
  const odds = toOdds(after);
  return {
    av: av.value,
    avTerms: av.terms,
    dvBeforeDice: dv.value,
    dvTerms: dv.terms,
    pending: dv.pending,
    sovietDice: sovietDiceCount(spec),
    odds,
    counts: after,
    combatResultOdds: toOdds(before),
    pCapture: odds.success + odds.overrun,
  };
}

/** A Soviet counter as the unrevealed odds need it: the DF must be known. */
export type PoolCounter = Pick<SovietCounter, 'defense' | 'strategy'> &
  Partial<Pick<SovietCounter, 'id' | 'terrain' | 'pavlov'>>;

/** Odds against one counter of an unrevealed pool. */
export interface CounterOdds {
  readonly id?: string;
  readonly defense: number;
  readonly strategy: Strategy;
  readonly odds: Odds;
  readonly pCapture: number;
}

/** Odds against a defender not yet Revealed: a mixture over the counters it may be. */
export interface UnrevealedOdds {
  readonly av: number;
  readonly avTerms: CombatOdds['avTerms'];
  /** Number of counters it may be, each equally likely. */
  readonly counters: number;
  /** Chance the defender turns out to be Barrage (the player then chooses, 9.4). */
  readonly pBarrage: number;
  /** Odds after strategies given the defender is not Barrage; null when every counter is Barrage. */
  readonly givenNotBarrage: Odds | null;
  /** Chance of capture counting a Barrage as no capture: P(not Barrage) x P(capture | not Barrage). */
  readonly pCapture: number;
  /**
   * The Barrage branches: `outOfAction` continues the combat with one attacker fewer (odds
   * mixed over the Barrage counters; null with a lone attacker or no Barrage counter);
   * `retreat` has no combat and no capture.
   */
  readonly barrage: {
    readonly outOfAction: Odds | null;
    /** The attack assumed to go on after one unit goes Out of Action (see barrageContinueSpec). */
    readonly continueAttack: AttackSpec | null;
  };
  readonly perCounter: readonly CounterOdds[];
}

/**
 * The attack a Barrage's first choice leaves (9.4): one non-lead unit out, integrity kept only
 * with three or more left, parent organizations capped, and markers trimmed to the 9.5.4 limit
 * (Artillery first, then Engineers, then Air). Null with a lone attacker: no combat follows.
 */
export function barrageContinueSpec(spec: CombatSpec): CombatSpec | null {
  const a = spec.attack;
  const n = a.attackers - 1;
  if (n < 1) return null;
  let artillery = a.artillery;
  let engineers = a.engineers;
  let air = a.air;
  let over = artillery + engineers + (air ? 1 : 0) - n;
  while (over > 0) {
    if (artillery > 0) artillery--;
    else if (engineers > 0) engineers--;
    else air = false;
    over--;
  }
  return {
    ...spec,
    attack: {
      ...a,
      attackers: n,
      integrity: a.integrity && n >= 3,
      // With the Integrity Bonus kept, three of the n share a division (9.5.2D): at most n - 2
      // organizations are left (the unit lost is taken from another one, 12.4).
      parentOrgs: Math.min(a.parentOrgs, a.integrity && n >= 3 ? n - 2 : n),
      artillery,
      engineers,
      air,
    },
  };
}

/**
 * Odds against an unrevealed Soviet unit that is equally likely to be any of `pool` (the
 * counters of that terrain still unseen). The spec's defense/strategy/pavlov fields are
 * replaced by each counter's; the unit is taken as first Revealed in this Action Round (9.4).
 */
export function unrevealedOdds(
  spec: CombatSpec,
  pool: readonly PoolCounter[],
): Result<UnrevealedOdds> {
  if (pool.length === 0) {
    return err('combat.pool.empty', '5.4', 'No unseen Soviet counter is left for this terrain.');
  }
  const specs: CombatSpec[] = [];
  for (const c of pool) {
    if (c.defense === null) {
      return err(
        'combat.counter.defenseUnknown',
        '12.6',
        `Counter ${c.id ?? '(unnamed)'} has no Defense Factor: transcribe it from the counter first.`,
      );
    }
    if (c.terrain !== undefined && c.terrain !== spec.defense.terrain) {
      return err(
        'combat.counter.terrainMismatch',
        '5.4',
        `Counter ${c.id ?? '(unnamed)'} is ${c.terrain}, but the Area is ${spec.defense.terrain}.`,
      );
    }
    const s: CombatSpec = {
      ...spec,
      defense: {
        ...spec.defense,
        defense: c.defense,
        strategy: c.strategy,
        pavlov: c.pavlov === true,
        firstReveal: true,
      },
    };
    const checked = checkCombatSpec(s);
    if (!checked.ok) return checked;
    specs.push(s);
  }
  const av = attackValue(specs[0]!);
  const perCounter: CounterOdds[] = [];
  const non: Odds[] = [];
  const barrageSpecs: CombatSpec[] = [];
  specs.forEach((s, i) => {
    const o = oddsOfChecked(s);
    perCounter.push({
      id: pool[i]!.id,
      defense: s.defense.defense,
      strategy: s.defense.strategy,
      odds: o.odds,
      pCapture: o.pCapture,
    });
    if (s.defense.strategy === 'barrage') barrageSpecs.push(s);
    else non.push(o.odds);
  });
  const pBarrage = barrageSpecs.length / specs.length;
  const givenNotBarrage = non.length > 0 ? mean(non) : null;
  let outOfAction: Odds | null = null;
  const continueSpec = barrageContinueSpec(spec);
  if (continueSpec && barrageSpecs.length > 0) {
    const branch: Odds[] = [];
    for (const s of barrageSpecs) {
      const cs = barrageContinueSpec(s)!;
      const checked = checkCombatSpec(cs);
      if (!checked.ok) return checked;
      branch.push(oddsOfChecked(cs).odds);
    }
    outOfAction = mean(branch);
  }
  return ok({
    av: av.value,
    avTerms: av.terms,
    counters: specs.length,
    pBarrage,
    givenNotBarrage,
    pCapture: givenNotBarrage
      ? (1 - pBarrage) * (givenNotBarrage.success + givenNotBarrage.overrun)
      : 0,
    barrage: { outOfAction, continueAttack: continueSpec?.attack ?? null },
    perCounter,
  });
}

/** The equal-weight mixture of several Odds. */
function mean(list: readonly Odds[]): Odds {
  const n = list.length;
  let repulse = 0;
  let stalemate = 0;
  let success = 0;
  let overrun = 0;
  for (const o of list) {
    repulse += o.repulse;
    stalemate += o.stalemate;
    success += o.success;
    overrun += o.overrun;
  }
  return {
    repulse: repulse / n,
    stalemate: stalemate / n,
    success: success / n,
    overrun: overrun / n,
  };
}

/** The two answers to a Barrage on first reveal (9.4) with what each leads to, before choosing. */
export interface BarrageChoiceOdds {
  /** Odds of the combat fought by the attackers left (barrageContinueSpec); null for a lone attacker. */
  readonly outOfAction: CombatOdds | null;
  /** No combat: every attacker Spent and retreating, no capture. */
  readonly retreat: { readonly pCapture: 0 };
}

/**
 * Odds of each Barrage choice (9.4) side by side, or the rule the spec breaks. The attack after
 * an Out of Action is the one barrageContinueSpec assumes; value dice already rolled count as known.
 */
export function barrageChoiceOdds(
  spec: CombatSpec,
  rolls: ValueRolls = {},
): Result<BarrageChoiceOdds> {
  const checked = checkCombatSpec(spec);
  if (!checked.ok) return checked;
  const next = barrageContinueSpec(spec);
  if (!next) return ok({ outOfAction: null, retreat: { pCapture: 0 } });
  // The markers trimmed with the unit lost may take the Air die with them.
  const kept: ValueRolls = {
    ...(next.attack.air && rolls.air !== undefined ? { air: rolls.air } : {}),
    ...(rolls.isolation !== undefined ? { isolation: rolls.isolation } : {}),
  };
  const o = combatOdds(next, kept);
  if (!o.ok) return o;
  return ok({ outOfAction: o.value, retreat: { pCapture: 0 } });
}
