/**
 * What the player may do now, with what it costs: the list the UI offers and the simulator
 * chooses from. Every listed action is accepted by `apply` (tests check this).
 */

import type { RuleError } from '../../../core/result';
import { airForbidden } from '../combat';
import { AREA_NUMBERS, counterById } from '../kit';
import { SUPPLY_COST } from '../types';
import { apply } from './apply';
import {
  activatableUnits,
  attackKind,
  combatSpec,
  mandatoryAttacksOwed,
  moveCost,
  retreatRoutes,
  unseenFor,
} from './combatPhase';
import { divisionAway, reinforcementGroups } from './flow';
import { MAX_ISOLATION_MARKERS } from './isolation';
import { clampMorale, knownNeighbours, MORALE_MAX, STACK_LIMIT, stackIn, unitIds } from './ops';
import { returnAreas } from './phases';
import { AIR_MARKERS } from './setup';
import type { Action, GameError, GameState, SupportKind } from './types';

/** One legal action, with a label, the rule behind it, and its cost where it has one. */
export interface LegalAction {
  readonly action: Action;
  readonly label: string;
  readonly rule: string;
  /** Supply Points (6.3) or Movement Factors (8.2) it costs. */
  readonly cost?: number;
}

/** Every non-empty subset of `xs` (xs has at most four units, 7.1). */
function subsets<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << xs.length; mask++) out.push(xs.filter((_, i) => mask & (1 << i)));
  return out;
}

/** One Area a waiting reinforcement group may enter now, and how many of its units go in. */
export interface ReinforcementArea {
  readonly area: number;
  /** German units in the Area now (7.1). */
  readonly holds: number;
  /**
   * How many of the group must enter: all that fit under the stacking limit, at most the whole
   * group (6.1.1, 7.1). The player chooses WHICH of the group's units these are.
   */
  readonly enter: number;
  /** The default placement: the group's first `enter` units (the one legalActions lists). */
  readonly action: Extract<Action, { type: 'placeReinforcements' }>;
}

/** A reinforcement group that may be placed this Dawn, with the Areas it may enter. */
export interface ReinforcementChoice {
  readonly key: string;
  /** A division withdrawn by an event coming back (6.2.1, 14.6.1), not a new arrival. */
  readonly returning: boolean;
  /** Every unit of the group: any `enter` of them may be the ones placed (6.1.1). */
  readonly units: readonly string[];
  readonly rule: string;
  /** The Area the group first entered, the only one its delayed units may use (6.1.1). */
  readonly chosenArea: number | null;
  /** Allowed Areas with room now (empty: the whole group is delayed, 6.1.1). */
  readonly areas: readonly ReinforcementArea[];
}

/**
 * The reinforcement groups to place now (6.1.1, 6.2.1, 14.4, 14.6.1): for each allowed Area with
 * room, how many units go in. 6.1.1 says the group goes into one Area up to the stacking limit
 * and the excess is delayed; it does not say which units are the excess, so the player picks
 * them (docs/rulings.md) and `apply` accepts any `enter` of the group's units. Empty outside
 * the Dawn reinforcement step.
 */
export function reinforcementChoices(s: GameState): ReinforcementChoice[] {
  if (s.phase !== 'dawn' || s.step !== 'reinforcement') return [];
  return reinforcementGroups(s).map((g) => ({
    key: g.key,
    returning: g.returning,
    units: g.units,
    rule: g.rule,
    chosenArea: g.chosenArea,
    areas: g.areasWithRoom.map((area) => {
      const holds = stackIn(s, area);
      const enter = Math.min(STACK_LIMIT - holds, g.units.length);
      return {
        area,
        holds,
        enter,
        action: { type: 'placeReinforcements', area, units: g.units.slice(0, enter) } as const,
      };
    }),
  }));
}

/**
 * Reinforcements whose Turn has come but who stay off the map for lack of room (6.1.1): every
 * unit still waiting in the Reinforcement boxes for this Turn or an earlier one, except, during
 * the Dawn placement, the groups that have room to enter now.
 */
export function delayedReinforcements(s: GameState): string[] {
  const now = new Set(
    reinforcementChoices(s)
      .filter((c) => c.areas.length > 0)
      .flatMap((c) => c.units),
  );
  return unitIds(s).filter((id) => {
    const loc = s.germans[id]!.location;
    return loc.kind === 'reinforcement' && loc.turn <= s.turn && !now.has(id);
  });
}

/** One Supply purchase (6.3) and what the engine says about buying it now. */
export interface PurchaseOption {
  readonly kind: SupportKind | 'morale';
  readonly action: Extract<Action, { type: 'buySupport' | 'buyMorale' }>;
  /** Supply Points it costs (6.3). */
  readonly cost: number;
  /** The engine's refusal if it were bought now (code, rule, message), or null. */
  readonly refusal: GameError | null;
  /** Morale after buying, kept on the track (5.2); only for Morale. */
  readonly moraleAfter?: number;
  /**
   * Why buying would change nothing though the rules allow it (Morale already at the top of
   * its track, 5.2), or null. The points would be spent for no gain.
   */
  readonly noGain: RuleError | null;
  /**
   * The most of this purchase one action buys now (6.3): as many as the bank pays for, the
   * Air markers that exist and, for Morale, the steps left below the top of its track (5.2);
   * 0 when none can be bought.
   */
  readonly most: number;
}

/** The largest count `buy(n)` the engine accepts, up to `limit` (0 when none). */
function mostAccepted(s: GameState, limit: number, buy: (n: number) => Action): number {
  let most = 0;
  for (let n = 1; n <= limit; n++) if (apply(s, buy(n)).ok) most = n;
  return most;
}

/** The four Supply purchases (6.3), each with the engine's refusal or why it would gain nothing. */
export function purchaseOptions(s: GameState): PurchaseOption[] {
  const out: PurchaseOption[] = [];
  for (const marker of ['artillery', 'engineer', 'air'] as const) {
    const action = { type: 'buySupport', marker } as const;
    const r = apply(s, action);
    out.push({
      kind: marker,
      action,
      cost: SUPPLY_COST[marker],
      refusal: r.ok ? null : r.error,
      noGain: null,
      most: mostAccepted(s, Math.floor(s.supply / SUPPLY_COST[marker]), (count) => ({
        ...action,
        count,
      })),
    });
  }
  const action = { type: 'buyMorale' } as const;
  const r = apply(s, action);
  const after = clampMorale(s.morale + 1);
  out.push({
    kind: 'morale',
    action,
    cost: SUPPLY_COST.morale,
    refusal: r.ok ? null : r.error,
    moraleAfter: after,
    noGain:
      after === s.morale
        ? {
            code: 'supply.moraleAtTop',
            rule: '5.2',
            message: `Morale is already ${MORALE_MAX}, the top of its track: buying more would spend ${SUPPLY_COST.morale} Supply Points for nothing.`,
          }
        : null,
    // 5.2: steps above the top would be paid for nothing, so they are not counted.
    most: mostAccepted(
      s,
      Math.min(Math.floor(s.supply / SUPPLY_COST.morale), MORALE_MAX - s.morale),
      (count) => ({ ...action, count }),
    ),
  });
  return out;
}

/**
 * Why the unit in the Out of Action Box cannot return now (6.3), as the engine refuses it, or
 * null when it can: not enough Supply Points, its division away (6.1.2, 6.2.1, 14.6.1), or no
 * Area it may use with room (6.3 footnote, 7.1).
 */
export function returnRefusal(s: GameState, unit: string): GameError | null {
  const areas = returnAreas(s, unit);
  const probe = apply(s, { type: 'returnUnit', unit, area: areas[0] ?? 1 });
  if (probe.ok) return null;
  const code = probe.error.code;
  if (areas.length === 0 && (code === 'supply.overstack' || code === 'supply.returnArea'))
    return {
      code: 'supply.noReturnArea',
      rule: '6.3',
      message: `${unit} has no Area to return to: each one it may use is full (7.1) or not allowed (6.3).`,
    };
  return probe.error;
}

/** The legal actions now (answerFact is always possible and not listed). */
export function legalActions(s: GameState): LegalAction[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'dawn' && s.step === 'reinforcement') return reinforcementActions(s);
  if (s.phase === 'dawn' && s.step === 'isolation' && s.isolationCandidates) {
    const areas = s.isolationCandidates.slice(0, MAX_ISOLATION_MARKERS);
    return [
      {
        action: { type: 'chooseIsolated', areas },
        label: `Isolate Areas ${areas.join(', ')}`,
        rule: '12.3',
      },
    ];
  }
  if (s.phase === 'randomEvent')
    return [
      { action: { type: 'rollRandomEvent' }, label: 'Roll 3d6 for the Random Event', rule: '6.2' },
    ];
  if (s.phase === 'supply' && s.step === 'roll')
    return [{ action: { type: 'rollSupply' }, label: 'Roll for Supply', rule: '6.3' }];
  if (s.phase === 'supply' && s.step === 'purchase') return purchaseActions(s);
  if (s.phase === 'combat' && s.step === 'bloodyStreets')
    return [{ action: { type: 'rollBloodyStreets' }, label: 'Roll Bloody Streets', rule: '6.4.1' }];
  if (s.phase !== 'combat') return [];
  const r = s.round;
  if (!r) return activationActions(s);
  if (r.attack) return attackActions(s, r.attack);
  if (r.retreat) {
    const unit = r.retreat.units[0]!;
    return retreatRoutes(s, unit).map(
      (path): LegalAction => ({
        action: { type: 'retreat', unit, path },
        label: `Retreat ${unit} via ${path.join(' → ')}`,
        rule: '9.5.8',
      }),
    );
  }
  const out = [...moveActions(s, r), ...declareActions(s, r)];
  if (mandatoryAttacksOwed(s).length === 0)
    out.push({ action: { type: 'endRound' }, label: 'End the Action Round', rule: '6.4.2' });
  return out;
}

/**
 * The declaration the Action Round leaves no choice about, or null: when the one thing the player
 * may do now is declare a Mandatory Attack with every unit that entered (9.1: they must attack;
 * 9.0: it is resolved once every unit has entered, and no other unit of the Active Area is left
 * to move or attack; the round cannot end while it is owed, 6.4.2), that declaration.
 */
export function forcedDeclaration(s: GameState): Extract<Action, { type: 'declareAttack' }> | null {
  const r = s.round;
  if (!r || r.attack || r.retreat) return null;
  const all = legalActions(s);
  const only = all.length === 1 ? all[0]!.action : null;
  if (only?.type !== 'declareAttack') return null;
  const kind = attackKind(s, only.area, only.units);
  return kind.ok && kind.value === 'mandatory' ? only : null;
}

/** An Action Round under way. */
type Round = NonNullable<GameState['round']>;
/** An attack under way in an Action Round. */
type Attack = NonNullable<Round['attack']>;

/** Dawn's reinforcement step: each placement each reinforcement group allows. */
function reinforcementActions(s: GameState): LegalAction[] {
  const out: LegalAction[] = [];
  for (const g of reinforcementChoices(s)) {
    for (const a of g.areas) {
      out.push({
        action: a.action,
        label: `Place ${a.action.units.join(', ')} in Area ${a.area}`,
        rule: g.rule,
      });
    }
  }
  return out;
}

/** The Supply Phase's purchases (6.3): markers, Morale, units back from Out of Action, the end. */
function purchaseActions(s: GameState): LegalAction[] {
  const out: LegalAction[] = [];
  for (const marker of ['artillery', 'engineer', 'air'] as const) {
    if (s.supply < SUPPLY_COST[marker]) continue;
    if (marker === 'air' && s.support.available.air >= AIR_MARKERS) continue;
    out.push({
      action: { type: 'buySupport', marker },
      label: `Buy one ${marker} marker`,
      rule: '6.3',
      cost: SUPPLY_COST[marker],
    });
  }
  // 5.2: Morale stops at 19, so at the top a purchase would buy nothing; apply accepts it,
  // but it is not offered (purchaseOptions says why).
  if (s.supply >= SUPPLY_COST.morale && s.morale < MORALE_MAX)
    out.push({
      action: { type: 'buyMorale' },
      label: 'Buy +1 Morale',
      rule: '6.3',
      cost: SUPPLY_COST.morale,
    });
  for (const id of unitIds(s)) {
    if (s.germans[id]!.location.kind !== 'outOfAction') continue;
    const c = counterById(s.kit, id);
    if (!c?.type || divisionAway(s, c.division) || s.supply < SUPPLY_COST[c.type]) continue;
    for (const area of returnAreas(s, id)) {
      out.push({
        action: { type: 'returnUnit', unit: id, area },
        label: `Return ${id} to Area ${area}`,
        rule: '6.3',
        cost: SUPPLY_COST[c.type],
      });
    }
  }
  out.push({ action: { type: 'endSupply' }, label: 'End the Supply Phase', rule: '6.3.1' });
  return out;
}

/** Between Action Rounds: each Area with a unit to activate, and the end of the Combat Phase. */
function activationActions(s: GameState): LegalAction[] {
  const out: LegalAction[] = [];
  for (const n of AREA_NUMBERS) {
    if (activatableUnits(s, n).length > 0)
      out.push({
        action: { type: 'activate', area: n },
        label: `Activate Area ${n}`,
        rule: '6.4.2',
      });
  }
  out.push({ action: { type: 'endCombatPhase' }, label: 'End the Combat Phase', rule: '6.4.3' });
  return out;
}

/** An attack under way: the counter revealed, the Barrage choice, or how to resolve it. */
function attackActions(s: GameState, atk: Attack): LegalAction[] {
  const out: LegalAction[] = [];
  if (atk.stage === 'reveal') {
    // The owner names the counter drawn: any unseen counter of the Area's terrain.
    const unseen = unseenFor(s, atk.area);
    for (const counter of unseen.ok ? unseen.value.counters : [])
      out.push({
        action: { type: 'revealCounter', counter },
        label: `Revealed: ${counter}`,
        rule: '9.4',
      });
    return out;
  }
  if (atk.stage === 'barrage') {
    for (const unit of atk.units)
      out.push({
        action: { type: 'barrageChoice', choice: 'outOfAction', unit },
        label: `Barrage: ${unit} to the Out of Action Box`,
        rule: '9.4',
      });
    out.push({
      action: { type: 'barrageChoice', choice: 'retreat' },
      label: 'Barrage: all Spent and retreat',
      rule: '9.4',
    });
    return out;
  }
  return resolveActions(s, atk);
}

/** Every way to resolve the attack (9.5): its lead, and the support markers spent on it. */
function resolveActions(s: GameState, atk: Attack): LegalAction[] {
  const out: LegalAction[] = [];
  const n = atk.units.length;
  const av = s.support.available;
  for (const lead of atk.units) {
    for (let art = 0; art <= Math.min(av.artillery, n); art++) {
      for (let eng = 0; eng <= Math.min(av.engineer, n - art); eng++) {
        for (const air of [false, true]) {
          if (air && (av.air < 1 || art + eng + 1 > n)) continue;
          const choice = { lead, artillery: art, engineers: eng, air };
          if (air) {
            const spec = combatSpec(s, choice);
            if (!spec.ok || airForbidden(spec.value)) continue;
          }
          out.push({
            action: { type: 'resolveAttack', ...choice },
            label: `Lead ${lead}, Artillery ${art}, Engineer ${eng}${air ? ', Air' : ''}`,
            rule: '9.5',
          });
        }
      }
    }
  }
  return out;
}

/** The moves (8.2) of the round's units into known neighbouring Areas. */
function moveActions(s: GameState, r: Round): LegalAction[] {
  const out: LegalAction[] = [];
  for (const unit in r.units) {
    const u = s.germans[unit]!;
    if (u.location.kind !== 'area') continue;
    const from = u.location.area;
    for (const to of knownNeighbours(s.kit, from).known) {
      const c = moveCost(s, unit, to);
      if (c.ok)
        out.push({
          action: { type: 'move', unit, to },
          label: `Move ${unit} to Area ${to} (${c.value.reason})`,
          rule: '8.2',
          cost: c.value.cost,
        });
    }
  }
  return out;
}

/** The attacks (9.1-9.3) the round's fresh units may declare, Area by Area. */
function declareActions(s: GameState, r: Round): LegalAction[] {
  const out: LegalAction[] = [];
  const byArea = new Map<number, string[]>();
  for (const unit in r.units) {
    const u = s.germans[unit]!;
    if (u.location.kind !== 'area' || u.spent || r.units[unit]!.attacked) continue;
    const list = byArea.get(u.location.area) ?? [];
    list.push(unit);
    byArea.set(u.location.area, list);
  }
  for (const [area, units] of byArea) {
    if (!s.areas[area]?.soviet || r.attacked.includes(area)) continue;
    const entered = units.filter((id) => r.units[id]!.moved);
    const starters = units.filter((id) => !r.units[id]!.moved);
    for (const group of [entered, starters]) {
      if (group.length === 0) continue;
      const all = attackKind(s, area, group);
      const options = all.ok && all.value === 'mandatory' ? [group] : subsets(group);
      for (const units2 of options) {
        const k = attackKind(s, area, units2);
        if (k.ok)
          out.push({
            action: { type: 'declareAttack', area, units: units2 },
            label: `${k.value} attack on Area ${area} with ${units2.join(', ')}`,
            rule: k.value === 'mandatory' ? '9.1' : k.value === 'optional' ? '9.2' : '9.3',
          });
      }
    }
  }
  return out;
}
