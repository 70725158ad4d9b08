/** What a unit test opened (tab channels, sessions, game models), to close after each test. */

/** Returns a promise that resolves after `ms` milliseconds. */
export const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

/** Channels, models and sessions a test opened; `closeOpened` closes them. */
export const opened: Array<{ close(): void }> = [];

/** Closes (and forgets) everything in `opened`; meant for `afterEach`. */
export function closeOpened(): void {
  for (const o of opened.splice(0)) o.close();
}
