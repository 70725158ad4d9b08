/**
 * Work to finish before an update reloads the app, kept apart from the service-worker
 * registration so the lazy modules that register it (the game model, the kit model) do not
 * pull the registration code in, and unit tests can run it. A callback may return a hold: a
 * sentence telling the player what a reload now would lose (e.g. a save waiting for Retry);
 * the update then asks before going ahead.
 */

/** What a reload now would lose, in the player's words. */
export interface UpdateHold {
  readonly hold: string;
}

/** Work to finish before the reload; returns (or resolves to) an UpdateHold to hold the update. */
export type BeforeUpdate = () => unknown;

const callbacks = new Set<BeforeUpdate>();

/** How long one callback may take before it counts as "still saving". */
export const BEFORE_UPDATE_TIMEOUT_MS = 5000;

/** The hold of a callback that did not finish in time. */
export const STILL_SAVING = 'A change is still being saved.';

/** Registers work to finish before an update reloads the app; returns a function that removes it. */
export function onBeforeUpdate(callback: BeforeUpdate): () => void {
  callbacks.add(callback);
  return () => callbacks.delete(callback);
}

/**
 * Runs every registered callback (together) and returns the holds they gave, once each has
 * finished or timed out; empty when nothing would be lost. A callback that throws gives none.
 */
export async function runBeforeUpdate(timeoutMs = BEFORE_UPDATE_TIMEOUT_MS): Promise<string[]> {
  const results = await Promise.allSettled(
    [...callbacks].map((cb) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<unknown>((resolve) => {
        timer = setTimeout(() => resolve({ hold: STILL_SAVING }), timeoutMs);
      });
      return Promise.race([Promise.resolve().then(cb), late]).finally(() => clearTimeout(timer));
    }),
  );
  const holds: string[] = [];
  for (const r of results) {
    const hold = r.status === 'fulfilled' ? (r.value as Partial<UpdateHold> | null) : null;
    if (hold && typeof hold.hold === 'string') holds.push(hold.hold);
  }
  return holds;
}
