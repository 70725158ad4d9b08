/**
 * The Mandatory Attack a stack move leaves no choice about (9.1): declared with the move only when
 * nothing else may be done. On the TEST FIXTURE kit (made-up): FC/1-FC/3 and 244B start in Area 4,
 * which borders Area 7 (Soviet-held).
 */
import { describe, expect, it } from 'vitest';
import { apply, forcedDeclaration } from '../../../../src/volga/engine/game';
import { act, atActionRounds, edit, game, put } from './helpers';

const FC = ['FC/1', 'FC/2', 'FC/3'];

describe('forcedDeclaration (9.1)', () => {
  it('the whole Active stack in a Soviet-held Area: its Mandatory Attack, every unit that entered', () => {
    const s = edit(atActionRounds(game()), (d) => {
      delete d.germans['244B'];
    });
    const moved = act(act(s, { type: 'activate', area: 4 }), {
      type: 'moveStack',
      units: FC,
      to: 7,
    });
    const forced = forcedDeclaration(moved);
    expect(forced).toEqual({ type: 'declareAttack', area: 7, units: FC });
    // The engine takes it as it is.
    expect(apply(moved, forced!).ok).toBe(true);
  });

  it('a unit of the Active Area still free to move: the player declares when ready (9.0)', () => {
    const s = atActionRounds(game());
    const moved = act(act(s, { type: 'activate', area: 4 }), {
      type: 'moveStack',
      units: FC,
      to: 7,
    });
    expect(forcedDeclaration(moved)).toBeNull();
  });

  it('no move into a Soviet-held Area, or an attack already declared: nothing forced', () => {
    const s = edit(atActionRounds(game()), (d) => {
      delete d.germans['244B'];
    });
    const active = act(s, { type: 'activate', area: 4 });
    expect(forcedDeclaration(active)).toBeNull();
    const moved = act(active, { type: 'moveStack', units: FC, to: 7 });
    const declared = act(moved, { type: 'declareAttack', area: 7, units: FC });
    expect(forcedDeclaration(declared)).toBeNull();
    expect(forcedDeclaration(edit(s, (d) => put(d, FC, 4)))).toBeNull();
  });
});
