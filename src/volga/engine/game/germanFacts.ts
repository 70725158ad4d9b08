/**
 * The German setup asked as play needs it (5.3, 14.3, 14.4): a game starts with the units of the
 * places the kit knows, and each other place is asked when a step first needs its units; the
 * owner's answer brings them onto the board where they started.
 */
import { germanSetup, unknownSetupPlaces } from '../kit/query';
import type { ComponentKit, Fact, Placement, ScenarioId } from '../kit/types';
import { eventEffect } from './ops';
import type { GameState, GermanUnitState } from './types';

/** Where a unit that starts in `p` stands at the start of play. */
export function startLocation(p: Placement): GermanUnitState['location'] {
  return p.at === 'area'
    ? { kind: 'area', area: p.area }
    : p.at === 'arrival'
      ? { kind: 'reinforcement', turn: p.turn, returnTo: null }
      : { kind: 'outOfAction' };
}

/** `germans` with a unit for every counter of a known place that it does not hold yet. */
export function withNamedUnits(
  kit: ComponentKit,
  scenario: ScenarioId,
  germans: GameState['germans'],
): GameState['germans'] {
  const entries = germanSetup(kit, scenario);
  const added =
    entries.kind === 'known' ? entries.value.filter((e) => !(e.counter.id in germans)) : [];
  if (added.length === 0) return germans;
  const out: Record<string, GermanUnitState> = { ...germans };
  for (const e of added)
    out[e.counter.id] = { id: e.counter.id, location: startLocation(e.placement), spent: false };
  return out;
}

/**
 * The setup fact the state's step needs, or null: the Out of Action Box from the Supply Phase
 * (6.3 returns units from it), a Turn's reinforcements at its Dawn (6.1.1), and every setup Area
 * once German units act (the Combat Phase, 8.0) or a division leaves the map (6.2.1); then the
 * division of each unit when a division leaves the map.
 */
export function setupNeeded(s: GameState): Fact | null {
  const places = unknownSetupPlaces(s.kit, s.scenario);
  if (places.length === 0) return divisionNeeded(s);
  const later = s.phase === 'combat' || s.phase === 'end';
  const mapNeeded = later || eventEffect(s).kind === 'withdrawDivision';
  const place = places.find((p) =>
    p.at === 'area'
      ? mapNeeded
      : p.at === 'outOfAction'
        ? later || s.phase === 'supply'
        : s.turn > p.turn ||
          (s.turn === p.turn && s.phase !== 'dawn') ||
          (s.turn === p.turn && s.step === 'reinforcement'),
  );
  return place ? { kind: 'setup', scenario: s.scenario, place } : null;
}

/**
 * A counter fact for a unit whose division is not known yet, when a division leaves the map
 * (6.1.2 at Dawn, 6.2.1 by a Random Event): the rule counts that division's units. Else null.
 */
function divisionNeeded(s: GameState): Fact | null {
  const leaving =
    (s.phase === 'dawn' && s.step === 'withdrawal') || eventEffect(s).kind === 'withdrawDivision';
  return leaving ? unknownDivision(s) : null;
}

/** A counter fact for the first German unit (not an assault gun) whose division the kit does not know. */
function unknownDivision(s: GameState): Fact | null {
  for (const id in s.germans) {
    const c = s.kit.germanCounters.find((x) => x.id === id);
    if (c && !c.assaultGun && c.division === null) return { kind: 'counter', id, need: 'division' };
  }
  return null;
}

/**
 * A counter fact for a unit whose division is not known, when going from `before` to `after`
 * passed a Dawn's 6.1.2 withdrawal (the Dawn runs by itself, so the step is never waited at):
 * the 29th Motorized leaves whole, so every unit that might belong to it must be known first,
 * as for 6.2.1. Else null.
 */
export function withdrawalDivisionNeeded(before: GameState, after: GameState): Fact | null {
  const added = after.withdrawals.slice(before.withdrawals.length);
  if (!added.some((w) => !w.byEvent && w.returnsTurn === null)) return null;
  return unknownDivision(after);
}
