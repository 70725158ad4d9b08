/**
 * Checks a CombatSpec and a set of CombatDice against the rules before anything is computed.
 * Each failure names the rule it enforces.
 */

import { shown } from '../../../core/input';
import { err, ok, type Result, type RuleError } from '../../../core/result';
import { checkRulings } from '../rulings';
import { STRATEGIES, TERRAINS, type Terrain } from '../types';
import { COMBAT_EVENTS, COMBAT_OPTIONS } from './catalogue';
import type { AttackSpec, CombatDice, CombatSpec, ValueDie } from './types';

/** Most German units in one Area, so most attackers in one attack (7.1). */
export const MAX_ATTACKERS = 4;

/** The TEMs an Area of each terrain can have: the usual one and the named exceptions (9.5.3B). */
export const TEM_BY_TERRAIN: Readonly<Record<Terrain, readonly number[]>> = {
  clear: [1, 2], // +2 Stalingradski Airfield
  elevated: [2, 4], // +4 Mamayev Kurgan
  lightUrban: [3, 4], // +4 Central Rail Station
  heavyUrban: [4],
};

const ruleError = (code: string, rule: string, message: string): RuleError => ({
  code,
  rule,
  message,
});

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

/** True when terrain is Light or Heavy Urban (12.1, 12.5). */
export const isUrban = (t: Terrain): boolean => t === 'lightUrban' || t === 'heavyUrban';

/** True when the unit counts as a Guards unit for 12.3 and 6.4.1: its strategy, or Pavlov (12.6). */
export const isGuardsUnit = (spec: CombatSpec): boolean =>
  spec.defense.strategy === 'guards' || spec.defense.pavlov;

/** Null when an Air marker may be placed in this combat, else the error saying why not (6.2, 12.5). */
export function airForbidden(spec: CombatSpec): RuleError | null {
  if (spec.events.noAir) {
    return ruleError(
      'combat.air.forbiddenByEvent',
      '6.2',
      'A Random Event this Turn (64th/66th Army Offensive, Rain or 66th Army Breakthrough) forbids Air Support markers.',
    );
  }
  if (spec.options.limitedAir && isUrban(spec.defense.terrain) && spec.defense.contestedAtStart) {
    return ruleError(
      'combat.air.forbiddenContestedUrban',
      '12.5',
      'Limited Air Power: no Air Support marker in a Light or Heavy Urban Area that was Contested at the start of the Action Round.',
    );
  }
  return null;
}

/** Checks the support markers of an attack against 9.5.4 (and their own ranges). */
export function checkSupport(attack: AttackSpec): Result<AttackSpec> {
  if (!isInt(attack.artillery) || attack.artillery < 0) {
    return err('combat.artillery.invalid', '9.5.2', 'artillery must be a whole number 0 or more.');
  }
  if (!isInt(attack.engineers) || attack.engineers < 0) {
    return err('combat.engineers.invalid', '9.5.2', 'engineers must be a whole number 0 or more.');
  }
  if (typeof attack.air !== 'boolean') {
    return err(
      'combat.air.invalid',
      '9.5.4',
      'air must be true or false (at most one Air marker).',
    );
  }
  const total = attack.artillery + attack.engineers + (attack.air ? 1 : 0);
  if (total > attack.attackers) {
    return err(
      'combat.support.overLimit',
      '9.5.4',
      `${total} Support markers (Artillery ${attack.artillery}, Engineer ${attack.engineers}, Air ${attack.air ? 1 : 0}) exceed the ${attack.attackers} attacking unit(s).`,
    );
  }
  return ok(attack);
}

/** The spec unchanged when it describes a legal attack, else the first rule it breaks. */
export function checkCombatSpec(spec: CombatSpec): Result<CombatSpec> {
  const a = spec.attack;
  const d = spec.defense;
  if (!isInt(a.attackers) || a.attackers < 1 || a.attackers > MAX_ATTACKERS) {
    return err(
      'combat.attackers.invalid',
      '7.1',
      `attackers must be a whole number from 1 to ${MAX_ATTACKERS} (four German units at most per Area); got ${String(a.attackers)}.`,
    );
  }
  if (!isInt(a.lead) || a.lead < 0 || a.lead > 20) {
    return err(
      'combat.lead.invalid',
      '9.5.2',
      `lead (the Lead Attacking Unit's Attack Factor) must be a whole number 0..20; got ${String(a.lead)}.`,
    );
  }
  if (!isInt(a.morale) || a.morale < 0 || a.morale > 19) {
    return err(
      'combat.morale.invalid',
      '5.2',
      `German Morale runs 0..19; got ${String(a.morale)}.`,
    );
  }
  if (typeof a.integrity !== 'boolean') {
    return err('combat.integrity.invalid', '9.5.2', 'integrity must be true or false.');
  }
  if (a.integrity && a.attackers < 3) {
    return err(
      'combat.integrity.needsThree',
      '9.5.2',
      `The Divisional Integrity Bonus needs at least three attacking units of one division; there are ${a.attackers}.`,
    );
  }
  if (
    a.divisionsUnknown !== undefined &&
    (!isInt(a.divisionsUnknown) || a.divisionsUnknown < 1 || a.divisionsUnknown > a.attackers)
  ) {
    return err(
      'combat.divisions.unknownInvalid',
      '9.5.2D',
      `divisionsUnknown counts attackers, 1 to ${a.attackers}; got ${String(a.divisionsUnknown)}.`,
    );
  }
  if (!isInt(a.parentOrgs) || a.parentOrgs < 0 || a.parentOrgs > a.attackers) {
    return err(
      'combat.parent.orgsInvalid',
      '12.4',
      `parentOrgs must be a whole number from 0 to the number of attackers (${a.attackers}); got ${String(a.parentOrgs)}.`,
    );
  }
  // 9.5.2D, 12.4: with the Integrity Bonus three attackers share one division, so the others
  // can add at most attackers - 3 more organizations.
  if (spec.options.parentOrganization && a.integrity && a.parentOrgs > a.attackers - 2) {
    return err(
      'combat.parent.orgsInvalid',
      '12.4',
      `With the Divisional Integrity Bonus at least three of the ${a.attackers} attackers share one division, so at most ${a.attackers - 2} Parent Organizations take part; got ${a.parentOrgs}.`,
    );
  }
  if (a.mandatory !== undefined && typeof a.mandatory !== 'boolean') {
    return err('combat.mandatory.invalid', '9.1', 'mandatory must be true, false or omitted.');
  }
  const support = checkSupport(a);
  if (!support.ok) return support;

  if (!TERRAINS.includes(d.terrain)) {
    return err('combat.terrain.unknown', '3.1', `Unknown terrain ${shown(d.terrain)}.`);
  }
  if (!STRATEGIES.includes(d.strategy)) {
    return err('combat.strategy.unknown', '9.4', `Unknown Defense Strategy ${shown(d.strategy)}.`);
  }
  const tems = TEM_BY_TERRAIN[d.terrain];
  if (!isInt(d.tem) || !tems.includes(d.tem)) {
    return err(
      'combat.tem.invalid',
      '9.5.3',
      `A ${d.terrain} Area has TEM ${tems.map((t) => `+${t}`).join(' or ')}; got ${String(d.tem)}.`,
    );
  }
  if (!isInt(d.defense) || d.defense < 0 || d.defense > 20) {
    return err(
      'combat.defense.invalid',
      '9.5.3',
      `defense (the printed Defense Factor) must be a whole number 0..20; got ${String(d.defense)}.`,
    );
  }
  for (const k of ['firstReveal', 'volga', 'isolated', 'pavlov', 'contestedAtStart'] as const) {
    if (typeof d[k] !== 'boolean') {
      return err('combat.defense.flagInvalid', 'input', `${k} must be true or false.`);
    }
  }
  if (d.pavlov && d.terrain !== 'heavyUrban') {
    return err('combat.pavlov.terrain', '12.6', "Pavlov's House is a Heavy Urban unit.");
  }
  if (d.pavlov && d.strategy !== 'guards') {
    return err(
      'combat.pavlov.notGuards',
      '12.6',
      "Pavlov's House has the Guards Defense Strategy every time it is attacked; give strategy 'guards'.",
    );
  }
  for (const k of COMBAT_EVENTS) {
    if (typeof spec.events[k] !== 'boolean') {
      return err('combat.event.flagInvalid', 'input', `events.${k} must be true or false.`);
    }
  }
  for (const k of COMBAT_OPTIONS) {
    if (typeof spec.options[k] !== 'boolean') {
      return err('combat.option.flagInvalid', 'input', `options.${k} must be true or false.`);
    }
  }
  if (spec.rulings !== undefined) {
    const rulings = checkRulings(spec.rulings);
    if (!rulings.ok) return rulings;
  }
  if (a.air) {
    const forbidden = airForbidden(spec);
    if (forbidden) return { ok: false, error: forbidden };
  }
  return ok(spec);
}

/** The Defense Strategy that acts in this Combat Resolution, or null (4.4, 9.4, 12.6). */
export function strategyInEffect(spec: CombatSpec): CombatSpec['defense']['strategy'] | null {
  // 4.4/9.4: a strategy acts only in the Action Round the unit is first Revealed.
  if (spec.defense.firstReveal) return spec.defense.strategy;
  // 12.6: Pavlov's House keeps the Guards dice every time it is attacked.
  if (spec.defense.pavlov) return 'guards';
  return null;
}

/** How many dice the Soviet side rolls; the best two count (9.5.1, 9.4, 12.6). */
export function sovietDiceCount(spec: CombatSpec): 2 | 3 | 4 {
  if (strategyInEffect(spec) !== 'guards') return 2;
  // 9.4 Guards: 3d6 keep two; 4d6 keep two beside the Volga. 12.6 gives Pavlov the same dice.
  return spec.defense.volga ? 4 : 3;
}

const isDie = (n: unknown): n is number => isInt(n) && n >= 1 && n <= 6;

/**
 * The dice rolled for the Defense Value (9.5.3D, 12.3): when each is wanted, and what to say when
 * it is missing or not wanted.
 */
const VALUE_DICE: readonly {
  readonly die: ValueDie;
  readonly code: string;
  readonly rule: string;
  readonly wanted: (spec: CombatSpec) => boolean;
  readonly missing: string;
  readonly unexpected: string;
}[] = [
  {
    die: 'air',
    code: 'combat.air',
    rule: '9.5.3',
    wanted: (spec) => spec.attack.air,
    missing: 'An Air Support marker is placed: give the Air die (1d6).',
    unexpected: 'An Air die was given but no Air Support marker is placed.',
  },
  {
    die: 'isolation',
    code: 'combat.isolation',
    rule: '12.3',
    wanted: (spec) => spec.defense.isolated,
    missing: 'The unit is Isolated: give the isolation die (1d6).',
    unexpected: 'An isolation die was given but the unit is not Isolated.',
  },
];

/** The dice unchanged when they fit this combat, else the first problem (2.1, 9.5.1, 9.4, 9.5.3, 12.3). */
export function checkCombatDice(spec: CombatSpec, dice: CombatDice): Result<CombatDice> {
  if (!Array.isArray(dice.german) || dice.german.length !== 2) {
    return err('combat.german.diceCount', '9.5.1', 'The German side rolls exactly two dice (2d6).');
  }
  if (!Array.isArray(dice.soviet)) {
    return err('combat.soviet.diceCount', '9.5.1', 'soviet must be a list of dice.');
  }
  const want = sovietDiceCount(spec);
  if (dice.soviet.length !== want) {
    const who = spec.defense.pavlov ? "Pavlov's House" : 'Guards on first reveal';
    const where = spec.defense.volga ? ' beside the Volga' : '';
    const rule = want === 2 ? '9.5.1' : spec.defense.pavlov ? '12.6' : '9.4';
    const why = want === 2 ? 'two dice' : `${want} dice and keeps the best two (${who}${where})`;
    return err(
      'combat.soviet.diceCount',
      rule,
      `The Soviet side rolls ${why}; got ${dice.soviet.length}.`,
    );
  }
  const named: [string, unknown][] = [
    ...dice.german.map((v, i): [string, unknown] => [`german[${i}]`, v]),
    ...dice.soviet.map((v, i): [string, unknown] => [`soviet[${i}]`, v]),
  ];
  if (dice.air !== undefined) named.push(['air', dice.air]);
  if (dice.isolation !== undefined) named.push(['isolation', dice.isolation]);
  for (const [name, v] of named) {
    if (!isDie(v)) {
      return err(
        'combat.die.outOfRange',
        '2.1',
        `Die ${name} must be a whole number 1..6; got ${shown(v)}.`,
      );
    }
  }
  for (const d of VALUE_DICE) {
    const wanted = d.wanted(spec);
    const given = dice[d.die] !== undefined;
    if (wanted && !given) return err(`${d.code}.dieMissing`, d.rule, d.missing);
    if (!wanted && given) return err(`${d.code}.dieUnexpected`, d.rule, d.unexpected);
  }
  return ok(dice);
}
