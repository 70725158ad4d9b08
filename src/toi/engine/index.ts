/** The Tide of Iron: Stalingrad odds engine: pure, exact, no DOM and no randomness. */
export { runToiCommand } from './command';

export * from './odds';
export * from './rules';
export * from './situation';
export * from './summary';
