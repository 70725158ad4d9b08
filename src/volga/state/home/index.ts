/**
 * The home area's entry point: the small summaries home shows without loading a game or the
 * kit engine (the newest game with its turn's words, the kit's completeness), and the start-up
 * check for stored games an update must upgrade. Light on purpose: the first screen loads it.
 */
export { turnLabel } from '../game/calendar';
export { type KitSummary, kitSummaryKey, type RecentGame, readRecentGame } from './summaries';
export { storedGamesNeedUpgrade } from './upgrade';
