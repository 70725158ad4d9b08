/**
 * The map picture's layout: the first arrangement computed from the borders is the same every
 * time, gives each area its own place inside the box and puts bordering areas near each other;
 * a drag or a step moves an area without landing on another; the places are kept with the map
 * through storage, files and map text, and a map or campaign saved before places existed still
 * loads.
 */
import { describe, expect, it } from 'vitest';
import {
  type AreaPoint,
  campaignFileText,
  computeLayout,
  FIXTURE_MAP,
  type FsMap,
  inheritedLayout,
  layoutBox,
  type MapLayout,
  mapFileText,
  mapToText,
  moveArea,
  nudgeArea,
  parseMapText,
  placeAreas,
  planImport,
  readMap,
  samePicture,
} from '../../../src/firestorm/engine';
import { overlaps } from '../../../src/firestorm/engine/layout';
import { createFirestormModel } from '../../../src/firestorm/state/model';
import { device } from '../../support/records';

/** A made-up map of `rows` x `cols` areas, each bordering the next across and down. */
function gridMap(rows: number, cols: number): FsMap {
  const ids = Array.from({ length: rows * cols }, (_, i) => `a${i}`);
  return {
    name: 'grid',
    areas: ids.map((id, i) => ({ id, name: id, vp: 1, owner: 'german', city: i === 0 })),
    borders: ids.flatMap((id, i) => [
      ...(i % cols < cols - 1 ? [[id, `a${i + 1}`] as const] : []),
      ...(i + cols < ids.length ? [[id, `a${i + cols}`] as const] : []),
    ]),
    cityTrack: { german: { vp: [1], milestones: [] }, soviet: { vp: [1], milestones: [] } },
  };
}

const MAPS: [string, FsMap][] = [
  ['the TEST FIXTURE map', FIXTURE_MAP],
  ['a 19-area map', { ...gridMap(4, 5), areas: gridMap(4, 5).areas.slice(0, 19) }],
  ['a 6 x 7 map', gridMap(6, 7)],
  ['two areas with no border', { ...gridMap(1, 2), borders: [] }],
];

/** Every pair of places that overlap, as "A B". */
const overlapping = (layout: MapLayout): string[] => {
  const e = Object.entries(layout);
  return e.flatMap(([a, p], i) =>
    e.slice(i + 1).flatMap(([b, q]) => (overlaps(p, q) ? [`${a} ${b}`] : [])),
  );
};
const inBox = (p: AreaPoint, n: number): boolean => {
  const box = layoutBox(n);
  return p[0] >= 0 && p[1] >= 0 && p[0] <= box.maxX && p[1] <= box.maxY;
};
const dist = (p: AreaPoint, q: AreaPoint) => Math.hypot(p[0] - q[0], p[1] - q[1]);

describe('the first arrangement', () => {
  it.each(MAPS)('%s: same every time, one place per area, none overlapping, all inside', (_, m) => {
    const a = computeLayout(m);
    expect(computeLayout(m)).toEqual(a);
    expect(Object.keys(a).sort()).toEqual(m.areas.map((x) => x.id).sort());
    expect(overlapping(a)).toEqual([]);
    for (const p of Object.values(a)) expect(inBox(p, m.areas.length)).toBe(true);
  });
  it('puts bordering areas nearer each other than areas with no border between them', () => {
    for (const [, m] of MAPS.slice(0, 3)) {
      const a = computeLayout(m);
      const key = (x: string, y: string) => (x < y ? `${x} ${y}` : `${y} ${x}`);
      const bordering = new Set(m.borders.map(([x, y]) => key(x, y)));
      const near: number[] = [];
      const far: number[] = [];
      m.areas.forEach((x, i) => {
        for (const y of m.areas.slice(i + 1)) {
          const d = dist(a[x.id] as AreaPoint, a[y.id] as AreaPoint);
          (bordering.has(key(x.id, y.id)) ? near : far).push(d);
        }
      });
      const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
      expect(mean(near) * 2).toBeLessThan(mean(far));
    }
  });
  it('has room to spare: more cells than areas', () => {
    for (const n of [2, 11, 19, 42, 200]) {
      const box = layoutBox(n);
      expect(box.cols * box.rows).toBeGreaterThanOrEqual(n * 1.25);
    }
  });
});

describe('moving areas', () => {
  const n = FIXTURE_MAP.areas.length;
  const start = computeLayout(FIXTURE_MAP);
  it('a drop on a free place lands there; on another area, at the nearest free place', () => {
    const box = layoutBox(n);
    const free = [box.maxX, box.maxY] as const;
    const clear = overlapping({ ...start, A: free }).length === 0;
    const target: AreaPoint = clear ? free : [0, box.maxY];
    expect(moveArea(start, n, 'A', target).A).toEqual(target);
    const onB = moveArea(start, n, 'A', start.B as AreaPoint);
    expect(onB.A).not.toEqual(start.B);
    expect(overlapping(onB)).toEqual([]);
    expect(dist(onB.A as AreaPoint, start.B as AreaPoint)).toBeLessThanOrEqual(2);
  });
  it('a drop outside the box is kept inside it', () => {
    const moved = moveArea(start, n, 'A', [-5, 500]);
    expect(inBox(moved.A as AreaPoint, n)).toBe(true);
    expect(overlapping(moved)).toEqual([]);
  });
  it('a step moves one place, jumps an area in the way, and stops at the edge', () => {
    const box = layoutBox(n);
    let l: MapLayout = { ...start };
    for (let i = 0; i < 40; i++) l = nudgeArea(l, n, 'S', 'left');
    expect(l.S?.[0]).toBeLessThanOrEqual(1);
    expect(overlapping(l)).toEqual([]);
    const atEdge = { ...l, S: [0, (l.S as AreaPoint)[1]] as AreaPoint };
    if (overlapping(atEdge).length === 0) expect(nudgeArea(atEdge, n, 'S', 'left')).toBe(atEdge);
    // Two areas side by side: stepping the left one right jumps past the right one.
    const pair: MapLayout = { X: [0, 0], Y: [2, 0] };
    expect(nudgeArea(pair, 2, 'X', 'right').X).toEqual([4, 0]);
    expect(nudgeArea(pair, 2, 'X', 'down').X).toEqual([0, 1]);
    expect(nudgeArea(pair, 2, 'X', 'up')).toBe(pair);
    expect(layoutBox(2).maxX).toBeGreaterThanOrEqual(4);
    expect(box.maxX).toBeGreaterThan(0);
  });
  it('saved places are kept; areas without one get a free place', () => {
    const saved = { A: [0, 0] as AreaPoint, S: [3, 3] as AreaPoint };
    const all = placeAreas(FIXTURE_MAP, saved);
    expect(all.A).toEqual([0, 0]);
    expect(all.S).toEqual([3, 3]);
    expect(Object.keys(all)).toHaveLength(n);
    expect(overlapping(all)).toEqual([]);
    expect(placeAreas(FIXTURE_MAP, undefined)).toEqual(start);
  });
});

describe('places kept with the map', () => {
  const layout = moveArea(computeLayout(FIXTURE_MAP), FIXTURE_MAP.areas.length, 'S', [0, 0]);
  const placed: FsMap = { ...FIXTURE_MAP, layout };
  it('round-trip through a map file, a campaign file and map text', () => {
    const mapPlan = planImport(mapFileText(placed));
    expect(mapPlan.ok && mapPlan.value.map).toEqual(placed);
    const campaignPlan = planImport(campaignFileText({ map: placed, log: [], redo: [] }));
    expect(campaignPlan.ok && campaignPlan.value.record?.map).toEqual(placed);
    const text = mapToText(placed);
    const s = layout.S as AreaPoint;
    expect(text).toMatch(new RegExp(`^layout .*\\bS ${s[0]} ${s[1]}\\b`, 'm'));
    expect(parseMapText(text)).toEqual({ ok: true, value: placed });
  });
  it('a map or campaign saved before places existed loads with none, and gets the first arrangement', () => {
    const old = JSON.parse(campaignFileText({ map: FIXTURE_MAP, log: [], redo: [] }));
    expect('layout' in old.map).toBe(false);
    const plan = planImport(JSON.stringify(old));
    expect(plan.ok).toBe(true);
    const map = plan.ok ? (plan.value.record?.map as FsMap) : FIXTURE_MAP;
    expect(map.layout).toBeUndefined();
    expect(placeAreas(map, map.layout)).toEqual(computeLayout(FIXTURE_MAP));
    expect(parseMapText(mapToText(FIXTURE_MAP))).toEqual({ ok: true, value: FIXTURE_MAP });
  });
  it('places of areas not on the map are dropped; a damaged place is refused by name', () => {
    const r = readMap({ ...placed, layout: { ...layout, GONE: [1, 1] } });
    expect(r.ok && r.value.layout).toEqual(layout);
    for (const bad of [{ A: [1] }, { A: [1.5, 2] }, { A: [-1, 0] }, { A: 'x' }, [[0, 0]]]) {
      const refused = readMap({ ...placed, layout: bad });
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error.message).toContain('map.layout');
    }
    const text = parseMapText(`${mapToText(FIXTURE_MAP)}layout A 1\n`);
    expect(text.ok).toBe(false);
  });
  it('the model keeps the places with the campaign’s map across a reload, log untouched', async () => {
    const d = device();
    const a = createFirestormModel(d.env());
    await a.load();
    a.start(FIXTURE_MAP);
    a.add({ kind: 'place', die: { value: 4, source: 'owner' }, marker: { from: 'F', to: 'A' } });
    a.undo();
    a.arrange(layout);
    await a.flushed();
    const b = createFirestormModel(d.env());
    await b.load();
    expect(b.campaign.value?.map.layout).toEqual(layout);
    // Arranging the picture is not a campaign entry: the undone entry can still be redone.
    expect(b.campaign.value?.redo).toHaveLength(1);
    expect(b.state.value?.ready.map.layout).toEqual(layout);
  });
  it('a new campaign takes the map’s own places, else the newest arranged campaign’s on it', () => {
    const one: MapLayout = { A: [0, 0] };
    const two: MapLayout = { B: [2, 2] };
    const bare: FsMap = FIXTURE_MAP;
    const other: FsMap = { ...FIXTURE_MAP, name: 'Another map', layout: { C: [4, 4] } };
    const corrected: FsMap = {
      ...FIXTURE_MAP,
      areas: FIXTURE_MAP.areas.map((a, i) => (i === 0 ? { ...a, vp: 9 } : a)),
    };
    expect(samePicture(bare, corrected)).toBe(true);
    expect(samePicture(bare, other)).toBe(false);
    expect(samePicture(bare, { ...bare, areas: bare.areas.slice(1) })).toBe(false);
    // Never arranged anywhere: the first layout.
    expect(inheritedLayout(bare, [bare, other])).toBeUndefined();
    // The newest arranged campaign on the same map, even one whose facts were corrected since;
    // a campaign never arranged (no places at all) does not hide an older one's.
    expect(
      inheritedLayout(bare, [{ ...bare, layout: one }, { ...corrected, layout: two }, bare, other]),
    ).toEqual(two);
    // Back to the first layout is the organiser's last word on the map.
    expect(
      inheritedLayout(bare, [
        { ...bare, layout: one },
        { ...bare, layout: {} },
      ]),
    ).toEqual({});
    // The map's own places come first.
    expect(inheritedLayout({ ...bare, layout: one }, [{ ...bare, layout: two }])).toEqual(one);
  });
});
