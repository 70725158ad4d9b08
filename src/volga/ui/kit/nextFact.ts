/**
 * The guided transcription's next question: the first fact play could still need, found with
 * the kit engine's own lookups (terrain, TEM, neighbour lists, chart rows, setup places, counter details), in
 * the order an owner would read them off the board.
 */
import {
  AREA_NUMBERS,
  type ComponentKit,
  counterDetailsFact,
  eventRow,
  type Fact,
  GERMAN_START_AREAS,
  neighboursLookup,
  SCENARIOS,
  temOf,
  terrainOf,
  unknownSetupPlaces,
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
    for (const place of unknownSetupPlaces(kit, s)) add({ kind: 'setup', scenario: s, place });
  for (const c of kit.germanCounters) {
    const f = counterDetailsFact(kit, c.id);
    if (f) add(f);
  }
  return out;
}

/** Returns the first open fact not in `skipped` (keys are JSON of the fact), or null. */
export function nextFact(kit: ComponentKit, skipped: ReadonlySet<string> = new Set()): Fact | null {
  return openFacts(kit).find((f) => !skipped.has(JSON.stringify(f))) ?? null;
}
