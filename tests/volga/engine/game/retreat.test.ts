/**
 * Audit of 9.5.8 (German Retreat Procedure) against "needs fact, never guess": when the
 * entry Area is full and the kit does not know a border that could carry the retreat on, the
 * engine must ask for that border instead of sending the unit to the Out of Action Box.
 */
import { describe, expect, it } from 'vitest';
import { apply, retreatRoutes } from '../../../../src/volga/engine/game';
import type { Action, GameState } from '../../../../src/volga/engine/game/types';
import { AREA_NUMBERS } from '../../../../src/volga/engine/kit';
import { act, atActionRounds, capture, edit, game, put, refuse, soviet } from './helpers';

/** Makes the border between `a` and `b` unknown in the state's kit, every other border known. */
function forgetBorder(d: Parameters<Parameters<typeof edit>[1]>[0], a: number, b: number): void {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const X = d.kit.areas[x]!;
    X.neighbours = X.neighbours.filter((n) => n !== y);
    X.notNeighbours = AREA_NUMBERS.filter((n) => n !== x && n !== y && !X.neighbours.includes(n));
    X.neighboursComplete = false;
  }
}

const lose = { 'combat.german': [1, 1], 'combat.soviet': [6, 6, 6] };
const resolve: Action = {
  type: 'resolveAttack',
  lead: 'FC/1',
  artillery: 0,
  engineers: 0,
  air: false,
  dice: lose,
};

/**
 * FC/1 and FC/2 enter Area 9 from Area 5 and make a Mandatory Attack on a Guards unit; Area 5
 * then fills up, Areas 3 and 4 hold Soviet units, and the kit does not know whether 5 borders 6
 * (Area 6 is Vacant with room). The 2d6 lose: FC/2 must retreat through Area 5.
 */
function beforeRepulse(): GameState {
  let s = atActionRounds(game({ cup: 'physical' }), (d) => put(d, ['FC/1', 'FC/2'], 5));
  s = act(s, { type: 'activate', area: 5 });
  s = act(act(s, { type: 'move', unit: 'FC/1', to: 9 }), { type: 'move', unit: 'FC/2', to: 9 });
  s = act(act(s, { type: 'declareAttack', area: 9, units: ['FC/1', 'FC/2'] }), {
    type: 'revealCounter',
    counter: 'main-lightUrban-9-guards-1',
  });
  return edit(s, (d) => {
    put(d, ['FA/1', 'FA/2'], 5);
    for (const n of [3, 4]) soviet(d, n, null);
    forgetBorder(d, 5, 6);
  });
}

describe('9.5.8 with a border the kit does not know', () => {
  const s = beforeRepulse();

  it('the onward route is not known yet (only through the unknown 5-6 border)', () => {
    expect(s.kit.areas[5]!.neighboursComplete).toBe(false);
    expect(s.areas[6]!.soviet).toBeNull();
  });

  it('asks whether 5 and 6 are adjacent instead of sending the unit Out of Action', () => {
    const e = refuse(s, resolve);
    expect(e).toMatchObject({ code: 'fact.needed', fact: { kind: 'adjacency', a: 5, b: 6 } });
  });

  it('once the owner says they border, the unit retreats on through Area 5 into Area 6', () => {
    const answered = act(s, {
      type: 'answerFact',
      fact: { kind: 'adjacency', a: 5, b: 6 },
      answer: true,
    });
    const r = act(answered, resolve);
    expect(r.lastAttack!.outcome).toBe('repulse');
    expect(r.round!.retreat).toEqual({ from: 9, units: ['FC/2'] });
    expect(retreatRoutes(r, 'FC/2')).toEqual([[5, 6]]);
    const done = act(r, { type: 'retreat', unit: 'FC/2', path: [5, 6] });
    expect(done.germans['FC/2']!.location).toEqual({ kind: 'area', area: 6 });
  });

  it('once the owner says they do not, no route exists and the unit goes Out of Action (ruling)', () => {
    const answered = act(s, {
      type: 'answerFact',
      fact: { kind: 'adjacency', a: 5, b: 6 },
      answer: false,
    });
    const r = act(answered, resolve);
    expect(r.germans['FC/2']!.location.kind).toBe('outOfAction');
    expect(r.round!.retreat).toBeNull();
  });

  it('a retreat path over a border the kit does not know asks for it', () => {
    // With Area 4 German again (two units, room), a route 5 -> 4 is known, so the unit waits
    // for the player; naming the unknown 5-6 border in a path is a question, not a refusal.
    const known = edit(s, (d) => capture(d, 4));
    const r = apply(known, resolve);
    if (!r.ok) throw new Error(r.error.message);
    const waiting = r.value.state;
    expect(waiting.round!.retreat).toEqual({ from: 9, units: ['FC/2'] });
    expect(retreatRoutes(waiting, 'FC/2')).toEqual([[5, 4]]);
    const e = refuse(waiting, { type: 'retreat', unit: 'FC/2', path: [5, 6] });
    expect(e).toMatchObject({ code: 'fact.needed', fact: { kind: 'adjacency', a: 5, b: 6 } });
  });
});
