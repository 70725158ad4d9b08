/**
 * Plain-words renderings of what the engine answers (move costs, owner dice, rolls), kept apart
 * from the components so they can be unit-tested. They format; they never decide a rule.
 */

import type { DiceEntries } from '../../../../core/dice/DiceEntry';
import type { DiceSource } from '../../../../core/input';
import type { OwnerDice, Roll } from '../../../engine/dice';
import type { MoveCost } from '../../../engine/game';

/** "an Area…" / "a Vacant Area…": the article the engine's reason needs. */
function withArticle(reason: string): string {
  return `${/^[AEIOU]/i.test(reason) ? 'an' : 'a'} ${reason}`;
}

/**
 * "4 MF: enter an Area with an Unrevealed Soviet unit (8.2)" from the engine's MoveCost; with
 * `full` false only "enter an Area with an Unrevealed Soviet unit".
 */
export function moveLine(c: MoveCost, full = true): string {
  const what = `enter ${withArticle(c.reason)}`;
  return full ? `${c.cost} MF: ${what} (${c.rule})` : what;
}

/** The die slot ids the combat panel uses, by the engine's roll purpose. */
const SLOT_PREFIX = {
  'combat.german': 'german',
  'combat.soviet': 'soviet',
  'combat.air': 'air',
  'combat.isolation': 'isolation',
} as const;

/**
 * The engine's OwnerDice for a resolveAttack from the combat panel's die entries, or null when
 * any die is missing or was not typed by the owner (the app's dice go through the engine's own
 * seeded stream instead, so the log names their source truly).
 */
export function ownerCombatDice(
  slotIds: readonly string[],
  entries: DiceEntries,
): OwnerDice | null {
  const out: Record<string, number[]> = {};
  for (const id of slotIds) {
    const e = entries[id];
    if (e?.source !== 'owner') return null;
    const purpose = (Object.keys(SLOT_PREFIX) as (keyof typeof SLOT_PREFIX)[]).find(
      (p) => id === SLOT_PREFIX[p] || id.startsWith(`${SLOT_PREFIX[p]}-`),
    );
    if (!purpose) return null;
    const list = out[purpose] ?? [];
    list.push(e.value);
    out[purpose] = list;
  }
  return out as OwnerDice;
}

/** The combat panel's die entries from the rolls the engine drew (source 'app'). */
export function entriesFromRolls(rolls: readonly Roll[]): DiceEntries {
  const out: Record<string, { value: number; source: DiceSource }> = {};
  for (const r of rolls) {
    const prefix = SLOT_PREFIX[r.purpose as keyof typeof SLOT_PREFIX];
    if (!prefix) continue;
    r.dice.forEach((value, i) => {
      const id = prefix === 'air' || prefix === 'isolation' ? prefix : `${prefix}-${i}`;
      out[id] = { value, source: r.source };
    });
  }
  return out;
}

/** True when every listed slot holds a die typed by the owner. */
export function allTyped(slotIds: readonly string[], entries: DiceEntries): boolean {
  return slotIds.every((id) => entries[id]?.source === 'owner');
}
