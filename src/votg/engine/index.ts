/** The Valor of the Guards Solitaire ASL Mission roller's engine: pure tables, dice and odds. */
export { runVotgCommand } from './command';
export * from './followups';
export * from './garbled';
export * from './mission';
export * from './mission-file';
export * from './missions';
export * from './modifiers';
export * from './readings';
export * from './roll';
export * from './setup';
export * from './tables';
export type * from './types';
