/**
 * Editing a kit on the transcription screen. Unlike answerFact, these may change what was
 * entered before (the owner correcting a typo); they refuse only malformed input and keep
 * adjacency mutual. Contradictions are left for validateKit to show, so a half-typed kit can
 * be saved.
 */

import { tooLong } from '../../../core/input';
import { err, ok, type Result } from '../../../core/result';
import { TERRAINS, type Terrain } from '../types';
import { placeholderRefusal } from './placeholder';
import { isAreaNumber } from './query';
import { KIT_TEXT_LIMITS } from './schema';
import {
  AREA_NUMBERS,
  type ComponentKit,
  type EventRow,
  type GermanCounter,
  type KitArea,
  type ScenarioId,
} from './types';

const sorted = (xs: Iterable<number>) => [...new Set(xs)].sort((x, y) => x - y);

/** What editArea may change. `null` clears a field back to unknown. */
export interface AreaPatch {
  readonly name?: string | null;
  readonly terrain?: Terrain | null;
  readonly tem?: number | null;
}

/** The kit with Area `n`'s name, terrain or TEM changed (or cleared with null). */
export function editArea(kit: ComponentKit, n: number, patch: AreaPatch): Result<ComponentKit> {
  const A = isAreaNumber(n) ? kit.areas[n] : undefined;
  if (!A) return err('kit.area.number', '3.1', `There is no Area ${n}.`);
  if (patch.terrain !== undefined && patch.terrain !== null && !TERRAINS.includes(patch.terrain))
    return err('kit.area.terrain', '3.1.2', `Terrain is one of ${TERRAINS.join(', ')}.`);
  const tem = patch.tem;
  if (tem !== undefined && tem !== null && (!Number.isInteger(tem) || tem < 1 || tem > 4))
    return err('kit.tem.range', '3.1.2', 'A TEM is a whole number from +1 to +4.');
  const name = patch.name === undefined ? A.name : patch.name?.trim() || null;
  const next: KitArea = {
    ...A,
    name,
    terrain: patch.terrain === undefined ? A.terrain : patch.terrain,
    tem: tem === undefined ? A.tem : tem,
  };
  return ok({ ...kit, areas: { ...kit.areas, [n]: next } });
}

/**
 * The kit with Area `n`'s neighbours replaced by `list` (and `complete` set), mirrored on the
 * other side: listed Areas gain `n`, Areas no longer listed lose it. Owner "not adjacent"
 * answers for listed Areas are dropped.
 */
export function editNeighbours(
  kit: ComponentKit,
  n: number,
  list: readonly number[],
  complete: boolean,
): Result<ComponentKit> {
  if (!isAreaNumber(n)) return err('kit.area.number', '3.1', `There is no Area ${n}.`);
  const bad = list.find((m) => !isAreaNumber(m) || m === n);
  if (bad !== undefined)
    return err('kit.neighbours.entry', '3.1', `Area ${n} cannot border ${bad}.`);
  const areas: Record<number, KitArea> = { ...kit.areas };
  for (const m of AREA_NUMBERS) {
    const M = areas[m];
    if (!M) continue;
    if (m === n) {
      areas[m] = {
        ...M,
        neighbours: sorted(list),
        notNeighbours: M.notNeighbours.filter((x) => !list.includes(x)),
        neighboursComplete: complete,
      };
    } else if (list.includes(m)) {
      areas[m] = {
        ...M,
        neighbours: sorted([...M.neighbours, n]),
        notNeighbours: M.notNeighbours.filter((x) => x !== n),
      };
    } else if (M.neighbours.includes(n)) {
      areas[m] = { ...M, neighbours: M.neighbours.filter((x) => x !== n) };
    }
  }
  return ok({ ...kit, areas });
}

/** The kit with one scenario's Random Event Chart replaced (rows sorted by roll). */
export function editEventRows(
  kit: ComponentKit,
  scenario: ScenarioId,
  rows: readonly EventRow[],
): Result<ComponentKit> {
  const next = [...rows].sort((x, y) => x.lo - y.lo);
  return ok({ ...kit, events: { ...kit.events, [scenario]: next } });
}

/** The kit with its German counter list replaced and each scenario's "complete" flag set. */
export function editCounters(
  kit: ComponentKit,
  counters: readonly GermanCounter[],
  complete: Readonly<Record<ScenarioId, boolean>>,
): Result<ComponentKit> {
  const ids = new Set<string>();
  for (const c of counters) {
    if (c.id.trim() === '')
      return err('kit.counter.id', '4.3', 'Each counter has its designation.');
    if (ids.has(c.id)) return err('kit.counter.duplicate', '4.3', `${c.id} appears twice.`);
    ids.add(c.id);
  }
  return ok({ ...kit, germanCounters: [...counters], germanCountersComplete: { ...complete } });
}

/**
 * The kit with `counter` added to its German counter list, or why not: besides what
 * editCounters refuses, a designation in the app's placeholder form, which only counters
 * entered by count carry (4.3), as renaming one refuses it.
 */
export function addCounter(kit: ComponentKit, counter: GermanCounter): Result<ComponentKit> {
  const placeholder = placeholderRefusal(counter.id, 'kit.counter.placeholder');
  if (placeholder) return err(placeholder.code, placeholder.rule, placeholder.message);
  return editCounters(kit, [...kit.germanCounters, counter], kit.germanCountersComplete);
}

/** The kit renamed (a kit shared as a file carries its name). */
export function renameKit(kit: ComponentKit, name: string): Result<ComponentKit> {
  const trimmed = name.trim();
  if (trimmed === '') return err('kit.name.empty', 'input', 'A kit needs a name.');
  const long = tooLong(trimmed, 'The kit name', KIT_TEXT_LIMITS.name);
  if (long) return err('kit.name.length', 'input', long);
  return ok({ ...kit, name: trimmed });
}
