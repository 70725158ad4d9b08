/**
 * The choices of an attack in progress that are not game actions yet (the lead, Support markers,
 * Air, the advisor's wanted chance, the dice typed so far, whether the game rolled them), kept
 * in this browser so a reload, or a phone that drops the page while locked, finds the attack as
 * it was. One attack at a time: the key names the game position the draft belongs to, so it is
 * never read into another attack. What is read back is checked field by field.
 */

import { isPlainObject } from '../../../core/input';
import { localStore } from '../../../core/persist/local';

/** The choices of one attack in progress. */
export interface AttackDraft {
  readonly lead: string;
  readonly artillery: number;
  readonly engineers: number;
  readonly air: boolean;
  /** The advisor's wanted chance of capture, in percent. */
  readonly target: number;
  /** Dice typed by the owner, by die slot id ('german-0', 'soviet-2', 'air', ...). */
  readonly dice: Readonly<Record<string, number>>;
  /** The game rolled the dice from its own stream (they are drawn again the same from it). */
  readonly appRolled: boolean;
  /** "Not now" to the attackers' unknown divisions (9.5.2D): resolve without them. */
  readonly divisionsLater?: boolean;
}

const KEY = 'volga-table:attack-draft';
const DIE_ID = /^(german-[01]|soviet-[0-3]|air|isolation)$/;

const count = (v: unknown, hi: number): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= hi ? v : null;

/** The draft from anything read back, or null when any field is missing or out of range. */
export function readAttackDraft(raw: unknown): AttackDraft | null {
  if (!isPlainObject(raw)) return null;
  const r = raw;
  const artillery = count(r.artillery, 4);
  const engineers = count(r.engineers, 4);
  const target = count(r.target, 100);
  if (typeof r.lead !== 'string' || artillery === null || engineers === null) return null;
  if (typeof r.air !== 'boolean' || typeof r.appRolled !== 'boolean' || target === null)
    return null;
  if (!isPlainObject(r.dice)) return null;
  const dice: Record<string, number> = {};
  for (const [id, v] of Object.entries(r.dice)) {
    if (!DIE_ID.test(id) || typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 6)
      return null;
    dice[id] = v;
  }
  const { lead, air, appRolled } = r;
  const draft = { lead, artillery, engineers, air, target, dice, appRolled };
  return r.divisionsLater === true ? { ...draft, divisionsLater: true } : draft;
}

/** The draft kept for the attack `key`, or null (none, another attack's, or unreadable). */
export function loadAttackDraft(key: string): AttackDraft | null {
  try {
    const text = localStore()?.getItem(KEY);
    if (!text) return null;
    const kept = JSON.parse(text) as { key?: unknown; draft?: unknown };
    return kept.key === key ? readAttackDraft(kept.draft) : null;
  } catch {
    return null;
  }
}

/** Keeps the draft of the attack `key` (silently nothing where storage is refused). */
export function saveAttackDraft(key: string, draft: AttackDraft): void {
  try {
    localStore()?.setItem(KEY, JSON.stringify({ key, draft }));
  } catch {
    // Private mode or a full quota: the attack goes on in memory.
  }
}

/** Forgets the draft once its attack is resolved. */
export function clearAttackDraft(): void {
  try {
    localStore()?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
