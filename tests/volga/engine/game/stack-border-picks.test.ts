/**
 * A stack's move across a border the kit does not know (3.1, 8.2): the Areas offered, and the move
 * open once the owner names the Area across. On the TEST FIXTURE kit (made-up) with every border
 * list left open and the 4-7 border forgotten: FC/1-FC/3 and 244B start in Area 4.
 */
import { describe, expect, it } from 'vitest';
import { stackBorderPicks, stackMoves } from '../../../../src/volga/engine/game';
import { act, atActionRounds, edit, game } from './helpers';

const STACK = ['FC/1', 'FC/2', 'FC/3', '244B'];

/** Area 4 activated on a kit that knows no complete border list and not the 4-7 border. */
function activeWithout47() {
  const s = edit(atActionRounds(game()), (d) => {
    for (const a of Object.values(d.kit.areas)) if (a) a.neighboursComplete = false;
    d.kit.areas[4]!.neighbours = d.kit.areas[4]!.neighbours.filter((n) => n !== 7);
    d.kit.areas[7]!.neighbours = d.kit.areas[7]!.neighbours.filter((n) => n !== 4);
  });
  return act(s, { type: 'activate', area: 4 });
}

describe('stackBorderPicks (3.1, 8.2)', () => {
  it('offers the whole stack every Area whose border with its own is unknown', () => {
    const picks = stackBorderPicks(activeWithout47());
    expect(picks).toHaveLength(1);
    expect(picks[0]!.from).toBe(4);
    expect([...picks[0]!.units].sort()).toEqual([...STACK].sort());
    expect(picks[0]!.open).toContain(7);
    expect(picks[0]!.open).not.toContain(4);
    expect(stackMoves(activeWithout47()).some((m) => m.to === 7)).toBe(false);
  });

  it('once 4-7 is answered as a border, 7 is a stack move and no longer a pick', () => {
    const answered = act(activeWithout47(), {
      type: 'answerFact',
      fact: { kind: 'adjacency', a: 4, b: 7 },
      answer: true,
    });
    expect(stackBorderPicks(answered)[0]?.open ?? []).not.toContain(7);
    expect(stackMoves(answered).some((m) => m.from === 4 && m.to === 7)).toBe(true);
  });

  it('every border known, or no Action Round: nothing to pick', () => {
    expect(stackBorderPicks(act(atActionRounds(game()), { type: 'activate', area: 4 }))).toEqual(
      [],
    );
    expect(stackBorderPicks(atActionRounds(game()))).toEqual([]);
  });
});
