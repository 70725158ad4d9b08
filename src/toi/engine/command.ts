/**
 * The headless Tide of Iron odds command (`npm run --silent toi -- '<json>'`): checks the JSON
 * input field by field, runs the same odds the screen shows, and builds the one line to print.
 * Pure: the command runner (scripts/table.ts) only does the I/O.
 */
import { type CommandRun, runJsonCommand } from '../../core/cli';
import { isPlainObject, shown } from '../../core/input';
import { err, ok, type Result } from '../../core/result';
import { atLeast } from './dist';
import { effective } from './modifiers';
import { buildingOdds, fougasseOdds, molotovOdds, netHits, sniperFigures } from './odds';
import {
  CORE_SUCCESS_DEFAULT,
  MAX_DICE,
  MAX_FIGURES,
  MAX_FLOORS_ABOVE,
  MAX_UNITS,
  SNIPER_MAX,
  SNIPER_MIN,
} from './rules';
import { DEFAULT_SETTINGS } from './settings';

type Field =
  | { readonly type: 'int'; readonly min: number; readonly max: number; readonly def?: number }
  | { readonly type: 'bool'; readonly def: boolean }
  // A count that also takes true (one) and false (none), for a field that was once a flag.
  | { readonly type: 'count'; readonly max: number; readonly def: number }
  | { readonly type: 'object'; readonly fields: Readonly<Record<string, Field>> };

const dice = (def?: number): Field => ({
  type: 'int',
  min: 0,
  max: MAX_DICE,
  ...(def === undefined ? {} : { def }),
});
// Core game: the face an attack die hits on, or a defense die saves on (and above).
const face: Field = { type: 'int', min: 1, max: 6, def: CORE_SUCCESS_DEFAULT };

/** The fields each form of input takes; a field without a default is required. */
const FORMS = {
  attack: {
    attack: dice(),
    defense: dice(),
    hitOn: face,
    saveOn: face,
    need: dice(1),
    // The expansion's modifiers (additive: without them the form reads as it always did).
    smg: { type: 'int', min: 0, max: MAX_UNITS, def: 0 },
    starving: { type: 'int', min: 0, max: MAX_UNITS, def: 0 },
    cautious: { type: 'bool', def: false },
    engineers: { type: 'int', min: 0, max: MAX_FIGURES, def: 0 },
    engineersDefend: { type: 'bool', def: false },
  },
  building: {
    building: {
      type: 'object',
      fields: {
        floorsAbove: { type: 'int', min: 0, max: MAX_FLOORS_ABOVE },
        weakened: { type: 'bool', def: false },
        concussive: { type: 'count', max: MAX_UNITS, def: 0 },
      },
    },
    attack: dice(),
    hitOn: face,
    saveOn: face,
  },
  sniper: { sniper: { type: 'int', min: SNIPER_MIN, max: SNIPER_MAX } },
  molotov: { molotov: { type: 'object', fields: { cover: dice() } }, saveOn: face },
  fougasse: { fougasse: { type: 'object', fields: { cover: dice() } }, saveOn: face },
} as const satisfies Record<string, Record<string, Field>>;
type Form = keyof typeof FORMS;
const SPECIAL: readonly Form[] = ['building', 'sniper', 'molotov', 'fougasse'];

/** The checked input of every form, each reading its own fields. */
interface Checked {
  readonly attack: number;
  readonly defense: number;
  readonly hitOn: number;
  readonly saveOn: number;
  readonly need: number;
  readonly smg: number;
  readonly starving: number;
  readonly cautious: boolean;
  readonly engineers: number;
  readonly engineersDefend: boolean;
  readonly building: { floorsAbove: number; weakened: boolean; concussive: number };
  readonly sniper: number;
  readonly molotov: { cover: number };
  readonly fougasse: { cover: number };
}

const bad = (message: string, code = 'toi.input.value') => err(code, 'input', message);

/** Checks an object against its fields; returns the values with defaults filled in. */
function checkObject(
  input: Record<string, unknown>,
  fields: Readonly<Record<string, Field>>,
  path: string,
): Result<Record<string, unknown>> {
  const names = Object.keys(fields);
  for (const k of Object.keys(input)) {
    // Own keys only: "__proto__", "constructor" and the like are not fields.
    if (!Object.hasOwn(fields, k)) {
      return bad(
        `Unknown field ${path}${k}; ${path ? `${path.slice(0, -1)} takes` : 'this input takes'} ${names.join(', ')}.`,
        'toi.input.unknown',
      );
    }
  }
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(fields)) {
    const v = input[name];
    const at = `${path}${name}`;
    if (!Object.hasOwn(input, name) || v === undefined) {
      if (f.type === 'object' || f.def === undefined) {
        return bad(`Missing required field ${at}.`, 'toi.input.required');
      }
      out[name] = f.def;
      continue;
    }
    if (f.type === 'int') {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < f.min || v > f.max) {
        return bad(
          `Field ${at} must be a whole number from ${f.min} to ${f.max}; got ${shown(v)}.`,
        );
      }
      out[name] = v;
    } else if (f.type === 'count') {
      const n = v === true ? 1 : v === false ? 0 : v;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > f.max) {
        return bad(
          `Field ${at} must be true, false or a whole number from 0 to ${f.max}; got ${shown(v)}.`,
        );
      }
      out[name] = n;
    } else if (f.type === 'bool') {
      if (typeof v !== 'boolean') return bad(`Field ${at} must be true or false; got ${shown(v)}.`);
      out[name] = v;
    } else {
      if (!isPlainObject(v)) return bad(`Field ${at} must be an object; got ${shown(v)}.`);
      const r = checkObject(v, f.fields, `${at}.`);
      if (!r.ok) return r;
      out[name] = r.value;
    }
  }
  return ok(out);
}

/** The JSON object the command prints for this input, or the first problem with the input. */
export function toiCommandOutput(raw: unknown): Result<Record<string, unknown>> {
  if (!isPlainObject(raw)) return bad('The input must be one JSON object.', 'toi.input.object');
  const named = SPECIAL.filter((k) => Object.hasOwn(raw, k));
  if (named.length > 1) {
    return bad(`Give one situation at a time; got ${named.join(' and ')}.`, 'toi.input.situation');
  }
  const form: Form = named[0] ?? 'attack';
  const checked = checkObject(raw, FORMS[form], '');
  if (!checked.ok) return checked;
  // Checked above: each form reads only its own fields, all present once defaults are filled.
  const v = checked.value as unknown as Checked;
  switch (form) {
    case 'attack': {
      const e = effective({
        ...DEFAULT_SETTINGS,
        kind: 'attack',
        attack: v.attack,
        defense: v.defense,
        hitOn: v.hitOn,
        saveOn: v.saveOn,
        smg: v.smg,
        starving: v.starving,
        cautious: v.cautious,
        engineers: v.engineers,
        engineersDefend: v.engineersDefend,
      });
      if (!e.ok) return e;
      const m = e.value.settings;
      const d = netHits({ attack: m.attack, defense: m.defense, hitOn: m.hitOn, saveOn: m.saveOn });
      // Without `need`, pNeed is the chance of at least one net hit (need defaults to 1).
      return ok({ netHits: d, pNeed: atLeast(d, v.need) });
    }
    case 'building': {
      const b = v.building;
      const o = buildingOdds({
        floorsAbove: b.floorsAbove,
        weakened: b.weakened,
        concussive: b.concussive,
        attack: v.attack,
        hitOn: v.hitOn,
        saveOn: v.saveOn,
      });
      return ok({ need: o.need, pDestroy: o.pDestroy, pWeaken: o.pWeaken, pNothing: o.pNothing });
    }
    case 'sniper':
      return ok({ figures: sniperFigures(v.sniper) });
    case 'molotov': {
      const o = molotovOdds(v.molotov.cover, v.saveOn);
      return ok({ pNone: o.pNone, pWeak: o.pWeak, pStrong: o.pStrong });
    }
    case 'fougasse':
      return ok({ pStrong: fougasseOdds(v.fougasse.cover, v.saveOn).pStrong });
  }
}

/** What the command prints for its argument text, and its exit status (0, or 2 on bad input). */
export function runToiCommand(args: readonly string[]): CommandRun {
  return runJsonCommand(
    args,
    "Give the situation as one JSON argument: npm run --silent toi -- '{...}'.",
    true,
    toiCommandOutput,
    'toi',
  );
}
