import { describe, expect, it } from 'vitest';
import {
  adjacency,
  adjacencyLookup,
  derivedTem,
  germanSetup,
  knownKit,
  neighbours,
  neighboursLookup,
  randomEvent,
  temOf,
} from '../../../../src/volga/engine/kit';
import { fixture, mapKit, patchArea } from './helpers';

describe('adjacency is three-valued (3.1)', () => {
  const kit = mapKit([[33, 34]], [33]);

  it.each([
    [33, 34, 'yes', 'recorded pair'],
    [34, 33, 'yes', 'symmetric'],
    [33, 35, 'no', "33's list is complete and leaves out 35"],
    [35, 33, 'no', 'either side complete decides'],
    [34, 35, 'unknown', 'neither list complete'],
    [20, 20, 'no', 'an Area does not border itself'],
    [0, 1, 'no', 'no Area 0'],
    [50, 51, 'no', 'no Area 51'],
  ] as [number, number, string, string][])('%i-%i is %s (%s)', (a, b, want) => {
    expect(adjacency(kit, a, b)).toBe(want);
  });

  it('an owner "no" is remembered as notNeighbours', () => {
    const k = patchArea(patchArea(kit, 34, { notNeighbours: [35] }), 35, { notNeighbours: [34] });
    expect(adjacency(k, 35, 34)).toBe('no');
  });

  it('12.2: Areas 48-50 border nothing outside 42-47', () => {
    const k = knownKit();
    expect(adjacency(k, 49, 41)).toBe('no');
    expect(adjacency(k, 1, 50)).toBe('no');
    expect(adjacency(k, 49, 45)).toBe('unknown');
  });

  it('12.2: if two shoulder Areas are known not to border x in 42-47, the third must', () => {
    let k = knownKit();
    k = patchArea(k, 48, { neighbours: [], neighboursComplete: true });
    expect(adjacency(k, 50, 44)).toBe('unknown');
    k = patchArea(k, 49, { notNeighbours: [44] });
    k = patchArea(k, 44, { notNeighbours: [49] });
    expect(adjacency(k, 50, 44)).toBe('yes');
    expect(adjacency(k, 44, 50)).toBe('yes');
  });

  it('adjacencyLookup names the pair to ask, lower number first', () => {
    expect(adjacencyLookup(kit, 35, 34)).toEqual({
      kind: 'needsFact',
      fact: { kind: 'adjacency', a: 34, b: 35 },
    });
    expect(adjacencyLookup(kit, 34, 33)).toEqual({ kind: 'known', value: true });
  });
});

describe('neighbours', () => {
  it('lists known neighbours and says whether the list is complete', () => {
    const kit = mapKit(
      [
        [33, 34],
        [33, 36],
      ],
      [33],
    );
    expect(neighbours(kit, 33)).toEqual({ known: [34, 36], complete: true });
    expect(neighbours(kit, 34)).toEqual({ known: [33], complete: false });
    expect(neighboursLookup(kit, 34)).toEqual({
      kind: 'needsFact',
      fact: { kind: 'neighbours', area: 34 },
    });
  });

  it('is complete when every other Area is decided, even without the flag', () => {
    // 48 borders only 42-47 (12.2); answer those six and its list is complete.
    let kit = knownKit();
    kit = patchArea(kit, 48, { neighbours: [46, 47], notNeighbours: [42, 43, 44, 45] });
    for (const x of [46, 47]) kit = patchArea(kit, x, { neighbours: [48] });
    for (const x of [42, 43, 44, 45]) kit = patchArea(kit, x, { notNeighbours: [48] });
    expect(neighbours(kit, 48)).toEqual({ known: [46, 47], complete: true });
  });
});

describe('TEM derivation (9.5.3B)', () => {
  it.each([
    ['heavyUrban', 30, 4],
    ['elevated', 30, 2],
    ['elevated', 21, 4],
  ] as const)('%s Area %i is forced to +%i', (terrain, n, tem) => {
    expect(derivedTem(knownKit(), n, terrain)).toBe(tem);
  });

  it('Clear may be the Airfield (+2) until another Area is it', () => {
    let kit = patchArea(knownKit(), 30, { terrain: 'clear' });
    expect(temOf(kit, 30)).toEqual({ kind: 'needsFact', fact: { kind: 'tem', area: 30 } });
    kit = patchArea(kit, 31, { terrain: 'clear', tem: 2 });
    expect(temOf(kit, 30)).toEqual({ kind: 'known', value: 1 });
  });

  it('Light Urban may be the Central Rail Station (+4) until another Area is it', () => {
    let kit = knownKit();
    expect(temOf(kit, 35)).toEqual({ kind: 'needsFact', fact: { kind: 'tem', area: 35 } });
    kit = patchArea(kit, 36, { tem: 4 });
    expect(temOf(kit, 35)).toEqual({ kind: 'known', value: 3 });
  });
});

describe('TEM from the names 9.5.3B gives its exceptions', () => {
  it('a Light Urban Area named otherwise (Area 8, Sawmill) is not the Rail Station: +3', () => {
    const kit = patchArea(knownKit(), 8, { terrain: 'lightUrban' });
    expect(kit.areas[8]?.name).toBe('Sawmill');
    expect(temOf(kit, 8)).toEqual({ kind: 'known', value: 3 });
  });

  it('a Clear Area named otherwise is not the Airfield: +1', () => {
    const kit = patchArea(knownKit(), 30, { terrain: 'clear', name: 'Brick Works' });
    expect(temOf(kit, 30)).toEqual({ kind: 'known', value: 1 });
  });

  it('an Area named as the exception takes its TEM, and the others of that terrain cannot be it', () => {
    let kit = patchArea(knownKit(), 30, { terrain: 'clear', name: 'Stalingradski  airfield' });
    kit = patchArea(kit, 31, { terrain: 'clear' });
    expect(temOf(kit, 30)).toEqual({ kind: 'known', value: 2 });
    expect(temOf(kit, 31)).toEqual({ kind: 'known', value: 1 });
    kit = patchArea(kit, 32, { terrain: 'lightUrban', name: 'Central Rail Station' });
    expect(temOf(kit, 32)).toEqual({ kind: 'known', value: 4 });
    expect(temOf(kit, 35)).toEqual({ kind: 'known', value: 3 });
  });

  it("a part of the exception's name leaves the TEM to ask", () => {
    const kit = patchArea(knownKit(), 30, { terrain: 'lightUrban', name: 'Rail Station' });
    expect(temOf(kit, 30)).toEqual({ kind: 'needsFact', fact: { kind: 'tem', area: 30 } });
  });
});

describe('randomEvent (6.2, 6.2.1, 10.1)', () => {
  const kit = fixture();
  const ctx = { turn: 3, withdrawnDivisions: [] as string[] };

  it('reads the row for the roll', () => {
    const r = randomEvent(kit, 'main', 15, ctx);
    expect(r.ok && r.value.kind === 'known' && r.value.value.effect).toEqual({
      kind: 'artilleryShortage',
    });
  });

  it('6.2.1: a 3 after the 29th Motorized is withdrawn reads as 4', () => {
    const r = randomEvent(kit, 'main', 3, { turn: 5, withdrawnDivisions: ['29th Motorized'] });
    expect(r.ok && r.value.kind === 'known' && r.value.value).toMatchObject({
      roll: 3,
      readAs: 4,
      effect: { kind: 'noAir' },
    });
    const fresh = randomEvent(kit, 'main', 3, ctx);
    expect(fresh.ok && fresh.value.kind === 'known' && fresh.value.value.effect.kind).toBe(
      'withdrawDivision',
    );
  });

  it.each([3, 5, 13, 18])('10.1: main roll %i is no result on Turn 1', (roll) => {
    const r = randomEvent(kit, 'main', roll, { turn: 1, withdrawnDivisions: [] });
    expect(r.ok && r.value.kind === 'known' && r.value.value).toMatchObject({
      effect: { kind: 'none' },
      cancelled: { rule: '10.1' },
    });
  });

  it.each([4, 7, 9, 15, 17])('10.1 leaves main roll %i alone on Turn 1', (roll) => {
    const r = randomEvent(kit, 'main', roll, { turn: 1, withdrawnDivisions: [] });
    expect(r.ok && r.value.kind === 'known' && r.value.value.cancelled).toBeNull();
  });

  it('asks for the row when the owner has not transcribed it', () => {
    const r = randomEvent(knownKit(), 'main', 9, ctx);
    expect(r).toEqual({
      ok: true,
      value: { kind: 'needsFact', fact: { kind: 'event', scenario: 'main', roll: 9 } },
    });
  });

  it.each([2, 19, 3.5])('refuses roll %s (3d6 is 3..18)', (roll) => {
    const r = randomEvent(kit, 'main', roll, ctx);
    expect(!r.ok && r.error).toMatchObject({ code: 'kit.event.roll', rule: '6.2' });
  });
});

describe('germanSetup', () => {
  it('lists the fixture main game: 30 counters, reinforcements by turn', () => {
    const r = germanSetup(fixture(), 'main');
    if (r.kind !== 'known') throw new Error('expected known');
    expect(r.value).toHaveLength(30);
    const t2 = r.value.filter((e) => e.placement.at === 'arrival' && e.placement.turn === 2);
    expect(t2.map((e) => e.counter.id).sort()).toEqual(['245A', '389/A', '389/B', '389/C']);
  });

  it('places only the counters of setup places the owner has named (the rest are asked in play)', () => {
    expect(germanSetup(knownKit(), 'factory')).toEqual({ kind: 'known', value: [] });
  });
});
