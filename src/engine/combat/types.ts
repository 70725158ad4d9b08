/**
 * The combat engine's input contract (issue 3). The game engine builds these from its state;
 * the quick calculator and `npm run combat` build them from what the player types.
 */
import type { Strategy, Terrain } from '../types';

/** The attacking side of one Combat Resolution (9.5.2, 9.5.4). */
export interface AttackSpec {
  /** Attack Factor of the Lead Attacking Unit (9.5.2A). */
  readonly lead: number;
  /** Attacking units including the lead, >= 1 (9.5.2B). */
  readonly attackers: number;
  /** Artillery markers placed (9.5.2C). */
  readonly artillery: number;
  /** Engineer markers placed (9.5.2C). */
  readonly engineers: number;
  /** An Air marker placed (9.5.3D); at most one (9.5.4). */
  readonly air: boolean;
  /** At least three attacking units of one division (9.5.2D). */
  readonly integrity: boolean;
  /** Distinct parent organizations among non-assault-gun attackers (12.4). */
  readonly parentOrgs: number;
  /** German Morale 0..19 (5.2). */
  readonly morale: number;
}

/** The defending Soviet unit and its Area (9.5.3, 9.4, 12.3, 12.5, 12.6). */
export interface DefenseSpec {
  readonly terrain: Terrain;
  /** The Area's TEM, 1..4 (9.5.3B). */
  readonly tem: number;
  /** The printed Defense Factor (9.5.3A). */
  readonly defense: number;
  readonly strategy: Strategy;
  /** This is the Action Round the unit is first Revealed (9.4). */
  readonly firstReveal: boolean;
  /** The Area is adjacent to the Volga (3.1). */
  readonly volga: boolean;
  /** The unit is Isolated (12.3, only when that option is on). */
  readonly isolated: boolean;
  /** The unit is Pavlov's House (12.6). */
  readonly pavlov: boolean;
  /** The Area was Contested at the start of the Action Round (12.5). */
  readonly contestedAtStart: boolean;
}

/** Random Events in force this turn that change combat (6.2, 13.2, 14.6.1). */
export interface CombatEvents {
  /** Artillery Shell Shortages: Artillery +1 instead of +2. */
  readonly artilleryShortage: boolean;
  /** Commissars: +1 to Soviet DV. */
  readonly commissars: boolean;
  /** An event forbids Air markers this turn (64th/66th Army Offensive, Rain, 66th Army Breakthrough). */
  readonly noAir: boolean;
}

/** Optional rules that change combat (12.1, 12.3, 12.4, 12.5, 12.6). */
export interface CombatOptions {
  readonly rubble: boolean;
  readonly parentOrganization: boolean;
  readonly limitedAir: boolean;
}

/** Everything needed to value and resolve one attack. */
export interface CombatSpec {
  readonly attack: AttackSpec;
  readonly defense: DefenseSpec;
  readonly events: CombatEvents;
  readonly options: CombatOptions;
}

/** The dice of one Combat Resolution, as rolled (owner-typed or generated). */
export interface CombatDice {
  /** German 2d6 (9.5.1). */
  readonly german: readonly [number, number];
  /** Soviet dice: 2, or 3/4 for Guards (9.4) and Pavlov's House (12.6). */
  readonly soviet: readonly number[];
  /** The Air Support die (9.5.3D), when an Air marker is placed. */
  readonly air?: number;
  /** The isolation die (12.3), when the unit is Isolated. */
  readonly isolation?: number;
}
