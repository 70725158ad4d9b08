/**
 * The combat engine's public API (issue 3). The UI, the headless command and the game engine
 * import from here only.
 */

export type { CounterPool, PlacedCounter, SovietCounter } from '../counters';
export {
  counterById,
  countersFor,
  FACTORY_DISTRICT_COUNTERS,
  FACTORY_DISTRICT_PREREVEALED,
  MAIN_GAME_COUNTERS,
  PAVLOVS_HOUSE,
} from '../counters';
export type { CombatResult, Result, RuleError, Strategy, Term, Terrain } from '../types';
export type {
  AdvisorInput,
  AdvisorReport,
  Allocation,
  SupplyCosts,
  SupportAvailable,
} from './advisor';
export { adviseSupport, SUPPLY_COSTS } from './advisor';
export {
  COMBAT_EVENT,
  COMBAT_EVENTS,
  COMBAT_OPTION,
  COMBAT_OPTIONS,
  type CombatEventEntry,
  type CombatEventId,
  type CombatOptionId,
  flagsOf,
} from './catalogue';
export type { CombatCommand } from './command';
export {
  COMMAND_EVENTS,
  COMMAND_OPTIONS,
  combatCommandOutput,
  parseCombatCommand,
  runCombatCommand,
} from './command';
export { bestTwo, sovietRollDistribution } from './dice';
export type { CounterOdds, PoolCounter, UnrevealedOdds } from './odds';
export {
  type BarrageChoiceOdds,
  barrageChoiceOdds,
  barrageContinueSpec,
  combatOdds,
  unrevealedOdds,
  type ValueRolls,
} from './odds';
export type { BarrageResolution } from './resolve';
export { applyStrategy, barrage, classify, combatConsequences, resolve } from './resolve';
export type * from './types';
export {
  airForbidden,
  checkCombatDice,
  checkCombatSpec,
  isGuardsUnit,
  MAX_ATTACKERS,
  sovietDiceCount,
  strategyInEffect,
  TEM_BY_TERRAIN,
} from './validate';
export { airReduction, attackValue, defenseValue, isolationModifier } from './values';
