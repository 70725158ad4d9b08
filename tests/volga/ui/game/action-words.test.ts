/**
 * Every game action has both wordings: the command Undo and Redo name and the log line. The
 * samples are keyed by action type, so the typecheck fails here too when a type lacks one.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../src/volga/engine/game';
import { ACTION_WORDS, actionName, actionText } from '../../../../src/volga/ui/game/words';

/** One action of every type, with its Undo name and its log line (no state given). */
const SAMPLES: {
  readonly [T in Action['type']]: readonly [Extract<Action, { type: T }>, string, string];
} = {
  placeReinforcements: [
    { type: 'placeReinforcements', area: 3, units: ['29/A', '29/B'] },
    'Place 29/A and 29/B in Area 3',
    'Placed 29/A and 29/B in Area 3',
  ],
  chooseIsolated: [
    { type: 'chooseIsolated', areas: [4, 5] },
    'Isolate Areas 4 and 5',
    'Isolated Areas 4 and 5',
  ],
  rollRandomEvent: [
    { type: 'rollRandomEvent' },
    'Random Event roll',
    'Rolled for the Random Event',
  ],
  rollSupply: [{ type: 'rollSupply' }, 'Supply roll', 'Rolled for Supply'],
  buySupport: [
    { type: 'buySupport', marker: 'air' },
    'Bought 1 Air Support marker',
    'Bought 1 Air Support marker',
  ],
  buyMorale: [{ type: 'buyMorale', count: 2 }, 'Bought +2 Morale', 'Bought +2 Morale'],
  returnUnit: [
    { type: 'returnUnit', unit: 'FC/1', area: 6 },
    'Returned FC/1 from the Out of Action Box to Area 6',
    'Returned FC/1 from the Out of Action Box to Area 6',
  ],
  endSupply: [{ type: 'endSupply' }, 'End of the Supply Phase', 'Ended the Supply Phase'],
  rollBloodyStreets: [
    { type: 'rollBloodyStreets' },
    'Bloody Streets roll',
    'Rolled Bloody Streets',
  ],
  activate: [{ type: 'activate', area: 4 }, 'Activate Area 4', 'Activated Area 4'],
  move: [{ type: 'move', unit: 'FC/1', to: 9 }, 'Move FC/1 to Area 9', 'Moved FC/1 to Area 9'],
  moveStack: [
    { type: 'moveStack', units: ['FC/1', 'FC/2'], to: 7 },
    'Move FC/1 and FC/2 to Area 7',
    'Moved FC/1 and FC/2 to Area 7',
  ],
  declareAttack: [
    { type: 'declareAttack', area: 7, units: ['FC/1'] },
    'Attack on Area 7',
    'Attacked Area 7 with FC/1',
  ],
  revealCounter: [
    { type: 'revealCounter', counter: 'no-such-counter' },
    'Revealed no-such-counter',
    'Revealed no-such-counter',
  ],
  barrageChoice: [
    { type: 'barrageChoice', choice: 'outOfAction', unit: 'FC/3' },
    'Barrage: FC/3 to the Out of Action Box',
    'Barrage: FC/3 to the Out of Action Box',
  ],
  resolveAttack: [
    { type: 'resolveAttack', lead: 'FC/1', artillery: 0, engineers: 2, air: false },
    'Combat roll',
    'Resolved the combat, lead FC/1, with 2 Engineer',
  ],
  retreat: [
    { type: 'retreat', unit: 'FC/2', path: [6, 5] },
    'Retreat FC/2',
    'Retreated FC/2 via Area 6, 5',
  ],
  endRound: [{ type: 'endRound' }, 'End of the Action Round', 'Ended the Action Round'],
  endCombatPhase: [{ type: 'endCombatPhase' }, 'End of the Combat Phase', 'Ended the Combat Phase'],
  renameUnit: [
    { type: 'renameUnit', from: 'Area 1 · 2', to: ' 29/1 ' },
    'Renamed Area 1 · 2 to 29/1',
    'Renamed Area 1 · 2 to 29/1',
  ],
  answerFact: [
    { type: 'answerFact', fact: { kind: 'terrain', area: 10 }, answer: 'heavyUrban' },
    'Your answer',
    'Answered a question about the components',
  ],
};

describe('action words', () => {
  it('has one entry, with both wordings, for every action type', () => {
    expect(Object.keys(ACTION_WORDS).sort()).toEqual(Object.keys(SAMPLES).sort());
    for (const [type, words] of Object.entries(ACTION_WORDS)) {
      expect(typeof words.undo, type).toBe('function');
      expect(typeof words.log, type).toBe('function');
    }
  });

  it('names every action for Undo as a command and logs it as done', () => {
    for (const [action, undo, log] of Object.values(SAMPLES)) {
      expect(actionName(action), action.type).toBe(undo);
      expect(actionText(action), action.type).toBe(log);
    }
  });
});
