/**
 * The home area's entry point: the small summaries home shows without loading a game or the
 * kit engine (the newest game, the kit's completeness), and the start-up
 * check for stored games an update must upgrade. Light on purpose: the first screen loads it.
 */
export { type KitSummary, kitSummaryKey, type RecentGame, readRecentGame } from './summaries';
export { storedGamesNeedUpgrade } from './upgrade';
