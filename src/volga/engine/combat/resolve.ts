/**
 * Combat Resolution (9.5): totals, the 9.5.5 result, the Defense Strategy (9.4) and the list of
 * consequences the game engine applies. Also the Barrage choice, which comes before combat.
 */

import { shown } from '../../../core/input';
import { err, ok, type Result } from '../../../core/result';
import { type CombatResult, STRATEGY_LABEL, type Strategy, type Term } from '../types';
import { bestTwoDice } from './dice';
import type { BarrageChoice, CombatDice, CombatResolution, CombatSpec, Consequence } from './types';
import { checkCombatDice, checkCombatSpec, sovietDiceCount, strategyInEffect } from './validate';
import { attackValue, defenseValue } from './values';

/** The 9.5.5 result of a margin AT - DT against a Defense Factor (as modified by isolation). */
export function classify(margin: number, defenseFactor: number): CombatResult {
  if (margin < 0) return 'repulse';
  if (margin === 0) return 'stalemate';
  return margin > defenseFactor ? 'overrun' : 'success';
}

/** The result after the Defense Strategy in effect: Fanatic turns a Success into a Stalemate (9.4). */
export function applyStrategy(result: CombatResult, strategy: Strategy | null): CombatResult {
  return strategy === 'fanatic' && result === 'success' ? 'stalemate' : result;
}

/** Notes explaining which strategy acted, or why none did (4.4, 9.4, 9.5.5, 12.6). */
function strategyNotes(spec: CombatSpec, result: CombatResult, strategy: Strategy | null): Term[] {
  const notes: Term[] = [];
  if (strategy === null) {
    notes.push({
      label: `${STRATEGY_LABEL[spec.defense.strategy]}: not in effect, the unit was Revealed in an earlier Action Round`,
      value: 0,
      rule: '4.4',
    });
    return notes;
  }
  if (strategy === 'guards') {
    const n = sovietDiceCount(spec);
    notes.push({
      label: `Guards${spec.defense.pavlov ? " (Pavlov's House)" : ''}: Soviet rolls ${n}d6 and keeps the best two`,
      value: 0,
      rule: spec.defense.pavlov ? '12.6' : '9.4',
    });
  } else if (strategy === 'barrage') {
    notes.push({
      label: 'Barrage: the choice was made before this combat; no further effect',
      value: 0,
      rule: '9.4',
    });
  } else if (result === 'repulse' || result === 'overrun') {
    // 9.4, and 9.5.5 for Overrun: Heroes, Ambush and Fanatic are ignored on these results.
    notes.push({
      label: `${STRATEGY_LABEL[strategy]}: ignored on ${result === 'repulse' ? 'a Repulse' : 'an Overrun'}`,
      value: 0,
      rule: result === 'overrun' ? '9.5.5' : '9.4',
    });
  } else if (strategy === 'fanatic') {
    notes.push({
      label:
        result === 'success'
          ? 'Fanatic: the Success becomes a Stalemate'
          : 'Fanatic: no effect on a Stalemate',
      value: 0,
      rule: '9.4',
    });
  } else if (strategy === 'ambush') {
    notes.push({
      label: 'Ambush: the Lead Attacking Unit goes Out of Action',
      value: 0,
      rule: '9.4',
    });
  } else if (strategy === 'heroes') {
    notes.push({ label: 'Heroes: German Morale -1', value: 0, rule: '9.4' });
  }
  return notes;
}

/**
 * What follows a Combat Resolution, in order: units Spent / Out of Action, retreat, Soviet unit
 * eliminated, Control marker, Support markers used, and one net morale change.
 * `combatResult` is the 9.5.5 result and `outcome` the result after the strategy.
 */
export function combatConsequences(
  spec: CombatSpec,
  outcome: CombatResult,
  strategy: Strategy | null,
): Consequence[] {
  const a = spec.attack;
  const out: Consequence[] = [];
  const morale: Term[] = [];
  if (outcome === 'repulse') {
    // 9.5.5 Repulse: the lead goes Out of Action, the rest are Spent, Morale -1.
    out.push({
      kind: 'outOfAction',
      units: 'lead',
      rule: '9.5.5',
      label: 'Lead Attacking Unit to the Out of Action Box',
    });
    if (a.attackers > 1) {
      out.push({
        kind: 'spent',
        units: 'others',
        rule: '9.5.5',
        label: 'Other attacking units flip to Spent',
      });
      // 9.1: only a failed Mandatory Attack retreats (an attack from a Contested Area stays, 9.3).
      if (a.mandatory !== false) {
        out.push({
          kind: 'retreat',
          rule: '9.1',
          label:
            a.mandatory === true
              ? 'Failed Mandatory Attack: the attacking units retreat (9.5.8)'
              : 'If this was a Mandatory Attack, the attacking units retreat (9.5.8)',
          onlyIfMandatory: a.mandatory === undefined,
        });
      }
    }
    morale.push({ label: 'Repulse', value: -1, rule: '9.5.5' });
  } else {
    out.push({
      kind: 'spent',
      units: 'all',
      rule: '9.5.5',
      label: 'All attacking units flip to Spent',
    });
  }
  const captured = outcome === 'success' || outcome === 'overrun';
  if (captured) {
    out.push({ kind: 'sovietEliminated', rule: '9.5.5', label: 'The Soviet unit is eliminated' });
    const lone = strategy === 'ambush' && outcome === 'success' && a.attackers === 1;
    out.push({
      kind: 'germanControl',
      rule: lone ? '9.5.6' : '9.5.5',
      label: lone
        ? 'Ambush Area Change: both units removed, German Control marker placed'
        : 'German Control marker placed in the Area',
    });
    if (spec.defense.tem === 4) {
      morale.push({ label: 'Control marker placed in a +4 TEM Area', value: 1, rule: '9.5.7' });
    }
  }
  // 9.4: Heroes and Ambush act on a Stalemate or a Success, never on a Repulse or Overrun.
  const strategyActs = outcome === 'stalemate' || outcome === 'success';
  if (strategy === 'ambush' && strategyActs) {
    out.push({
      kind: 'outOfAction',
      units: 'lead',
      rule: '9.4',
      label: 'Ambush: Lead Attacking Unit to the Out of Action Box',
    });
  }
  if (strategy === 'heroes' && strategyActs) {
    morale.push({
      label:
        outcome === 'success' && spec.defense.tem === 4
          ? 'Heroes (cancels the +4 TEM bonus, 9.5.7)'
          : 'Heroes',
      value: -1,
      rule: '9.4',
    });
  }
  const used = a.artillery + a.engineers + (a.air ? 1 : 0);
  if (used > 0) {
    out.push({
      kind: 'supportUsed',
      artillery: a.artillery,
      engineers: a.engineers,
      air: a.air ? 1 : 0,
      rule: '9.5.9',
      label: 'Support markers to the Used Support Units Box',
    });
  }
  if (morale.length > 0) {
    const delta = morale.reduce((s, t) => s + t.value, 0);
    out.push({
      kind: 'morale',
      delta,
      terms: morale,
      rule: morale.map((t) => t.rule).join(', '),
      label:
        delta === 0
          ? 'German Morale unchanged (the changes cancel)'
          : `German Morale ${delta > 0 ? '+' : ''}${delta}`,
    });
  }
  return out;
}

/** Resolves one attack from its spec and dice: values, totals, result, outcome and consequences. */
export function resolve(spec: CombatSpec, dice: CombatDice): Result<CombatResolution> {
  const checked = checkCombatSpec(spec);
  if (!checked.ok) return checked;
  const diceOk = checkCombatDice(spec, dice);
  if (!diceOk.ok) return diceOk;
  const av = attackValue(spec);
  const dv = defenseValue(spec, { air: dice.air, isolation: dice.isolation });
  const germanRoll = dice.german[0] + dice.german[1];
  const sovietKept = bestTwoDice(dice.soviet);
  const sovietRoll = sovietKept[0] + sovietKept[1];
  const at = av.value + germanRoll;
  const dt = dv.value + sovietRoll;
  const combatResult = classify(at - dt, dv.defenseFactor);
  const strategy = strategyInEffect(spec);
  const outcome = applyStrategy(combatResult, strategy);
  const consequences = combatConsequences(spec, outcome, strategy);
  const morale = consequences.find((c) => c.kind === 'morale');
  return ok({
    av: av.value,
    avTerms: av.terms,
    dv: dv.value,
    dvTerms: dv.terms,
    defenseFactor: dv.defenseFactor,
    germanRoll,
    sovietKept,
    sovietRoll,
    at,
    dt,
    combatResult,
    outcome,
    strategy,
    moraleDelta: morale?.kind === 'morale' ? morale.delta : 0,
    consequences,
    notes: strategyNotes(spec, combatResult, strategy),
  });
}

/** What a Barrage choice does before Combat Resolution (9.4). */
export interface BarrageResolution {
  readonly choice: BarrageChoice;
  readonly consequences: readonly Consequence[];
  /** True when a Combat Resolution follows (with one attacker fewer). */
  readonly combatContinues: boolean;
  /** Attackers left for that combat (0 when none follows). */
  readonly remainingAttackers: number;
  readonly notes: readonly Term[];
}

/**
 * Applies a Barrage (9.4): 'outOfAction' sends one attacker of the player's choice to the Out of
 * Action Box and the combat goes on with the rest (the caller values that new attack);
 * 'retreat' flips every attacker Spent and retreats them with no combat.
 */
export function barrage(spec: CombatSpec, choice: BarrageChoice): Result<BarrageResolution> {
  const checked = checkCombatSpec(spec);
  if (!checked.ok) return checked;
  if (strategyInEffect(spec) !== 'barrage') {
    return err(
      'combat.barrage.notInEffect',
      '9.4',
      'Barrage acts only when the defender is a Barrage unit first Revealed this Action Round.',
    );
  }
  const n = spec.attack.attackers;
  if (choice === 'outOfAction') {
    const remaining = n - 1;
    return ok({
      choice,
      consequences: [
        {
          kind: 'outOfAction',
          units: 'oneChosen',
          rule: '9.4',
          label: 'Barrage: one attacking unit of your choice to the Out of Action Box',
        },
      ],
      combatContinues: remaining > 0,
      remainingAttackers: remaining,
      notes:
        remaining > 0
          ? [
              {
                label: `Combat Resolution goes on with ${remaining} attacking unit${remaining === 1 ? '' : 's'}`,
                value: 0,
                rule: '9.4',
              },
            ]
          : [
              {
                label: 'The lone attacker is gone: no combat follows and Morale is unchanged',
                value: 0,
                rule: '9.4',
              },
            ],
    });
  }
  if (choice === 'retreat') {
    return ok({
      choice,
      consequences: [
        {
          kind: 'spent',
          units: 'all',
          rule: '9.4',
          label: 'Barrage: all attacking units flip to Spent',
        },
        {
          kind: 'retreat',
          rule: '9.5.8',
          label: 'Barrage: the attacking units retreat',
          onlyIfMandatory: false,
        },
      ],
      combatContinues: false,
      remainingAttackers: 0,
      notes: [
        { label: 'No Combat Resolution: no result, no Morale change', value: 0, rule: '9.4' },
      ],
    });
  }
  return err(
    'combat.barrage.choiceUnknown',
    '9.4',
    `Barrage choice must be 'outOfAction' or 'retreat'; got ${shown(choice)}.`,
  );
}
