/**
 * The kit as a shareable file: JSON text with a format tag and version. Reading checks the
 * shape field by field (every problem with its path), migrates older versions, then validates.
 */
import { type Result, type RuleError, TERRAINS, type Terrain } from '../types';
import {
  AREA_NUMBERS,
  type ComponentKit,
  EVENT_EFFECT_KINDS,
  type EventEffect,
  type EventRow,
  type GermanCounter,
  KIT_VERSION,
  type KitArea,
  type Placement,
  type ReturnRule,
  SCENARIOS,
  type ScenarioId,
  UNIT_TYPES,
  type UnitType,
} from './types';
import { type KitIssue, validateKit } from './validate';

/** The format tag written into every kit file. */
export const KIT_FILE_FORMAT = 'volga-table/component-kit';

/** A kit file that could not be read: a RuleError plus every problem found, with paths. */
export interface KitFileError extends RuleError {
  readonly issues: readonly KitIssue[];
}

/**
 * Migrations from one kit version to the next: KIT_MIGRATIONS[n] turns a version-n kit object
 * into a version n+1 object. Empty while only version 1 exists.
 */
export const KIT_MIGRATIONS: Readonly<Record<number, (kit: unknown) => unknown>> = {};

/** The kit as file text (pretty JSON with format tag and version). */
export function exportKit(kit: ComponentKit): string {
  return `${JSON.stringify({ format: KIT_FILE_FORMAT, version: KIT_VERSION, kit }, null, 2)}\n`;
}

const fail = (code: string, rule: string, message: string, issues: KitIssue[] = []) =>
  ({ ok: false, error: { code, rule, message, issues } }) as const;

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** Collects shape problems while reading an untrusted object. */
class Reader {
  readonly issues: KitIssue[] = [];
  bad(path: string, message: string): void {
    this.issues.push({ code: 'kit.file.shape', rule: 'input', path, message });
  }
  obj(x: unknown, path: string): Obj | null {
    if (isObj(x)) return x;
    this.bad(path, 'expected an object');
    return null;
  }
  bool(o: Obj, k: string, path: string): boolean {
    const v = o[k];
    if (typeof v === 'boolean') return v;
    this.bad(`${path}.${k}`, 'expected true or false');
    return false;
  }
  str(o: Obj, k: string, path: string): string {
    const v = o[k];
    if (typeof v === 'string') return v;
    this.bad(`${path}.${k}`, 'expected text');
    return '';
  }
  strOrNull(o: Obj, k: string, path: string): string | null {
    const v = o[k];
    if (v === null || typeof v === 'string') return v;
    this.bad(`${path}.${k}`, 'expected text or null');
    return null;
  }
  int(o: Obj, k: string, path: string): number {
    const v = o[k];
    if (isInt(v)) return v;
    this.bad(`${path}.${k}`, 'expected a whole number');
    return 0;
  }
  intOrNull(o: Obj, k: string, path: string): number | null {
    const v = o[k];
    if (v === null || isInt(v)) return v;
    this.bad(`${path}.${k}`, 'expected a whole number or null');
    return null;
  }
  ints(o: Obj, k: string, path: string): number[] {
    const v = o[k];
    if (Array.isArray(v) && v.every(isInt)) return [...v];
    this.bad(`${path}.${k}`, 'expected a list of whole numbers');
    return [];
  }
  strs(o: Obj, k: string, path: string): string[] {
    const v = o[k];
    if (Array.isArray(v) && v.every((s) => typeof s === 'string')) return [...v];
    this.bad(`${path}.${k}`, 'expected a list of texts');
    return [];
  }
  oneOf<T extends string>(
    o: Obj,
    k: string,
    path: string,
    options: readonly T[],
    nullable: boolean,
  ): T | null {
    const v = o[k];
    if (nullable && v === null) return null;
    if (typeof v === 'string' && (options as readonly string[]).includes(v)) return v as T;
    this.bad(`${path}.${k}`, `expected one of ${options.join(', ')}${nullable ? ' or null' : ''}`);
    return null;
  }
}

function readArea(r: Reader, x: unknown, n: number): KitArea {
  const path = `areas[${n}]`;
  const o = r.obj(x, path) ?? {};
  return {
    number: r.int(o, 'number', path),
    name: r.strOrNull(o, 'name', path),
    terrain: r.oneOf<Terrain>(o, 'terrain', path, TERRAINS, true),
    tem: r.intOrNull(o, 'tem', path),
    volga: r.bool(o, 'volga', path),
    initialControl:
      r.oneOf(o, 'initialControl', path, ['german', 'soviet'] as const, false) ?? 'soviet',
    neighbours: r.ints(o, 'neighbours', path),
    notNeighbours: r.ints(o, 'notNeighbours', path),
    neighboursComplete: r.bool(o, 'neighboursComplete', path),
  };
}

function readPlacement(r: Reader, o: Obj, k: string, path: string): Placement | 'absent' | null {
  const v = o[k];
  if (v === null || v === 'absent') return v;
  const p = r.obj(v, `${path}.${k}`);
  if (!p) return null;
  const at = r.oneOf(p, 'at', `${path}.${k}`, ['area', 'arrival', 'outOfAction'] as const, false);
  if (at === 'area') return { at, area: r.int(p, 'area', `${path}.${k}`) };
  if (at === 'arrival') return { at, turn: r.int(p, 'turn', `${path}.${k}`) };
  if (at === 'outOfAction') return { at };
  return null;
}

function readCounter(r: Reader, x: unknown, i: number): GermanCounter {
  const path = `germanCounters[${i}]`;
  const o = r.obj(x, path) ?? {};
  return {
    id: r.str(o, 'id', path),
    division: r.strOrNull(o, 'division', path),
    type: r.oneOf<UnitType>(o, 'type', path, UNIT_TYPES, true),
    attackFactor: r.intOrNull(o, 'attackFactor', path),
    assaultGun: r.bool(o, 'assaultGun', path),
    main: readPlacement(r, o, 'main', path),
    factory: readPlacement(r, o, 'factory', path),
  };
}

function readEffect(r: Reader, x: unknown, path: string): EventEffect {
  const o = r.obj(x, path) ?? {};
  const kind = r.oneOf(o, 'kind', path, EVENT_EFFECT_KINDS, false) ?? 'none';
  switch (kind) {
    case 'withdrawDivision': {
      const rt = r.obj(o.returnTo, `${path}.returnTo`) ?? {};
      const rk = r.oneOf(rt, 'kind', `${path}.returnTo`, ['areas', 'anyVacant'] as const, false);
      const returnTo: ReturnRule =
        rk === 'areas'
          ? { kind: 'areas', areas: r.ints(rt, 'areas', `${path}.returnTo`) }
          : { kind: 'anyVacant' };
      return {
        kind,
        division: r.str(o, 'division', path),
        returnTo,
        moralePerOutOfAction: r.int(o, 'moralePerOutOfAction', path),
        ifAlreadyWithdrawnUseRoll: r.intOrNull(o, 'ifAlreadyWithdrawnUseRoll', path),
      };
    }
    case 'noActivation':
      return { kind, divisions: r.strs(o, 'divisions', path), units: r.strs(o, 'units', path) };
    default:
      return { kind };
  }
}

function readRow(r: Reader, x: unknown, path: string): EventRow {
  const o = r.obj(x, path) ?? {};
  return {
    lo: r.int(o, 'lo', path),
    hi: r.int(o, 'hi', path),
    name: r.str(o, 'name', path),
    effect: readEffect(r, o.effect, `${path}.effect`),
    text: r.str(o, 'text', path),
    turn1NoResult: r.bool(o, 'turn1NoResult', path),
  };
}

/**
 * Reads an untrusted object as a current-version ComponentKit, checking every field's shape.
 * Returns the clean kit (unknown extra fields dropped) or every shape problem with its path.
 */
export function parseKit(value: unknown): Result<ComponentKit, KitFileError> {
  const r = new Reader();
  const o = r.obj(value, 'kit');
  if (!o) return fail('kit.file.shape', 'input', 'The kit is not an object.', r.issues);
  if (o.kitVersion !== KIT_VERSION) r.bad('kit.kitVersion', `expected ${KIT_VERSION}`);
  const areasObj = r.obj(o.areas, 'areas');
  const areas: Record<number, KitArea> = {};
  if (areasObj)
    for (const n of AREA_NUMBERS) {
      if (!(String(n) in areasObj))
        r.bad(`areas[${n}]`, `Area ${n} is missing; the map has Areas 1 to 50 (3.1)`);
      else areas[n] = readArea(r, areasObj[String(n)], n);
    }
  for (const k of Object.keys(areasObj ?? {}))
    if (!AREA_NUMBERS.includes(Number(k)) || String(Number(k)) !== k)
      r.bad(`areas[${k}]`, 'not an Area number 1..50 (3.1)');
  const countersRaw = o.germanCounters;
  if (!Array.isArray(countersRaw)) r.bad('germanCounters', 'expected a list');
  const germanCounters = Array.isArray(countersRaw)
    ? countersRaw.map((c, i) => readCounter(r, c, i))
    : [];
  const complete = r.obj(o.germanCountersComplete, 'germanCountersComplete') ?? {};
  const eventsObj = r.obj(o.events, 'events') ?? {};
  const events = {} as Record<ScenarioId, EventRow[]>;
  for (const s of SCENARIOS) {
    const rows = eventsObj[s];
    if (!Array.isArray(rows)) {
      r.bad(`events.${s}`, 'expected a list of rows');
      events[s] = [];
    } else events[s] = rows.map((x, i) => readRow(r, x, `events.${s}[${i}]`));
  }
  const kit: ComponentKit = {
    kitVersion: KIT_VERSION,
    name: r.str(o, 'name', 'kit'),
    fixture: r.bool(o, 'fixture', 'kit'),
    areas,
    germanCounters,
    germanCountersComplete: {
      main: r.bool(complete, 'main', 'germanCountersComplete'),
      factory: r.bool(complete, 'factory', 'germanCountersComplete'),
    },
    events,
  };
  if (r.issues.length > 0)
    return fail(
      'kit.file.shape',
      'input',
      `The kit file is malformed (${r.issues.length} problem${r.issues.length === 1 ? '' : 's'}); first: ${r.issues[0]!.path}: ${r.issues[0]!.message}.`,
      r.issues,
    );
  return { ok: true, value: kit };
}

/** Options for importKit. */
export interface ImportOptions {
  /** Accept a well-formed kit that contradicts the rules (so the owner can fix it). */
  readonly allowInvalid?: boolean;
  /** Migrations to use instead of KIT_MIGRATIONS (tests of the hook). */
  readonly migrations?: Readonly<Record<number, (kit: unknown) => unknown>>;
}

/**
 * Reads kit file text: format tag, version (older versions migrated), shape, then validation.
 * Returns the kit, or a KitFileError listing each problem with its path.
 */
export function importKit(
  text: string,
  options: ImportOptions = {},
): Result<ComponentKit, KitFileError> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return fail('kit.file.json', 'input', `The file is not JSON: ${(e as Error).message}`);
  }
  if (!isObj(data) || data.format !== KIT_FILE_FORMAT)
    return fail(
      'kit.file.format',
      'input',
      `Not a component kit file (expected format "${KIT_FILE_FORMAT}").`,
    );
  const version = data.version;
  if (!isInt(version) || version < 0)
    return fail(
      'kit.file.version',
      'input',
      `The file's version ${String(version)} is not a whole number.`,
    );
  const target = KIT_VERSION;
  if (version > target)
    return fail(
      'kit.file.version',
      'input',
      `The file is kit version ${version}; this app reads up to version ${target}. Update the app.`,
    );
  let kit: unknown = data.kit;
  const migrations = options.migrations ?? KIT_MIGRATIONS;
  for (let v = version; v < target; v++) {
    const migrate = migrations[v];
    if (!migrate) return fail('kit.file.version', 'input', `No migration from kit version ${v}.`);
    kit = migrate(kit);
  }
  const parsed = parseKit(kit);
  if (!parsed.ok || options.allowInvalid) return parsed;
  const { errors } = validateKit(parsed.value);
  if (errors.length > 0)
    return fail(
      'kit.file.invalid',
      errors[0]!.rule,
      `The kit contradicts the rules in ${errors.length} place${errors.length === 1 ? '' : 's'}; first: ${errors[0]!.path}: ${errors[0]!.message}`,
      [...errors],
    );
  return parsed;
}
