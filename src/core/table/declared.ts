/**
 * The records the registered tables declare (Table.records), handed to core by the shell at
 * start-up: core may not import the registry, yet Export all (written by Volga's Saved games)
 * and its Import must know every table's records (records-file.ts reads and writes them). Kept
 * free of storage code: the shell's first script imports it.
 */

import type { RecordSpec } from './index';

let declared: readonly RecordSpec[] = [];

/** Tells core which records the registered tables keep (the shell calls it once, at start-up). */
export function declareRecords(specs: readonly RecordSpec[]): void {
  declared = specs;
}

/** Returns the records the registered tables declared. */
export function declaredRecords(): readonly RecordSpec[] {
  return declared;
}

/** Returns the declared record a stored key belongs to (a family's item by its prefix), or null. */
export function specOf(key: string, specs = declared): RecordSpec | null {
  return (
    specs.find((s) => (s.many ? key.startsWith(s.key) && key !== s.key : s.key === key)) ?? null
  );
}
