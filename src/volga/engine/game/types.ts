/**
 * The game record's data: one plain JSON GameState (schemaVersion), the setup it starts from,
 * and the discriminated union of player actions. No classes, Maps or Dates.
 */

import type { RuleError } from '../../../core/result';
import type { OwnerDice, PrngState, Roll } from '../dice';
import type {
  ComponentKit,
  EventEffect,
  Fact,
  FactAnswers,
  FactKind,
  ReturnRule,
  ScenarioId,
  Side,
} from '../kit/types';
import type { Rulings } from '../rulings';
import type { CombatResult, Terrain } from '../types';

/** Version of the GameState and GameRecord shapes; bump with a migration. */
export const GAME_SCHEMA_VERSION = 1 as const;

/** The five Phases of a Turn (6.0), plus 'over' once the game has ended (11.x, 14.7). */
export const PHASES = ['dawn', 'randomEvent', 'supply', 'combat', 'end', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** The steps inside the Phases, each a point where the engine may wait for the player. */
export const STEPS = [
  'reinforcement', // 6.1.1
  'withdrawal', // 6.1.2
  'isolation', // 12.3
  'roll', // 6.2 / 6.3
  'purchase', // 6.3
  'bloodyStreets', // 6.4.1
  'actionRounds', // 6.4.2
  'end', // 6.5
  'over',
] as const;
export type Step = (typeof STEPS)[number];

/** How Soviet counters are drawn: the owner's real cup, or the app's. */
export type CupMode = 'physical' | 'digital';

/** Support markers by kind (4.5.4-4.5.6). */
export interface SupportCounts {
  readonly air: number;
  readonly artillery: number;
  readonly engineer: number;
}
export type SupportKind = keyof SupportCounts;

/** Per-game settings: optional rules 12.1-12.8 and house rules. */
export interface GameOptions {
  readonly rubble: boolean; // 12.1
  readonly northernShoulder: boolean; // 12.2
  readonly isolation: boolean; // 12.3
  readonly parentOrganization: boolean; // 12.4
  readonly limitedAir: boolean; // 12.5
  readonly pavlov: boolean; // 12.6
  /** 12.7: start at `startingMorale` instead of 19 (main) / 15 (14.2). */
  readonly reducedMorale: boolean;
  readonly startingMorale: number;
  /** 12.8: reroll each "1" of the Supply roll on these Turns. */
  readonly increasedSupply: boolean;
  readonly rerollTurns: readonly number[];
  /** Pavlov's House Defense Factor as printed on the owner's counter (12.6; not in the rulebook). */
  readonly pavlovDefense: number | null;
  /** House rule for 11.2: Areas needed for the Operational Victory (default 40). */
  readonly victoryAreas: number;
  /** House rule for 11.2: the final Turn of the main game (default 9). */
  readonly lastTurn: number;
  /** The reading of each ruling (rulings.ts) this game is played with, fixed when it starts. */
  readonly rulings: Rulings;
}

/** Where a German unit is. */
export type GermanLocation =
  | { readonly kind: 'area'; readonly area: number }
  /** 3.7: eliminated, may return through Supply (6.3). */
  | { readonly kind: 'outOfAction' }
  /** Removed from play for good (6.1.2), or not used in this scenario. */
  | { readonly kind: 'withdrawn' }
  /**
   * Waiting to enter: a reinforcement (6.1.1, 14.4) from `turn` on, or a division withdrawn by
   * an event returning (6.2.1, 14.6.1) under `returnTo`. `returnTo` null = the scenario's
   * reinforcement Areas.
   */
  | { readonly kind: 'reinforcement'; readonly turn: number; readonly returnTo: ReturnRule | null };

/** One German unit's state; its printed data is the kit counter with the same id. */
export interface GermanUnitState {
  readonly id: string;
  readonly location: GermanLocation;
  /** Spent side up (4.2). */
  readonly spent: boolean;
}

/** The Soviet unit in an Area (at most one, 7.1). */
export interface SovietUnitState {
  /** The Revealed counter id (counters.ts), or null while Unrevealed (4.4). */
  readonly counter: string | null;
  /** Serial of the Action Round in which it was first Revealed (9.4), or null. */
  readonly revealedRound: number | null;
}

/** One Area's state. */
export interface AreaState {
  /** 7.2: Soviet exactly when a Soviet unit is present (7.4). */
  readonly control: Side;
  readonly soviet: SovietUnitState | null;
  /** Marked Isolated at the last Dawn (12.3). */
  readonly isolated: boolean;
}

/** This Turn's Random Event (6.2). */
export interface ActiveEvent {
  /** The 3d6 roll, or null when the Phase was skipped (14.6.1 Turn 10). */
  readonly roll: number | null;
  /** The row actually used (after 6.2.1's 3-counts-as-4). */
  readonly usedRoll: number | null;
  readonly name: string;
  readonly effect: EventEffect;
  readonly text: string;
  /** Why the printed effect does not apply, e.g. '10.1' on Turn 1. */
  readonly noResultRule: string | null;
  /** Its chart row is not read yet: the owner put it off; asked when its effect matters. */
  readonly pending?: true;
}

/** A division removed from the map (6.1.2, 6.2.1, 14.6.1). */
export interface Withdrawal {
  readonly division: string;
  readonly turn: number;
  readonly byEvent: boolean;
  /** The Turn it comes back, or null for good (6.1.2). */
  readonly returnsTurn: number | null;
}

/** A unit activated in the current Action Round (8.1). */
export interface RoundUnit {
  /** Movement Factors left (8.2). */
  readonly mfLeft: number;
  readonly moved: boolean;
  readonly attacked: boolean;
  /** The Area it was in before entering its current Area (9.5.8), or null if it has not moved. */
  readonly enteredFrom: number | null;
  /** It entered a Soviet-occupied Area and must stop (8.2). */
  readonly stopped: boolean;
}

/** The kinds of attack (9.1 mandatory, 9.2 optional on entering, 9.3 from a Contested Active Area). */
export type AttackKind = 'mandatory' | 'optional' | 'contested';

/** An attack declared and not yet resolved (9.4, 9.5). */
export interface PendingAttack {
  readonly area: number;
  readonly units: readonly string[];
  readonly kind: AttackKind;
  /** 'reveal' waits for the owner's counter (physical cup); 'barrage' for 9.4's choice. */
  readonly stage: 'reveal' | 'barrage' | 'resolve';
}

/** Units that must still retreat (9.5.8) and the Area they leave. */
export interface PendingRetreat {
  readonly from: number;
  readonly units: readonly string[];
}

/** The Action Round in progress (6.4.2). */
export interface ActionRound {
  /** Serial of this Action Round in the game; used for 9.4's "first Revealed". */
  readonly serial: number;
  /** The Active Area (8.1). */
  readonly area: number;
  /** Areas Contested at the moment of activation (8.2, 9.1, 9.3, 12.5). */
  readonly contestedAtActivation: readonly number[];
  readonly units: Readonly<Record<string, RoundUnit>>;
  /** Areas attacked during this activation (8.2.1). */
  readonly attacked: readonly number[];
  readonly attack: PendingAttack | null;
  readonly retreat: PendingRetreat | null;
}

/** What happened in one resolved attack, for the on-screen history. */
export interface AttackRecord {
  readonly area: number;
  readonly units: readonly string[];
  readonly lead: string | null;
  readonly counter: string;
  readonly av: number | null;
  readonly dv: number | null;
  readonly at: number | null;
  readonly dt: number | null;
  readonly combatResult: CombatResult | null;
  readonly outcome: CombatResult | 'barrageRetreat' | 'barrageOnly';
}

/** How the game ended (11.1, 11.2, 14.7). */
export interface GameResult {
  readonly winner: Side;
  readonly kind: 'automatic' | 'operational' | 'final';
  readonly rule: string;
  readonly turn: number;
  readonly message: string;
}

/** The whole game at one moment: plain JSON. */
export interface GameState {
  readonly schemaVersion: typeof GAME_SCHEMA_VERSION;
  readonly scenario: ScenarioId;
  readonly options: GameOptions;
  readonly cup: CupMode;
  /** The component kit in use, with any facts answered during play (self-contained replay). */
  readonly kit: ComponentKit;
  readonly turn: number;
  readonly phase: Phase;
  readonly step: Step;
  /** 0..19 (5.2). */
  readonly morale: number;
  /** Banked Supply Points (6.3.1). */
  readonly supply: number;
  readonly support: { readonly available: SupportCounts; readonly used: SupportCounts };
  readonly germans: Readonly<Record<string, GermanUnitState>>;
  /** Keyed by Area number 1..50. */
  readonly areas: Readonly<Record<number, AreaState>>;
  /** The German Controlled count on the Record Track (3.4, 5.2). */
  readonly germanControlled: number;
  /** Soviet counter ids not yet seen, by terrain (5.4, 14.5.1, 12.6). */
  readonly pools: Readonly<Record<Terrain, readonly string[]>>;
  /** This Turn's Random Event, or null before it is rolled. */
  readonly event: ActiveEvent | null;
  readonly withdrawals: readonly Withdrawal[];
  /** Reinforcement groups already placed this Dawn (6.1.1: one Area per group). */
  readonly placedGroups: readonly string[];
  /**
   * The Area each reinforcement group first entered, by group key (6.1.1): the group's delayed
   * units enter only there.
   */
  readonly groupAreas: Readonly<Record<string, number>>;
  /** When more Areas qualify for Isolation than there are markers, the candidates (12.3). */
  readonly isolationCandidates: readonly number[] | null;
  /** Supply rolled this Turn (null before the roll) (6.3). */
  readonly supplyRoll: number | null;
  /**
   * When a minimum raised this Turn's Supply roll (10.2, 14.6.2): the dice total as rolled and
   * the rule that made it count as `supplyRoll`; null otherwise.
   */
  readonly supplyRaised: { readonly rolled: number; readonly rule: string } | null;
  readonly round: ActionRound | null;
  /** Action Rounds begun so far in the game. */
  readonly roundSerial: number;
  /** The last resolved attack, for display. */
  readonly lastAttack: AttackRecord | null;
  readonly prng: PrngState;
  readonly result: GameResult | null;
}

/** What a game starts from. */
export interface GameSetup {
  readonly scenario: ScenarioId;
  readonly cup: CupMode;
  readonly kit: ComponentKit;
  /** Seed words for the PRNG (the caller draws them with crypto.getRandomValues). */
  readonly seed: number | readonly number[];
  readonly options?: Partial<GameOptions>;
}

/** A RuleError, or a request for a component fact the owner must answer first. */
export interface GameError extends RuleError {
  readonly fact?: Fact;
  /**
   * With `fact`: the dice the action had rolled or drawn before it asked. A refused action
   * leaves the PRNG where it was, so the same action run again once the fact is answered
   * rolls these same dice.
   */
  readonly rolls?: readonly Roll[];
}

/** Success or a GameError. */
export type GameResultOf<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: GameError };

/** Answers one component fact; logged like any action so replay is self-contained. */
export type AnswerFactAction = {
  [K in FactKind]: {
    readonly type: 'answerFact';
    readonly fact: Extract<Fact, { kind: K }>;
    readonly answer: FactAnswers[K];
  };
}[FactKind];

/** Every player action. */
export type Action =
  /** 6.1.1, 6.2.1, 14.4, 14.6.1: place one reinforcement group in one Area. */
  | {
      readonly type: 'placeReinforcements';
      readonly area: number;
      readonly units: readonly string[];
    }
  /** 12.3: choose the Isolated Areas when more qualify than there are markers. */
  | { readonly type: 'chooseIsolated'; readonly areas: readonly number[] }
  /** 6.2: roll 3d6 on the Random Event Chart. */
  | {
      readonly type: 'rollRandomEvent';
      readonly dice?: OwnerDice;
      /** "Not now" to the chart row the roll needs: the event stays pending (pendingEvent.ts). */
      readonly later?: true;
    }
  /** 6.3: roll for Supply. */
  | { readonly type: 'rollSupply'; readonly dice?: OwnerDice }
  /** 6.3: buy Support markers. */
  | { readonly type: 'buySupport'; readonly marker: SupportKind; readonly count?: number }
  /** 6.3: buy +1 Morale per 3 points. */
  | { readonly type: 'buyMorale'; readonly count?: number }
  /** 6.3: return a unit from the Out of Action Box. */
  | { readonly type: 'returnUnit'; readonly unit: string; readonly area: number }
  /** End the Supply Phase (6.3.1 banks the rest). */
  | { readonly type: 'endSupply' }
  /** 6.4.1: roll for every Contested Light/Heavy Urban Area (ascending Area order). */
  | { readonly type: 'rollBloodyStreets'; readonly dice?: OwnerDice }
  /** 6.4.2, 8.1: choose the Active Area. */
  | { readonly type: 'activate'; readonly area: number }
  /** 8.1, 8.2: move one unit into one Adjacent Area. */
  | { readonly type: 'move'; readonly unit: string; readonly to: number }
  /** 8.1, 8.2: move activated units of one Area into one Adjacent Area together. */
  | { readonly type: 'moveStack'; readonly units: readonly string[]; readonly to: number }
  /** 9.1-9.3: attack the Soviet unit in `area` with `units`. */
  | { readonly type: 'declareAttack'; readonly area: number; readonly units: readonly string[] }
  /** 9.4, physical cup: the counter the owner drew for the Area being attacked. */
  | { readonly type: 'revealCounter'; readonly counter: string }
  /** 9.4 Barrage: one attacker Out of Action (combat goes on) or all Spent and retreat. */
  | {
      readonly type: 'barrageChoice';
      readonly choice: 'outOfAction' | 'retreat';
      readonly unit?: string;
      /**
       * Only in records from when the Barrage choice asked the attackers' divisions (9.5.2D) and
       * the owner put them off; kept so those records still load. The choice never needs them
       * (9.4), so it changes nothing.
       */
      readonly divisionsLater?: true;
    }
  /** 9.5: designate the lead, place Support markers, roll. */
  | {
      readonly type: 'resolveAttack';
      readonly lead: string;
      readonly artillery: number;
      readonly engineers: number;
      readonly air: boolean;
      /** 9.5.2D: the owner left the unknown divisions for later; the bonus counts without them. */
      readonly divisionsLater?: true;
      readonly dice?: OwnerDice;
    }
  /** 9.5.8: retreat one unit along `path` when the Area it entered from is full. */
  | { readonly type: 'retreat'; readonly unit: string; readonly path: readonly number[] }
  /** 6.4.2: end the Action Round. */
  | { readonly type: 'endRound' }
  /** 6.4.3: end the Combat Phase; 11.1, then the End Phase (6.5) runs. */
  | { readonly type: 'endCombatPhase' }
  /** 4.3: give a German unit its printed designation (a placeholder's, or a typo put right). */
  | { readonly type: 'renameUnit'; readonly from: string; readonly to: string }
  | AnswerFactAction;

/**
 * Actions that record what the owner's components say rather than play (a fact answered, a
 * designation given): possible at any step, and after the game has ended.
 */
export const RECORD_ACTIONS: ReadonlySet<Action['type']> = new Set(['answerFact', 'renameUnit']);

/** The result of applying an action: the new state and the dice it rolled. */
export interface Applied {
  readonly state: GameState;
  readonly rolls: readonly Roll[];
}
