/**
 * A Random Event Chart row the owner types, fitted to what the rulebook already says of the
 * chart (6.2.1's roll 3, 13.2's roll 15, 10.1's Turn-1 names). The printed chart groups rolls
 * in rows (15-16 holds the rulebook's 15), so a typed row that contains a rulebook row is taken,
 * and the rulebook's part of it stays as the rulebook has it.
 */
import { err, ok, type Result } from '../../../core/result';
import { FACTORY_EVENTS, KNOWN_MAIN_EVENTS } from './known';
import { type EventRow, type ScenarioId, TURN1_NO_RESULT_NAMES } from './types';
import { sameName } from './validate-common';

/** True when `name` is one of the events 10.1 makes no result on Turn 1. */
export function isTurn1NoResultName(name: string): boolean {
  return TURN1_NO_RESULT_NAMES.some((n) => sameName(n, name));
}

/**
 * What an event the rulebook's charts print does, found by its name, for a typed row of the
 * owner's chart: "Commissars" does what 14.6.1's Commissars does. Only when every printed row of
 * that name does the same, and never a withdrawal, whose division is the scenario's own (6.2.1
 * withdraws the 29th Motorized, 14.6.1 the 14th Panzer); otherwise null and the owner picks.
 */
export function effectOfNamedEvent(name: string): EventRow['effect'] | null {
  const rows = [...KNOWN_MAIN_EVENTS, ...FACTORY_EVENTS].filter(
    (r) => name.trim() !== '' && sameName(r.name, name),
  );
  const effects = new Set(rows.map((r) => JSON.stringify(r.effect)));
  const effect = rows[0]?.effect;
  if (!effect || effects.size !== 1 || effect.kind === 'withdrawDivision') return null;
  return effect;
}

/** The row with 10.1 applied: an event 10.1 names is no result on Turn 1, whatever was ticked. */
export function withTurn1Rule(row: EventRow): EventRow {
  return isTurn1NoResultName(row.name) && !row.turn1NoResult
    ? { ...row, turn1NoResult: true }
    : row;
}

/** The rows the rulebook states for a scenario's chart. */
function rulebookRows(s: ScenarioId): readonly EventRow[] {
  return s === 'main' ? KNOWN_MAIN_EVENTS : FACTORY_EVENTS;
}

const same = (a: EventRow, b: EventRow) => a.lo === b.lo && a.hi === b.hi && a.name === b.name;

/**
 * One typed row inside a rulebook row's roll: the same event (its name, or its effect) makes one
 * row over the typed rolls carrying the rulebook's effect; another event keeps the rulebook's
 * row and the typed row covers only the rolls around it.
 */
function fitAround(typed: EventRow, known: EventRow): EventRow[] {
  const sameEvent =
    (typed.name !== '' && sameName(typed.name, known.name)) ||
    JSON.stringify(typed.effect) === JSON.stringify(known.effect);
  if (sameEvent)
    return [
      {
        ...typed,
        name: typed.name || known.name,
        effect: known.effect,
        text: typed.text || known.text,
        turn1NoResult: typed.turn1NoResult || known.turn1NoResult,
      },
    ];
  const pieces: EventRow[] = [known];
  if (typed.lo < known.lo) pieces.push({ ...typed, hi: known.lo - 1 });
  if (known.hi < typed.hi) pieces.push({ ...typed, lo: known.hi + 1 });
  return pieces;
}

/**
 * The chart `rows` with the typed `row` put in (6.2): refused when it overlaps a row the owner
 * entered, or one the rulebook states that it does not wholly contain; a rulebook row it
 * contains is kept (13.2: roll 15 stays Artillery Shell Shortages inside a typed 15-16).
 * Rows come back sorted by roll.
 */
export function putEventRow(
  rows: readonly EventRow[],
  row: EventRow,
  s: ScenarioId,
): Result<EventRow[]> {
  const known = rulebookRows(s);
  let pieces: EventRow[] = [withTurn1Rule(row)];
  const kept: EventRow[] = [];
  for (const r of rows) {
    if (!(r.lo <= row.hi && row.lo <= r.hi)) {
      kept.push(r);
      continue;
    }
    const rulebook = known.find((k) => same(k, r));
    if (!rulebook || r.lo < row.lo || r.hi > row.hi)
      return err(
        'kit.event.overlap',
        '6.2',
        `Rolls ${row.lo}-${row.hi} overlap the existing row ${r.lo}-${r.hi} (${r.name}).`,
      );
    // The typed row holds the rulebook's row: fit each piece of it around that row.
    pieces = pieces.flatMap((p) =>
      p.lo <= r.hi && r.lo <= p.hi && p !== r ? fitAround(p, r) : [p],
    );
  }
  return ok([...kept, ...pieces].sort((x, y) => x.lo - y.lo));
}
