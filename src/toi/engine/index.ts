/** The Tide of Iron: Stalingrad odds engine: pure, exact, no DOM and no randomness. */

export * from './board';
export { runToiCommand } from './command';
export * from './modifiers';
export * from './odds';
export * from './record';
export * from './rules';
export * from './settings';
export * from './situation';
export * from './summary';
export * from './terrain';
