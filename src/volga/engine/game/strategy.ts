/** The Defense Strategy a Revealed Soviet unit fights with (9.4, 12.6). */
import { PAVLOVS_HOUSE } from '../counters';
import type { Strategy } from '../types';

/**
 * The Defense Strategy a Revealed unit uses when attacked: its own, except that Pavlov's House
 * has Guards every Action Round it is attacked (12.6).
 */
export function defenseStrategy(strategy: Strategy, pavlov: boolean): Strategy {
  return pavlov ? PAVLOVS_HOUSE.strategy : strategy;
}
