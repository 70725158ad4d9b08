/**
 * The Mission's S? Activation Check (Chapter S 5.1 with S.20 line 18): each Mission's listed AC
 * drm with its line, the comparison with the AC# on the card, its odds, and the check as a log
 * line (refused without an AC#, with a drm the Mission does not list, or a die out of range).
 */
import { describe, expect, it } from 'vitest';
import {
  AC_DRM,
  acChips,
  acDrmFor,
  activationCheck,
  activationOdds,
  generatedDice,
  type LogEntry,
  type MissionState,
} from '../../../src/votg/engine';
import { addLine, startMission } from './_mission';

const card = (s: MissionState, ac: number) =>
  addLine(s, { kind: 'card', ac, enemyRe: '', friendlyRe: '' });
const check = (
  dice: readonly number[],
  drm: string[] = [],
  other = 0,
  source: 'owner' | 'app' = 'owner',
): LogEntry => ({ kind: 'ac', dice, source, drm, other });

describe('the Missions’ AC drm', () => {
  it('each Mission lists its own, each -1 and citing its line (872, 933, 1001-1002, 1068)', () => {
    const seen = Object.entries(AC_DRM).map(([m, ds]) => [m, ds.map((d) => `${d.id}@${d.line}`)]);
    expect(seen).toEqual([
      ['v1', ['fanatic@872', 'vpo@872']],
      ['v2', ['fanatic@933', 'vpo@933', 'level2@933']],
      ['v3', ['vpo@1001', 'strongpoint@1002']],
      ['v4', ['activated@1068']],
    ]);
    for (const ds of Object.values(AC_DRM)) for (const d of ds) expect(d.value).toBe(-1);
  });
  it('v2’s level-2 building drm is for a German ENEMY only (line 933)', () => {
    expect(acDrmFor('v2', 'german').map((d) => d.id)).toContain('level2');
    expect(acDrmFor('v2', 'russian').map((d) => d.id)).not.toContain('level2');
  });
  it('the chips are the drm picked, then the player’s own', () => {
    const chips = acChips('v1', 'russian', ['vpo', 'fanatic'], 1);
    expect(chips.map((c) => [c.value, c.line])).toEqual([
      [-1, 872],
      [-1, 872],
      [1, null],
    ]);
  });
});

describe('the check (Chapter S 5.1: activates when the final is at most the AC#)', () => {
  it('a final equal to the AC# activates; one above does not', () => {
    expect(activationCheck(3, 3, []).activates).toBe(true);
    expect(activationCheck(4, 3, []).activates).toBe(false);
    const chips = acChips('v1', 'russian', ['fanatic', 'vpo'], 0);
    const c = activationCheck(5, 3, chips);
    expect(c.final).toBe(3);
    expect(c.activates).toBe(true);
    expect(c.words).toBe('The S? activates: final 3 is at most AC# 3.');
    expect(activationCheck(6, 2, []).words).toBe(
      'The S? stays unactivated: final 6 is above AC# 2.',
    );
  });
  it('odds: AC# 3 with no drm is 3 in 6; with -2, 5 in 6; AC# 1 with +1 never', () => {
    expect(activationOdds(3, 0)).toBeCloseTo(3 / 6);
    expect(activationOdds(3, -2)).toBeCloseTo(5 / 6);
    expect(activationOdds(1, 1)).toBe(0);
  });
});

describe('the check in the Mission log', () => {
  it('reads the AC# on the card at the time, and keeps the turn and phase', () => {
    let s = card(startMission('v1'), 3);
    s = addLine(s, check([4], ['vpo']));
    expect(s.played.at(-1)!.check).toMatchObject({ final: 3, acNumber: 3, activates: true });
    s = card(s, 2);
    s = addLine(s, check([4], ['vpo']));
    expect(s.played.at(-1)!.check).toMatchObject({ final: 3, acNumber: 2, activates: false });
    expect(s.played.at(-1)!.at).toEqual({ turn: 1, player: 'friendly', phase: 'RPh' });
  });
  it('refuses a check without an AC#, a drm the Mission does not list, a twice-given drm', () => {
    const s = startMission('v1');
    expect(() => addLine(s, check([3]))).toThrow(/AC#/);
    const typed = card(s, 3);
    expect(() => addLine(typed, check([3], ['level2']))).toThrow(/no AC drm "level2"/);
    expect(() => addLine(typed, check([3], ['vpo', 'vpo']))).toThrow(/twice/);
    expect(() => addLine(typed, check([7]))).toThrow(/one die/);
    expect(() => addLine(typed, check([3], [], 7))).toThrow(/-6 to \+6/);
  });
  it('a generated check draws its die from the Mission’s dice stream', () => {
    const s = card(startMission('v1'), 3);
    const die = generatedDice(s, 'A5'); // A5 is a dr table: one die from the stream
    const after = addLine(s, check(die, [], 0, 'app'));
    expect(after.prng).not.toBe(s.prng);
    expect(() => addLine(s, check([(die[0]! % 6) + 1], [], 0, 'app'))).toThrow(/dice stream/);
  });
});
