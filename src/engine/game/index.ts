/**
 * The game record engine: setup, the sequence of play as data, the pure reducer, what
 * is legal now, the log with undo/redo and replay, and the invariants. Import from here only.
 */
export { apply } from './apply';
export type { MoveCost, SupportChoice } from './combatPhase';
export {
  activatableUnits,
  adjacentToSoviet,
  attackKind,
  bloodyStreetsModifier,
  combatSpec,
  defender,
  mandatoryAttacksOwed,
  moveCost,
  movementFactor,
  pausedByEvent,
  retreatRoutes,
  shoulderUnit,
  unseenFor,
} from './combatPhase';
export type { ReinforcementGroup } from './flow';
export {
  automaticVictory,
  bloodyStreetsAreas,
  dawnWithdrawal,
  divisionAway,
  finalVictory,
  reinforcementGroups,
} from './flow';
export { checkInvariants } from './invariants';
export { isolationCandidates, MAX_ISOLATION_MARKERS } from './isolation';
export type {
  LegalAction,
  PurchaseOption,
  ReinforcementArea,
  ReinforcementChoice,
} from './legal';
export {
  delayedReinforcements,
  legalActions,
  purchaseOptions,
  reinforcementChoices,
  returnRefusal,
} from './legal';
export {
  airForbiddenByEvent,
  clampMorale,
  combatEnvironment,
  eventEffect,
  isContested,
  MORALE_MAX,
  STACK_LIMIT,
  STRONG_MORALE,
  stackIn,
  unitsIn,
} from './ops';
export {
  firstTurnNoResult,
  freeAir,
  freeAirRule,
  increasedSupplyTurn,
  RETURN_SETUP_AREAS,
  returnAreas,
  SUPPLY_COST,
  supplyMinimum,
  supplyRerolls,
  supplyRollDice,
} from './phases';
export type { GameRecord, LogEntry, RecordAndState } from './record';
export { canRedo, canUndo, commit, newRecord, redo, replay, stateOf, undo } from './record';
export type { PhaseSpec, StepSpec } from './sequence';
export {
  acceptsNow,
  advance,
  choiceAfterDice,
  currentStep,
  enterPhase,
  PHASE_SPEC,
  SEQUENCE,
} from './sequence';
export {
  AIR_MARKERS,
  checkOptions,
  defaultOptions,
  FACTORY_CONTROL_AREAS,
  FIRST_TURN,
  newGame,
  OPTION_FLAGS,
  STARTING_MORALE,
} from './setup';
export { defenseStrategy } from './strategy';
export * from './types';
