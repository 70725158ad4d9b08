/**
 * Keeping the page drawing through long storage work (an import of thousands of games): the
 * work runs in slices of a few milliseconds, and between slices the browser may paint.
 */

/** How long one slice of work may run before the page gets a chance to draw. */
export const SLICE_MS = 8;

/**
 * Returns a pause to await inside a long loop: it resolves at once until a slice has run, then
 * only after a task boundary (a timer), where the browser paints.
 */
export function pacer(sliceMs = SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    since = performance.now();
  };
}
