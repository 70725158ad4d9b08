/**
 * The German setup sheet (5.3, 5.3.2, 14.3, 14.4): every setup place the kit does not know yet,
 * offered on one screen before play, one row per counter. The sheet only gathers answers; each
 * is recorded through the ordinary fact answers (a 'setup' fact per place, then a 'counter' fact
 * per row that gives anything), so the sheet knows no rule the questions in play do not.
 */
import { err, ok, type Result } from '../../../core/result';
import { answerFact } from './answer';
import { KNOWN_DIVISION_FACTS } from './known';
import { countedStack } from './placeholder';
import { countersAt, placementIn, unknownSetupPlaces } from './query';
import type {
  ComponentKit,
  CounterDetails,
  Fact,
  FactAnswer,
  Placement,
  ScenarioId,
  SetupName,
  UnitType,
} from './types';

/** One counter of the sheet: what the owner gave of it; empty or null is "not given yet". */
export interface SheetRow {
  /** Designation as printed (4.3); '' leaves it to a placeholder ("Area 1 · 2"). */
  readonly id: string;
  readonly type: UnitType | null;
  /** Attack Factor on the Fresh side (4.3.1). */
  readonly attackFactor: number | null;
  /** Parent Organization (4.3.2); null when not given (or an assault gun's none, 12.4). */
  readonly division: string | null;
}

/** One setup place of the sheet: how many counters start there (null: "not now"), and its rows. */
export interface SheetPlace {
  readonly place: Placement;
  readonly count: number | null;
  /** At least `count` rows when a count is given: the first `count` are the place's counters. */
  readonly rows: readonly SheetRow[];
}

/** An empty row. */
export const BLANK_ROW: SheetRow = { id: '', type: null, attackFactor: null, division: null };

/** How a place is called on the sheet and in its messages: "Area 1", "Turn 2 arrivals". */
export function sheetPlaceName(place: Placement): string {
  return place.at === 'area'
    ? `Area ${place.area}`
    : place.at === 'arrival'
      ? `Turn ${place.turn} arrivals`
      : 'Out of Action Box';
}

/**
 * The sheet as it opens: each place the kit does not know, with a row for each counter the kit
 * already places there and, for a Turn's arrivals, a row for each unit of a division the rulebook
 * sends that Turn with its size (6.1.1: the 389th's three units with 245A on Turn 2), its count
 * then given. Other places start at "not now".
 */
export function openSheet(kit: ComponentKit, scenario: ScenarioId): SheetPlace[] {
  return unknownSetupPlaces(kit, scenario).map((place) => {
    const rows: SheetRow[] = countersAt(kit, scenario, place).map((c) => ({
      id: c.id,
      type: c.type,
      attackFactor: c.attackFactor,
      division: c.division,
    }));
    let full = false;
    if (place.at === 'arrival') {
      const arriving = KNOWN_DIVISION_FACTS.filter(
        (f) => f.scenario === scenario && f.arrival === place.turn,
      );
      full = arriving.length > 0 && arriving.every((f) => f.units !== null);
      for (const f of arriving) {
        const have = rows.filter((r) => r.division === f.division).length;
        for (let i = have; i < (f.units ?? 0); i++)
          rows.push({ ...BLANK_ROW, division: f.division });
      }
    }
    return { place, count: full ? rows.length : null, rows };
  });
}

/** Counters the kit knows by designation but places nowhere yet in `scenario`: chips to name. */
export function unplacedDesignations(kit: ComponentKit, scenario: ScenarioId): string[] {
  return kit.germanCounters.filter((c) => placementIn(c, scenario) === null).map((c) => c.id);
}

/** The sheet filled in from a kit read from pasted kit text (its counters' places and details). */
export function sheetFromKit(
  sheet: readonly SheetPlace[],
  read: ComponentKit,
  scenario: ScenarioId,
): SheetPlace[] {
  return sheet.map((p) => {
    const there = countersAt(read, scenario, p.place);
    if (there.length === 0) return p;
    const rows = there.map((c) => ({
      id: c.id,
      type: c.type,
      attackFactor: c.attackFactor,
      division: c.division,
    }));
    return { ...p, count: rows.length, rows };
  });
}

/** The details a row gives, or null when it gives none (its counter is asked when play needs it). */
function detailsOf(row: SheetRow): CounterDetails | null {
  const division = row.division?.trim() || null;
  if (row.type === null && row.attackFactor === null && division === null) return null;
  return { type: row.type, attackFactor: row.attackFactor, division };
}

/**
 * The answers the sheet gives, in the order the game is to record them, checked in that order
 * against `kit`: for each place with a count, its counters (designations given, placeholders for
 * the rest), then each row's type, Attack Factor and division. A bad row is refused with its place named, and nothing
 * is recorded; a place left "not now" gives no answer and is asked when play needs it.
 */
export function sheetAnswers(
  kit: ComponentKit,
  scenario: ScenarioId,
  sheet: readonly SheetPlace[],
): Result<{ readonly answers: readonly FactAnswer[]; readonly kit: ComponentKit }> {
  let next = kit;
  const answers: FactAnswer[] = [];
  const details: { id: string; d: CounterDetails; where: string }[] = [];
  for (const p of sheet) {
    if (p.count === null) continue;
    const where = sheetPlaceName(p.place);
    const rows = Array.from({ length: p.count }, (_, i) => p.rows[i] ?? BLANK_ROW);
    const named: SetupName[] = rows
      .filter((r) => r.id.trim() !== '')
      .map((r) => ({ id: r.id.trim(), division: r.division?.trim() || null }));
    // The placeholders countedStack adds, in order, go to the rows left without a designation;
    // each name carries its row's division, so a place completing the list is checked whole.
    const fillers = countedStack(next, scenario, p.place, named, p.count).slice(named.length);
    let filler = 0;
    const ids = rows.map((r) => (r.id.trim() !== '' ? r.id.trim() : fillers[filler++]!.id));
    const names: SetupName[] = rows.map((r, i) => ({
      id: ids[i]!,
      division: r.division?.trim() || fillers.find((f) => f.id === ids[i])?.division || null,
    }));
    const fact: Fact = { kind: 'setup', scenario, place: p.place };
    const r = answerFact(next, fact, names);
    if (!r.ok) return err(r.error.code, r.error.rule, `${where}: ${r.error.message}`);
    next = r.value;
    answers.push({ fact, answer: names });
    rows.forEach((row, i) => {
      const d = detailsOf(row);
      if (d) details.push({ id: ids[i]!, d, where });
    });
  }
  for (const { id, d, where } of details) {
    const fact: Fact = { kind: 'counter', id };
    const r = answerFact(next, fact, d);
    if (!r.ok) return err(r.error.code, r.error.rule, `${where}, ${id}: ${r.error.message}`);
    next = r.value;
    answers.push({ fact, answer: d });
  }
  return ok({ answers, kit: next });
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd": the English ordinal of `n`. */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * The division a stack's designations point to (4.3.2: a counter's designation opens with its
 * division's number, as 29/RCN of the 29th Motorized, 6.1.2), offered as a chip so the owner
 * taps what the counters already say instead of typing it: the division among `known` whose name
 * opens with that number, else "71st Division" from "71/1". One name only when every numbered
 * designation of the stack agrees; null when none has a number before its slash.
 */
export function divisionFromDesignations(
  ids: readonly string[],
  known: readonly string[],
): string | null {
  const numbers = new Set(
    ids.flatMap((id) => {
      const m = /^(\d{1,3})\//.exec(id.trim());
      return m ? [Number(m[1])] : [];
    }),
  );
  if (numbers.size !== 1) return null;
  const n = [...numbers][0]!;
  const named = known.find((d) => new RegExp(`^${n}(st|nd|rd|th)\\b`).test(d.trim()));
  return named ?? `${ordinal(n)} Division`;
}
