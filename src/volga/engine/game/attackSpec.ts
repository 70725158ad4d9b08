/**
 * The attack as the combat engine sees it: the unseen counters a defender may be (5.4, 12.6),
 * the Revealed defender, and the CombatSpec of the pending attack (9.5.2, 9.5.3, with the events
 * and options in force).
 */
import { err, ok } from '../../../core/result';
import type { CombatSpec } from '../combat';
import type { SovietCounter } from '../counters';
import { type Fact, temOf, terrainOf, VOLGA_AREAS } from '../kit';
import { UNRECORDED_RULINGS } from '../rulings';
import type { Terrain } from '../types';
import {
  combatEnvironment,
  counterOf,
  known,
  needFact,
  sovietCounter,
  unitDetailsFact,
} from './ops';
import { defenseStrategy } from './strategy';
import type { GameResultOf, GameState } from './types';

/** The unseen counters that the unit in Area `n` may turn out to be (5.4, 12.6), with the terrain. */
export function unseenFor(
  s: GameState,
  n: number,
): GameResultOf<{ terrain: Terrain; counters: readonly string[] }> {
  const t = known(terrainOf(s.kit, n), `Revealing the Soviet unit in Area ${n} (9.4)`);
  if (!t.ok) return t;
  return ok({ terrain: t.value, counters: s.pools[t.value] });
}

/** The Soviet counter defending Area `n`, with Pavlov's printed factor from the options. */
export function defender(s: GameState, n: number): SovietCounter | undefined {
  const id = s.areas[n]?.soviet?.counter;
  const c = id ? sovietCounter(id) : undefined;
  if (c?.pavlov) return { ...c, defense: s.options.pavlovDefense };
  return c;
}

/**
 * The Lead Attacking Unit an attack starts with, or null when the player must pick it first
 * (9.5.2A: any one attacker, the player's choice; only the lead's Attack Factor counts). A lone
 * attacker leads. Otherwise the attacker with the best Attack Factor the kit knows (the first of
 * equals); when the kit knows no attacker's Attack Factor there is no default, so that only the
 * unit the player picks is asked its Attack Factor (4.3.1).
 */
export function defaultLead(s: GameState, attackers: readonly string[]): string | null {
  if (attackers.length === 1) return attackers[0]!;
  let best: string | null = null;
  let bestFactor = -Infinity;
  for (const id of attackers) {
    const af = counterOf(s.kit, id)?.attackFactor;
    if (af != null && af > bestFactor) {
      best = id;
      bestFactor = af;
    }
  }
  return best;
}

/** Support markers for one attack. */
export interface SupportChoice {
  readonly lead: string;
  readonly artillery: number;
  readonly engineers: number;
  readonly air: boolean;
  /** 9.5.2D: go on without the divisions the kit does not know ("Not now"). */
  readonly divisionsLater?: boolean;
}

/** The question an attack asks about its attackers' divisions (9.5.2D, 12.4). */
export interface DivisionQuestion {
  /** One question for every attacker whose division is unknown. */
  readonly fact: Fact;
  /** The rules that count divisions in this attack. */
  readonly rules: string;
  /** How many attackers the question is about. */
  readonly unknown: number;
  /**
   * Only 9.5.2D asks: the attack may go on without the answer ("Not now"), the bonus then
   * counted from the divisions the kit knows. 12.4 charges each organization, so it must know.
   */
  readonly mayWait: boolean;
}

/**
 * The question for the attackers' divisions when this attack's modifiers count divisions and
 * the unknown ones could change them, else null: the Divisional Integrity Bonus while no
 * division has three attackers yet but the unknown ones could make three (9.5.2D), and Parent
 * Organization with two or more attackers (12.4). Assault guns show no division (12.4) and are
 * never asked. Every unknown attacker is in the one question.
 */
export function divisionQuestion(
  s: GameState,
  attackers: readonly string[],
): DivisionQuestion | null {
  const units = attackers.filter((id) => !counterOf(s.kit, id)?.assaultGun);
  const unknown = units.filter((id) => !counterOf(s.kit, id)?.division);
  const [first, ...also] = unknown;
  if (first === undefined) return null;
  const perDivision = new Map<string, number>();
  for (const id of units) {
    const d = counterOf(s.kit, id)?.division;
    if (d) perDivision.set(d, (perDivision.get(d) ?? 0) + 1);
  }
  const most = Math.max(0, ...perDivision.values());
  const integrity = most < 3 && most + unknown.length >= 3;
  const parentOrgs = s.options.parentOrganization && units.length >= 2;
  if (!integrity && !parentOrgs) return null;
  const rules = [integrity ? '9.5.2D' : '', parentOrgs ? '12.4' : ''].filter(Boolean).join(', ');
  const fact: Fact =
    also.length > 0
      ? { kind: 'counter', id: first, need: 'division', also }
      : { kind: 'counter', id: first, need: 'division' };
  return { fact, rules, unknown: unknown.length, mayWait: !parentOrgs };
}

/**
 * The combat engine's CombatSpec for the pending attack with this lead and support (9.5.2,
 * 9.5.3 and the options/events that touch them), or why it cannot be built.
 */
export function combatSpec(
  s: GameState,
  choice: SupportChoice,
  units?: readonly string[],
): GameResultOf<CombatSpec> {
  const r = s.round;
  const atk = r?.attack;
  if (!r || !atk) return err('attack.none', '9.5', 'No attack is pending.');
  const attackers = units ?? atk.units;
  if (!attackers.includes(choice.lead))
    return err(
      'attack.lead',
      '9.5.2',
      `The Lead Attacking Unit must be one of the attackers (${attackers.join(', ')}).`,
    );
  const lead = counterOf(s.kit, choice.lead);
  const leadFact = unitDetailsFact(s.kit, choice.lead);
  if (leadFact) return needFact(leadFact, `${choice.lead} leads the attack (9.5.2)`);
  if (!lead || lead.attackFactor === null)
    return err(
      'attack.leadFactor',
      '4.3.1',
      `The kit does not give ${choice.lead}'s Attack Factor.`,
    );
  const perDivision = new Map<string, number>();
  const orgs = new Set<string>();
  for (const id of attackers) {
    const c = counterOf(s.kit, id);
    if (c?.division) perDivision.set(c.division, (perDivision.get(c.division) ?? 0) + 1);
    // 12.4: assault guns never count; a unit without a known division counts as its own.
    if (!c?.assaultGun) orgs.add(c?.division ?? `?${id}`);
  }
  const asked = divisionQuestion(s, attackers);
  // 9.5.2D "Not now": the attack goes on; the bonus counts only the divisions the kit knows.
  const later = asked?.mayWait === true && choice.divisionsLater === true;
  if (asked && !later)
    return needFact(asked.fact, `Counting divisions in this attack (${asked.rules})`);
  const n = atk.area;
  const terrain = known(terrainOf(s.kit, n), `Combat in Area ${n}`);
  if (!terrain.ok) return terrain;
  const tem = known(temOf(s.kit, n), `Combat in Area ${n}`);
  if (!tem.ok) return tem;
  const d = defender(s, n);
  if (!d)
    return err('attack.unrevealed', '9.4', `The Soviet unit in Area ${n} is not Revealed yet.`);
  if (d.defense === null)
    return err(
      'attack.pavlovDefense',
      '12.6',
      "Pavlov's House Defense Factor is not set in the game options.",
    );
  const area = s.areas[n]!;
  return ok({
    attack: {
      lead: lead.attackFactor,
      attackers: attackers.length,
      artillery: choice.artillery,
      engineers: choice.engineers,
      air: choice.air,
      integrity: [...perDivision.values()].some((k) => k >= 3),
      ...(later && asked ? { divisionsUnknown: asked.unknown } : {}),
      parentOrgs: Math.min(orgs.size, attackers.length),
      morale: s.morale,
      mandatory: atk.kind === 'mandatory',
    },
    defense: {
      terrain: terrain.value,
      tem: tem.value,
      defense: d.defense,
      strategy: defenseStrategy(d.strategy, d.pavlov === true),
      firstReveal: area.soviet!.revealedRound === r.serial,
      volga: VOLGA_AREAS.includes(n),
      isolated: s.options.isolation && area.isolated,
      pavlov: d.pavlov === true,
      contestedAtStart: r.contestedAtActivation.includes(n),
    },
    ...combatEnvironment(s),
    // 12.4: the reading the game started with (a state from before readings were kept has none).
    rulings: s.options.rulings ?? UNRECORDED_RULINGS,
  });
}
