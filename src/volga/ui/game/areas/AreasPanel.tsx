/**
 * All 50 Areas at a glance: a grid by Area number, each tile coloured by control and marked with
 * a shape and words as well (colour is never the only signal), with the Soviet unit and the
 * German stack. Tapping a tile opens the Area: its units and the actions the engine allows now.
 */
import { useMemo, useState } from 'preact/hooks';
import { Section } from '../../../../core/controls/Section';
import type { GamePanelProps } from '../combat/run';
import { AreaSheet } from './AreaSheet';
import {
  type AreaView,
  areaSummary,
  areaViews,
  boardCounts,
  controlWord,
  tileGermans,
  tileSoviet,
  tileStatus,
} from './model';
// The game screen's stylesheet: its openable rows (gp-pick) serve the sheet's unit moves too.
import '../game.css';
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
    <Section
      id="ga-title"
      title="Areas"
      class="ga"
      testid="areas-panel"
      headClass="ga-head"
      aside={
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
      }
    >
      {state.kit.fixture && (
        <p class="callout ga-fixture" role="note">
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
    </Section>
  );
}

/**
 * One Area's tile, in words read at arm's length: number, controlling side (shape beside its
 * word), the Soviet unit, the German Fresh and Spent counts, and the Round's and board's words.
 */
function Tile(props: { v: AreaView; onOpen: () => void }) {
  const { v } = props;
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
  const germans = tileGermans(v);
  const soviet = tileSoviet(v.soviet);
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
        <span class="ga-side">
          <span class="ga-mark">{v.control === 'german' ? '✚' : '★'}</span> {controlWord(v)}
        </span>
      </span>
      {soviet && (
        <span class="ga-sov" aria-hidden="true">
          {soviet}
        </span>
      )}
      {germans.length > 0 && (
        <span class="ga-ger" aria-hidden="true">
          {germans.map((w, i) => (
            <span key={w}>{i < germans.length - 1 ? `${w},` : w}</span>
          ))}
        </span>
      )}
      <span class="ga-status" aria-hidden="true">
        {tileStatus(v).map((w) => (
          <span key={w}>{w}</span>
        ))}
      </span>
    </button>
  );
}

/** What the shapes, colours and words on the tiles mean. */
function Legend() {
  return (
    <details class="ga-legend">
      <summary>What the tiles show</summary>
      <ul>
        <li>
          <span class="ga-key ga-german">✚</span> German: a German Controlled Area (blue, cross)
        </li>
        <li>
          <span class="ga-key ga-soviet">★</span> Soviet: a Soviet Controlled Area (orange, star)
        </li>
        <li>
          <strong>? Light Urban</strong> an Unrevealed Soviet unit and the terrain it shows
        </li>
        <li>
          <strong>6 Guards</strong> a Revealed unit: its Defense Factor and Strategy
        </li>
        <li>
          <strong>2 Fresh, 1 Spent</strong> the German units there
        </li>
        <li>
          <strong>Can activate</strong> Fresh units that may be activated now;{' '}
          <strong>Active</strong> the Active Area; <strong>Attack owed</strong> a Mandatory Attack
          is owed (9.1)
        </li>
        <li>Contested (both sides), Isolated (12.3), Vacant (no Soviet unit), as on the board</li>
      </ul>
    </details>
  );
}
