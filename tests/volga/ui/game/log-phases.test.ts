/**
 * The log tells the Turn in order: every Phase of every Turn under its heading, Turn
 * 1's Dawn (nothing arrives, 6.1.1) and each End Phase (6.5) included though no action of the
 * owner's falls in them, and the next Dawn an End Phase ran into.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../src/volga/engine/game';
import { logGroups, logSections } from '../../../../src/volga/ui/game/LogView';
import { play } from '../../../support/sample-games';

const TURN_1: readonly Action[] = [
  { type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } },
  { type: 'rollSupply', dice: { supply: [1, 1, 1, 1] } },
  { type: 'endSupply' },
  { type: 'endCombatPhase' },
];

describe('the log by Turn and Phase', () => {
  it("Turn 1's Dawn, Random Event, Supply, Combat and End Phase, in the order of play (6.0)", () => {
    const g = play(TURN_1);
    const { rows, notes } = logSections(g.record);
    const groups = logGroups(rows, notes);
    const t1 = groups.filter((x) => x.turn === 1).map((x) => x.phase);
    expect(t1).toEqual(['dawn', 'randomEvent', 'supply', 'combat', 'end']);
    const dawn1 = groups.find((x) => x.key === '1-dawn')!;
    expect(dawn1.rows).toEqual([]);
    expect(dawn1.notes).toEqual(['No reinforcements waited and nothing was withdrawn.']);
    const end1 = groups.find((x) => x.key === '1-end')!;
    expect(end1.notes[0]).toMatch(
      /turned Fresh; Morale 19 → 18 \(6\.5\); the Turn marker moves to Turn 2\.$/,
    );
    // Turn 2's Dawn waits on the owner for its reinforcements (6.1.1): told by its actions, so
    // no line is made up for it before they are placed.
    expect(g.state.phase).toBe('dawn');
    expect(notes.has('2-dawn')).toBe(false);
    expect(groups.map((x) => x.turn)).toEqual([...groups.map((x) => x.turn)].sort((a, b) => a - b));
  });

  it('an undone End Phase is not told as done', () => {
    const g = play(TURN_1);
    const { notes } = logSections({ ...g.record, cursor: 3 });
    expect(notes.has('1-end')).toBe(false);
    expect(notes.has('1-dawn')).toBe(true);
  });
});
