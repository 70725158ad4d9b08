/**
 * The one refusal view, rendered without a browser (it uses no hooks): a refused tap is boxed and
 * announced with its code; a greyed choice's reason is a quiet note; the rule always shows.
 */
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../src/core/controls/Refusal';
import type { RuleError } from '../../../src/core/result';

interface El {
  readonly tag: string;
  readonly props: Record<string, unknown>;
  readonly text: string;
}

/** The element's tag, props and all its text, children expanded. */
function render(v: unknown): El {
  const text = (n: unknown): string => {
    if (n === null || n === undefined || typeof n === 'boolean') return '';
    if (typeof n === 'string' || typeof n === 'number') return String(n);
    if (Array.isArray(n)) return n.map(text).join('');
    const vn = n as { type: unknown; props: Record<string, unknown> };
    if (typeof vn.type === 'function') return text((vn.type as (p: unknown) => unknown)(vn.props));
    return text(vn.props.children);
  };
  const vn = v as { type: unknown; props: Record<string, unknown> };
  return { tag: String(vn.type), props: vn.props, text: text(v) };
}

const E: RuleError = { code: 'move.noRoom', rule: '7.1', message: 'Area 5 is full.' };

describe('Refusal', () => {
  it('a refused tap: boxed, announced, with message, rule and code', () => {
    const r = render(Refusal({ error: E, alert: true, code: true, testid: 'rule-error' }));
    expect(r.tag).toBe('div');
    expect(r.props.class).toBe('refusal-box');
    expect(r.props.role).toBe('alert');
    expect(r.props['data-testid']).toBe('rule-error');
    expect(r.text).toBe('Area 5 is full. 7.1 move.noRoom');
  });

  it('why a choice is greyed: a quiet note, not announced, no code', () => {
    const r = render(Refusal({ error: E, id: 'why' }));
    expect(r.tag).toBe('p');
    expect(r.props.class).toBe('refusal');
    expect(r.props.role).toBeUndefined();
    expect(r.props.id).toBe('why');
    expect(r.text).toBe('Area 5 is full. 7.1');
  });

  it('a lead and the table’s own way to write the rule', () => {
    const r = render(
      Refusal({ error: E, alert: true, lead: 'Not changed:', ruleLabel: (x) => `Rule ${x}` }),
    );
    expect(r.text).toBe('Not changed: Area 5 is full. Rule 7.1');
  });

  it('boxed in place of a panel: not announced', () => {
    const r = render(Refusal({ error: E, box: true }));
    expect(r.props.class).toBe('refusal-box');
    expect(r.props.role).toBeUndefined();
  });
});
