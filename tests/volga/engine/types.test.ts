/**
 * The shared vocabulary's rule facts: the German Supply Costs chart (6.3) and the Morale
 * threshold (5.2), each read by the engine, the advisor, the simulator and the screens.
 */
import { describe, expect, it } from 'vitest';
import {
  moraleIsStrong,
  STRONG_MORALE,
  SUPPLY_CHART,
  SUPPLY_COST,
  SUPPLY_PURCHASES,
} from '../../../src/volga/engine/types';

describe('German Supply Costs chart (6.3)', () => {
  // The chart as printed in 6.3: cost, and what the points buy.
  const CHART = [
    ['artillery', 1, 'support'],
    ['engineer', 2, 'support'],
    ['air', 3, 'support'],
    ['infantry', 1, 'return'],
    ['armor', 2, 'return'],
    ['morale', 3, 'morale'],
  ] as const;

  it.each(CHART)('%s costs %i Supply Points and buys a %s', (id, cost, buys) => {
    expect(SUPPLY_CHART[id].cost).toBe(cost);
    expect(SUPPLY_CHART[id].buys).toBe(buys);
    expect(SUPPLY_CHART[id].rule).toBe('6.3');
    expect(SUPPLY_COST[id]).toBe(cost);
  });

  it('holds the six rows of the chart and nothing else, in its order', () => {
    expect(SUPPLY_PURCHASES).toEqual(CHART.map(([id]) => id));
    expect(Object.keys(SUPPLY_COST)).toEqual(CHART.map(([id]) => id));
  });
});

describe('Morale Strong or Shaken (5.2, 9.5.2E, 9.5.3C)', () => {
  it.each([
    [19, true],
    [11, true],
    [10, true],
    [9, false],
    [1, false],
    [0, false],
  ])('Morale %i is Strong: %s', (morale, strong) => {
    expect(moraleIsStrong(morale)).toBe(strong);
  });

  it('the threshold is 10', () => {
    expect(STRONG_MORALE).toBe(10);
  });
});
