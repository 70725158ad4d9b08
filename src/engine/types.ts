/**
 * The engine's shared vocabulary, named in the rulebook's words.
 * Everything here is plain data: JSON-serialisable, no classes, no Dates.
 */

/** The four Area Terrain Types (3.1.2, 5.4). */
export const TERRAINS = ['clear', 'elevated', 'lightUrban', 'heavyUrban'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Human labels for terrains, as printed on the board. */
export const TERRAIN_LABEL: Readonly<Record<Terrain, string>> = {
  clear: 'Clear',
  elevated: 'Elevated',
  lightUrban: 'Light Urban',
  heavyUrban: 'Heavy Urban',
};

/** The five Soviet Defense Strategies (9.4). */
export const STRATEGIES = ['heroes', 'ambush', 'barrage', 'fanatic', 'guards'] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** Human labels for Defense Strategies. */
export const STRATEGY_LABEL: Readonly<Record<Strategy, string>> = {
  heroes: 'Heroes',
  ambush: 'Ambush',
  barrage: 'Barrage',
  fanatic: 'Fanatic',
  guards: 'Guards',
};

/** Combat results before and after Defense Strategies (9.5.5). */
export const COMBAT_RESULTS = ['repulse', 'stalemate', 'success', 'overrun'] as const;
export type CombatResult = (typeof COMBAT_RESULTS)[number];

/** Optional rules 12.1-12.8 by name. */
export const OPTIONAL_RULES = [
  'rubble', // 12.1
  'northernShoulder', // 12.2
  'isolation', // 12.3
  'parentOrganization', // 12.4
  'limitedAir', // 12.5
  'pavlov', // 12.6
  'reducedMorale', // 12.7
  'increasedSupply', // 12.8
] as const;
export type OptionalRule = (typeof OPTIONAL_RULES)[number];

/** A rule violation or bad input: a stable code, the rule it enforces, and a message for people. */
export interface RuleError {
  readonly code: string;
  /** Rulebook section, e.g. '8.3.2', or 'input' for malformed data that no rule covers. */
  readonly rule: string;
  readonly message: string;
}

/** Success or a RuleError; engine functions return this instead of throwing. */
export type Result<T, E = RuleError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** Wraps a value as a successful Result. */
export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

/** Builds a failed Result from a code, rule and message. */
export const err = (code: string, rule: string, message: string): Result<never> => ({
  ok: false,
  error: { code, rule, message },
});

/** One term of an Attack or Defense Value, with the rule that gives it. */
export interface Term {
  readonly label: string;
  readonly value: number;
  readonly rule: string;
}
