/**
 * The sample games the report, its words and the charts are read from, on the TEST FIXTURE kit
 * (not the real map): a hand-played Turn 1 with one attack, and a whole simulated game.
 */

import {
  type Action,
  append,
  GAME_SCHEMA_VERSION,
  type GameRecord,
  type GameState,
  newRecord,
} from '../../src/volga/engine/game';
import { fixtureKit } from '../../src/volga/engine/kit/fixture';
import { playGame } from '../../src/volga/sim';

/** TEST FIXTURE — not the real map. */
export const kit = fixtureKit();

/** Returns the record and state after `actions`, from a main game on seed 1; throws on a refusal. */
export function play(actions: readonly Action[]): { record: GameRecord; state: GameState } {
  const r = newRecord({ scenario: 'main', cup: 'physical', kit, seed: 1 });
  if (!r.ok) throw new Error(r.error.message);
  let { record, state } = r.value;
  for (const a of actions) {
    const c = append(record, state, a);
    if (!c.ok) throw new Error(`${a.type}: ${c.error.code} ${c.error.message}`);
    ({ record, state } = c.value);
  }
  return { record, state };
}

/** Turn 1 up to the declared attack: 29/RCN from Area 3 through 5 onto Area 9. */
export const UP_TO_ATTACK: readonly Action[] = [
  { type: 'rollRandomEvent', dice: { randomEvent: [1, 1, 1] } },
  { type: 'rollSupply', dice: { supply: [1, 2, 3, 4] } },
  { type: 'buySupport', marker: 'artillery', count: 3 },
  { type: 'buySupport', marker: 'engineer' },
  { type: 'endSupply' },
  { type: 'activate', area: 3 },
  { type: 'move', unit: '29/RCN', to: 5 },
  { type: 'move', unit: '29/RCN', to: 9 },
  { type: 'declareAttack', area: 9, units: ['29/RCN'] },
];

/** Turn 1 through its Combat Phase: the attack reveals a Heroes unit and rolls 6-6 against 1-1. */
export const TURN1: readonly Action[] = [
  ...UP_TO_ATTACK,
  { type: 'revealCounter', counter: 'main-lightUrban-4-heroes-1' },
  {
    type: 'resolveAttack',
    lead: '29/RCN',
    artillery: 0,
    engineers: 0,
    air: false,
    dice: { 'combat.german': [6, 6], 'combat.soviet': [1, 1] },
  },
  { type: 'endRound' },
  { type: 'endCombatPhase' },
];

/** A whole main game the simulator plays on seed [7, 11], with its record. */
export function simulatedGame(): { game: ReturnType<typeof playGame>; record: GameRecord } {
  const seed = [7, 11];
  const game = playGame(kit, 'main', seed, {}, true);
  return {
    game,
    record: {
      schemaVersion: GAME_SCHEMA_VERSION,
      setup: { scenario: 'main', cup: 'digital', kit, seed, options: {} },
      log: game.log,
      cursor: game.log.length,
    },
  };
}
