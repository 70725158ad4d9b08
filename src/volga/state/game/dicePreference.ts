/**
 * Who rolls the dice in a game: the owner (typed from real dice) or the app (the game's seeded
 * dice stream). The choice is made at New game and may change at any roll; it is remembered
 * per game in this browser. Without a remembered choice, the source of the game's last logged
 * roll decides, else the owner.
 */

import type { DiceSource } from '../../../core/input';
import { localStore } from '../../../core/persist/local';
import type { GameRecord } from '../../engine/game';

const KEY = (id: string) => `volga-table:dice:${id}`;

/** Returns who rolls in game `id`: the remembered choice, else the last roll's source, else the owner. */
export function dicePreference(id: string, record?: GameRecord): DiceSource {
  const kept = localStore()?.getItem(KEY(id));
  if (kept === 'owner' || kept === 'app') return kept;
  if (record) {
    for (let i = record.cursor - 1; i >= 0; i--) {
      const rolls = record.log[i]?.rolls ?? [];
      const last = rolls.filter((r) => r.purpose !== 'cup').at(-1);
      if (last) return last.source;
    }
  }
  return 'owner';
}

/** Remembers who rolls in game `id` (silently does nothing where storage is unavailable). */
export function setDicePreference(id: string, source: DiceSource): void {
  try {
    localStore()?.setItem(KEY(id), source);
  } catch {
    // Private mode or full storage: the choice still applies until the page closes.
  }
}
