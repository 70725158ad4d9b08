/** The Tide of Iron: Stalingrad odds engine: pure, exact, no DOM and no randomness. */
export { runToiCommand, toiCommandOutput } from './command';
export { atLeast, binomial, chanceFrom, netOf } from './dist';
export * from './odds';
export * from './rules';
export * from './situation';
export * from './summary';
