import { describe, expect, it } from 'vitest';
import {
  addCounter,
  adjacency,
  blankCounter,
  editArea,
  editCounters,
  editEventRows,
  editNeighbours,
  factQuestion,
  knownKit,
  renameKit,
  validateKit,
} from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { renameCounter } from '../../../../src/volga/engine/kit/rename';

describe('editing a kit (transcription screen)', () => {
  it('editNeighbours replaces a list and keeps adjacency mutual (3.1)', () => {
    const k0 = fixtureKit(); // 20 borders 17, 19, 21, 23, 24
    const r = editNeighbours(k0, 20, [17, 19, 21, 23, 18], true);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.areas[20]?.neighbours).toEqual([17, 18, 19, 21, 23]);
    expect(r.value.areas[18]?.neighbours).toContain(20);
    expect(r.value.areas[24]?.neighbours).not.toContain(20);
    expect(adjacency(r.value, 24, 20)).toBe('no');
    expect(
      validateKit(r.value).errors.filter((e) => e.code === 'kit.adjacency.asymmetric'),
    ).toEqual([]);
    expect(k0.areas[24]?.neighbours).toContain(20); // input untouched
  });

  it('editNeighbours drops an owner "not adjacent" answer the new list overrides', () => {
    let k = knownKit();
    k = {
      ...k,
      areas: {
        ...k.areas,
        33: { ...k.areas[33]!, notNeighbours: [34] },
        34: { ...k.areas[34]!, notNeighbours: [33] },
      },
    };
    const r = editNeighbours(k, 33, [34], false);
    expect(r.ok && adjacency(r.value, 33, 34)).toBe('yes');
    expect(r.ok && r.value.areas[34]?.notNeighbours).toEqual([]);
  });

  it('editNeighbours refuses bad entries', () => {
    expect(editNeighbours(knownKit(), 20, [20], false).ok).toBe(false);
    expect(editNeighbours(knownKit(), 20, [0], false).ok).toBe(false);
    expect(editNeighbours(knownKit(), 51, [1], false).ok).toBe(false);
  });

  it('editArea corrects and clears, leaving contradictions to validation', () => {
    const r = editArea(knownKit(), 41, {
      terrain: 'lightUrban',
      tem: null,
      name: '  Tractor Works ',
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.areas[41]).toMatchObject({
      terrain: 'lightUrban',
      tem: null,
      name: 'Tractor Works',
    });
    expect(validateKit(r.value).errors.map((e) => e.code)).toContain('kit.area.terrainKnown');
    expect(editArea(knownKit(), 41, { tem: 5 }).ok).toBe(false);
    expect(editArea(knownKit(), 41, { terrain: 'swamp' as never }).ok).toBe(false);
    const cleared = editArea(knownKit(), 1, { name: '' });
    expect(cleared.ok && cleared.value.areas[1]?.name).toBeNull();
  });

  it('editEventRows sorts rows; editCounters refuses duplicate designations; renameKit needs a name', () => {
    const k = fixtureKit();
    const r = editEventRows(k, 'main', [...k.events.main].reverse());
    expect(r.ok && r.value.events.main).toEqual(k.events.main);
    const dup = editCounters(k, [...k.germanCounters, k.germanCounters[0]!], {
      main: true,
      factory: true,
    });
    expect(!dup.ok && dup.error.code).toBe('kit.counter.duplicate');
    expect(renameKit(k, ' ').ok).toBe(false);
    const named = renameKit(knownKit(), 'My box');
    expect(named.ok && named.value.name).toBe('My box');
  });
});

describe('adding a counter by its designation (4.3)', () => {
  it('adds a printed designation, and refuses one that is already used', () => {
    const k = fixtureKit();
    const r = addCounter(k, blankCounter('29/9'));
    expect(r.ok && r.value.germanCounters.at(-1)?.id).toBe('29/9');
    const dup = addCounter(k, blankCounter(k.germanCounters[0]!.id));
    expect(!dup.ok && dup.error.code).toBe('kit.counter.duplicate');
  });

  it.each(['Area 1 · 2', ' t2·4 ', 'Out · 1'])(
    'refuses %j, the placeholder form, with the words and rule a rename gives',
    (id) => {
      const k = fixtureKit();
      const added = addCounter(k, blankCounter(id));
      expect(!added.ok && added.error.code).toBe('kit.counter.placeholder');
      const renamed = renameCounter(k, 'FC/1', id);
      if (added.ok || renamed.ok) throw new Error('a placeholder designation was taken');
      expect(added.error.rule).toBe('4.3');
      expect(added.error.message).toBe(renamed.error.message);
      expect(added.error.message).toContain('form the app gives counters entered by count');
    },
  );
});

describe('factQuestion', () => {
  it.each([
    [
      { kind: 'adjacency', a: 21, b: 33 } as const,
      'do Area 21 (Mamayev Kurgan) and Area 33 share a boundary',
    ],
    [{ kind: 'neighbours', area: 8 } as const, 'share a boundary with Area 8 (Sawmill)'],
    [{ kind: 'terrain', area: 30 } as const, 'Identifier of Area 30'],
    [
      { kind: 'tem', area: 44 } as const,
      'Is Area 44 the Stalingradski Airfield (TEM +2), or another Area of its terrain (TEM +1)?',
    ],
    [{ kind: 'tem', area: 30 } as const, 'What TEM (+1 to +4)'],
    [
      { kind: 'event', scenario: 'main', roll: 9 } as const,
      'main game Random Event Chart, which row contains the roll 9',
    ],
    [{ kind: 'germanCounters', scenario: 'factory' } as const, 'used in the Factory District'],
  ])('%o', (fact, text) => {
    expect(factQuestion(knownKit(), fact)).toContain(text);
  });
});

describe('factQuestion asks only what is unknown', () => {
  it('29/RCN: the rulebook gives its Attack Factor and division (13.4), so only its type is asked', () => {
    const q = factQuestion(knownKit(), { kind: 'counter', id: '29/RCN' });
    expect(q).toBe('On counter 29/RCN: is it Armor or Infantry?');
  });

  it('an assault gun is never asked its division (12.4)', () => {
    const q = factQuestion(knownKit(), { kind: 'counter', id: '245A' });
    expect(q).toContain('Armor or Infantry');
    expect(q).toContain('Attack Factor');
    expect(q).not.toContain('division');
  });

  it('a counter known by name only is asked all three', () => {
    const kit = knownKit();
    const k = {
      ...kit,
      germanCounters: [...kit.germanCounters, blankCounter('XX/1')],
    };
    expect(factQuestion(k, { kind: 'counter', id: 'XX/1' })).toBe(
      'On counter XX/1: is it Armor or Infantry, what Attack Factor does its Fresh side show and which division does it belong to?',
    );
  });
});
