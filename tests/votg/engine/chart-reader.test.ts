/**
 * The reader of the VotG transcriptions kept as data (src/votg/engine/data/*.json): it builds the
 * tables, setup rolls and Mission cards the engine rolls on from the real files, and refuses a
 * broken entry at load with an error naming the file, the entry and the field.
 */
import { describe, expect, it } from 'vitest';
import { MISSION_IDS, MISSIONS, mainTable, SETUP, tableById } from '../../../src/votg/engine';
import { readCharts, readMissions, readSetup } from '../../../src/votg/engine/chart-reader';
import CHAIN from '../../../src/votg/engine/data/chain.json';
import EVENTS from '../../../src/votg/engine/data/events.json';
import MISSION_DATA from '../../../src/votg/engine/data/missions.json';
import NOTES from '../../../src/votg/engine/data/notes.json';
import SETUP_DATA from '../../../src/votg/engine/data/setup.json';
import UNITS from '../../../src/votg/engine/data/units.json';

type Json = Record<string | number, unknown>;

/** A deep copy of a data file with the field at each path set to a value (undefined: removed). */
function broken(data: unknown, ...edits: [path: readonly (string | number)[], value: unknown][]) {
  const copy = structuredClone(data);
  for (const [path, value] of edits) {
    const at = path.slice(0, -1).reduce<Json>((o, k) => o[k] as Json, copy as Json);
    const last = path.at(-1)!;
    if (value === undefined) delete at[last];
    else at[last] = value;
  }
  return copy;
}

describe('the real data files', () => {
  it('units.json gives the tables the engine rolls on, row by row with their lines', () => {
    const units = readCharts('units.json', UNITS);
    expect(units.tables.map((t) => t.id)).toEqual([
      'A1',
      'A5',
      'A9e',
      'OBA',
      'R3a',
      'G3',
      'R3',
      'G2',
      'R2',
      'G6a',
      'R6',
      'R10a',
    ]);
    const a1 = units.tables[0]!;
    expect(a1).toEqual(mainTable('A1'));
    expect(a1.lines).toEqual([369, 398]);
    expect(a1.rows[0]).toEqual({
      lo: 1,
      hi: 1,
      line: 371,
      text: 'An AFV carrying a squad (riders if Russian)',
      items: ['AFV', 'S'],
    });
    // G2's last bound was printed apart from its row (line 552).
    expect(mainTable('G2').rows.at(-1)).toMatchObject({ lo: 12, hi: null, boundLine: 552 });
  });

  it("a row's named group of follow-ups is spelled out in place, in order", () => {
    const a11 = readCharts('events.json', EVENTS).tables[0]!;
    expect(a11.rows.find((r) => r.lo === 13)?.next).toEqual([
      { table: 'A11.13', why: 'Obstacle type', only: 'russian' },
      { table: 'A11.fn1', why: 'Footnote 1', only: 'german' },
      { table: 'A11.13.range', why: 'Hexes toward the EBE', only: 'russian' },
      { table: 'A11.13.count', why: 'Number of counters', only: 'russian' },
    ]);
    // RE 53: the flank group, then three follow-ups of its own.
    const re53 = tableById('G9R9')?.rows.find((r) => r.lo === 53)?.next;
    expect(re53?.map((f) => f.table)).toEqual([
      'SQUAD',
      'LEADER',
      'G9R9.51.count',
      'SW',
      'SW',
      'G9R9.51.edge',
      'A6',
      'AFV',
      'LEADER',
    ]);
  });

  it('a sub-roll shares out the die from its steps; a counting table fills in each final', () => {
    const chain = readCharts('chain.json', CHAIN).subRolls;
    const count = chain.find((t) => t.id === 'A11.13.count')!;
    expect(count.rows.map((r) => [r.lo, r.hi, r.line])).toEqual([
      [1, 1, 762],
      [2, 3, 762],
      [4, 5, 762],
      [6, 6, 762],
    ]);
    const range = tableById('A11.13.range')!;
    expect(range.rows[0]?.text).toBe('The closest obstacle counter is 1 hex toward the EBE');
    expect(range.rows[1]?.text).toBe('The closest obstacle counter is 2 hexes toward the EBE');
    // RE 46-51 (line 780): DR + 3 S?, so a DR of 2 brings 5.
    const s46 = tableById('A11.46.count')!;
    expect(s46.rows.map((r) => r.lo)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(s46.rows[0]?.text).toBe('5 S? enter along the EBE, in Advance Attitude');
    // A step's own line (R10b, lines 718 and 720) overrides the table's first.
    expect(tableById('R10b')?.rows.map((r) => r.line)).toEqual([718, 720]);
  });

  it('setup.json and missions.json give the setup rolls and the Mission cards', () => {
    const setup = readSetup('setup.json', SETUP_DATA, MISSION_IDS);
    expect(setup).toEqual(SETUP);
    const hq = setup.v4.find((s) => s.table.id === 'v4.hq')!;
    expect(hq.table.rule).toBe('12.32');
    expect(hq.table.lines).toEqual([1118, 1118]);
    expect(hq.drm?.german).toEqual({
      value: -3,
      why: 'H.Q. personnel (MSR 9: only this DRM)',
      line: 1118,
    });
    // A setup table runs to the last line its rows cite (v3 SAN: 996-999).
    expect(setup.v3[0]?.table.lines).toEqual([996, 999]);
    const missions = readMissions('missions.json', MISSION_DATA);
    expect(missions).toEqual(MISSIONS);
    expect(missions.v4).toMatchObject({ id: 'v4', firstPlayer: 'enemy', firstPlayerLine: 1094 });
    expect(missions.v2.firstPlayerLine).toBeNull();
    expect(missions.v2.naEvents.russian).toContain('36-41');
  });
});

describe("the transcriber's notes (data/notes.json)", () => {
  it('each names an entry of its file (a group, table or sub-roll id) and says something', () => {
    const ids = (charts: ReturnType<typeof readCharts>, groups: object = {}) => [
      ...Object.keys(groups),
      ...charts.tables.map((t) => t.id),
      ...charts.subRolls.map((t) => t.id),
    ];
    const entries: Record<keyof typeof NOTES, string[]> = {
      'units.json': ids(readCharts('units.json', UNITS), UNITS.groups),
      'events.json': ids(readCharts('events.json', EVENTS), EVENTS.groups),
      'chain.json': ids(readCharts('chain.json', CHAIN)),
      'setup.json': Object.values(SETUP).flatMap((rolls) => rolls.map((r) => r.table.id)),
    };
    expect(Object.keys(NOTES)).toEqual(Object.keys(entries));
    for (const [file, notes] of Object.entries(NOTES)) {
      for (const [id, note] of Object.entries(notes)) {
        expect(entries[file as keyof typeof NOTES], `${file} note ${id}`).toContain(id);
        expect(note.trim(), `${file} note ${id}`).not.toBe('');
      }
    }
    // The readings of the PDF's garbled lines, kept with their citations.
    expect(NOTES['setup.json']['v2.ere']).toContain('Line 933');
    expect(NOTES['chain.json']['G9R9.71']).toContain('docs/rulings.md');
  });
});

describe('a broken entry is refused at load, naming the file, entry and field', () => {
  it('a row whose line is not a whole number', () => {
    const data = broken(UNITS, [['tables', 0, 'rows', 2, 'line'], '373']);
    expect(() => readCharts('units.json', data)).toThrow(
      "units.json tables[0] A1, row 3: field 'line' must be a whole number",
    );
  });

  it('a misspelt field, an unknown group and a missing text', () => {
    const typo = broken(
      UNITS,
      [['tables', 1, 'rows', 0, 'txt'], 'A Pillbox'],
      [['tables', 1, 'rows', 0, 'text'], undefined],
    );
    expect(() => readCharts('units.json', typo)).toThrow(
      "units.json tables[1] A5, row 1: field 'txt' is not one this entry takes",
    );
    const group = broken(EVENTS, [['tables', 0, 'rows', 3, 'next'], ['strikes']]);
    expect(() => readCharts('events.json', group)).toThrow(
      "events.json tables[0] A11, row 4: field 'next' names 'strikes', which is no group of the file",
    );
    const text = broken(CHAIN, [['subRolls', 1, 'steps', 0, 'text'], '']);
    expect(() => readCharts('chain.json', text)).toThrow(
      "chain.json subRolls[1] A11.13.count, step 1: field 'text' must be a text that is not empty",
    );
  });

  it('sub-roll steps out of order, a bad dice kind, and a count text without {n}', () => {
    const order = broken(CHAIN, [['subRolls', 1, 'steps', 2, 'from'], 2]);
    expect(() => readCharts('chain.json', order)).toThrow(
      "chain.json subRolls[1] A11.13.count, step 3: field 'from' must be above 2 and at most 6",
    );
    const dice = broken(UNITS, [['tables', 0, 'dice'], '2d6']);
    expect(() => readCharts('units.json', dice)).toThrow(
      "units.json tables[0] A1: field 'dice' must be one of dr, DR, DD",
    );
    const count = broken(CHAIN, [['subRolls', 0, 'count', 'text'], 'Some hexes toward the EBE']);
    expect(() => readCharts('chain.json', count)).toThrow(
      "chain.json subRolls[0] A11.13.range, count: field 'text' must hold '{n}'",
    );
  });

  it('a setup roll that sets an unknown card value, and a Mission with a wrong attitude', () => {
    const setup = broken(SETUP_DATA, [['v3', 1, 'sets'], 'acNumber']);
    expect(() => readSetup('setup.json', setup, MISSION_IDS)).toThrow(
      "setup.json v3[1] v3.ac: field 'sets' must be one of ac, enemyRe, friendlyRe, san, boobyTrap",
    );
    const chip = broken(SETUP_DATA, [['v1', 0, 'drm', 'german', 'line'], 0]);
    expect(() => readSetup('setup.json', chip, MISSION_IDS)).toThrow(
      "setup.json v1[0] v1.san, drm german: field 'line' must be a source line (1 or more)",
    );
    const mission = broken(MISSION_DATA, [['v3', 'attitude'], 'defend']);
    expect(() => readMissions('missions.json', mission as typeof MISSION_DATA)).toThrow(
      "missions.json v3: field 'attitude' must be one of hold, advance",
    );
    const date = broken(MISSION_DATA, [['v1', 'date', 'russian'], '16 Sep 1942']);
    expect(() => readMissions('missions.json', date as typeof MISSION_DATA)).toThrow(
      "missions.json v1, date: field 'russian' must be a date YYYY-MM-DD",
    );
  });
});
