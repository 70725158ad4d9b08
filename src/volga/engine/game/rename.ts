/**
 * Renaming a German unit in a game in progress (4.3): a counter entered by count plays under its
 * placeholder ("Area 1 · 2") until the owner reads its printed designation, and a typo is put
 * right the same way. It is a recorded action, so undo takes it back and replay is
 * self-contained: the log's earlier actions name the unit as it was then, later ones as it is.
 * The unit keeps its place, side and Round, and every part of the state that names it follows.
 */
import { err, ok } from '../../../core/result';
import { renameCounter, renamedEffect } from '../kit';
import type { ActionRound, GameResultOf, GameState, GermanUnitState } from './types';

type Rename = { readonly type: 'renameUnit'; readonly from: string; readonly to: string };

/** `ids` with `from` named `to`. */
const swap = (ids: readonly string[], from: string, to: string): readonly string[] =>
  ids.includes(from) ? ids.map((u) => (u === from ? to : u)) : ids;

/** `record` with key `from` named `to`, in the same place among the keys (the order units list in). */
function rekey<T>(
  record: Readonly<Record<string, T>>,
  from: string,
  to: string,
  value?: (x: T) => T,
) {
  if (!Object.hasOwn(record, from)) return record;
  const out: Record<string, T> = {};
  for (const [k, x] of Object.entries(record))
    if (k === from) out[to] = value ? value(x) : x;
    else out[k] = x;
  return out;
}

/** The Action Round with unit `from` named `to` in its units, attack and retreat. */
function renamedRound(r: ActionRound, from: string, to: string): ActionRound {
  return {
    ...r,
    units: rekey(r.units, from, to),
    attack: r.attack && { ...r.attack, units: swap(r.attack.units, from, to) },
    retreat: r.retreat && { ...r.retreat, units: swap(r.retreat.units, from, to) },
  };
}

/**
 * 4.3: the state with German unit `from` designated `to` in the game's kit and everywhere the
 * state names it; refused (naming the problem) when `to` is empty, the app's placeholder form,
 * or another counter's designation, or when `from` is not a counter of the game.
 */
export function renameUnit(s: GameState, a: Rename): GameResultOf<GameState> {
  if (typeof a.from !== 'string' || typeof a.to !== 'string')
    return err('rename.shape', 'input', 'A rename names the unit and its new designation.');
  const kit = renameCounter(s.kit, a.from, a.to);
  if (!kit.ok) return kit;
  const to = a.to.trim();
  if (Object.hasOwn(s.germans, to))
    return err('kit.rename.taken', '4.3', `${to} is already used by another unit in this game.`);
  const renamedUnit = (u: GermanUnitState): GermanUnitState => ({ ...u, id: to });
  const last = s.lastAttack;
  return ok({
    ...s,
    kit: kit.value,
    germans: rekey(s.germans, a.from, to, renamedUnit),
    round: s.round && renamedRound(s.round, a.from, to),
    lastAttack: last && {
      ...last,
      units: swap(last.units, a.from, to),
      lead: last.lead === a.from ? to : last.lead,
    },
    event: s.event && { ...s.event, effect: renamedEffect(s.event.effect, a.from, to) },
  });
}
