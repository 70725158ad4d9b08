/** Undo and Redo name the action and the value it came to (the log entry's own dice or answer). */
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../src/volga/engine/game';
import { entryName } from '../../../../src/volga/ui/game/undo-words';

const die = (purpose: string, dice: number[]) =>
  ({ purpose, source: 'app', dice, rule: '6.4.1' }) as LogEntry['rolls'][number];

describe('entryName', () => {
  it('names a roll with what it came to', () => {
    expect(
      entryName({ action: { type: 'rollBloodyStreets' }, rolls: [die('bloodyStreets', [6])] }),
    ).toBe('Bloody Streets roll 6');
    expect(
      entryName({ action: { type: 'rollRandomEvent' }, rolls: [die('randomEvent', [3, 6, 6])] }),
    ).toBe('Random Event roll 15');
    expect(
      entryName({
        action: { type: 'resolveAttack', lead: '29/RCN', artillery: 1, engineers: 1, air: true },
        rolls: [die('combat.air', [3]), die('combat.german', [3, 3]), die('combat.soviet', [4, 3])],
      }),
    ).toBe('Combat roll 6 v 7');
  });

  it('names a rename by both designations (4.3), as the log says it', () => {
    expect(
      entryName({ action: { type: 'renameUnit', from: 'Area 1 · 2', to: ' 29/1' }, rolls: [] }),
    ).toBe('Renamed Area 1 · 2 to 29/1');
  });

  it('names an answer by what it says', () => {
    expect(
      entryName({
        action: {
          type: 'answerFact',
          fact: { kind: 'setup', scenario: 'main', place: { at: 'area', area: 3 } },
          answer: [{ id: '29/RCN', division: null }],
        },
        rolls: [],
      }),
    ).toBe('29/RCN is in Area 3');
    expect(
      entryName({
        action: {
          type: 'answerFact',
          fact: { kind: 'setup', scenario: 'main', place: { at: 'arrival', turn: 2 } },
          answer: [
            { id: '389/A', division: null },
            { id: '389/B', division: null },
          ],
        },
        rolls: [],
      }),
    ).toBe('389/A and 389/B arrive on Turn 2');
    expect(
      entryName({
        action: { type: 'answerFact', fact: { kind: 'terrain', area: 10 }, answer: 'heavyUrban' },
        rolls: [],
      }),
    ).toBe('Area 10 is Heavy Urban');
    expect(
      entryName({
        action: {
          type: 'answerFact',
          fact: { kind: 'counter', id: '29/A' },
          answer: { type: 'armor', attackFactor: 7, division: '29th Motorized' },
        },
        rolls: [],
      }),
    ).toBe('29/A is Armor 7, 29th Motorized');
  });

  it('names other actions as before', () => {
    expect(entryName({ action: { type: 'move', unit: '76/178', to: 9 }, rolls: [] })).toBe(
      'Move 76/178 to Area 9',
    );
  });
});
