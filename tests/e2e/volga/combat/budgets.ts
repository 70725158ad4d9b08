/** What an attack may cost a player at 390x844: the browser tests and the bench check these. */

/** One Mandatory Attack in a game, from activating the Area to the result. */
export const ATTACK_BUDGET = { taps: 8, scrolls: 0 } as const;

/** The rulebook's 13.4 attack entered in Quick combat, from its screen to the result. */
export const QUICK_BUDGET = { taps: 20, scrolls: 1 } as const;
