import { describe, expect, it } from 'vitest';
import {
  adjacency,
  counterById,
  EVENT_EFFECT_KINDS,
  eventRow,
  knownKit,
  SCENARIOS,
  TURN1_NO_RESULT_EFFECTS,
  temOf,
  terrainOf,
  validateKit,
} from '../../../../src/volga/engine/kit';

const kit = knownKit();

describe('knownKit: the rulebook facts as data', () => {
  it.each([
    [1, 'Hill 126.3', '5.3.1'],
    [5, 'Leather Factory', '5.3.1'],
    [8, 'Sawmill', '13.4'],
    [10, 'Grain Elevator', '13.4'],
    [14, '9 January Square', '14.3.1'],
    [21, 'Mamayev Kurgan', '14.3.1'],
    [24, "Red October Worker's Settlement", '14.3.1'],
    [45, 'Hill 135.4', '14.3.1'],
    [50, 'Latashanka', '5.3.1'],
  ])('Area %i is named %s (%s)', (n, name) => {
    expect(kit.areas[n]?.name).toBe(name);
  });

  it('leaves unnamed Areas unnamed rather than inventing names', () => {
    expect(kit.areas[33]?.name).toBeNull();
    expect(kit.areas[7]?.name).toBeNull();
  });

  it.each([
    [10, 'heavyUrban', 4],
    [22, 'heavyUrban', 4],
    [41, 'heavyUrban', 4],
    [35, 'lightUrban', null],
    [42, 'lightUrban', null],
    [21, 'elevated', 4],
    [43, 'elevated', 2],
    [44, 'clear', null],
  ])('Area %i is %s with TEM %s (14.5.1, 13.4, 9.5.3B)', (n, terrain, tem) => {
    expect(kit.areas[n]?.terrain).toBe(terrain);
    expect(kit.areas[n]?.tem).toBe(tem);
  });

  it('knows no other terrain (never invented)', () => {
    for (const n of [7, 9, 11, 12, 13, 19, 33, 45, 46, 47])
      expect(kit.areas[n]?.terrain).toBeNull();
  });

  it('marks exactly the 3.1 Volga Areas and the 3.1.1 gray Identifiers', () => {
    const volga = Object.values(kit.areas)
      .filter((a) => a.volga)
      .map((a) => a.number);
    expect(volga).toEqual([8, 10, 12, 13, 14, 22, 25, 26, 37, 41, 42]);
    const german = Object.values(kit.areas)
      .filter((a) => a.initialControl === 'german')
      .map((a) => a.number);
    expect(german).toEqual([1, 2, 3, 4, 5, 6, 48, 49, 50]);
  });

  it('knows 8-10 adjacent (13.4) and 48-50 only reach 42-47 (12.2); the rest is unknown', () => {
    expect(adjacency(kit, 8, 10)).toBe('yes');
    expect(adjacency(kit, 48, 30)).toBe('no');
    expect(adjacency(kit, 48, 49)).toBe('no');
    expect(adjacency(kit, 48, 42)).toBe('unknown');
    expect(adjacency(kit, 33, 34)).toBe('unknown');
  });

  it('ships the main chart rows 3 and 15 only (6.2.1, 13.2) and the whole 14.6.1 chart', () => {
    expect(kit.events.main.map((r) => [r.lo, r.hi, r.name])).toEqual([
      [3, 3, '64th Army Breakthrough'],
      [15, 15, 'Artillery Shell Shortages'],
    ]);
    expect(eventRow(kit, 'main', 9)).toEqual({
      kind: 'needsFact',
      fact: { kind: 'event', scenario: 'main', roll: 9 },
    });
    const factory = kit.events.factory.map((r) => `${r.lo}-${r.hi}:${r.effect.kind}`);
    expect(factory).toEqual([
      '3-3:withdrawDivision',
      '4-4:noAir',
      '5-6:artilleryShortage',
      '7-8:rain',
      '9-12:commissars',
      '13-14:rain',
      '15-16:artilleryShortage',
      '17-17:noAir',
      '18-18:supply2d6NoAir',
    ]);
  });

  it('main roll 3 withdraws the 29th Motorized to return in Area 5 or 6; Factory 3 the 14th Panzer to any Vacant Area', () => {
    expect(kit.events.main[0]?.effect).toEqual({
      kind: 'withdrawDivision',
      division: '29th Motorized',
      returnTo: { kind: 'areas', areas: [5, 6] },
      moralePerOutOfAction: 1,
      ifAlreadyWithdrawnUseRoll: 4,
    });
    expect(kit.events.factory[0]?.effect).toMatchObject({
      division: '14th Panzer',
      returnTo: { kind: 'anyVacant' },
      ifAlreadyWithdrawnUseRoll: null,
    });
  });

  it('knows 29/RCN AF 6 (13.4) and the six assault guns (12.4) but no invented Attack Factors', () => {
    expect(counterById(kit, '29/RCN')).toMatchObject({
      attackFactor: 6,
      division: '29th Motorized',
    });
    expect(counterById(kit, '29/RCN')?.main).toBeNull();
    const guns = kit.germanCounters.filter((c) => c.assaultGun).map((c) => c.id);
    expect(guns.sort()).toEqual(['177', '244A', '244B', '244C', '245A', '245B']);
    for (const g of guns) expect(counterById(kit, g)?.attackFactor).toBeNull();
    expect(counterById(kit, '245A')?.main).toEqual({ at: 'arrival', turn: 2 });
    expect(counterById(kit, '245B')?.main).toEqual({ at: 'arrival', turn: 7 });
    expect(counterById(kit, '244C')?.factory).toEqual({ at: 'arrival', turn: 12 });
    expect(kit.germanCountersComplete).toEqual({ main: false, factory: false });
  });

  it('is incomplete but not invalid, with progress per section', () => {
    const v = validateKit(kit);
    expect(v.errors).toEqual([]);
    expect(v.status).toBe('incomplete');
    expect(v.progress.terrain).toEqual({ known: 16, total: 41, percent: 39 });
    expect(v.progress.tem.known).toBe(8);
    expect(v.progress.neighbourLists.known).toBe(0);
    expect(v.progress.events.factory.percent).toBe(100);
    expect(v.progress.events.main).toEqual({ known: 2, total: 16, percent: 12 });
    expect(v.gaps.map((g) => g.code)).toContain('kit.gap.terrain');
  });

  it('terrain and TEM lookups ask for the fact when unknown', () => {
    expect(terrainOf(kit, 33)).toEqual({ kind: 'needsFact', fact: { kind: 'terrain', area: 33 } });
    expect(temOf(kit, 33)).toEqual({ kind: 'needsFact', fact: { kind: 'terrain', area: 33 } });
    expect(temOf(kit, 44)).toEqual({ kind: 'needsFact', fact: { kind: 'tem', area: 44 } });
    expect(terrainOf(kit, 3).kind).toBe('notApplicable');
  });

  it('the effect vocabulary covers every effect the rulebook names', () => {
    expect([...EVENT_EFFECT_KINDS]).toEqual([
      'none',
      'withdrawDivision',
      'noAir',
      'artilleryShortage',
      'commissars',
      'rain',
      'supply2d6NoAir',
      'noActivation',
      'morale',
      'supplyPoints',
      'supportMarkers',
      'reminder',
    ]);
    expect(TURN1_NO_RESULT_EFFECTS).toEqual(['withdrawDivision', 'supply2d6NoAir', 'noActivation']);
  });

  it('the shipped charts hold only rulebook rows: no Morale, Supply Point or marker row (5.2)', () => {
    const kinds = SCENARIOS.flatMap((sc) => knownKit().events[sc].map((r) => r.effect.kind));
    expect(kinds.length).toBeGreaterThan(0);
    for (const k of ['morale', 'supplyPoints', 'supportMarkers']) expect(kinds).not.toContain(k);
  });

  it('each call returns a fresh kit', () => {
    expect(knownKit()).toEqual(knownKit());
    expect(knownKit()).not.toBe(knownKit());
  });
});
