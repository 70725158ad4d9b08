/** Test helpers: small hand-made maps and kit edits (tests only). */

import {
  AREA_NUMBERS,
  type ComponentKit,
  type KitArea,
  knownKit,
} from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';

/**
 * The known kit with its adjacency replaced by `pairs`; Areas in `complete` (default: every
 * Area) have their neighbour lists marked complete.
 */
export function mapKit(
  pairs: readonly (readonly [number, number])[],
  complete: readonly number[] = AREA_NUMBERS,
): ComponentKit {
  const base = knownKit();
  const areas: Record<number, KitArea> = {};
  for (const n of AREA_NUMBERS) {
    const A = base.areas[n]!;
    areas[n] = {
      ...A,
      neighbours: pairs.flatMap(([a, b]) => (a === n ? [b] : b === n ? [a] : [])),
      notNeighbours: [],
      neighboursComplete: complete.includes(n),
    };
  }
  return { ...base, areas };
}

/** A copy of `kit` with Area `n` patched. */
export function patchArea(kit: ComponentKit, n: number, patch: Partial<KitArea>): ComponentKit {
  return { ...kit, areas: { ...kit.areas, [n]: { ...kit.areas[n]!, ...patch } } };
}

/** The fixture kit (fresh copy). */
export const fixture = (): ComponentKit => fixtureKit();
