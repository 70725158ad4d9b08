/** The guided transcription asks, in order, for exactly the facts the engine's lookups lack. */
import { describe, expect, it } from 'vitest';
import {
  answerFact,
  type ComponentKit,
  editArea,
  knownKit,
} from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { nextFact, openFacts } from '../../../../src/volga/ui/kit/nextFact';

const ok = (r: { ok: boolean; value?: ComponentKit }) => {
  if (!r.ok || !r.value) throw new Error('refused');
  return r.value;
};

describe('openFacts', () => {
  it('starts the known-facts kit at Area 7 terrain and never asks about German start Areas', () => {
    const kit = knownKit();
    expect(nextFact(kit)).toEqual({ kind: 'terrain', area: 7 });
    const facts = openFacts(kit);
    const terrainAreas = facts
      .filter((f) => f.kind === 'terrain')
      .map((f) => (f as { area: number }).area);
    // 41 Soviet Areas minus the 16 with a known terrain (src/volga/engine/kit/known.ts).
    expect(terrainAreas).toHaveLength(41 - 16);
    expect(terrainAreas.some((n) => [1, 2, 3, 4, 5, 6, 48, 49, 50].includes(n))).toBe(false);
    // Heavy Urban 10 has its TEM forced (+4, 9.5.3B); Light Urban 35 may be the Rail Station.
    expect(facts).not.toContainEqual({ kind: 'tem', area: 10 });
    expect(facts).toContainEqual({ kind: 'tem', area: 35 });
    // Main chart rows 3 and 15 are known (6.2.1, 13.2); 4 is not; the Factory chart is complete.
    expect(facts).toContainEqual({ kind: 'event', scenario: 'main', roll: 4 });
    expect(facts).not.toContainEqual({ kind: 'event', scenario: 'main', roll: 15 });
    expect(facts.some((f) => f.kind === 'event' && f.scenario === 'factory')).toBe(false);
    // 5.2: the German setup is asked one setup place at a time, not as one whole list.
    expect(facts).toContainEqual({
      kind: 'setup',
      scenario: 'main',
      place: { at: 'area', area: 1 },
    });
    expect(facts).not.toContainEqual({ kind: 'germanCounters', scenario: 'main' });
  });

  it('moves on once a fact is answered, and skips what the owner skipped', () => {
    let kit = knownKit();
    kit = ok(answerFact(kit, { kind: 'terrain', area: 7 }, 'heavyUrban'));
    // Heavy Urban forces TEM +4, so the next question is Area 8's terrain, not Area 7's TEM.
    expect(nextFact(kit)).toEqual({ kind: 'terrain', area: 8 });
    // Area 8 is the Sawmill, not the Central Rail Station, so Light Urban forces +3 (9.5.3B).
    kit = ok(editArea(kit, 8, { terrain: 'lightUrban' }));
    expect(nextFact(kit)).toEqual({ kind: 'terrain', area: 9 });
    kit = ok(editArea(kit, 9, { terrain: 'lightUrban' }));
    expect(nextFact(kit)).toEqual({ kind: 'tem', area: 9 });
    expect(nextFact(kit, new Set([JSON.stringify({ kind: 'tem', area: 9 })]))).toEqual({
      kind: 'terrain',
      area: 11,
    });
  });

  it('has nothing to ask of a complete kit', () => {
    expect(openFacts(fixtureKit())).toEqual([]);
    expect(nextFact(fixtureKit())).toBeNull();
  });
});
