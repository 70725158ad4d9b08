/**
 * The quick calculator's form: what the player has entered, as one plain JSON snapshot, turned
 * into the engine's CombatSpec. Nothing here decides a rule; it only carries the player's
 * choices to the engine. The snapshot survives a reload through sessionStorage and is checked
 * field by field when read back, so a stale or damaged copy never breaks the screen.
 */

import type { DiceEntries, DieEntry } from '../../../core/dice/DiceEntry';
import { isPlainObject } from '../../../core/input';
import {
  type AttackSpec,
  type BarrageChoice,
  COMBAT_EVENTS,
  COMBAT_OPTIONS,
  type CombatEvents,
  type CombatOptions,
  type CombatSpec,
  type CounterPool,
  countersFor,
  type DefenseSpec,
  flagsOf,
  MAX_ATTACKERS,
  type PoolCounter,
  type SupportAvailable,
  TEM_BY_TERRAIN,
} from '../../engine/combat';
import { defenseStrategy } from '../../engine/game/strategy';
import { STRATEGIES, TERRAINS } from '../../engine/types';

/** Whether the defender's counter is known (Revealed, or flipped now) or still Unrevealed. */
export type DefenderMode = 'known' | 'unrevealed';

/** The attack fields a Barrage "Out of Action" choice changes. */
export interface AttackBefore {
  readonly attackers: number;
  readonly integrity: boolean;
  readonly parentOrgs: number;
  readonly artillery: number;
  readonly engineers: number;
  readonly air: boolean;
}

/** A Barrage choice already made (9.4), with the attack as it was before it. */
export interface BarrageTaken {
  readonly choice: BarrageChoice;
  readonly before: AttackBefore;
}

/** Everything the quick calculator's form holds; one flag per combat event and combat option. */
export interface CombatForm
  extends CombatEvents,
    CombatOptions,
    Required<Omit<AttackSpec, 'divisionsUnknown'>>,
    DefenseSpec {
  readonly v: 1;
  readonly mode: DefenderMode;
  /** Which counter mix an Unrevealed defender is drawn from (5.4 or 14.5.1). */
  readonly pool: CounterPool;
  /** Support markers in the Available box, for the advisor. */
  readonly available: SupportAvailable;
  /** The advisor's wanted chance of capture, in percent. */
  readonly target: number;
  readonly barrage: BarrageTaken | null;
  readonly dice: DiceEntries;
}

/** Returns a fresh form: three attackers against a Light Urban unit at full Morale. */
export function defaultForm(): CombatForm {
  return {
    v: 1,
    attackers: 3,
    lead: 6,
    integrity: false,
    parentOrgs: 1,
    morale: 19,
    mandatory: true,
    artillery: 0,
    engineers: 0,
    air: false,
    terrain: 'lightUrban',
    tem: 3,
    mode: 'known',
    defense: 6,
    strategy: 'heroes',
    firstReveal: true,
    volga: false,
    isolated: false,
    pavlov: false,
    contestedAtStart: false,
    pool: 'main',
    ...flagsOf(COMBAT_EVENTS, []),
    ...flagsOf(COMBAT_OPTIONS, []),
    available: { artillery: 2, engineers: 1, air: 1 },
    target: 70,
    barrage: null,
    dice: {},
  };
}

/** Bounds of the numbers the form offers (the engine checks the rules behind them). */
export const LIMITS = {
  attackers: [1, MAX_ATTACKERS],
  lead: [0, 20],
  morale: [0, 19],
  defense: [0, 20],
  markers: [0, MAX_ATTACKERS],
  available: [0, 9],
  target: [5, 100],
} as const;

const int = (v: unknown, [lo, hi]: readonly [number, number], d: number): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi ? v : d;
const bool = (v: unknown, d: boolean): boolean => (typeof v === 'boolean' ? v : d);
const oneOf = <T extends string>(v: unknown, list: readonly T[], d: T): T =>
  typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : d;

const DIE_ID = /^(german-[01]|soviet-[0-3]|air|isolation)$/;

function readDice(v: unknown): DiceEntries {
  if (!isPlainObject(v)) return {};
  const out: Record<string, DieEntry> = {};
  for (const [id, e] of Object.entries(v)) {
    if (!DIE_ID.test(id) || !isPlainObject(e)) continue;
    const { value, source } = e;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6) {
      if (source === 'owner' || source === 'app') out[id] = { value, source };
    }
  }
  return out;
}

function readBarrage(v: unknown): BarrageTaken | null {
  if (!isPlainObject(v)) return null;
  const { choice, before } = v;
  if (choice !== 'outOfAction' && choice !== 'retreat') return null;
  if (!isPlainObject(before)) return null;
  const b = before;
  const attackers = int(b.attackers, LIMITS.attackers, 0);
  if (attackers === 0) return null;
  return {
    choice,
    before: {
      attackers,
      integrity: bool(b.integrity, false),
      parentOrgs: int(b.parentOrgs, [0, MAX_ATTACKERS], 1),
      artillery: int(b.artillery, LIMITS.markers, 0),
      engineers: int(b.engineers, LIMITS.markers, 0),
      air: bool(b.air, false),
    },
  };
}

/** The attack fields of a form, as a Barrage choice records them. */
export function attackBefore(f: CombatForm): AttackBefore {
  const { attackers, integrity, parentOrgs, artillery, engineers, air } = f;
  return { attackers, integrity, parentOrgs, artillery, engineers, air };
}

/** The flags `ids` of `r`, each bad or missing one taken from `d`. */
function readFlags<Id extends string>(
  ids: readonly Id[],
  r: object,
  d: Readonly<Record<Id, boolean>>,
): Record<Id, boolean> {
  const out = {} as Record<Id, boolean>;
  for (const id of ids) out[id] = bool((r as Record<string, unknown>)[id], d[id]);
  return out;
}

/** Returns a valid form from anything read back: each bad or missing field takes its default. */
export function readForm(raw: unknown): CombatForm {
  const d = defaultForm();
  if (!isPlainObject(raw) || raw.v !== 1) return d;
  const r = raw;
  const terrain = oneOf(r.terrain, TERRAINS, d.terrain);
  const tems = TEM_BY_TERRAIN[terrain];
  const tem = int(r.tem, [1, 4], tems[0]!);
  const av = isPlainObject(r.available) && r.available;
  return {
    v: 1,
    attackers: int(r.attackers, LIMITS.attackers, d.attackers),
    lead: int(r.lead, LIMITS.lead, d.lead),
    integrity: bool(r.integrity, d.integrity),
    parentOrgs: int(r.parentOrgs, [0, MAX_ATTACKERS], d.parentOrgs),
    morale: int(r.morale, LIMITS.morale, d.morale),
    mandatory: bool(r.mandatory, d.mandatory),
    artillery: int(r.artillery, LIMITS.markers, d.artillery),
    engineers: int(r.engineers, LIMITS.markers, d.engineers),
    air: bool(r.air, d.air),
    terrain,
    tem: tems.includes(tem) ? tem : tems[0]!,
    mode: oneOf(r.mode, ['known', 'unrevealed'] as const, d.mode),
    defense: int(r.defense, LIMITS.defense, d.defense),
    strategy: oneOf(r.strategy, STRATEGIES, d.strategy),
    firstReveal: bool(r.firstReveal, d.firstReveal),
    volga: bool(r.volga, d.volga),
    isolated: bool(r.isolated, d.isolated),
    pavlov: bool(r.pavlov, d.pavlov),
    contestedAtStart: bool(r.contestedAtStart, d.contestedAtStart),
    pool: oneOf(r.pool, ['main', 'factoryDistrict'] as const, d.pool),
    ...readFlags(COMBAT_EVENTS, r, d),
    ...readFlags(COMBAT_OPTIONS, r, d),
    available: av
      ? {
          artillery: int(av.artillery, LIMITS.available, d.available.artillery),
          engineers: int(av.engineers, LIMITS.available, d.available.engineers),
          air: int(av.air, [0, 1], d.available.air),
        }
      : d.available,
    target: int(r.target, LIMITS.target, d.target),
    barrage: readBarrage(r.barrage),
    dice: readDice(r.dice),
  };
}

/**
 * The engine's CombatSpec for the form. For an Unrevealed defender the defense factor and
 * strategy are placeholders: the odds come from the pool instead (see `poolFor`).
 */
export function toSpec(f: CombatForm): CombatSpec {
  const pavlovDefends = f.mode === 'known' && f.pavlov;
  return {
    attack: {
      lead: f.lead,
      attackers: f.attackers,
      artillery: f.artillery,
      engineers: f.engineers,
      air: f.air,
      integrity: f.integrity,
      // Without 12.4 the count plays no part; 1 keeps it legal whatever the attackers.
      parentOrgs: f.parentOrganization ? f.parentOrgs : 1,
      morale: f.morale,
      mandatory: f.mandatory,
    },
    defense: {
      terrain: f.terrain,
      tem: f.tem,
      defense: f.defense,
      // The engine's 12.6: Pavlov's House carries the Guards strategy; the form shows it so.
      strategy: defenseStrategy(f.strategy, pavlovDefends),
      firstReveal: f.mode === 'unrevealed' ? true : f.firstReveal,
      volga: f.volga,
      isolated: f.isolated,
      pavlov: pavlovDefends,
      contestedAtStart: f.contestedAtStart,
    },
    events: readFlags(COMBAT_EVENTS, f, f),
    options: readFlags(COMBAT_OPTIONS, f, f),
  };
}

/**
 * The counters an Unrevealed defender may be, when the form says Unrevealed: every counter of
 * that terrain in the chosen mix (no game, so none has been seen yet). With Pavlov's House in
 * the main game's Heavy Urban mix (12.6), its Defense Factor comes from the form, since the
 * rulebook does not print it.
 */
export function poolFor(f: CombatForm): readonly PoolCounter[] | null {
  if (f.mode !== 'unrevealed') return null;
  // countersFor adds Pavlov's House only where 12.6 puts it (the main game's Heavy Urban mix).
  return countersFor(f.pool, f.terrain, { pavlov: f.pavlov }).map((c) =>
    c.defense === null ? { ...c, defense: f.defense } : c,
  );
}

const STORAGE_KEY = 'volga-table:combat-form';

/** Reads the saved form from sessionStorage, or the default form. */
export function loadForm(): CombatForm {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return readForm(text ? JSON.parse(text) : null);
  } catch {
    return defaultForm();
  }
}

/** Saves the form to sessionStorage; storage may be refused, and then the form lives on in memory. */
export function saveForm(f: CombatForm): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(f));
  } catch {
    // Private browsing or a full quota: the calculator still works for this page view.
  }
}
