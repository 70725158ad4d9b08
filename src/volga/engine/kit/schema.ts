/**
 * The one schema of the component kit's shape, read by the kit file reader (parseKit), the save
 * files' codec (a kit inside an export file or a game setup, an owner's answer inside a game log)
 * and so the `check-save` command. Shape only: every field present with the right type and no
 * field this kit version does not define (docs/rulings.md, Files). Whether a value agrees with
 * the rules (a TEM of +1 to +4, rolls 3..18) is validateKit's question, so a half-transcribed or
 * mistyped kit can still be read, shown and fixed.
 */
import * as v from 'valibot';
import { isPlainObject } from '../../../core/input';
import { describeValue, plain, type Same } from '../../../core/problems';
import { TERRAINS } from '../types';
import * as K from './types';

// ---------------------------------------------------------------------------------------------
// Field types, each worded for the owner

const got = (issue: v.BaseIssue<unknown>) => `, got ${describeValue(issue.input)}`;

/**
 * Longest text of each kind a kit holds (characters): a name (the kit's, an Area's, an event's),
 * an id (a counter's, a division's), and an event's printed text. A kit written by hand or sent
 * as a link stays small, and a kit link always opens again (MAX_PAYLOAD_CHARS in link.ts).
 */
export const KIT_TEXT_LIMITS = { name: 80, id: 40, text: 600 } as const;
const limited = (what: string, limit: number) =>
  v.pipe(
    v.string((i) => `expected text${got(i)}`),
    v.maxLength(
      limit,
      (i) => `expected ${what} of at most ${limit} characters, got ${String(i.input).length}`,
    ),
  );
const Text = limited('text', KIT_TEXT_LIMITS.id);
const Name = limited('a name', KIT_TEXT_LIMITS.name);
const LongText = limited('text', KIT_TEXT_LIMITS.text);
const TextOrNull = v.nullable(limited('a name', KIT_TEXT_LIMITS.name));
const Whole = v.pipe(
  v.number((i) => `expected a whole number${got(i)}`),
  v.integer((i) => `expected a whole number${got(i)}`),
);
const WholeOrNull = v.nullable(
  v.pipe(
    v.number((i) => `expected a whole number or null${got(i)}`),
    v.integer((i) => `expected a whole number or null${got(i)}`),
  ),
);
const Flag = v.boolean((i) => `expected true or false${got(i)}`);
/** A list of one kind of value, its problem named at the list (`areas[12].neighbours`). */
const listOf = <T>(what: string, is: (x: unknown) => x is T) =>
  v.custom<T[]>(
    (x) => Array.isArray(x) && x.every(is),
    (i) => `expected a list of ${what}${Array.isArray(i.input) ? ' only' : got(i)}`,
  );
const Wholes = listOf('whole numbers', (x): x is number => Number.isInteger(x));
const Texts = listOf(
  `texts of at most ${KIT_TEXT_LIMITS.id} characters`,
  (x): x is string => typeof x === 'string' && x.length <= KIT_TEXT_LIMITS.id,
);

/** One of a fixed list of words, named unquoted as the kit screens write them. */
const oneOf = <const T extends readonly string[]>(options: T) =>
  v.picklist(options, (i) => `expected one of ${options.join(', ')}${got(i)}`);
const oneOfOrNull = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.nullable(v.picklist(options, (i) => `expected one of ${options.join(', ')} or null${got(i)}`));

// ---------------------------------------------------------------------------------------------
// The kit's parts (types.ts)

/** KitArea: one Area of the map (3.1). */
export const KitAreaSchema = plain(
  v.strictObject({
    number: Whole,
    name: TextOrNull,
    terrain: oneOfOrNull(TERRAINS),
    tem: WholeOrNull,
    volga: Flag,
    initialControl: oneOf(['german', 'soviet']),
    neighbours: Wholes,
    notNeighbours: Wholes,
    neighboursComplete: Flag,
  }),
);

/** The Areas keyed by number: exactly the keys 1..50 (3.1). */
const AreasSchema = plain(
  v.strictObject(
    Object.fromEntries(K.AREA_NUMBERS.map((n) => [String(n), KitAreaSchema])) as Record<
      string,
      typeof KitAreaSchema
    >,
    (issue) => {
      const key = issue.path?.at(-1)?.key;
      if (issue.expected === 'never') return 'not an Area number 1..50 (3.1)';
      if (issue.input === undefined && key !== undefined)
        return `Area ${String(key)} is missing; the map has Areas 1 to 50 (3.1)`;
      return `expected an object${got(issue)}`;
    },
  ),
);

/** Placement: where a German counter starts (5.3, 14.3, 14.4). */
export const PlacementObject = plain(
  v.variant(
    'at',
    [
      v.strictObject({ at: v.literal('area'), area: Whole }),
      v.strictObject({ at: v.literal('arrival'), turn: Whole }),
      v.strictObject({ at: v.literal('outOfAction') }),
    ],
    (i) => `expected one of area, arrival, outOfAction${got(i)}`,
  ),
);

/**
 * A scenario placement of a German counter: a Placement, 'absent' (not in that scenario) or
 * null (not yet known). An object is read as a Placement so a problem inside it is named.
 */
export const PlacementSchema = v.lazy((input) =>
  isPlainObject(input)
    ? PlacementObject
    : v.nullable(v.literal('absent', (i) => `expected a placement, "absent" or null${got(i)}`)),
);

/** GermanCounter: one German counter (4.2, 4.3). */
export const GermanCounterSchema = plain(
  v.strictObject({
    id: Text,
    division: TextOrNull,
    type: oneOfOrNull(K.UNIT_TYPES),
    attackFactor: WholeOrNull,
    assaultGun: Flag,
    main: PlacementSchema,
    factory: PlacementSchema,
  }),
);

/** The answer to a setup fact: the counters named there, each with its division if known. */
export const SetupNamesSchema = v.pipe(
  v.array(plain(v.strictObject({ id: Text, division: TextOrNull }))),
  v.maxLength(20, 'expected at most 20 counters'),
);

/** The answer to a counter fact: type, Attack Factor and division (4.2, 4.3). */
export const CounterDetailsSchema = plain(
  v.strictObject({
    type: v.nullable(oneOf(K.UNIT_TYPES)),
    attackFactor: v.nullable(Whole),
    division: TextOrNull,
  }),
);

const ReturnRuleSchema = plain(
  v.variant(
    'kind',
    [
      v.strictObject({ kind: v.literal('areas'), areas: Wholes }),
      v.strictObject({ kind: v.literal('anyVacant') }),
    ],
    (i) => `expected one of areas, anyVacant${got(i)}`,
  ),
);

/** The effect kinds whose schema carries parameters; every other kind is `{kind}` alone. */
const WITH_PARAMETERS = [
  'withdrawDivision',
  'noActivation',
  'morale',
  'supplyPoints',
  'supportMarkers',
] as const;
type PlainKind = Exclude<K.EventEffectKind, (typeof WITH_PARAMETERS)[number]>;
const isPlainKind = (k: K.EventEffectKind): k is PlainKind =>
  !(WITH_PARAMETERS as readonly string[]).includes(k);

/** EventEffect: one effect of the vocabulary (EVENT_EFFECT_KINDS) with its parameters. */
export const EventEffectSchema = plain(
  v.variant(
    'kind',
    [
      ...K.EVENT_EFFECT_KINDS.filter(isPlainKind).map((k) =>
        v.strictObject({ kind: v.literal(k) }),
      ),
      v.strictObject({
        kind: v.literal('withdrawDivision'),
        division: Text,
        returnTo: ReturnRuleSchema,
        moralePerOutOfAction: Whole,
        ifAlreadyWithdrawnUseRoll: WholeOrNull,
      }),
      v.strictObject({ kind: v.literal('noActivation'), divisions: Texts, units: Texts }),
      v.strictObject({ kind: v.literal('morale'), change: Whole }),
      v.strictObject({ kind: v.literal('supplyPoints'), change: Whole }),
      v.strictObject({
        kind: v.literal('supportMarkers'),
        marker: oneOf(K.SUPPORT_MARKER_TYPES),
        count: Whole,
        to: oneOf(K.SUPPORT_BOXES),
      }),
    ],
    (i) => `expected one of ${K.EVENT_EFFECT_KINDS.join(', ')}${got(i)}`,
  ),
);

/** EventRow: one row of a Random Event Chart (6.2). */
export const EventRowSchema = plain(
  v.strictObject({
    lo: Whole,
    hi: Whole,
    name: Name,
    effect: EventEffectSchema,
    text: LongText,
    turn1NoResult: Flag,
  }),
);

const rowList = v.array(EventRowSchema, (i) => `expected a list of rows${got(i)}`);
const scenarioEntries = <S extends v.GenericSchema>(schema: S) =>
  Object.fromEntries(K.SCENARIOS.map((s) => [s, schema])) as Record<
    (typeof K.SCENARIOS)[number],
    S
  >;

/** ComponentKit at the current KIT_VERSION. */
export const ComponentKitSchema = plain(
  v.strictObject({
    kitVersion: v.literal(K.KIT_VERSION, (i) => `expected ${K.KIT_VERSION}${got(i)}`),
    name: Name,
    fixture: Flag,
    areas: AreasSchema,
    germanCounters: v.array(GermanCounterSchema, (i) => `expected a list${got(i)}`),
    germanCountersComplete: plain(v.strictObject(scenarioEntries(Flag))),
    setupKnown: v.optional(
      plain(
        v.strictObject(
          scenarioEntries(v.optional(Texts)) as Record<
            K.ScenarioId,
            v.OptionalSchema<typeof Texts, undefined>
          >,
        ),
      ),
    ),
    events: plain(v.strictObject(scenarioEntries(rowList))),
  }),
);

// ---------------------------------------------------------------------------------------------
// Type-level checks: `tsc` fails when a schema and the kit's types disagree.

const schemasMatch: [
  Same<v.InferOutput<typeof KitAreaSchema>, K.KitArea>,
  Same<v.InferOutput<typeof PlacementSchema>, K.Placement | 'absent' | null>,
  Same<v.InferOutput<typeof GermanCounterSchema>, K.GermanCounter>,
  Same<v.InferOutput<typeof EventEffectSchema>, K.EventEffect>,
  Same<v.InferOutput<typeof EventRowSchema>, K.EventRow>,
  Same<v.InferOutput<typeof PlacementObject>, K.Placement>,
  Same<v.InferOutput<typeof SetupNamesSchema>, readonly K.SetupName[]>,
  Same<v.InferOutput<typeof CounterDetailsSchema>, K.CounterDetails>,
  Same<Omit<v.InferOutput<typeof ComponentKitSchema>, 'areas'>, Omit<K.ComponentKit, 'areas'>>,
] = [true, true, true, true, true, true, true, true, true];
void schemasMatch;
