/**
 * Player actions of the Dawn (6.1, 12.3), Random Event (6.2, 10.1, 14.6.1) and Supply (6.3, 10.2,
 * 12.8, 14.6.2) Phases. Each takes the state and a DiceStream and returns the next state or the
 * rule it breaks; none mutates its input.
 */
import { err, ok } from '../../../core/result';
import { type DiceStream, sum } from '../dice';
import { placementIn, randomEvent, SHOULDER_AREAS } from '../kit';
import { SUPPLY_CHART, SUPPLY_COST } from '../types';
import { withRerolls } from './counted';
import { applyEventEffect, eventEffectRule } from './events';
import { divisionAway, markIsolated, reinforcementGroups } from './flow';
import { MAX_ISOLATION_MARKERS } from './isolation';
import {
  addMorale,
  counterOf,
  eventEffect,
  needFact,
  putUnit,
  putUnits,
  STACK_LIMIT,
  stackIn,
  unitDetailsFact,
} from './ops';
import { advance, wrongStep } from './sequence';
import { AIR_MARKERS } from './setup';
import type { Action, GameResultOf, GameState } from './types';

type A<T extends Action['type']> = Extract<Action, { type: T }>;

/** German Setup Areas a returning unit may always use (6.3 footnote). */
export const RETURN_SETUP_AREAS: readonly number[] = [1, 2, 3, 4, 5];

/** Free Air Support markers each Supply Phase (6.3; 14.6.2 gives two). */
export function freeAir(s: GameState): number {
  return s.scenario === 'factory' ? 2 : 1;
}

/** The rule under which this Turn's free Air marker(s) come (6.3 footnote; 14.6.2 for two). */
export function freeAirRule(s: GameState): string {
  return s.scenario === 'factory' ? '6.3, 14.6.2' : '6.3';
}

/**
 * The dice of this Turn's Supply roll: 4d6 (6.3), or 2d6 under the 66th Army Breakthrough
 * (14.6.1), with the rule and whether the event cut them.
 */
export function supplyRollDice(s: GameState): {
  readonly count: number;
  readonly rule: string;
  readonly breakthrough: boolean;
} {
  const e = eventEffect(s);
  const breakthrough = e.kind === 'supply2d6NoAir';
  return breakthrough
    ? { count: 2, rule: eventEffectRule(s, e), breakthrough }
    : { count: 4, rule: '6.3', breakthrough };
}

/** True when Increased German Supply (12.8) rerolls the Supply roll's 1s this Turn. */
export function increasedSupplyTurn(s: GameState): boolean {
  return s.options.increasedSupply && s.options.rerollTurns.includes(s.turn);
}

/** How many dice 12.8 rolls again after a Supply roll showing `faces`: one per 1, on its Turns. */
export function supplyRerolls(s: GameState, faces: readonly number[]): number {
  return increasedSupplyTurn(s) ? faces.filter((d) => d === 1).length : 0;
}

/** True on the Turn whose Random Event roll gives no result for the events marked so (10.1). */
export function firstTurnNoResult(s: GameState): boolean {
  return s.scenario === 'main' && s.turn === 1;
}

/** The minimum Supply roll this Turn, with its rule (10.2, 14.6.2), or null. */
export function supplyMinimum(s: GameState): { min: number; rule: string } | null {
  if (s.scenario === 'main' && s.turn === 1) return { min: 16, rule: '10.2' };
  if (s.scenario === 'factory' && s.turn === 10) return { min: 16, rule: '14.6.2' };
  return null;
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1;

/**
 * 6.1.1 (6.2.1, 14.4, 14.6.1): place one reinforcement group in one Area; a group's delayed
 * units go only to the Area it first entered.
 */
export function placeReinforcements(
  s: GameState,
  a: A<'placeReinforcements'>,
): GameResultOf<GameState> {
  if (!Array.isArray(a.units) || a.units.length === 0)
    return err('reinforce.noUnits', '6.1.1', 'Name the reinforcement units to place.');
  if (new Set(a.units).size !== a.units.length)
    return err('reinforce.duplicate', 'input', 'A unit is named twice.');
  const groups = reinforcementGroups(s);
  const group = groups.find((g) => g.units.includes(a.units[0]!));
  for (const id of a.units) {
    const g = groups.find((x) => x.units.includes(id));
    if (!g)
      return err(
        'reinforce.notWaiting',
        '6.1.1',
        `${id} is not a reinforcement that may enter this Dawn.`,
      );
    if (g !== group)
      return err(
        'reinforce.oneArea',
        '6.1.1',
        'Each group of reinforcements is placed on its own, in one Area.',
      );
  }
  if (!group) return err('reinforce.notWaiting', '6.1.1', 'No reinforcements wait.');
  if (group.chosenArea !== null && a.area !== group.chosenArea)
    return err(
      'reinforce.groupArea',
      '6.1.1',
      `The rest of this group enter only Area ${group.chosenArea}, where its first units were placed; not Area ${a.area}.`,
    );
  if (!group.areas.includes(a.area))
    return err(
      'reinforce.area',
      group.rule,
      `These reinforcements may enter only in Area ${group.areas.join(', ')}; not Area ${a.area}.`,
    );
  const room = STACK_LIMIT - stackIn(s, a.area);
  if (a.units.length > room)
    return err(
      'reinforce.overstack',
      '7.1',
      `Area ${a.area} has room for ${Math.max(0, room)} more German unit(s) (four at most).`,
    );
  const must = Math.min(group.units.length, room);
  if (a.units.length < must)
    return err(
      'reinforce.mustFill',
      '6.1.1',
      `Place ${must} unit(s): reinforcements fill the Area up to the stacking limit and only the excess is delayed.`,
    );
  const next = putUnits(
    s,
    a.units.map((id) => ({ id, spent: false, location: { kind: 'area' as const, area: a.area } })),
  );
  return ok({
    ...next,
    placedGroups: [...next.placedGroups, group.key],
    // 6.1.1: the first Area a group enters is the one its delayed units wait for.
    groupAreas:
      group.chosenArea === null ? { ...next.groupAreas, [group.key]: a.area } : next.groupAreas,
  });
}

/** 12.3: choose which qualifying Areas get the fourteen Isolation markers. */
export function chooseIsolated(s: GameState, a: A<'chooseIsolated'>): GameResultOf<GameState> {
  const cands = s.isolationCandidates;
  // Only when more Areas qualify than there are markers is there a choice to make.
  if (cands === null) return wrongStep(s, 'Choosing Isolated Areas');
  const want = Math.min(MAX_ISOLATION_MARKERS, cands.length);
  if (
    !Array.isArray(a.areas) ||
    new Set(a.areas).size !== a.areas.length ||
    a.areas.length !== want
  )
    return err(
      'isolation.count',
      '12.3',
      `Choose exactly ${want} different Areas (there are fourteen Isolation markers).`,
    );
  const bad = a.areas.find((n) => !cands.includes(n));
  if (bad !== undefined)
    return err(
      'isolation.notCut',
      '12.3',
      `Area ${bad} can trace supply to the Volga or holds no Soviet unit.`,
    );
  const next = markIsolated(s, a.areas);
  return ok(advance({ ...next, isolationCandidates: null }));
}

/**
 * 6.2 (6.2.1, 10.1): the chart row of `roll` read and its effect applied to `s` for the Turn; a
 * row the kit lacks is asked. Used when the roll is made, and when a pending one is read later.
 */
export function readEvent(s: GameState, roll: number): GameResultOf<GameState> {
  // Ruling: "already withdrawn" (6.2.1) means withdrawn at any earlier point of this game.
  const withdrawnDivisions = [...new Set(s.withdrawals.map((w) => w.division))];
  const read = randomEvent(s.kit, s.scenario, roll, { turn: s.turn, withdrawnDivisions });
  if (!read.ok) return read;
  if (read.value.kind === 'needsFact')
    return needFact(read.value.fact, `The Random Event roll of ${roll}`);
  if (read.value.kind !== 'known') return err('event.chart', '6.2', read.value.reason);
  const o = read.value.value;
  const next: GameState = {
    ...s,
    event: {
      roll,
      usedRoll: o.readAs,
      name: o.row.name,
      effect: o.row.effect,
      text: o.row.text,
      noResultRule: o.cancelled?.rule ?? null,
    },
  };
  return ok(applyEventEffect(next, o.effect));
}

/**
 * 6.2: roll 3d6 on the Random Event Chart and apply its effect for the Turn. With `later`, a
 * row the kit lacks is put off: the event is recorded as pending and the Phase ends; the row is
 * asked when its effect first matters (pendingEvent.ts).
 */
export function rollRandomEvent(
  s: GameState,
  a: A<'rollRandomEvent'>,
  dice: DiceStream,
): GameResultOf<GameState> {
  // The chart reads the total alone, so the owner may enter just that (rollEntry).
  const rolled = dice.total('randomEvent', 3, '6.2');
  if (!rolled.ok) return rolled;
  const roll = rolled.value;
  const read = readEvent(s, roll);
  if (read.ok) return ok(advance(read.value));
  if (!(a.later === true && read.error.fact?.kind === 'event')) return read;
  return ok(
    advance({
      ...s,
      event: {
        roll,
        usedRoll: roll,
        name: 'Not read yet',
        effect: { kind: 'none' },
        text: '',
        noResultRule: null,
        pending: true,
      },
    }),
  );
}

/** 6.3 (6.3.1, 10.2, 12.8, 14.6.2): roll for Supply, bank it, and take the free Air marker(s). */
export function rollSupply(s: GameState, dice: DiceStream): GameResultOf<GameState> {
  const supplyDice = supplyRollDice(s);
  let total: number;
  if (increasedSupplyTurn(s)) {
    // 12.8 reads each die for its 1s; otherwise the total alone counts (rollEntry).
    const rolled = dice.roll('supply', supplyDice.count, supplyDice.rule);
    if (!rolled.ok && rolled.error.code === 'dice.facesNeeded')
      return err('dice.facesNeeded', '12.8', 'Each 1 is rolled again this Turn: enter each die.');
    if (!rolled.ok) return rolled;
    let faces = [...rolled.value];
    const ones = supplyRerolls(s, faces);
    if (ones > 0) {
      // 12.8: the new die stands (withRerolls, which the screens' counted totals share).
      const again = dice.roll('supply.reroll', ones, '12.8');
      if (!again.ok) return again;
      faces = withRerolls(faces, again.value);
    }
    total = sum(faces);
  } else {
    const rolled = dice.total('supply', supplyDice.count, supplyDice.rule);
    if (!rolled.ok) return rolled;
    total = rolled.value;
  }
  // 10.2, 14.6.2: a roll under the minimum counts as the minimum; what was rolled stays told.
  const min = supplyMinimum(s);
  const raised = min && total < min.min ? { rolled: total, rule: min.rule } : null;
  if (raised && min) total = min.min;
  // 6.3 footnote, 14.6.2: the free Air marker(s), whatever the Random Event.
  const give = Math.min(freeAir(s), s.support.used.air);
  return ok(
    advance({
      ...s,
      supply: s.supply + total,
      supplyRoll: total,
      supplyRaised: raised,
      support: {
        available: { ...s.support.available, air: s.support.available.air + give },
        used: { ...s.support.used, air: s.support.used.air - give },
      },
    }),
  );
}

function pay(s: GameState, cost: number, what: string, many = false): GameResultOf<GameState> {
  if (s.supply < cost)
    return err(
      'supply.insufficient',
      '6.3',
      `${what} cost${many ? '' : 's'} ${cost} Supply Point${cost === 1 ? '' : 's'}; ${s.supply} available.`,
    );
  return ok({ ...s, supply: s.supply - cost });
}

/** 6.3: buy Artillery (1), Engineer (2) or Air (3) markers. */
export function buySupport(s: GameState, a: A<'buySupport'>): GameResultOf<GameState> {
  const n = a.count ?? 1;
  if (!isCount(n)) return err('supply.count', 'input', 'Buy a whole number of markers, 1 or more.');
  if (!Object.hasOwn(SUPPLY_CHART, a.marker) || SUPPLY_CHART[a.marker].buys !== 'support')
    return err('supply.marker', 'input', `Unknown Support marker ${JSON.stringify(a.marker)}.`);
  if (a.marker === 'air' && s.support.available.air + n > AIR_MARKERS)
    return err(
      'supply.noAirMarker',
      '6.3',
      `There are ${AIR_MARKERS} Air Support markers and ${s.support.available.air} are already available.`,
    );
  const paid = pay(
    s,
    SUPPLY_COST[a.marker] * n,
    `${n} ${SUPPLY_CHART[a.marker].name} marker${n === 1 ? '' : 's'}`,
    n > 1,
  );
  if (!paid.ok) return paid;
  const p = paid.value;
  return ok({
    ...p,
    support: {
      available: { ...p.support.available, [a.marker]: p.support.available[a.marker] + n },
      used: { ...p.support.used, [a.marker]: Math.max(0, p.support.used[a.marker] - n) },
    },
  });
}

/** 6.3: +1 Morale per 3 Supply Points (clamped at 19, 5.2). */
export function buyMorale(s: GameState, a: A<'buyMorale'>): GameResultOf<GameState> {
  const n = a.count ?? 1;
  if (!isCount(n))
    return err('supply.count', 'input', 'Buy a whole number of Morale steps, 1 or more.');
  const paid = pay(s, SUPPLY_COST.morale * n, `${n} Morale step${n === 1 ? '' : 's'}`, n > 1);
  if (!paid.ok) return paid;
  return ok(addMorale(paid.value, n));
}

/**
 * The Areas a unit in the Out of Action Box may return to now (6.3 footnote): its own setup Area
 * for units that began in 48-50; else Areas 1-5 or a German-Controlled Area holding another
 * German unit; never a full Area (7.1).
 */
export function returnAreas(s: GameState, unit: string): number[] {
  const c = counterOf(s.kit, unit);
  const p = c ? placementIn(c, s.scenario) : null;
  const home =
    p && p !== 'absent' && p.at === 'area' && SHOULDER_AREAS.includes(p.area) ? p.area : null;
  const out: number[] = [];
  for (let n = 1; n <= 50; n++) {
    const area = s.areas[n];
    if (!area) continue;
    if (stackIn(s, n) >= STACK_LIMIT) continue;
    if (home !== null) {
      if (n === home) out.push(n);
      continue;
    }
    if (RETURN_SETUP_AREAS.includes(n) || (area.control === 'german' && stackIn(s, n) > 0))
      out.push(n);
  }
  return out;
}

/** 6.3: return a unit from the Out of Action Box (Infantry 1, Armor 2) to a legal Area. */
export function returnUnit(s: GameState, a: A<'returnUnit'>): GameResultOf<GameState> {
  const u = s.germans[a.unit];
  if (u?.location.kind !== 'outOfAction')
    return err('supply.notOutOfAction', '6.3', `${a.unit} is not in the Out of Action Box.`);
  const c = counterOf(s.kit, a.unit);
  const detail = unitDetailsFact(s.kit, a.unit);
  if (detail) return needFact(detail, `Returning ${a.unit} (6.3)`);
  if (!c || c.type === null)
    return err(
      'supply.unitType',
      '4.2',
      `The kit does not say whether ${a.unit} is Armor or Infantry.`,
    );
  if (divisionAway(s, c.division))
    return err(
      'supply.divisionAway',
      // The rule that took it away: 6.1.2 for good, else the breakthrough (6.2.1, 14.6.1).
      s.withdrawals.some((w) => w.division === c.division && w.returnsTurn === null)
        ? '6.1.2'
        : s.scenario === 'factory'
          ? '14.6.1'
          : '6.2.1',
      `${a.unit}'s division (${c.division}) is withdrawn; its units cannot return to play now.`,
    );
  if (stackIn(s, a.area) >= STACK_LIMIT)
    return err('supply.overstack', '7.1', `Area ${a.area} already holds four German units.`);
  if (!returnAreas(s, a.unit).includes(a.area)) {
    const p = placementIn(c, s.scenario);
    const home = p && p !== 'absent' && p.at === 'area' && SHOULDER_AREAS.includes(p.area);
    return err(
      'supply.returnArea',
      '6.3',
      home
        ? `${a.unit} began the game in Area ${(p as { area: number }).area} and may return only there.`
        : `A returning unit goes to Area 1-5 or to a German-Controlled Area holding another German unit; Area ${a.area} is neither.`,
    );
  }
  const paid = pay(s, SUPPLY_COST[c.type], `Returning ${a.unit} (${c.type})`);
  if (!paid.ok) return paid;
  return ok(
    putUnit(paid.value, { id: a.unit, spent: false, location: { kind: 'area', area: a.area } }),
  );
}

/** Ends the Supply Phase; unspent points stay banked (6.3.1). */
export function endSupply(s: GameState): GameResultOf<GameState> {
  return ok(advance(s));
}
