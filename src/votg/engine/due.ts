/**
 * The rolls the turn track brings due, and the one it adds: the Turn-5 Advance dr of Missions 1
 * and 2 (lines 919, 983), each ENEMY PFPh's and DFPh's 8.7 artillery check (line 87) where the
 * Mission has 8.7 in effect, the Additional Reinforcements dr each ENEMY RPh after RE 36-41
 * or 46-51 (lines 775, 781) until it stops, v2's reinforcement DRs (line 982), v4's S? entry DR
 * (line 1090), and a German ENEMY's Air Support (8.9, line 89) and Aerial Bombardment (line 88)
 * drs after FRIENDLY setup. Pure: a Mission in, what is due out.
 */
import { err, ok, type Result } from '../../core/result';
import { oneDie, streamAfter } from './mission-dice';
import type { AdvanceOutcome, LogEntry, MissionState, Played } from './mission-types';
import { MISSIONS } from './missions';
import type { Situation } from './situation';
import { atWords, sameAt, startAt, type TurnAt } from './turn';
import type { Attitude, MissionId } from './types';

/** The Missions with a Turn-5 Advance dr, the line that gives it, and who assumes Advance. */
export const ADVANCE_ROLL: Readonly<Partial<Record<MissionId, { line: number; who: string }>>> = {
  v1: { line: 919, who: 'All S? and Activated ENEMY units' },
  v2: {
    line: 983,
    who: 'S? and Activated ENEMY units within 5 hexes of a FRIENDLY-Controlled VPO Location',
  },
};

/**
 * The Missions that put 8.7 in effect (v1 line 914, v2 line 977, v4 line 1109; v3's line 1045
 * names only CG15 and 6.311).
 */
export const ARTILLERY_LINE: Readonly<Partial<Record<MissionId, number>>> = {
  v1: 914,
  v2: 977,
  v4: 1109,
};

/** The phase is the start of an ENEMY Player Turn of Game Turn 5 or later (lines 919, 983). */
const advanceTime = (at: TurnAt) => at.player === 'enemy' && at.phase === 'RPh' && at.turn >= 5;

/** True when `p` was made in the same Player Turn as `at`. */
const samePlayerTurn = (p: Played, at: TurnAt) =>
  p.at.turn === at.turn && p.at.player === at.player;

/**
 * Reads a Turn-5 Advance dr: one die at most the circled number puts the ENEMY in Advance.
 * Refused outside the Missions that have it, before ENEMY Player Turn 5's RPh, or a second
 * time in one Player Turn.
 */
export function readAdvance(
  s: MissionState,
  e: Extract<LogEntry, { kind: 'advance' }>,
): Result<{ readonly outcome: AdvanceOutcome; readonly prng: number }> {
  const m = s.record.mission;
  const rule = ADVANCE_ROLL[m];
  if (!rule)
    return err('mission.advance', 'line 919', `Mission ${m} has no Turn-5 Advance dr (v1, v2).`);
  if (!advanceTime(s.at))
    return err(
      'mission.advance',
      `line ${rule.line}`,
      `The Advance dr is made at the start of ENEMY Player Turn 5 and each one after, not at ${atWords(s.at)}.`,
    );
  if (s.played.some((p) => p.entry.kind === 'advance' && samePlayerTurn(p, s.at)))
    return err(
      'mission.advance',
      `line ${rule.line}`,
      'The Advance dr is made once each ENEMY Player Turn.',
    );
  const die = oneDie(e.dice, `line ${rule.line}`, 'The Advance roll');
  if (!die.ok) return die;
  if (!Number.isInteger(e.circled) || e.circled < 0 || e.circled > 6)
    return err(
      'mission.advance',
      `line ${rule.line}`,
      'Type the circled number on this turn of the Turn Record Chart, 0 to 6 (0: none).',
    );
  const prng = streamAfter(s.prng, e.dice, e.source);
  if (!prng.ok) return prng;
  const advances = die.value <= e.circled;
  const words = advances
    ? `${rule.who} assume an Advance Attitude: dr ${die.value} is at most ${e.circled} (line ${rule.line}).`
    : `No change of Attitude: dr ${die.value} is above ${e.circled} (line ${rule.line}).`;
  return ok({ outcome: { die: die.value, circled: e.circled, advances, words }, prng: prng.value });
}

/**
 * The Missions whose German ENEMY makes the Aerial Bombardment dr after FRIENDLY setup (line
 * 88): v4 (line 1109). v1 and v2 put 8.7 in effect with Bombardment NA (lines 914, 977).
 */
export const BOMBARDMENT_LINE: Readonly<Partial<Record<MissionId, number>>> = { v4: 1109 };

/** A roll the track brings due now. */
export type Due =
  | {
      readonly id:
        | 'artillery'
        | 'reinforcement'
        | 'v2Reinforcement'
        | 'v4Entry'
        | 'air'
        | 'bombardment';
      readonly table: string;
      readonly why: string;
      readonly line: number;
      readonly situation: Situation;
    }
  | { readonly id: 'advance'; readonly why: string; readonly line: number };

/** The 8.7 artillery check's A11 DR: a roll of A11 with artilleryCheck, not a follow-up. */
const isArtilleryCheck = (p: Played) =>
  p.entry.kind === 'roll' &&
  p.entry.table === 'A11' &&
  !p.entry.from &&
  p.entry.situation.artilleryCheck === true;

/** True when `p` was made at the phase `at` names. */
const samePhase = (p: Played, at: TurnAt) => samePlayerTurn(p, at) && p.at.phase === at.phase;

/**
 * True while RE 36-41/46-51's Additional Reinforcements dr is still made (lines 775, 781): the
 * event happened in an earlier Player Turn and no Reinforcement dr has yet come up 4 or more.
 */
function reinforcing(s: MissionState): boolean {
  const event = s.played.find((p) => {
    const o = p.outcome;
    const check = p.entry.kind === 'roll' && p.entry.situation.artilleryCheck === true;
    // v2's reinforcement DR (line 982) makes the RE occur, its later drs with it.
    const table = o?.table === 'A11' || (o?.table === 'v2.reinforce' && o.once);
    return table && !o.reroll && !check && (o.label === '36-41' || o.label === '46-51');
  });
  if (!event || samePlayerTurn(event, s.at)) return false;
  return !s.played.some((p) => p.outcome?.table === 'A11.more' && (p.outcome.row?.lo ?? 0) >= 4);
}

/**
 * The rolls due at the Mission's turn and phase and not yet made there: 8.7's check at the start
 * of each ENEMY PFPh and ENEMY DFPh (the DFPh of the FRIENDLY Player Turn, where the ENEMY fires:
 * docs/rulings.md), the Turn-5 Advance dr, and the Additional Reinforcements dr.
 */
export function dueRolls(s: MissionState): Due[] {
  const out: Due[] = [];
  const { at } = s;
  const m = s.record.mission;
  const artillery = ARTILLERY_LINE[m];
  const enemyFire =
    (at.player === 'enemy' && at.phase === 'PFPh') ||
    (at.player === 'friendly' && at.phase === 'DFPh');
  if (artillery && enemyFire && !s.played.some((p) => isArtilleryCheck(p) && samePhase(p, at)))
    out.push({
      id: 'artillery',
      table: 'A11',
      why: `8.7 artillery check, ENEMY ${at.phase}`,
      line: 87,
      situation: { artilleryCheck: true },
    });
  // 8.9 (line 89) and the Aerial Bombardment (line 88) come once, after FRIENDLY setup: the
  // first RPh of Turn 1, where the Mission puts them in effect (8.9 with 8.7, lines 914, 977, 1109).
  const rolled = (table: string) => s.played.some((p) => p.outcome?.table === table);
  const afterSetup = sameAt(at, startAt(m)) && s.enemy === 'german';
  if (afterSetup && artillery && !rolled('air'))
    out.push({
      id: 'air',
      table: 'air',
      why: 'German ENEMY Air Support dr (daytime, not Overcast)',
      line: 89,
      situation: {},
    });
  if (afterSetup && BOMBARDMENT_LINE[m] && !rolled('bombardment'))
    out.push({
      id: 'bombardment',
      table: 'bombardment',
      why: 'Aerial Bombardment dr',
      line: 88,
      situation: {},
    });
  const advance = ADVANCE_ROLL[m];
  if (
    advance &&
    advanceTime(at) &&
    !s.played.some((p) => p.entry.kind === 'advance' && samePlayerTurn(p, at))
  )
    out.push({ id: 'advance', why: 'Turn-5 Advance dr', line: advance.line });
  // v2 MSR 7 (line 982): a Russian ENEMY makes as many reinforcement DRs as the turn number at
  // the start of each of its Player Turns.
  const v2Drs = s.played.filter(
    (p) => p.outcome?.table === 'v2.reinforce' && samePlayerTurn(p, at),
  ).length;
  if (
    m === 'v2' &&
    s.enemy === 'russian' &&
    at.player === 'enemy' &&
    at.phase === 'RPh' &&
    v2Drs < at.turn
  )
    out.push({
      id: 'v2Reinforcement',
      table: 'v2.reinforce',
      why: `v2 reinforcement DR ${v2Drs + 1} of ${at.turn}`,
      line: 982,
      situation: {},
    });
  // v4 S? ENTRY (line 1090): once at the start of each ENEMY RPh while the offboard pool holds
  // S?; whether it still does is the player's to say, as the offer names.
  if (
    m === 'v4' &&
    at.player === 'enemy' &&
    at.phase === 'RPh' &&
    !s.played.some((p) => p.outcome?.table === 'v4.entry' && samePlayerTurn(p, at))
  )
    out.push({
      id: 'v4Entry',
      table: 'v4.entry',
      why: 'v4 S? entry DR (while the offboard pool holds S?)',
      line: 1090,
      situation: {},
    });
  const reinforcementDone = s.played.some(
    (p) => p.outcome?.table === 'A11.more' && samePlayerTurn(p, at),
  );
  if (at.player === 'enemy' && at.phase === 'RPh' && !reinforcementDone && reinforcing(s))
    out.push({
      id: 'reinforcement',
      table: 'A11.more',
      why: 'Additional Reinforcements dr',
      line: 775,
      situation: {},
    });
  return out;
}

/**
 * The Attitude an A1 roll starts with: the Mission's Prevailing Attitude, or Advance in Mission 1
 * once its Turn-5 dr has put all S? in Advance (line 919). Mission 2's roll moves only S? near a
 * FRIENDLY-Controlled VPO (line 983), which the player sets per S?.
 */
export function prevailingAttitude(s: MissionState): Attitude {
  if (s.record.mission === 'v1' && s.advancedOn !== null) return 'advance';
  return MISSIONS[s.record.mission].attitude;
}
