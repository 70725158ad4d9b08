/**
 * The rolls the turn track brings due: 8.7's artillery check at each ENEMY PFPh and DFPh
 * (line 87; in effect in v1 line 914, v2 977, v4 1109, not v3), the Turn-5 Advance dr of v1 and
 * v2 (lines 919, 983), and the Additional Reinforcements dr each ENEMY RPh after RE 36-41 or
 * 46-51 until a dr of 4 or more stops it (lines 775, 781).
 */
import { describe, expect, it } from 'vitest';
import {
  dueRolls,
  type LogEntry,
  type MissionState,
  missionFileText,
  newMission,
  nextPhase,
  prevailingAttitude,
  readMissionFile,
  replay,
  type TurnAt,
} from '../../../src/votg/engine';
import { addLine as add, startMission } from './_mission';

type Mission = 'v1' | 'v2' | 'v3' | 'v4';
/** The Mission stepped phase by phase to `to` (a phase line each). */
function goTo(s: MissionState, to: TurnAt): MissionState {
  let at = s.at;
  let out = s;
  while (at.turn !== to.turn || at.player !== to.player || at.phase !== to.phase) {
    const next = nextPhase(out.record.mission, at);
    if (!next) throw new Error('past the track');
    out = add(out, { kind: 'phase', ...next });
    at = next;
  }
  return out;
}
const at = (turn: number, player: 'friendly' | 'enemy', phase: TurnAt['phase']): TurnAt => ({
  turn,
  player,
  phase,
});
const due = (s: MissionState) => dueRolls(s).map((d) => d.id);
const advance = (die: number, circled: number): LogEntry => ({
  kind: 'advance',
  dice: [die],
  source: 'owner',
  circled,
});
const refusal = (s: MissionState, e: LogEntry) => {
  try {
    add(s, e);
    return 'ok';
  } catch (x) {
    return (x as Error).message;
  }
};
const roll = (s: MissionState, table: string, dice: number[], artilleryCheck = false) =>
  add(s, {
    kind: 'roll',
    table,
    dice,
    source: 'owner',
    situation: artilleryCheck ? { artilleryCheck } : {},
  });

describe('8.7 artillery check (line 87)', () => {
  it('is due at the ENEMY PFPh and at the FRIENDLY Player Turn’s DFPh, where the ENEMY fires', () => {
    const s = startMission('v1', 'german');
    expect(due(s)).toEqual([]);
    expect(due(goTo(s, at(1, 'friendly', 'DFPh')))).toEqual(['artillery']);
    expect(due(goTo(s, at(1, 'friendly', 'PFPh')))).toEqual([]);
    expect(due(goTo(s, at(1, 'enemy', 'PFPh')))).toEqual(['artillery']);
    expect(due(goTo(s, at(1, 'enemy', 'DFPh')))).toEqual([]);
  });

  it('is offered as an A11 DR with the artillery check set, and is no longer due once made there', () => {
    let s = goTo(startMission('v1', 'german'), at(1, 'enemy', 'PFPh'));
    expect(dueRolls(s)[0]).toMatchObject({
      table: 'A11',
      situation: { artilleryCheck: true },
      line: 87,
    });
    s = roll(s, 'A11', [3, 3], true);
    expect(due(s)).toEqual([]);
    expect(s.done.A11).toEqual([]);
    // The next ENEMY fire phase brings it due again.
    expect(due(goTo(s, at(2, 'friendly', 'DFPh')))).toEqual(['artillery']);
  });

  it('is not due in Mission 3, whose rules (line 1045) do not put 8.7 in effect', () => {
    expect(due(goTo(startMission('v3', 'german'), at(1, 'enemy', 'PFPh')))).toEqual([]);
    expect(due(goTo(startMission('v4', 'german'), at(1, 'enemy', 'PFPh')))).toEqual(['artillery']);
  });
});

describe('Turn-5 Advance dr (v1 line 919, v2 line 983)', () => {
  it('is due from the RPh of ENEMY Player Turn 5 on, once each ENEMY Player Turn', () => {
    const s = startMission('v1', 'german');
    expect(due(goTo(s, at(4, 'enemy', 'RPh')))).toEqual([]);
    let five = goTo(s, at(5, 'enemy', 'RPh'));
    expect(due(five)).toEqual(['advance']);
    five = add(five, advance(5, 3));
    expect(due(five)).toEqual([]);
    expect(five.played.at(-1)!.advance).toMatchObject({ die: 5, circled: 3, advances: false });
    expect(due(goTo(five, at(6, 'enemy', 'RPh')))).toEqual(['advance']);
  });

  it('a dr at most the circled number puts v1’s S? in Advance: A1 then starts at Advance', () => {
    let s = goTo(startMission('v1', 'german'), at(5, 'enemy', 'RPh'));
    expect(prevailingAttitude(s)).toBe('hold');
    s = add(s, advance(3, 3));
    expect(s.advancedOn).toBe(5);
    expect(s.played.at(-1)!.advance!.words).toMatch(/All S\? .* Advance .*line 919/);
    expect(prevailingAttitude(s)).toBe('advance');
  });

  it('v2’s moves only S? near a FRIENDLY-Controlled VPO: its Prevailing Attitude stays Hold', () => {
    let s = goTo(startMission('v2', 'german'), at(5, 'enemy', 'RPh'));
    s = add(s, advance(1, 2));
    expect(s.played.at(-1)!.advance!.words).toMatch(/within 5 hexes .*line 983/);
    expect(prevailingAttitude(s)).toBe('hold');
  });

  it('is refused before ENEMY Player Turn 5, twice in one Player Turn, in v3/v4, or with a circled number out of 0-6', () => {
    const v1 = startMission('v1', 'german');
    expect(refusal(goTo(v1, at(4, 'enemy', 'RPh')), advance(1, 3))).toBe(
      'The Advance dr is made at the start of ENEMY Player Turn 5 and each one after, not at Turn 4 · ENEMY RPh.',
    );
    const five = goTo(v1, at(5, 'enemy', 'RPh'));
    expect(refusal(add(five, advance(6, 1)), advance(1, 3))).toBe(
      'The Advance dr is made once each ENEMY Player Turn.',
    );
    expect(refusal(five, advance(1, 7))).toMatch(/circled number .* 0 to 6/);
    expect(refusal(startMission('v3', 'german'), advance(1, 3))).toBe(
      'Mission v3 has no Turn-5 Advance dr (v1, v2).',
    );
  });

  it('a generated dr comes from the Mission’s dice stream; the file keeps the line and reads it back', () => {
    const five = goTo(startMission('v1', 'german'), at(5, 'enemy', 'RPh'));
    const wrong = refusal(five, { kind: 'advance', dice: [7], source: 'owner', circled: 3 });
    expect(wrong).toBe('The Advance roll is one die (dr), 1 to 6.');
    const log = [...goToLog('v1', at(5, 'enemy', 'RPh')), advance(2, 4)];
    const rec = { ...newMission('v1', 'german', 9), log };
    const back = readMissionFile(missionFileText(rec));
    expect(back.ok && replay(back.value)).toMatchObject({ ok: true, value: { advancedOn: 5 } });
  });
});

/** The phase lines from a Mission's start to `to`. */
function goToLog(m: Mission, to: TurnAt): LogEntry[] {
  const out: LogEntry[] = [];
  let at = startMission(m).at;
  while (at.turn !== to.turn || at.player !== to.player || at.phase !== to.phase) {
    at = nextPhase(m, at)!;
    out.push({ kind: 'phase', ...at });
  }
  return out;
}

describe('Additional Reinforcements dr (lines 775, 781)', () => {
  it('is due each later ENEMY RPh after RE 36-41, until a dr of 4 or more stops it', () => {
    // RE 36 in the FRIENDLY Player Turn of Turn 1 (DR 3 + 6 = 36, line 774).
    let s = roll(startMission('v1', 'german'), 'A11', [3, 6]);
    expect(s.played[0]!.outcome!.label).toBe('36-41');
    expect(due(s)).toEqual([]);
    s = goTo(s, at(1, 'enemy', 'RPh'));
    expect(dueRolls(s)).toEqual([
      expect.objectContaining({ id: 'reinforcement', table: 'A11.more', line: 775 }),
    ]);
    s = roll(s, 'A11.more', [2]); // 3 or less: more S? enter
    expect(due(s)).toEqual([]);
    s = goTo(s, at(2, 'enemy', 'RPh'));
    expect(due(s)).toEqual(['reinforcement']);
    s = roll(s, 'A11.more', [4]); // 4 or more: it stops
    expect(due(goTo(s, at(3, 'enemy', 'RPh')))).toEqual([]);
  });

  it('an 8.7 check’s DR of 36-41 brings no reinforcements (8.7 resolves only 14-15, 62-63)', () => {
    let s = roll(startMission('v1', 'german'), 'A11', [3, 6], true);
    s = goTo(s, at(1, 'enemy', 'RPh'));
    expect(due(s)).toEqual([]);
  });
});

describe('after FRIENDLY setup: 8.9 Air Support (line 89) and the Aerial Bombardment (line 88)', () => {
  it('a German ENEMY’s Air Support dr is due at the first RPh where 8.9 is in effect (v1, v2, v4)', () => {
    for (const m of ['v1', 'v2', 'v4'] as const) {
      const s = startMission(m, 'russian');
      // v4's ENEMY moves first: its S? entry DR (line 1090) is due at that RPh too.
      expect(due(s)).toEqual(m === 'v4' ? ['air', 'bombardment', 'v4Entry'] : ['air']);
      expect(due(startMission(m, 'german'))).toEqual(m === 'v4' ? ['v4Entry'] : []);
    }
    expect(due(startMission('v3', 'russian'))).toEqual([]);
  });

  it('dr 1-4 is a Stuka I RG, 5-6 a Stuka II; once rolled, or once the track moves on, it is not due', () => {
    let s = roll(startMission('v1', 'russian'), 'air', [4]);
    expect(s.played[0]!.outcome!.result).toMatch(/^Stuka I RG/);
    expect(roll(startMission('v1', 'russian'), 'air', [5]).played[0]!.outcome!.result).toMatch(
      /^Stuka II RG/,
    );
    expect(due(s)).toEqual([]);
    s = goTo(startMission('v1', 'russian'), at(1, 'friendly', 'PFPh'));
    expect(due(s)).toEqual([]);
  });

  it('the Bombardments are the dr halved, rounded down (line 88): 1 none, 2-3 one, 4-5 two, 6 three', () => {
    const count = (d: number) =>
      roll(startMission('v4', 'russian'), 'bombardment', [d]).played[0]!.outcome!.result;
    expect([1, 2, 3, 4, 5, 6].map(count).map((r) => r.split(' ')[0])).toEqual([
      'No',
      'One',
      'One',
      'Two',
      'Two',
      'Three',
    ]);
  });
});

describe('v2 reinforcement DRs (v2 MSR 7, line 982)', () => {
  const v2 = (turn: number) => goTo(startMission('v2', 'german'), at(turn, 'enemy', 'RPh'));
  const result = (s: MissionState, dice: number[]) =>
    roll(s, 'v2.reinforce', dice).played.at(-1)!.outcome!.result;

  it('a Russian ENEMY makes as many as the turn number at the start of each ENEMY Player Turn', () => {
    let s = v2(2);
    expect(dueRolls(s)).toEqual([
      expect.objectContaining({
        id: 'v2Reinforcement',
        table: 'v2.reinforce',
        line: 982,
        why: 'v2 reinforcement DR 1 of 2',
      }),
    ]);
    s = roll(s, 'v2.reinforce', [1, 1]);
    expect(dueRolls(s).map((d) => d.why)).toEqual(['v2 reinforcement DR 2 of 2']);
    s = roll(s, 'v2.reinforce', [5, 5]);
    expect(due(s)).toEqual([]);
    // Not in the FRIENDLY Player Turn, nor for a German ENEMY, nor in another Mission.
    expect(due(goTo(s, at(2, 'enemy', 'MPh')))).not.toContain('v2Reinforcement');
    expect(due(goTo(startMission('v2', 'russian'), at(2, 'enemy', 'RPh')))).toEqual([]);
    expect(due(goTo(startMission('v1', 'german'), at(2, 'enemy', 'RPh')))).toEqual([]);
  });

  it('colored die the tens: 36 or 41 is RE 36-41, 46 or 51 is RE 46-51, any other DR nothing', () => {
    const s = v2(1);
    for (const dice of [
      [3, 5],
      [4, 2],
      [4, 5],
      [5, 2],
      [1, 1],
      [6, 6],
    ])
      expect(result(s, dice), dice.join('')).toBe('No reinforcement');
    for (const dice of [
      [3, 6],
      [4, 1],
    ])
      expect(result(s, dice)).toMatch(/^RE 36-41 occurs: .*south edge/);
    for (const dice of [
      [4, 6],
      [5, 1],
    ])
      expect(result(s, dice)).toMatch(/^RE 46-51 occurs: .*east edge in boats/);
  });

  it('the RE occurs once in the Mission, offers its S? count, and its Additional Reinforcements dr follows', () => {
    let s = roll(v2(1), 'v2.reinforce', [3, 6]);
    expect(s.done.A11).toEqual(['36-41']);
    expect(s.played.at(-1)!.open.map((n) => n.table)).toEqual(['A11.36.count']);
    // A later DR of 41 brings nothing: no follow-up, nothing more marked done.
    s = goTo(s, at(2, 'enemy', 'RPh'));
    expect(due(s)).toEqual(['v2Reinforcement', 'reinforcement']);
    s = roll(s, 'v2.reinforce', [4, 1]);
    expect(s.played.at(-1)!.outcome!.result).toBe(
      'RE 36-41 has occurred already: each occurs once in the Mission (line 982)',
    );
    expect(s.played.at(-1)!.open).toEqual([]);
    expect(s.done.A11).toEqual(['36-41']);
    // RE 46-51 is still to come.
    s = roll(s, 'v2.reinforce', [5, 1]);
    expect(s.done.A11).toEqual(['36-41', '46-51']);
  });

  it('a v2 reinforcement DR is one log line: a file of them reads back and replays the same', () => {
    const log: LogEntry[] = [
      ...goToLog('v2', at(1, 'enemy', 'RPh')),
      { kind: 'roll', table: 'v2.reinforce', dice: [3, 6], source: 'owner', situation: {} },
    ];
    const back = readMissionFile(missionFileText({ ...newMission('v2', 'german', 9), log }));
    const again = back.ok ? replay(back.value) : back;
    expect(again.ok && again.value.done.A11).toEqual(['36-41']);
  });
});

describe('v4 S? entry from the offboard pool (line 1090)', () => {
  it('is due once at each ENEMY RPh, and a DR + 4 of the pool enter', () => {
    let s = startMission('v4', 'german');
    expect(dueRolls(s)).toEqual([
      expect.objectContaining({ id: 'v4Entry', table: 'v4.entry', line: 1090 }),
    ]);
    s = roll(s, 'v4.entry', [6, 6]);
    expect(s.played.at(-1)!.outcome!.result).toMatch(/^16 S\? from the offboard pool enter/);
    expect(
      roll(startMission('v4', 'german'), 'v4.entry', [1, 1]).played[0]!.outcome!.result,
    ).toMatch(/^6 S\? /);
    expect(due(s)).toEqual([]);
    // Not in the FRIENDLY Player Turn; again at the next ENEMY RPh; never in another Mission.
    expect(due(goTo(s, at(1, 'friendly', 'RPh')))).toEqual([]);
    expect(due(goTo(s, at(2, 'enemy', 'RPh')))).toEqual(['v4Entry']);
    expect(due(goTo(startMission('v3', 'german'), at(1, 'enemy', 'RPh')))).toEqual([]);
  });
});
