/**
 * At the table: a roll's log entry names what it was at, a Molotov's or fougasse's fire is read
 * as the token it places (Molotov Cocktails, line 596; Flame Fougasse), each new situation starts
 * with no modifiers and carries over only those it reads, and the odds name their columns.
 */
import { describe, expect, it } from 'vitest';
import {
  carriedModifiers,
  DEFAULT_SETTINGS,
  EMPTY_RECORD,
  explainLog,
  freshSituation,
  type LogEntry,
  modifiersSet,
  playEntry,
  playLog,
  readDice,
  readRecordFile,
  readTarget,
  recordFileText,
  summarize,
  TARGET_MAX,
} from '../../../src/toi/engine';

const molotov = { ...DEFAULT_SETTINGS, kind: 'molotov' as const, cover: 3 };
const owner = (value: number) => ({ value, source: 'owner' as const });

describe('a roll names its target', () => {
  const roll: LogEntry = {
    type: 'roll',
    settings: molotov,
    dice: { attack: [owner(6), owner(4)], defense: [owner(1)] },
    target: '42B-D5',
  };
  it('is kept in the log and the file, and read back', () => {
    const played = playLog(EMPTY_RECORD);
    if (!played) throw new Error('the empty record does not play');
    const r = playEntry(played, roll);
    if (!r.ok) throw new Error(r.error.message);
    const record = { ...EMPTY_RECORD, log: [roll] };
    const back = readRecordFile(recordFileText(record));
    expect(back.ok && back.value.log[0]).toEqual(roll);
    expect(explainLog(record.log)[0]?.entry).toMatchObject({ target: '42B-D5' });
  });
  it('is trimmed, blank means none, and a long one is refused with the limit', () => {
    expect(readTarget('  42B-D5 ')).toEqual({ ok: true, value: '42B-D5' });
    expect(readTarget('   ')).toEqual({ ok: true, value: undefined });
    const long = readTarget('x'.repeat(TARGET_MAX + 1));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.error.message).toContain(`at most ${TARGET_MAX}`);
  });
  it('refuses a file whose roll target is not text', () => {
    const rec = { ...EMPTY_RECORD, log: [{ ...roll, target: 7 }] };
    const text = recordFileText(rec as never);
    const r = readRecordFile(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('target must be text');
  });
});

describe('the fire a roll places', () => {
  it('a Molotov with a hit after defense and a 6: strong; without a 6: weak; no hit: none', () => {
    expect(readDice(molotov, { attack: [6, 2], defense: [1] }).fire).toBe('strong');
    expect(readDice(molotov, { attack: [4, 2], defense: [1] }).fire).toBe('weak');
    expect(readDice(molotov, { attack: [4, 2], defense: [5] }).fire).toBeUndefined();
  });
  it('a fougasse that hits: strong', () => {
    const f = { ...DEFAULT_SETTINGS, kind: 'fougasse' as const, cover: 2 };
    expect(readDice(f, { attack: [5, 1, 1, 1], defense: [] }).fire).toBe('strong');
  });
});

describe('each new situation starts from its own modifiers', () => {
  const attack = {
    ...DEFAULT_SETTINGS,
    kind: 'attack' as const,
    smg: 2,
    cautious: true,
    engineersDefend: true,
  };
  it('switching turns every modifier off', () => {
    const next = { ...attack, ...freshSituation('handToHand') };
    expect(next.kind).toBe('handToHand');
    expect(modifiersSet(next)).toEqual([]);
  });
  it('carrying over takes only the modifiers the new situation reads', () => {
    // Cautious Advance is not read by hand-to-hand (line 660): it stays off.
    expect(carriedModifiers(attack, 'handToHand')).toEqual({ smg: 2, engineersDefend: true });
    expect(carriedModifiers(attack, 'building')).toEqual({});
  });
});

describe('the odds tables', () => {
  it('head the black dice column “successes”, not “successs”', () => {
    const d = summarize({ ...DEFAULT_SETTINGS, kind: 'handToHand' }).distributions;
    expect(d.map((x) => x.units)).toEqual(['net hits', 'successes']);
  });
});
