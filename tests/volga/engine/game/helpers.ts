/** Test helpers for the game engine: the fixture kit, and terse apply/refuse/edit wrappers. */

import { apply, newGame } from '../../../../src/volga/engine/game';
import type {
  Action,
  Applied,
  GameError,
  GameOptions,
  GameSetup,
  GameState,
} from '../../../../src/volga/engine/game/types';
import type { ComponentKit } from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';

/** TEST FIXTURE — not the real map (src/volga/engine/kit/fixture.ts). */
export const kit = fixtureKit();

/** Every optional rule 12.1-12.6 (Pavlov's House with the fixture's made-up factor). */
export const ALL_OPTIONS: Partial<GameOptions> = {
  rubble: true,
  northernShoulder: true,
  isolation: true,
  parentOrganization: true,
  limitedAir: true,
  pavlov: true,
  pavlovDefense: 9,
};

/** A new game on the fixture kit (main game, digital cup, seed 1 unless given). */
export function game(
  setup: Partial<Omit<GameSetup, 'options'>> & { options?: Partial<GameOptions> } = {},
): GameState {
  const r = newGame({ scenario: 'main', cup: 'digital', kit, seed: 1, ...setup });
  if (!r.ok) throw new Error(`setup refused: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** Applies an action that must succeed; returns the state and rolls. */
export function actR(s: GameState, a: Action): Applied {
  const r = apply(s, a);
  if (!r.ok)
    throw new Error(`${a.type} refused: ${r.error.code} (${r.error.rule}) ${r.error.message}`);
  return r.value;
}

/** Applies an action that must succeed; returns the state. */
export function act(s: GameState, a: Action): GameState {
  return actR(s, a).state;
}

/** Applies a list of actions that must all succeed. */
export function acts(s: GameState, list: readonly Action[]): GameState {
  return list.reduce(act, s);
}

/** Applies an action that must be refused, and checks the input was not changed. */
export function refuse(s: GameState, a: Action): GameError {
  const before = JSON.stringify(s);
  const r = apply(s, a);
  if (r.ok) throw new Error(`${a.type} was accepted but should be refused`);
  if (JSON.stringify(s) !== before) throw new Error('a refused action changed its input');
  return r.error;
}

type Draft<T> = { -readonly [K in keyof T]: T[K] extends object ? Draft<T[K]> : T[K] };

/** A custom position: a deep copy of `s` changed by `fn` (tests only; the engine never mutates). */
export function edit(s: GameState, fn: (d: Draft<GameState>) => void): GameState {
  const d = structuredClone(s) as Draft<GameState>;
  fn(d);
  return d as GameState;
}

/** Puts German units in Area `area`, Fresh (draft helper). */
export function put(
  d: Draft<GameState>,
  ids: readonly string[],
  area: number,
  spent = false,
): void {
  for (const id of ids) d.germans[id] = { id, spent, location: { kind: 'area', area } };
}

/** Sends German units to the Out of Action Box (draft helper). */
export function outOfAction(d: Draft<GameState>, ids: readonly string[]): void {
  for (const id of ids) d.germans[id] = { id, spent: false, location: { kind: 'outOfAction' } };
}

/** Makes Area `n` German Controlled and Vacant, keeping the count right (draft helper). */
export function capture(d: Draft<GameState>, n: number): void {
  if (d.areas[n]!.control !== 'german') d.germanControlled++;
  d.areas[n] = { control: 'german', soviet: null, isolated: false };
}

/** Puts a Soviet unit in Area `n` (Revealed as `counter`, or Unrevealed) (draft helper). */
export function soviet(d: Draft<GameState>, n: number, counter: string | null = null): void {
  if (d.areas[n]!.control === 'german') d.germanControlled--;
  d.areas[n] = {
    control: 'soviet',
    soviet: { counter, revealedRound: counter ? 0 : null },
    isolated: false,
  };
  if (counter)
    for (const t of Object.keys(d.pools) as (keyof typeof d.pools)[])
      d.pools[t] = d.pools[t].filter((c) => c !== counter);
}

/** Jumps to the Combat Phase's Action Rounds with no Random Event in force. */
export function atActionRounds(
  s: GameState,
  fn: (d: Draft<GameState>) => void = () => {},
): GameState {
  return edit(s, (d) => {
    d.phase = 'combat';
    d.step = 'actionRounds';
    d.event = null;
    d.round = null;
    fn(d);
  });
}

/** Jumps to the Supply Phase purchases with `supply` points banked. */
export function atPurchase(
  s: GameState,
  supply: number,
  fn: (d: Draft<GameState>) => void = () => {},
): GameState {
  return edit(s, (d) => {
    d.phase = 'supply';
    d.step = 'purchase';
    d.supply = supply;
    fn(d);
  });
}

/** Ids of the German units in Area `n`. */
export function inArea(s: GameState, n: number): string[] {
  return Object.values(s.germans)
    .filter((u) => u.location.kind === 'area' && u.location.area === n)
    .map((u) => u.id);
}

/** The fixture's FC stack, which starts in Area 4 beside the Soviet Area 7. */
export const FC = ['FC/1', 'FC/2', 'FC/3'];

/** The fixture kit with FC's divisions unknown (what 9.5.2D then has to ask). */
export function kitWithoutFcDivisions(): ComponentKit {
  return {
    ...kit,
    germanCounters: kit.germanCounters.map((c) =>
      FC.includes(c.id) ? { ...c, division: null } : c,
    ),
  };
}

/** From Turn 1's Random Event to FC's whole stack declaring its attack from Area 4 on Area 7. */
export const TO_FC_ATTACK_ON_7: readonly Action[] = [
  { type: 'rollRandomEvent', dice: { randomEvent: [2, 3, 4] } },
  { type: 'rollSupply', dice: { supply: [3, 4, 5, 6] } },
  { type: 'endSupply' },
  { type: 'activate', area: 4 },
  { type: 'moveStack', units: FC, to: 7 },
  { type: 'declareAttack', area: 7, units: FC },
];
