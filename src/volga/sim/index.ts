/**
 * The headless simulator: the built-in German player (decisions.ts, over the odds cache, the
 * board view and the move search) and the driver that plays whole games with it. The engine
 * never imports from here; scripts/simulate.ts, the benchmarks and the tests do.
 */
export { createGermanPlayer } from './decisions';
export * from './driver';
export { createOddsCache, plannedCapture, supportFor } from './odds';
export * from './settings';
export { createPlayerMemory } from './view';
