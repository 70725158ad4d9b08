/**
 * A small SVG line or step chart (no chart library) with a text table beside it for screen
 * readers and anyone who prefers numbers. Hook-free, so it renders anywhere.
 */
import type { ComponentChildren } from 'preact';

/** One plotted series: values per x label (null leaves a gap). */
export interface Series {
  readonly name: string;
  readonly values: readonly (number | null)[];
  /** 'step' draws the value held until the next point. */
  readonly kind?: 'line' | 'step';
  /** 'a' solid accent, 'b' dashed ink. */
  readonly tone: 'a' | 'b';
}

/** Every chart's width in SVG units. */
export const W = 320;
const H = 168;
/** Every chart's margins: room for axis labels at the chart's 14-unit type (about 13-15 px on a phone). */
export const M = { left: 30, right: 10, top: 14, bottom: 28 } as const;

/** The horizontal grid lines of a chart, each labelled with its value on the left. */
export function YGrid(props: { axis: readonly number[]; y: (v: number) => number }) {
  const { y } = props;
  return (
    <g class="ch-grid">
      {props.axis.map((t) => (
        <g key={t}>
          <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} />
          <text x={M.left - 4} y={y(t) + 5} text-anchor="end">
            {t}
          </text>
        </g>
      ))}
    </g>
  );
}

/**
 * Returns round tick values from min up to the first tick at or above max (about five steps),
 * so the axis always covers the data: Morale 0-19 gets 0, 5, 10, 15, 20; 0-50 gets 0, 10 ... 50.
 */
export function ticks(min: number, max: number): number[] {
  const span = Math.max(1, max - min);
  const raw = span / 5;
  const mag = 10 ** Math.floor(Math.log10(raw));
  // Counts are whole numbers: never a tick step below 1.
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag);
  const out: number[] = [];
  let v = Math.floor(min / step) * step;
  for (; v < max - 1e-9; v += step) out.push(v);
  out.push(v);
  return out;
}

/** Returns the SVG path of one series ('M x y L x y ...'), broken at nulls. */
export function seriesPath(
  values: readonly (number | null)[],
  x: (i: number) => number,
  y: (v: number) => number,
  step: boolean,
): string {
  let d = '';
  let prev: { x: number; y: number } | null = null;
  values.forEach((v, i) => {
    if (v === null) {
      prev = null;
      return;
    }
    const p = { x: x(i), y: y(v) };
    if (prev === null) d += `M${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
    else if (step) d += `H${p.x.toFixed(1)}V${p.y.toFixed(1)}`;
    else d += `L${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
    prev = p;
  });
  return d;
}

/** Returns a chart with its title, legend and a table alternative. */
export function LineChart(props: {
  id: string;
  title: string;
  description: string;
  xLabels: readonly string[];
  series: readonly Series[];
  yMin: number;
  yMax: number;
  /** A dashed level line: `label` is written above it, `below` (if any) under it. */
  reference?: { readonly value: number; readonly label: string; readonly below?: string };
  note?: ComponentChildren;
}) {
  const { xLabels } = props;
  // The axis runs from tick to tick, so its labels cover the data (Morale 19 sits under 20).
  const axis = ticks(props.yMin, Math.max(props.yMax, props.yMin + 1));
  const yMin = axis[0]!;
  const yMax = axis[axis.length - 1]!;
  const n = xLabels.length;
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const x = (i: number) => (n <= 1 ? M.left + plotW / 2 : M.left + (i * plotW) / (n - 1));
  const y = (v: number) =>
    M.top + plotH - ((Math.min(yMax, Math.max(yMin, v)) - yMin) * plotH) / (yMax - yMin);
  const every = Math.max(1, Math.ceil(n / 8));
  const titleId = `${props.id}-title`;
  const descId = `${props.id}-desc`;
  return (
    <figure class="card ch-figure" data-testid={props.id}>
      <figcaption class="ch-caption">{props.title}</figcaption>
      <svg
        class="ch-svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{props.title}</title>
        <desc id={descId}>{props.description}</desc>
        <YGrid axis={axis} y={y} />
        <g class="ch-x">
          {xLabels.map((l, i) =>
            i % every === 0 || i === n - 1 ? (
              <text key={l} x={x(i)} y={H - 8} text-anchor="middle">
                {l}
              </text>
            ) : null,
          )}
        </g>
        {props.reference && (
          <g class="ch-ref">
            <line
              x1={M.left}
              x2={W - M.right}
              y1={y(props.reference.value)}
              y2={y(props.reference.value)}
            />
            <text x={W - M.right} y={y(props.reference.value) - 4} text-anchor="end">
              {props.reference.label}
            </text>
            {props.reference.below && (
              <text x={W - M.right} y={y(props.reference.value) + 16} text-anchor="end">
                {props.reference.below}
              </text>
            )}
          </g>
        )}
        {props.series.map((s) => (
          <g key={s.name} class={`ch-series ch-tone-${s.tone}`}>
            <path d={seriesPath(s.values, x, y, s.kind === 'step')} />
            {s.values.map((v, i) =>
              v === null ? null : <circle key={xLabels[i]} cx={x(i)} cy={y(v)} r="3" />,
            )}
          </g>
        ))}
      </svg>
      {props.series.length > 1 && (
        <ul class="ch-legend" aria-hidden="true">
          {props.series.map((s) => (
            <li key={s.name}>
              <span class={`ch-swatch ch-tone-${s.tone}`} /> {s.name}
            </li>
          ))}
        </ul>
      )}
      {props.note && <p class="ch-note">{props.note}</p>}
      <details class="ch-table">
        <summary>Show as a table</summary>
        <table>
          <caption>{props.title}</caption>
          <thead>
            <tr>
              <th scope="col">Turn</th>
              {props.series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {xLabels.map((l, i) => (
              <tr key={l}>
                <th scope="row">{l}</th>
                {props.series.map((s) => (
                  <td key={s.name}>{s.values[i] ?? '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
