/**
 * The combat engine's public API. The UI, the headless command and the game engine
 * import from here only.
 */

export type { CounterPool } from '../counters';
export { countersFor } from '../counters';
export type { CombatResult, Strategy, Term, Terrain } from '../types';
export type { Allocation, SupplyCosts, SupportAvailable } from './advisor';
export { adviseSupport } from './advisor';
export { COMBAT_EVENT, COMBAT_EVENTS, COMBAT_OPTION, COMBAT_OPTIONS, flagsOf } from './catalogue';

export { parseCombatCommand, runCombatCommand } from './command';
export { sovietRollDistribution } from './dice';
export type { PoolCounter, UnrevealedOdds } from './odds';
export {
  barrageChoiceOdds,
  barrageContinueSpec,
  combatOdds,
  unrevealedOdds,
  type ValueRolls,
} from './odds';
export type { BarrageResolution } from './resolve';
export { applyStrategy, barrage, classify, resolve } from './resolve';
export type * from './types';
export {
  airForbidden,
  checkCombatDice,
  checkCombatSpec,
  MAX_ATTACKERS,
  sovietDiceCount,
  strategyInEffect,
  TEM_BY_TERRAIN,
} from './validate';
export {
  airReduction,
  artilleryEach,
  attackValue,
  defenseValue,
  isolationModifier,
} from './values';
