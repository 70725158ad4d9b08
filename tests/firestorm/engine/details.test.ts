/**
 * A battle's optional details (players, date, score, notes): read strictly (unknown keys refused
 * at every level), kept by the engine on the battle, carried by the command's JSON form, the
 * campaign file and the correction, which lists them among what it moved.
 */
import { describe, expect, it } from 'vitest';
import {
  applyEntry,
  type BattleDetails,
  campaignFileText,
  correctBattle,
  detailsParts,
  FIXTURE_MAP,
  isDay,
  type LogEntry,
  planImport,
  readDetails,
  readyMap,
  replay,
  runFirestormCommand,
} from '../../../src/firestorm/engine';
import { COMMAND_MAP as MAP } from '../command-map';

const FULL: BattleDetails = {
  players: { german: 'Anna', soviet: 'Ben' },
  date: '2026-11-27',
  score: { german: 5, soviet: 2 },
  notes: 'Tigers held the ridge.',
};
const die = (value: number) => ({ value, source: 'owner' as const });
const LOG: LogEntry[] = [
  { kind: 'place', die: die(4), marker: { from: 'F', to: 'A' } },
  { kind: 'mission', battle: 1, mission: 'agreed' },
  { kind: 'result', battle: 1, result: 'attacker', details: FULL },
];
const ready = (() => {
  const r = readyMap(FIXTURE_MAP);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();

describe('reading details', () => {
  it('trims text, leaves out empty parts, and reads back the same', () => {
    const r = readDetails(
      { players: { german: '  Anna ', soviet: '' }, date: '2026-11-27', notes: ' ' },
      '',
    );
    expect(r).toEqual({ ok: true, value: { players: { german: 'Anna' }, date: '2026-11-27' } });
    expect(readDetails({ ...FULL }, '')).toEqual({ ok: true, value: FULL });
    expect(readDetails({ players: {}, notes: '' }, '')).toEqual({ ok: true, value: undefined });
  });
  it.each([
    ['an unknown key', { winner: 'Anna' }, 'winner'],
    ['an unknown side among players', { players: { italian: 'Carla' } }, 'players.italian'],
    ['an unknown key in the score', { score: { german: 1, soviet: 2, total: 3 } }, 'score.total'],
    ['one side of the score only', { score: { german: 1 } }, 'both sides'],
    ['a score that is not a whole number 0-99', { score: { german: 1.5, soviet: 2 } }, '0 to 99'],
    ['a day that does not exist', { date: '2026-02-30' }, 'YYYY-MM-DD'],
    ['a date in another form', { date: '27/11/2026' }, 'YYYY-MM-DD'],
    ['a name too long', { players: { german: 'x'.repeat(41) } }, 'at most 40'],
    ['notes too long', { notes: 'x'.repeat(501) }, 'at most 500'],
    ['a name that is not text', { players: { soviet: 7 } }, 'must be text'],
  ])('refuses %s, naming it', (_, raw, words) => {
    const r = readDetails(raw as Record<string, unknown>, 'battles[0]');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(words);
  });
  it('knows real days', () => {
    expect([isDay('2024-02-29'), isDay('2025-02-29'), isDay('2026-13-01')]).toEqual([
      true,
      false,
      false,
    ]);
  });
  it('puts them in words in a fixed order', () => {
    expect(detailsParts(FULL)).toEqual([
      'Anna (German) v Ben (Soviet)',
      '2026-11-27',
      'score German 5, Soviet 2',
      '“Tigers held the ridge.”',
    ]);
    expect(detailsParts(undefined)).toEqual([]);
  });
});

describe('the engine keeps details on the battle', () => {
  it('a result with details gives the battle its details; bad ones are refused', () => {
    const r = replay(ready, LOG);
    expect(r.ok && r.value.battles[0]?.details).toEqual(FULL);
    const before = replay(ready, LOG.slice(0, 2));
    if (!before.ok) throw new Error('no replay');
    const bad = applyEntry(before.value, {
      kind: 'result',
      battle: 1,
      result: 'draw',
      details: { date: '2026-02-31' },
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'fs.details.value' } });
  });
  it('the campaign file carries them; a file with damaged details is refused', () => {
    const text = campaignFileText({ map: FIXTURE_MAP, log: LOG, redo: [] });
    const plan = planImport(text);
    expect(plan.ok && plan.value.record?.log).toEqual(LOG);
    const damaged = text.replace('"2026-11-27"', '"someday"');
    expect(planImport(damaged)).toMatchObject({ ok: false, error: { code: 'fs.details.value' } });
  });
  it('a correction can change only the details, and lists them as what moved', () => {
    const fix = {
      result: {
        kind: 'result' as const,
        battle: 1,
        result: 'attacker' as const,
        details: { ...FULL, score: { german: 4, soviet: 3 } },
      },
    };
    const r = correctBattle(FIXTURE_MAP, LOG, 1, fix);
    expect(r.ok && r.value.changes).toEqual([
      'Battle 1 score: German 5, Soviet 2 → German 4, Soviet 3.',
    ]);
    const { notes: _, ...noNotes } = FULL;
    const cleared = correctBattle(FIXTURE_MAP, LOG, 1, {
      result: { ...fix.result, details: noNotes },
    });
    expect(cleared.ok && cleared.value.changes).toEqual([
      'Battle 1 notes: “Tigers held the ridge.” → none.',
    ]);
    expect(r.ok && r.value.log[2]).toEqual(fix.result);
  });
});

describe('the command JSON form accepts details per battle', () => {
  const battle = {
    placeDie: 4,
    marker: { from: 'F', to: 'A' },
    mission: { kind: 'agreed' },
    result: 'attacker',
  };
  const run = (b: Record<string, unknown>) => {
    const r = runFirestormCommand([JSON.stringify({ map: MAP, battles: [b] })]);
    return { code: r.exitCode, json: JSON.parse(r.stdout) as Record<string, unknown> };
  };
  it('prints them with the battle', () => {
    const r = run({ ...battle, ...FULL });
    expect(r.code).toBe(0);
    expect((r.json.battles as unknown[])[0]).toMatchObject(FULL);
  });
  it.each([
    ['an unknown key beside them', { ...FULL, player: 'Anna' }, 'battles[0].player'],
    ['an unknown side', { players: { romanian: 'Ion' } }, 'battles[0].players.romanian'],
    ['an unknown score key', { score: { german: 1, soviet: 1, draw: 1 } }, 'battles[0].score.draw'],
    ['a bad date', { date: '2026-11-31' }, 'battles[0].date'],
  ])('refuses %s', (_, extra, where) => {
    const r = run({ ...battle, ...extra });
    expect(r.code).toBe(2);
    expect(r.json.message).toContain(where);
  });
  it('refuses details on a battle without a result', () => {
    const { result: _, ...open } = battle;
    const r = run({ ...open, players: { german: 'Anna' } });
    expect(r.code).toBe(2);
    expect(r.json.message).toContain('battles[0].players comes with a result');
  });
});
