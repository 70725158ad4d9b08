/**
 * Attack Value (9.5.2) and Defense Value (9.5.3) with their breakdown, plus the two dice that
 * feed the Defense Value: the Air Support die (9.5.3D, 12.5) and the isolation die (12.3).
 * These functions trust a spec already passed through checkCombatSpec.
 */
import { readingEntry } from '../rulings';
import { moraleIsStrong, STRONG_MORALE, TERRAIN_LABEL, type Term } from '../types';
import { COMBAT_EVENT, COMBAT_EVENTS, type CombatEventId } from './catalogue';
import type { CombatSpec, CombatValue, DefenseValue, ValueDie } from './types';
import { isGuardsUnit, isUrban } from './validate';

/** What one combat event does to the Attack and Defense Values while it is in force. */
interface EventRule {
  /** Each Artillery marker adds this instead of 2 (9.5.2C). */
  readonly artilleryEach?: number;
  /** A term added to the Attack Value. */
  readonly attack?: number;
  /** A term added to the Defense Value before its dice. */
  readonly defense?: number;
}

/**
 * The rule of every combat event, by id (6.2): a new event without its rule does not compile.
 * Artillery Shell Shortages is a Random Event in both scenarios (the main game's chart is on the
 * player aid card, 13.2 shows it drawn; the Factory District's is 14.6.1), so its terms cite 6.2
 * like Commissars. The no-Air events change no value: validate.ts's airForbidden applies them.
 */
const EVENT_RULE: { readonly [K in CombatEventId]: EventRule } = {
  artilleryShortage: { artilleryEach: 1 },
  commissars: { defense: 1 },
  noAir: {},
};

/** The events of `spec` in force, in catalogue order, with their rules. */
function eventsInForce(spec: CombatSpec): CombatEventId[] {
  return COMBAT_EVENTS.filter((id) => spec.events[id]);
}

/** The Defense Factor change for an isolation die roll (12.3); Guards take -1 on the roll, minimum 1. */
export function isolationModifier(roll: number, guards: boolean): number {
  const r = Math.max(1, guards ? roll - 1 : roll);
  if (r === 1) return 1;
  if (r <= 3) return 0;
  if (r <= 5) return -1;
  return -2;
}

/** What an Air die roll takes off the Defense Value: the roll, or roll-2 (min 1) in Heavy Urban under 12.5. */
export function airReduction(roll: number, limitedHeavyUrban: boolean): number {
  return limitedHeavyUrban ? Math.max(1, roll - 2) : roll;
}

/** True when 12.5 reduces the Air die in this combat (Heavy Urban terrain, option on). */
export const airDieReduced = (spec: CombatSpec): boolean =>
  spec.options.limitedAir && spec.defense.terrain === 'heavyUrban';

/**
 * What one Artillery marker adds to the Attack Value with `events` in force: +2 (9.5.2C), or the
 * amount a combat event sets (Artillery Shell Shortages, 6.2), with that event's name.
 */
export function artilleryEach(events: CombatSpec['events']): {
  readonly each: number;
  readonly rule: string;
  readonly event: string | null;
} {
  const short = COMBAT_EVENTS.filter((id) => events[id]).find(
    (id) => EVENT_RULE[id].artilleryEach !== undefined,
  );
  if (!short) return { each: 2, rule: '9.5.2C', event: null };
  return {
    each: EVENT_RULE[short].artilleryEach!,
    rule: COMBAT_EVENT[short].rule,
    event: COMBAT_EVENT[short].name,
  };
}

/** The Attack Value and its terms (9.5.2, 12.1, 12.4, and the combat events, 6.2). */
export function attackValue(spec: CombatSpec): CombatValue {
  const a = spec.attack;
  const terms: Term[] = [
    { label: 'Lead Attacking Unit Attack Factor', value: a.lead, rule: '9.5.2A' },
  ];
  if (a.attackers > 1) {
    terms.push({
      label: `Additional attacking units ×${a.attackers - 1}`,
      value: a.attackers - 1,
      rule: '9.5.2B',
    });
  }
  if (a.artillery > 0) {
    const art = artilleryEach(spec.events);
    terms.push({
      label: art.event
        ? `Artillery ×${a.artillery} (+${art.each} each: ${art.event})`
        : `Artillery ×${a.artillery}`,
      value: art.each * a.artillery,
      rule: art.rule,
    });
  }
  if (a.engineers > 0) {
    terms.push({ label: `Engineer ×${a.engineers}`, value: 2 * a.engineers, rule: '9.5.2C' });
  }
  if (a.integrity) {
    if (spec.options.rubble && isUrban(spec.defense.terrain) && a.engineers === 0) {
      terms.push({
        label: 'Divisional Integrity Bonus lost: Rubble needs an Engineer marker',
        value: 0,
        rule: '12.1',
      });
    } else {
      terms.push({ label: 'Divisional Integrity Bonus', value: 1, rule: '9.5.2D' });
    }
  } else if (a.divisionsUnknown) {
    const n = a.divisionsUnknown;
    terms.push({
      label: `Divisional Integrity Bonus not counted: division of ${n} unit${n === 1 ? '' : 's'} not given`,
      value: 0,
      rule: '9.5.2D',
    });
  }
  if (moraleIsStrong(a.morale))
    terms.push({ label: `German Morale Strong (${STRONG_MORALE}+)`, value: 1, rule: '9.5.2E' });
  if (spec.options.parentOrganization) {
    // 12.4 as written charges every organization; the house ruling spares the first.
    const beyondFirst = readingEntry(spec.rulings, 'parentOrganization').id === 'beyondFirst';
    const charged = beyondFirst ? a.parentOrgs - 1 : a.parentOrgs;
    if (charged > 0) {
      terms.push({
        label: beyondFirst
          ? `Parent Organizations beyond the first ×${charged}`
          : `Parent Organizations ×${charged}`,
        value: -charged,
        rule: '12.4',
      });
    }
  }
  for (const id of eventsInForce(spec)) {
    const v = EVENT_RULE[id].attack;
    if (v !== undefined)
      terms.push({ label: COMBAT_EVENT[id].name, value: v, rule: COMBAT_EVENT[id].rule });
  }
  return { value: sum(terms), terms };
}

/** The Defense Value parts that need no die: printed DF, TEM, Shaken, events (9.5.3A-C, 6.2). */
function baseDefenseTerms(spec: CombatSpec): Term[] {
  const d = spec.defense;
  const terms: Term[] = [{ label: 'Defense Factor', value: d.defense, rule: '9.5.3A' }];
  terms.push({ label: `TEM (${TERRAIN_LABEL[d.terrain]})`, value: d.tem, rule: '9.5.3B' });
  if (!moraleIsStrong(spec.attack.morale)) {
    terms.push({
      label: `German Morale Shaken (${STRONG_MORALE - 1} or less)`,
      value: 1,
      rule: '9.5.3C',
    });
  }
  for (const id of eventsInForce(spec)) {
    const v = EVENT_RULE[id].defense;
    if (v !== undefined)
      terms.push({ label: COMBAT_EVENT[id].name, value: v, rule: COMBAT_EVENT[id].rule });
  }
  return terms;
}

/**
 * The Defense Value and its terms (9.5.3, 12.3, 12.5). Rolls not given are listed in `pending`
 * and left out of `value`; once every roll is in, the value is floored at 0 (9.5.3).
 */
export function defenseValue(
  spec: CombatSpec,
  rolls: { readonly air?: number; readonly isolation?: number } = {},
): DefenseValue {
  const terms = baseDefenseTerms(spec);
  const pending: ValueDie[] = [];
  let defenseFactor = spec.defense.defense;
  if (spec.defense.isolated) {
    if (rolls.isolation === undefined) {
      pending.push('isolation');
    } else {
      const guards = isGuardsUnit(spec);
      const m = isolationModifier(rolls.isolation, guards);
      defenseFactor += m;
      terms.push({
        label: `Isolated: die ${rolls.isolation}${guards ? ' (Guards -1, min 1)' : ''}`,
        value: m,
        rule: '12.3',
      });
    }
  }
  if (spec.attack.air) {
    if (rolls.air === undefined) {
      pending.push('air');
    } else {
      const reduced = airDieReduced(spec);
      terms.push({
        label: `Air Support die ${rolls.air}${reduced ? ' (Heavy Urban -2, min 1)' : ''}`,
        value: -airReduction(rolls.air, reduced),
        rule: reduced ? '12.5' : '9.5.3D',
      });
    }
  }
  const raw = sum(terms);
  if (pending.length === 0 && raw < 0) {
    terms.push({ label: 'Defense Value never below 0', value: -raw, rule: '9.5.3' });
  }
  return { value: sum(terms), terms, defenseFactor, pending };
}

/** The Defense Value before its dice: printed DF + TEM + Shaken + the events' terms. */
export function baseDefenseValue(spec: CombatSpec): number {
  return sum(baseDefenseTerms(spec));
}

function sum(terms: readonly Term[]): number {
  let s = 0;
  for (const t of terms) s += t.value;
  return s;
}
