/** Test helpers: a plain attack to vary one field at a time. */
import {
  type AttackSpec,
  COMBAT_EVENTS,
  type CombatEvents,
  type CombatOptions,
  type CombatSpec,
  type DefenseSpec,
  flagsOf,
} from '../../../../src/volga/engine/combat/index';

/** Overrides for a spec, one level deep per part. */
export interface SpecPatch {
  readonly attack?: Partial<AttackSpec>;
  readonly defense?: Partial<DefenseSpec>;
  readonly events?: Partial<CombatEvents>;
  readonly options?: Partial<CombatOptions>;
  readonly rulings?: CombatSpec['rulings'];
}

/**
 * A baseline attack: lead AF 5, one attacker, no support, Morale 15 (Strong), against a Light
 * Urban TEM +3 Revealed Heroes 6 (strategy no longer in effect), no events, no options.
 */
export function mk(p: SpecPatch = {}): CombatSpec {
  return {
    attack: {
      lead: 5,
      attackers: 1,
      artillery: 0,
      engineers: 0,
      air: false,
      integrity: false,
      parentOrgs: 1,
      morale: 15,
      ...p.attack,
    },
    defense: {
      terrain: 'lightUrban',
      tem: 3,
      defense: 6,
      strategy: 'heroes',
      firstReveal: false,
      volga: false,
      isolated: false,
      pavlov: false,
      contestedAtStart: false,
      ...p.defense,
    },
    events: { ...flagsOf(COMBAT_EVENTS, []), ...p.events },
    options: { rubble: false, parentOrganization: false, limitedAir: false, ...p.options },
    ...(p.rulings ? { rulings: p.rulings } : {}),
  };
}

/** Unwraps an ok Result or fails the test with the error. */
export function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
}

/**
 * The rulebook's 13.4 attack: four units of the 29th Motorized (lead AF 6, Integrity) with one
 * Artillery under Artillery Shell Shortages, one Engineer and Air, Morale 18, into Area 10
 * (Heavy Urban +4, beside the Volga) held by a Fanatic 8 revealed this round.
 */
export const EX_13_4: SpecPatch = {
  attack: {
    lead: 6,
    attackers: 4,
    artillery: 1,
    engineers: 1,
    air: true,
    integrity: true,
    morale: 18,
    mandatory: true,
  },
  defense: {
    terrain: 'heavyUrban',
    tem: 4,
    defense: 8,
    strategy: 'fanatic',
    firstReveal: true,
    volga: true,
  },
  events: { artilleryShortage: true },
};
