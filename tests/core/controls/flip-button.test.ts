/**
 * The on/off button, rendered without a browser (it uses no hooks): its words say what a tap
 * does now, its state goes to aria-expanded when it shows a part and to aria-pressed when it is
 * a mode, and a tap hands over the other state.
 */
import { describe, expect, it } from 'vitest';
import { FlipButton } from '../../../src/core/controls/FlipButton';

interface VNode {
  readonly type: unknown;
  readonly props: Record<string, unknown> & { children?: unknown };
}

const words = ['Show the QR code', 'Hide the QR code'] as const;

describe('FlipButton', () => {
  it('showing a part: aria-expanded carries the state, the words name the next tap', () => {
    const off = FlipButton({ on: false, onFlip: () => {}, words, shows: true }) as VNode;
    expect(off.type).toBe('button');
    expect(off.props).toMatchObject({ type: 'button', 'aria-expanded': false });
    expect(off.props['aria-pressed']).toBeUndefined();
    expect(off.props.children).toBe('Show the QR code');
    const on = FlipButton({ on: true, onFlip: () => {}, words, shows: true }) as VNode;
    expect(on.props['aria-expanded']).toBe(true);
    expect(on.props.children).toBe('Hide the QR code');
  });

  it('a mode: aria-pressed carries the state, and a tap hands over the other state', () => {
    const got: boolean[] = [];
    const b = FlipButton({
      on: true,
      onFlip: (v) => got.push(v),
      words: ['Die by die', 'Enter the total'],
      class: 'btn-quiet',
      testid: 'd-by-faces',
    }) as VNode;
    expect(b.props).toMatchObject({
      'aria-pressed': true,
      class: 'btn-quiet',
      'data-testid': 'd-by-faces',
      children: 'Enter the total',
    });
    expect(b.props['aria-expanded']).toBeUndefined();
    (b.props.onClick as () => void)();
    expect(got).toEqual([false]);
  });
});
