/**
 * The row of choice buttons, called without a browser (it uses no hooks): one button for each
 * option in order, named, classed and tagged by the option, and a tap hands that option back;
 * what the caller adds comes after the options' buttons.
 */
import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { ChoiceButtons } from '../../../src/core/controls/ChoiceButtons';

interface VNode {
  readonly type: unknown;
  readonly key: unknown;
  readonly props: Record<string, unknown> & { children?: unknown };
}

/** The row's children, the options' buttons flattened, in the order they are drawn. */
const childrenOf = (row: VNode): VNode[] =>
  ([row.props.children] as unknown[]).flat(2).filter((c): c is VNode => typeof c === 'object');

describe('ChoiceButtons', () => {
  it('draws a button per option, in order, each with its words, name and test id', () => {
    const row = ChoiceButtons({
      class: 'kit-answers kit-answers-4',
      buttonClass: 'outlined kit-answer',
      options: [3, 1, 2],
      label: (n) => `+${n}`,
      ariaLabel: (n) => `TEM +${n}`,
      testid: (n) => `answer-tem-${n}`,
      onPick: () => {},
    }) as unknown as VNode;
    expect(row.type).toBe('div');
    expect(row.props.class).toBe('kit-answers kit-answers-4');
    const buttons = childrenOf(row);
    expect(buttons.map((b) => b.type)).toEqual(['button', 'button', 'button']);
    expect(buttons.map((b) => b.props.children)).toEqual(['+3', '+1', '+2']);
    expect(buttons.map((b) => b.props['aria-label'])).toEqual(['TEM +3', 'TEM +1', 'TEM +2']);
    expect(buttons.map((b) => b.props['data-testid'])).toEqual([
      'answer-tem-3',
      'answer-tem-1',
      'answer-tem-2',
    ]);
    for (const b of buttons) {
      expect(b.props.type).toBe('button');
      expect(b.props.class).toBe('outlined kit-answer');
    }
  });

  it('a tap hands its own option to onPick', () => {
    const picked: (readonly [boolean, string])[] = [];
    const options = [
      [true, 'Yes'],
      [false, 'No'],
    ] as const;
    const row = ChoiceButtons({
      class: 'row',
      buttonClass: 'btn',
      options,
      label: ([, words]) => words,
      onPick: (o) => picked.push(o),
    }) as unknown as VNode;
    const [yes, no] = childrenOf(row);
    (no!.props.onClick as () => void)();
    (yes!.props.onClick as () => void)();
    expect(picked).toEqual([options[1], options[0]]);
    // Without a name or test id given, the buttons carry none.
    expect(yes!.props['aria-label']).toBeUndefined();
    expect(yes!.props['data-testid']).toBeUndefined();
  });

  it("draws the caller's further button after the options' buttons", () => {
    const row = ChoiceButtons({
      class: 'votg-next',
      buttonClass: 'btn-quiet votg-next-btn',
      options: [1, 2],
      label: (d) => d,
      onPick: () => {},
      children: h('button', { class: 'btn votg-next-btn' }, 'Roll for me'),
    }) as unknown as VNode;
    const drawn = childrenOf(row);
    expect(drawn).toHaveLength(3);
    expect(drawn.map((b) => b.props.children)).toEqual([1, 2, 'Roll for me']);
    expect(drawn[2]!.props.class).toBe('btn votg-next-btn');
  });
});
