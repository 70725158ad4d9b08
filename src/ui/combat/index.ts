/**
 * The combat UI for other screens. A game screen builds a CombatSpec from the game state (and
 * the unseen counters when the defender is Unrevealed), renders <CombatPanel>, keeps the dice
 * and Barrage choice it reports, and applies the CombatReport's consequences on "Apply to the
 * game". Import this module with import() to keep it out of the first screen's bundle.
 */

export { Explain, Segmented, Stepper, Switch } from '../controls';
export type { DiceEntries, DieEntry, DieSlot, DieSource } from '../dice/DiceEntry';
export { DiceEntry } from '../dice/DiceEntry';
export type { AdvisorProps, SupportChoice } from './Advisor';
export { Advisor, allocationText } from './Advisor';
export type { CombatPanelProps, CombatReport } from './CombatPanel';
export { CombatPanel } from './CombatPanel';
export { combatDiceSlots, diceSources, dieRejectMessage, toCombatDice } from './combatDice';
export { explainRule } from './explain';
export { pct } from './format';
export { Panel } from './Panel';
export { Consequences, outcomeText, ResultView } from './Result';
