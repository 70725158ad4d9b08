/**
 * Keeping the screen awake as one choice (Never, In games, Always) over the two things the
 * app stores: the app-wide keepAwake setting (the settings record, held while the app is open)
 * and the game screen's own lock (kept on this device, on by default). Both locks run on their
 * own, so the app-wide one covers games too: it is the "Always". Stored values of earlier
 * versions, which set the two apart, read as the choice that did the same.
 */

/** The choices, in the order shown. */
export const AWAKE_CHOICES = ['never', 'game', 'always'] as const;
export type AwakeChoice = (typeof AWAKE_CHOICES)[number];

/** Returns the choice the stored pair makes: app-wide on is Always, whatever the game's lock. */
export function awakeChoice(stored: { keepAwake: boolean; inGame: boolean }): AwakeChoice {
  if (stored.keepAwake) return 'always';
  return stored.inGame ? 'game' : 'never';
}

/** Returns the stored pair for a choice: Always keeps the game's lock on too. */
export function awakeStored(choice: AwakeChoice): { keepAwake: boolean; inGame: boolean } {
  return { keepAwake: choice === 'always', inGame: choice !== 'never' };
}
