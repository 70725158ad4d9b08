/**
 * The component facts the rulebook itself gives (each cites its section), as data.
 * Everything else stays `null` until the owner transcribes it from their own box.
 */
import type { Terrain } from '../types';
import {
  AREA_NUMBERS,
  type ComponentKit,
  DIVISIONS,
  type EventRow,
  GERMAN_START_AREAS,
  type GermanCounter,
  KIT_VERSION,
  type KitArea,
  type ScenarioId,
  VOLGA_AREAS,
} from './types';

/** Area names the rulebook prints (5.3.1, 13.x, 14.3.1). */
export const KNOWN_AREA_NAMES: Readonly<Record<number, string>> = {
  1: 'Hill 126.3',
  2: 'Hill 144.5',
  3: 'Dubovaya Woods',
  4: 'Tsaritsa Woods',
  5: 'Leather Factory',
  6: 'Hill 120.0',
  8: 'Sawmill',
  10: 'Grain Elevator',
  14: '9 January Square',
  21: 'Mamayev Kurgan',
  23: 'Banny Gully',
  24: "Red October Worker's Settlement",
  27: 'Doma-Kommuny',
  28: 'Hill 107.5',
  29: 'Hill 98.9',
  34: 'Mechetka Ravine',
  45: 'Hill 135.4',
  48: 'Yerzovka',
  49: 'Vinnovka',
  50: 'Latashanka',
};

/** Terrains the rulebook reveals: the Factory District Soviet setup (14.5.1) and 13.4. */
export const KNOWN_TERRAIN: Readonly<Record<number, Terrain>> = {
  10: 'heavyUrban',
  14: 'heavyUrban',
  22: 'heavyUrban',
  25: 'heavyUrban',
  26: 'heavyUrban',
  41: 'heavyUrban',
  35: 'lightUrban',
  36: 'lightUrban',
  37: 'lightUrban',
  38: 'lightUrban',
  39: 'lightUrban',
  40: 'lightUrban',
  42: 'lightUrban',
  21: 'elevated',
  43: 'elevated',
  44: 'clear',
};

/**
 * TEMs that follow from the known terrains (9.5.3B): Heavy Urban has no exception, so +4;
 * Mamayev Kurgan (21) is the Elevated exception at +4, so any other Elevated Area is +2.
 * Clear and Light Urban stay unknown: either might be the Airfield or the Rail Station.
 */
export const KNOWN_TEM: Readonly<Record<number, number>> = {
  10: 4,
  14: 4,
  22: 4,
  25: 4,
  26: 4,
  41: 4,
  21: 4,
  43: 2,
};

/** Adjacent pairs the rulebook shows: 13.4 moves from Area 8 straight into Area 10. */
export const KNOWN_ADJACENT_PAIRS: readonly (readonly [number, number])[] = [[8, 10]];

/** What the rulebook says about each named division, for validating transcriptions. */
export interface DivisionFacts {
  readonly division: string;
  readonly scenario: ScenarioId;
  /** Number of units of the division (assault guns not included), when the rules give it. */
  readonly units: number | null;
  /** Reinforcement turn, or null when it sets up on the map. */
  readonly arrival: number | null;
  readonly rule: string;
}

/** Division facts from 6.1.1, 6.1.2, 6.2.1, 13.1, 14.4 and 14.6.1. */
export const KNOWN_DIVISION_FACTS: readonly DivisionFacts[] = [
  { division: DIVISIONS.motorized29, scenario: 'main', units: 4, arrival: null, rule: '6.1.2' },
  { division: DIVISIONS.infantry389, scenario: 'main', units: 3, arrival: 2, rule: '6.1.1' },
  { division: DIVISIONS.infantry100, scenario: 'main', units: null, arrival: 7, rule: '6.1.1' },
  { division: DIVISIONS.panzer14, scenario: 'factory', units: 3, arrival: null, rule: '14.6.1' },
  { division: DIVISIONS.infantry79, scenario: 'factory', units: null, arrival: 12, rule: '14.4' },
];

/** Counter facts the rulebook gives: id, and whatever is stated about it. */
export const KNOWN_COUNTERS: readonly GermanCounter[] = [
  // 13.4: 29/RCN is the Lead Attacking Unit with Attack Factor 6.
  {
    id: '29/RCN',
    division: DIVISIONS.motorized29,
    type: null,
    attackFactor: 6,
    assaultGun: false,
    main: null,
    factory: null,
  },
  // 6.1.1: 245A arrives with the 389th on Turn 2; 245B with the 100th on Turn 7.
  {
    id: '245A',
    division: null,
    type: null,
    attackFactor: null,
    assaultGun: true,
    main: { at: 'arrival', turn: 2 },
    factory: null,
  },
  {
    id: '245B',
    division: null,
    type: null,
    attackFactor: null,
    assaultGun: true,
    main: { at: 'arrival', turn: 7 },
    factory: null,
  },
  // 14.4: 244C arrives with the 79th on Turn 12 of the Factory District.
  {
    id: '244C',
    division: null,
    type: null,
    attackFactor: null,
    assaultGun: true,
    main: null,
    factory: { at: 'arrival', turn: 12 },
  },
  // 12.4 names the remaining assault guns.
  ...(['244A', '244B', '177'] as const).map(
    (id): GermanCounter => ({
      id,
      division: null,
      type: null,
      attackFactor: null,
      assaultGun: true,
      main: null,
      factory: null,
    }),
  ),
];

/** The main-game chart rows the rulebook states (6.2.1, 13.2); wording is ours. */
export const KNOWN_MAIN_EVENTS: readonly EventRow[] = [
  {
    lo: 3,
    hi: 3,
    name: '64th Army Breakthrough',
    effect: {
      kind: 'withdrawDivision',
      division: DIVISIONS.motorized29,
      returnTo: { kind: 'areas', areas: [5, 6] },
      moralePerOutOfAction: 1,
      ifAlreadyWithdrawnUseRoll: 4,
    },
    text: 'The 29th Motorized leaves the map; -1 Morale for each of its units Out of Action. It returns next Turn in Area 5 or 6. Already withdrawn: read the roll as 4.',
    turn1NoResult: true,
  },
  {
    lo: 15,
    hi: 15,
    name: 'Artillery Shell Shortages',
    effect: { kind: 'artilleryShortage' },
    text: 'Artillery markers add +1 instead of +2 this Turn.',
    turn1NoResult: false,
  },
];

/** The Factory District chart, complete in 14.6.1; wording is ours. */
export const FACTORY_EVENTS: readonly EventRow[] = [
  {
    lo: 3,
    hi: 3,
    name: '64th Army Breakthrough',
    effect: {
      kind: 'withdrawDivision',
      division: DIVISIONS.panzer14,
      returnTo: { kind: 'anyVacant' },
      moralePerOutOfAction: 1,
      ifAlreadyWithdrawnUseRoll: null,
    },
    text: 'The three 14th Panzer units leave the map; -1 Morale for each of them Out of Action. They return next Dawn in any Vacant Area.',
    turn1NoResult: true,
  },
  {
    lo: 4,
    hi: 4,
    name: '64th Army Offensive',
    effect: { kind: 'noAir' },
    text: 'No Air Support markers may be placed this Turn.',
    turn1NoResult: false,
  },
  {
    lo: 5,
    hi: 6,
    name: 'Artillery Shell Shortages',
    effect: { kind: 'artilleryShortage' },
    text: 'Artillery markers add +1 instead of +2 this Turn.',
    turn1NoResult: false,
  },
  {
    lo: 7,
    hi: 8,
    name: 'Rain',
    effect: { kind: 'rain' },
    text: 'No Air Support; every German unit has MF 4 this Turn.',
    turn1NoResult: false,
  },
  {
    lo: 9,
    hi: 12,
    name: 'Commissars',
    effect: { kind: 'commissars' },
    text: 'Soviet Defense Values +1 this Turn.',
    turn1NoResult: false,
  },
  {
    lo: 13,
    hi: 14,
    name: 'Rain',
    effect: { kind: 'rain' },
    text: 'As 7-8.',
    turn1NoResult: false,
  },
  {
    lo: 15,
    hi: 16,
    name: 'Artillery Shell Shortages',
    effect: { kind: 'artilleryShortage' },
    text: 'As 5-6.',
    turn1NoResult: false,
  },
  {
    lo: 17,
    hi: 17,
    name: '66th Army Offensive',
    effect: { kind: 'noAir' },
    text: 'As 4.',
    turn1NoResult: false,
  },
  {
    lo: 18,
    hi: 18,
    name: '66th Army Breakthrough',
    effect: { kind: 'supply2d6NoAir' },
    text: 'Supply is rolled on 2d6 this Turn, and no Air Support markers may be placed.',
    turn1NoResult: true,
  },
];

/** A fresh Area record with only the rulebook's facts filled in. */
function knownArea(n: number): KitArea {
  const neighbours = KNOWN_ADJACENT_PAIRS.flatMap(([a, b]) => (a === n ? [b] : b === n ? [a] : []));
  return {
    number: n,
    name: KNOWN_AREA_NAMES[n] ?? null,
    terrain: KNOWN_TERRAIN[n] ?? null,
    tem: KNOWN_TEM[n] ?? null,
    volga: VOLGA_AREAS.includes(n),
    initialControl: GERMAN_START_AREAS.includes(n) ? 'german' : 'soviet',
    neighbours,
    notNeighbours: [],
    neighboursComplete: false,
  };
}

/** The kit of facts the rulebook gives, everything else unknown: the owner's starting point. */
export function knownKit(): ComponentKit {
  const areas: Record<number, KitArea> = {};
  for (const n of AREA_NUMBERS) areas[n] = knownArea(n);
  return {
    kitVersion: KIT_VERSION,
    name: 'Known facts (rulebook, third printing 2026)',
    fixture: false,
    areas,
    germanCounters: KNOWN_COUNTERS.map((c) => ({ ...c })),
    germanCountersComplete: { main: false, factory: false },
    events: { main: [...KNOWN_MAIN_EVENTS], factory: [...FACTORY_EVENTS] },
  };
}
