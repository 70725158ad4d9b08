/**
 * A small render check of the charts panel without a browser: the component tree is expanded
 * by calling each (hook-free) component, then the SVGs, their labels and the text tables are
 * checked against the Turn 1 walk-through.
 */
import { describe, expect, it } from 'vitest';
import { type Action, append, newRecord } from '../../../../src/volga/engine/game';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { ChartsPanel } from '../../../../src/volga/ui/charts/ChartsPanel';

interface El {
  readonly tag: string;
  readonly props: Record<string, unknown>;
  readonly children: Node[];
}
type Node = El | string | null | Node[];

function expand(v: unknown): Node {
  if (v === null || v === undefined || typeof v === 'boolean') return null;
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.map(expand);
  const vnode = v as { type: unknown; props: Record<string, unknown> };
  if (typeof vnode.type === 'function')
    return expand((vnode.type as (p: unknown) => unknown)(vnode.props));
  const kids = expand(vnode.props.children);
  return {
    tag: String(vnode.type),
    props: vnode.props,
    children: Array.isArray(kids) ? kids : [kids],
  };
}

function all(n: Node, pred: (e: El) => boolean, out: El[] = []): El[] {
  if (Array.isArray(n)) for (const c of n) all(c, pred, out);
  else if (n && typeof n === 'object') {
    if (pred(n)) out.push(n);
    for (const c of n.children) all(c, pred, out);
  }
  return out;
}

function text(n: Node): string {
  if (n === null) return '';
  if (typeof n === 'string') return n;
  if (Array.isArray(n)) return n.map(text).join('');
  return n.children.map(text).join('');
}

const ACTIONS: readonly Action[] = [
  { type: 'rollRandomEvent', dice: { randomEvent: [1, 1, 1] } },
  { type: 'rollSupply', dice: { supply: [1, 2, 3, 4] } },
  { type: 'buySupport', marker: 'artillery', count: 3 },
  { type: 'buySupport', marker: 'engineer' },
  { type: 'endSupply' },
  { type: 'endCombatPhase' },
];

describe('ChartsPanel render', () => {
  it('draws three line charts and the owner dice chart, each an SVG image with a table', () => {
    const start = newRecord({ scenario: 'main', cup: 'physical', kit: fixtureKit(), seed: 1 });
    if (!start.ok) throw new Error(start.error.message);
    let { record, state } = start.value;
    for (const a of ACTIONS) {
      const c = append(record, state, a);
      if (!c.ok) throw new Error(`${a.type}: ${c.error.message}`);
      ({ record, state } = c.value);
    }
    const tree = expand(ChartsPanel({ state, record }));
    const svgs = all(tree, (e) => e.tag === 'svg');
    expect(svgs).toHaveLength(4);
    for (const s of svgs) {
      expect(s.props.role).toBe('img');
      const [titleId, descId] = String(s.props['aria-labelledby']).split(' ');
      expect(all(s, (e) => e.tag === 'title' && e.props.id === titleId)).toHaveLength(1);
      expect(all(s, (e) => e.tag === 'desc' && e.props.id === descId)).toHaveLength(1);
    }
    const tables = all(tree, (e) => e.tag === 'table');
    expect(tables).toHaveLength(4);
    // Morale: 19 at the start of Turn 1, 18 now (End Phase, 6.5).
    const morale = text(tables[0]!);
    expect(morale).toContain('T119');
    expect(morale).toContain('Now18');
    // Supply: the roll counted as 16 (10.2) and 11 were banked.
    expect(text(tables[2]!)).toContain('T11611');
    // German Controlled: the main game's target line of 11.2.
    expect(text(tree)).toContain('Target 40 (11.2)');
    // Owner dice: 7 typed, too few to judge.
    expect(text(tree)).toContain('Your dice (typed in): 7 dice');
    expect(text(tree)).toContain('Too few dice to judge');
  });
});
