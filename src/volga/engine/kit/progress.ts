/**
 * How much of the kit is known: per-section progress for the transcription screen, and one gap
 * line per section that play still needs.
 */
import { adjacency, neighbours, placementIn, setupPlaceKnown, temOf } from './query';
import { AREA_NUMBERS, type ComponentKit, SCENARIOS, type ScenarioId, SETUP_PLACES } from './types';
import { type KitIssue, list, SOVIET_AREAS } from './validate-common';

/** How much of one section is known. */
export interface SectionProgress {
  readonly known: number;
  readonly total: number;
  /** 0..100, rounded down. */
  readonly percent: number;
}

/** Completeness of each part of the kit, for the transcription screen. */
export interface KitProgress {
  /** Soviet Areas (7-47) whose terrain is known. */
  readonly terrain: SectionProgress;
  /** Soviet Areas whose TEM is known or forced by terrain (9.5.3B). */
  readonly tem: SectionProgress;
  /** Areas whose neighbour list is fully decided. */
  readonly neighbourLists: SectionProgress;
  /** Area pairs whose adjacency is decided (of 1,225). */
  readonly adjacencyPairs: SectionProgress;
  /** Areas with a name recorded (names are optional for play). */
  readonly names: SectionProgress;
  /** Rolls 3..18 covered, per chart. */
  readonly events: Readonly<Record<ScenarioId, SectionProgress>>;
  /**
   * Per scenario: whether the counter list is complete, the setup places (Areas, arrival Turns)
   * whose counters are all named, and the counters known to be used there that have every detail
   * (setup place, type, Attack Factor, and division unless an assault gun).
   */
  readonly germanCounters: Readonly<
    Record<
      ScenarioId,
      {
        readonly listComplete: boolean;
        readonly places: SectionProgress;
        readonly counters: SectionProgress;
      }
    >
  >;
  /** Unweighted mean of the sections needed for play. */
  readonly overallPercent: number;
}

const progress = (known: number, total: number): SectionProgress => ({
  known,
  total,
  percent: total === 0 ? 100 : Math.floor((known * 100) / total),
});

/** Returns the kit's progress figures and its gap lines, given how many rolls each chart covers. */
export function measure(kit: ComponentKit, eventCoverage: Record<ScenarioId, number>) {
  const terrainKnown = SOVIET_AREAS.filter((n) => kit.areas[n]?.terrain != null);
  const temKnown = SOVIET_AREAS.filter((n) => temOf(kit, n).kind === 'known');
  const lists = AREA_NUMBERS.map((n) => neighbours(kit, n));
  const listsComplete = lists.filter((l) => l.complete).length;
  let pairsKnown = 0;
  for (const a of AREA_NUMBERS)
    for (let b = a + 1; b <= 50; b++) if (adjacency(kit, a, b) !== 'unknown') pairsKnown++;
  const names = AREA_NUMBERS.filter((n) => kit.areas[n]?.name != null).length;
  const counters = (s: ScenarioId) => {
    const used = kit.germanCounters.filter((c) => {
      const p = placementIn(c, s);
      return p !== null && p !== 'absent';
    });
    const full = used.filter(
      (c) => c.type !== null && c.attackFactor !== null && (c.division !== null || c.assaultGun),
    );
    return {
      listComplete: kit.germanCountersComplete[s],
      places: progress(
        SETUP_PLACES[s].filter((pl) => setupPlaceKnown(kit, s, pl)).length,
        SETUP_PLACES[s].length,
      ),
      counters: progress(full.length, used.length),
    };
  };
  const p: KitProgress = {
    terrain: progress(terrainKnown.length, SOVIET_AREAS.length),
    tem: progress(temKnown.length, SOVIET_AREAS.length),
    neighbourLists: progress(listsComplete, 50),
    adjacencyPairs: progress(pairsKnown, (50 * 49) / 2),
    names: progress(names, 50),
    events: {
      main: progress(eventCoverage.main, 16),
      factory: progress(eventCoverage.factory, 16),
    },
    germanCounters: { main: counters('main'), factory: counters('factory') },
    overallPercent: 0,
  };
  const parts = [
    p.terrain.percent,
    p.tem.percent,
    p.neighbourLists.percent,
    p.events.main.percent,
    p.events.factory.percent,
    // The counters count once their list is complete; until then, the setup places named.
    ...SCENARIOS.map((s) => {
      const c = p.germanCounters[s];
      return c.listComplete
        ? Math.floor((c.places.percent + c.counters.percent) / 2)
        : Math.floor(c.places.percent / 2);
    }),
  ];
  const progressOut = {
    ...p,
    overallPercent: Math.floor(parts.reduce((x, y) => x + y, 0) / parts.length),
  };
  const gaps: KitIssue[] = [];
  const gap = (code: string, rule: string, path: string, message: string) =>
    gaps.push({ code, rule, path, message });
  // One line per Area fact still open, naming the Areas ('#' is how many).
  const areaGap = (code: string, rule: string, open: readonly number[], lead: string) => {
    if (open.length)
      gap(code, rule, 'areas', `${lead.replace('#', String(open.length))}: ${list(open)}.`);
  };
  areaGap(
    'kit.gap.terrain',
    '3.1.2',
    SOVIET_AREAS.filter((n) => !terrainKnown.includes(n)),
    'Terrain unknown for # Soviet Areas',
  );
  areaGap(
    'kit.gap.tem',
    '3.1.2',
    SOVIET_AREAS.filter((n) => !temKnown.includes(n)),
    'TEM unknown for # Soviet Areas',
  );
  areaGap(
    'kit.gap.neighbours',
    '3.1',
    AREA_NUMBERS.filter((_, i) => !lists[i]?.complete),
    'Neighbour lists not complete for # Areas',
  );
  for (const s of SCENARIOS) {
    const missing: number[] = [];
    for (let r = 3; r <= 18; r++)
      if (!kit.events[s].some((row) => row.lo <= r && r <= row.hi)) missing.push(r);
    if (missing.length)
      gap(
        'kit.gap.events',
        s === 'main' ? '6.2' : '14.6.1',
        `events.${s}`,
        `The ${s} Random Event Chart has no row for ${list(missing)}.`,
      );
    if (!kit.germanCountersComplete[s])
      gap(
        'kit.gap.counters',
        s === 'main' ? '5.3' : '14.3',
        'germanCounters',
        `The ${s} German counter list is not yet complete.`,
      );
  }
  return { progress: progressOut, gaps };
}
