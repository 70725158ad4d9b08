/**
 * All 50 Areas at a glance: a grid by Area number, each tile coloured by control and marked with
 * a shape and words as well (colour is never the only signal), with the Soviet unit and the
 * German stack. Tapping a tile opens the Area: its units and the actions the engine allows now.
 */
import { useMemo, useState } from 'preact/hooks';
import type { GamePanelProps } from '../combat/shared';
import { AreaSheet } from './AreaSheet';
import {
  type AreaView,
  areaSummary,
  areaViews,
  boardCounts,
  sovietShort,
  statusWords,
  TERRAIN_SHORT,
} from './model';
import './areas.css';

/** Props of AreasPanel: the game panels' shared props. */
export type AreasPanelProps = GamePanelProps;

/** Returns the Areas overview and, when an Area is tapped, its sheet. */
export function AreasPanel(props: AreasPanelProps) {
  const { state } = props;
  const views = useMemo(() => areaViews(state), [state]);
  const counts = boardCounts(views);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section class="ga" aria-labelledby="ga-title" data-testid="areas-panel">
      <div class="ga-head">
        <h2 class="section-title" id="ga-title">
          Areas
        </h2>
        <p class="ga-counts" data-testid="areas-counts">
          <span>
            <strong>{state.germanControlled}</strong> German Controlled
          </span>
          <span>
            <strong>{counts.contested}</strong> Contested
          </span>
          <span>
            <strong>{counts.isolated}</strong> Isolated
          </span>
        </p>
      </div>
      {state.kit.fixture && (
        <p class="ga-fixture" role="note">
          {state.kit.name}: the map, terrains and counters here are made up for testing.
        </p>
      )}
      <Legend />
      <ol class="ga-grid" aria-label="Areas by number">
        {views.map((v) => (
          <li key={v.n}>
            <Tile v={v} onOpen={() => setOpen(v.n)} />
          </li>
        ))}
      </ol>
      {open !== null && (
        <AreaSheet
          n={open}
          state={state}
          dispatch={props.dispatch}
          onOpen={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}

/** One Area's tile: number and control shape, Soviet unit, German stack, markers. */
function Tile(props: { v: AreaView; onOpen: () => void }) {
  const { v } = props;
  const words = statusWords(v);
  const cls = [
    'ga-tile',
    `ga-${v.control}`,
    v.contested ? 'ga-contested' : '',
    v.active ? 'ga-active' : '',
    v.canActivate ? 'ga-can' : '',
    v.attackOwed ? 'ga-owed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      class={cls}
      aria-label={areaSummary(v)}
      onClick={props.onOpen}
      data-testid={`area-${v.n}`}
      data-control={v.control}
    >
      <span class="ga-row1" aria-hidden="true">
        <span class="ga-num">{v.n}</span>
        {/* In the top row, so it never sits on the status words below. */}
        {v.canActivate && <span class="ga-dot">◆</span>}
        <span class="ga-mark">{v.control === 'german' ? '✚' : '★'}</span>
      </span>
      <span class="ga-sov" aria-hidden="true">
        {/* Short terrain, as for an Unrevealed unit: the full name does not fit a tile. */}
        {sovietShort(v.soviet) || (v.terrain ? TERRAIN_SHORT[v.terrain] : '')}
      </span>
      <span class="ga-ger" aria-hidden="true">
        {v.germans.length > 0 ? `${v.fresh}F ${v.spent}S` : ''}
      </span>
      <span class="ga-status" aria-hidden="true">
        {(v.active ? ['Active'] : v.attackOwed ? ['Attack!'] : words).map((w) => (
          <span key={w}>{w}</span>
        ))}
      </span>
    </button>
  );
}

/** What the shapes, colours and letters on the tiles mean. */
function Legend() {
  return (
    <details class="ga-legend">
      <summary>What the tiles show</summary>
      <ul>
        <li>
          <span class="ga-key ga-german">✚</span> German Controlled (blue, cross)
        </li>
        <li>
          <span class="ga-key ga-soviet">★</span> Soviet Controlled (orange, star)
        </li>
        <li>
          <strong>? LU</strong> an Unrevealed Soviet unit and its terrain (Clr Clear, Elv Elevated,
          LU Light Urban, HU Heavy Urban)
        </li>
        <li>
          <strong>6 Gds</strong> a Revealed unit: Defense Factor and Strategy (Hero Heroes, Amb
          Ambush, Barr Barrage, Fan Fanatic, Gds Guards, Pav Pavlov's House)
        </li>
        <li>
          <strong>2F 1S</strong> German units: Fresh and Spent
        </li>
        <li>
          <strong>◆</strong> Fresh units that may be activated now; <strong>Active</strong> the
          Active Area; <strong>Attack!</strong> a Mandatory Attack is owed (9.1)
        </li>
        <li>Contested (both sides), Isolated (12.3), Vacant (no Soviet unit), as on the board</li>
      </ul>
    </details>
  );
}
