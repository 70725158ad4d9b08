import { describe, expect, it } from 'vitest';
import {
  chooseIsolated,
  distancesFrom,
  ISOLATION_MARKERS,
  isolationTrace,
  shortestPath,
  VOLGA_AREAS,
} from '../../../../src/volga/engine/kit';
import { fixture, mapKit } from './helpers';

/** A hand-made corridor along the river: 12(V) - 15 - 16 - 17 - 13(V), plus 18 off 16. */
const corridor = mapKit([
  [12, 15],
  [15, 16],
  [16, 17],
  [17, 13],
  [16, 18],
]);

const trace = (kit = corridor, controlled: number[], units = controlled) => {
  const r = isolationTrace(kit, { sovietControlled: controlled, sovietUnits: units });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('isolationTrace (12.3)', () => {
  it('a corridor of Soviet Areas to a Volga Area keeps everything in supply', () => {
    expect(trace(corridor, [12, 15, 16, 17, 18])).toMatchObject({
      kind: 'known',
      isolated: [],
      supplied: [12, 15, 16, 17, 18],
    });
  });

  it('cutting the corridor at 15 and 17 leaves a pocket (16, 18) Isolated', () => {
    expect(trace(corridor, [12, 13, 16, 18])).toMatchObject({
      kind: 'known',
      isolated: [16, 18],
      supplied: [12, 13],
      mustChoose: false,
      markers: 2,
    });
  });

  it('supply runs through Soviet-controlled Areas without units', () => {
    expect(trace(corridor, [12, 15, 16], [16])).toMatchObject({ isolated: [], supplied: [16] });
  });

  it('the Volga Area must itself be Soviet-controlled', () => {
    expect(trace(corridor, [15, 16, 17])).toMatchObject({ isolated: [15, 16, 17] });
  });

  it('Volga Areas are never Isolated, even alone', () => {
    const alone = trace(corridor, [12, 13]);
    expect(alone).toMatchObject({ isolated: [], supplied: [12, 13] });
  });

  it('German Areas break the chain (7.2)', () => {
    // 16 German: 18 hangs off 16 only.
    expect(trace(corridor, [12, 13, 15, 17, 18])).toMatchObject({ isolated: [18] });
  });

  it('the 14-marker cap: more candidates means the owner must choose', () => {
    // On the fixture, with every Volga Area German, all 30 other Soviet Areas are cut off.
    const soviet = Array.from({ length: 41 }, (_, i) => i + 7).filter(
      (n) => !VOLGA_AREAS.includes(n),
    );
    const r = trace(fixture(), soviet);
    expect(r.kind === 'known' && r.isolated).toHaveLength(30);
    expect(r).toMatchObject({ mustChoose: true, markers: ISOLATION_MARKERS });
    expect(ISOLATION_MARKERS).toBe(14);
  });

  it('exactly 14 candidates need no choice', () => {
    const soviet = [7, 9, 11, 15, 16, 17, 18, 19, 20, 23, 24, 27, 28, 21];
    const r = trace(fixture(), soviet);
    expect(r).toMatchObject({ kind: 'known', mustChoose: false, markers: 14 });
  });

  it('asks for a border only when it could change the answer', () => {
    // 15-16 unknown; 16 would be supplied only through it.
    const open = mapKit(
      [
        [12, 15],
        [16, 17],
      ],
      [12, 17, 18],
    );
    const r = trace(open, [12, 15, 16]);
    expect(r).toEqual({
      kind: 'needsFact',
      fact: { kind: 'adjacency', a: 15, b: 16 },
      facts: [{ kind: 'adjacency', a: 15, b: 16 }],
      isolated: [],
      undecided: [16],
    });
    // 17 has a complete list, so 17 is known cut off whatever else is unknown.
    expect(trace(open, [12, 15, 17])).toMatchObject({ kind: 'known', isolated: [17] });
  });

  it('an unknown border between two supplied Areas changes nothing and is not asked', () => {
    const open = mapKit(
      [
        [12, 15],
        [13, 16],
      ],
      [],
    );
    expect(trace(open, [12, 13, 15, 16])).toMatchObject({ kind: 'known', isolated: [] });
  });

  it('refuses a Soviet unit in an Area not listed as Soviet-controlled (7.2)', () => {
    const r = isolationTrace(corridor, { sovietControlled: [12], sovietUnits: [12, 16] });
    expect(!r.ok && r.error).toMatchObject({ code: 'kit.isolation.control', rule: '7.2' });
  });
});

describe('chooseIsolated (12.3 note: 14 markers)', () => {
  const candidates = Array.from({ length: 16 }, (_, i) => i + 7);
  it('accepts 14 distinct candidates', () => {
    const r = chooseIsolated(candidates, candidates.slice(2));
    expect(r.ok && r.value).toHaveLength(14);
  });
  it.each([
    ['13 chosen', candidates.slice(3)],
    ['a non-candidate', [...candidates.slice(3), 40]],
    ['a duplicate', [...candidates.slice(3), 10]],
  ])('refuses %s', (_l, chosen) => {
    const r = chooseIsolated(candidates, chosen);
    expect(!r.ok && r.error.rule).toBe('12.3');
  });
  it('with fewer candidates every one is marked', () => {
    expect(chooseIsolated([7, 9], [9, 7])).toEqual({ ok: true, value: [7, 9] });
    expect(chooseIsolated([7, 9], [7]).ok).toBe(false);
  });
});

describe('paths over known borders', () => {
  it('shortestPath and distancesFrom on the corridor', () => {
    expect(shortestPath(corridor, 12, 13)).toEqual([12, 15, 16, 17, 13]);
    expect(shortestPath(corridor, 12, 18)).toEqual([12, 15, 16, 18]);
    expect(shortestPath(corridor, 12, 13, (n) => n !== 16)).toBeNull();
    expect(shortestPath(corridor, 12, 12)).toEqual([12]);
    const d = distancesFrom(corridor, 12);
    expect([d.get(12), d.get(16), d.get(13), d.get(40)]).toEqual([0, 2, 4, undefined]);
  });

  it('the fixture map is connected: every Area is reachable from Area 1', () => {
    expect(distancesFrom(fixture(), 1).size).toBe(50);
  });
});
