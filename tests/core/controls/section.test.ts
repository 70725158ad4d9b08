/**
 * A screen part under its heading, rendered without a browser (it uses no hooks): the heading
 * names the section; with something beside the heading, the two share one row of the given class.
 */
import { describe, expect, it } from 'vitest';
import { Section } from '../../../src/core/controls/Section';

interface VNode {
  readonly type: unknown;
  readonly props: Record<string, unknown> & { children?: unknown };
}

const kids = (n: VNode): VNode[] =>
  [n.props.children].flat().filter((c): c is VNode => typeof c === 'object' && c !== null);

describe('Section', () => {
  it('a plain heading first, naming the section', () => {
    const s = Section({ id: 'log-h', title: 'Log', class: 'card', children: 'body' }) as VNode;
    expect(s.type).toBe('section');
    expect(s.props['aria-labelledby']).toBe('log-h');
    const [h] = kids(s);
    expect(h?.type).toBe('h2');
    expect(h?.props).toMatchObject({ id: 'log-h', class: 'section-title', children: 'Log' });
  });

  it('a heading with a count beside it: both in the head row, the body after', () => {
    const s = Section({
      id: 'log-h',
      title: 'Log',
      headClass: 'panel-head',
      aside: '3 entries',
      children: 'body',
    }) as VNode;
    const [head] = kids(s);
    expect(head?.type).toBe('div');
    expect(head?.props.class).toBe('panel-head');
    const [h, aside] = [head?.props.children].flat() as [VNode, unknown];
    expect(h.type).toBe('h2');
    expect(h.props.id).toBe('log-h');
    expect(aside).toBe('3 entries');
    expect([s.props.children].flat()).toContain('body');
  });
});
