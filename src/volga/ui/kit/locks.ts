/**
 * Which kit fields are rulebook facts (shown locked, with the section they come from). The
 * facts themselves are the kit engine's data (known.ts); this only says where each is printed,
 * so the transcription screen can cite it, and whether the kit still agrees with it.
 */
import {
  type ComponentKit,
  type EventRow,
  FACTORY_EVENTS,
  type GermanCounter,
  KNOWN_ADJACENT_PAIRS,
  KNOWN_AREA_NAMES,
  KNOWN_COUNTERS,
  KNOWN_MAIN_EVENTS,
  KNOWN_TEM,
  KNOWN_TERRAIN,
  type ScenarioId,
} from '../../engine/kit';

/** A locked fact: the rulebook section it comes from. */
export interface Lock {
  readonly rule: string;
}

const NAME_RULE: Readonly<Record<number, string>> = {
  8: '13.4',
  10: '13.4',
  14: '14.3.1',
  21: '14.3.1',
  23: '14.3.1',
  24: '14.3.1',
  27: '14.3.1',
  28: '14.3.1',
  29: '14.3.1',
  34: '14.3.1',
  45: '14.3.1',
};

/** The lock on Area `n`'s name, when the kit holds the rulebook's name for it. */
export function nameLock(kit: ComponentKit, n: number): Lock | null {
  const known = KNOWN_AREA_NAMES[n];
  if (known === undefined || kit.areas[n]?.name !== known) return null;
  return { rule: NAME_RULE[n] ?? '5.3.1' };
}

/** The lock on Area `n`'s terrain, when the kit holds the terrain the rulebook reveals. */
export function terrainLock(kit: ComponentKit, n: number): Lock | null {
  const known = KNOWN_TERRAIN[n];
  if (known === undefined || kit.areas[n]?.terrain !== known) return null;
  return { rule: n === 10 ? '13.4' : '14.5.1' };
}

/** The lock on Area `n`'s TEM, when the rules fix it from its known terrain (9.5.3B). */
export function temLock(kit: ComponentKit, n: number): Lock | null {
  const known = KNOWN_TEM[n];
  if (known === undefined || kit.areas[n]?.tem !== known) return null;
  return { rule: '9.5.3B' };
}

/** The lock on the border between `a` and `b`, when the rulebook shows it (13.4: 8 and 10). */
export function borderLock(kit: ComponentKit, a: number, b: number): Lock | null {
  const known = KNOWN_ADJACENT_PAIRS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  if (!known || !kit.areas[a]?.neighbours.includes(b)) return null;
  return { rule: '13.4' };
}

const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);

/** The lock on a chart row, when it is exactly a row the rulebook gives. */
export function rowLock(scenario: ScenarioId, row: EventRow): Lock | null {
  if (scenario === 'factory')
    return FACTORY_EVENTS.some((r) => same(r, row)) ? { rule: '14.6.1' } : null;
  const known = KNOWN_MAIN_EVENTS.find((r) => same(r, row));
  if (!known) return null;
  return { rule: known.lo === 3 ? '6.2.1' : '13.2' };
}

const COUNTER_RULE: Readonly<Record<string, string>> = {
  '29/RCN': '13.4',
  '245A': '6.1.1',
  '245B': '6.1.1',
  '244C': '14.4',
};

/** The rulebook section naming a counter the kit must keep (12.4 for the other assault guns). */
export function counterLock(c: GermanCounter): Lock | null {
  if (!KNOWN_COUNTERS.some((k) => k.id === c.id)) return null;
  return { rule: COUNTER_RULE[c.id] ?? '12.4' };
}

/** The lock on one field of a known counter, when the kit still holds the rulebook's value. */
export function counterFieldLock(
  c: GermanCounter,
  field: 'division' | 'attackFactor' | 'main' | 'factory' | 'type',
): Lock | null {
  const known = KNOWN_COUNTERS.find((k) => k.id === c.id);
  if (!known || known[field] === null || !same(known[field], c[field])) return null;
  return { rule: COUNTER_RULE[c.id] ?? '12.4' };
}
