/**
 * The campaign map drawn as a schematic: each area a box at its place on the picture, with its
 * id, its VP and its holder in colour, pattern and word (so it never rests on colour alone);
 * borders as lines, attacks being fought as numbered arrows, City Fights being fought as bursts
 * on the city location, and each side's City Fight Track with its stickers and milestones. The
 * drawing reads its colours from the stylesheet's classes (map.css), so it follows the theme; the
 * poster is the same drawing with a heading and the areas' names added. What it draws follows
 * the campaign text: an attack crosses a border line from a friendly into an enemy area (Place
 * Battle Marker, lines 19 and 59-63); City Fight Explosions, several at once, go inside the
 * Stalingrad Location (lines 23 and 65); milestones sit on the City Fight Track (Milestones,
 * lines 152-158).
 */
import type { ComponentChildren } from 'preact';
import {
  AREA_BOX,
  type AreaPoint,
  type CampaignState,
  GRID,
  isCity,
  layoutBox,
  type MapLayout,
  openBattles,
  SIDE_NAME,
  SIDES,
  type Side,
} from '../engine';

/** Room around the map, in picture units. */
const PAD = 10;
/** The City Fight Track's rows: label width, box size at most, row height. */
const TRACK = { label: 64, box: 34, row: 44, head: 26 } as const;
/** The poster's heading and name list: line heights. */
const POSTER = { title: 26, line: 18, gap: 14 } as const;

/** How far a battle's badge sits to the side of a vertical border, clear of the holder's word. */
const BADGE_ASIDE = 26;

/** The short word for the holder, drawn on every area. */
const SIDE_MARK: Readonly<Record<Side, string>> = { german: 'GER', soviet: 'SOV' };

/** Where an area's box starts on the picture, from its place in grid steps. */
export const boxAt = (p: AreaPoint): [number, number] => [
  PAD + p[0] * GRID.stepX,
  PAD + p[1] * GRID.stepY,
];

/** The least scale the screen draws the picture at; below it the picture scrolls sideways. */
const MIN_SCALE = 0.75;

/** The width in CSS pixels under which the picture of `n` areas scrolls sideways. */
export const narrowest = (n: number): number =>
  Math.round(Math.max(mapSize(n)[0], 300) * MIN_SCALE);

/** The map part's width and height in picture units for `n` areas. */
function mapSize(n: number): [number, number] {
  const box = layoutBox(n);
  return [
    2 * PAD + box.maxX * GRID.stepX + AREA_BOX.w,
    2 * PAD + box.maxY * GRID.stepY + AREA_BOX.h,
  ];
}

/** The point where the line from a box's centre along (dx, dy) leaves the box. */
function edge(c: [number, number], dx: number, dy: number, more: number): [number, number] {
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const t = Math.min(
    ux === 0 ? Infinity : AREA_BOX.w / 2 / Math.abs(ux),
    uy === 0 ? Infinity : AREA_BOX.h / 2 / Math.abs(uy),
  );
  return [c[0] + ux * (t + more), c[1] + uy * (t + more)];
}

/** An id's font size: smaller for a long id, so it always fits its box. */
const idSize = (id: string): number => Math.min(17, (AREA_BOX.w - 8) / (0.62 * id.length));

/** A burst (an eight-pointed star) around (x, y). */
function burst(x: number, y: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI * i) / 8;
    const d = i % 2 ? r * 0.7 : r;
    pts.push(`${(x + d * Math.sin(a)).toFixed(1)},${(y - d * Math.cos(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

/** One side's row of the City Fight Track: sticker spaces, earned ones filled, milestones marked. */
function TrackRow(props: { state: CampaignState; side: Side; y: number; width: number }) {
  const { side, y } = props;
  const t = props.state.ready.map.cityTrack[side];
  const got = props.state.stickers[side];
  const size = Math.max(
    16,
    Math.min(
      TRACK.box,
      Math.floor((props.width - 2 * PAD - TRACK.label) / Math.max(1, t.vp.length)),
    ),
  );
  return (
    <g class={`fs-track fs-track-${side}`}>
      <text x={PAD} y={y + size / 2 + 5} class="fs-track-label">
        {SIDE_NAME[side]}
      </text>
      {t.vp.map((vp, i) => {
        const x = PAD + TRACK.label + i * size;
        const earned = i < got;
        const milestone = t.milestones.includes(i + 1);
        return (
          <g key={i} class={earned ? 'fs-sticker fs-sticker-on' : 'fs-sticker'}>
            <rect x={x + 2} y={y} width={size - 4} height={size - 4} rx={3} />
            <text x={x + size / 2} y={y + size / 2 + 2} class="fs-sticker-vp">
              {vp ?? '?'}
            </text>
            {milestone && (
              <polygon
                class="fs-milestone"
                points={`${x + size / 2 - 5},${y + size + 6} ${x + size / 2 + 5},${y + size + 6} ${x + size / 2},${y + size - 2}`}
              />
            )}
          </g>
        );
      })}
    </g>
  );
}

export interface MapSvgProps {
  readonly state: CampaignState;
  readonly layout: MapLayout;
  /** Ids for the patterns, unique on the page. */
  readonly idPrefix: string;
  /** The area being moved and how far it is off its place, in picture units. */
  readonly drag?: { readonly id: string; readonly dx: number; readonly dy: number } | null;
  readonly selected?: string | null;
  /** Pointer handlers of an area (absent on the poster and a read-only view). */
  readonly areaProps?: (id: string) => Record<string, unknown>;
  /** The poster's heading lines; the poster also lists the areas' names. */
  readonly poster?: readonly string[];
  readonly label: string;
  readonly svgRef?: { current: SVGSVGElement | null };
  readonly testid?: string;
}

/** Returns the map picture as an SVG. */
export function MapSvg(props: MapSvgProps) {
  const { state, layout, idPrefix } = props;
  const areas = state.ready.map.areas;
  const [mapW, roomH] = mapSize(areas.length);
  // Only the organiser moving areas needs the empty rows to move them into; the picture, the
  // poster and the print end under the lowest area instead of under a band of empty rows.
  const lowest = Math.max(0, ...areas.map((a) => layout[a.id]?.[1] ?? 0));
  const mapH = props.areaProps
    ? roomH
    : Math.min(roomH, 2 * PAD + lowest * GRID.stepY + AREA_BOX.h);
  const names = areas.map(
    (a) =>
      `${a.id}  ${a.name}${a.city ? ' (city location)' : ''} · ${a.vp} VP · ${SIDE_NAME[state.owners[a.id] ?? a.owner]}`,
  );
  // The poster is wide enough for its longest line (about 0.55 em a character at 13 and 17 units).
  const posterW = props.poster
    ? Math.max(
        ...names.map((t) => t.length * 7.2),
        ...props.poster.map((t, i) => t.length * (i === 0 ? 9.6 : 7.2)),
      ) +
      2 * PAD
    : 0;
  // A long City Fight Track widens the picture rather than shrinking its spaces below 16 units.
  const spaces = Math.max(...SIDES.map((s) => state.ready.map.cityTrack[s].vp.length));
  const trackW = 2 * PAD + TRACK.label + spaces * 16;
  const width = Math.ceil(Math.max(mapW, 300, posterW, trackW));
  const top = props.poster
    ? POSTER.title + (props.poster.length - 1) * POSTER.line + POSTER.gap
    : 0;
  const trackTop = top + mapH + TRACK.head;
  const namesTop = trackTop + 2 * TRACK.row + 10;
  const height = props.poster
    ? namesTop + areas.length * POSTER.line + PAD
    : trackTop + 2 * TRACK.row;
  const at = (id: string): [number, number] => {
    const [x, y] = boxAt(layout[id] ?? [0, 0]);
    const d = props.drag?.id === id ? props.drag : null;
    return [x + (mapW < width ? (width - mapW) / 2 : 0) + (d?.dx ?? 0), y + top + (d?.dy ?? 0)];
  };
  const centre = (id: string): [number, number] => {
    const [x, y] = at(id);
    return [x + AREA_BOX.w / 2, y + AREA_BOX.h / 2];
  };
  const raisedId = props.drag?.id ?? props.selected ?? null;
  const raisedArea = areas.find((a) => a.id === raisedId && layout[a.id]);
  const open = openBattles(state);
  const city = state.ready.city.id;
  const cityFights = open.filter((b) => isCity(b.target));
  const pattern = (s: Side) => `${idPrefix}-${s}`;
  const lines: ComponentChildren[] = [];
  for (const [a, b] of state.ready.map.borders) {
    if (!layout[a] || !layout[b]) continue;
    const [x1, y1] = centre(a);
    const [x2, y2] = centre(b);
    lines.push(<line key={`${a} ${b}`} class="fs-border" x1={x1} y1={y1} x2={x2} y2={y2} />);
  }
  /** Area `a`'s box; `copy`: drawn again over the others, for the eye only. */
  const drawArea = (a: (typeof areas)[number], copy = false) => {
    const [x, y] = at(a.id);
    const owner = state.owners[a.id] ?? a.owner;
    const cls = [
      'fs-node',
      `fs-node-${owner}`,
      a.city ? 'fs-node-city' : '',
      props.selected === a.id ? 'fs-node-selected' : '',
      props.drag?.id === a.id ? 'fs-node-drag' : '',
      props.areaProps ? 'fs-node-movable' : '',
    ];
    return (
      <g
        key={a.id}
        class={cls.join(' ').trim()}
        transform={`translate(${x} ${y})`}
        {...(copy
          ? { 'data-testid': 'fs-map-top', 'data-copy-of': a.id, 'pointer-events': 'none' }
          : { 'data-map-area': a.id, ...(props.areaProps?.(a.id) ?? {}) })}
      >
        {!copy && <title>{`${a.id} ${a.name}: ${SIDE_NAME[owner]}, ${a.vp} VP`}</title>}
        <rect class="fs-node-box" width={AREA_BOX.w} height={AREA_BOX.h} rx={8} />
        <rect
          width={AREA_BOX.w}
          height={AREA_BOX.h}
          rx={8}
          fill={`url(#${pattern(owner)})`}
          class="fs-node-pattern"
        />
        {a.city && (
          <rect
            class="fs-node-city-ring"
            x={3}
            y={3}
            width={AREA_BOX.w - 6}
            height={AREA_BOX.h - 6}
            rx={6}
          />
        )}
        <text x={AREA_BOX.w / 2} y={19} class="fs-node-id" font-size={idSize(a.id)}>
          {a.id}
        </text>
        <text x={AREA_BOX.w / 2} y={33} class="fs-node-vp">
          {`${a.vp} VP`}
        </text>
        <rect
          class="fs-node-band"
          x={6}
          y={AREA_BOX.h - 17}
          width={AREA_BOX.w - 12}
          height={13}
          rx={3}
        />
        <text x={AREA_BOX.w / 2} y={AREA_BOX.h - 7} class="fs-node-side">
          {SIDE_MARK[owner]}
        </text>
      </g>
    );
  };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      class={[
        'fs-map-svg',
        props.poster ? 'fs-poster' : '',
        props.areaProps ? 'fs-map-movable' : '',
      ]
        .join(' ')
        .trim()}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={props.label}
      ref={props.svgRef}
      data-testid={props.testid}
      style={props.poster ? undefined : { minWidth: `${narrowest(areas.length)}px` }}
      font-family="system-ui, sans-serif"
    >
      <defs>
        <pattern id={pattern('german')} width="8" height="8" patternUnits="userSpaceOnUse">
          <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" class="fs-hatch fs-hatch-german" />
        </pattern>
        <pattern id={pattern('soviet')} width="8" height="8" patternUnits="userSpaceOnUse">
          <circle cx="4" cy="4" r="1.4" class="fs-hatch fs-hatch-soviet" />
        </pattern>
      </defs>
      <rect class="fs-map-ground" x={0} y={0} width={width} height={height} />
      {props.poster?.map((text, i) => (
        <text
          key={text}
          x={PAD}
          y={PAD + POSTER.title - 6 + i * POSTER.line}
          class={i === 0 ? 'fs-poster-title' : 'fs-poster-line'}
        >
          {text}
        </text>
      ))}
      <g class="fs-borders-drawn">{lines}</g>
      {areas.map((a) => drawArea(a))}
      {
        // The area being dragged or picked is drawn again over the others (SVG paints in order):
        // a copy, so the area itself keeps its place among them and the pointer it holds.
        raisedArea && drawArea(raisedArea, true)
      }
      {open.flatMap((b) => {
        const t = b.target;
        if (isCity(t) || !layout[t.from] || !layout[t.to]) return [];
        const c1 = centre(t.from);
        const c2 = centre(t.to);
        const dx = c2[0] - c1[0];
        const dy = c2[1] - c1[1];
        const [x1, y1] = edge(c1, dx, dy, 0);
        const [x2, y2] = edge(c2, -dx, -dy, 0);
        // Between boxes one above the other the badge would lie on the upper box's holder
        // ("GER" is centred on its bottom band): it sits off the centre line, past the word.
        const near = Math.hypot(x2 - x1, y2 - y1) <= 30;
        const mx = (x1 + x2) / 2 + (near && Math.abs(dx) < Math.abs(dy) ? BADGE_ASIDE : 0);
        const my = (y1 + y2) / 2;
        const turn = (Math.atan2(dy, dx) * 180) / Math.PI;
        // A numbered badge pointing at the area attacked, on the border between the two; a line
        // joins them when the organiser has put them apart.
        return [
          <g key={b.marker} class="fs-attack" data-battle={b.marker}>
            {!near && <line x1={x1} y1={y1} x2={x2} y2={y2} />}
            <path
              transform={`translate(${mx} ${my}) rotate(${turn.toFixed(1)})`}
              d="M-4,-11 A11,11 0 1,0 -4,11 L14,0 Z"
            />
            <text x={mx - 2 * Math.cos((turn * Math.PI) / 180)} y={my + 4} class="fs-attack-n">
              {b.marker}
            </text>
          </g>,
        ];
      })}
      {cityFights.map((b, i) => {
        const [x, y] = at(city);
        const bx = x + AREA_BOX.w - 4 - i * 22;
        const by = y + 2;
        return (
          <g key={b.marker} class="fs-attack fs-city-fight" data-battle={b.marker}>
            <polygon points={burst(bx, by, 13)} />
            <text x={bx} y={by + 4} class="fs-attack-n">
              {b.marker}
            </text>
          </g>
        );
      })}
      <text x={PAD} y={top + mapH + 14} class="fs-track-title">
        City Fight Track (▲ milestone)
      </text>
      {SIDES.map((side, i) => (
        <TrackRow key={side} state={state} side={side} y={trackTop + i * TRACK.row} width={width} />
      ))}
      {props.poster &&
        names.map((text, i) => (
          <text key={text} x={PAD} y={namesTop + i * POSTER.line + 12} class="fs-poster-line">
            {text}
          </text>
        ))}
    </svg>
  );
}
