/**
 * The situation a logged roll was made in, checked strictly: only the fields a roll takes, each
 * in its range (the same ranges the `votg` command takes), so a file or an action can never log
 * a drm of 1e308 or an attitude of "sideways".
 */
import { isPlainObject } from '../../core/input';
import { err, ok, type Result } from '../../core/result';
import { bool, type CgField, fieldFits, fieldLimit, int } from './cg/fields';
import type { RollContext } from './modifiers';

/** The situation the player sets for a roll (the rest comes from the Mission). */
export type Situation = Pick<
  RollContext,
  | 'drm'
  | 'attitude'
  | 'elite'
  | 'conscript'
  | 'reinforcing'
  | 'column'
  | 'humanWaveLeaders'
  | 'nkvd'
  | 'conscripts'
  | 'fortified'
  | 'side'
  | 'coloredDrm'
  | 'artilleryCheck'
  | 'enemyMovePhase'
>;

const oneOf = (...values: string[]): CgField => ({ type: 'enum', values });

/** Every field a situation may hold, and its range. */
const FIELDS: Readonly<Record<keyof Situation, CgField>> = {
  drm: int(-12, 12),
  attitude: oneOf('none', 'hold', 'advance'),
  elite: bool,
  conscript: bool,
  reinforcing: bool,
  column: oneOf('infantry', 'armor'),
  humanWaveLeaders: int(0, 10),
  nkvd: int(0, 10),
  conscripts: int(0, 10),
  fortified: bool,
  side: oneOf('german', 'russian'),
  coloredDrm: int(-6, 6),
  artilleryCheck: bool,
  enemyMovePhase: bool,
};

/** Checks a roll's situation: known fields only (own keys), each within its range. */
export function checkSituation(v: unknown): Result<Situation> {
  if (!isPlainObject(v))
    return err('votg.situation.shape', 'input', 'A roll’s situation is an object.');
  for (const [k, x] of Object.entries(v)) {
    if (!Object.hasOwn(FIELDS, k))
      return err('votg.situation.field', 'input', `A roll’s situation has no field "${k}".`);
    const c = FIELDS[k as keyof Situation];
    // A field set to undefined (a control switched off) is the field left out.
    if (x !== undefined && !fieldFits(c, x))
      return err(
        'votg.situation.field',
        'input',
        `A roll’s "${k}" must be ${fieldLimit(c)}; got ${JSON.stringify(x)}.`,
      );
  }
  return ok(v as Situation);
}
