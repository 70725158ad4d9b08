/**
 * The after-action report in words (src/volga/ui/game/report/words.ts): the shared text of a hand-played
 * Turn 1 carries the victory check with its rules, each Turn's figures, the attack's odds before
 * the dice against its result, and the luck lines; percentiles read as ordinals.
 */
import { describe, expect, it } from 'vitest';
import { gameReport } from '../../../../../src/volga/engine/report';
import { reportFileName } from '../../../../../src/volga/ui/game/report/share';
import { percentileText, reportText } from '../../../../../src/volga/ui/game/report/words';
import { play, TURN1 } from '../../../../support/sample-games';

/** The fixture kit with a name for Area 9, as an owner's kit would have from the map. */
function text(): string {
  const { record } = play(TURN1);
  const kit = record.setup.kit;
  const named = { ...kit, areas: { ...kit.areas, 9: { ...kit.areas[9]!, name: 'Sawmill Row' } } };
  const rep = gameReport({ ...record, setup: { ...record.setup, kit: named } });
  if (!rep.ok) throw new Error(rep.error.message);
  return reportText(rep.value, 'Kitchen table');
}

describe('reportText', () => {
  const t = text();
  it('heads with the game and where it stands, citing 11.1 and 11.2, with no verdict on Turn 2', () => {
    expect(t.split('\n')[0]).toBe('Kitchen table: after-action report');
    expect(t).toContain('In progress: Turn 2 of 9.');
    expect(t).toContain(
      'German Controlled: 10 Areas, 30 short; 40 needed at the end of Turn 9 (11.2).',
    );
    expect(t).toContain('A Heavy Urban Area beyond the opening Areas: none held yet');
    expect(t).toMatch(/Morale: 18; .*\(11\.1\)/);
    expect(t).toContain('8 Turns to play, this one included: the final check comes after Turn 9.');
    // A game in progress is neither won nor lost before its last Turn.
    expect(t).not.toMatch(/would go to|victory\. Only|Soviet victory/);
  });
  it('lists each Turn and the attack by Area name, odds before the dice against the result', () => {
    expect(t).toContain('T1: Morale 19, Controlled 9; Supply 16, banked');
    expect(t).toContain(
      'Turn 1, Area 9 (Sawmill Row) against Light Urban 4 Heroes, 1 unit: Taking the Area: 44.4% (Repulse 44.4%, Stalemate 11.3%, Success 34.6%, Overrun 9.7%) → Overrun (AT 19 v DT 9), a 9.7% chance',
    );
  });
  it('lists the Random Events by Turn and the Out of Action Box', () => {
    expect(t).toContain('Random Events (1):');
    expect(t).toContain(
      'Turn 1: 64th Army Breakthrough (rolled 3). No result on Turn 1: this event does not apply (10.1).',
    );
    expect(t).toContain('Out of Action (3.7): 0 lost, 0 back, 0 in the box now:');
  });
  it('sums the luck with percentiles', () => {
    expect(t).toContain(
      '1 Area taken in 1 attack, 0.4 expected from the odds (+0.6; 78th percentile).',
    );
    expect(t).toContain('German combat dice: 12 on 2 dice, 7.0 average (+5.0; 99th percentile).');
    expect(t).toContain('Random Event: 3 on 3 dice, 10.5 average (−7.5; 1st percentile).');
  });
});

describe('percentileText and file names', () => {
  it('writes ordinals, keeping 1 and 99 as the ends', () => {
    expect([0, 0.02, 0.03, 0.11, 0.12, 0.5, 0.62, 1].map(percentileText)).toEqual([
      '1st percentile',
      '2nd percentile',
      '3rd percentile',
      '11th percentile',
      '12th percentile',
      '50th percentile',
      '62nd percentile',
      '99th percentile',
    ]);
    expect(reportFileName('Kitchen table #2')).toBe('volga-report-kitchen-table-2.png');
    expect(reportFileName('!!!')).toBe('volga-report-game.png');
  });
});
