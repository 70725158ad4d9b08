/**
 * The component kit: map Areas, German counters and Random Event Charts as versioned plain
 * JSON, with three-valued queries ("needs fact" instead of guessing) and owner answers.
 */
export * from './answer';
export * from './describe';
export * from './edit';
export { effectOfNamedEvent, isTurn1NoResultName } from './event-rows';
export * from './file';
export * from './graph';
export * from './known';
export * from './query';
export * from './rename';
export * from './schema';
export * from './setup-sheet';
export * from './types';
export * from './validate';
