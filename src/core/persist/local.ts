/**
 * This browser's localStorage for the small notes a screen keeps between visits (who rolls in a
 * game, an attack's draft, where a roller was): null where the page has none or may not touch it
 * (a sandboxed frame or some private modes throw on the mere access). Callers still catch their
 * reads and writes: a full quota throws on setItem.
 */
export function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
