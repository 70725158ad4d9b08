/**
 * Corrections on the TEST FIXTURE map: an early battle's result fixed replays everything after it
 * and lists what moved; a fix that makes a later arrow illegal is refused with its reason; a map
 * fact fixed mid-campaign moves the VP and keeps the log.
 */
import { describe, expect, it } from 'vitest';
import {
  correctBattle,
  correctMap,
  FIXTURE_MAP,
  type LogEntry,
  readyMap,
  replay,
  standing,
} from '../../../src/firestorm/engine';

const die = (value: number) => ({ value, source: 'owner' as const });
const battle = (n: number, from: string, to: string, result: 'attacker' | 'draw'): LogEntry[] => [
  { kind: 'place', die: die(4), marker: { from, to } },
  { kind: 'mission', battle: n, mission: 'agreed' },
  { kind: 'result', battle: n, result },
];
const vp = (log: readonly LogEntry[], map = FIXTURE_MAP) => {
  const ready = readyMap(map);
  const r = ready.ok ? replay(ready.value, log) : null;
  if (!r?.ok) throw new Error('no replay');
  return standing(r.value).vp;
};

describe('correcting a recorded battle', () => {
  // Battle 1: Soviet F→A won; battle 2: Soviet H→C won; battle 3: a City Fight, Soviet won.
  const log: LogEntry[] = [
    ...battle(1, 'F', 'A', 'attacker'),
    ...battle(2, 'H', 'C', 'attacker'),
    { kind: 'place', die: die(4), marker: { city: true } },
    { kind: 'mission', battle: 3, mission: 'city' },
    { kind: 'result', battle: 3, result: 'attacker' },
  ];
  it('an early result fixed replays the rest and lists what moved', () => {
    const r = correctBattle(FIXTURE_MAP, log, 1, {
      result: { kind: 'result', battle: 1, result: 'draw' },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.log).toHaveLength(log.length);
    expect(r.value.log[2]).toEqual({ kind: 'result', battle: 1, result: 'draw' });
    expect(vp(log)).toEqual({ german: 9, soviet: 25 + 2 });
    expect(vp(r.value.log)).toEqual({ german: 13, soviet: 21 + 2 });
    expect(r.value.changes).toEqual([
      'A Fixture Rail Junction: Soviet → German.',
      'Battle 1: Soviet takes A. → Neither won: no area changes hands.',
      'German VP: 9 → 13.',
      'Soviet VP: 27 → 23.',
      'Result: Soviet Tactical Victory → Stalemate.',
    ]);
  });
  it('a mission fixed with its result: the capture roll needs what the new mission says', () => {
    const r = correctBattle(FIXTURE_MAP, log, 2, {
      mission: { kind: 'mission', battle: 2, mission: 'static', roll: die(1) },
      result: { kind: 'result', battle: 2, result: 'defender', capture: die(5) },
    });
    expect(r.ok && r.value.changes[0]).toBe('C Fixture Airfield: Soviet → German.');
    expect(r.ok && r.value.changes).toContain(
      'Battle 2: Soviet takes C. → Capture roll 5 (needs 6): no capture.',
    );
  });
  it('a fix that makes a later battle illegal is refused with that battle’s reason', () => {
    // Battle 2 attacks out of A, which only battle 1's result made Soviet.
    const chained = [...battle(1, 'F', 'A', 'attacker'), ...battle(2, 'A', 'B', 'attacker')];
    const r = correctBattle(FIXTURE_MAP, chained, 1, {
      result: { kind: 'result', battle: 1, result: 'draw' },
    });
    expect(r).toMatchObject({ ok: false, error: { code: 'fs.arrow.from' } });
    expect(!r.ok && r.error.message).toMatch(
      /later entries depend on battle 1's result\. Battle 2: Soviet does not hold A\./,
    );
    expect(!r.ok && r.error.message).not.toMatch(/log entry/i);
  });
  it('a battle still open has nothing to correct', () => {
    const open = log.slice(0, 4);
    expect(
      correctBattle(FIXTURE_MAP, open, 2, {
        result: { kind: 'result', battle: 2, result: 'draw' },
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'fs.correct.open' },
    });
  });
});

describe('correcting a map fact mid-campaign', () => {
  const log = battle(1, 'F', 'A', 'attacker');
  it('a VP typo fixed moves the standing and keeps the log', () => {
    const fixed = {
      ...FIXTURE_MAP,
      areas: FIXTURE_MAP.areas.map((a) => (a.id === 'A' ? { ...a, vp: 6 } : a)),
    };
    const r = correctMap(FIXTURE_MAP, log, fixed);
    expect(r.ok && r.value.changes).toEqual(['Soviet VP: 21 → 23.']);
    expect(r.ok && r.value.log).toEqual(log);
  });
  it('a fix the log no longer fits is refused with the reason', () => {
    const fixed = {
      ...FIXTURE_MAP,
      borders: FIXTURE_MAP.borders.filter(([a, b]) => !(a === 'F' && b === 'A')),
    };
    const r = correctMap(FIXTURE_MAP, log, fixed);
    expect(r).toMatchObject({ ok: false, error: { code: 'fs.arrow.border' } });
    // Named by the battle whose arrow no longer fits, not by its entry's place in the log.
    expect(!r.ok && r.error.message).toMatch(/^The campaign cannot move to this map: Battle 1: /);
    expect(!r.ok && r.error.message).not.toMatch(/log entry/i);
  });
});
