/**
 * The Combat Phase (6.4): Bloody Streets (6.4.1), the Action Rounds (6.4.2) and the end of the
 * Phase (6.4.3). Activation and movement (activation.ts), the attack (attack.ts, attackSpec.ts)
 * and the retreat (retreat.ts) live in their own modules; this one re-exports them, so the
 * Combat Phase has one entry point.
 */
import { err, ok } from '../../../core/result';
import type { DiceStream } from '../dice';
import { temOf } from '../kit';
import { bloodyStreetsAreas } from './flow';
import { addMorale, known, putUnits, sovietCounter, unitsIn } from './ops';
import { advance, endCombatPhase as finishCombatPhase, wrongStep } from './sequence';
import { defenseStrategy } from './strategy';
import type { GameResultOf, GameState, GermanUnitState } from './types';

export type { MoveCost, StackBorderPick } from './activation';
export {
  activatableUnits,
  activate,
  move,
  moveCost,
  movementFactor,
  moveStack,
  pausedByEvent,
  shoulderUnit,
  stackBorderPicks,
  stackMoves,
} from './activation';
export { attackKind, barrageChoice, declareAttack, resolveAttack, revealCounter } from './attack';

export { combatSpec, defaultLead, defender, divisionQuestion, unseenFor } from './attackSpec';
export { retreat, retreatRoutes } from './retreat';

/** 6.4.1: roll for every Contested Light/Heavy Urban Area, ascending. */
export function rollBloodyStreets(s: GameState, dice: DiceStream): GameResultOf<GameState> {
  const areas = bloodyStreetsAreas(s);
  if (!areas.ok) return areas;
  let next = s;
  for (const n of areas.value) {
    const r = dice.roll('bloodyStreets', 1, '6.4.1');
    if (!r.ok) return r;
    const mod = bloodyStreetsModifier(next, n);
    if (!mod.ok) return mod;
    const result = Math.min(6, r.value[0]! + mod.value);
    if (result === 6) {
      // 6: the German units there flip to Spent, and Morale -1.
      next = putUnits(
        next,
        unitsIn(next, n).map((id) => ({ ...next.germans[id]!, spent: true })),
      );
    }
    if (result >= 5) next = addMorale(next, -1);
  }
  return ok(advance(next));
}

/** The 6.4.1 die modifier for Area `n`: +1 for a Revealed Guards unit (or Pavlov's House, 12.6) in a +4 TEM Area. */
export function bloodyStreetsModifier(s: GameState, n: number): GameResultOf<number> {
  const id = s.areas[n]?.soviet?.counter;
  const c = id ? sovietCounter(id) : undefined;
  if (!c || defenseStrategy(c.strategy, c.pavlov === true) !== 'guards') return ok(0);
  const tem = known(temOf(s.kit, n), `Bloody Streets (6.4.1) in Area ${n}`);
  if (!tem.ok) return tem;
  return ok(tem.value === 4 ? 1 : 0);
}

/** Areas that owe a Mandatory Attack this Action Round (9.1). */
export function mandatoryAttacksOwed(s: GameState): number[] {
  const r = s.round;
  if (!r) return [];
  const owed = new Set<number>();
  for (const id in r.units) {
    const ru = r.units[id]!;
    const loc = s.germans[id]!.location;
    if (!ru.moved || ru.attacked || loc.kind !== 'area') continue;
    if (
      s.areas[loc.area]!.soviet &&
      !r.contestedAtActivation.includes(loc.area) &&
      !r.attacked.includes(loc.area)
    )
      owed.add(loc.area);
  }
  return [...owed].sort((x, y) => x - y);
}

/**
 * True when the Action Round in progress has nothing left to decide: no attack or retreat is
 * pending and every unit activated in it is Spent or off the map (6.4.2, 8.1: only the Active
 * Area's Fresh units act, and a Spent unit neither moves nor attacks, 8.2, 9.0).
 */
export function roundIsOver(s: GameState): boolean {
  const r = s.round;
  if (!r || r.attack || r.retreat) return false;
  return Object.keys(r.units).every((id) => {
    const u = s.germans[id];
    return !u || u.spent || u.location.kind !== 'area';
  });
}

/** The state with the Action Round ended by itself when nothing in it can act (6.4.2). */
export function endRoundIfOver(s: GameState): GameState {
  if (!roundIsOver(s)) return s;
  const ended = endRound(s);
  return ended.ok ? ended.value : s;
}

/** 6.4.2, 8.1: end the Action Round; units that moved or attacked are Spent. */
export function endRound(s: GameState): GameResultOf<GameState> {
  const r = s.round;
  // A record may log "end the round" after the round already ended by itself (endRoundIfOver):
  // at the Action Rounds step with no round in progress it changes nothing.
  if (!r) return s.step === 'actionRounds' ? ok(s) : wrongStep(s, 'Ending an Action Round');
  if (r.attack)
    return err('round.attackPending', '9.5', `Resolve the attack on Area ${r.attack.area} first.`);
  if (r.retreat) return err('round.retreatPending', '9.5.8', 'Finish the retreat first.');
  const owed = mandatoryAttacksOwed(s);
  if (owed.length > 0)
    return err(
      'round.mandatoryAttack',
      '9.1',
      `Units that entered Area ${owed.join(', ')} must make a Mandatory Attack.`,
    );
  const flips: GermanUnitState[] = [];
  for (const id in r.units) {
    const ru = r.units[id]!;
    const u = s.germans[id]!;
    if ((ru.moved || ru.attacked) && !u.spent && u.location.kind === 'area')
      flips.push({ ...u, spent: true });
  }
  return ok({ ...putUnits(s, flips), round: null });
}

/** 6.4.3: end the Combat Phase (then 11.1 and the End Phase). */
export function endCombat(s: GameState): GameResultOf<GameState> {
  if (s.round)
    return err(
      'combat.roundInProgress',
      '6.4.2',
      `End the Action Round in Area ${s.round.area} first.`,
    );
  return finishCombatPhase(s);
}
