/**
 * The report's charts as one PNG a player can post: Morale, German Controlled and Supply Turn by
 * Turn, and each attack's chance of taking its Area against what happened, drawn on a canvas in
 * the app's palette (read from theme.css's variables, so the image matches the theme in use).
 */
import { MORALE_MAX, STRONG_MORALE } from '../../../engine/game';
import type { GameReport } from '../../../engine/report';
import { ticks } from '../../charts/LineChart';
import { captureLuckText, headline } from './words';

const WIDTH = 800;
const PAD = 32;
const CHART_H = 200;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

interface Palette {
  readonly bg: string;
  readonly ink: string;
  readonly muted: string;
  readonly line: string;
  readonly a: string;
  readonly b: string;
  readonly good: string;
  readonly bad: string;
}

function palette(): Palette {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string) => css.getPropertyValue(name).trim();
  return {
    bg: v('--surface'),
    ink: v('--ink'),
    muted: v('--muted'),
    line: v('--line'),
    a: v('--accent-ink'),
    b: v('--german-edge'),
    good: v('--good'),
    bad: v('--bad'),
  };
}

interface Plot {
  readonly title: string;
  readonly labels: readonly string[];
  readonly series: readonly { name: string; values: readonly (number | null)[]; tone: 'a' | 'b' }[];
  readonly yMax: number;
  readonly reference?: { value: number; label: string };
}

/** Draws one line chart with its title, axis and legend in the band starting at `top`. */
function drawPlot(c: CanvasRenderingContext2D, p: Palette, top: number, plot: Plot): void {
  const left = PAD + 36;
  const right = WIDTH - PAD;
  const plotTop = top + 38;
  const plotBottom = top + CHART_H - 48;
  const axis = ticks(0, Math.max(1, plot.yMax));
  const yMax = axis[axis.length - 1]!;
  const y = (v: number) =>
    plotBottom - (Math.min(yMax, Math.max(0, v)) / yMax) * (plotBottom - plotTop);
  const n = plot.labels.length;
  const x = (i: number) => (n <= 1 ? (left + right) / 2 : left + (i * (right - left)) / (n - 1));
  c.fillStyle = p.ink;
  c.font = `600 20px ${FONT}`;
  c.textAlign = 'left';
  c.fillText(plot.title, PAD, top + 20);
  c.font = `15px ${FONT}`;
  c.lineWidth = 1;
  for (const t of axis) {
    c.strokeStyle = p.line;
    c.globalAlpha = 0.35;
    c.beginPath();
    c.moveTo(left, y(t));
    c.lineTo(right, y(t));
    c.stroke();
    c.globalAlpha = 1;
    c.fillStyle = p.muted;
    c.textAlign = 'right';
    c.fillText(String(t), left - 6, y(t) + 5);
  }
  const every = Math.max(1, Math.ceil(n / 12));
  c.textAlign = 'center';
  plot.labels.forEach((l, i) => {
    if (i % every === 0 || i === n - 1) c.fillText(l, x(i), plotBottom + 20);
  });
  if (plot.reference) {
    c.strokeStyle = p.muted;
    c.setLineDash([6, 5]);
    c.beginPath();
    c.moveTo(left, y(plot.reference.value));
    c.lineTo(right, y(plot.reference.value));
    c.stroke();
    c.setLineDash([]);
    c.textAlign = 'right';
    c.fillStyle = p.muted;
    c.fillText(plot.reference.label, right, y(plot.reference.value) - 6);
  }
  plot.series.forEach((s, k) => {
    const colour = s.tone === 'a' ? p.a : p.b;
    c.strokeStyle = colour;
    c.fillStyle = colour;
    c.lineWidth = 3;
    c.setLineDash(s.tone === 'b' ? [8, 5] : []);
    c.beginPath();
    let open = false;
    s.values.forEach((v, i) => {
      if (v === null) {
        open = false;
        return;
      }
      if (open) c.lineTo(x(i), y(v));
      else c.moveTo(x(i), y(v));
      open = true;
    });
    c.stroke();
    c.setLineDash([]);
    s.values.forEach((v, i) => {
      if (v === null) return;
      c.beginPath();
      c.arc(x(i), y(v), 4, 0, 2 * Math.PI);
      c.fill();
    });
    if (plot.series.length > 1) {
      c.textAlign = 'left';
      c.font = `15px ${FONT}`;
      c.fillText(`${s.tone === 'a' ? '—' : '- -'} ${s.name}`, PAD + 260 + k * 200, top + 20);
    }
  });
}

/**
 * Draws the Areas taken on each Turn as a bar against the number the odds led to expect (a
 * dashed mark), each bar labelled with its Turn under it and its figures over it.
 */
function drawAttacks(c: CanvasRenderingContext2D, p: Palette, top: number, r: GameReport): void {
  const turns = r.capturesByTurn;
  c.fillStyle = p.ink;
  c.font = `600 20px ${FONT}`;
  c.textAlign = 'left';
  c.fillText('Areas taken by attacks each Turn, against the odds', PAD, top + 20);
  const left = PAD;
  const right = WIDTH - PAD;
  const base = top + CHART_H - 60;
  const h = CHART_H - 110;
  const most = Math.max(1, ...turns.map((t) => Math.max(t.attacks, t.expected)));
  const band = turns.length > 0 ? (right - left) / turns.length : 0;
  c.textAlign = 'center';
  turns.forEach((t, i) => {
    const mid = left + i * band + band / 2;
    const bw = Math.max(4, Math.min(64, band * 0.6));
    const y = (v: number) => base - (h * v) / most;
    c.fillStyle = p.good;
    c.fillRect(mid - bw / 2, y(t.taken), bw, base - y(t.taken));
    c.strokeStyle = p.ink;
    c.lineWidth = 2;
    c.setLineDash([5, 4]);
    c.beginPath();
    c.moveTo(mid - bw / 2 - 4, y(t.expected));
    c.lineTo(mid + bw / 2 + 4, y(t.expected));
    c.stroke();
    c.setLineDash([]);
    c.fillStyle = p.ink;
    c.font = `600 15px ${FONT}`;
    c.fillText(`${t.taken}/${t.attacks}`, mid, y(Math.max(t.taken, t.expected)) - 8);
    c.font = `15px ${FONT}`;
    c.fillText(`T${t.turn}`, mid, base + 20);
  });
  c.textAlign = 'left';
  c.fillStyle = p.muted;
  c.font = `15px ${FONT}`;
  c.fillText(
    turns.length > 0
      ? 'Bar: Areas taken (taken/attacks over it). Dashed mark: the number the odds expected.'
      : 'No attack was rolled yet.',
    PAD,
    base + 40,
  );
}

function wrap(
  c: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  width: number,
): number {
  let line = '';
  let at = y;
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (c.measureText(next).width > width && line) {
      c.fillText(line, x, at);
      line = word;
      at += 22;
    } else line = next;
  }
  if (line) c.fillText(line, x, at);
  return at + 22;
}

/** Returns a canvas with the report's charts drawn on it. */
export function drawReport(r: GameReport, name: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const height = 110 + 4 * CHART_H + 70;
  canvas.width = WIDTH;
  canvas.height = height;
  const c = canvas.getContext('2d');
  if (!c) return canvas;
  const p = palette();
  c.fillStyle = p.bg;
  c.fillRect(0, 0, WIDTH, height);
  c.fillStyle = p.ink;
  c.textAlign = 'left';
  c.font = `700 26px ${FONT}`;
  c.fillText(`${name}: after-action report`, PAD, 44);
  c.font = `18px ${FONT}`;
  wrap(c, headline(r.victory), PAD, 76, WIDTH - 2 * PAD);
  const s = r.series;
  const labels = [...s.turns.map((t) => `T${t.turn}`), 'Now'];
  let top = 110;
  drawPlot(c, p, top, {
    title: 'German Morale',
    labels,
    series: [
      { name: 'Morale', tone: 'a', values: [...s.turns.map((t) => t.moraleAtStart), s.now.morale] },
    ],
    yMax: MORALE_MAX,
    reference: { value: STRONG_MORALE - 0.5, label: `Strong ${STRONG_MORALE}+ (5.2)` },
  });
  top += CHART_H;
  drawPlot(c, p, top, {
    title: 'German Controlled Areas',
    labels,
    series: [
      {
        name: 'Controlled',
        tone: 'a',
        values: [...s.turns.map((t) => t.controlledAtStart), s.now.controlled],
      },
    ],
    yMax: 50,
    reference: {
      value: r.victory.target,
      label: `Target ${r.victory.target} (${r.victory.finalRule})`,
    },
  });
  top += CHART_H;
  const rolls = s.turns.map((t) => t.supplyRoll);
  const banked = s.turns.map((t) => t.banked);
  drawPlot(c, p, top, {
    title: 'Supply',
    labels: s.turns.map((t) => `T${t.turn}`),
    series: [
      { name: 'Roll', tone: 'a', values: rolls },
      { name: 'Banked', tone: 'b', values: banked },
    ],
    yMax: Math.max(24, ...rolls.map((v) => v ?? 0), ...banked.map((v) => v ?? 0)),
  });
  top += CHART_H;
  drawAttacks(c, p, top, r);
  top += CHART_H;
  c.fillStyle = p.ink;
  c.font = `17px ${FONT}`;
  c.textAlign = 'left';
  wrap(c, `Luck: ${captureLuckText(r.captureLuck)}`, PAD, top + 10, WIDTH - 2 * PAD);
  return canvas;
}

/** Returns the report's charts as a PNG. */
export function reportPng(r: GameReport, name: string): Promise<Blob> {
  const canvas = drawReport(r, name);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('The image could not be made.'))),
      'image/png',
    ),
  );
}
