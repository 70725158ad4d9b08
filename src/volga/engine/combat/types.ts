/**
 * The combat engine's input contract. The game engine builds these from its state;
 * the quick calculator and `npm run combat` build them from what the player types.
 */
import type { Rulings } from '../rulings';
import type { CombatResult, Strategy, Term, Terrain } from '../types';
import type { CombatEventId, CombatOptionId } from './catalogue';

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
  /**
   * Attackers whose division was left for later (9.5.2D): the bonus was counted without them.
   * Omitted when every division that could count is known.
   */
  readonly divisionsUnknown?: number;
  /** Distinct parent organizations among non-assault-gun attackers (12.4). */
  readonly parentOrgs: number;
  /** German Morale 0..19 (5.2). */
  readonly morale: number;
  /**
   * The attack is a Mandatory Attack (9.1): a Repulse then forces a retreat. Omitted means
   * unknown: the Repulse consequences then carry a retreat marked `onlyIfMandatory`.
   */
  readonly mandatory?: boolean;
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

/** Random Events in force this turn that change combat, one flag per COMBAT_EVENT (6.2, 14.6.1). */
export type CombatEvents = Readonly<Record<CombatEventId, boolean>>;

/** Optional rules that change combat, one flag per COMBAT_OPTIONS id (12.1, 12.4, 12.5). */
export type CombatOptions = Readonly<Record<CombatOptionId, boolean>>;

/** Everything needed to value and resolve one attack. */
export interface CombatSpec {
  readonly attack: AttackSpec;
  readonly defense: DefenseSpec;
  readonly events: CombatEvents;
  readonly options: CombatOptions;
  /**
   * How the rulings of rulings.ts are read in this attack; a ruling left out is read as written
   * (12.4 then charges every Parent Organization).
   */
  readonly rulings?: Partial<Rulings>;
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

/** An Attack or Defense Value with the terms that make it up, each citing its rule. */
export interface CombatValue {
  readonly value: number;
  readonly terms: readonly Term[];
}

/** Dice that change the Defense Value before the Combat Resolution roll (9.5.3D, 12.3). */
export type ValueDie = 'air' | 'isolation';

/** A Defense Value (9.5.3) and the Defense Factor as modified by isolation (12.3). */
export interface DefenseValue extends CombatValue {
  /** The Defense Factor after the isolation die (12.3); the Overrun threshold (9.5.5). */
  readonly defenseFactor: number;
  /** Dice the value still waits for; when non-empty, `value` leaves them out. */
  readonly pending: readonly ValueDie[];
}

/** Which German units a consequence touches. */
export type UnitsTouched = 'lead' | 'others' | 'all' | 'oneChosen';

/** What every consequence carries: the rule that demands it and a line for the player. */
interface Ruled {
  readonly rule: string;
  readonly label: string;
}

/**
 * One thing the game engine must do after a Combat Resolution or a Barrage choice, in order,
 * with the rule that demands it. Morale changes come as one net entry (see `morale`).
 */
export type Consequence = Ruled &
  (
    | {
        /** German unit(s) go to the Out of Action Box (3.7). */
        readonly kind: 'outOfAction';
        readonly units: UnitsTouched;
      }
    | {
        /** German unit(s) flip to their Spent side. */
        readonly kind: 'spent';
        readonly units: UnitsTouched;
      }
    | {
        /** The attacking units retreat (9.5.8). */
        readonly kind: 'retreat';
        /** True when the retreat applies only if the attack was Mandatory (9.1) and that was not given. */
        readonly onlyIfMandatory: boolean;
      }
    | {
        /** The Soviet unit is eliminated and removed from the map. */
        readonly kind: 'sovietEliminated';
      }
    | {
        /** Place a German Control marker in the Area and advance the Record Track. */
        readonly kind: 'germanControl';
      }
    | {
        /**
         * Change German Morale by `delta` once (the sum of `terms`), then clamp to 0..19 (5.2).
         * Summing first keeps 9.5.7 and Heroes cancelling even at Morale 19.
         */
        readonly kind: 'morale';
        readonly delta: number;
        readonly terms: readonly Term[];
      }
    | {
        /** The Support markers used go to the Used Support Units Box (9.5.9). */
        readonly kind: 'supportUsed';
        readonly artillery: number;
        readonly engineers: number;
        readonly air: number;
      }
  );

/** The Attack Value with its terms, and the terms of the Defense Value (9.5.2, 9.5.3). */
interface Valued {
  readonly av: number;
  readonly avTerms: readonly Term[];
  readonly dvTerms: readonly Term[];
}

/** Everything one Combat Resolution produced (9.5): values, totals, result and consequences. */
export interface CombatResolution extends Valued {
  /** The final Defense Value, after the Air die and the isolation die, never below 0. */
  readonly dv: number;
  /** Defense Factor as modified by isolation: the Overrun threshold (9.5.5, 12.3). */
  readonly defenseFactor: number;
  /** The German 2d6 (9.5.1). */
  readonly germanRoll: number;
  /** The two Soviet dice kept (all of them when only two were rolled) (9.5.1, 9.4). */
  readonly sovietKept: readonly [number, number];
  readonly sovietRoll: number;
  /** Attack Total = AV + German 2d6. */
  readonly at: number;
  /** Defense Total = DV + the Soviet dice kept. */
  readonly dt: number;
  /** The result by 9.5.5 alone, before any Defense Strategy. */
  readonly combatResult: CombatResult;
  /** The result after the Defense Strategy (Fanatic turns a Success into a Stalemate). */
  readonly outcome: CombatResult;
  /** The Defense Strategy in effect this Combat Resolution, or null (4.4, 9.4, 12.6). */
  readonly strategy: Strategy | null;
  /** Net German Morale change (sum of the morale consequence terms). */
  readonly moraleDelta: number;
  /** What the game engine applies, in order. */
  readonly consequences: readonly Consequence[];
  /** Plain-language notes on strategies applied or ignored, each with its rule. */
  readonly notes: readonly Term[];
}

/** Probabilities of each result after Defense Strategies. They sum to 1. */
export type Odds = Readonly<Record<CombatResult, number>>;

/** Integer outcome counts over every die combination, out of `denominator`. */
export interface OddsCounts extends Readonly<Record<CombatResult, number>> {
  readonly denominator: number;
}

/** Exact odds of one attack on a known (Revealed or to-be-Revealed) Soviet unit. */
export interface CombatOdds extends Valued {
  /** The Defense Value before the Air and isolation dice. */
  readonly dvBeforeDice: number;
  /** Dice that make up the Defense Value, enumerated in the odds. */
  readonly pending: readonly ValueDie[];
  /** Soviet dice rolled (2, 3 or 4; the best two count). */
  readonly sovietDice: 2 | 3 | 4;
  /** After strategies (Fanatic). */
  readonly odds: Odds;
  readonly counts: OddsCounts;
  /** By 9.5.5 alone, before Fanatic. */
  readonly combatResultOdds: Odds;
  /** Chance the Area is captured: Success or Overrun after strategies. */
  readonly pCapture: number;
}

/** The two choices a Barrage leaves the German player (9.4). */
export type BarrageChoice = 'outOfAction' | 'retreat';
