/** Malformed actions never make apply() throw: each gets a RuleError and the input is unchanged. */
import { describe, expect, it } from 'vitest';
import { nextIndex, seedPrng } from '../../../../src/volga/engine/dice';
import { apply, legalActions } from '../../../../src/volga/engine/game';
import type { Action, GameState } from '../../../../src/volga/engine/game/types';
import { ACTION_TYPES } from '../../../../src/volga/state/files/game-codec';
import { act, atActionRounds, game } from './helpers';

// Every action type the engine knows (the save codec's exhaustive list), and one it does not.
const TYPES: readonly string[] = [...ACTION_TYPES, 'nonsense'];
const JUNK: unknown[] = [
  undefined,
  null,
  0,
  -1,
  3.5,
  99,
  '4',
  'FC/1',
  '',
  [],
  [1, 2],
  ['FC/1'],
  {},
  { supply: 'abcd' },
  true,
  NaN,
  { kind: 'adjacency' },
  { kind: 'adjacency', a: 4, b: 5 },
  { kind: 'event', scenario: 'main', roll: 'x' },
  { kind: 'event' },
  { kind: 'terrain', area: 99 },
  { kind: 'neighbours', area: 4 },
  { lo: 3, hi: 4 },
  { kind: 'germanCounters', scenario: 'main' },
  [{ id: 'x' }],
  'clear',
];
const FIELDS = [
  'area',
  'units',
  'unit',
  'to',
  'dice',
  'marker',
  'count',
  'counter',
  'choice',
  'lead',
  'artillery',
  'engineers',
  'air',
  'path',
  'areas',
  'fact',
  'answer',
];

/** Freezes an object graph in place. */
function deepFreeze(o: unknown): void {
  if (o === null || typeof o !== 'object' || Object.isFrozen(o)) return;
  Object.freeze(o);
  for (const v of Object.values(o)) deepFreeze(v);
}

describe('apply() with junk', () => {
  it('never throws, always refuses or applies, and never mutates its input', () => {
    const base = game();
    const states: GameState[] = [
      base,
      act(base, { type: 'rollRandomEvent' }),
      act(act(base, { type: 'rollRandomEvent' }), { type: 'rollSupply' }),
      act(atActionRounds(base), { type: 'activate', area: 4 }),
    ];
    const mid = states[3]!;
    const move = legalActions(mid).find((l) => l.action.type === 'move');
    if (move) states.push(act(mid, move.action));
    let rng = seedPrng(123);
    const pick = <T>(xs: readonly T[]): T => {
      let i: number;
      [i, rng] = nextIndex(rng, xs.length);
      return xs[i]!;
    };
    // Frozen inputs: any mutation would throw (ES modules run in strict mode).
    for (const st of states) deepFreeze(st);
    for (let k = 0; k < 4000; k++) {
      const s = pick(states);
      const a: Record<string, unknown> = { type: pick(TYPES) };
      for (const f of FIELDS) if (pick([0, 1, 2]) === 0) a[f] = pick(JUNK);
      let r: ReturnType<typeof apply>;
      expect(() => {
        r = apply(s, a as unknown as Action);
      }).not.toThrow();
      if (!r!.ok) expect(typeof r!.error.code).toBe('string');
    }
  });
});
