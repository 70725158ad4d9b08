/**
 * The report tells the game as a story by Turn: the event, Supply, each attack with
 * the Area it came from and its Support, the result, Morale with its reason, the Areas taken,
 * the End Phase, in the order they happened.
 */
import { describe, expect, it } from 'vitest';
import { gameReport } from '../../../../src/volga/engine/report';
import { storyLineText } from '../../../../src/volga/ui/game/report/story-words';
import { play } from '../../../support/sample-games';

describe('the report as a story by Turn', () => {
  it('Turn 1 in the order of play, each attack with its source Area, Support and result', () => {
    const g = play([
      { type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } },
      { type: 'rollSupply', dice: { supply: [1, 1, 1, 1] } },
      { type: 'buySupport', marker: 'artillery' },
      { type: 'endSupply' },
      { type: 'activate', area: 4 },
      { type: 'move', unit: 'FC/1', to: 9 },
      { type: 'declareAttack', area: 9, units: ['FC/1'] },
      { type: 'revealCounter', counter: 'main-lightUrban-6-heroes-1' },
      {
        type: 'resolveAttack',
        lead: 'FC/1',
        artillery: 1,
        engineers: 0,
        air: false,
        dice: { 'combat.german': [1, 1], 'combat.soviet': [6, 6] },
      },
      { type: 'endRound' },
      { type: 'endCombatPhase' },
    ]);
    const r = gameReport(g.record);
    if (!r.ok) throw new Error(r.error.message);
    const t1 = r.value.story.find((t) => t.turn === 1)!;
    expect(t1.lines.map((l) => l.kind)).toEqual([
      'event',
      'supply',
      'bought',
      'attack',
      'morale',
      'endPhase',
      'morale',
    ]);
    const words = t1.lines.map((l) => storyLineText(l, r.value.kit, 'main'));
    expect(words[3]).toMatch(
      /^Attack from Area 4.* on Area 9.* with FC\/1 \(lead FC\/1\), 1 Artillery: Repulse, \d+ against \d+ \(9\.5\)\.$/,
    );
    expect(words[4]).toBe('Morale 19 → 18: Repulse in Area 9 (9.5.5).');
    // A named Area is named there as everywhere else in the report.
    const kit = r.value.kit;
    const named = {
      ...kit,
      areas: { ...kit.areas, 9: { ...kit.areas[9]!, name: 'Mamayev Kurgan' } },
    };
    expect(storyLineText(t1.lines[4]!, named, 'main')).toBe(
      'Morale 19 → 18: Repulse in Area 9 (Mamayev Kurgan) (9.5.5).',
    );
    expect(words[6]).toMatch(/^Morale 18 → 17: End Phase \(6\.5\)/);
  });
});
