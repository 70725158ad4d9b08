/**
 * The maker of Segmented choices for a record's text fields, called without a browser (it uses
 * no hooks): each choice shows its field's value and hands back a patch of that field alone.
 */
import { describe, expect, it } from 'vitest';
import { fieldChoices, Segmented } from '../../../src/core/controls';

interface VNode {
  readonly type: unknown;
  readonly key: unknown;
  readonly props: Record<string, unknown>;
}

interface Basics {
  readonly scenario: 'main' | 'factory';
  readonly cup: 'physical' | 'digital';
  readonly turns: number;
}

const SCENARIO = { main: 'Main game', factory: 'Factory District' } as const;

describe('fieldChoices', () => {
  it("draws the field's value with its labels, its radios named by the prefix and the field", () => {
    const values: Basics = { scenario: 'factory', cup: 'physical', turns: 9 };
    const choice = fieldChoices(values, () => {}, 'ng-');
    const n = choice('scenario', 'Scenario', SCENARIO, true) as VNode;
    expect(n.type).toBe(Segmented);
    expect(n.key).toBe('scenario');
    expect(n.props).toMatchObject({
      name: 'ng-scenario',
      legend: 'Scenario',
      labels: SCENARIO,
      value: 'factory',
      wide: true,
    });
  });

  it('hands set a patch of the chosen field alone', () => {
    const patches: Partial<Basics>[] = [];
    const choice = fieldChoices<Basics>(
      { scenario: 'main', cup: 'physical', turns: 9 },
      (p) => patches.push(p),
      '',
    );
    const n = choice('cup', 'Soviet counters', { physical: 'My cup', digital: 'The app' }) as VNode;
    expect(n.props.name).toBe('cup');
    expect(n.props.wide).toBeUndefined();
    (n.props.onChange as (v: string) => void)('digital');
    expect(patches).toEqual([{ cup: 'digital' }]);
  });
});
