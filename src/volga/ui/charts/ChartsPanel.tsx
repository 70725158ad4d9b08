/**
 * The game's charts: Morale, Supply (roll and bank) and the German Controlled count Turn by
 * Turn, and dice fairness per source, each drawn in SVG with a text table. Figures come from the
 * record's log replayed by the engine's report module (engine/report); nothing here computes a rule.
 */
import type { GameRecord, GameState } from '../../engine/game';
import { MORALE_MAX, STRONG_MORALE, victoryTerms } from '../../engine/game';
import {
  diceFairness,
  type FaceCounts,
  type GameSeries,
  gameSeries,
  type TurnFigures,
} from '../../engine/report';
import { LineChart, M, ticks, W, YGrid } from './LineChart';
import './charts.css';

/** Props: the game's current state and its record. */
export interface ChartsPanelProps {
  readonly state: GameState;
  readonly record: GameRecord;
}

// Replaying a long log costs a few milliseconds: keep the last answer per record.
const cache = new WeakMap<GameRecord, ReturnType<typeof gameSeries>>();
function seriesOf(record: GameRecord): ReturnType<typeof gameSeries> {
  let r = cache.get(record);
  if (!r) {
    r = gameSeries(record);
    cache.set(record, r);
  }
  return r;
}

const SOURCE_LABEL = { owner: 'Your dice (typed in)', app: "The app's dice" } as const;

function FairnessChart(props: { f: FaceCounts }) {
  const f = props.f;
  const id = `chart-dice-${f.source}`;
  const H = 150;
  // The axis ends on a tick at or above the tallest bar, so its labels cover the data.
  const axis = ticks(0, Math.max(1, ...f.observed, Math.ceil(f.expected)));
  const top = axis[axis.length - 1]!;
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const band = plotW / 6;
  const y = (v: number) => M.top + plotH - (v * plotH) / top;
  const p = f.pValue;
  if (f.total === 0)
    return (
      <figure class="card ch-figure" data-testid={id}>
        <figcaption class="ch-caption">{SOURCE_LABEL[f.source]}: no dice yet</figcaption>
        <p class="ch-reading is-none" data-testid={`${id}-reading`}>
          {f.source === 'owner'
            ? 'Dice you type in from the table will be counted here.'
            : 'Dice the app rolls for you will be counted here.'}
        </p>
      </figure>
    );
  return (
    <figure class="card ch-figure" data-testid={id}>
      <figcaption class="ch-caption">
        {SOURCE_LABEL[f.source]}: {f.total} {f.total === 1 ? 'die' : 'dice'}
      </figcaption>
      <svg
        class="ch-svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{`${SOURCE_LABEL[f.source]}: dice by face`}</title>
        <desc id={`${id}-desc`}>
          How often each face came up, as bars, against the {f.expected.toFixed(1)} a fair die gives
          each face, as a dashed line.
        </desc>
        <YGrid axis={axis} y={y} />
        {f.observed.map((o, i) => (
          <g key={i} class="ch-bar">
            <rect
              x={M.left + i * band + band * 0.2}
              y={y(o)}
              width={band * 0.6}
              height={y(0) - y(o)}
            />
            <text class="ch-x" x={M.left + i * band + band / 2} y={H - 8} text-anchor="middle">
              {i + 1}
            </text>
          </g>
        ))}
        {f.total > 0 && (
          <line
            class="ch-expected"
            x1={M.left}
            x2={W - M.right}
            y1={y(f.expected)}
            y2={y(f.expected)}
          />
        )}
      </svg>
      <p class={`ch-reading is-${f.verdict}`} data-testid={`${id}-reading`}>
        {f.reading}
        {f.chiSquare !== null && f.total > 0 && (
          <span class="ch-stat">
            {' '}
            Chi-square {f.chiSquare.toFixed(2)} on 5 degrees of freedom
            {p !== null ? `, p = ${p < 0.001 ? '<0.001' : p.toFixed(3)}` : ''}.
          </span>
        )}
      </p>
      <details class="ch-table">
        <summary>Show as a table</summary>
        <table>
          <caption>{SOURCE_LABEL[f.source]}: each face</caption>
          <thead>
            <tr>
              <th scope="col">Face</th>
              <th scope="col">Seen</th>
              <th scope="col">Fair dice</th>
            </tr>
          </thead>
          <tbody>
            {f.observed.map((o, i) => (
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                <td>{o}</td>
                <td>{f.expected.toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** One figure at the start of each Turn and now, as a line. */
function TurnLine(props: {
  id: string;
  title: string;
  name: string;
  s: GameSeries;
  pick: (t: TurnFigures) => number;
  now: number;
  yMax: number;
  reference: { readonly value: number; readonly label: string; readonly below?: string };
  note?: string;
}) {
  const { s } = props;
  const labels = [...s.turns.map((t) => `T${t.turn}`), 'Now'];
  const values = [...s.turns.map(props.pick), props.now];
  return (
    <LineChart
      id={props.id}
      title={props.title}
      description={`${props.name} by Turn: ${labels.map((l, i) => `${l} ${values[i]}`).join(', ')}.${props.note ? ` ${props.note}` : ''}`}
      xLabels={labels}
      series={[{ name: props.name, tone: 'a', values }]}
      yMin={0}
      yMax={props.yMax}
      reference={props.reference}
    />
  );
}

/**
 * Returns the Turn-by-Turn charts: German Morale, German Controlled Areas against the victory
 * target, and each Supply roll with what was banked. The charts and the after-action report show these.
 */
export function TrendCharts(props: {
  s: GameSeries;
  state: Pick<GameState, 'scenario' | 'options'>;
}) {
  const { s, state } = props;
  const supplyLabels = s.turns.map((t) => `T${t.turn}`);
  const rolls = s.turns.map((t) => t.supplyRoll);
  const banked = s.turns.map((t) => t.banked);
  const supplyTop = Math.max(24, ...rolls.map((v) => v ?? 0), ...banked.map((v) => v ?? 0));
  const terms = victoryTerms(state);
  const lines = [
    {
      id: 'chart-morale',
      title: 'German Morale at the start of each Turn, and now',
      name: 'Morale',
      pick: (t: TurnFigures) => t.moraleAtStart,
      now: s.now.morale,
      yMax: MORALE_MAX,
      // The Strong/Shaken line sits between the engine's two sides of the threshold (5.2).
      reference: {
        value: STRONG_MORALE - 0.5,
        label: `Strong ${STRONG_MORALE}+ (5.2)`,
        below: `Shaken ${STRONG_MORALE - 1} or less`,
      },
      note: `Strong at ${STRONG_MORALE} or more, Shaken at ${STRONG_MORALE - 1} or less (5.2).`,
    },
    {
      id: 'chart-controlled',
      title: 'German Controlled Areas at the start of each Turn, and now',
      name: 'German Controlled',
      pick: (t: TurnFigures) => t.controlledAtStart,
      now: s.now.controlled,
      yMax: 50,
      reference:
        state.scenario === 'main'
          ? { value: terms.target, label: `Target ${terms.target} (${terms.rule})` }
          : { value: 50, label: `All 50 (${terms.rule})` },
    },
  ];
  return (
    <>
      {lines.map((l) => (
        <TurnLine key={l.id} s={s} {...l} />
      ))}
      <LineChart
        id="chart-supply"
        title="Supply: each Turn's roll and what was left banked"
        description={`Supply by Turn: ${s.turns.map((t) => `T${t.turn} roll ${t.supplyRoll ?? 'not yet'}, banked ${t.banked ?? 'not yet'}`).join('; ')}.`}
        xLabels={supplyLabels}
        series={[
          { name: 'Roll (as it counted)', tone: 'a', values: rolls },
          { name: 'Banked after buying', tone: 'b', values: banked },
        ]}
        yMin={0}
        yMax={supplyTop}
        note={`Banked now: ${s.now.supply} Supply Points (6.3.1).`}
      />
    </>
  );
}

function Charts(props: { s: GameSeries; state: GameState }) {
  const { s, state } = props;
  const fair = diceFairness(s.rolls);
  return (
    <div class="ch-panel">
      <TrendCharts s={s} state={state} />
      <section class="card ch-dice" aria-labelledby="chart-dice-title">
        <h3 class="ch-h3" id="chart-dice-title">
          Dice fairness
        </h3>
        <p class="ch-note">
          Every die rolled in this game (Random Events, Supply, Bloody Streets, combat), each face
          against the one in six fair dice give. Undone rolls are not counted.
        </p>
        {(['owner', 'app'] as const)
          .filter((src) => fair[src].total > 0 || src === 'owner')
          .map((src) => (
            <FairnessChart key={src} f={fair[src]} />
          ))}
      </section>
    </div>
  );
}

/** Returns the game's charts: Morale, supply, German Controlled, dice fairness. */
export function ChartsPanel(props: ChartsPanelProps) {
  const r = seriesOf(props.record);
  if (!r.ok)
    return (
      <p class="callout" role="alert">
        The charts could not read this game's log: {r.error.message}
      </p>
    );
  return <Charts s={r.value} state={props.state} />;
}
