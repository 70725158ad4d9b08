/**
 * Where each area sits on the map picture: the organiser drags the areas into the printed map's
 * arrangement, and the places are kept with the map. A place is a pair of small whole numbers on
 * a grid of steps (half an area's cell each way), so it is tidy, quantized for the campaign link,
 * and overlap is a plain integer test: two areas overlap when both their columns and their rows
 * are less than two steps apart. The first arrangement is computed from the borders alone: a
 * force-directed layout started from rings around the city location, run a fixed number of
 * rounds with no randomness, then snapped to free cells. Pure: no DOM, no storage.
 */
import { isPlainObject } from '../../core/input';
import { err, ok, type Result } from '../../core/result';

/** An area's place on the picture: its top-left corner in grid steps [column, row]. */
export type AreaPoint = readonly [number, number];
/** The places of the areas by id. */
export type MapLayout = Readonly<Record<string, AreaPoint>>;

/** The picture's grid: one step in picture units each way; an area spans two steps less a gap. */
export const GRID = { stepX: 36, stepY: 32, gap: 8 } as const;
/** An area's box on the picture, in picture units. */
export const AREA_BOX = { w: 2 * GRID.stepX - GRID.gap, h: 2 * GRID.stepY - GRID.gap } as const;

/** The room the picture gives `n` areas: whole cells across and down, with room to spare. */
export interface LayoutBox {
  readonly cols: number;
  readonly rows: number;
  /** The largest column and row step an area's corner may take. */
  readonly maxX: number;
  readonly maxY: number;
}

/** A quarter more cells than areas, in a box a little taller than wide (a phone held upright). */
export function layoutBox(n: number): LayoutBox {
  const cells = Math.max(4, Math.ceil(n * 1.25));
  const cols = Math.max(3, Math.ceil(Math.sqrt(cells * 0.8)));
  const rows = Math.max(2, Math.ceil(cells / cols));
  return { cols, rows, maxX: 2 * cols - 2, maxY: 2 * rows - 2 };
}

/** The least a map gives the layout: its area ids in order and its borders. */
export interface LayoutInput {
  readonly areas: readonly { readonly id: string; readonly city?: boolean }[];
  readonly borders: readonly (readonly [string, string])[];
}

/** True when areas at `a` and `b` would overlap on the picture. */
export const overlaps = (a: AreaPoint, b: AreaPoint): boolean =>
  Math.abs(a[0] - b[0]) < 2 && Math.abs(a[1] - b[1]) < 2;

const clampTo = (p: AreaPoint, box: LayoutBox): AreaPoint => [
  Math.min(box.maxX, Math.max(0, Math.round(p[0]))),
  Math.min(box.maxY, Math.max(0, Math.round(p[1]))),
];

/**
 * The free place nearest `want` (grid steps) that overlaps none of `taken`, trying whole cells
 * only when `cells`; null when the box has none. Ties go to the upper, then the left place.
 */
function nearestFree(
  want: readonly [number, number],
  taken: readonly AreaPoint[],
  box: LayoutBox,
  cells: boolean,
): AreaPoint | null {
  let best: AreaPoint | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  const step = cells ? 2 : 1;
  for (let y = 0; y <= box.maxY; y += step) {
    for (let x = 0; x <= box.maxX; x += step) {
      const p: AreaPoint = [x, y];
      if (taken.some((t) => overlaps(t, p))) continue;
      const d = (x - want[0]) ** 2 + (y - want[1]) ** 2;
      if (d < bestD) {
        best = p;
        bestD = d;
      }
    }
  }
  return best;
}

/** Each area's neighbours (by index), from the borders between known, different areas. */
function neighbourIndexes(map: LayoutInput): number[][] {
  const index = new Map(map.areas.map((a, i) => [a.id, i]));
  const out: number[][] = map.areas.map(() => []);
  for (const [a, b] of map.borders) {
    const i = index.get(a);
    const j = index.get(b);
    if (i === undefined || j === undefined || i === j || out[i]?.includes(j)) continue;
    out[i]?.push(j);
    out[j]?.push(i);
  }
  return out;
}

/** Starting places: rings of border distance from the city (or the first area), one per column. */
function rings(map: LayoutInput, near: number[][]): [number, number][] {
  const n = map.areas.length;
  const ring: number[] = new Array(n).fill(-1);
  const start = Math.max(
    0,
    map.areas.findIndex((a) => a.city),
  );
  let next = 0;
  let from = start;
  // Every part of the map that the borders do not join gets rings of its own, further out.
  while (from >= 0) {
    ring[from] = next;
    const queue = [from];
    while (queue.length > 0) {
      const i = queue.shift() as number;
      for (const j of near[i] ?? []) {
        if (ring[j] === -1) {
          ring[j] = (ring[i] as number) + 1;
          queue.push(j);
        }
      }
    }
    next = Math.max(...ring) + 1;
    from = ring.indexOf(-1);
  }
  const seen = new Map<number, number>();
  return ring.map((r) => {
    const k = seen.get(r) ?? 0;
    seen.set(r, k + 1);
    return [r, k];
  });
}

/** Rounds of the force-directed layout: enough for a few dozen areas to settle. */
const ROUNDS = 200;

/**
 * A first arrangement from the borders alone: bordering areas near each other, the rest spread
 * out, each area in its own cell, every one inside the box. The same map always gives the same
 * arrangement.
 */
export function computeLayout(map: LayoutInput): Record<string, AreaPoint> {
  const n = map.areas.length;
  const box = layoutBox(n);
  if (n === 0) return {};
  const near = neighbourIndexes(map);
  const pos = rings(map, near).map(([r, k]) => [r * 1.0, k * 1.0 + 0.01 * r]);
  // Fruchterman-Reingold in a cols x rows box: borders pull, every pair pushes.
  const w = box.cols;
  const h = box.rows;
  const k = Math.sqrt((w * h) / n);
  for (let round = 0; round < ROUNDS; round++) {
    const heat = (Math.max(w, h) / 8) * (1 - round / ROUNDS) + 0.01;
    const move = pos.map(() => [0, 0]);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const pi = pos[i] as number[];
        const pj = pos[j] as number[];
        let dx = (pi[0] as number) - (pj[0] as number);
        let dy = (pi[1] as number) - (pj[1] as number);
        if (dx === 0 && dy === 0) {
          // Two areas on one spot part along a direction fixed by their order.
          dx = 0.01 * (j - i);
          dy = 0.01;
        }
        const d2 = dx * dx + dy * dy;
        const push = (k * k) / d2;
        const mi = move[i] as number[];
        const mj = move[j] as number[];
        mi[0] = (mi[0] as number) + dx * push;
        mi[1] = (mi[1] as number) + dy * push;
        mj[0] = (mj[0] as number) - dx * push;
        mj[1] = (mj[1] as number) - dy * push;
        if (near[i]?.includes(j)) {
          const pull = Math.sqrt(d2) / k;
          mi[0] = (mi[0] as number) - dx * pull;
          mi[1] = (mi[1] as number) - dy * pull;
          mj[0] = (mj[0] as number) + dx * pull;
          mj[1] = (mj[1] as number) + dy * pull;
        }
      }
    }
    for (let i = 0; i < n; i++) {
      const p = pos[i] as number[];
      const m = move[i] as number[];
      const len = Math.hypot(m[0] as number, m[1] as number) || 1;
      const step = Math.min(len, heat) / len;
      p[0] = (p[0] as number) + (m[0] as number) * step;
      p[1] = (p[1] as number) + (m[1] as number) * step;
    }
  }
  // Stretch the result over the box, then give each area the free cell nearest its spot, the
  // best-connected first so the middle of the map keeps its shape.
  const xs = pos.map((p) => p[0] as number);
  const ys = pos.map((p) => p[1] as number);
  const span = (v: number[], cells: number) => {
    const lo = Math.min(...v);
    const hi = Math.max(...v);
    return (x: number) => (hi > lo ? ((x - lo) / (hi - lo)) * 2 * (cells - 1) : cells - 1);
  };
  const sx = span(xs, box.cols);
  const sy = span(ys, box.rows);
  const order = map.areas
    .map((_, i) => i)
    .sort((a, b) => (near[b]?.length ?? 0) - (near[a]?.length ?? 0) || a - b);
  const out: Record<string, AreaPoint> = {};
  const taken: AreaPoint[] = [];
  for (const i of order) {
    const want: [number, number] = [sx(xs[i] as number), sy(ys[i] as number)];
    // There are more cells than areas, so a free cell is always left.
    const p = nearestFree(want, taken, box, true) as AreaPoint;
    taken.push(p);
    out[(map.areas[i] as { id: string }).id] = p;
  }
  return out;
}

/**
 * The place of every area of the map: the saved place where the map has one (moved inside the
 * box), else a free place near where the computed arrangement puts it.
 */
export function placeAreas(map: LayoutInput, saved: MapLayout | undefined): MapLayout {
  const box = layoutBox(map.areas.length);
  const out: Record<string, AreaPoint> = {};
  const missing: string[] = [];
  for (const a of map.areas) {
    const p = saved && Object.hasOwn(saved, a.id) ? saved[a.id] : undefined;
    if (p) out[a.id] = clampTo(p, box);
    else missing.push(a.id);
  }
  if (missing.length === 0) return out;
  const computed = computeLayout(map);
  for (const id of missing) {
    const want = computed[id] as AreaPoint;
    out[id] = nearestFree(want, Object.values(out), box, false) ?? want;
  }
  return out;
}

/**
 * The layout with area `id` dropped at `to` (grid steps, kept inside the box): at the free place
 * nearest it when another area is there; unchanged when no place is free.
 */
export function moveArea(
  layout: MapLayout,
  n: number,
  id: string,
  to: readonly [number, number],
): MapLayout {
  const box = layoutBox(n);
  const others = Object.entries(layout)
    .filter(([k]) => k !== id)
    .map(([, p]) => p);
  const p = nearestFree(clampTo(to, box), others, box, false);
  return p ? { ...layout, [id]: p } : layout;
}

/** One step of a move made without dragging. */
export type Nudge = 'up' | 'down' | 'left' | 'right';
const NUDGE: Readonly<Record<Nudge, AreaPoint>> = {
  up: [0, -1],
  down: [0, 1],
  left: [-1, 0],
  right: [1, 0],
};

/**
 * The layout with area `id` moved one step `dir`, jumping over an area in the way to the next
 * free place; unchanged at the edge of the box or when nothing beyond is free.
 */
export function nudgeArea(layout: MapLayout, n: number, id: string, dir: Nudge): MapLayout {
  const box = layoutBox(n);
  const from = layout[id];
  if (!from) return layout;
  const [dx, dy] = NUDGE[dir];
  const others = Object.entries(layout)
    .filter(([k]) => k !== id)
    .map(([, p]) => p);
  for (let s = 1; ; s++) {
    const p: AreaPoint = [from[0] + dx * s, from[1] + dy * s];
    if (p[0] < 0 || p[1] < 0 || p[0] > box.maxX || p[1] > box.maxY) return layout;
    if (!others.some((o) => overlaps(o, p))) return { ...layout, [id]: p };
  }
}

/** A map as the picture knows it: its name, its areas, and the places the organiser gave them. */
export interface PlacedMap extends LayoutInput {
  readonly name: string;
  readonly layout?: MapLayout;
}

/**
 * True when `a` and `b` are one map to the picture: the same name and the same area ids in the
 * same order. Facts corrected since (a VP, a border) do not part them; the places still fit.
 */
export function samePicture(a: PlacedMap, b: PlacedMap): boolean {
  return (
    a.name === b.name &&
    a.areas.length === b.areas.length &&
    a.areas.every((x, i) => x.id === b.areas[i]?.id)
  );
}

/**
 * The places a new campaign on `map` starts with: the map's own when it has any, else those of
 * the newest of `campaigns` (their maps, oldest first) on the same map whose areas were arranged
 * (back to the first layout counts: it is the organiser's last word); none when no campaign on it
 * was. The arrangement belongs to the map, so a second campaign is not laid out afresh.
 */
export function inheritedLayout(
  map: PlacedMap,
  campaigns: readonly PlacedMap[],
): MapLayout | undefined {
  if (map.layout && Object.keys(map.layout).length > 0) return map.layout;
  const last = [...campaigns].reverse().find((c) => c.layout !== undefined && samePicture(c, map));
  return last?.layout ?? map.layout;
}

/** The largest step a saved place may hold (far beyond any box a map of 200 areas needs). */
const MAX_STEP = 999;

/**
 * Reads saved places from untrusted JSON (a file, storage): an object of area id to [column,
 * row] whole numbers. Places of ids not in `ids` are dropped (an area renamed or taken off the
 * map), so the layout only ever speaks of the map's own areas.
 */
export function readLayout(
  raw: unknown,
  ids: ReadonlySet<string>,
  limit: number,
): Result<MapLayout> {
  const shape = 'map.layout must be an object of area id to [column, row] whole numbers.';
  if (!isPlainObject(raw)) {
    return err('fs.map.shape', 'input', shape);
  }
  const entries = Object.entries(raw);
  if (entries.length > limit) {
    return err('fs.map.size', 'input', `map.layout has more places than a map has areas.`);
  }
  const out: Record<string, AreaPoint> = {};
  for (const [id, p] of entries) {
    const good =
      Array.isArray(p) &&
      p.length === 2 &&
      p.every((v) => Number.isInteger(v) && v >= 0 && v <= MAX_STEP);
    if (!good) return err('fs.map.shape', 'input', `${shape} (${id} is not)`);
    if (ids.has(id)) out[id] = [p[0], p[1]];
  }
  return ok(out);
}
