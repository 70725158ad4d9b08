/**
 * An attack from declaration to its consequences: its kind (9.1-9.3), the reveal (9.4, digital
 * or physical cup), the Barrage choice (9.4), and Combat Resolution through the combat engine
 * (9.5) with each consequence applied to the game, up to the retreat (9.5.8).
 */
import { err, ok } from '../../../core/result';
import {
  type CombatDice,
  type CombatResolution,
  type Consequence,
  checkCombatSpec,
  resolve,
  sovietDiceCount,
} from '../combat';
import type { DiceStream } from '../dice';
import { SHOULDER_NEIGHBOURS } from '../kit';
import { activeUnit, shoulderUnit } from './activation';
import { combatSpec, type SupportChoice, unseenFor } from './attackSpec';
import { addMorale, putArea, putUnits, sovietCounter } from './ops';
import { startRetreat } from './retreat';
import { wrongStep } from './sequence';
import type {
  Action,
  AttackKind,
  AttackRecord,
  GameResultOf,
  GameState,
  PendingAttack,
} from './types';

type A<T extends Action['type']> = Extract<Action, { type: T }>;

/** The kind of attack these units would make on Area `area` (9.1, 9.2, 9.3), or why they cannot. */
export function attackKind(
  s: GameState,
  area: number,
  units: readonly string[],
): GameResultOf<AttackKind> {
  const r = s.round;
  if (s.phase !== 'combat' || s.step !== 'actionRounds' || !r)
    return err(
      'attack.noActiveArea',
      '9.0',
      'Only units of the Active Area attack: activate an Area first.',
    );
  if (r.attack || r.retreat)
    return err('attack.combatPending', '9.5', 'Finish the attack (or retreat) in progress first.');
  if (!s.areas[area]?.soviet)
    return err('attack.noSovietUnit', '9.0', `Area ${area} holds no Soviet unit.`);
  if (r.attacked.includes(area))
    return err(
      'attack.alreadyAttacked',
      '8.2.1',
      `Area ${area} was already attacked during this activation.`,
    );
  if (!Array.isArray(units) || units.length === 0)
    return err('attack.noUnits', '9.2', 'At least one unit must attack.');
  if (new Set(units).size !== units.length)
    return err('attack.duplicate', 'input', 'A unit is named twice.');
  for (const id of units) {
    const active = activeUnit(s, r, id);
    if (!active)
      return err(
        'attack.notActivated',
        '9.0',
        `${id} is not an activated unit of the Active Area.`,
      );
    const { state: u, round: ru } = active;
    if (u.spent || ru.attacked)
      return err('attack.spent', '9.0', `${id} is Spent or has already attacked.`);
    if (u.location.kind !== 'area' || u.location.area !== area)
      return err('attack.notInArea', '9.0', `${id} is not in Area ${area}.`);
    if (s.options.northernShoulder && shoulderUnit(s, id) && !SHOULDER_NEIGHBOURS.includes(area))
      return err(
        'attack.northernShoulder',
        '12.2',
        `${id} set up in Areas 48-50 and may attack only Areas 42-47.`,
      );
  }
  const contestedBefore = r.contestedAtActivation.includes(area);
  const starters = units.filter((id) => !r.units[id]!.moved);
  if (area === r.area && contestedBefore && starters.length > 0) {
    if (starters.length !== units.length)
      return err(
        'attack.combine',
        '9.3',
        'Units that entered a Contested Area may not join the units already there in one attack.',
      );
    return ok('contested');
  }
  if (starters.length > 0)
    return err('attack.notEntered', '9.0', 'These units did not enter the Area being attacked.');
  if (!contestedBefore) {
    // 9.1: every unit that entered must make the Mandatory Attack.
    const entered = Object.keys(r.units).filter((id) => {
      const loc = s.germans[id]!.location;
      return (
        r.units[id]!.moved && !r.units[id]!.attacked && loc.kind === 'area' && loc.area === area
      );
    });
    const missing = entered.filter((id) => !units.includes(id));
    if (missing.length > 0)
      return err(
        'attack.mandatoryAll',
        '9.1',
        `All units that entered Area ${area} must make the Mandatory Attack; add ${missing.join(', ')}.`,
      );
    return ok('mandatory');
  }
  return ok('optional');
}

/** 9.1-9.4: declare an attack; the defender is Revealed now (digital cup) or by the owner (physical). */
export function declareAttack(
  s: GameState,
  a: A<'declareAttack'>,
  dice: DiceStream,
): GameResultOf<GameState> {
  const kind = attackKind(s, a.area, a.units);
  if (!kind.ok) return kind;
  const r = s.round!;
  const attack: PendingAttack = {
    area: a.area,
    units: [...a.units],
    kind: kind.value,
    stage: 'reveal',
  };
  let next: GameState = { ...s, round: { ...r, attacked: [...r.attacked, a.area], attack } };
  if (next.areas[a.area]!.soviet!.counter === null) {
    if (next.cup === 'physical') return ok(next);
    const revealed = reveal(next, a.area, null, dice);
    if (!revealed.ok) return revealed;
    next = revealed.value;
  }
  return ok(afterReveal(next));
}

/** Reveals the Soviet unit in `n` (9.4): the owner's counter, or a uniform draw from the unseen ones. */
function reveal(
  s: GameState,
  n: number,
  chosen: string | null,
  dice: DiceStream,
): GameResultOf<GameState> {
  const u = unseenFor(s, n);
  if (!u.ok) return u;
  const { terrain, counters } = u.value;
  if (counters.length === 0)
    return err(
      'reveal.poolEmpty',
      '5.4',
      `No unseen ${terrain} counter is left; check the kit's terrain for Area ${n}.`,
    );
  let counter: string;
  if (chosen === null) {
    counter = counters[dice.draw(counters.length, '9.4', (i) => counters[i]!)]!;
  } else {
    if (!counters.includes(chosen))
      return err(
        'reveal.notUnseen',
        '9.4',
        `${chosen} is not among the unseen ${terrain} counters.`,
      );
    counter = chosen;
  }
  const area = s.areas[n]!;
  return ok({
    ...putArea(s, n, { ...area, soviet: { counter, revealedRound: s.round!.serial } }),
    pools: { ...s.pools, [terrain]: counters.filter((c) => c !== counter) },
  });
}

/** Moves a pending attack past the reveal: to the Barrage choice when Barrage is in effect (9.4). */
function afterReveal(s: GameState): GameState {
  const r = s.round!;
  const atk = r.attack!;
  const sov = s.areas[atk.area]!.soviet!;
  const c = sov.counter ? sovietCounter(sov.counter) : undefined;
  const barrageNow = c?.strategy === 'barrage' && sov.revealedRound === r.serial;
  return { ...s, round: { ...r, attack: { ...atk, stage: barrageNow ? 'barrage' : 'resolve' } } };
}

/** 9.4, physical cup: the owner names the counter drawn for the Area being attacked. */
export function revealCounter(
  s: GameState,
  a: A<'revealCounter'>,
  dice: DiceStream,
): GameResultOf<GameState> {
  const atk = s.round?.attack;
  if (atk?.stage !== 'reveal') return wrongStep(s, 'Revealing a counter');
  const r = reveal(s, atk.area, a.counter, dice);
  if (!r.ok) return r;
  return ok(afterReveal(r.value));
}

/** Marks attackers as having attacked (and so used all their MF, 8.2). */
function markAttacked(s: GameState, units: readonly string[]): GameState {
  const r = s.round!;
  const ru = { ...r.units };
  for (const id of units) if (ru[id]) ru[id] = { ...ru[id]!, attacked: true, mfLeft: 0 };
  return { ...s, round: { ...r, units: ru } };
}

/**
 * 9.4 Barrage: one attacker Out of Action and the combat goes on, or all Spent and retreat. The
 * choice turns only on the defender's Strategy (the stage says it acts) and on which units attack:
 * no Attack Factor, division, terrain or Support enters it, so it asks for none. If the combat goes
 * on, its lead, Attack Factor and divisions are asked then (9.5.2), as in any attack.
 */
export function barrageChoice(s: GameState, a: A<'barrageChoice'>): GameResultOf<GameState> {
  const r = s.round;
  const atk = r?.attack;
  if (!r || !atk || atk.stage !== 'barrage') return wrongStep(s, 'The Barrage choice');
  const counter = s.areas[atk.area]!.soviet!.counter!;
  if (a.choice === 'outOfAction') {
    if (!a.unit || !atk.units.includes(a.unit))
      return err(
        'barrage.unit',
        '9.4',
        `Name the attacking unit that goes Out of Action (${atk.units.join(', ')}).`,
      );
    let next = putUnits(s, [{ id: a.unit, spent: false, location: { kind: 'outOfAction' } }]);
    next = markAttacked(next, [a.unit]);
    const rest = atk.units.filter((id) => id !== a.unit);
    // 9.4: the rest go on to Combat Resolution; a lone attacker leaves no combat.
    if (rest.length > 0) {
      return ok({
        ...next,
        round: { ...next.round!, attack: { ...atk, units: rest, stage: 'resolve' } },
      });
    }
    return ok({
      ...next,
      round: { ...next.round!, attack: null },
      lastAttack: record(atk.area, atk.units, null, counter, null, 'barrageOnly'),
    });
  }
  if (a.choice !== 'retreat')
    return err(
      'combat.barrage.choiceUnknown',
      '9.4',
      `Barrage choice must be 'outOfAction' or 'retreat'; got ${JSON.stringify(a.choice)}.`,
    );
  // 'retreat': every attacker Spent, then 9.5.8 (9.3: attackers from a Contested Active Area stay).
  let next = putUnits(
    s,
    atk.units.map((id) => ({ ...s.germans[id]!, spent: true })),
  );
  next = markAttacked(next, atk.units);
  next = {
    ...next,
    round: { ...next.round!, attack: null },
    lastAttack: record(atk.area, atk.units, null, counter, null, 'barrageRetreat'),
  };
  return atk.kind === 'contested' ? ok(next) : startRetreat(next, atk.area, atk.units);
}

function record(
  area: number,
  units: readonly string[],
  lead: string | null,
  counter: string,
  res: CombatResolution | null,
  outcome: AttackRecord['outcome'],
): AttackRecord {
  return {
    area,
    units,
    lead,
    counter,
    av: res?.av ?? null,
    dv: res?.dv ?? null,
    at: res?.at ?? null,
    dt: res?.dt ?? null,
    combatResult: res?.combatResult ?? null,
    outcome,
  };
}

/** 9.5: designate the lead, place Support markers, roll, and apply the consequences. */
export function resolveAttack(
  s: GameState,
  a: A<'resolveAttack'>,
  dice: DiceStream,
): GameResultOf<GameState> {
  const r = s.round;
  const atk = r?.attack;
  if (!r || !atk || atk.stage !== 'resolve') return wrongStep(s, 'Combat Resolution');
  const choice: SupportChoice = {
    lead: a.lead,
    artillery: a.artillery,
    engineers: a.engineers,
    air: a.air,
    divisionsLater: a.divisionsLater === true,
  };
  const avail = s.support.available;
  if (
    !Number.isInteger(a.artillery) ||
    a.artillery < 0 ||
    !Number.isInteger(a.engineers) ||
    a.engineers < 0 ||
    typeof a.air !== 'boolean'
  )
    return err(
      'attack.supportInput',
      'input',
      'Artillery and Engineer counts are whole numbers 0 or more; Air is true or false.',
    );
  if (a.artillery > avail.artillery || a.engineers > avail.engineer || (a.air && avail.air < 1))
    return err(
      'attack.supportUnavailable',
      '3.5',
      `Available: Artillery ${avail.artillery}, Engineer ${avail.engineer}, Air ${avail.air}.`,
    );
  const built = combatSpec(s, choice);
  if (!built.ok) return built;
  const spec = built.value;
  const checked = checkCombatSpec(spec);
  if (!checked.ok) return err(checked.error.code, checked.error.rule, checked.error.message);
  // 9.5.3D and 12.3 modify the DV before the 2d6 rolls (9.5.5).
  let isolation: number | undefined;
  if (spec.defense.isolated) {
    const d = dice.roll('combat.isolation', 1, '12.3');
    if (!d.ok) return d;
    isolation = d.value[0];
  }
  let air: number | undefined;
  if (spec.attack.air) {
    const d = dice.roll('combat.air', 1, '9.5.3');
    if (!d.ok) return d;
    air = d.value[0];
  }
  const g = dice.roll('combat.german', 2, '9.5.1');
  if (!g.ok) return g;
  const sv = dice.roll('combat.soviet', sovietDiceCount(spec), '9.5.1');
  if (!sv.ok) return sv;
  const cd: CombatDice = {
    german: [g.value[0]!, g.value[1]!],
    soviet: sv.value,
    ...(air !== undefined ? { air } : {}),
    ...(isolation !== undefined ? { isolation } : {}),
  };
  const res = resolve(spec, cd);
  if (!res.ok) return err(res.error.code, res.error.rule, res.error.message);
  const counter = s.areas[atk.area]!.soviet!.counter!;
  const next = applyConsequences(s, atk, a.lead, res.value.consequences);
  if (!next.ok) return next;
  return ok({
    ...next.value,
    lastAttack: record(atk.area, atk.units, a.lead, counter, res.value, res.value.outcome),
  });
}

/** Applies the combat engine's consequences in order (9.4, 9.5.5-9.5.9), or the fact a retreat needs. */
function applyConsequences(
  s: GameState,
  atk: PendingAttack,
  lead: string,
  consequences: readonly Consequence[],
): GameResultOf<GameState> {
  let next = markAttacked(s, atk.units);
  next = { ...next, round: { ...next.round!, attack: null } };
  const pick = (which: 'lead' | 'others' | 'all' | 'oneChosen') =>
    which === 'lead'
      ? [lead]
      : which === 'others'
        ? atk.units.filter((id) => id !== lead)
        : [...atk.units];
  let retreat = false;
  for (const c of consequences) {
    switch (c.kind) {
      case 'outOfAction':
        next = putUnits(
          next,
          pick(c.units).map((id) => ({
            id,
            spent: false,
            location: { kind: 'outOfAction' as const },
          })),
        );
        break;
      case 'spent':
        next = putUnits(
          next,
          pick(c.units)
            .filter((id) => next.germans[id]!.location.kind === 'area')
            .map((id) => ({ ...next.germans[id]!, spent: true })),
        );
        break;
      case 'retreat':
        // 9.1: only a failed Mandatory Attack retreats; 9.3: never from a Contested Active Area.
        retreat = atk.kind === 'mandatory';
        break;
      case 'sovietEliminated':
        next = putArea(next, atk.area, { ...next.areas[atk.area]!, soviet: null, isolated: false });
        break;
      case 'germanControl': {
        const area = next.areas[atk.area]!;
        if (area.control !== 'german') {
          next = {
            ...putArea(next, atk.area, { ...area, control: 'german' }),
            germanControlled: next.germanControlled + 1,
          };
        }
        break;
      }
      case 'morale':
        next = addMorale(next, c.delta);
        break;
      case 'supportUsed': {
        const { available, used } = next.support;
        next = {
          ...next,
          support: {
            available: {
              air: available.air - c.air,
              artillery: available.artillery - c.artillery,
              engineer: available.engineer - c.engineers,
            },
            used: {
              air: used.air + c.air,
              artillery: used.artillery + c.artillery,
              engineer: used.engineer + c.engineers,
            },
          },
        };
        break;
      }
    }
  }
  if (retreat) {
    const still = atk.units.filter((id) => next.germans[id]!.location.kind === 'area');
    return startRetreat(next, atk.area, still);
  }
  return ok(next);
}
