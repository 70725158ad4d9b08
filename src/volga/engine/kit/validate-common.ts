/**
 * What the kit's validation modules share: the issue they report and small helpers.
 */
import { AREA_NUMBERS, GERMAN_START_AREAS } from './types';

/** One problem found in a kit: where, what, and which rule. */
export interface KitIssue {
  /** Stable code, e.g. 'kit.adjacency.asymmetric'. */
  readonly code: string;
  /** Rulebook section, or 'input' for malformed data. */
  readonly rule: string;
  /** Where in the kit, e.g. 'areas[33].neighbours' (Areas are keyed by number). */
  readonly path: string;
  readonly message: string;
}

/** Soviet Areas: every Area not German-controlled at the start of the main game (3.1.1). */
export const SOVIET_AREAS = AREA_NUMBERS.filter((n) => !GERMAN_START_AREAS.includes(n));

/** Names compared loosely: case, spaces and punctuation ignored. */
export const sameName = (x: string, y: string) =>
  x.toLowerCase().replace(/[^a-z0-9.]/g, '') === y.toLowerCase().replace(/[^a-z0-9.]/g, '');

/** True for a whole number. */
export const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** Area numbers as a readable list. */
export const list = (xs: readonly number[]) => xs.join(', ');
