/**
 * Every dice rule that keeps or drops dice (9.4 Guards 3d6 and 4d6 beside the Volga, 12.6
 * Pavlov's House, 12.8 Increased German Supply) counted the way the engine used it, and every
 * label that shows such a roll (the Undo name, the log line, the question's app roll) taking
 * that count, not the sum of every face ("Combat roll 2 v 12" for 4, 1, 6, 1 was wrong).
 */
import { describe, expect, it } from 'vitest';
import type { Roll } from '../../../../src/volga/engine/dice';
import { countedTotals, countRolls, type LogEntry } from '../../../../src/volga/engine/game';
import type { Action, GameState } from '../../../../src/volga/engine/game/types';
import { entryName } from '../../../../src/volga/ui/game/undo-words';
import { askedRollWords, rollsText } from '../../../../src/volga/ui/game/words';
import { act, actR, atActionRounds, capture, edit, game, put } from './helpers';

const noSupport = { artillery: 0, engineers: 0, air: false } as const;

/** FC/1 enters Area 10 (Heavy Urban, beside the Volga in the fixture) from 7 and meets `counter`. */
function guardsAttack(counter: string): GameState {
  let s = atActionRounds(game({ cup: 'physical' }), (d) => {
    capture(d, 7);
    put(d, ['FC/1'], 7);
  });
  s = act(s, { type: 'activate', area: 7 });
  s = act(s, { type: 'move', unit: 'FC/1', to: 10 });
  s = act(s, { type: 'declareAttack', area: 10, units: ['FC/1'] });
  return act(s, { type: 'revealCounter', counter });
}

/** Resolves the attack with owner dice; returns the log entry and the engine's resolution. */
function resolved(s: GameState, german: number[], soviet: number[]) {
  const action: Action = {
    type: 'resolveAttack',
    lead: 'FC/1',
    ...noSupport,
    dice: { 'combat.german': german, 'combat.soviet': soviet },
  };
  const r = actR(s, action);
  const entry: LogEntry = { action, rolls: r.rolls };
  return { entry, attack: r.state.lastAttack! };
}

describe('rolls counted as the rules count them', () => {
  it('9.4: beside the Volga a Guards unit rolls 4d6 and the labels count the best two', () => {
    const s = guardsAttack('main-heavyUrban-8-guards-1');
    const { entry, attack } = resolved(s, [1, 1], [4, 1, 6, 1]);
    // The engine's Defense Total is the DV plus 6 + 4, not plus 12.
    expect(attack.dt).toBe(attack.dv! + 10);
    expect(countedTotals(entry.rolls, 'combat.soviet')).toEqual([10]);
    // The Undo name read "Combat roll 2 v 12" before the fix.
    expect(entryName(entry)).toBe('Combat roll 2 v 10');
    const line = rollsText(entry.rolls).find((t) => t.startsWith('Soviet combat dice'));
    expect(line).toBe(
      'Soviet combat dice 9.5.1: 4, 1, 6, 1 (typed by you), best two 6 + 4 = 10 (9.4)',
    );
  });

  it('9.4: away from the Volga a Guards unit rolls 3d6 and the lowest is dropped', () => {
    // Area 9 is Light Urban and not beside the Volga.
    let s = atActionRounds(game({ cup: 'physical' }));
    s = act(s, { type: 'activate', area: 4 });
    s = act(s, { type: 'move', unit: 'FC/1', to: 9 });
    s = act(s, { type: 'declareAttack', area: 9, units: ['FC/1'] });
    s = act(s, { type: 'revealCounter', counter: 'main-lightUrban-7-guards-1' });
    const { entry, attack } = resolved(s, [3, 2], [2, 5, 3]);
    expect(attack.dt).toBe(attack.dv! + 8);
    expect(entryName(entry)).toBe('Combat roll 5 v 8');
  });

  it('9.5.1: a 2d6 Soviet roll counts both dice, and no keeping is claimed', () => {
    const s = guardsAttack('main-heavyUrban-8-fanatic-1');
    const { entry, attack } = resolved(s, [2, 2], [3, 5]);
    expect(attack.dt).toBe(attack.dv! + 8);
    expect(countRolls(entry.rolls).every((c) => c.kept === null)).toBe(true);
    expect(entryName(entry)).toBe('Combat roll 4 v 8');
  });

  it('12.8: each Supply "1" counts as its reroll in the label, as in the bank', () => {
    const at2 = edit(game({ options: { increasedSupply: true, rerollTurns: [2] } }), (d) => {
      d.turn = 2;
      d.phase = 'supply';
      d.step = 'roll';
      d.event = null;
    });
    const action: Action = {
      type: 'rollSupply',
      dice: { supply: [1, 6, 1, 3], 'supply.reroll': [5, 2] },
    };
    const r = actR(at2, action);
    expect(r.state.supplyRoll).toBe(5 + 6 + 2 + 3);
    const entry: LogEntry = { action, rolls: r.rolls };
    expect(entryName(entry)).toBe('Supply roll 16');
    expect(rollsText(entry.rolls)[0]).toBe(
      'Supply 6.3: 1, 6, 1, 3 (typed by you), with each 1 rolled again 5 + 6 + 2 + 3 = 16 (12.8)',
    );
  });

  it("the question's app roll names the best two it will count", () => {
    const rolls: Roll[] = [
      { purpose: 'combat.german', source: 'app', dice: [2, 3], rule: '9.5.1' },
      { purpose: 'combat.soviet', source: 'app', dice: [4, 1, 6, 1], rule: '9.5.1' },
    ];
    expect(askedRollWords(rolls)).toBe(
      'The app rolled 2, 3 = 5 for the German combat dice (9.5.1) and 4, 1, 6, 1 (counting 6 + 4) = 10 for the Soviet combat dice (9.5.1): the rolls stay 5 and 10 when you answer.',
    );
  });
});
