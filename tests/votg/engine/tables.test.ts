/**
 * Each table against rows read from the S.20 text (the line is cited per case): a die roll and
 * its modifiers land on the printed row, and finals past the printed rows are reported as such.
 */
import { describe, expect, it } from 'vitest';
import {
  type MainTableId,
  type RollContext,
  rollMain,
  rollSub,
  rowFor,
  rowLabel,
  tableById,
} from '../../../src/votg/engine';

const roll = (t: MainTableId, dice: number[], c: RollContext = {}) => {
  const r = rollMain(t, c, dice);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const sub = (t: string, d: number) => {
  const r = rollSub(t, [d]);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('A1 ENEMY Activation (lines 369-398)', () => {
  it.each([
    // [dice, context, final, result fragment, source line]
    [[1, 1], { attitude: 'advance' }, 1, 'AFV carrying a squad', 371],
    [[1, 1], {}, 2, 'An AFV', 372],
    [[1, 2], {}, 3, 'Two squads, a leader', 373],
    [[2, 5], {}, 7, 'Nothing', 377],
    [[6, 6], {}, 12, 'half-squad, a fortification and a Gun', 382],
    [[5, 6], { attitude: 'hold' }, 13, 'SPG', 383],
    [[6, 6], { attitude: 'hold' }, 14, 'squad, a fortification and a Gun', 384],
  ] as const)('%j %j: final %i is "%s" (line %i)', (dice, c, final, text, _line) => {
    const o = roll('A1', [...dice], c as RollContext);
    expect(o.final).toBe(final);
    expect(o.result).toContain(text);
    expect(o.offTable).toBe(false);
  });
  it('Hold +2 (line 389) and Advance -1 (line 388) are named chips', () => {
    expect(
      roll('A1', [3, 3], { attitude: 'hold' }).modifiers.map((m) => [m.value, m.line]),
    ).toEqual([[2, 389]]);
    expect(roll('A1', [3, 3], { attitude: 'advance' }).final).toBe(5);
  });
  it('after FRIENDLY RE 75-76 at Hold, 6+6 makes 15: not on the printed table (rows end at 14, line 384)', () => {
    const o = roll('A1', [6, 6], { attitude: 'hold', calledOff: true });
    expect(o.final).toBe(15);
    expect(o.row).toBeNull();
    expect(o.offTable).toBe(true);
    expect(o.result).toBe('Off the table, above its highest row: final 15 is over 14');
  });
  it('Reading: after RE 75-76 (line 854) the Advance -1 no longer applies and +1 does', () => {
    const o = roll('A1', [1, 1], { attitude: 'advance', calledOff: true });
    expect(o.modifiers.map((m) => m.value)).toEqual([1]);
    expect(o.final).toBe(3);
  });
  it('an Advance 1+1 with an extra -1 drm is off the table below row 1', () => {
    expect(roll('A1', [1, 1], { attitude: 'advance', drm: -1 }).offTable).toBe(true);
  });
});

describe('A5 Fortification (lines 400-416)', () => {
  it.each([
    [1, { elite: true }, 0, 'Pillbox, Obstacle or both', 402],
    [1, {}, 1, 'Obstacle or Entrenchment', 403],
    [2, {}, 2, 'An Obstacle', 404],
    [4, {}, 4, 'Entrenchment', 405],
    [5, {}, 5, 'No fortification', 406],
    [6, { re04: true, conscript: true }, 8, 'No fortification', 406],
  ] as const)('dr %i %j: final %i is "%s" (line %i)', (d, c, final, text, _line) => {
    const o = roll('A5', [d], c as RollContext);
    expect(o.final).toBe(final);
    expect(o.result).toContain(text);
  });
  it('RE 04 adds +1 (line 815), Elite -1 and Conscript +1 (line 407)', () => {
    const o = roll('A5', [3], { re04: true, elite: true, conscript: true });
    expect(o.modifiers.map((m) => [m.value, m.line])).toEqual([
      [1, 815],
      [-1, 407],
      [1, 407],
    ]);
  });
  it('sub-rolls: ≤0 row (line 402), 1 row (line 403), obstacle type (line 413), v3 (line 1049)', () => {
    expect(sub('A5.low', 1).result).toContain('Pillbox');
    expect(sub('A5.low', 6).result).toContain('Pillbox and an Obstacle');
    expect(sub('A5.one', 3).result).toBe('An Obstacle');
    expect(sub('A5.one', 4).result).toBe('An Entrenchment');
    expect(sub('A5.obstacle', 1).result).toContain('Anti-tank ditch');
    expect(sub('A5.obstacle', 3).result).toBe('Roadblock');
    expect(sub('A5.obstacle', 5).result).toContain('Wire');
    expect(sub('A5.obstacle', 6).result).toContain('Random Event 65');
    expect(sub('A5.obstacleV3', 3).result).toBe('Wire');
    expect(sub('A5.obstacleV3', 4).result).toContain('Mines');
  });
});

describe('A9e Built-Up Map S? Placement (lines 323-336)', () => {
  it.each([
    [[1, 1], 'Every level', 325],
    [[1, 2], 'No S?', 326],
    [[3, 4], 'Ground level', 330],
    [[5, 6], 'No S?', 334],
    [[6, 6], 'Roof', 335],
  ] as const)('%j is "%s" (line %i)', (dice, text, _line) => {
    expect(roll('A9e', [...dice]).result).toContain(text);
  });
  it('a +1 drm on 6+6 is off the table', () => {
    expect(roll('A9e', [6, 6], { drm: 1 }).offTable).toBe(true);
  });
});

describe('OBA Availability Chart (lines 338-360)', () => {
  it('DR 3: German 150+ rockets, Russian 200+ rockets (line 341)', () => {
    expect(roll('OBA', [1, 2], { side: 'german' }).result).toBe('150+ rocket artillery');
    expect(roll('OBA', [1, 2], { side: 'russian' }).result).toBe('200+ rocket artillery');
  });
  it('DR 8: German 80+ mortars, Russian 70+ (line 346)', () => {
    expect(roll('OBA', [4, 4], { side: 'german' }).result).toContain('80+ battalion mortars');
    expect(roll('OBA', [4, 4], { side: 'russian' }).result).toBe('70+ artillery');
  });
});

describe('G2 German Squad (lines 494-502, 552-554)', () => {
  it.each([
    [[1, 1], {}, '4-6-8', 496],
    [[1, 3], {}, '8-3-8', 497],
    [[3, 3], {}, '5-4-8', 498],
    [[4, 5], {}, '4-6-7', 499],
    [[5, 6], {}, '4-4-7', 500],
    [[6, 6], {}, '4-3-6', 502],
    [[5, 5], { date: '1942-11-19' }, '4-3-6', 554],
  ] as const)('%j %j is %s (line %i)', (dice, c, text, _line) => {
    expect(roll('G2', [...dice], c).result).toContain(text);
  });
  it('Reading: "+2 if Nov 42 or later" (line 554) is G2\'s, flagged probable; Oct 42 has none', () => {
    const m = roll('G2', [3, 3], { date: '1942-11-01' }).modifiers;
    expect(m.map((x) => [x.value, x.line])).toEqual([[2, 554]]);
    expect(m[0]!.why).toMatch(/probable/);
    expect(roll('G2', [3, 3], { date: '1942-10-31' }).modifiers).toEqual([]);
  });
});

describe('R2 Russian Squad (lines 613-633)', () => {
  it.each([
    [[2, 2], {}, '6-2-8', 615],
    [[3, 4], {}, '4-5-8', 616],
    [[4, 4], {}, 'sub-roll', 617],
    [[5, 5], {}, 'NKVD 6-2-8 or 4-2-6', 618],
    [[1, 1], { date: '1942-09-14' }, 'sub-roll', 622],
  ] as const)('%j %j is %s (line %i)', (dice, c, text, _line) => {
    expect(roll('R2', [...dice], c).result).toContain(text);
  });
  it('14 Sept 42 +6 (line 622), reinforcing -3 instead (line 632), Oct -1, Jan 43 -2', () => {
    const v = (c: RollContext) => roll('R2', [3, 3], c).modifiers.map((m) => m.value);
    expect(v({ date: '1942-09-14' })).toEqual([6]);
    expect(v({ date: '1942-09-14', reinforcing: true })).toEqual([-3]);
    expect(v({ date: '1942-09-16', reinforcing: true })).toEqual([]);
    expect(v({ date: '1942-10-15' })).toEqual([-1]);
    expect(v({ date: '1943-01-30' })).toEqual([-2]);
  });
  it('sub-rolls: 4-4-7 [1-5] / 5-2-7 [6] (line 617); NKVD 6-2-8 [1-2] / 4-2-6 [3-6] (line 618)', () => {
    expect(sub('R2.mid', 5).result).toBe('4-4-7 squad');
    expect(sub('R2.mid', 6).result).toBe('5-2-7 squad');
    expect(sub('R2.high', 2).result).toBe('NKVD 6-2-8 squad');
    expect(sub('R2.high', 3).result).toBe('4-2-6 squad');
  });
});

describe('G3 and R3 Leaders (lines 422-466, 641-657)', () => {
  it.each([
    ['G3', [1, 1], {}, '10-3 leader', 424],
    ['G3', [2, 2], {}, '9-2 leader', 426],
    ['G3', [5, 5], {}, '7-0 leader', 430],
    ['G3', [5, 6], {}, 'No leader', 431],
    ['G3', [6, 6], { previousGood: 1 }, '6+1 leader', 432],
    ['G3', [1, 2], { column: 'armor' }, '9-2 armor leader', 425],
    ['G3', [6, 6], { column: 'armor', previousGood: 1 }, 'Inexperienced crew', 432],
    ['R3', [1, 1], {}, '10-2 leader', 643],
    ['R3', [1, 1], { elite: true }, '10-3 leader', 642],
    ['R3', [3, 3], {}, '8-0 leader', 647],
    ['R3', [4, 4], {}, '7-0 leader', 648],
    ['R3', [5, 6], {}, '6+1 leader', 650],
    ['R3', [1, 3], { column: 'armor' }, '8-1 armor leader', 645],
  ] as const)('%s %j %j is %s (line %i)', (t, dice, c, text, _line) => {
    expect(roll(t, [...dice], c as RollContext).result).toContain(text);
  });
  it('Reading: Elite and Conscript do not apply to Armor Leader DRs (lines 466, 656)', () => {
    expect(roll('G3', [3, 3], { column: 'armor', elite: true, conscript: true }).modifiers).toEqual(
      [],
    );
    expect(roll('R3', [3, 3], { column: 'infantry', elite: true }).modifiers[0]!.value).toBe(-1);
  });
  it('Reading: the earlier-good-leader counter applies to Armor Leader DRs too (lines 438, 655)', () => {
    const o = roll('G3', [1, 2], { column: 'armor', previousGood: 2 });
    expect(o.modifiers.map((m) => [m.value, m.line])).toEqual([[2, 438]]);
    expect(o.result).toBe('8-1 armor leader');
  });
  it('Reading: R3 in a Human Wave: +1 per leader already in the wave, -1 if none (lines 726-727)', () => {
    expect(
      roll('R3', [3, 3], { humanWaveLeaders: 0 }).modifiers.map((m) => [m.value, m.line]),
    ).toEqual([[-1, 727]]);
    expect(
      roll('R3', [3, 3], { humanWaveLeaders: 2 }).modifiers.map((m) => [m.value, m.line]),
    ).toEqual([[2, 726]]);
    expect(roll('R3', [3, 3], {}).modifiers).toEqual([]);
  });
  it('R3 8-1 and 8-0 rows send the garbled commissar footnote to the owner (line 657)', () => {
    const o = roll('R3', [2, 3]);
    expect(o.row?.next?.[0]?.table).toBe('R3.commissar');
  });
});

describe('R3a Leader with NKVD (lines 362-367)', () => {
  it.each([
    [1, {}, '10-0 commissar', 364],
    [2, {}, '9-0 commissar', 365],
    [4, {}, '8+1 leader', 366],
    [5, {}, 'No leader', 367],
    [2, { nkvd: 1 }, '10-0 commissar', 364],
    [3, { conscripts: 2 }, 'No leader', 365],
  ] as const)('dr %i %j is %s (line %i)', (d, c, text, _line) => {
    expect(roll('R3a', [d], c).result).toBe(text);
  });
  it('a final of 0 or less is not on the printed table (rows start at 1, line 364)', () => {
    const o = roll('R3a', [1], { nkvd: 1 });
    expect(o.final).toBe(0);
    expect(o.offTable).toBe(true);
    const f = roll('R3a', [2], { nkvd: 2, fortified: true });
    expect(f.final).toBe(-1);
    expect(f.row).toBeNull();
  });
});

describe('G6a SPG (lines 698-703) and R6 AFV (lines 745-750)', () => {
  it.each([
    ['G6a', [3, 3], 'StuG IIIG', 699],
    ['G6a', [3, 4], 'StuG IIIB', 700],
    ['G6a', [4, 5], 'SdKfz 10/5', 701],
    ['R6', [2, 3], 'KV-1 M42', 747],
    ['R6', [4, 4], 'T-34 M41', 748],
    ['R6', [4, 5], 'T-70', 749],
    ['R6', [5, 5], 'T-60 M42', 750],
  ] as const)('%s %j is %s (line %i)', (t, dice, text, _line) => {
    expect(roll(t, [...dice]).result).toBe(text);
  });
});

describe('R10a Human Wave Units (lines 705-729)', () => {
  it.each([
    [1, { date: '1942-09-20' }, 0, 'Two 4-5-8', 708],
    [5, { date: '1942-09-14' }, 6, '5-2-7 and a 4-2-6', 714],
    [6, { date: '1942-09-14' }, 7, 'Two 4-2-6', 715],
    [5, { date: '1942-12-01' }, 5, 'NKVD 6-2-8', 713],
  ] as const)('dr %i %j: final %i is "%s" (line %i)', (d, c, final, text, _line) => {
    const o = roll('R10a', [d], c);
    expect(o.final).toBe(final);
    expect(o.result).toContain(text);
  });
  it('14 Sept 1942 +1 (line 724); 15 Sept to 30 Nov 1942 -1 (line 725)', () => {
    const v = (date: string) => roll('R10a', [3], { date }).modifiers.map((m) => m.value);
    expect(v('1942-09-14')).toEqual([1]);
    expect(v('1942-09-15')).toEqual([-1]);
    expect(v('1942-11-30')).toEqual([-1]);
    expect(v('1942-12-01')).toEqual([]);
  });
  it('a final of 8 is not on the printed table (last row 7, line 715)', () => {
    expect(roll('R10a', [6], { date: '1942-09-14', drm: 1 }).offTable).toBe(true);
  });
  it('R10b: only the dr 1 row is legible (line 718); the rest goes to the owner', () => {
    expect(sub('R10b', 1).result).toContain('sub-roll');
    expect(sub('R10b.1', 1).result).toBe('Flamethrower');
    expect(sub('R10b.1', 2).result).toBe('Demolition charge');
    expect(sub('R10b', 4).row?.next?.[0]?.table).toBe('R10b.rest');
  });
});

describe('dr sub-rolls as written down (table-data subRoll)', () => {
  const SUB_ROLLS = [
    ['A5.low', 'A5.one', 'A5.obstacle', 'A5.obstacleV3', 'R2.mid', 'R2.high', 'R10b', 'R10b.1'],
    ['x5.side', 'A11.13', 'A11.fn1', 'G9R9.44', 'G9R9.46'],
  ].flat();
  it('each shares the die out from 1 to 6: every dr lands on exactly one row', () => {
    for (const id of SUB_ROLLS) {
      const t = tableById(id)!;
      expect(t.dice, id).toBe('dr');
      for (let d = 1; d <= 6; d++)
        expect(t.rows.filter((r) => rowFor({ ...t, rows: [r] }, d)).length, `${id} ${d}`).toBe(1);
    }
  });
  it('rows run up to the next row (A11 footnote 1, line 796) and keep their own line (RE 44, lines 835-836)', () => {
    const fn1 = tableById('A11.fn1')!;
    expect(fn1.rows.map((r) => rowLabel(fn1, r))).toEqual(['1', '2-3', '4-5', '6']);
    expect(fn1.rows.map((r) => r.line)).toEqual([796, 796, 796, 796]);
    expect(tableById('G9R9.44')!.rows.map((r) => r.line)).toEqual([835, 836]);
  });
});
