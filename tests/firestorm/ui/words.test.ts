/**
 * The log's mission words say how the mission was chosen, so a static defence's "needs 6" reads
 * right beside a mission that the Mission Table names "Counterattack".
 */
import { describe, expect, it } from 'vitest';
import { missionName } from '../../../src/firestorm/engine';
import { entryText, missionWords } from '../../../src/firestorm/ui/words';

describe('mission words', () => {
  it('a static defence rolled 2 is the Mission Table’s Counterattack, chosen as Static defence', () => {
    const m = { kind: 'static' as const, roll: { value: 2, source: 'owner' as const } };
    expect(missionName('static', 2)).toBe('Counterattack');
    expect(missionWords({ ...m, name: missionName('static', 2) })).toBe(
      'Counterattack (the defender chose Static defence, roll 2)',
    );
  });
  it('a counterattack and a mission chosen together say so too', () => {
    const roll = { value: 3, source: 'app' as const };
    expect(
      missionWords({ kind: 'counterattack', roll, name: missionName('counterattack', 3) }),
    ).toBe('Encounter (the defender chose Counterattack, roll 3)');
    expect(missionWords({ kind: 'agreed', name: missionName('agreed') })).toBe(
      'Agreed (chosen together)',
    );
  });
  it('a result set aside reads as one, not as the battle’s result', () => {
    expect(entryText({ kind: 'aside', battle: 2, result: 'draw' })).toBe(
      'battle 2 result sent and set aside (not taken): neither won',
    );
  });
});
