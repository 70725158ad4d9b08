import { describe, expect, it } from 'vitest';
import {
  adjacency,
  DIVISIONS,
  FACTORY_EVENTS,
  GERMAN_START_AREAS,
  germanSetup,
  KNOWN_AREA_NAMES,
  KNOWN_TERRAIN,
  knownKit,
  neighbours,
  TERRAIN_POOL,
  validateKit,
} from '../../../../src/volga/engine/kit';
import {
  FIXTURE_COUNTERS,
  FIXTURE_KIT_NAME,
  fixtureKit,
  fixturePairs,
  readFixtureCounters,
} from '../../../../src/volga/engine/kit/fixture';
import counters from '../../../../src/volga/engine/kit/fixture-counters.json' with { type: 'json' };
import { TERRAINS } from '../../../../src/volga/engine/types';

const kit = fixtureKit();

describe('the TEST FIXTURE kit', () => {
  it('is named and flagged as a fixture', () => {
    expect(kit.name).toBe('TEST FIXTURE — not the real map');
    expect(FIXTURE_KIT_NAME).toContain('TEST FIXTURE');
    expect(kit.fixture).toBe(true);
  });

  it('passes validation, complete', () => {
    const v = validateKit(kit);
    expect(v.errors).toEqual([]);
    expect(v.status).toBe('complete');
  });

  it('agrees with every known fact of the known kit (names, terrain, Volga, control)', () => {
    const known = knownKit();
    for (const [n, name] of Object.entries(KNOWN_AREA_NAMES))
      expect(kit.areas[Number(n)]?.name).toBe(name);
    for (const [n, t] of Object.entries(KNOWN_TERRAIN))
      expect(kit.areas[Number(n)]?.terrain).toBe(t);
    for (let n = 1; n <= 50; n++) {
      expect(kit.areas[n]?.volga).toBe(known.areas[n]?.volga);
      expect(kit.areas[n]?.initialControl).toBe(known.areas[n]?.initialControl);
      if (known.areas[n]?.tem != null) expect(kit.areas[n]?.tem).toBe(known.areas[n]?.tem);
    }
  });

  it('13.4: Areas 8 and 10 are adjacent', () => {
    expect(adjacency(kit, 8, 10)).toBe('yes');
  });

  it('12.2: 48-50 border only 42-47 and together all six; not each other', () => {
    const all = new Set<number>();
    for (const s of [48, 49, 50]) {
      const { known, complete } = neighbours(kit, s);
      expect(complete).toBe(true);
      for (const x of known) expect([42, 43, 44, 45, 46, 47]).toContain(x);
      for (const x of known) all.add(x);
    }
    expect([...all].sort()).toEqual([42, 43, 44, 45, 46, 47]);
  });

  it('5.4: terrain counts within the pools, all 41 Soviet Areas typed', () => {
    for (const t of TERRAINS) {
      const count = Object.values(kit.areas).filter(
        (a) => !GERMAN_START_AREAS.includes(a.number) && a.terrain === t,
      ).length;
      expect(count).toBeLessThanOrEqual(TERRAIN_POOL[t]);
    }
    for (let n = 7; n <= 47; n++) expect(kit.areas[n]?.terrain).not.toBeNull();
  });

  it('9.5.3B: one Airfield, one Rail Station, Mamayev Kurgan +4', () => {
    const clear2 = Object.values(kit.areas).filter((a) => a.terrain === 'clear' && a.tem === 2);
    const lu4 = Object.values(kit.areas).filter((a) => a.terrain === 'lightUrban' && a.tem === 4);
    expect(clear2.map((a) => a.number)).toEqual([17]);
    expect(lu4.map((a) => a.number)).toEqual([15]);
    expect(kit.areas[21]?.tem).toBe(4);
  });

  it('plausible geography: every Area has 2 to 8 neighbours and pairs are unique', () => {
    const pairs = fixturePairs();
    expect(new Set(pairs.map((p) => p.join('-'))).size).toBe(pairs.length);
    for (let n = 1; n <= 50; n++) {
      const d = neighbours(kit, n).known.length;
      expect(d).toBeGreaterThanOrEqual(2);
      expect(d).toBeLessThanOrEqual(8);
    }
  });

  it('main chart: 3..18 covered, rows 3 and 15 as known, a bell curve led by Commissars and logistics (16.1)', () => {
    const rows = kit.events.main;
    expect(rows[0]?.name).toBe('64th Army Breakthrough');
    expect(rows.find((r) => r.lo <= 15 && 15 <= r.hi)?.name).toBe('Artillery Shell Shortages');
    // Probability of each name under 3d6.
    const ways = (roll: number) => {
      let w = 0;
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (a + b + c === roll) w++;
      return w;
    };
    const weight = new Map<string, number>();
    for (const r of rows)
      for (let roll = r.lo; roll <= r.hi; roll++)
        weight.set(r.name, (weight.get(r.name) ?? 0) + ways(roll));
    expect([...weight.values()].reduce((x, y) => x + y, 0)).toBe(216);
    const top = [...weight.entries()].sort((x, y) => y[1] - x[1]).map(([n]) => n);
    expect(top.slice(0, 3).sort()).toEqual([
      'Artillery Shell Shortages',
      'Commissars',
      'Logistical Pause',
    ]);
  });

  it('Factory chart is the 14.6.1 chart', () => {
    expect(kit.events.factory).toEqual(FACTORY_EVENTS);
  });

  it('main counters: 29th Motorized 4 units with 29/RCN AF 6 on German Areas; 389th + 245A on T2; 100th + 245B on T7', () => {
    const setup = germanSetup(kit, 'main');
    if (setup.kind !== 'known') throw new Error('fixture setup unknown');
    const by = (pred: (d: string | null) => boolean) =>
      setup.value.filter((e) => pred(e.counter.division)).map((e) => e.placement);
    const motor = by((d) => d === '29th Motorized');
    expect(motor).toHaveLength(4);
    for (const p of motor)
      expect(p.at === 'area' && GERMAN_START_AREAS.includes(p.area)).toBe(true);
    expect(setup.value.find((e) => e.counter.id === '29/RCN')?.counter.attackFactor).toBe(6);
    expect(by((d) => d === '389th Infantry')).toEqual(Array(3).fill({ at: 'arrival', turn: 2 }));
    expect(by((d) => d === '100th Infantry').every((p) => p.at === 'arrival' && p.turn === 7)).toBe(
      true,
    );
  });

  it('Factory counters: 14th Panzer 3 units, 79th + 244C on T12, some Out of Action', () => {
    const setup = germanSetup(kit, 'factory');
    if (setup.kind !== 'known') throw new Error('fixture setup unknown');
    expect(setup.value.filter((e) => e.counter.division === '14th Panzer')).toHaveLength(3);
    const t12 = setup.value.filter((e) => e.placement.at === 'arrival').map((e) => e.counter.id);
    expect(t12.sort()).toEqual(['244C', '79/A', '79/B', '79/C']);
    expect(setup.value.filter((e) => e.placement.at === 'outOfAction').length).toBeGreaterThan(0);
  });

  it('7.1: no setup Area holds more than four units', () => {
    for (const s of ['main', 'factory'] as const) {
      const count = new Map<number, number>();
      for (const c of FIXTURE_COUNTERS) {
        const p = s === 'main' ? c.main : c.factory;
        if (p && p !== 'absent' && p.at === 'area') count.set(p.area, (count.get(p.area) ?? 0) + 1);
      }
      expect(Math.max(...count.values())).toBeLessThanOrEqual(4);
    }
  });
});

describe('fixture-counters.json', () => {
  /** The real file with `edit` applied to a copy of it. */
  const broken = (edit: (file: typeof counters) => void): unknown => {
    const copy = structuredClone(counters);
    edit(copy);
    return copy;
  };
  /** A copy of row `r` of group `g`, as a list of loose values to spoil. */
  const rowOf = (f: typeof counters, g: number, r: number) => f.groups[g]!.rows[r]! as unknown[];

  it('is read whole, group after group, each designation once', () => {
    expect(FIXTURE_COUNTERS).toHaveLength(counters.groups.flatMap((g) => g.rows).length);
    expect(new Set(FIXTURE_COUNTERS.map((c) => c.id)).size).toBe(FIXTURE_COUNTERS.length);
    expect(FIXTURE_COUNTERS.find((c) => c.id === '244A')).toEqual({
      id: '244A',
      division: null,
      type: 'armor',
      attackFactor: 5,
      assaultGun: true,
      main: { at: 'area', area: 1 },
      factory: { at: 'area', area: 28 },
    });
    expect(FIXTURE_COUNTERS.find((c) => c.id === '29/A')?.division).toBe(DIVISIONS.motorized29);
    expect(FIXTURE_COUNTERS.find((c) => c.id === 'FA/1')?.division).toBe('Fixture Infantry A');
    expect(FIXTURE_COUNTERS.find((c) => c.id === 'FA/1')?.assaultGun).toBe(false);
  });

  it.each([
    [
      'a division that is neither made up nor the rulebook’s',
      (f: typeof counters) => {
        rowOf(f, 0, 0)[1] = 'FZ';
      },
      'groups[0].rows[0] ("FA/1").division: "FZ" is not a key of "divisions" or of DIVISIONS',
    ],
    [
      'a unit type the kit does not have',
      (f: typeof counters) => {
        rowOf(f, 1, 2)[2] = 'cavalry';
      },
      'groups[1].rows[2] ("389/C").type: expected one of armor, infantry or null, got "cavalry"',
    ],
    [
      'an Attack Factor left unknown',
      (f: typeof counters) => {
        rowOf(f, 2, 0)[3] = null;
      },
      'groups[2].rows[0] ("FF/1").attackFactor: the fixture is complete',
    ],
    [
      'a placement in no known form',
      (f: typeof counters) => {
        rowOf(f, 3, 3)[5] = { at: 'reserve' };
      },
      'groups[3].rows[3] ("244C").factory.at: expected one of area, arrival, outOfAction',
    ],
    [
      'a row one field short',
      (f: typeof counters) => {
        rowOf(f, 0, 5).pop();
      },
      'groups[0].rows[5]: expected a row [id, division, type, attackFactor, main, factory]',
    ],
    [
      'a designation used twice',
      (f: typeof counters) => {
        rowOf(f, 2, 1)[0] = 'FA/1';
      },
      'groups[2].rows[1]: "FA/1" is the designation of an earlier row',
    ],
  ])('refuses %s, naming the file, the row and the field', (_, edit, message) => {
    expect(() => readFixtureCounters(broken(edit))).toThrow(`fixture-counters.json: ${message}`);
  });
});
