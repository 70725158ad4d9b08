/**
 * The guided transcription's next question: the first fact play could still need, found with
 * the kit engine's own lookups (terrain, TEM, neighbour lists, chart rows, counter lists), in
 * the order an owner would read them off the board.
 */
import {
  AREA_NUMBERS,
  type ComponentKit,
  eventRow,
  type Fact,
  GERMAN_START_AREAS,
  neighboursLookup,
  SCENARIOS,
  temOf,
  terrainOf,
} from '../../engine/kit';

/** Returns every fact the kit still lacks, in asking order (terrain and TEM first, then borders). */
export function openFacts(kit: ComponentKit): Fact[] {
  const out: Fact[] = [];
  const seen = new Set<string>();
  const add = (f: Fact) => {
    const k = JSON.stringify(f);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(f);
    }
  };
  for (const n of AREA_NUMBERS) {
    if (GERMAN_START_AREAS.includes(n)) continue;
    const t = terrainOf(kit, n);
    if (t.kind === 'needsFact') add(t.fact);
    const m = temOf(kit, n);
    if (m.kind === 'needsFact') add(m.fact);
  }
  for (const n of AREA_NUMBERS) {
    const l = neighboursLookup(kit, n);
    if (l.kind === 'needsFact') add(l.fact);
  }
  for (const s of SCENARIOS)
    for (let roll = 3; roll <= 18; roll++) {
      const r = eventRow(kit, s, roll);
      if (r.kind === 'needsFact') add(r.fact);
    }
  for (const s of SCENARIOS)
    if (!kit.germanCountersComplete[s]) add({ kind: 'germanCounters', scenario: s });
  return out;
}

/** Returns the first open fact not in `skipped` (keys are JSON of the fact), or null. */
export function nextFact(kit: ComponentKit, skipped: ReadonlySet<string> = new Set()): Fact | null {
  return openFacts(kit).find((f) => !skipped.has(JSON.stringify(f))) ?? null;
}
