/**
 * The game record engine: setup, the sequence of play as data, the pure reducer, what
 * is legal now, the log with undo/redo and replay, and the invariants. Import from here only.
 */

export { moraleIsStrong, STRONG_MORALE, SUPPLY_CHART, SUPPLY_COST } from '../types';
export { apply } from './apply';
export type { MoveCost, StackBorderPick } from './combatPhase';
export {
  activatableUnits,
  attackKind,
  bloodyStreetsModifier,
  combatSpec,
  defaultLead,
  defender,
  divisionQuestion,
  mandatoryAttacksOwed,
  moveCost,
  movementFactor,
  retreatRoutes,
  roundIsOver,
  stackBorderPicks,
  stackMoves,
  unseenFor,
} from './combatPhase';
export { countedTotals, countRolls } from './counted';
export type { DawnDelayed, DawnReport } from './dawn';
export { dawnReport, lastDawnReport } from './dawn';
export type { RollEntry } from './entry';
export { facesForTotal, rollEntry, totalRange } from './entry';
export { eventEffectRule } from './events';
export {
  automaticVictory,
  bloodyStreetsAreas,
  dawnWithdrawal,
  endPhaseReport,
  isLastTurn,
} from './flow';
export { checkInvariants } from './invariants';
export { MAX_ISOLATION_MARKERS } from './isolation';
export type {
  LegalAction,
  PurchaseOption,
  ReinforcementArea,
  ReinforcementChoice,
} from './legal';
export {
  delayedReinforcements,
  forcedDeclaration,
  legalActions,
  purchaseOptions,
  reinforcementChoices,
  returnRefusal,
} from './legal';
export {
  airForbiddenByEvent,
  combatEnvironment,
  eventEffect,
  isContested,
  MORALE_MAX,
  STACK_LIMIT,
  stackIn,
  unitsIn,
} from './ops';
export {
  firstTurnNoResult,
  freeAir,
  freeAirRule,
  increasedSupplyTurn,
  returnAreas,
  supplyMinimum,
  supplyRerolls,
  supplyRollDice,
} from './phases';
export { delayedIfCombatEnds } from './preview';
export type { AttackChoice, GameRecord, LogEntry } from './record';
export {
  append,
  canRedo,
  canUndo,
  newRecord,
  redo,
  replay,
  stateOf,
  undo,
  undoneAttackChoice,
} from './record';
export {
  acceptsNow,
  advance,
  choiceAfterDice,
  currentStep,
  enterPhase,
  PHASE_SPEC,
  phaseIsPast,
  SEQUENCE,
} from './sequence';
export {
  checkOptions,
  defaultOptions,
  FIRST_TURN,
  newGame,
  OPTION_FLAGS,
  STARTING_MORALE,
  victoryTerms,
} from './setup';
export { defenseStrategy } from './strategy';
export * from './types';
