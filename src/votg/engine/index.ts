/** The Valor of the Guards Solitaire ASL Mission roller's engine: pure tables, dice and odds. */

export * from './activation';
export type * from './cg/fields';
export * from './cg/roll';
export { rollCgTable } from './cg/tables';
export { runVotgCommand } from './command';
export * from './due';
export * from './followups';
export * from './garbled';
export * from './mission';
export { ffeStrengthLimit } from './mission-events';
export * from './mission-file';
export * from './missions';
export * from './modifiers';
export * from './readings';
export * from './roll';
export * from './setup';
export * from './tables';
export * from './turn';
export type * from './types';
