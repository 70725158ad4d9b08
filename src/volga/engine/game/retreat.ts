/**
 * The retreat after a failed Mandatory Attack or a Barrage (9.5.8): each unit back into the Area
 * it entered from, or on through full Vacant Areas when that one is full (7.1).
 */
import { err, ok } from '../../../core/result';
import { AREA_NUMBERS, adjacency, type Fact } from '../kit';
import { needFact, putUnits, STACK_LIMIT, stackIn } from './ops';
import { wrongStep } from './sequence';
import type { Action, GameResultOf, GameState } from './types';

type A<T extends Action['type']> = Extract<Action, { type: T }>;

/**
 * 9.5.8: units retreat one at a time into the Area they entered from; when that Area has room
 * the engine moves them, otherwise the player routes them on (`retreat` action).
 */
export function startRetreat(
  s: GameState,
  from: number,
  units: readonly string[],
): GameResultOf<GameState> {
  let next = s;
  const waiting: string[] = [];
  for (const id of units) {
    const back = next.round!.units[id]?.enteredFrom;
    if (waiting.length === 0 && back != null && stackIn(next, back) < STACK_LIMIT) {
      next = putUnits(next, [{ ...next.germans[id]!, location: { kind: 'area', area: back } }]);
    } else waiting.push(id);
  }
  if (waiting.length === 0) return ok(next);
  return settleRetreat({ ...next, round: { ...next.round!, retreat: { from, units: waiting } } });
}

/**
 * Resolves what no choice is needed for: the next waiting unit whose entry Area has room goes
 * there; a unit that has no legal route at all goes Out of Action (ruling, docs/rulings.md). When
 * no route is known but a border the kit does not know could open one, that border is asked.
 */
function settleRetreat(s: GameState): GameResultOf<GameState> {
  let next = s;
  for (;;) {
    const rt = next.round!.retreat;
    if (!rt || rt.units.length === 0)
      return ok({ ...next, round: { ...next.round!, retreat: null } });
    const id = rt.units[0]!;
    const back = next.round!.units[id]?.enteredFrom;
    if (back != null && stackIn(next, back) < STACK_LIMIT) {
      next = putUnits(next, [{ ...next.germans[id]!, location: { kind: 'area', area: back } }]);
    } else if (retreatRoutes(next, id).length === 0) {
      // Never guess a border: a route through an unknown one may exist (9.5.8).
      const unknown = unknownRetreatBorder(next, id);
      if (unknown) return needFact(unknown, `Retreating ${id} (9.5.8)`);
      next = putUnits(next, [{ id, spent: false, location: { kind: 'outOfAction' } }]);
    } else return ok(next);
    next = { ...next, round: { ...next.round!, retreat: { ...rt, units: rt.units.slice(1) } } };
  }
}

/**
 * The first border the kit does not know on a retreat route that would exist if it were open
 * (9.5.8: through full Vacant Areas to one with room), or null when no unknown border could give
 * one. Used only when no route is known, so any route found here crosses an unknown border.
 */
function unknownRetreatBorder(s: GameState, id: string): Fact | null {
  const back = s.round?.units[id]?.enteredFrom;
  if (back == null) return null;
  const via = new Map<number, number>([[back, back]]);
  const queue = [back];
  for (let i = 0; i < queue.length; i++) {
    const last = queue[i]!;
    for (const m of AREA_NUMBERS) {
      if (via.has(m) || s.areas[m]?.soviet != null || adjacency(s.kit, last, m) === 'no') continue;
      via.set(m, last);
      if (stackIn(s, m) >= STACK_LIMIT) {
        queue.push(m);
        continue;
      }
      let first: Fact | null = null;
      for (let x = m; x !== back; x = via.get(x)!) {
        const p = via.get(x)!;
        if (adjacency(s.kit, p, x) === 'unknown')
          first = { kind: 'adjacency', a: Math.min(p, x), b: Math.max(p, x) };
      }
      if (first) return first;
    }
  }
  return null;
}

/**
 * Legal retreat routes for a unit whose entry Area is full (9.5.8, 7.1): from that Area on
 * through full Vacant Areas to the first Vacant Area with room; shortest first. Borders the kit
 * does not know are not used.
 */
export function retreatRoutes(s: GameState, id: string): number[][] {
  const back = s.round?.units[id]?.enteredFrom;
  if (back == null) return [];
  const routes: number[][] = [];
  const seen = new Set<number>([back]);
  let frontier: number[][] = [[back]];
  while (frontier.length > 0) {
    const nextFrontier: number[][] = [];
    for (const path of frontier) {
      const last = path[path.length - 1]!;
      for (const m of AREA_NUMBERS) {
        if (seen.has(m) || s.areas[m]?.soviet != null || adjacency(s.kit, last, m) !== 'yes')
          continue;
        seen.add(m);
        const p = [...path, m];
        if (stackIn(s, m) < STACK_LIMIT) routes.push(p);
        else nextFrontier.push(p);
      }
    }
    if (routes.length > 0) return routes;
    frontier = nextFrontier;
  }
  return routes;
}

/** 9.5.8: retreat the next waiting unit along `path` (its entry Area first, then on). */
export function retreat(s: GameState, a: A<'retreat'>): GameResultOf<GameState> {
  const rt = s.round?.retreat;
  if (!rt || rt.units.length === 0) return wrongStep(s, 'A retreat');
  if (rt.units[0] !== a.unit)
    return err('retreat.order', '9.5.8', `Units retreat one at a time; ${rt.units[0]} is next.`);
  const back = s.round!.units[a.unit]?.enteredFrom;
  const path = a.path;
  if (!Array.isArray(path) || path.length < 2 || path[0] !== back)
    return err(
      'retreat.entryArea',
      '9.5.8',
      `${a.unit} retreats first into Area ${back}, the Area it entered from, then on.`,
    );
  for (let i = 1; i < path.length; i++) {
    const p = path[i - 1]!;
    const m = path[i]!;
    if (stackIn(s, p) < STACK_LIMIT)
      return err('retreat.notFull', '9.5.8', `Area ${p} has room: the retreat ends there.`);
    if (s.areas[m] && adjacency(s.kit, p, m) === 'unknown')
      return needFact(
        { kind: 'adjacency', a: Math.min(p, m), b: Math.max(p, m) },
        `Retreating ${a.unit} from Area ${p} to Area ${m} (9.5.8)`,
      );
    if (!s.areas[m] || adjacency(s.kit, p, m) !== 'yes')
      return err('retreat.notAdjacent', '3.1', `Areas ${p} and ${m} are not known to be adjacent.`);
    if (s.areas[m]!.soviet != null)
      return err(
        'retreat.sovietArea',
        '9.5.8',
        `Area ${m} holds a Soviet unit: a retreat goes through Vacant Areas.`,
      );
  }
  const end = path[path.length - 1]!;
  if (stackIn(s, end) >= STACK_LIMIT)
    return err(
      'retreat.overstack',
      '7.1',
      `A retreat may not end in Area ${end}: it holds four German units.`,
    );
  let next = putUnits(s, [{ ...s.germans[a.unit]!, location: { kind: 'area', area: end } }]);
  next = { ...next, round: { ...next.round!, retreat: { ...rt, units: rt.units.slice(1) } } };
  return settleRetreat(next);
}
