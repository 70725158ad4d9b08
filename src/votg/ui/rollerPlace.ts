/**
 * Where the roller was: the table it was aimed at (and the follow-up it came from), kept in this
 * browser so a reload reopens it there. Read back only when the table still exists and, for a
 * follow-up, the roll it belongs to is still open.
 */

import { isPlainObject } from '../../core/input';
import { localStore } from '../../core/persist/local';
import { isMainTable, type MissionState, SETUP, type Situation, tableById } from '../engine';
import type { Target } from './Roller';

const KEY = 'votg-roller:target';

/** Keeps the roller's target (silently does nothing where storage is unavailable). */
export function keepRollerPlace(t: Target): void {
  try {
    localStore()?.setItem(KEY, JSON.stringify(t));
  } catch {
    // Private mode or full storage: the roller still opens on A1 next time.
  }
}

const isSlot = (v: unknown): v is { entry: number; slot: number } =>
  isPlainObject(v) && Number.isInteger(v.entry) && Number.isInteger(v.slot);

/** Returns the kept target when it still fits the Mission `s`, else null. */
export function rollerPlace(s: MissionState): Target | null {
  let v: unknown;
  try {
    v = JSON.parse(localStore()?.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isPlainObject(v) || typeof v.table !== 'string' || !tableById(v.table)) return null;
  const situation = (isPlainObject(v.situation) ? v.situation : {}) as Situation;
  const why = typeof v.why === 'string' ? v.why : undefined;
  const from = v.from;
  if (from === undefined) {
    // A setup roll reopens only in its own Mission; a sub-roll only as a follow-up.
    const setup = SETUP[s.record.mission].some((r) => r.table.id === v.table);
    if (!isMainTable(v.table) && !setup) return null;
    return { table: v.table, situation, ...(why ? { why } : {}) };
  }
  // A follow-up reopens only while its roll still offers that slot on that table.
  if (!isSlot(from)) return null;
  const next = s.played[from.entry]?.open.find((n) => n.slot === from.slot);
  if (next?.table !== v.table) return null;
  return { table: v.table, from, situation, ...(why ? { why } : {}) };
}
