/**
 * Kit validation. Separates "invalid" (the kit contradicts a rule or a known fact) from
 * "incomplete" (facts still unknown), and reports how much of each section is known.
 */
import { type KitProgress, measure } from './progress';
import type { ComponentKit } from './types';
import type { KitIssue } from './validate-common';
import { checkCounters } from './validate-counters';
import { checkEvents } from './validate-events';
import { checkAreas, checkMap, checkPools } from './validate-map';

export type { KitProgress } from './progress';
export type { KitIssue } from './validate-common';

/** The verdict on a kit. */
export interface KitValidation {
  /** 'invalid' if any error; else 'incomplete' while facts needed for play are unknown. */
  readonly status: 'complete' | 'incomplete' | 'invalid';
  readonly errors: readonly KitIssue[];
  /** One line per section that still has unknown facts (not errors). */
  readonly gaps: readonly KitIssue[];
  readonly progress: KitProgress;
}

/**
 * Validates a kit: every contradiction with its path, message and rule, the sections still
 * unknown, and per-section progress. A kit is 'complete' only when nothing play needs is unknown.
 */
export function validateKit(kit: ComponentKit): KitValidation {
  const errors: KitIssue[] = [];
  checkAreas(kit, errors);
  checkPools(kit, errors);
  checkMap(kit, errors);
  const coverage = {
    main: checkEvents(kit, 'main', errors),
    factory: checkEvents(kit, 'factory', errors),
  };
  checkCounters(kit, errors);
  const { progress: p, gaps } = measure(kit, coverage);
  const status = errors.length > 0 ? 'invalid' : gaps.length > 0 ? 'incomplete' : 'complete';
  return { status, errors, gaps, progress: p };
}
