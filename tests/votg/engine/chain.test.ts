/**
 * Whole chains: what a chain knows is carried down every follow-up whatever
 * the order of the rolls, so 5.73 (line 20) picks R3 or R3a from the whole activation and R3a
 * reads its counts (lines 364-366); the follow-ups the text gives are offered; the 8.7 artillery
 * check (line 87) uses up no once-per-Mission event.
 */
import { describe, expect, it } from 'vitest';
import {
  applyEntry,
  type LogEntry,
  type MissionState,
  missionFileText,
  newMission,
  readMissionFile,
  replay,
  type Situation,
} from '../../../src/votg/engine';
import { addLine as add, startMission } from './_mission';

type Mission = 'v1' | 'v2' | 'v3' | 'v4';
const start = (mission: Mission = 'v1', friendly: 'german' | 'russian' = 'german') =>
  startMission(mission, friendly, 7);
const roll = (
  s: MissionState,
  table: string,
  dice: number[],
  from?: [entry: number, slot: number],
  situation: Situation = {},
) =>
  add(s, {
    kind: 'roll',
    table,
    dice,
    source: 'owner',
    situation,
    ...(from ? { from: { entry: from[0], slot: from[1] } } : {}),
  });
const open = (s: MissionState, i: number) => s.played[i]!.open.map((n) => n.table);
const slot = (s: MissionState, i: number, n: number) =>
  s.played[i]!.open.find((x) => x.slot === n)?.table;

describe('the three WRONG chains of issue 31 (Russian ENEMY, v1, 16 Sept 1942)', () => {
  it('(1) line 20: the leader rolled on R3 before R2 shows an NKVD squad goes to R3a', () => {
    // A1 final 3 (line 373): S, S, L, F, SW; the leader is rolled first, on R3.
    let s = roll(start(), 'A1', [1, 2], undefined, { attitude: 'none' });
    expect(open(s, 0)).toEqual(['R2', 'R2', 'R3', 'A5', 'R4']);
    s = roll(s, 'R3', [3, 3], [0, 2]); // 8-0
    expect(slot(s, 0, 2)).toBeUndefined();
    s = roll(s, 'R2', [5, 5], [0, 0]); // 10: the NKVD or 4-2-6 sub-roll (line 618)
    s = roll(s, 'R2.high', [1], [2, 0]); // NKVD 6-2-8 (line 631)
    expect(slot(s, 0, 2)).toBe('R3a');
    expect(s.played[1]!.superseded).toMatch(/5\.73, line 20/);
    // The early R3 roll counted for nothing; R3a is now rolled from the same offer.
    s = roll(s, 'R3a', [3], [0, 2]);
    expect(s.played.at(-1)!.outcome!.table).toBe('R3a');
  });

  it('(2) line 765 then line 20: RE 21 pillbox occupants A1 → 4-2-6 + leader go to R3a', () => {
    let s = roll(start(), 'A11', [2, 1]); // 21: hidden pillbox (line 765)
    expect(open(s, 0)).toEqual(['A1']);
    s = roll(s, 'A1', [1, 2], [0, 0], { attitude: 'hold' }); // 3 + 2 = 5: S, L, F, SW (line 375)
    expect(open(s, 1)).toEqual(['R2', 'R3', 'A5', 'R4']);
    s = roll(s, 'R2', [5, 5], [1, 0]);
    s = roll(s, 'R2.high', [4], [2, 0]); // 4-2-6
    expect(slot(s, 1, 1)).toBe('R3a');
    s = roll(s, 'R3a', [2], [1, 1]); // 2 + 1 (one Conscript, line 365) = 3: 8+1
    const o = s.played.at(-1)!.outcome!;
    expect(o.modifiers.map((m) => [m.value, m.line])).toEqual([[1, 365]]);
    expect(o.result).toBe('8+1 leader');
    expect(s.played.at(-1)!.chain!.path).toBe('A11 21 › A1 5 › R3a 3-4');
  });

  it('(3) line 364: R3a opens with the NKVD count of its activation, so dr 2 is a 10-0', () => {
    let s = roll(start(), 'A1', [1, 2], undefined, { attitude: 'none' });
    s = roll(s, 'R2', [5, 5], [0, 0]);
    s = roll(s, 'R2.high', [2], [1, 0]); // NKVD
    s = roll(s, 'R3a', [2], [0, 2]);
    const o = s.played.at(-1)!.outcome!;
    expect(o.modifiers.map((m) => [m.value, m.line])).toEqual([[-1, 364]]);
    expect(o.final).toBe(1);
    expect(o.result).toBe('10-0 commissar');
  });

  it('line 20 again: a second NKVD squad after the R3a roll changes its count, so it is rolled again', () => {
    let s = roll(start(), 'A1', [1, 2], undefined, { attitude: 'none' }); // S, S, L
    s = roll(s, 'R2', [5, 5], [0, 0]);
    s = roll(s, 'R2.high', [1], [1, 0]); // NKVD 1
    s = roll(s, 'R3a', [3], [0, 2]); // made with 1 NKVD
    s = roll(s, 'R2', [5, 5], [0, 1]);
    s = roll(s, 'R2.high', [1], [4, 0]); // NKVD 2
    expect(s.played[3]!.superseded).toBeDefined();
    expect(slot(s, 0, 2)).toBe('R3a');
    s = roll(s, 'R3a', [3], [0, 2]);
    expect(s.played.at(-1)!.outcome!.final).toBe(1);
  });

  it('a leader rolled on R3 from an offer the chain now gives as R3a (an older Mission) never stands', () => {
    let s = roll(start(), 'A11', [2, 1]);
    s = roll(s, 'A1', [1, 2], [0, 0], { attitude: 'hold' });
    s = roll(s, 'R2', [5, 5], [1, 0]);
    s = roll(s, 'R2.high', [4], [2, 0]);
    s = roll(s, 'R3', [3, 3], [1, 1]);
    expect(s.played[4]!.superseded).toBeDefined();
    expect(slot(s, 1, 1)).toBe('R3a');
    expect(s.goodLeaders.R3).toBe(0);
  });

  it('a follow-up must be rolled on the table its offer names', () => {
    const s = roll(start(), 'A1', [1, 2], undefined, { attitude: 'none' });
    const r = applyEntry(s, {
      kind: 'roll',
      table: 'R2',
      dice: [3, 3],
      source: 'owner',
      situation: {},
      from: { entry: 0, slot: 3 }, // the A5 offer
    });
    expect(r.ok).toBe(false);
    // A leader offer takes a leader table only.
    const leader = { kind: 'roll', dice: [3], source: 'owner', situation: {} } as const;
    expect(applyEntry(s, { ...leader, table: 'A5', from: { entry: 0, slot: 2 } }).ok).toBe(false);
  });
});

describe('8.7 artillery check (line 87)', () => {
  it('an A11 DR other than 14-15/62-63 does nothing and uses up no once-per-Mission event', () => {
    let s = roll(start(), 'A11', [3, 6], undefined, { artilleryCheck: true }); // 36: *36-41
    expect(s.played[0]!.outcome!.result).toMatch(/No artillery strike/);
    expect(s.played[0]!.open).toEqual([]);
    expect(s.done.A11).toEqual([]);
    s = roll(s, 'A11', [3, 6]);
    expect(s.done.A11).toEqual(['36-41']);
    // Once used up, the artillery check still reads it as no strike, not as a reroll.
    s = roll(s, 'A11', [3, 6], undefined, { artilleryCheck: true });
    expect(s.played.at(-1)!.outcome!.reroll).toBe(false);
  });
  it('14-15 and 62-63 are resolved: the FFE is rolled on the OBA chart', () => {
    const s = roll(start(), 'A11', [6, 2], undefined, { artilleryCheck: true });
    expect(open(s, 0)).toEqual(['OBA']);
  });
});

describe('follow-ups the text gives', () => {
  it('RE 24-25 (line 768): German squad dr, then the SW dr unless a 5-4-8; Russian the SW dr', () => {
    let g = roll(start('v1', 'russian'), 'A11', [2, 4]);
    expect(open(g, 0)).toEqual(['A11.24.squad']);
    g = roll(g, 'A11.24.squad', [1], [0, 0]);
    expect(open(g, 1)).toEqual(['A11.24.sw']);
    g = roll(g, 'A11.24.squad', [4]);
    expect(open(g, 2)).toEqual([]);
    expect(open(roll(start(), 'A11', [2, 5]), 0)).toEqual(['A11.24.sw']);
  });
  it('RE 34-35 (line 773): Human Wave dr 1-2 leads to R10a; row 5 to R3a with its NKVD and 4-2-6', () => {
    let s = roll(start(), 'A11', [3, 4]);
    expect(open(s, 0)).toEqual(['A11.34.hw']);
    s = roll(s, 'A11.34.hw', [2], [0, 0]);
    expect(open(s, 1)).toEqual(['R10a']);
    s = roll(s, 'R10a', [6], [1, 0]); // 6 - 1 (15 Sept to Nov 42, line 725) = 5
    expect(open(s, 2)).toEqual(['R3a']);
    s = roll(s, 'R3a', [3], [2, 0]); // -1 NKVD +1 Conscript
    expect(s.played.at(-1)!.outcome!.final).toBe(3);
    expect(open(roll(start(), 'A11.44.hw', [3]), 0)).toEqual(['R10a']);
    expect(open(roll(start(), 'A11.34.hw', [3]), 0)).toEqual([]);
  });
  it('RE 43 and 61 (lines 778, 788): leader, squad type by side, crew dr, .50 cal dr (Russian)', () => {
    expect(open(roll(start(), 'A11', [4, 3]), 0)).toEqual([
      'R3',
      'A11.43.squadR',
      'A11.43.crew',
      'A11.43.hmg',
    ]);
    expect(open(roll(start('v1', 'russian'), 'A11', [6, 1]), 0)).toEqual([
      'G3',
      'A11.43.squadG',
      'A11.43.crew',
    ]);
  });
  it('RE 65 (line 791) and A5 Mines (line 416) roll the minefield strength', () => {
    expect(open(roll(start(), 'A11', [6, 5]), 0)).toEqual(['A11.65']);
    expect(open(roll(start(), 'A5.obstacle', [6]), 0)).toEqual(['A11.65']);
    const s = roll(start(), 'A11.65', [4]);
    expect(s.played[0]!.outcome!.result).toBe('8 A-P or 2 A-T minefield');
  });
  it('RE 36-41/46-51 (lines 774, 780): the S? count is a DR + 2 / + 3 (v3 a dr, line 1050)', () => {
    let s = roll(start(), 'A11', [3, 6]);
    expect(open(s, 0)).toEqual(['A11.36.count']);
    expect(s.reminders.at(-1)?.source).toBe('ENEMY RE 36-41');
    s = roll(s, 'A11.36.count', [6, 6], [0, 0]);
    expect(s.played[1]!.outcome!.result).toMatch(/^14 S\?/);
    expect(open(roll(start('v3'), 'A11', [5, 1]), 0)).toEqual(['A11.46.countV3']);
    // Lines 775, 781: a later Reinforcement dr of 3 or less brings a DR of S?.
    expect(open(roll(start(), 'A11.more', [3]), 0)).toEqual(['A11.more.count']);
    expect(open(roll(start(), 'A11.more', [4]), 0)).toEqual([]);
  });
  it('G9/R9 51 (line 841): squad count DR, squads, leader, two SW DRs, the edge dr', () => {
    const s = roll(start(), 'G9R9', [6, 1]); // v1 colored -1: 51
    expect(open(s, 0)).toEqual(['G2', 'G3', 'G9R9.51.count', 'G4', 'G4', 'G9R9.51.edge']);
  });
  it('G9/R9 34-36 with FRIENDLY Russian NKVD (line 829): 4-2-6 count and the VotG22 leader', () => {
    let s = roll(start('v4', 'russian'), 'G9R9', [2, 4]); // v4 colored +1: 34
    expect(open(s, 0)).toEqual(['R2', 'R3', 'A6', 'R4', 'R4']);
    s = roll(s, 'R2', [5, 5], [0, 0]);
    s = roll(s, 'R2.high', [1], [1, 0]);
    expect(open(s, 2)).toEqual(['G9R9.426']);
    expect(slot(s, 0, 1)).toBe('VotG22');
    expect(s.played[0]!.open.find((n) => n.slot === 1)!.garbled).toBe(true);
  });
  it('G9/R9 03 and 52 roll the edge, 26 its flank dr, 13 and 64 the .50 cal for a FRIENDLY Russian', () => {
    const at = (f: 'german' | 'russian', dice: number[]) =>
      open(roll(start('v1', f), 'G9R9', dice), 0);
    // v1's colored -1: [1,3] is 03, [6,2] 52, [3,6] 26, [2,3] 13; 64 needs v4's +1: [5,4].
    expect(at('german', [1, 3])).toEqual(['G9R9.edge']);
    expect(at('german', [6, 2])).toEqual(['G6a', 'G3', 'G9R9.edge']);
    expect(at('german', [3, 6])).toEqual(['G6a', 'G3', 'G9R9.26']);
    expect(at('russian', [2, 3])).toEqual(['G9R9.50cal']);
    expect(at('german', [2, 3])).toEqual([]);
    expect(open(roll(start('v4', 'russian'), 'G9R9', [5, 4]), 0)).toEqual(['G9R9.50cal']);
    expect(open(roll(start(), 'G9R9.26', [4]), 0)).toEqual(['G9R9.edge']);
    expect(open(roll(start(), 'G9R9.26', [5]), 0)).toEqual([]);
  });
  it('G9/R9 71-72 (line 852): the random dr picks RE 21-22, 63 or 66', () => {
    let s = roll(start('v4'), 'G9R9', [6, 1]); // v4 colored +1: 71
    expect(open(s, 0)).toEqual(['G9R9.71']);
    s = roll(s, 'G9R9.71', [4], [0, 0]);
    expect(s.played[1]!.outcome!.result).toMatch(/RE 63/);
  });
  it('A1 footnote 5 (line 397): an Advance S? in the ENEMY MPh gets SMOKE, no A5 roll', () => {
    const advance = { attitude: 'advance', enemyMovePhase: true } as const;
    const s = roll(start(), 'A1', [3, 3], undefined, advance); // 6 - 1 = 5: S, L, F, SW
    expect(open(s, 0)).toEqual(['R2', 'R3', 'R4']);
    expect(s.played[0]!.notes?.[0]).toMatch(/SMOKE/);
    const other = roll(start(), 'A1', [3, 3], undefined, { attitude: 'advance' });
    expect(open(other, 0)).toEqual(['R2', 'R3', 'A5', 'R4']);
  });
  it('5.761 (line 24): a Gun activation offers the Inside/Outside dr', () => {
    const s = roll(start(), 'A1', [6, 6], undefined, { attitude: 'none' }); // 12: HS, F, Gun
    expect(open(s, 0)).toEqual(['R2', 'A5', 'R5', 'x5.side']);
  });
});

describe('a follow-up set aside (dismiss)', () => {
  const dismiss = (s: MissionState, entry: number, slot: number) =>
    add(s, { kind: 'dismiss', from: { entry, slot } });

  it('closes its offer, as a roll would, and names what was set aside', () => {
    let s = roll(start(), 'A1', [1, 2], undefined, { attitude: 'none' });
    expect(open(s, 0)).toEqual(['R2', 'R2', 'R3', 'A5', 'R4']);
    s = dismiss(s, 0, 3);
    expect(open(s, 0)).toEqual(['R2', 'R2', 'R3', 'R4']);
    expect(s.played.at(-1)!.dismissed).toEqual({ table: 'A5', why: 'Fortification' });
  });

  it('an offer no longer open cannot be set aside (or rolled) again', () => {
    const s = dismiss(roll(start(), 'A1', [1, 2], undefined, { attitude: 'none' }), 0, 3);
    expect(() => dismiss(s, 0, 3)).toThrow('That follow-up roll is not open any more.');
    expect(() => roll(s, 'A5', [3, 3], [0, 3])).toThrow('not open any more');
  });

  it('undo (the log without it) opens the offer again; a file keeps the line', () => {
    const log: LogEntry[] = [
      { kind: 'roll', table: 'A1', dice: [1, 2], source: 'owner', situation: { attitude: 'none' } },
      { kind: 'dismiss', from: { entry: 0, slot: 0 } },
    ];
    const rec = { ...newMission('v1', 'german', 7), log };
    const back = readMissionFile(missionFileText(rec));
    const s = back.ok ? replay(back.value) : back;
    expect(s.ok && s.value.played[0]!.open.map((n) => n.slot)).toEqual([1, 2, 3, 4]);
    const undone = replay({ ...rec, log: log.slice(0, 1) });
    expect(undone.ok && undone.value.played[0]!.open.map((n) => n.slot)).toEqual([0, 1, 2, 3, 4]);
    const bad = readMissionFile(
      missionFileText(rec).replace(/,\s*"from": \{[^}]*\}\s*\}\s*\]/, '}]'),
    );
    expect(bad.ok ? 'ok' : bad.error.message).toMatch(/names no "from"/);
  });
});
