/**
 * The Dawn report in words (src/volga/ui/game/phases/DawnReport.tsx) and the report's Out of
 * Action lines: every Area by number and name, every line with its rule.
 */
import { describe, expect, it } from 'vitest';
import type { DawnReport } from '../../../../src/volga/engine/game';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { dawnHeadline, dawnLines } from '../../../../src/volga/ui/game/phases/DawnReport';
import { lossText, returnText } from '../../../../src/volga/ui/game/report/words';

const base = fixtureKit();
/** TEST FIXTURE with names for Areas 1 and 2, as an owner's kit would have them. */
const kit = {
  ...base,
  areas: {
    ...base.areas,
    1: { ...base.areas[1]!, name: 'North Hill' },
    2: { ...base.areas[2]!, name: 'South Hill' },
  },
};

const empty: DawnReport = { turn: 3, placed: [], delayed: [], withdrew: null, isolated: null };

describe('dawnLines', () => {
  it('names the full Areas that delayed a group, with 6.1.1 and 7.1', () => {
    const r: DawnReport = {
      ...empty,
      turn: 2,
      delayed: [
        {
          units: ['389/A', '389/B'],
          returning: false,
          areas: [
            { area: 1, held: 4 },
            { area: 2, held: 4 },
          ],
          chosenArea: null,
          rule: '6.1.1',
        },
      ],
    };
    expect(dawnHeadline(r)).toBe('Dawn of Turn 2: 2 delayed');
    expect(dawnLines(r, kit)).toEqual([
      'Delayed 2 units: 389/A, 389/B. Area 1 (North Hill) and Area 2 (South Hill) are full (6.1.1, 7.1); they wait for a later Dawn.',
    ]);
  });

  it('says what was placed, the Area the rest must wait for, and the 29th leaving with its Morale', () => {
    const r: DawnReport = {
      ...empty,
      turn: 9,
      placed: [{ area: 2, units: ['245A'], returning: false, rule: '6.1.1' }],
      delayed: [
        {
          units: ['389/C'],
          returning: false,
          areas: [{ area: 2, held: 4 }],
          chosenArea: 2,
          rule: '6.1.1',
        },
      ],
      withdrew: {
        division: '29th Motorized',
        units: ['29/RCN', '29/A'],
        outOfAction: ['29/B', '29/C'],
        moraleLost: 2,
      },
      isolated: [],
    };
    expect(dawnHeadline(r)).toBe(
      'Dawn of Turn 9: 1 placed, 1 delayed, the 29th Motorized withdrawn',
    );
    expect(dawnLines(r, kit)).toEqual([
      'Placed 1 unit in Area 2 (South Hill): 245A (6.1.1).',
      'Delayed 1 unit: 389/C. Area 2 (South Hill), where their group first entered and the only Area they may enter, is full (4 German units; 6.1.1, 7.1); they wait for a later Dawn.',
      'Withdrew the 29th Motorized for good: 29/RCN, 29/A off the map (6.1.2); 29/B and 29/C in the Out of Action Box cost 2 Morale (6.2.1).',
      'No Soviet Area is Isolated (12.3).',
    ]);
  });

  it('says so when the Dawn had nothing to do', () => {
    expect(dawnHeadline(empty)).toBe('Dawn of Turn 3: nothing to place');
    expect(dawnLines(empty, kit)).toEqual(['No reinforcements waited and nothing was withdrawn.']);
  });
});

describe('Out of Action lines', () => {
  it('name the Area and what sent the unit there, or brought it back', () => {
    expect(
      lossText({ entry: 4, turn: 1, unit: 'FB/1', area: 2, cause: 'repulse', rule: '9.5.5' }, kit),
    ).toBe('Turn 1: FB/1 from Area 2 (South Hill), lead of a Repulsed attack (9.5.5)');
    expect(
      lossText({ entry: 5, turn: 2, unit: 'FB/2', area: null, cause: 'event', rule: '6.2' }, kit),
    ).toBe('Turn 2: FB/2, the Random Event (6.2)');
    expect(returnText({ entry: 9, turn: 3, unit: 'FB/1', area: 1 }, kit)).toBe(
      'Turn 3: FB/1 back into Area 1 (North Hill) with Supply (6.3)',
    );
  });
});
