/**
 * The table's memory: fires and building marks under the Fire Rules (lines 572-584) and
 * Destructible Buildings (lines 396-424), the log with its dice and their sources, undo and
 * redo that never roll again, and the export file read back strictly.
 */
import { describe, expect, it } from 'vitest';
import { redoNext as redoEntry, undoLast as undoEntry } from '../../../src/core/undo-log';
import {
  applyBoardAction,
  type Board,
  type BoardAction,
  boardOf,
  DEFAULT_SETTINGS,
  EMPTY_BOARD,
  EMPTY_RECORD,
  type LogEntry,
  playEntry,
  playLog,
  readRecord,
  readRecordFile,
  recordFileText,
  rollReading,
  type ToiRecord,
} from '../../../src/toi/engine';

const act = (board: Board, a: BoardAction) => {
  const r = applyBoardAction(board, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const fire = (hex: string, strength: 'weak' | 'strong'): BoardAction => ({
  type: 'fire',
  hex,
  strength,
});
const code = (board: Board, a: BoardAction) => {
  const r = applyBoardAction(board, a);
  return r.ok ? 'ok' : r.error.code;
};

describe('placing fire (Placing Fire, lines 574-576)', () => {
  it('a first fire is weak and pins the squads there', () => {
    const m = act(EMPTY_BOARD, fire('42B-D5', 'weak'));
    expect(m.board.fires).toEqual([{ hex: '42B-D5', strength: 'weak' }]);
    expect(m.lines[0]?.text).toContain('pinned');
  });
  it('a fire placed on a weak fire turns it strong and disrupts the squads', () => {
    const m = act(act(EMPTY_BOARD, fire('A1', 'weak')).board, fire('A1', 'weak'));
    expect(m.board.fires).toEqual([{ hex: 'A1', strength: 'strong' }]);
    expect(m.lines[0]?.text).toContain('turns strong');
    expect(m.lines[0]?.text).toContain('disrupted');
    expect(m.lines[1]?.text).toContain('impassable');
  });
  it('a strong fire (a Molotov 6, a fougasse) is placed strong at once', () => {
    expect(act(EMPTY_BOARD, fire('A1', 'strong')).board.fires).toEqual([
      { hex: 'A1', strength: 'strong' },
    ]);
  });
  it('a strong fire on a strong one keeps it strong and disrupts the squads again', () => {
    const b = act(EMPTY_BOARD, fire('A1', 'strong')).board;
    const m = act(b, fire('A1', 'strong'));
    expect(m.board.fires).toEqual([{ hex: 'A1', strength: 'strong' }]);
    expect(m.lines[0]?.text).toBe('Strong fire in A1: squads there are disrupted');
  });
  it('a weak fire on a strong one changes nothing', () => {
    const b = act(EMPTY_BOARD, fire('A1', 'strong')).board;
    expect(act(b, fire('A1', 'weak')).board).toBe(b);
  });
  it('keeps fires sorted by hex, and hex names that are object keys stay plain names', () => {
    const b = act(act(EMPTY_BOARD, fire('constructor', 'weak')).board, fire('B2', 'weak')).board;
    expect(b.fires.map((f) => f.hex)).toEqual(['B2', 'constructor']);
    expect(code(EMPTY_BOARD, fire('__proto__', 'weak'))).toBe('toi.hex.name');
    expect(code(EMPTY_BOARD, fire('  ', 'weak'))).toBe('toi.hex.name');
  });
});

describe('putting fire out (Extinguishing Fire, line 584)', () => {
  it('strong turns weak, weak goes out, no fire is refused', () => {
    const strong = act(EMPTY_BOARD, fire('A1', 'strong')).board;
    const weak = act(strong, { type: 'extinguish', hex: 'A1' });
    expect(weak.board.fires).toEqual([{ hex: 'A1', strength: 'weak' }]);
    expect(weak.lines[0]?.text).toContain('Two squads');
    expect(act(weak.board, { type: 'extinguish', hex: 'A1' }).board.fires).toEqual([]);
    expect(code(EMPTY_BOARD, { type: 'extinguish', hex: 'A1' })).toBe('toi.fire.none');
  });
});

describe('building marks (Destructible Buildings, lines 396-424)', () => {
  const mark = (
    hex: string,
    floorsAbove: number,
    state: 'weakened' | 'destroyed',
  ): BoardAction => ({
    type: 'building',
    hex,
    floorsAbove,
    state,
  });
  it('weakens once, then only destroys; a destroyed hex is collapsed for good', () => {
    const w = act(EMPTY_BOARD, mark('C3', 1, 'weakened')).board;
    expect(code(w, mark('C3', 1, 'weakened'))).toBe('toi.building.weakened');
    expect(code(w, mark('C3', 2, 'destroyed'))).toBe('toi.building.floors');
    const d = act(w, mark('C3', 1, 'destroyed'));
    expect(d.board.buildings).toEqual([{ hex: 'C3', floorsAbove: 1, state: 'destroyed' }]);
    // Line 420: a +2 token for an elevation 1 hex; line 402: 4 dice per floor.
    expect(d.lines[0]?.text).toContain('+2 movement cost');
    expect(d.lines[1]?.text).toContain('8 dice hitting on 4-6');
    expect(code(d.board, mark('C3', 1, 'destroyed'))).toBe('toi.building.destroyed');
  });
  it('refuses a floor count the expansion’s buildings do not have (Multi-Floor Buildings, line 301)', () => {
    expect(code(EMPTY_BOARD, mark('C3', 3, 'weakened'))).toBe('toi.building.floors');
  });
});

const roll: LogEntry = {
  type: 'roll',
  settings: { ...DEFAULT_SETTINGS, kind: 'molotov', cover: 3 },
  dice: {
    attack: [
      { value: 6, source: 'owner' },
      { value: 4, source: 'app' },
    ],
    defense: [{ value: 5, source: 'app' }],
  },
};
/** Plays one more entry on a record's log: what core's played record does with the engine's rule. */
const addEntry = (rec: ToiRecord, e: LogEntry) => {
  const play = playLog(rec);
  if (!play) throw new Error('the record does not replay');
  const r = playEntry(play, e);
  return r.ok
    ? { ok: true as const, value: { record: { ...rec, log: [...rec.log, e], redo: [] } } }
    : r;
};
const add = (rec: ToiRecord, e: LogEntry) => {
  const r = addEntry(rec, e);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.record;
};

describe('the log', () => {
  it('logs a roll with each die’s source and reads it as the screen does', () => {
    const rec = add(EMPTY_RECORD, roll);
    expect(rec.log).toEqual([roll]);
    expect(rollReading(roll).headline).toBe('Strong fire');
  });
  it('refuses a roll short of dice, with dice it does not roll, or a face that is not a die', () => {
    const short = { ...roll, dice: { attack: roll.dice.attack ?? [] } };
    expect(addEntry(EMPTY_RECORD, short).ok).toBe(false);
    const extra = {
      ...roll,
      dice: { ...roll.dice, black: [{ value: 1, source: 'app' as const }] },
    };
    expect(addEntry(EMPTY_RECORD, extra).ok).toBe(false);
    const seven = {
      ...roll,
      dice: { ...roll.dice, defense: [{ value: 7, source: 'app' as const }] },
    };
    expect(addEntry(EMPTY_RECORD, seven).ok).toBe(false);
  });
  it('refuses to log a roll the rules forbid (a starving squad’s assault)', () => {
    const r = addEntry(EMPTY_RECORD, {
      type: 'roll',
      settings: { ...DEFAULT_SETTINGS, kind: 'handToHand', starving: 1 },
      dice: {},
    });
    expect(r.ok).toBe(false);
  });
  it('undo takes a mark back, redo puts back the same dice; a new entry clears redo', () => {
    let rec = add(add(EMPTY_RECORD, roll), fire('A1', 'weak'));
    rec = add(rec, fire('A1', 'weak'));
    expect(boardOf(rec.log)).toEqual({
      ok: true,
      value: { fires: [{ hex: 'A1', strength: 'strong' }], buildings: [] },
    });
    const back = undoEntry(rec);
    expect(back && boardOf(back.log)).toEqual({
      ok: true,
      value: { fires: [{ hex: 'A1', strength: 'weak' }], buildings: [] },
    });
    const twice = back && undoEntry(undoEntry(back) ?? back);
    expect(twice?.log).toEqual([]);
    const again = twice && redoEntry(twice);
    expect(again?.log).toEqual([roll]);
    expect(again && add(again, fire('B1', 'weak')).redo).toEqual([]);
    expect(undoEntry(EMPTY_RECORD)).toBeNull();
    expect(redoEntry(EMPTY_RECORD)).toBeNull();
  });
  it('refuses an entry against the rules and keeps the record as it was', () => {
    const rec = add(EMPTY_RECORD, fire('A1', 'weak'));
    const r = addEntry(rec, { type: 'extinguish', hex: 'B9' });
    expect(r.ok ? 'ok' : r.error.rule).toBe('Extinguishing Fire');
    expect(rec.log).toHaveLength(1);
  });
});

describe('the export file', () => {
  const rec = (() => {
    let r = add(add(EMPTY_RECORD, roll), fire('A1', 'weak'));
    r = add(r, { type: 'building', hex: 'C3', floorsAbove: 0, state: 'weakened' });
    return undoEntry(r) ?? r;
  })();
  it('reads back exactly what was written, redo included', () => {
    expect(readRecordFile(recordFileText(rec))).toEqual({ ok: true, value: rec });
  });
  it('refuses other files, unknown fields, bad settings and a redo the rules refuse', () => {
    expect(readRecordFile('{').ok).toBe(false);
    expect(readRecordFile('{"format":"volga-table-firestorm-campaign"}').ok).toBe(false);
    const raw = JSON.parse(recordFileText(rec)) as Record<string, unknown>;
    expect(readRecordFile(JSON.stringify({ ...raw, formatVersion: 2 })).ok).toBe(false);
    expect(readRecordFile(JSON.stringify({ ...raw, extra: 1 })).ok).toBe(false);
    expect(readRecord({ ...rec, settings: { ...rec.settings, attack: 41 } }).ok).toBe(false);
    expect(readRecord({ ...rec, settings: { ...rec.settings, colour: 'red' } }).ok).toBe(false);
    const twice = {
      ...rec,
      redo: [
        { type: 'extinguish', hex: 'A1' },
        { type: 'extinguish', hex: 'A1' },
      ],
    };
    const r = readRecord(twice);
    expect(r.ok ? 'ok' : r.error.code).toBe('toi.fire.none');
  });
});

describe('the log as listed', () => {
  it('gives each entry its headline, in log order', async () => {
    const { explainLog } = await import('../../../src/toi/engine');
    const rec = add(add(add(EMPTY_RECORD, roll), fire('A1', 'weak')), fire('A1', 'weak'));
    expect(explainLog(rec.log).map((v) => v.headline)).toEqual([
      'Strong fire',
      'Weak fire in A1: squads there are pinned',
      'Fire on the weak fire in A1: it turns strong; squads there are disrupted',
    ]);
  });
});
