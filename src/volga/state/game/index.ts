/**
 * The game area's entry point for screens: the game model, the saved-games library,
 * the app's storage services for games, and the small helpers screens show (turn dates, dice
 * preference, a new game's seed). Storage internals stay in src/core/store.
 */
export {
  type AttackDraft,
  loadAttackDraft,
  saveAttackDraft,
} from './attackDraft';
export { turnDates, turnLabel } from './calendar';
export { dicePreference, setDicePreference } from './dicePreference';
export * from './library';
export * from './model';
export { newSeed } from './seed';
export { appServices, migrateStoredGames } from './services';
