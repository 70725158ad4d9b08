/**
 * What a Dawn Phase did (6.1), for its report: the reinforcements placed and where (6.1.1,
 * 6.2.1, 14.4, 14.6.1), those delayed and the full Areas that delayed them (6.1.1, 7.1), the
 * division 6.1.2 withdrew with its Morale cost (6.2.1), and the Areas marked Isolated (12.3).
 * Read from the state before the Dawn began and the state once it was over, so the report says
 * what changed and cannot disagree with the game.
 */
import { ok } from '../../../core/result';
import { apply } from './apply';
import { groupAreas, reinforcementGroups } from './flow';
import { counterOf, STACK_LIMIT, stackIn, unitIds } from './ops';
import type { GameRecord } from './record';
import { newGame } from './setup';
import type { Action, GameResultOf, GameState, Withdrawal } from './types';

/** Reinforcements that entered one Area at this Dawn. */
export interface DawnPlaced {
  readonly area: number;
  readonly units: readonly string[];
  /** A division an event withdrew, coming back (6.2.1, 14.6.1). */
  readonly returning: boolean;
  readonly rule: string;
}

/** One Area a delayed group could have entered, and how full it was (7.1). */
export interface DawnRoom {
  readonly area: number;
  /** German units in it when the reinforcements were placed. */
  readonly held: number;
}

/** A group (or the rest of one) still waiting once the Dawn is over (6.1.1). */
export interface DawnDelayed {
  readonly units: readonly string[];
  readonly returning: boolean;
  /** The Areas it may enter; each was full when the reinforcements were placed. */
  readonly areas: readonly DawnRoom[];
  /** The Area the group first entered (its rest may enter only there), or null. */
  readonly chosenArea: number | null;
  readonly rule: string;
}

/**
 * The 6.1.2 withdrawal of this Dawn: the division, the units taken off the map or out of the
 * reinforcements, and those in the Out of Action Box, each costing 1 Morale (6.2.1).
 */
export interface DawnWithdrew extends Pick<Withdrawal, 'division'> {
  readonly moraleLost: number;
  readonly units: readonly string[];
  readonly outOfAction: readonly string[];
}

/** Everything one Dawn changed. */
export interface DawnReport {
  readonly turn: number;
  readonly placed: readonly DawnPlaced[];
  readonly delayed: readonly DawnDelayed[];
  readonly withdrew: DawnWithdrew | null;
  /** Areas marked Isolated at this Dawn (12.3), or null without the optional rule. */
  readonly isolated: readonly number[] | null;
}

/**
 * The report of the Dawn between `before` (the state before the action that began it: the last
 * Combat Phase, or the game's start) and `after` (the state once it was over). The End Phase in
 * between moves no unit (6.5), so every unit that moved was moved by the Dawn.
 */
export function dawnReport(before: GameState, after: GameState): DawnReport {
  const placedBy = new Map<
    string,
    { area: number; units: string[]; returning: boolean; rule: string }
  >();
  for (const id of unitIds(before)) {
    const was = before.germans[id]!.location;
    const now = after.germans[id]?.location;
    if (was.kind !== 'reinforcement' || now?.kind !== 'area') continue;
    const returning = was.returnTo !== null;
    const key = `${now.area}:${returning}`;
    const p = placedBy.get(key);
    if (p) p.units.push(id);
    else
      placedBy.set(key, {
        area: now.area,
        units: [id],
        returning,
        rule: groupAreas(after, was.turn, was.returnTo).rule,
      });
  }
  const withdrew = withdrawalOf(before, after);
  // The Areas as the reinforcements found them: the 6.1.2 withdrawal comes after them.
  const heldAtPlacing = (n: number) =>
    stackIn(after, n) +
    (withdrew?.units.filter((id) => {
      const was = before.germans[id]!.location;
      return was.kind === 'area' && was.area === n;
    }).length ?? 0);
  const delayed = reinforcementGroups({ ...after, placedGroups: [] }).map(
    (g): DawnDelayed => ({
      units: g.units,
      returning: g.returning,
      areas: g.areas.map((area) => ({ area, held: Math.min(STACK_LIMIT, heldAtPlacing(area)) })),
      chosenArea: g.chosenArea,
      rule: g.rule,
    }),
  );
  return {
    turn: after.turn,
    placed: [...placedBy.values()].sort((a, b) => a.area - b.area),
    delayed,
    withdrew,
    isolated: after.options.isolation
      ? Object.keys(after.areas)
          .map(Number)
          .filter((n) => after.areas[n]!.isolated)
          .sort((a, b) => a - b)
      : null,
  };
}

/** The 6.1.2 withdrawal `after` records for its own Turn that `before` did not have, or null. */
function withdrawalOf(before: GameState, after: GameState): DawnWithdrew | null {
  const w = after.withdrawals
    .slice(before.withdrawals.length)
    .find((x) => !x.byEvent && x.turn === after.turn);
  if (!w) return null;
  const units: string[] = [];
  const outOfAction: string[] = [];
  for (const id of unitIds(after)) {
    if (counterOf(after.kit, id)?.division !== w.division) continue;
    const now = after.germans[id]!.location.kind;
    if (now === 'outOfAction') outOfAction.push(id);
    else if (now === 'withdrawn' && before.germans[id]?.location.kind !== 'withdrawn')
      units.push(id);
  }
  return { division: w.division, units, outOfAction, moraleLost: outOfAction.length };
}

/** The actions that can finish a Dawn: the one that begins it, or a choice made in it. */
const DAWN_ENDERS: ReadonlySet<Action['type']> = new Set([
  'endCombatPhase',
  'placeReinforcements',
  'chooseIsolated',
]);

/**
 * The report of the Dawn the record's last action (at its cursor) finished, or null when that
 * action finished no Dawn. Replays the log with the engine's own `apply`.
 */
export function lastDawnReport(record: GameRecord): GameResultOf<DawnReport | null> {
  const last = record.log[record.cursor - 1];
  if (!last || !DAWN_ENDERS.has(last.action.type)) return ok(null);
  const start = newGame(record.setup);
  if (!start.ok) return start;
  let s = start.value;
  let beforeDawn = s;
  let prev = s;
  for (let i = 0; i < record.cursor; i++) {
    const r = apply(s, record.log[i]!.action);
    if (!r.ok) return r;
    // An action that moves the Turn on has begun its Dawn (6.5, then 6.1).
    if (r.value.state.turn !== s.turn) beforeDawn = s;
    prev = s;
    s = r.value.state;
  }
  const inDawn = (x: GameState) => x.phase === 'dawn' && x.turn === s.turn;
  const wasBefore = prev.turn < s.turn || inDawn(prev);
  if (!wasBefore || s.phase === 'dawn' || s.phase === 'over') return ok(null);
  return ok(dawnReport(beforeDawn, s));
}
