/**
 * The after-action report of a game, read from its record: the result and the victory check
 * (11.1, 11.2, 14.7), the figures Turn by Turn (series.ts), every attack with the engine's exact
 * odds taken from the state just before its dice were rolled against what happened (9.4, 9.5),
 * and the luck of the dice (luck.ts). The log is replayed with the engine's own `apply`, so the
 * report cannot disagree with the game.
 */

import type { DiceSource } from '../../../core/input';
import { combatOdds } from '../combat';
import type { Roll, RollPurpose } from '../dice';
import {
  type AttackKind,
  type AttackRecord,
  apply,
  combatSpec,
  type GameRecord,
  type GameResult,
  type GameResultOf,
  type GameState,
  newGame,
  victoryTerms,
} from '../game';
import { finalVictory, heavyUrbanTaken } from '../game/flow';
import type { ComponentKit } from '../kit';
import type { CombatResult } from '../types';
import { chronicler, type EventLine, type LossLine, type ReturnLine } from './chronicle';
import { diceFairness, type FaceCounts } from './fairness';
import { diceSumLuck, type LuckFigure, midPercentile, successLuck } from './luck';
import { type GameSeries, gameSeries } from './series';
import { storyteller, type TurnStory } from './story';

/** The four chances of an attack before its dice (after the defender's strategy, 9.4). */
export type AttackOdds = Readonly<Record<CombatResult, number>>;

/** One attack of the game, as it was set up and as it came out. */
export interface AttackLine {
  /** Position in the log (1-based) of the action that finished it. */
  readonly entry: number;
  readonly turn: number;
  readonly area: number;
  readonly kind: AttackKind;
  readonly units: readonly string[];
  readonly lead: string | null;
  /** The Soviet counter id defending. */
  readonly counter: string;
  readonly artillery: number;
  readonly engineers: number;
  readonly air: boolean;
  /** Attack and Defense Values (9.5.2, 9.5.3) and totals, null when no dice were rolled. */
  readonly av: number | null;
  readonly dv: number | null;
  readonly at: number | null;
  readonly dt: number | null;
  /** The exact odds before any die of the attack was rolled, or null after a Barrage (9.4). */
  readonly odds: AttackOdds | null;
  /** Chance of taking the Area (Success or Overrun), or null with no odds. */
  readonly pCapture: number | null;
  readonly outcome: AttackRecord['outcome'];
  /** True when the attack took the Area (9.5.5). */
  readonly captured: boolean;
  /** The chance of the outcome that happened, or null with no odds. */
  readonly pOutcome: number | null;
  /**
   * Where the outcome sits among the four (Repulse worst for the attacker, Overrun best), as a
   * mid-percentile 0..1, or null with no odds.
   */
  readonly percentile: number | null;
  /** The dice the attack rolled (Air, isolation, German, Soviet). */
  readonly rolls: readonly Roll[];
}

/** Where the game stands against its victory conditions. */
export interface VictoryCheck {
  /** How the game ended, or null while it goes on. */
  readonly result: GameResult | null;
  readonly turn: number;
  readonly lastTurn: number;
  readonly morale: number;
  readonly controlled: number;
  /** Areas the Germans need (11.2, house setting) or all 50 (14.7). */
  readonly target: number;
  /** The rule of the final check: '11.2' or '14.7'. */
  readonly finalRule: string;
  /** The rule of the automatic victory: '11.1' or '14.7'. */
  readonly automaticRule: string;
  /** Turns still to play, the current one included (0 once the game is over). */
  readonly turnsLeft: number;
  /** German Controlled Areas still short of the target (0 when it is met). */
  readonly areasShort: number;
  /**
   * The main game's other condition (11.2): a Heavy Urban Area German Controlled beyond the
   * opening Areas, as far as the kit knows terrain; null in the Factory District (14.7).
   */
  readonly heavyUrbanHeld: boolean | null;
  /**
   * On the last Turn, the final check applied to the game as it stands (what ending the Combat
   * Phase now would give); null on every earlier Turn, once the game is over, or when the kit
   * does not yet know a terrain the check needs.
   */
  readonly ifEndedNow: GameResult | null;
}

/** Dice luck by what they were rolled for (cup draws are not dice). */
export type DiceLuck = Readonly<Record<Exclude<RollPurpose, 'cup'>, LuckFigure>>;

/**
 * An attack resolved with the app's dice, undone, and replaced by other choices (9.5): the
 * record keeps it, so deciding an attack again after seeing its dice shows in the report.
 */
export interface RedecidedAttack {
  /** Position in the log (1-based) of the action that replaced it. */
  readonly entry: number;
  readonly turn: number;
  readonly lead: string;
  readonly artillery: number;
  readonly engineers: number;
  readonly air: boolean;
  /** The dice it had rolled. */
  readonly rolls: readonly Roll[];
}

/** One Turn's attacks rolled with odds: Areas taken against the sum of their chances. */
export interface TurnCaptures {
  readonly turn: number;
  readonly attacks: number;
  readonly taken: number;
  readonly expected: number;
}

/** Everything the after-action report shows. */
export interface GameReport {
  /** The game Turn by Turn in the order of play (story.ts). */
  readonly story: readonly TurnStory[];
  /** The Random Events drawn, Turn by Turn (6.2). */
  readonly events: readonly EventLine[];
  /** German units sent Out of Action (3.7) and bought back (6.3), in log order. */
  readonly losses: readonly LossLine[];
  readonly returns: readonly ReturnLine[];
  /** The kit as the game knows it now, to name Areas and counters. */
  readonly kit: ComponentKit;
  /** German units in the Out of Action Box now (3.7). */
  readonly outOfActionNow: readonly string[];
  /** Attacks resolved, undone and decided again, in log order. */
  readonly redecided: readonly RedecidedAttack[];
  readonly scenario: GameState['scenario'];
  readonly victory: VictoryCheck;
  readonly series: GameSeries;
  readonly attacks: readonly AttackLine[];
  /** Areas taken against the sum of each attack's chance of taking its Area. */
  readonly captureLuck: LuckFigure;
  /** The same, Turn by Turn, for Turns with such attacks. */
  readonly capturesByTurn: readonly TurnCaptures[];
  readonly diceLuck: DiceLuck;
  readonly fairness: Readonly<Record<DiceSource, FaceCounts>>;
}

/** The results in order of how well they went for the attacker (9.5.5). */
const ORDER: readonly CombatResult[] = ['repulse', 'stalemate', 'success', 'overrun'];

const captures = (o: AttackRecord['outcome']) => o === 'success' || o === 'overrun';

/** The odds of the attack `action` is about to resolve in `s`, or null when they cannot be built. */
function oddsBefore(s: GameState, e: GameRecord['log'][number]): AttackOdds | null {
  const a = e.action;
  if (a.type !== 'resolveAttack') return null;
  const spec = combatSpec(s, {
    lead: a.lead,
    artillery: a.artillery,
    engineers: a.engineers,
    air: a.air,
    divisionsLater: a.divisionsLater === true,
  });
  if (!spec.ok) return null;
  const o = combatOdds(spec.value);
  return o.ok ? o.value.odds : null;
}

function attackLine(
  before: GameState,
  e: GameRecord['log'][number],
  entry: number,
  done: AttackRecord,
): AttackLine {
  const a = e.action;
  const pending = before.round?.attack;
  const odds = oddsBefore(before, e);
  const outcome = done.outcome;
  const known = odds && outcome !== 'barrageOnly' && outcome !== 'barrageRetreat' ? odds : null;
  let percentile: number | null = null;
  let pOutcome: number | null = null;
  if (known && outcome !== 'barrageOnly' && outcome !== 'barrageRetreat') {
    // The four results in order, so the mid-percentile of the one that happened reads as luck.
    const dist = ORDER.map((r) => known[r]);
    percentile = midPercentile(dist, ORDER.indexOf(outcome));
    pOutcome = known[outcome];
  }
  return {
    entry,
    turn: before.turn,
    area: done.area,
    kind: pending?.kind ?? 'mandatory',
    units: done.units,
    lead: done.lead,
    counter: done.counter,
    artillery: a.type === 'resolveAttack' ? a.artillery : 0,
    engineers: a.type === 'resolveAttack' ? a.engineers : 0,
    air: a.type === 'resolveAttack' ? a.air : false,
    av: done.av,
    dv: done.dv,
    at: done.at,
    dt: done.dt,
    odds: known,
    pCapture: known ? known.success + known.overrun : null,
    outcome,
    captured: captures(outcome),
    pOutcome,
    percentile,
    rolls: e.rolls.filter((r) => r.purpose.startsWith('combat.')),
  };
}

function victoryCheck(s: GameState): VictoryCheck {
  const terms = victoryTerms(s);
  const over = s.phase === 'over';
  let ifEndedNow: GameResult | null = null;
  // Only the last Turn's Combat Phase ends in the final check: before it, there is no verdict.
  if (!over && s.turn >= terms.lastTurn) {
    const f = finalVictory(s);
    if (f.ok) ifEndedNow = f.value;
  }
  return {
    result: s.result,
    turn: s.turn,
    lastTurn: terms.lastTurn,
    morale: s.morale,
    controlled: s.germanControlled,
    target: terms.target,
    finalRule: terms.rule,
    automaticRule: s.scenario === 'main' ? '11.1' : '14.7',
    turnsLeft: over ? 0 : Math.max(0, terms.lastTurn - s.turn + 1),
    areasShort: Math.max(0, terms.target - s.germanControlled),
    heavyUrbanHeld: s.scenario === 'main' ? heavyUrbanTaken(s) : null,
    ifEndedNow,
  };
}

const DICE_PURPOSES = [
  'supply',
  'supply.reroll',
  'randomEvent',
  'bloodyStreets',
  'combat.german',
  'combat.soviet',
  'combat.air',
  'combat.isolation',
] as const satisfies readonly Exclude<RollPurpose, 'cup'>[];

/** Returns the luck of every die in `rolls`, by purpose. */
export function diceLuck(rolls: readonly Roll[]): DiceLuck {
  const out = {} as Record<(typeof DICE_PURPOSES)[number], LuckFigure>;
  for (const p of DICE_PURPOSES) {
    const of = rolls.filter((r) => r.purpose === p);
    // A roll entered by its total counts by its total: no faces were read for it.
    const totals = of.flatMap((r) =>
      r.by === 'total' ? [{ count: r.count ?? 0, total: r.total ?? 0 }] : [],
    );
    out[p] = diceSumLuck(
      of.flatMap((r) => r.dice),
      totals,
    );
  }
  return out;
}

/** Returns the after-action report of `record` (its log up to the cursor), or why the log fails. */
export function gameReport(record: GameRecord): GameResultOf<GameReport> {
  const series = gameSeries(record);
  if (!series.ok) return series;
  const start = newGame(record.setup);
  if (!start.ok) return start;
  let s = start.value;
  const attacks: AttackLine[] = [];
  const redecided: RedecidedAttack[] = [];
  const chronicle = chronicler();
  const story = storyteller();
  for (let i = 0; i < record.cursor; i++) {
    const e = record.log[i]!;
    for (const u of e.undoneAttacks ?? []) {
      const { lead, artillery, engineers, air } = u.action;
      redecided.push({
        entry: i + 1,
        turn: s.turn,
        lead,
        artillery,
        engineers,
        air,
        rolls: u.rolls,
      });
    }
    const r = apply(s, e.action);
    // gameSeries has replayed the same log: every entry applies.
    if (!r.ok) return r;
    const next = r.value.state;
    const attack =
      next.lastAttack && next.lastAttack !== s.lastAttack
        ? attackLine(s, e, i + 1, next.lastAttack)
        : null;
    if (attack) attacks.push(attack);
    chronicle.observe(s, next, e, i + 1);
    story.observe(s, next, e, attack);
    s = next;
  }
  const withOdds = attacks.filter((a) => a.pCapture !== null);
  const byTurn = new Map<number, TurnCaptures>();
  for (const a of withOdds) {
    const t = byTurn.get(a.turn) ?? { turn: a.turn, attacks: 0, taken: 0, expected: 0 };
    byTurn.set(a.turn, {
      turn: a.turn,
      attacks: t.attacks + 1,
      taken: t.taken + (a.captured ? 1 : 0),
      expected: t.expected + a.pCapture!,
    });
  }
  return {
    ok: true,
    value: {
      ...chronicle.result(),
      story: story.result(),
      kit: s.kit,
      outOfActionNow: Object.values(s.germans)
        .filter((u) => u.location.kind === 'outOfAction')
        .map((u) => u.id),
      scenario: s.scenario,
      victory: victoryCheck(s),
      series: series.value,
      attacks,
      redecided,
      captureLuck: successLuck(
        withOdds.map((a) => a.pCapture!),
        withOdds.filter((a) => a.captured).length,
      ),
      capturesByTurn: [...byTurn.values()],
      diceLuck: diceLuck(series.value.rolls),
      fairness: diceFairness(series.value.rolls),
    },
  };
}
