/**
 * The component kit: what the owner's box holds (map, German counters, Random Event Charts),
 * as plain JSON. Known facts are data; unknown facts are `null` (never guessed), and play asks
 * for them through `Fact` values that the owner answers once.
 */
import { catalogue } from '../../../core/catalogue';
import type { Terrain } from '../types';

/** Schema version of the ComponentKit shape; bump with a migration in file.ts. */
export const KIT_VERSION = 1 as const;

/** The two scenarios whose components differ (5.x main game, 14.x Factory District). */
export const SCENARIOS = ['main', 'factory'] as const;
export type ScenarioId = (typeof SCENARIOS)[number];

/** Area numbers run 1..50 (3.1). */
export const AREA_COUNT = 50;
/** Every Area number, 1..50, in order (3.1). */
export const AREA_NUMBERS: readonly number[] = Array.from({ length: AREA_COUNT }, (_, i) => i + 1);

/** Areas adjacent to the Volga River (3.1): the supply sources of 12.3. */
export const VOLGA_AREAS: readonly number[] = [8, 10, 12, 13, 14, 22, 25, 26, 37, 41, 42];

/** Areas with gray Identifiers: German-controlled at the start of the main game (3.1.1, 5.2). */
export const GERMAN_START_AREAS: readonly number[] = [1, 2, 3, 4, 5, 6, 48, 49, 50];

/** The northern-shoulder setup Areas (12.2). */
export const SHOULDER_AREAS: readonly number[] = [48, 49, 50];
/** The only Areas the northern-shoulder Areas border, together all of them (12.2). */
export const SHOULDER_NEIGHBOURS: readonly number[] = [42, 43, 44, 45, 46, 47];

/** Mamayev Kurgan's Area number (5.3.1 names it; 14.5.1 makes it Elevated). */
export const MAMAYEV_KURGAN_AREA = 21;

/** Which side controls an Area (7.2). */
export type Side = 'german' | 'soviet';

/** Normal TEM for each terrain (3.1.2, 9.5.3B). */
export const TERRAIN_TEM: Readonly<Record<Terrain, number>> = {
  clear: 1,
  elevated: 2,
  lightUrban: 3,
  heavyUrban: 4,
};

/** The three named TEM exceptions (9.5.3B); each occurs at most once on the map. */
export const TEM_EXCEPTIONS = [
  { id: 'airfield', label: 'Stalingradski Airfield', terrain: 'clear', tem: 2 },
  { id: 'mamayevKurgan', label: 'Mamayev Kurgan', terrain: 'elevated', tem: 4 },
  { id: 'railStation', label: 'Central Rail Station', terrain: 'lightUrban', tem: 4 },
] as const satisfies readonly { id: string; label: string; terrain: Terrain; tem: number }[];

/** Most Areas of each terrain among the 41 Soviet Areas: the counter pools (5.4, checklist). */
export const TERRAIN_POOL: Readonly<Record<Terrain, number>> = {
  clear: 6,
  elevated: 8,
  lightUrban: 32,
  heavyUrban: 9,
};

/** One Area of the map (3.1). `null` means the owner has not transcribed it yet. */
export interface KitArea {
  /** 1..50 (3.1.1). */
  readonly number: number;
  readonly name: string | null;
  /** Identifier shape (3.1.1, 5.4). Not needed for the German Areas 1-6 and 48-50. */
  readonly terrain: Terrain | null;
  /** Terrain Effects Modifier printed in the Identifier, 1..4 (3.1.2, 9.5.3B). */
  readonly tem: number | null;
  /** Adjacent to the Volga (3.1). */
  readonly volga: boolean;
  /** Gray or red Identifier (3.1.1). */
  readonly initialControl: Side;
  /** Areas known to border this one (3.1). Must be symmetric across the kit. */
  readonly neighbours: readonly number[];
  /** Areas known NOT to border this one (owner's answers). Must be symmetric too. */
  readonly notNeighbours: readonly number[];
  /** True when `neighbours` lists every Area that borders this one. */
  readonly neighboursComplete: boolean;
}

/** German unit types (4.2). */
export const UNIT_TYPES = ['armor', 'infantry'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** Movement Factor by unit type (4.2.1, 4.2.2). */
export const MOVEMENT_FACTOR: Readonly<Record<UnitType, number>> = { armor: 6, infantry: 4 };

/** Where a German counter starts in one scenario (5.3, 6.1.1, 14.3, 14.4). */
export type Placement =
  | { readonly at: 'area'; readonly area: number }
  /** A reinforcement: T2 / T7 (5.3.2), T12 (14.4). */
  | { readonly at: 'arrival'; readonly turn: number }
  /** Starts in the Out of Action Box (14.3.1). */
  | { readonly at: 'outOfAction' };

/** Arrival turns printed or listed for reinforcements (5.3.2, 14.4). */
export const ARRIVAL_TURNS: Readonly<Record<ScenarioId, readonly number[]>> = {
  main: [2, 7],
  factory: [12],
};

/** Areas with German units at the start of the Factory District (14.3.1). */
export const FACTORY_SETUP_AREAS: readonly number[] = [14, 21, 23, 24, 27, 28, 29, 34, 45, 50];

/**
 * Every place German counters start in a scenario: the setup Areas (5.3.1, 14.3.1), the
 * reinforcement turns (5.3.2, 14.4) and, in the Factory District, the Out of Action Box (14.3.1).
 */
export const SETUP_PLACES: Readonly<Record<ScenarioId, readonly Placement[]>> = {
  main: [
    ...GERMAN_START_AREAS.map((area): Placement => ({ at: 'area', area })),
    ...ARRIVAL_TURNS.main.map((turn): Placement => ({ at: 'arrival', turn })),
  ],
  factory: [
    ...FACTORY_SETUP_AREAS.map((area): Placement => ({ at: 'area', area })),
    ...ARRIVAL_TURNS.factory.map((turn): Placement => ({ at: 'arrival', turn })),
    { at: 'outOfAction' },
  ],
};

/** A place's key in `ComponentKit.setupKnown`: the Area number, 'T2', or 'OOA'. */
export function placeKey(p: Placement): string {
  return p.at === 'area' ? String(p.area) : p.at === 'arrival' ? `T${p.turn}` : 'OOA';
}

/** One German counter (4.2, 4.3). `null` fields are not yet transcribed. */
export interface GermanCounter {
  /** Designation as printed, e.g. '29/RCN', '245A'; unique in the kit. */
  readonly id: string;
  /**
   * Parent Organization (4.3.2), e.g. '29th Motorized'. For an assault gun `null` means it
   * shows none (12.4 treats them as attached); for other units `null` means not yet known.
   */
  readonly division: string | null;
  readonly type: UnitType | null;
  /** Attack Factor on the Fresh side (4.3.1). */
  readonly attackFactor: number | null;
  /** One of the assault guns named in 12.4. */
  readonly assaultGun: boolean;
  /** Main-game placement; 'absent' = not used in that scenario; null = unknown. */
  readonly main: Placement | 'absent' | null;
  /** Factory District placement (14.3.1, 14.4); 'absent' = not pictured there. */
  readonly factory: Placement | 'absent' | null;
}

/** Divisions the rulebook names (4.3.2, 6.1, 14.x); kits use these exact strings. */
export const DIVISIONS = {
  motorized29: '29th Motorized',
  infantry389: '389th Infantry',
  infantry100: '100th Infantry',
  panzer14: '14th Panzer',
  infantry79: '79th Infantry',
} as const;

/** The assault-gun designations of 12.4. */
export const ASSAULT_GUNS = ['244A', '244B', '244C', '245A', '245B', '177'] as const;

/** A counter with only its designation known (an assault gun by 12.4's list). */
export function blankCounter(id: string): GermanCounter {
  return {
    id: id.trim(),
    division: null,
    type: null,
    attackFactor: null,
    assaultGun: (ASSAULT_GUNS as readonly string[]).includes(id.trim()),
    main: null,
    factory: null,
  };
}

/**
 * The Random Event effect vocabulary (6.2, 6.2.1, 10.1, 13.2, 14.6.1, 16.1): each kind's name
 * (the kit screen's label) and line (what the game screen says it changes this Turn).
 */
export const [EVENT_EFFECT, EVENT_EFFECT_KINDS] = catalogue({
  none: { rule: '6.2', name: 'No effect', line: 'Nothing changes this Turn.' },
  withdrawDivision: {
    rule: '6.2.1',
    name: 'A division withdraws, returns next Turn',
    line: 'A division leaves the map until the next Dawn; Morale -1 for each of its units Out of Action.',
  },
  noAir: {
    rule: '6.2',
    name: 'No Air Support this Turn',
    line: 'No Air Support marker may be placed this Turn.',
  },
  artilleryShortage: {
    rule: '13.2',
    name: 'Artillery adds +1 instead of +2',
    line: 'Each Artillery marker adds +1 instead of +2 this Turn.',
  },
  commissars: {
    rule: '14.6.1',
    name: 'Soviet Defense Values +1',
    line: 'Every Soviet Defense Value is +1 this Turn.',
  },
  rain: {
    rule: '14.6.1',
    name: 'Rain: no Air Support, German MF 4',
    line: 'No Air Support this Turn, and every German unit has 4 Movement Factors.',
  },
  supply2d6NoAir: {
    rule: '14.6.1',
    name: 'Supply on 2d6, no Air Support',
    line: 'Supply is rolled on 2d6 this Turn, and no Air Support.',
  },
  noActivation: {
    rule: '16.1',
    name: 'Some units may not activate',
    line: 'The listed units and divisions may not be activated this Turn.',
  },
  morale: {
    rule: '5.2',
    name: 'German Morale +N or -N',
    line: "German Morale rises or falls by the row's amount, never above 19 or below 0.",
  },
  supplyPoints: {
    rule: '6.3.1',
    name: 'Supply Points +N or -N',
    line: "The banked Supply Points rise or fall by the row's amount, never below 0.",
  },
  supportMarkers: {
    rule: '3.5',
    name: 'Support markers gained or lost',
    line: 'Support markers of one type move to the Available box (gained) or to the Used box (lost), as many as there are to move.',
  },
  reminder: {
    rule: '6.2',
    name: 'A reminder only (the app changes nothing)',
    line: 'See the chart: the app changes nothing for this event.',
  },
});
export type EventEffectKind = keyof typeof EVENT_EFFECT;

/** The Support marker types (4.5.4-4.5.6), as an event row names them. */
export const [SUPPORT_MARKER, SUPPORT_MARKER_TYPES] = catalogue({
  air: { rule: '4.5.4', name: 'Air', line: '-1d6 from one Soviet Defense Value.' },
  artillery: { rule: '4.5.5', name: 'Artillery', line: '+2 to one German Attack Value.' },
  engineer: {
    rule: '4.5.6',
    name: 'Engineer',
    line: '+2 to one German Attack Value; cancels Rubble.',
  },
});
export type SupportMarkerType = keyof typeof SUPPORT_MARKER;
/** The boxes Support markers sit in off the map (3.5 Available, 3.6 Used). */
export const SUPPORT_BOXES = ['available', 'used'] as const;
export type SupportBox = (typeof SUPPORT_BOXES)[number];
/** Largest Morale change one event row may carry (5.2: the track runs 0..19). */
export const EVENT_MORALE_MAX = 19;
/** Largest Supply Point change one event row may carry (3.4: the Record Track's 0..99). */
export const EVENT_SUPPLY_MAX = 99;
/** Most Support markers one event row may move. */
export const EVENT_MARKERS_MAX = 9;

/** Where withdrawn units may come back (6.2.1: Area 5 or 6; 14.6.1: any Vacant Area). */
export type ReturnRule =
  | { readonly kind: 'areas'; readonly areas: readonly number[] }
  | { readonly kind: 'anyVacant' };

/** One effect from the vocabulary, with its parameters. */
export type EventEffect =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'withdrawDivision';
      /** Division removed from the map (DIVISIONS). */
      readonly division: string;
      /** Where it may return the following Dawn Phase. */
      readonly returnTo: ReturnRule;
      /** Morale lost per unit of the division that is Out of Action (6.2.1). */
      readonly moralePerOutOfAction: number;
      /** Roll to use instead when the division is already withdrawn (6.2.1: 3 becomes 4). */
      readonly ifAlreadyWithdrawnUseRoll: number | null;
    }
  | { readonly kind: 'noAir' }
  | { readonly kind: 'artilleryShortage' }
  | { readonly kind: 'commissars' }
  | { readonly kind: 'rain' }
  | { readonly kind: 'supply2d6NoAir' }
  | {
      readonly kind: 'noActivation';
      /** Divisions whose units may not be activated this Turn. */
      readonly divisions: readonly string[];
      /** Individual counters (ids) that may not be activated this Turn. */
      readonly units: readonly string[];
    }
  | {
      readonly kind: 'morale';
      /** Steps of German Morale gained (+) or lost (-), 1..19 either way (5.2). */
      readonly change: number;
    }
  | {
      readonly kind: 'supplyPoints';
      /** Supply Points added to (+) or taken from (-) the bank, 1..99 either way (6.3.1). */
      readonly change: number;
    }
  | {
      readonly kind: 'supportMarkers';
      readonly marker: SupportMarkerType;
      /** How many markers move, 1..9. */
      readonly count: number;
      /** 'available': gained, from the Used box; 'used': lost, from the Available box. */
      readonly to: SupportBox;
    }
  | { readonly kind: 'reminder' };

/** Effect kinds that are "no result" on Turn 1 by default (10.1). */
export const TURN1_NO_RESULT_EFFECTS: readonly EventEffectKind[] = [
  'withdrawDivision',
  'supply2d6NoAir',
  'noActivation',
];

/** Event names that 10.1 makes "no result" on Turn 1. */
export const TURN1_NO_RESULT_NAMES: readonly string[] = [
  '64th Army Breakthrough',
  '66th Army Breakthrough',
  'Logistical Pause',
];

/** One row of a Random Event Chart (6.2): a 3d6 roll range. */
export interface EventRow {
  /** Lowest roll, 3..18. */
  readonly lo: number;
  /** Highest roll, lo..18. */
  readonly hi: number;
  /** As printed, e.g. 'Commissars'. */
  readonly name: string;
  readonly effect: EventEffect;
  /** Free text as printed on the chart (our own words for the shipped rows). */
  readonly text: string;
  /** This row is "no result" on Turn 1 (10.1). */
  readonly turn1NoResult: boolean;
}

/** The whole component kit: plain JSON, versioned. */
export interface ComponentKit {
  readonly kitVersion: typeof KIT_VERSION;
  /** Human name, e.g. 'Known facts (rulebook 2026)' or 'TEST FIXTURE — not the real map'. */
  readonly name: string;
  /** True for made-up test kits; the UI must say so. */
  readonly fixture: boolean;
  /** Areas keyed by Area number 1..50. */
  readonly areas: Readonly<Record<number, KitArea>>;
  readonly germanCounters: readonly GermanCounter[];
  /** The owner has transcribed every counter used in that scenario. */
  readonly germanCountersComplete: Readonly<Record<ScenarioId, boolean>>;
  /**
   * Setup places (placeKey) whose counters the owner has named in full, per scenario; absent
   * when none is. A complete list (germanCountersComplete) knows every place.
   */
  readonly setupKnown?: Readonly<Partial<Record<ScenarioId, readonly string[]>>>;
  /** Random Event Chart rows per scenario (6.2, 14.6.1); need not cover 3..18 until complete. */
  readonly events: Readonly<Record<ScenarioId, readonly EventRow[]>>;
}

/** A component fact play may need and the owner can answer. */
export type Fact =
  | { readonly kind: 'adjacency'; readonly a: number; readonly b: number }
  /** Every Area bordering `area`. */
  | { readonly kind: 'neighbours'; readonly area: number }
  | { readonly kind: 'terrain'; readonly area: number }
  | { readonly kind: 'tem'; readonly area: number }
  | { readonly kind: 'name'; readonly area: number }
  /** The Random Event Chart row containing `roll`. */
  | { readonly kind: 'event'; readonly scenario: ScenarioId; readonly roll: number }
  /** The full German counter list of a scenario. */
  | { readonly kind: 'germanCounters'; readonly scenario: ScenarioId }
  /** The German counters that start in one place of a scenario (5.3, 14.3, 14.4). */
  | { readonly kind: 'setup'; readonly scenario: ScenarioId; readonly place: Placement }
  /** One German counter's type, Attack Factor and division (4.2, 4.3). */
  /**
   * need: only the type is wanted (4.2: a Movement Factor), or only the division (a rule
   * counting divisions); without it, type, Attack Factor and division. also: with need
   * 'division', more counters asked in the same question, given the same division.
   */
  | {
      readonly kind: 'counter';
      readonly id: string;
      readonly need?: 'type' | 'division';
      readonly also?: readonly string[];
    };
export type FactKind = Fact['kind'];

/** The answer each kind of Fact takes. */
export interface FactAnswers {
  readonly adjacency: boolean;
  readonly neighbours: readonly number[];
  readonly terrain: Terrain;
  readonly tem: number;
  readonly name: string;
  readonly event: EventRow;
  readonly germanCounters: readonly GermanCounter[];
  readonly setup: readonly SetupName[];
  readonly counter: CounterDetails;
}

/** A fact and an answer to it: what the kit records, and what a question hands back. */
export interface FactAnswer {
  readonly fact: Fact;
  readonly answer: FactAnswers[Fact['kind']];
}

/** A counter named in a setup place: its designation and, when known, its division. */
export interface SetupName {
  readonly id: string;
  readonly division: string | null;
}

/** What a counter fact asks: type (4.2), Attack Factor (4.3.1) and Parent Organization (4.3.2). */
export interface CounterDetails {
  /** null: not asked (only the division was needed), so not recorded. */
  readonly type: UnitType | null;
  /** null: not asked (only the type or division was needed), so not recorded. */
  readonly attackFactor: number | null;
  /** null: an assault gun that shows none (12.4). */
  readonly division: string | null;
}

/** A lookup that is either known, needs the owner to answer a fact, or does not apply. */
export type Lookup<T> =
  | { readonly kind: 'known'; readonly value: T }
  | { readonly kind: 'needsFact'; readonly fact: Fact }
  | { readonly kind: 'notApplicable'; readonly rule: string; readonly reason: string };

/** Three-valued adjacency (3.1). */
export type Adjacency = 'yes' | 'no' | 'unknown';
