/**
 * Map graph helpers: paths over known borders, and the isolation trace of 12.3, which answers
 * "needs fact" whenever a border the owner has not yet given could change who is Isolated.
 */
import { err, ok, type Result } from '../../../core/result';
import { adjacency, isAreaNumber } from './query';
import { AREA_NUMBERS, type ComponentKit, type Fact, VOLGA_AREAS } from './types';

/** Areas that might border `a`: its own list when complete (the fast path), else `all`. */
function candidatesOf(kit: ComponentKit, a: number, all: Iterable<number>): Iterable<number> {
  const A = kit.areas[a];
  return A?.neighboursComplete ? A.neighbours : all;
}

/**
 * Hop counts from `from` to every Area reachable over borders known to exist, moving only
 * through Areas for which `passable` holds (the start always counts). Unreached Areas are absent.
 */
export function distancesFrom(
  kit: ComponentKit,
  from: number,
  passable: (area: number) => boolean = () => true,
): ReadonlyMap<number, number> {
  const dist = new Map<number, number>();
  if (!isAreaNumber(from)) return dist;
  dist.set(from, 0);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const a = queue[i]!;
    for (const b of candidatesOf(kit, a, AREA_NUMBERS)) {
      if (dist.has(b) || !passable(b) || adjacency(kit, a, b) !== 'yes') continue;
      dist.set(b, (dist.get(a) ?? 0) + 1);
      queue.push(b);
    }
  }
  return dist;
}

/**
 * A shortest route from `from` to `to` (both included) over borders known to exist and through
 * Areas where `passable` holds (`to` must be passable too), or null when none is known.
 */
export function shortestPath(
  kit: ComponentKit,
  from: number,
  to: number,
  passable: (area: number) => boolean = () => true,
): readonly number[] | null {
  if (!isAreaNumber(from) || !isAreaNumber(to)) return null;
  if (from === to) return [from];
  const prev = new Map<number, number>([[from, from]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const a = queue[i]!;
    for (const b of candidatesOf(kit, a, AREA_NUMBERS)) {
      if (prev.has(b) || !passable(b) || adjacency(kit, a, b) !== 'yes') continue;
      prev.set(b, a);
      if (b === to) {
        const path = [to];
        for (let x = a; x !== from; x = prev.get(x)!) path.push(x);
        path.push(from);
        return path.reverse();
      }
      queue.push(b);
    }
  }
  return null;
}

/** The number of Isolation markers in the game, the most Areas Isolated at once (12.3). */
export const ISOLATION_MARKERS = 14;

/** What the isolation trace needs to know about the board (7.2, 12.3). */
export interface IsolationInput {
  /** Every Soviet-controlled Area. */
  readonly sovietControlled: readonly number[];
  /** Areas that contain a Soviet unit (always Soviet-controlled, 7.2). */
  readonly sovietUnits: readonly number[];
}

/** The isolation trace's verdict. */
export type IsolationOutcome =
  | {
      readonly kind: 'known';
      /** Areas with a Soviet unit that cannot trace supply, ascending (the candidates). */
      readonly isolated: readonly number[];
      /** Areas with a Soviet unit that can trace supply (Volga Areas included). */
      readonly supplied: readonly number[];
      /** More candidates than markers: the owner chooses which ISOLATION_MARKERS to mark. */
      readonly mustChoose: boolean;
      /** How many markers go on the map: min(candidates, 14). */
      readonly markers: number;
    }
  | {
      readonly kind: 'needsFact';
      /** One border to ask about; answering it brings the trace closer to an answer. */
      readonly fact: Fact;
      /** Every unknown border on the edge of the supplied region (ask them together). */
      readonly facts: readonly Fact[];
      /** Areas already known to be Isolated whatever the unknown borders are. */
      readonly isolated: readonly number[];
      /** Areas whose supply depends on the unknown borders. */
      readonly undecided: readonly number[];
    };

/** Areas reachable from `sources` within `region`, following pairs whose adjacency is in `ok`. */
function reach(
  kit: ComponentKit,
  sources: readonly number[],
  region: ReadonlySet<number>,
  follow: (adj: 'yes' | 'unknown') => boolean,
): Set<number> {
  const seen = new Set(sources);
  const queue = [...sources];
  for (let i = 0; i < queue.length; i++) {
    const a = queue[i]!;
    for (const b of candidatesOf(kit, a, region)) {
      if (seen.has(b) || !region.has(b)) continue;
      const adj = adjacency(kit, a, b);
      if (adj !== 'no' && follow(adj)) {
        seen.add(b);
        queue.push(b);
      }
    }
  }
  return seen;
}

/**
 * The isolation trace (12.3): an Area with a Soviet unit is in supply when a chain of
 * Soviet-controlled Areas joins it to a Soviet-controlled Area adjacent to the Volga; Volga
 * Areas are never Isolated. When unknown borders could change the answer it returns the facts
 * to ask. With more than 14 candidates the owner chooses which to mark (12.3 note).
 */
export function isolationTrace(kit: ComponentKit, input: IsolationInput): Result<IsolationOutcome> {
  const bad = [...input.sovietControlled, ...input.sovietUnits].find((n) => !isAreaNumber(n));
  if (bad !== undefined)
    return err('kit.isolation.area', '3.1', `Areas are numbered 1..50; got ${bad}.`);
  const region = new Set(input.sovietControlled);
  const stray = input.sovietUnits.filter((n) => !region.has(n));
  if (stray.length > 0)
    return err(
      'kit.isolation.control',
      '7.2',
      `An Area containing a Soviet unit is always Soviet-controlled; ${stray.join(', ')} is not listed as Soviet-controlled.`,
    );
  const sources = [...region].filter((n) => VOLGA_AREAS.includes(n));
  const sure = reach(kit, sources, region, (adj) => adj === 'yes');
  const maybe = reach(kit, sources, region, () => true);
  const units = [...new Set(input.sovietUnits)].sort((x, y) => x - y);
  const isolated = units.filter((n) => !maybe.has(n));
  const undecided = units.filter((n) => maybe.has(n) && !sure.has(n));
  if (undecided.length > 0) {
    // Some optimistic route leaves the surely-supplied region through an unknown border into
    // an Area the optimistic trace reaches; those borders are what to ask.
    const facts: Fact[] = [];
    for (const a of [...sure].sort((x, y) => x - y))
      for (const b of [...maybe].sort((x, y) => x - y))
        if (!sure.has(b) && adjacency(kit, a, b) === 'unknown')
          facts.push({ kind: 'adjacency', a: Math.min(a, b), b: Math.max(a, b) });
    const first = facts[0];
    if (first) return ok({ kind: 'needsFact', fact: first, facts, isolated, undecided });
  }
  const supplied = units.filter((n) => sure.has(n));
  return ok({
    kind: 'known',
    isolated,
    supplied,
    mustChoose: isolated.length > ISOLATION_MARKERS,
    markers: Math.min(isolated.length, ISOLATION_MARKERS),
  });
}

/**
 * Checks the owner's choice of Areas to mark Isolated when more than 14 qualify (12.3): exactly
 * 14 distinct candidates. Returns the chosen Areas sorted.
 */
export function chooseIsolated(
  candidates: readonly number[],
  chosen: readonly number[],
): Result<readonly number[]> {
  const unique = [...new Set(chosen)].sort((x, y) => x - y);
  const wanted = Math.min(candidates.length, ISOLATION_MARKERS);
  if (unique.length !== chosen.length)
    return err('kit.isolation.choice', '12.3', 'An Area can hold only one Isolation marker.');
  const outside = unique.filter((n) => !candidates.includes(n));
  if (outside.length > 0)
    return err(
      'kit.isolation.choice',
      '12.3',
      `Areas ${outside.join(', ')} are not Isolation candidates: they trace supply or hold no Soviet unit.`,
    );
  if (unique.length !== wanted)
    return err(
      'kit.isolation.choice',
      '12.3',
      `Mark ${wanted} Areas: every candidate up to the 14 Isolation markers; ${unique.length} chosen.`,
    );
  return ok(unique);
}
