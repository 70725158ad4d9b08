/**
 * The campaign map as a picture (MapSvg): the organiser drags areas into the printed map's
 * arrangement (a finger or a mouse; a tap picks an area), or picks an area and moves it a step at
 * a time with the arrow buttons; the places are kept with the campaign's map. Under it the same
 * map in words, one line per area (holder, VP, borders, battles), which is what a screen reader
 * reads; and the poster: the picture as a PNG to save or share with the club.
 */
import { useRef, useState } from 'preact/hooks';
import { fileSlug } from '../../core/files/file-name';
import { downloadBlob } from '../../core/platform/download';
import {
  type Battle,
  type CampaignState,
  GRID,
  isCity,
  levelName,
  MARKERS,
  type MapLayout,
  moveArea,
  type Nudge,
  nudgeArea,
  openBattles,
  placeAreas,
  SIDE_NAME,
  type Standing,
} from '../engine';
import { MapSvg, narrowest } from './MapSvg';
import { Card } from './parts';
import { canSharePng, posterPng } from './poster';
import './map.css';

/** A pointer press on an area: where it began, and whether it has moved enough to be a drag. */
interface Press {
  readonly id: string;
  readonly pointer: number;
  readonly x: number;
  readonly y: number;
  /** Screen pixels per picture unit when the press began. */
  readonly scale: number;
}

/** How far (picture units) a press moves before it is a drag rather than a tap. */
const DRAG_FROM = 6;

/** What the open battles do at an area, in words. */
function battleWords(id: string, open: readonly Battle[], city: boolean): string[] {
  return open.flatMap((b) => {
    const t = b.target;
    const who = SIDE_NAME[b.placer];
    if (isCity(t)) return city ? [`City Fight battle ${b.marker} being fought here.`] : [];
    if (t.from === id) return [`Battle ${b.marker}: ${who} attack from here into ${t.to}.`];
    if (t.to === id) return [`Battle ${b.marker}: ${who} attack into here from ${t.from}.`];
    return [];
  });
}

/** Returns the same map in words: one line per area. */
function MapInWords(props: { state: CampaignState }) {
  const { state } = props;
  const open = openBattles(state);
  return (
    <ul class="fs-map-list" data-testid="fs-map-list" aria-label="The map picture in words">
      {state.ready.map.areas.map((a) => {
        const owner = state.owners[a.id] ?? a.owner;
        const near = state.ready.neighbours.get(a.id) ?? [];
        return (
          <li key={a.id} data-map-area={a.id}>
            <strong>
              {a.id} {a.name}
              {a.city ? ' (city location)' : ''}
            </strong>
            : {SIDE_NAME[owner]}, {a.vp} VP. Borders {near.join(', ') || 'none'}.{' '}
            {battleWords(a.id, open, a.city).join(' ')}
          </li>
        );
      })}
      {(['german', 'soviet'] as const).map((side) => {
        const t = state.ready.map.cityTrack[side];
        return (
          <li key={side}>
            <strong>{SIDE_NAME[side]} City Fight Track</strong>: {state.stickers[side]} of{' '}
            {t.vp.length} stickers; milestones at {t.milestones.join(' and ') || 'none'}.
          </li>
        );
      })}
    </ul>
  );
}

const NUDGES: readonly { dir: Nudge; sign: string; word: string }[] = [
  { dir: 'left', sign: '←', word: 'left' },
  { dir: 'up', sign: '↑', word: 'up' },
  { dir: 'down', sign: '↓', word: 'down' },
  { dir: 'right', sign: '→', word: 'right' },
];

/** Returns the poster's heading lines. */
function posterLines(state: CampaignState, st: Standing): string[] {
  const map = state.ready.map;
  return [
    `Firestorm: Stalingrad · ${map.name}`,
    `After ${st.markersUsed} of ${MARKERS} Battle Markers · German ${st.vp.german} VP · Soviet ${st.vp.soviet} VP`,
    `${levelName(st.shiftedLevel)} (after milestones)`,
    ...(map.fixture ? ['TEST FIXTURE: a made-up map, not the printed one.'] : []),
  ];
}

/**
 * Returns the map picture card. `arrange` keeps new places (absent where the picture is only
 * shown, as on a shared campaign).
 */
export function MapPicture(props: {
  state: CampaignState;
  st: Standing;
  arrange?: (layout: MapLayout) => void;
}) {
  const { state, st, arrange } = props;
  const map = state.ready.map;
  const n = map.areas.length;
  const layout = placeAreas(map, map.layout);
  // The area the arrow buttons move; marked on the picture once the organiser picks one.
  const [picked, setPicked] = useState<string | null>(null);
  const selected = picked ?? map.areas[0]?.id ?? '';
  const setSelected = setPicked;
  const [drag, setDrag] = useState<{ id: string; dx: number; dy: number } | null>(null);
  const [note, setNote] = useState('');
  // Areas move only while the organiser says so, so a finger scrolling the page never drags one.
  const [moving, setMoving] = useState(false);
  const movable = arrange !== undefined && moving;
  const press = useRef<Press | null>(null);
  const svg = useRef<SVGSVGElement | null>(null);

  const keep = (next: MapLayout, id: string, why: string) => {
    const [a, b] = [next[id], layout[id]];
    if (!arrange || (a && b && a[0] === b[0] && a[1] === b[1])) {
      setNote(`${id} stays where it was: ${why}.`);
      return;
    }
    arrange(next);
    setNote(`${id} moved.`);
  };
  const areaProps = (id: string) => ({
    onPointerDown: (e: PointerEvent) => {
      const el = svg.current;
      if (!el || e.button > 0) return;
      (e.currentTarget as Element).setPointerCapture(e.pointerId);
      const scale = el.getBoundingClientRect().width / el.viewBox.baseVal.width;
      press.current = { id, pointer: e.pointerId, x: e.clientX, y: e.clientY, scale };
      setSelected(id);
    },
    onPointerMove: (e: PointerEvent) => {
      const p = press.current;
      if (!p || p.pointer !== e.pointerId || !arrange) return;
      const dx = (e.clientX - p.x) / p.scale;
      const dy = (e.clientY - p.y) / p.scale;
      if (drag || Math.hypot(dx, dy) >= DRAG_FROM) setDrag({ id, dx, dy });
    },
    onPointerUp: (e: PointerEvent) => {
      const p = press.current;
      press.current = null;
      if (!p || p.pointer !== e.pointerId || !drag || !arrange) {
        setDrag(null);
        return;
      }
      const from = layout[id];
      setDrag(null);
      if (!from) return;
      const to = [from[0] + drag.dx / GRID.stepX, from[1] + drag.dy / GRID.stepY] as const;
      keep(moveArea(layout, n, id, to), id, 'another area is there');
    },
    onPointerCancel: () => {
      press.current = null;
      setDrag(null);
    },
  });

  const savePoster = (share: boolean) => saveMapPoster(state, st, layout, share, setNote);

  const selectedArea = map.areas.find((a) => a.id === selected);
  return (
    <Card name="map-picture" title="Map picture" class="fs-map" testid="fs-map">
      <p class="fs-small fs-map-how">
        {movable
          ? 'Drag the areas to where they lie on the printed map, or pick one below and move it a step at a time. Their places are kept with the campaign.'
          : 'Numbered arrows are attacks being fought, bursts City Fights being fought.'}
      </p>
      {/* A big map keeps its areas readable and scrolls sideways; the keyboard can scroll it too. */}
      <div
        class="fs-map-wrap"
        {...(narrowest(n) > 300
          ? { tabIndex: 0, role: 'group', 'aria-label': 'Map picture, scrolls sideways' }
          : {})}
      >
        <MapSvg
          state={state}
          layout={layout}
          idPrefix="fs-map"
          drag={drag}
          selected={movable ? picked : null}
          areaProps={movable ? areaProps : undefined}
          label={`Map picture of ${n} areas: the list below says the same in words.`}
          svgRef={svg}
          testid="fs-map-svg"
        />
      </div>
      {arrange && (
        <button
          type="button"
          class="btn-quiet fs-map-toggle"
          aria-pressed={moving}
          onClick={() => {
            setMoving(!moving);
            setNote('');
          }}
          data-testid="fs-map-arrange"
        >
          {moving ? 'Done moving areas' : 'Move areas to match the printed map'}
        </button>
      )}
      {movable && selectedArea && arrange && (
        <MoveWithoutDragging
          areas={map.areas}
          selected={selected}
          onSelect={setSelected}
          onNudge={(dir, word) =>
            keep(nudgeArea(layout, n, selected, dir), selected, `no room ${word} of it`)
          }
          canReset={!!map.layout && Object.keys(map.layout).length > 0}
          onReset={() => {
            arrange({});
            setNote('The areas are back in the first layout.');
          }}
        />
      )}
      <div class="fs-row fs-map-poster">
        <button
          type="button"
          class="btn"
          onClick={() => void savePoster(false)}
          data-testid="fs-map-poster"
        >
          Save poster (PNG)
        </button>
        {canSharePng() && (
          <button type="button" class="btn-quiet" onClick={() => void savePoster(true)}>
            Share poster
          </button>
        )}
      </div>
      <p class="fs-small" role="status" data-testid="fs-map-note">
        {note}
      </p>
      <MapInWords state={state} />
    </Card>
  );
}

/** Draws the campaign's poster and saves or shares it, telling how it went in `setNote`. */
async function saveMapPoster(
  state: CampaignState,
  st: Standing,
  layout: MapLayout,
  share: boolean,
  setNote: (note: string) => void,
): Promise<void> {
  const map = state.ready.map;
  setNote('Drawing the poster…');
  try {
    const png = await posterPng(
      <MapSvg
        state={state}
        layout={layout}
        idPrefix="fs-poster"
        poster={posterLines(state, st)}
        label={`Poster of the campaign on ${map.name}`}
      />,
    );
    const name = `firestorm-poster-${fileSlug(map.name, 'map')}.png`;
    if (share) {
      try {
        await navigator.share({ files: [new File([png], name, { type: 'image/png' })] });
        setNote('Poster shared.');
      } catch (e) {
        setNote((e as Error).name === 'AbortError' ? '' : 'Sharing was refused: save it instead.');
      }
      return;
    }
    downloadBlob(png, name);
    setNote(`Poster saved as ${name}.`);
  } catch (e) {
    setNote(`The poster could not be made: ${(e as Error).message}`);
  }
}

/** The area picker, arrow pad and reset that move an area without dragging it. */
function MoveWithoutDragging(props: {
  areas: CampaignState['ready']['map']['areas'];
  selected: string;
  onSelect: (id: string) => void;
  onNudge: (dir: Nudge, word: string) => void;
  canReset: boolean;
  onReset: () => void;
}) {
  return (
    <fieldset class="fs-row fs-map-move" data-testid="fs-map-move">
      <legend class="fs-small">Move an area without dragging</legend>
      <label class="fs-mini fs-grow">
        Area
        <select
          class="input"
          value={props.selected}
          onChange={(e) => props.onSelect(e.currentTarget.value)}
          data-testid="fs-map-pick"
        >
          {props.areas.map((a) => (
            <option key={a.id} value={a.id}>
              {a.id} {a.name}
            </option>
          ))}
        </select>
      </label>
      <div class="fs-map-pad">
        {NUDGES.map(({ dir, sign, word }) => (
          <button
            aria-label={`Move ${props.selected} ${word}`}
            type="button"
            key={dir}
            class="btn-quiet"
            data-testid={`fs-map-${dir}`}
            onClick={() => props.onNudge(dir, word)}
          >
            {sign}
          </button>
        ))}
      </div>
      <button
        type="button"
        class="btn-quiet"
        disabled={!props.canReset}
        onClick={props.onReset}
        data-testid="fs-map-reset"
      >
        Back to the first layout
      </button>
    </fieldset>
  );
}
