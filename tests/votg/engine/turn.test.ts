/**
 * The Mission's turn and phase track: ASL's phase order (docs/rulings.md), the first Player Turn
 * from each Mission's SEQUENCE (lines 898, 1029, 1094; v2 FRIENDLY by ruling), stepping through a
 * Game Turn, the log lines that move it, and each line kept with the turn and phase it was made in.
 */
import { describe, expect, it } from 'vitest';
import {
  atWords,
  isStep,
  type LogEntry,
  MAX_TURN,
  type MissionState,
  missionFileText,
  nextPhase,
  nextPlayerTurn,
  PHASES,
  readMissionFile,
  replay,
  startAt,
  type TurnAt,
} from '../../../src/votg/engine';
import { addLine, startMission } from './_mission';

const at = (turn: number, player: 'friendly' | 'enemy', phase: TurnAt['phase']): TurnAt => ({
  turn,
  player,
  phase,
});
const phaseLine = (to: TurnAt): LogEntry => ({ kind: 'phase', ...to });
/** Steps the track of `s` by one phase. */
const onePhase = (s: MissionState) => addLine(s, phaseLine(nextPhase(s.record.mission, s.at)!));

describe('the phase order and the first Player Turn', () => {
  it('a Player Turn runs RPh, PFPh, MPh, DFPh, AFPh, RtPh, APh, CCPh', () => {
    expect(PHASES).toEqual(['RPh', 'PFPh', 'MPh', 'DFPh', 'AFPh', 'RtPh', 'APh', 'CCPh']);
  });
  it('v1 and v3 start with the FRIENDLY RPh (lines 898, 1029), v4 with the ENEMY RPh (line 1094)', () => {
    expect(startAt('v1')).toEqual(at(1, 'friendly', 'RPh'));
    expect(startAt('v3')).toEqual(at(1, 'friendly', 'RPh'));
    expect(startAt('v4')).toEqual(at(1, 'enemy', 'RPh'));
  });
  it('v2, whose SEQUENCE names no first side, starts with the FRIENDLY RPh (ruling)', () => {
    expect(startAt('v2')).toEqual(at(1, 'friendly', 'RPh'));
  });
  it('a new Mission stands at its start, and says so in words', () => {
    expect(startMission('v4').at).toEqual(at(1, 'enemy', 'RPh'));
    expect(atWords(at(2, 'enemy', 'PFPh'))).toBe('Turn 2 · ENEMY PFPh');
  });
});

describe('stepping the track', () => {
  it('goes through the eight phases, then to the other side in the same Game Turn', () => {
    let a = startAt('v1');
    const seen: string[] = [];
    for (let i = 0; i < 9; i++) {
      seen.push(atWords(a));
      a = nextPhase('v1', a)!;
    }
    expect(seen).toEqual([
      'Turn 1 · FRIENDLY RPh',
      'Turn 1 · FRIENDLY PFPh',
      'Turn 1 · FRIENDLY MPh',
      'Turn 1 · FRIENDLY DFPh',
      'Turn 1 · FRIENDLY AFPh',
      'Turn 1 · FRIENDLY RtPh',
      'Turn 1 · FRIENDLY APh',
      'Turn 1 · FRIENDLY CCPh',
      'Turn 1 · ENEMY RPh',
    ]);
    expect(a).toEqual(at(1, 'enemy', 'PFPh'));
  });
  it('the second Player Turn’s CCPh leads to the next Game Turn (FRIENDLY first in v1)', () => {
    expect(nextPhase('v1', at(1, 'enemy', 'CCPh'))).toEqual(at(2, 'friendly', 'RPh'));
    expect(nextPhase('v1', at(1, 'friendly', 'CCPh'))).toEqual(at(1, 'enemy', 'RPh'));
  });
  it('with the ENEMY first (v4), the FRIENDLY CCPh ends the Game Turn', () => {
    expect(nextPhase('v4', at(1, 'enemy', 'CCPh'))).toEqual(at(1, 'friendly', 'RPh'));
    expect(nextPhase('v4', at(1, 'friendly', 'CCPh'))).toEqual(at(2, 'enemy', 'RPh'));
  });
  it('the next Player Turn skips the rest of this one', () => {
    expect(nextPlayerTurn('v1', at(3, 'friendly', 'MPh'))).toEqual(at(3, 'enemy', 'RPh'));
    expect(nextPlayerTurn('v1', at(3, 'enemy', 'PFPh'))).toEqual(at(4, 'friendly', 'RPh'));
    expect(nextPlayerTurn('v4', at(3, 'friendly', 'RPh'))).toEqual(at(4, 'enemy', 'RPh'));
  });
  it('stops at the last Game Turn it counts', () => {
    expect(nextPlayerTurn('v1', at(MAX_TURN, 'enemy', 'RPh'))).toBeNull();
    expect(nextPhase('v1', at(MAX_TURN, 'enemy', 'CCPh'))).toBeNull();
    expect(nextPhase('v1', at(MAX_TURN, 'friendly', 'CCPh'))).toEqual(at(MAX_TURN, 'enemy', 'RPh'));
  });
  it('one step is the next phase or the next Player Turn, nothing else', () => {
    const from = at(2, 'enemy', 'MPh');
    expect(isStep('v1', from, at(2, 'enemy', 'DFPh'))).toBe(true);
    expect(isStep('v1', from, at(3, 'friendly', 'RPh'))).toBe(true);
    expect(isStep('v1', from, at(2, 'enemy', 'AFPh'))).toBe(false);
    expect(isStep('v1', from, at(2, 'enemy', 'PFPh'))).toBe(false);
    expect(isStep('v1', from, at(3, 'enemy', 'RPh'))).toBe(false);
    expect(isStep('v4', from, at(3, 'friendly', 'RPh'))).toBe(false);
  });
});

describe('the track in the Mission log', () => {
  it('a phase line moves the Mission; each roll keeps the turn and phase it was made in', () => {
    let s = startMission('v1', 'german');
    s = addLine(s, { kind: 'roll', table: 'A1', dice: [3, 4], source: 'owner', situation: {} });
    for (let i = 0; i < 9; i++) s = onePhase(s);
    expect(s.at).toEqual(at(1, 'enemy', 'PFPh'));
    s = addLine(s, {
      kind: 'roll',
      table: 'A11',
      dice: [1, 4],
      source: 'owner',
      situation: { artilleryCheck: true },
    });
    const rolls = s.played.filter((p) => p.entry.kind === 'roll');
    expect(rolls.map((p) => atWords(p.at))).toEqual([
      'Turn 1 · FRIENDLY RPh',
      'Turn 1 · ENEMY PFPh',
    ]);
  });
  it('refuses a phase line that skips a phase or goes back, and the Mission stays where it was', () => {
    const s = onePhase(startMission('v1'));
    expect(() => addLine(s, phaseLine(at(1, 'friendly', 'DFPh')))).toThrow(/next phase/);
    expect(() => addLine(s, phaseLine(at(1, 'friendly', 'RPh')))).toThrow(
      /not Turn 1 · FRIENDLY RPh/,
    );
    expect(s.at).toEqual(at(1, 'friendly', 'PFPh'));
  });
  it('undo (the log without its last line) puts the track back one step', () => {
    const s = onePhase(onePhase(startMission('v1')));
    const lines = s.played.map((p) => p.entry);
    const back = replay({ ...s.record, log: lines.slice(0, -1) });
    expect(back.ok && back.value.at).toEqual(at(1, 'friendly', 'PFPh'));
    const all = replay({ ...s.record, log: lines });
    expect(all.ok && all.value.at).toEqual(at(1, 'friendly', 'MPh'));
  });
  it('a Mission file keeps its phase lines and reads them back to the same position', () => {
    let s = startMission('v4', 'russian');
    s = addLine(s, phaseLine(nextPlayerTurn('v4', s.at)!));
    s = onePhase(s);
    const record = { ...s.record, log: s.played.map((p) => p.entry) };
    const back = readMissionFile(missionFileText(record));
    expect(back.ok).toBe(true);
    const again = back.ok ? replay(back.value) : null;
    expect(again?.ok && again.value.at).toEqual(at(1, 'friendly', 'PFPh'));
  });
  it('a file with a phase line out of range or out of step is refused with the reason', () => {
    const base = startMission('v1').record;
    const file = (e: unknown) => missionFileText({ ...base, log: [e as LogEntry] });
    const bad = (e: unknown) => {
      const r = readMissionFile(file(e));
      return r.ok ? '' : r.error.message;
    };
    expect(bad({ kind: 'phase', turn: 0, player: 'friendly', phase: 'PFPh' })).toMatch(/turn/);
    expect(bad({ kind: 'phase', turn: 1, player: 'allied', phase: 'PFPh' })).toMatch(/player/);
    expect(bad({ kind: 'phase', turn: 1, player: 'friendly', phase: 'MPh' })).toMatch(/next phase/);
    expect(bad({ kind: 'phase', turn: 1, player: 'friendly', phase: 'Fire' })).toMatch(/phase is/);
    expect(bad({ kind: 'phase', turn: 1, player: 'friendly', phase: 'PFPh', x: 1 })).toMatch(
      /unknown field "x"/,
    );
    expect(bad({ kind: 'phase', turn: 1, player: 'friendly', phase: 'PFPh' })).toBe('');
  });
  it('A1 footnote 5 (line 397) reads the ENEMY MPh from the track: SMOKE there, A5 in other phases', () => {
    const a1: LogEntry = {
      kind: 'roll',
      table: 'A1',
      dice: [3, 3],
      source: 'owner',
      situation: { attitude: 'advance' },
    };
    let s = startMission('v1');
    s = addLine(s, phaseLine(nextPlayerTurn('v1', s.at)!));
    s = onePhase(onePhase(s));
    expect(s.at).toEqual(at(1, 'enemy', 'MPh'));
    const inMph = addLine(s, a1);
    expect(inMph.played.at(-1)!.notes?.[0]).toMatch(/SMOKE/);
    expect(inMph.played.at(-1)!.open.map((n) => n.table)).not.toContain('A5');
    const inDfph = addLine(onePhase(s), a1);
    expect(inDfph.played.at(-1)!.notes).toBeUndefined();
    expect(inDfph.played.at(-1)!.open.map((n) => n.table)).toContain('A5');
    const friendlyMph = addLine(onePhase(onePhase(startMission('v1'))), a1);
    expect(friendlyMph.played.at(-1)!.open.map((n) => n.table)).toContain('A5');
  });
});
