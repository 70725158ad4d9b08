/**
 * The headless combat command (`npm run --silent combat -- '<json>'`): parses the flat
 * JSON input into a CombatSpec and CombatDice, runs the same engine the app uses, and builds the
 * one line of JSON to print. Pure: the command runner (scripts/table.ts) only does the I/O.
 */

import { type CommandRun, runJsonCommand } from '../../../core/cli';
import { isPlainObject, shown } from '../../../core/input';
import { err, ok, type Result, type RuleError } from '../../../core/result';
import { checkRulings, type Rulings } from '../rulings';
import { STRATEGIES, TERRAINS } from '../types';
import { COMBAT_EVENTS, COMBAT_OPTIONS, flagsOf } from './catalogue';
import { combatOdds } from './odds';
import { barrage as barrageChoice, resolve } from './resolve';
import type { AttackSpec, BarrageChoice, CombatDice, CombatSpec, DefenseSpec } from './types';
import { checkCombatSpec, strategyInEffect } from './validate';

/** The events the command accepts in `events`: every combat event. */
export const COMMAND_EVENTS = COMBAT_EVENTS;
/** The optional rules the command accepts in `optional`: those the combat engine reads. */
export const COMMAND_OPTIONS = COMBAT_OPTIONS;

type Kind =
  | 'number'
  | 'boolean'
  | 'terrain'
  | 'strategy'
  | 'events'
  | 'optional'
  | 'dice'
  | 'barrage'
  | 'rulings';

/** The two answers to a Barrage on first reveal (9.4), as the command takes them. */
const BARRAGE_CHOICES: readonly BarrageChoice[] = ['outOfAction', 'retreat'];

/** A command field's kind and default (undefined = required). */
type Field = readonly [Kind, unknown];

// The fields of each side of the CombatSpec, in its order; a field the spec gains and these miss
// fails to compile (`mandatory` is the game's to know, not the command's).
const ATTACK_FIELDS: Readonly<
  Record<Exclude<keyof AttackSpec, 'mandatory' | 'divisionsUnknown'>, Field>
> = {
  lead: ['number', undefined],
  attackers: ['number', undefined],
  artillery: ['number', 0],
  engineers: ['number', 0],
  air: ['boolean', false],
  integrity: ['boolean', false],
  parentOrgs: ['number', 1],
  morale: ['number', undefined],
};
const DEFENSE_FIELDS: Readonly<Record<keyof DefenseSpec, Field>> = {
  terrain: ['terrain', undefined],
  tem: ['number', undefined],
  defense: ['number', undefined],
  strategy: ['strategy', undefined],
  firstReveal: ['boolean', true],
  volga: ['boolean', false],
  isolated: ['boolean', false],
  pavlov: ['boolean', false],
  contestedAtStart: ['boolean', false],
};
const FIELDS: Readonly<Record<string, Field>> = {
  ...ATTACK_FIELDS,
  ...DEFENSE_FIELDS,
  events: ['events', []],
  optional: ['optional', []],
  dice: ['dice', undefined],
  barrage: ['barrage', undefined],
  rulings: ['rulings', undefined],
};
const OPTIONAL_FIELDS = new Set(['dice', 'barrage', 'rulings']);

/** The checked input's values of `fields` (checkField has checked each against its kind). */
function valuesOf(v: Record<string, unknown>, fields: object): Record<string, unknown> {
  return Object.fromEntries(Object.keys(fields).map((k) => [k, v[k]]));
}

/** The words a terrain or strategy field takes, and what an unknown one breaks. */
const WORDS: Readonly<
  Record<
    'terrain' | 'strategy',
    { ids: readonly string[]; code: string; rule: string; what: string }
  >
> = {
  terrain: { ids: TERRAINS, code: 'combat.terrain.unknown', rule: '3.1', what: 'terrain' },
  strategy: {
    ids: STRATEGIES,
    code: 'combat.strategy.unknown',
    rule: '9.4',
    what: 'Defense Strategy',
  },
};

const DICE_FIELDS = new Set(['german', 'soviet', 'air', 'isolation']);

/** The parsed command: the attack and, when given, its dice and the Barrage choice (9.4). */
export interface CombatCommand {
  readonly spec: CombatSpec;
  readonly dice?: CombatDice;
  readonly barrage?: BarrageChoice;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function checkField(name: string, kind: Kind, v: unknown): Result<unknown> {
  const type = (what: string) =>
    err('combat.input.type', 'input', `Field ${name} must be ${what}; got ${shown(v)}.`);
  switch (kind) {
    case 'number':
      return isNum(v) ? ok(v) : type('a number');
    case 'boolean':
      return typeof v === 'boolean' ? ok(v) : type('true or false');
    case 'terrain':
    case 'strategy': {
      if (typeof v !== 'string') return type('a string');
      const w = WORDS[kind];
      return w.ids.includes(v)
        ? ok(v)
        : err(w.code, w.rule, `Unknown ${w.what} ${shown(v)}; use one of ${w.ids.join(', ')}.`);
    }
    case 'events':
    case 'optional': {
      if (!Array.isArray(v)) return type('a list');
      const allowed: readonly string[] = kind === 'events' ? COMMAND_EVENTS : COMMAND_OPTIONS;
      for (const [i, x] of v.entries()) {
        if (v.indexOf(x) !== i) {
          return err(
            'combat.input.repeated',
            'input',
            `${name}[${i}] repeats ${shown(x)}; give each ${kind === 'events' ? 'event' : 'optional rule'} once.`,
          );
        }
        if (typeof x !== 'string' || !allowed.includes(x)) {
          return kind === 'events'
            ? err(
                'combat.event.unknown',
                '6.2',
                `Unknown event ${shown(x)}; use ${allowed.join(', ')}.`,
              )
            : err(
                'combat.option.unknown',
                '12.0',
                `Unknown optional rule ${shown(x)}; use ${allowed.join(', ')}.`,
              );
        }
      }
      return ok(v);
    }
    case 'barrage':
      return BARRAGE_CHOICES.includes(v as BarrageChoice)
        ? ok(v)
        : err(
            'combat.barrage.choiceUnknown',
            '9.4',
            `Field barrage must be ${BARRAGE_CHOICES.map((c) => JSON.stringify(c)).join(' or ')}; got ${shown(v)}.`,
          );
    case 'rulings':
      return checkRulings(v);
    case 'dice': {
      if (!isPlainObject(v)) return type('an object');
      const d = v;
      for (const k of Object.keys(d)) {
        if (!DICE_FIELDS.has(k)) {
          return err(
            'combat.input.unknownField',
            'input',
            `Unknown field dice.${k}; dice has german, soviet, air, isolation.`,
          );
        }
      }
      if (!Array.isArray(d.german)) return type('an object whose german is a list of two dice');
      if (!Array.isArray(d.soviet)) return type('an object whose soviet is a list of dice');
      // Each die is a whole number, named by its path (its 1..6 range is 2.1's, checked later).
      const dice: [string, unknown][] = [
        ...d.german.map((x, i): [string, unknown] => [`dice.german[${i}]`, x]),
        ...d.soviet.map((x, i): [string, unknown] => [`dice.soviet[${i}]`, x]),
        ...(['air', 'isolation'] as const)
          .filter((k) => d[k] !== undefined)
          .map((k): [string, unknown] => [`dice.${k}`, d[k]]),
      ];
      for (const [path, x] of dice) {
        if (typeof x !== 'number' || !Number.isInteger(x)) {
          return err(
            'combat.input.type',
            'input',
            `Field ${path} must be a whole number; got ${shown(x)}.`,
          );
        }
      }
      return ok(v);
    }
  }
}

/** The CombatSpec and dice the command input describes, or the first problem with it. */
export function parseCombatCommand(raw: unknown): Result<CombatCommand> {
  if (!isPlainObject(raw)) {
    return err('combat.input.notObject', 'input', 'The input must be one JSON object.');
  }
  const input = raw as Record<string, unknown>;
  for (const k of Object.keys(input)) {
    // Own fields only: `toString`, `constructor` and `__proto__` are nobody's field.
    if (!Object.hasOwn(FIELDS, k)) {
      return err(
        'combat.input.unknownField',
        'input',
        `Unknown field ${k}; known fields: ${Object.keys(FIELDS).join(', ')}.`,
      );
    }
  }
  const v: Record<string, unknown> = {};
  for (const [name, [kind, def]] of Object.entries(FIELDS)) {
    if (input[name] === undefined) {
      if (def === undefined && !OPTIONAL_FIELDS.has(name)) {
        return err('combat.input.missingField', 'input', `Missing required field ${name}.`);
      }
      v[name] = def;
      continue;
    }
    const r = checkField(name, kind, input[name]);
    if (!r.ok) return r;
    v[name] = r.value;
  }
  const events = v.events as readonly string[];
  const optional = v.optional as readonly string[];
  const spec: CombatSpec = {
    attack: valuesOf(v, ATTACK_FIELDS) as unknown as AttackSpec,
    defense: valuesOf(v, DEFENSE_FIELDS) as unknown as DefenseSpec,
    events: flagsOf(COMBAT_EVENTS, events),
    options: flagsOf(COMBAT_OPTIONS, optional),
    ...(v.rulings !== undefined ? { rulings: v.rulings as Partial<Rulings> } : {}),
  };
  const choice = v.barrage as BarrageChoice | undefined;
  const chosen = choice !== undefined ? { barrage: choice } : {};
  if (v.dice === undefined) return ok({ spec, ...chosen });
  const d = v.dice as Record<string, unknown>;
  const dice: CombatDice = {
    german: d.german as unknown as readonly [number, number],
    soviet: d.soviet as readonly number[],
    ...(d.air !== undefined ? { air: d.air as number } : {}),
    ...(d.isolation !== undefined ? { isolation: d.isolation as number } : {}),
  };
  return ok({ spec, dice, ...chosen });
}

/**
 * 9.4: a Barrage on first reveal is answered before the combat, so the command needs the
 * answer; an answer to a Barrage that is not in effect is a mistake worth saying.
 */
function checkBarrage(spec: CombatSpec, choice: BarrageChoice | undefined): RuleError | null {
  const inEffect = strategyInEffect(spec) === 'barrage';
  if (inEffect && choice === undefined) {
    return {
      code: 'combat.barrage.choiceMissing',
      rule: '9.4',
      message:
        'A Barrage unit first Revealed makes the German player choose before combat: give "barrage": "outOfAction" (one attacker Out of Action; give the attackers left) or "barrage": "retreat" (all Spent and retreat, no combat).',
    };
  }
  if (!inEffect && choice !== undefined) {
    return {
      code: 'combat.barrage.notInEffect',
      rule: '9.4',
      message:
        spec.defense.strategy === 'barrage'
          ? 'barrage was given, but the Barrage unit was Revealed in an earlier Action Round (firstReveal false): its strategy no longer acts.'
          : `barrage was given, but the Defense Strategy is ${spec.defense.strategy}: only a Barrage unit first Revealed asks for that choice.`,
    };
  }
  return null;
}

/** 9.4 Barrage, retreat: no combat, every attacker Spent and retreating, no capture. */
function retreatOutput(
  spec: CombatSpec,
  dice: CombatDice | undefined,
): Result<Record<string, unknown>> {
  if (dice !== undefined) {
    return err(
      'combat.barrage.retreatNoDice',
      '9.4',
      'With "barrage": "retreat" no combat is fought: give no dice.',
    );
  }
  const odds = combatOdds(spec);
  if (!odds.ok) return odds;
  const b = barrageChoice(spec, 'retreat');
  if (!b.ok) return b;
  const o = odds.value;
  return ok({
    av: o.av,
    odds: { repulse: 0, stalemate: 0, success: 0, overrun: 0, retreat: 1 },
    pCapture: 0,
    sovietDice: o.sovietDice,
    avTerms: o.avTerms,
    combatResult: 'retreat',
    outcome: 'retreat',
    moraleDelta: 0,
    consequences: b.value.consequences,
    notes: b.value.notes,
  });
}

/** The note an attack after a Barrage's Out of Action choice carries (9.4). */
const outOfActionNote = (spec: CombatSpec) => ({
  label: `Barrage: one attacking unit went to the Out of Action Box before this combat; the ${spec.attack.attackers} attacker(s) given are those left`,
  value: 0,
  rule: '9.4',
});

/** The JSON object the command prints for this input (odds, and the resolution when dice are given). */
export function combatCommandOutput(raw: unknown): Result<Record<string, unknown>> {
  const parsed = parseCombatCommand(raw);
  if (!parsed.ok) return parsed;
  const { spec, dice, barrage } = parsed.value;
  const checked = checkCombatSpec(spec);
  if (!checked.ok) return checked;
  const barrageError = checkBarrage(spec, barrage);
  if (barrageError) return { ok: false, error: barrageError };
  if (barrage === 'retreat') return retreatOutput(spec, dice);
  // 9.5.3D, 12.3: the Air and isolation dice are rolled before the combat dice, so once given
  // the odds are those of the combat still to roll.
  const odds = combatOdds(spec, { air: dice?.air, isolation: dice?.isolation });
  if (!odds.ok) return odds;
  const o = odds.value;
  const out: Record<string, unknown> = {
    av: o.av,
    odds: o.odds,
    pCapture: o.pCapture,
    sovietDice: o.sovietDice,
    avTerms: o.avTerms,
  };
  if (barrage === 'outOfAction') out.notes = [outOfActionNote(spec)];
  if (!dice) {
    out.dvBeforeDice = o.dvBeforeDice;
    out.dvTerms = o.dvTerms;
    return ok(out);
  }
  const r = resolve(spec, dice);
  if (!r.ok) return r;
  const c = r.value;
  Object.assign(out, {
    dv: c.dv,
    dvTerms: c.dvTerms,
    at: c.at,
    dt: c.dt,
    combatResult: c.combatResult,
    outcome: c.outcome,
    defenseFactor: c.defenseFactor,
    moraleDelta: c.moraleDelta,
    consequences: c.consequences,
  });
  if (barrage === 'outOfAction') out.notes = [outOfActionNote(spec), ...c.notes];
  return ok(out);
}

/** What the command prints for its argument text, and its exit status (0, or 2 on bad input). */
export function runCombatCommand(args: readonly string[]): CommandRun {
  return runJsonCommand(
    args,
    "Give the attack as one JSON argument: npm run --silent combat -- '{...}'.",
    true,
    combatCommandOutput,
    'combat',
  );
}
