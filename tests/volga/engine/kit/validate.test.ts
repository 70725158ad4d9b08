import { describe, expect, it } from 'vitest';
import {
  type ComponentKit,
  type EventEffect,
  type EventRow,
  type GermanCounter,
  type KitIssue,
  knownKit,
  validateKit,
} from '../../../../src/volga/engine/kit';
import { fixture, patchArea } from './helpers';

/** The errors of a kit, as [code, rule, path]. */
const errorsOf = (kit: ComponentKit) =>
  validateKit(kit).errors.map((e: KitIssue) => [e.code, e.rule, e.path] as const);

/** Replaces the fixture counter `id` with a patched copy. */
const patchCounter = (kit: ComponentKit, id: string, patch: Partial<GermanCounter>) => ({
  ...kit,
  germanCounters: kit.germanCounters.map((c) => (c.id === id ? { ...c, ...patch } : c)),
});

const withEvents = (kit: ComponentKit, s: 'main' | 'factory', rows: readonly EventRow[]) => ({
  ...kit,
  events: { ...kit.events, [s]: rows },
});

/** Moves a border: removes a-b from both sides. */
const cut = (kit: ComponentKit, a: number, b: number) => {
  const k = patchArea(kit, a, { neighbours: kit.areas[a]!.neighbours.filter((x) => x !== b) });
  return patchArea(k, b, { neighbours: k.areas[b]!.neighbours.filter((x) => x !== a) });
};
/** Adds a border on both sides. */
const join = (kit: ComponentKit, a: number, b: number) => {
  const k = patchArea(kit, a, { neighbours: [...kit.areas[a]!.neighbours, b] });
  return patchArea(k, b, { neighbours: [...k.areas[b]!.neighbours, a] });
};

describe('validateKit: the fixture is valid and complete', () => {
  it('passes with no errors and no gaps', () => {
    const v = validateKit(fixture());
    expect(v.errors).toEqual([]);
    expect(v.gaps).toEqual([]);
    expect(v.status).toBe('complete');
    expect(v.progress.overallPercent).toBe(100);
  });
});

describe('validateKit: each rule with a hand-broken kit', () => {
  it('3.1 adjacency is mutual: a one-sided entry is reported at its path', () => {
    const k = patchArea(fixture(), 33, { neighbours: [...fixture().areas[33]!.neighbours, 45] });
    const v = validateKit(k);
    expect(v.status).toBe('invalid');
    const e = v.errors.find((x) => x.code === 'kit.adjacency.asymmetric');
    expect(e).toMatchObject({ rule: '3.1', path: 'areas[33].neighbours' });
    expect(e?.message).toContain('Area 33 lists 45');
  });

  it('3.1 an entry that is itself, out of range or duplicated', () => {
    const k = patchArea(fixture(), 20, { neighbours: [19, 19, 20, 51, 21, 17, 23, 24] });
    const got = errorsOf(k).filter(([, , p]) => p === 'areas[20].neighbours');
    expect(got.map(([c]) => c)).toEqual([
      'kit.neighbours.duplicate',
      'kit.neighbours.entry',
      'kit.neighbours.entry',
    ]);
  });

  it('3.1 yes and no for the same pair', () => {
    let k = patchArea(fixture(), 20, { notNeighbours: [21] });
    k = patchArea(k, 21, { notNeighbours: [20] });
    expect(errorsOf(k)).toContainEqual([
      'kit.adjacency.contradicts',
      '3.1',
      'areas[20].neighbours',
    ]);
  });

  it('12.2 a shoulder Area bordering outside 42-47', () => {
    const k = join(fixture(), 48, 39);
    expect(errorsOf(k)).toContainEqual(['kit.shoulder.outside', '12.2', 'areas[48].neighbours']);
  });

  it('12.2 48-50 together must border all of 42-47', () => {
    // 49 borders 44 and 45; give 45 to 48 instead and leave 44 uncovered.
    let k = cut(fixture(), 49, 44);
    k = cut(k, 49, 45);
    k = join(k, 48, 45);
    k = join(k, 49, 43);
    const v = validateKit(k);
    expect(v.errors.map((e) => [e.code, e.path])).toEqual([
      ['kit.shoulder.uncovered', 'areas[44].neighbours'],
    ]);
  });

  it('5.4 terrain counts within the counter pools (6 Clear max)', () => {
    const k = patchArea(patchArea(fixture(), 8, { terrain: 'clear', tem: 1 }), 9, {
      terrain: 'lightUrban',
    });
    expect(errorsOf(k)).toContainEqual(['kit.terrain.pool', '5.4', 'areas']);
    expect(validateKit(k).errors[0]?.message).toContain('7 Soviet Areas are Clear');
  });

  it('5.4 German Areas have no terrain requirement', () => {
    const k = patchArea(fixture(), 3, { terrain: 'clear', tem: 1 });
    expect(errorsOf(k)).toEqual([]);
  });

  it.each([
    [20, 'lightUrban', 2, '9.5.3B'],
    [33, 'heavyUrban', 3, '9.5.3B'],
    [18, 'elevated', 4, '9.5.3B'],
    [7, 'clear', 3, '9.5.3B'],
  ] as const)('9.5.3B Area %i %s with TEM +%i is refused', (n, terrain, tem, rule) => {
    const k = patchArea(fixture(), n, { terrain, tem });
    expect(errorsOf(k)).toContainEqual(['kit.area.tem', rule, `areas[${n}].tem`]);
  });

  it('9.5.3B Mamayev Kurgan (21) is Elevated +4, not +2', () => {
    const k = patchArea(fixture(), 21, { tem: 2 });
    expect(errorsOf(k)).toContainEqual(['kit.area.temKnown', '9.5.3B', 'areas[21].tem']);
  });

  it('9.5.3B the Airfield and the Rail Station exist at most once each', () => {
    const two = patchArea(fixture(), 7, { tem: 2 });
    expect(errorsOf(two)).toContainEqual(['kit.tem.exception', '9.5.3B', 'areas']);
    const rail = patchArea(fixture(), 16, { tem: 4 });
    expect(
      validateKit(rail)
        .errors.map((e) => e.message)
        .join(),
    ).toContain('Central Rail Station');
  });

  it('9.5.3B TEM outside +1..+4', () => {
    const k = patchArea(fixture(), 20, { tem: 5 });
    expect(errorsOf(k)).toContainEqual(['kit.area.tem', '3.1.2', 'areas[20].tem']);
  });

  it('14.5.1 known terrains cannot be changed', () => {
    const k = patchArea(fixture(), 41, { terrain: 'lightUrban', tem: 3 });
    expect(errorsOf(k)).toContainEqual(['kit.area.terrainKnown', '14.5.1', 'areas[41].terrain']);
  });

  it('3.1 the Volga Areas are exactly those listed', () => {
    const k = patchArea(patchArea(fixture(), 11, { volga: true }), 42, { volga: false });
    expect(errorsOf(k)).toEqual([
      ['kit.area.volga', '3.1', 'areas[11].volga'],
      ['kit.area.volga', '3.1', 'areas[42].volga'],
    ]);
  });

  it('3.1.1 initial control follows the Identifier colours', () => {
    const k = patchArea(fixture(), 7, { initialControl: 'german' });
    expect(errorsOf(k)).toEqual([['kit.area.initialControl', '3.1.1', 'areas[7].initialControl']]);
  });

  it('5.3.1 a known name cannot be replaced (spelling and case are forgiven)', () => {
    expect(errorsOf(patchArea(fixture(), 21, { name: 'mamayev  kurgan' }))).toEqual([]);
    expect(errorsOf(patchArea(fixture(), 21, { name: 'Hill 102' }))).toEqual([
      ['kit.area.name', '5.3.1', 'areas[21].name'],
    ]);
  });

  it('13.4 Areas 8 and 10 are adjacent', () => {
    const k = cut(fixture(), 8, 10);
    expect(errorsOf(k)).toContainEqual(['kit.adjacency.known', '13.4', 'areas[8].neighbours']);
  });

  it('3.1 the map is one piece', () => {
    // Area 8 borders 7 and 10; cut both and it is alone (also breaking 13.4).
    const k = cut(cut(fixture(), 8, 7), 8, 10);
    const e = validateKit(k).errors.find((x) => x.code === 'kit.map.disconnected');
    expect(e?.message).toContain('Areas 8 cannot be reached');
  });

  it('3.1 connectedness counts unknown borders as possible (no false alarm while incomplete)', () => {
    expect(errorsOf(knownKit())).toEqual([]);
  });
});

describe('validateKit: Random Event Charts (6.2, 10.1, 13.2, 14.6.1)', () => {
  const main = () => fixture().events.main;

  it('rows overlap', () => {
    const rows = [...main()];
    rows[3] = { ...rows[3]!, hi: 9 }; // 7-9 overlaps Commissars 9-12
    expect(errorsOf(withEvents(fixture(), 'main', rows))).toContainEqual([
      'kit.event.overlap',
      '6.2',
      'events.main[4]',
    ]);
  });

  it('a gap is incomplete, not invalid', () => {
    const v = validateKit(withEvents(fixture(), 'main', main().slice(0, -1)));
    expect(v.status).toBe('incomplete');
    expect(v.gaps.map((g) => g.message)).toEqual([
      'The main Random Event Chart has no row for 18.',
    ]);
    expect(v.progress.events.main).toEqual({ known: 15, total: 16, percent: 93 });
  });

  it.each([
    [2, 3],
    [17, 19],
    [9, 8],
  ])('range %i-%i is refused', (lo, hi) => {
    const rows = [{ ...main()[0]!, lo, hi }];
    expect(errorsOf(withEvents(fixture(), 'main', rows))[0]).toEqual([
      'kit.event.range',
      '6.2',
      'events.main[0]',
    ]);
  });

  it('6.2.1 roll 3 must be the 29th Motorized breakthrough', () => {
    const rows = [{ ...main()[0]!, effect: { kind: 'commissars' } as const }, ...main().slice(1)];
    expect(errorsOf(withEvents(fixture(), 'main', rows))).toEqual([
      ['kit.event.known', '6.2.1', 'events.main[0]'],
    ]);
  });

  it('13.2 roll 15 must be Artillery Shell Shortages', () => {
    const rows = main().map((r) => (r.lo === 15 ? { ...r, effect: { kind: 'rain' } as const } : r));
    expect(errorsOf(withEvents(fixture(), 'main', rows))).toEqual([
      ['kit.event.known', '13.2', 'events.main[6]'],
    ]);
  });

  it('14.6.1 the Factory District chart cannot be changed', () => {
    const rows = fixture().events.factory.map((r) =>
      r.lo === 9 ? { ...r, effect: { kind: 'rain' } as const } : r,
    );
    expect(errorsOf(withEvents(fixture(), 'factory', rows))).toEqual([
      ['kit.event.known', '14.6.1', 'events.factory[4]'],
    ]);
  });

  it('10.1 the named events are flagged no result on Turn 1', () => {
    const rows = main().map((r) => (r.lo === 5 ? { ...r, turn1NoResult: false } : r));
    expect(errorsOf(withEvents(fixture(), 'main', rows))).toEqual([
      ['kit.event.turn1', '10.1', 'events.main[2].turn1NoResult'],
    ]);
  });

  it('effect parameters are checked', () => {
    const rows = main().map((r) =>
      r.lo === 5
        ? { ...r, effect: { kind: 'noActivation', divisions: [], units: [] } as const }
        : r,
    );
    expect(errorsOf(withEvents(fixture(), 'main', rows))).toEqual([
      ['kit.event.effect', '6.2', 'events.main[2].effect'],
    ]);
  });

  const withRow5 = (effect: EventEffect) =>
    withEvents(
      fixture(),
      'main',
      main().map((r) => (r.lo === 5 ? { ...r, effect } : r)),
    );
  it.each<EventEffect>([
    { kind: 'morale', change: 1 },
    { kind: 'morale', change: -19 },
    { kind: 'supplyPoints', change: 99 },
    { kind: 'supplyPoints', change: -2 },
    { kind: 'supportMarkers', marker: 'air', count: 1, to: 'available' },
    { kind: 'supportMarkers', marker: 'engineer', count: 9, to: 'used' },
  ])('an owner row may change Morale, Supply Points or Support markers: %o', (effect) => {
    expect(errorsOf(withRow5(effect))).toEqual([]);
  });
  it.each<EventEffect>([
    { kind: 'morale', change: 0 },
    { kind: 'morale', change: 20 },
    { kind: 'morale', change: -1.5 },
    { kind: 'supplyPoints', change: 0 },
    { kind: 'supplyPoints', change: -100 },
    { kind: 'supportMarkers', marker: 'air', count: 0, to: 'available' },
    { kind: 'supportMarkers', marker: 'artillery', count: 10, to: 'used' },
    { kind: 'supportMarkers', marker: 'smoke' as 'air', count: 1, to: 'used' },
    { kind: 'supportMarkers', marker: 'air', count: 1, to: 'map' as 'used' },
  ])('their amounts are checked: %o', (effect) => {
    expect(errorsOf(withRow5(effect))).toEqual([
      ['kit.event.effect', '6.2', 'events.main[2].effect'],
    ]);
  });
});

describe('validateKit: German counters (4.2, 4.3, 5.3, 6.1, 7.1, 12.4, 13.4, 14.x)', () => {
  it.each([
    [
      'duplicate id',
      (k: ComponentKit) => patchCounter(k, 'FA/2', { id: 'FA/1' }),
      'kit.counter.duplicate',
      '4.3',
    ],
    [
      '12.4 assault gun flag',
      (k: ComponentKit) => patchCounter(k, '177', { assaultGun: false }),
      'kit.counter.assaultGun',
      '12.4',
    ],
    [
      '13.4 29/RCN has AF 6',
      (k: ComponentKit) => patchCounter(k, '29/RCN', { attackFactor: 7 }),
      'kit.counter.known',
      '13.4',
    ],
    [
      '4.3.1 Attack Factor range',
      (k: ComponentKit) => patchCounter(k, 'FA/1', { attackFactor: 0 }),
      'kit.counter.attackFactor',
      '4.3.1',
    ],
    [
      '5.3.1 main setup only in German Areas',
      (k: ComponentKit) => patchCounter(k, 'FA/1', { main: { at: 'area', area: 7 } }),
      'kit.counter.placement',
      '5.3.1',
    ],
    [
      '14.3.1 Factory setup Areas',
      (k: ComponentKit) => patchCounter(k, 'FF/1', { factory: { at: 'area', area: 1 } }),
      'kit.counter.placement',
      '14.3.1',
    ],
    [
      '5.3.2 main arrivals T2/T7',
      (k: ComponentKit) => patchCounter(k, '100/A', { main: { at: 'arrival', turn: 5 } }),
      'kit.counter.placement',
      '5.3.2',
    ],
    [
      'Out of Action only in the Factory District',
      (k: ComponentKit) => patchCounter(k, 'FA/1', { main: { at: 'outOfAction' } }),
      'kit.counter.placement',
      '5.3',
    ],
    [
      '6.1.1 245A arrives Turn 2',
      (k: ComponentKit) => patchCounter(k, '245A', { main: { at: 'area', area: 2 } }),
      'kit.counter.known',
      '6.1.1',
    ],
    [
      '6.1.1 the 389th arrives on Turn 2',
      (k: ComponentKit) => patchCounter(k, '389/A', { main: { at: 'arrival', turn: 7 } }),
      'kit.counter.known',
      '6.1.1',
    ],
    [
      '6.1.1 only the 389th and 245A arrive on Turn 2',
      (k: ComponentKit) => patchCounter(k, 'FA/3', { main: { at: 'arrival', turn: 2 } }),
      'kit.counter.known',
      '6.1.1',
    ],
    [
      '14.4 only the 79th and 244C arrive on Turn 12',
      (k: ComponentKit) => patchCounter(k, 'FH/2', { factory: { at: 'arrival', turn: 12 } }),
      'kit.counter.known',
      '14.4',
    ],
    [
      '6.1.2 the 29th Motorized has four units',
      (k: ComponentKit) => patchCounter(k, '29/C', { division: 'Fixture Infantry A' }),
      'kit.counter.divisionSize',
      '6.1.2',
    ],
    [
      '7.1 at most four per Area at setup',
      (k: ComponentKit) => patchCounter(k, 'FB/1', { main: { at: 'area', area: 1 } }),
      'kit.counter.stacking',
      '7.1',
    ],
    [
      '5.3 a complete list needs placements',
      (k: ComponentKit) => patchCounter(k, 'FB/1', { main: null }),
      'kit.counter.incomplete',
      '5.3',
    ],
  ] as const)('%s', (_label, breakIt, code, rule) => {
    const v = validateKit(breakIt(fixture()));
    expect(v.status).toBe('invalid');
    expect(v.errors.map((e) => [e.code, e.rule])).toContainEqual([code, rule]);
  });

  it('division size: too many is an error even while incomplete, too few only when complete', () => {
    const extra: GermanCounter = {
      id: '389/D',
      division: '389th Infantry',
      type: 'infantry',
      attackFactor: 4,
      assaultGun: false,
      main: { at: 'arrival', turn: 2 },
      factory: null,
    };
    const k = knownKit();
    const four = {
      ...k,
      germanCounters: [
        ...k.germanCounters,
        ...['A', 'B', 'C'].map((x) => ({ ...extra, id: `389/${x}` })),
        extra,
      ],
    };
    expect(validateKit(four).errors.map((e) => e.code)).toEqual(['kit.counter.divisionSize']);
    const one = { ...k, germanCounters: [...k.germanCounters, extra] };
    expect(validateKit(one).errors).toEqual([]);
  });
});
