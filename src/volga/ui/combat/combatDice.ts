/**
 * Which dice one Combat Resolution needs, asked of the engine (9.5.1, 9.4, 9.5.3D, 12.3, 12.6),
 * and the bridge between the dice widget's entries and the engine's CombatDice.
 */

import type { DiceEntries, DieSlot } from '../../../core/dice/DiceEntry';
import type { DiceSource } from '../../../core/input';
import {
  type CombatDice,
  type CombatSpec,
  checkCombatDice,
  sovietDiceCount,
  type ValueRolls,
} from '../../engine/combat';

/** The dice this attack needs, in the order they are rolled: Air and isolation first (9.5.3D). */
export function combatDiceSlots(spec: CombatSpec): DieSlot[] {
  const slots: DieSlot[] = [];
  if (spec.attack.air) {
    slots.push({
      id: 'air',
      group: 'Air Support die',
      label: 'Die',
      rule: '9.5.3D',
      hint: 'Taken off the Defense Value before the combat roll.',
    });
  }
  if (spec.defense.isolated) {
    slots.push({
      id: 'isolation',
      group: 'Isolation die',
      label: 'Die',
      rule: '12.3',
      hint: 'Changes the Defense Factor for this attack.',
    });
  }
  slots.push(
    { id: 'german-0', group: 'German 2d6', label: 'Die 1', rule: '9.5.1' },
    { id: 'german-1', group: 'German 2d6', label: 'Die 2', rule: '9.5.1' },
  );
  const n = sovietDiceCount(spec);
  const rule = n === 2 ? '9.5.1' : spec.defense.pavlov ? '12.6' : '9.4';
  for (let i = 0; i < n; i++) {
    slots.push({
      id: `soviet-${i}`,
      group: `Soviet ${n}d6`,
      label: `Die ${i + 1}`,
      rule,
      hint: n > 2 ? `Guards: the best two of the ${n} dice count.` : undefined,
    });
  }
  return slots;
}

/** The engine's CombatDice from the widget's entries, or null while a needed die is missing. */
export function toCombatDice(spec: CombatSpec, entries: DiceEntries): CombatDice | null {
  const v = (id: string) => entries[id]?.value;
  const slots = combatDiceSlots(spec);
  if (slots.some((s) => v(s.id) === undefined)) return null;
  const soviet = slots.filter((s) => s.id.startsWith('soviet-')).map((s) => v(s.id)!);
  return {
    german: [v('german-0')!, v('german-1')!],
    soviet,
    ...(spec.attack.air ? { air: v('air')! } : {}),
    ...(spec.defense.isolated ? { isolation: v('isolation')! } : {}),
  };
}

/** The value dice (Air 9.5.3D, isolation 12.3) already entered, for odds that take them as known. */
export function valueRollsOf(spec: CombatSpec, entries: DiceEntries): ValueRolls {
  const air = spec.attack.air ? entries.air?.value : undefined;
  const isolation = spec.defense.isolated ? entries.isolation?.value : undefined;
  return {
    ...(air !== undefined ? { air } : {}),
    ...(isolation !== undefined ? { isolation } : {}),
  };
}

/** The engine's message for a number typed into a die that no die can show. */
export function dieRejectMessage(spec: CombatSpec, slotId: string, typed: number): string | null {
  const slots = combatDiceSlots(spec);
  const filled: Record<string, { value: number; source: 'owner' }> = {};
  for (const s of slots) filled[s.id] = { value: s.id === slotId ? typed : 1, source: 'owner' };
  const dice = toCombatDice(spec, filled);
  if (!dice) return null;
  const r = checkCombatDice(spec, dice);
  return r.ok ? null : `${r.error.message} (${r.error.rule})`;
}

/** Which dice came from where, by CombatDice field, for the game's log. */
export function diceSources(
  spec: CombatSpec,
  entries: DiceEntries,
): Readonly<Record<string, DiceSource>> {
  const out: Record<string, DiceSource> = {};
  for (const s of combatDiceSlots(spec)) {
    const e = entries[s.id];
    if (e) out[s.id] = e.source;
  }
  return out;
}
