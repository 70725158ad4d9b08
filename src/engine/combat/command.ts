/**
 * The headless combat command (`npm run --silent combat -- '<json>'`): parses the flat
 * JSON input into a CombatSpec and CombatDice, runs the same engine the app uses, and builds the
 * one line of JSON to print. Pure: scripts/combat.ts only does the I/O.
 */
import {
  err,
  ok,
  type Result,
  type RuleError,
  STRATEGIES,
  type Strategy,
  TERRAINS,
  type Terrain,
} from '../types';
import { COMBAT_EVENTS, COMBAT_OPTIONS, flagsOf } from './catalogue';
import { combatOdds } from './odds';
import { resolve } from './resolve';
import type { CombatDice, CombatSpec } from './types';

/** The events the command accepts in `events`: every combat event. */
export const COMMAND_EVENTS = COMBAT_EVENTS;
/** The optional rules the command accepts in `optional`: those the combat engine reads. */
export const COMMAND_OPTIONS = COMBAT_OPTIONS;

type Kind = 'number' | 'boolean' | 'terrain' | 'strategy' | 'events' | 'optional' | 'dice';

// Field, type, default (undefined = required).
const FIELDS: Readonly<Record<string, readonly [Kind, unknown]>> = {
  lead: ['number', undefined],
  attackers: ['number', undefined],
  artillery: ['number', 0],
  engineers: ['number', 0],
  air: ['boolean', false],
  integrity: ['boolean', false],
  parentOrgs: ['number', 1],
  morale: ['number', undefined],
  terrain: ['terrain', undefined],
  tem: ['number', undefined],
  defense: ['number', undefined],
  strategy: ['strategy', undefined],
  firstReveal: ['boolean', true],
  volga: ['boolean', false],
  isolated: ['boolean', false],
  pavlov: ['boolean', false],
  contestedAtStart: ['boolean', false],
  events: ['events', []],
  optional: ['optional', []],
  dice: ['dice', undefined],
};
const OPTIONAL_FIELDS = new Set(['dice']);

const DICE_FIELDS = new Set(['german', 'soviet', 'air', 'isolation']);

/** The parsed command: the attack and, when given, its dice. */
export interface CombatCommand {
  readonly spec: CombatSpec;
  readonly dice?: CombatDice;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A value as the player typed it: 1e400 reads back as Infinity, not JSON's 'null'. */
const shown = (v: unknown): string => (typeof v === 'number' ? String(v) : JSON.stringify(v));

function checkField(name: string, kind: Kind, v: unknown): Result<unknown> {
  const type = (what: string) =>
    err('INPUT_TYPE', 'input', `Field ${name} must be ${what}; got ${shown(v)}.`);
  switch (kind) {
    case 'number':
      return isNum(v) ? ok(v) : type('a number');
    case 'boolean':
      return typeof v === 'boolean' ? ok(v) : type('true or false');
    case 'terrain':
      if (typeof v !== 'string') return type('a string');
      return TERRAINS.includes(v as Terrain)
        ? ok(v)
        : err(
            'TERRAIN_UNKNOWN',
            '3.1',
            `Unknown terrain ${JSON.stringify(v)}; use one of ${TERRAINS.join(', ')}.`,
          );
    case 'strategy':
      if (typeof v !== 'string') return type('a string');
      return STRATEGIES.includes(v as Strategy)
        ? ok(v)
        : err(
            'STRATEGY_UNKNOWN',
            '9.4',
            `Unknown Defense Strategy ${JSON.stringify(v)}; use one of ${STRATEGIES.join(', ')}.`,
          );
    case 'events':
    case 'optional': {
      if (!Array.isArray(v)) return type('a list');
      const allowed: readonly string[] = kind === 'events' ? COMMAND_EVENTS : COMMAND_OPTIONS;
      for (const x of v) {
        if (typeof x !== 'string' || !allowed.includes(x)) {
          return kind === 'events'
            ? err(
                'EVENT_UNKNOWN',
                '6.2',
                `Unknown event ${JSON.stringify(x)}; use ${allowed.join(', ')}.`,
              )
            : err(
                'OPTION_UNKNOWN',
                '12.0',
                `Unknown optional rule ${JSON.stringify(x)}; use ${allowed.join(', ')}.`,
              );
        }
      }
      return ok(v);
    }
    case 'dice': {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return type('an object');
      const d = v as Record<string, unknown>;
      for (const k of Object.keys(d)) {
        if (!DICE_FIELDS.has(k)) {
          return err(
            'INPUT_UNKNOWN_FIELD',
            'input',
            `Unknown field dice.${k}; dice has german, soviet, air, isolation.`,
          );
        }
      }
      if (!Array.isArray(d.german)) return type('an object whose german is a list of two dice');
      if (!Array.isArray(d.soviet)) return type('an object whose soviet is a list of dice');
      return ok(v);
    }
  }
}

/** The CombatSpec and dice the command input describes, or the first problem with it. */
export function parseCombatCommand(raw: unknown): Result<CombatCommand> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return err('INPUT_NOT_OBJECT', 'input', 'The input must be one JSON object.');
  }
  const input = raw as Record<string, unknown>;
  for (const k of Object.keys(input)) {
    if (!(k in FIELDS)) {
      return err(
        'INPUT_UNKNOWN_FIELD',
        'input',
        `Unknown field ${k}; known fields: ${Object.keys(FIELDS).join(', ')}.`,
      );
    }
  }
  const v: Record<string, unknown> = {};
  for (const [name, [kind, def]] of Object.entries(FIELDS)) {
    if (input[name] === undefined) {
      if (def === undefined && !OPTIONAL_FIELDS.has(name)) {
        return err('INPUT_MISSING_FIELD', 'input', `Missing required field ${name}.`);
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
    attack: {
      lead: v.lead as number,
      attackers: v.attackers as number,
      artillery: v.artillery as number,
      engineers: v.engineers as number,
      air: v.air as boolean,
      integrity: v.integrity as boolean,
      parentOrgs: v.parentOrgs as number,
      morale: v.morale as number,
    },
    defense: {
      terrain: v.terrain as Terrain,
      tem: v.tem as number,
      defense: v.defense as number,
      strategy: v.strategy as Strategy,
      firstReveal: v.firstReveal as boolean,
      volga: v.volga as boolean,
      isolated: v.isolated as boolean,
      pavlov: v.pavlov as boolean,
      contestedAtStart: v.contestedAtStart as boolean,
    },
    events: flagsOf(COMBAT_EVENTS, events),
    options: flagsOf(COMBAT_OPTIONS, optional),
  };
  if (v.dice === undefined) return ok({ spec });
  const d = v.dice as Record<string, unknown>;
  const dice: CombatDice = {
    german: d.german as unknown as readonly [number, number],
    soviet: d.soviet as readonly number[],
    ...(d.air !== undefined ? { air: d.air as number } : {}),
    ...(d.isolation !== undefined ? { isolation: d.isolation as number } : {}),
  };
  return ok({ spec, dice });
}

/** The JSON object the command prints for this input (odds, and the resolution when dice are given). */
export function combatCommandOutput(raw: unknown): Result<Record<string, unknown>> {
  const parsed = parseCombatCommand(raw);
  if (!parsed.ok) return parsed;
  const { spec, dice } = parsed.value;
  const odds = combatOdds(spec);
  if (!odds.ok) return odds;
  const o = odds.value;
  const out: Record<string, unknown> = {
    av: o.av,
    odds: o.odds,
    pCapture: o.pCapture,
    sovietDice: o.sovietDice,
    avTerms: o.avTerms,
  };
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
  return ok(out);
}

/** What the command prints for its argument text, and its exit status (0, or 2 on any error). */
export function runCombatCommand(args: readonly string[]): { stdout: string; exitCode: 0 | 2 } {
  const fail = (e: RuleError) => ({
    stdout: JSON.stringify({ error: e.code, message: e.message, rule: e.rule }),
    exitCode: 2 as const,
  });
  const text = args.join(' ').trim();
  if (text === '') {
    return fail({
      code: 'INPUT_MISSING',
      rule: 'input',
      message: "Give the attack as one JSON argument: npm run --silent combat -- '{...}'.",
    });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return fail({
      code: 'INPUT_NOT_JSON',
      rule: 'input',
      message: `The argument is not valid JSON: ${(e as Error).message}`,
    });
  }
  const r = combatCommandOutput(raw);
  if (!r.ok) return fail(r.error);
  return { stdout: JSON.stringify(r.value), exitCode: 0 };
}
