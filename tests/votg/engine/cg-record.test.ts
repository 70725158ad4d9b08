/**
 * The Campaign Game record (S.20 lines 56-305) played through its rules: each CG Day's steps in
 * the text's order, each roll's drm computed from the record and named by line, the values the
 * rolls move (ELR, SAN, RE numbers, Booby Trap level, AC#), Idle Days, the Russian Counterattack,
 * undo through core's undo log, and the reader's refusals.
 */
import { describe, expect, it } from 'vitest';
import { undoLast } from '../../../src/core/undo-log';
import { readCgRecord } from '../../../src/votg/engine/cg/read';
import {
  applyCgEntry,
  type CgEntry,
  type CgRecord,
  type CgStart,
  type CgState,
  cgStartState,
  elrHistory,
  newCgRecord,
  nextCgStep,
  replayCg,
} from '../../../src/votg/engine/cg/record';
import { GUARDS_MAX } from '../../../src/votg/engine/cg/tables';

const RUSSIAN_I: CgStart = { cg: 'I', enemy: 'russian', elr: 3, san: 2, boobyTrap: 1, balance: 0 };

/** Plays entries from the start, failing the test on the first refusal. */
function play(start: CgStart, entries: readonly CgEntry[], from?: CgState): CgState {
  let s = from ?? cgStartState(start);
  for (const e of entries) {
    const r = applyCgEntry(s, e);
    if (!r.ok) throw new Error(`${JSON.stringify(e)}: ${r.error.message}`);
    s = r.value;
  }
  return s;
}
/** The drm of the next step as [value, line]. */
const drmLines = (s: CgState) => {
  const n = nextCgStep(s);
  return n.table ? rollLines(s, n) : [];
};
function rollLines(s: CgState, n: ReturnType<typeof nextCgStep>) {
  const probe = applyCgEntry(s, {
    step: n.step as 'san',
    dice: n.table === 'CG.elr' ? [1, 1] : [1],
  });
  if (!probe.ok) throw new Error(probe.error.message);
  const day =
    probe.value.current?.day === s.current?.day ? probe.value.current : probe.value.days.at(-1);
  return day!.rolls
    .at(-1)!
    .outcome.modifiers.map((m) => [m.value, Number(m.why.match(/line (\d+)/)?.[1])]);
}

/** CG I, Russian ENEMY: the initial scenario (day 1). */
const DAY1: CgEntry[] = [
  { step: 'date', historical: 0, overcast: false },
  { step: 'friendlyChit', chit: 'attack' },
  { step: 'san', dice: [4] },
  { step: 'reBuy', cpp: 6 },
  { step: 'reFriendly', dice: [3] },
  { step: 'reEnemy', dice: [3] },
  { step: 'boobyTrap', dice: [2] },
  { step: 'acNumber', dice: [3] },
  {
    step: 'result',
    winner: 'enemy',
    night: false,
    casualtyVP: 85,
    eliteSquads: 7,
    firstLineSquads: 13,
    afv: 4,
  },
];
/** Day 2's Refit Phase up to its scenario. */
const DAY2_REPH: CgEntry[] = [
  { step: 'date', historical: 1, overcast: true },
  { step: 'prisoners', dice: [6, 2] },
  { step: 'counterattack', dice: [2] },
  { step: 'elr', dice: [3, 4] },
  { step: 'elrResult', elr: 2 },
  { step: 'recon', dice: [3] },
  { step: 'friendlyChit', chit: 'attack' },
  { step: 'initiative', dice: [1] },
  { step: 'san', dice: [5] },
  { step: 'reBuy', cpp: 5 },
  { step: 'reFriendly', dice: [5] },
  { step: 'reEnemy', dice: [1] },
  { step: 'boobyTrap', dice: [1] },
  { step: 'acNumber', dice: [6] },
];

describe('a CG Day in the order of the text', () => {
  it('the initial scenario (V12.5, line 101) has no Refit Phase: date, chit, then 12.627', () => {
    const steps: string[] = [];
    let s = cgStartState(RUSSIAN_I);
    for (const e of DAY1) {
      steps.push(nextCgStep(s).step);
      s = play(RUSSIAN_I, [e], s);
    }
    expect(steps).toEqual(DAY1.map((e) => e.step));
    // CG I's Russian ENEMY sets up in Hold with no Attack dr (line 115): Idle.
    expect(s.days[0]!.enemyChit).toBe('idle');
  });

  it('day 1 of CG I: SAN, RE numbers, Booby Trap level and AC# from the 12.627 tables', () => {
    const s = play(RUSSIAN_I, DAY1.slice(0, 2));
    // Lines 267-269: Russian ENEMY, ENEMY Idle, SAN 2 ≤ 3.
    expect(drmLines(s)).toEqual([
      [-1, 267],
      [-1, 268],
      [-1, 269],
    ]);
    const d = play(RUSSIAN_I, DAY1).days[0]!;
    expect(d.san).toBe(3); // 4-3 = 1: +1 (line 267)
    expect(d.reFriendly).toBe('6/7'); // 3-2 = 1 (lines 278-279, 6 CPP)
    expect(d.reEnemy).toBe('4/5/6'); // 3 (line 279)
    expect(d.boobyTrap).toBe(2); // 2-1 = 1: one level up from 1 (line 288)
    expect(d.acNumber).toBe(3); // 3 (line 297)
  });

  it('the Refit Phase before day 2 runs 12.609 to 12.627 in order, each drm from the record', () => {
    let s = play(RUSSIAN_I, DAY1);
    const first = nextCgStep(play(RUSSIAN_I, [...DAY1, DAY2_REPH[0]!]));
    expect(first.step).toBe('prisoners');
    // A Russian ENEMY interdicts nothing (12.602 is German only, line 182).
    expect(first.reminders.map((r) => r.rule)).toEqual(['12.6064', '12.6073']);
    const order: string[] = [];
    for (const e of DAY2_REPH) {
      order.push(nextCgStep(s).step);
      s = play(RUSSIAN_I, [e], s);
    }
    expect(order).toEqual(DAY2_REPH.map((e) => e.step));
    const at = (n: number) => play(RUSSIAN_I, [...DAY1, ...DAY2_REPH.slice(0, n)]);
    // 12.613 (lines 223-233): Historical +1, -2 in 12.613, 1 CG Day without an ENEMY Attack
    // chit, 85 Casualty VP per 40 in CG I = +2.
    expect(drmLines(at(2))).toEqual([
      [1, 223],
      [-2, 225],
      [-1, 227],
      [2, 233],
    ]);
    // 12.619 (lines 204-211): the ENEMY won day 1, 7 Elite, 13 1st Line, 4 AFV, 1 scenario.
    expect(drmLines(at(3))).toEqual([
      [-1, 204],
      [-1, 206],
      [-1, 207],
      [-1, 208],
      [2, 210],
      [1, 211],
    ]);
    // Before 12.627: Isolated setup, and Recon Inspection since the ENEMY bought Recon (line 246).
    expect(nextCgStep(at(8)).reminders.map((r) => r.rule)).toEqual(['12.6262', '12.6265']);
    const d = at(DAY2_REPH.length).current!;
    expect(d.prisoners).toEqual(['execute', 'keep']); // line 188
    expect(d.counterattack).toBe(false); // 2+0 = 2: Idle (line 224)
    expect(d.rolls.find((r) => r.step === 'elr')!.outcome.final).toBe(6);
    expect(d.elr).toBe(2); // the printed V12.619 result the player read
    expect(d.recon).toBe(1); // 3-1 = 2 (line 218)
    // 12.625 with the new ELR: +1 for ELR 2 below its start 3 (line 229).
    expect(d.rolls.find((r) => r.step === 'initiative')!.outcome.final).toBe(4);
    expect(d.enemyChit).toBe('idle');
    expect(d.idle).toBe(false); // FRIENDLY attacks: a scenario is played
    expect([d.san, d.reFriendly, d.reEnemy, d.boobyTrap, d.acNumber]).toEqual([
      3,
      '4/5',
      '5/6/7',
      3, // 1-1 = 0: two levels over the CG's start level 1 (line 287)
      2, // 6+1 = 7 (line 298)
    ]);
    expect(elrHistory(at(DAY2_REPH.length))).toEqual([
      { day: 0, elr: 3 },
      { day: 2, elr: 2 },
    ]);
  });

  it('refuses a step out of order, naming the step due and its rule', () => {
    const r = applyCgEntry(play(RUSSIAN_I, DAY1.slice(0, 1)), { step: 'san', dice: [3] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.rule).toBe('12.625');
      expect(r.error.message).toContain('FRIENDLY Initiative chit');
    }
  });

  it('refuses a die out of range and a value out of range, and nothing changes', () => {
    const s = play(RUSSIAN_I, DAY1.slice(0, 2));
    const r = applyCgEntry(s, { step: 'san', dice: [7] });
    expect(r.ok || r.error.message).toContain('1-6');
    const e = applyCgEntry(play(RUSSIAN_I, [...DAY1, ...DAY2_REPH.slice(0, 4)]), {
      step: 'elrResult',
      elr: 6,
    });
    expect(e.ok || e.error.rule).toBe('12.619');
  });

  it("12.609 takes a dr for each of up to GUARDS_MAX (30) Isolated Guards, the CG screen's bound too", () => {
    const before = play(RUSSIAN_I, [...DAY1, DAY2_REPH[0]!]);
    const many = applyCgEntry(before, { step: 'prisoners', dice: Array(GUARDS_MAX).fill(6) });
    expect(many.ok && many.value.current?.prisoners.length).toBe(30);
    const over = applyCgEntry(before, { step: 'prisoners', dice: Array(GUARDS_MAX + 1).fill(6) });
    expect(over.ok || over.error.message).toContain('(0-30)');
  });
});

describe('Idle Days and counterattacks', () => {
  const idleDay: CgEntry[] = [
    { step: 'date', historical: 0, overcast: false },
    { step: 'prisoners', dice: [] },
    { step: 'counterattack', dice: [6] },
    { step: 'elr', dice: [6, 6] },
    { step: 'elrResult', elr: 3 },
    { step: 'recon', dice: [6] },
    { step: 'friendlyChit', chit: 'idle' },
    { step: 'initiative', dice: [6] },
  ];

  it('both chits Idle make an Idle Day with no scenario; it counts -2 on 12.619, -1 on the AC#', () => {
    const s = play(RUSSIAN_I, [...DAY1, ...idleDay]);
    expect(s.days[1]!.idle).toBe(true);
    expect(s.days[1]!.result).toBeNull();
    expect(s.current!.day).toBe(3);
    const elrAt = play(RUSSIAN_I, [...DAY1, ...idleDay, ...idleDay.slice(0, 3)]);
    // Line 205: -2 per Idle Day; footnote 1 (line 216): the Activated counts are NA.
    expect(drmLines(elrAt)).toEqual([[-2, 205]]);
    const toAc = play(RUSSIAN_I, [
      ...DAY1,
      ...idleDay,
      ...idleDay.slice(0, 6),
      { step: 'friendlyChit', chit: 'attack' },
      { step: 'initiative', dice: [6] },
      { step: 'san', dice: [6] },
      { step: 'reBuy', cpp: 0 },
      { step: 'reEnemy', dice: [6] },
      { step: 'boobyTrap', dice: [6] },
    ]);
    expect(nextCgStep(toAc).step).toBe('acNumber');
    expect(drmLines(toAc)).toEqual([[-1, 298]]);
  });

  it('a Russian Counterattack (12.613) makes the ENEMY attack, skips 12.619 and 12.625, rolls 12.6254', () => {
    const s = play(RUSSIAN_I, [
      ...DAY1,
      { step: 'date', historical: 0, overcast: true },
      { step: 'prisoners', dice: [] },
      { step: 'counterattack', dice: [1] },
    ]);
    expect(s.current!.counterattack).toBe(true);
    expect(s.current!.enemyChit).toBe('attack');
    expect(nextCgStep(s).step).toBe('recon');
    const n = play(RUSSIAN_I, [
      ...DAY1,
      { step: 'date', historical: 0, overcast: true },
      { step: 'prisoners', dice: [] },
      { step: 'counterattack', dice: [1] },
      { step: 'recon', dice: [4] },
      { step: 'friendlyChit', chit: 'idle' },
    ]);
    expect(nextCgStep(n).step).toBe('night');
    expect(drmLines(n)).toEqual([[2, 238]]);
  });

  it('a German ENEMY hears 12.602 and 12.617, answers the Counterattack, and gets +1 on the AC#', () => {
    const start: CgStart = { cg: 'I', enemy: 'german', elr: 4, san: 4, boobyTrap: 0, balance: 1 };
    const day1: CgEntry[] = [
      { step: 'date', historical: 0, overcast: false },
      { step: 'friendlyChit', chit: 'idle' },
      { step: 'san', dice: [3] },
      { step: 'reBuy', cpp: 0 },
      { step: 'reEnemy', dice: [3] },
      { step: 'acNumber', dice: [3] },
      {
        step: 'result',
        winner: 'friendly',
        night: true,
        casualtyVP: 0,
        eliteSquads: 0,
        firstLineSquads: 0,
        afv: 0,
      },
    ];
    const d1 = play(start, day1);
    // No Booby Trap roll for a German ENEMY (line 282); balance -1 on each 12.627 roll (line 93).
    expect(d1.days[0]!.rolls.map((r) => r.step)).toEqual(['san', 'reEnemy', 'acNumber']);
    expect(d1.days[0]!.rolls[0]!.outcome.modifiers.map((m) => m.value)).toEqual([-1]);
    const s = play(start, [...day1, { step: 'date', historical: 0, overcast: false }]);
    expect(nextCgStep(s).reminders.map((r) => r.rule)).toEqual(['12.602', '12.6064', '12.6073']);
    const ca = play(start, [
      ...day1,
      { step: 'date', historical: 0, overcast: false },
      { step: 'prisoners', dice: [] },
      { step: 'counterattackDeclared', declared: true },
    ]);
    expect(nextCgStep(ca).step).toBe('recon'); // 12.619 is NA (line 200)
    const ac = play(start, [
      ...day1,
      { step: 'date', historical: 0, overcast: false },
      { step: 'prisoners', dice: [] },
      { step: 'counterattackDeclared', declared: true },
      { step: 'recon', dice: [6] },
      { step: 'friendlyChit', chit: 'attack' },
      { step: 'initiative', dice: [6] },
      { step: 'san', dice: [6] },
      { step: 'reBuy', cpp: 0 },
      { step: 'reEnemy', dice: [6] },
    ]);
    expect(drmLines(ac)).toEqual([
      [-1, 93],
      [1, 299],
    ]);
  });

  it('the CG ends after its last CG Date (CG III: 23-27 September, five days)', () => {
    const start: CgStart = {
      cg: 'III',
      enemy: 'russian',
      elr: 3,
      san: 3,
      boobyTrap: 0,
      balance: 0,
    };
    // Historical +3 keeps each 12.613 and 12.625 dr Idle (lines 223-233).
    const quiet = idleDay.map((e) => (e.step === 'date' ? { ...e, historical: 3 } : e));
    const s = play(start, [...DAY1, ...quiet, ...quiet, ...quiet, ...quiet]);
    expect(s.days).toHaveLength(5);
    expect(nextCgStep(s).step).toBe('over');
    const r = applyCgEntry(s, { step: 'date', historical: 0, overcast: false });
    expect(r.ok || r.error.code).toBe('votg.cg.over');
  });
});

describe('the record: replay, undo, reader', () => {
  const record = (log: CgEntry[]): CgRecord => {
    const r = newCgRecord(RUSSIAN_I);
    if (!r.ok) throw new Error(r.error.message);
    return { ...r.value, log };
  };

  it('undo through core takes back the last entry; replay gives the state before it', () => {
    const rec = record([...DAY1, ...DAY2_REPH]);
    const back = undoLast(rec)!;
    expect(back.redo).toEqual([DAY2_REPH.at(-1)]);
    const s = replayCg(back);
    expect(s.ok && nextCgStep(s.value).step).toBe('acNumber');
    expect(readCgRecord(back).ok).toBe(true);
  });

  it('keeps who rolled beside the dice, and refuses a source that is neither', () => {
    const s = play(RUSSIAN_I, [...DAY1.slice(0, 2), { step: 'san', dice: [4], source: 'app' }]);
    expect(s.current!.rolls[0]!.source).toBe('app');
    const bad = applyCgEntry(play(RUSSIAN_I, DAY1.slice(0, 2)), {
      step: 'san',
      dice: [4],
      source: 'friend' as 'app',
    });
    expect(bad.ok || bad.error.code).toBe('votg.cg.source');
    const withSource = record([...DAY1.slice(0, 2), { step: 'san', dice: [4], source: 'owner' }]);
    expect(readCgRecord(withSource).ok).toBe(true);
    const onDate = {
      ...record([]),
      log: [{ step: 'date', historical: 0, overcast: false, source: 'app' }],
    };
    expect(readCgRecord(onDate).ok).toBe(false);
  });

  it('refuses a bad start, naming the rule', () => {
    const r = newCgRecord({ ...RUSSIAN_I, enemy: 'german' });
    expect(r.ok || r.error.rule).toBe('12.627'); // a German ENEMY has no Booby Trap level
    const b = newCgRecord({ ...RUSSIAN_I, balance: 7 });
    expect(b.ok || b.error.rule).toBe('V12.32');
  });

  it('the reader refuses an unknown field, a line of another step, and a redo line the rules refuse', () => {
    const good = record(DAY1);
    expect(readCgRecord(JSON.parse(JSON.stringify(good))).ok).toBe(true);
    expect(readCgRecord({ ...good, extra: 1 }).ok).toBe(false);
    const wrongLine = { ...good, log: [{ step: 'date', historical: 0, overcast: false, x: 1 }] };
    const w = readCgRecord(wrongLine);
    expect(w.ok || w.error.message).toContain('x');
    const redo = readCgRecord({ ...good, redo: [{ step: 'san', dice: [3] }] });
    expect(redo.ok).toBe(false);
    expect(readCgRecord({ schemaVersion: 1, mission: 'v1' }).ok).toBe(false);
  });
});
