/**
 * The game engine's record codec: checks a stored or imported game's setup and log against the
 * engine's own types (src/volga/engine/game/types.ts GameSetup and Action, record.ts LogEntry,
 * src/volga/engine/dice.ts Roll), field by field, and upgrades the pre-release payload. Every action
 * variant has its own schema here, named after the engine type it mirrors; the type-level checks
 * at the bottom fail `tsc` when a schema and the engine type disagree, and
 * tests/core/files/game-codec.test.ts reads the engine's Action union with the TypeScript
 * compiler and fails when the engine has an action type or field this codec does not know.
 *
 * Shape only: whether an action is legal is the engine's question, asked on import by
 * `replay` (the log is replayed with the engine and the first entry that does not apply, or
 * rolls other dice than recorded, is named with its path). Saves are not replayed: the session
 * derived them from the engine a moment earlier.
 */
import * as v from 'valibot';
import { canonicalJson } from '../../../core/files/canonical';
import type { GameRecordCodec, ListedProgress } from '../../../core/files/codec-types';
import {
  issuesToProblems,
  joinPath,
  type Problem,
  prefixProblems,
} from '../../../core/files/problems';
import { plain } from '../../../core/files/schemas';
import { isPlainObject } from '../../../core/input';
import type { Same } from '../../../core/problems';
import { ok, type Result } from '../../../core/result';
import { PURPOSE_RULE, ROLL_PURPOSES, type RollPurpose } from '../../engine/dice';
import {
  type Action,
  apply,
  GAME_SCHEMA_VERSION,
  type GameOptions,
  type GameSetup,
  type GameState,
  type LogEntry,
  newGame,
  OPTION_FLAGS,
} from '../../engine/game';
import {
  type ComponentKit,
  CounterDetailsSchema,
  EventRowSchema,
  type Fact,
  type FactAnswers,
  type FactKind,
  GermanCounterSchema,
  PlacementObject,
  SCENARIOS,
  SetupNamesSchema,
} from '../../engine/kit';
import { readingsOf } from '../../engine/rulings';
import { TERRAINS } from '../../engine/types';
import { kitCodec } from './sections';

// ---------------------------------------------------------------------------------------------
// Building blocks

const Int = v.pipe(v.number(), v.integer());
/** An Area number 1..50 (3.1). */
const AreaNumber = v.pipe(Int, v.minValue(1), v.maxValue(50));
/** A counter designation as the kit spells it ('FC/1', '245A'). */
const UnitId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
/** A die face as the owner types it (2.1); the engine checks the count and the face again. */
const Die = v.pipe(Int, v.minValue(1), v.maxValue(6));
const Count = v.pipe(Int, v.minValue(0), v.maxValue(99));

const Dice = v.pipe(v.array(Die), v.maxLength(64));

/** A total the owner entered (EnteredTotal); the engine checks it against the dice it stands for. */
const EnteredTotalSchema = v.strictObject({
  by: v.literal('total'),
  total: v.pipe(Int, v.minValue(1), v.maxValue(384)),
});
/** OwnerRoll: each die's face, or the total alone. */
const OwnerRoll = v.union([Dice, EnteredTotalSchema]);

/** OwnerDice (src/volga/engine/dice.ts): owner-typed dice by roll purpose (ROLL_PURPOSES). */
const OwnerDiceSchema = plain(
  v.strictObject({
    supply: v.optional(OwnerRoll),
    'supply.reroll': v.optional(OwnerRoll),
    randomEvent: v.optional(OwnerRoll),
    bloodyStreets: v.optional(OwnerRoll),
    'combat.german': v.optional(OwnerRoll),
    'combat.soviet': v.optional(OwnerRoll),
    'combat.air': v.optional(OwnerRoll),
    'combat.isolation': v.optional(OwnerRoll),
    cup: v.optional(OwnerRoll),
  }),
);

// ---------------------------------------------------------------------------------------------
// Component facts (src/volga/engine/kit/types.ts Fact, FactAnswers); an event row or a counter
// list answered in play is read with the kit's own schema (src/volga/engine/kit/schema.ts)

/** Fact (kit/types.ts): a component fact play may ask the owner. */
const FactSchema = plain(
  v.variant('kind', [
    v.strictObject({ kind: v.literal('adjacency'), a: AreaNumber, b: AreaNumber }),
    v.strictObject({ kind: v.literal('neighbours'), area: AreaNumber }),
    v.strictObject({ kind: v.literal('terrain'), area: AreaNumber }),
    v.strictObject({ kind: v.literal('tem'), area: AreaNumber }),
    v.strictObject({ kind: v.literal('name'), area: AreaNumber }),
    v.strictObject({
      kind: v.literal('event'),
      scenario: v.picklist(SCENARIOS),
      roll: v.pipe(Int, v.minValue(3), v.maxValue(18)),
    }),
    v.strictObject({ kind: v.literal('germanCounters'), scenario: v.picklist(SCENARIOS) }),
    v.strictObject({
      kind: v.literal('setup'),
      scenario: v.picklist(SCENARIOS),
      place: PlacementObject,
    }),
    v.strictObject({
      kind: v.literal('counter'),
      id: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
      need: v.optional(v.picklist(['type', 'division'])),
      also: v.optional(
        v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(40))), v.maxLength(8)),
      ),
    }),
  ]),
);

/** FactAnswers (kit/types.ts): the answer each kind of fact takes. */
const ANSWER_SCHEMAS: { readonly [K in FactKind]: v.GenericSchema<unknown, FactAnswers[K]> } = {
  adjacency: v.boolean(),
  neighbours: v.pipe(v.array(AreaNumber), v.maxLength(50)),
  terrain: v.picklist(TERRAINS),
  tem: v.pipe(Int, v.minValue(1), v.maxValue(4)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  event: EventRowSchema,
  germanCounters: v.pipe(v.array(GermanCounterSchema), v.maxLength(200)),
  setup: SetupNamesSchema,
  counter: CounterDetailsSchema,
};

// ---------------------------------------------------------------------------------------------
// Actions (src/volga/engine/game/types.ts Action): one schema per variant

const Type = <T extends string>(t: T) => v.literal(t);

/**
 * The schema of each action variant except answerFact (whose answer depends on the fact's
 * kind; see `checkAnswerFact`), keyed by its `type`. Each mirrors the engine's variant of the
 * same type in src/volga/engine/game/types.ts, field by field.
 */
export const ACTION_SCHEMAS = {
  // 6.1.1, 6.2.1, 14.4, 14.6.1
  placeReinforcements: v.strictObject({
    type: Type('placeReinforcements'),
    area: AreaNumber,
    units: v.pipe(v.array(UnitId), v.maxLength(8)),
  }),
  // 12.3
  chooseIsolated: v.strictObject({
    type: Type('chooseIsolated'),
    areas: v.pipe(v.array(AreaNumber), v.maxLength(50)),
  }),
  // 6.2
  rollRandomEvent: v.strictObject({
    type: Type('rollRandomEvent'),
    dice: v.optional(OwnerDiceSchema),
    later: v.optional(v.literal(true)),
  }),
  // 6.3
  rollSupply: v.strictObject({ type: Type('rollSupply'), dice: v.optional(OwnerDiceSchema) }),
  buySupport: v.strictObject({
    type: Type('buySupport'),
    marker: v.picklist(['air', 'artillery', 'engineer']),
    count: v.optional(v.pipe(Int, v.minValue(1), v.maxValue(99))),
  }),
  buyMorale: v.strictObject({
    type: Type('buyMorale'),
    count: v.optional(v.pipe(Int, v.minValue(1), v.maxValue(99))),
  }),
  returnUnit: v.strictObject({ type: Type('returnUnit'), unit: UnitId, area: AreaNumber }),
  endSupply: v.strictObject({ type: Type('endSupply') }),
  // 6.4.1
  rollBloodyStreets: v.strictObject({
    type: Type('rollBloodyStreets'),
    dice: v.optional(OwnerDiceSchema),
  }),
  // 6.4.2, 8.1, 8.2
  activate: v.strictObject({ type: Type('activate'), area: AreaNumber }),
  move: v.strictObject({ type: Type('move'), unit: UnitId, to: AreaNumber }),
  moveStack: v.strictObject({
    type: Type('moveStack'),
    units: v.pipe(v.array(UnitId), v.minLength(1), v.maxLength(4)),
    to: AreaNumber,
  }),
  // 9.1-9.5
  declareAttack: v.strictObject({
    type: Type('declareAttack'),
    area: AreaNumber,
    units: v.pipe(v.array(UnitId), v.maxLength(8)),
  }),
  revealCounter: v.strictObject({ type: Type('revealCounter'), counter: UnitId }),
  barrageChoice: v.strictObject({
    type: Type('barrageChoice'),
    choice: v.picklist(['outOfAction', 'retreat']),
    unit: v.optional(UnitId),
    divisionsLater: v.optional(v.literal(true)),
  }),
  resolveAttack: v.strictObject({
    type: Type('resolveAttack'),
    lead: UnitId,
    artillery: Count,
    engineers: Count,
    air: v.boolean(),
    divisionsLater: v.optional(v.literal(true)),
    dice: v.optional(OwnerDiceSchema),
  }),
  // 9.5.8
  retreat: v.strictObject({
    type: Type('retreat'),
    unit: UnitId,
    path: v.pipe(v.array(AreaNumber), v.maxLength(50)),
  }),
  // 6.4.2, 6.4.3
  endRound: v.strictObject({ type: Type('endRound') }),
  endCombatPhase: v.strictObject({ type: Type('endCombatPhase') }),
  // 4.3: a unit given its printed designation
  renameUnit: v.strictObject({ type: Type('renameUnit'), from: UnitId, to: UnitId }),
  // Component facts answered during play (kit/types.ts Fact, FactAnswers).
  answerFact: v.strictObject({ type: Type('answerFact'), fact: FactSchema, answer: v.unknown() }),
} as const;

/** An action type the codec knows. */
export type ActionType = keyof typeof ACTION_SCHEMAS;

/** Every action type of the engine's Action union, in the order of types.ts (ACTION_SCHEMAS' keys). */
export const ACTION_TYPES = Object.keys(ACTION_SCHEMAS) as readonly ActionType[];

/** Returns the problems of one action, with paths relative to the action ('' = the action). */
export function checkAction(raw: unknown): Problem[] {
  if (!isPlainObject(raw))
    return issuesToProblems(v.safeParse(plain(v.object({})), raw).issues ?? []);
  const type = raw.type;
  if (typeof type !== 'string' || !(ACTION_TYPES as readonly string[]).includes(type)) {
    return [
      {
        path: 'type',
        message:
          type === undefined
            ? 'missing (required): the kind of action'
            : `expected a known action type (${ACTION_TYPES.join(', ')}), got ${JSON.stringify(type)?.slice(0, 40) ?? String(type)}`,
      },
    ];
  }
  const schema = ACTION_SCHEMAS[type as ActionType] as v.GenericSchema;
  const r = v.safeParse(schema, raw);
  if (!r.success) return issuesToProblems(r.issues);
  if (type === 'answerFact') return checkAnswer(raw.fact as Fact, raw.answer);
  return [];
}

/** The answer of an answerFact action checked against its fact's kind (FactAnswers). */
function checkAnswer(fact: Fact, answer: unknown): Problem[] {
  const r = v.safeParse(ANSWER_SCHEMAS[fact.kind] as v.GenericSchema, answer);
  return r.success ? [] : issuesToProblems(r.issues, 'answer');
}

/** Roll (src/volga/engine/dice.ts): one recorded roll. */
const RollSchema = plain(
  v.strictObject({
    purpose: v.picklist(ROLL_PURPOSES),
    source: v.picklist(['owner', 'app']),
    // Dice faces, or the drawn index of a digital cup draw (5.4).
    dice: v.pipe(v.array(v.pipe(Int, v.minValue(0), v.maxValue(9999))), v.maxLength(256)),
    rule: v.pipe(v.string(), v.minLength(1), v.maxLength(16)),
    drawn: v.optional(UnitId),
    // A roll entered by its total: the total, and no faces.
    by: v.optional(v.literal('total')),
    total: v.optional(v.pipe(Int, v.minValue(1), v.maxValue(384))),
    count: v.optional(v.pipe(Int, v.minValue(1), v.maxValue(64))),
  }),
);

/** UndoneAttack (src/volga/engine/game/record.ts): a resolveAttack action and its dice. */
const UndoneAttackShape = plain(
  v.strictObject({
    action: ACTION_SCHEMAS.resolveAttack,
    rolls: v.pipe(v.array(RollSchema), v.maxLength(256)),
  }),
);

/** LogEntry (src/volga/engine/game/record.ts), the action checked separately. */
const LogEntryShape = plain(
  v.strictObject({
    action: v.unknown(),
    rolls: v.pipe(v.array(RollSchema), v.maxLength(256)),
    undoneAttacks: v.optional(v.pipe(v.array(UndoneAttackShape), v.maxLength(256))),
  }),
);

/** The longest log read (a whole game is a few hundred actions; undo keeps more). */
export const MAX_LOG_ENTRIES = 20_000;

/** The on/off optional rules of GameOptions (12.1-12.8): the engine's own list. */
export { OPTION_FLAGS };

/** Partial<GameOptions> (src/volga/engine/game/types.ts); ranges are checked by the engine's checkOptions. */
const OptionsSchema = plain(
  v.strictObject({
    rubble: v.optional(v.boolean()),
    northernShoulder: v.optional(v.boolean()),
    isolation: v.optional(v.boolean()),
    parentOrganization: v.optional(v.boolean()),
    limitedAir: v.optional(v.boolean()),
    pavlov: v.optional(v.boolean()),
    reducedMorale: v.optional(v.boolean()),
    startingMorale: v.optional(Count),
    increasedSupply: v.optional(v.boolean()),
    rerollTurns: v.optional(v.pipe(v.array(Count), v.maxLength(99))),
    pavlovDefense: v.optional(v.nullable(Count)),
    victoryAreas: v.optional(Count),
    lastTurn: v.optional(Count),
    rulings: v.optional(
      v.strictObject({
        parentOrganization: v.picklist(readingsOf('parentOrganization')),
      }),
    ),
  }),
);

/** A PRNG seed word: a whole number (the app draws unsigned 32-bit words). */
const SeedWord = v.pipe(Int, v.minValue(0), v.maxValue(2 ** 32 - 1));

/** GameSetup (src/volga/engine/game/types.ts), the kit checked by the kit engine's parser. */
const SetupShape = plain(
  v.strictObject({
    scenario: v.picklist(SCENARIOS),
    cup: v.picklist(['physical', 'digital']),
    kit: v.unknown(),
    seed: v.union([SeedWord, v.pipe(v.array(SeedWord), v.minLength(1), v.maxLength(16))]),
    options: v.optional(OptionsSchema),
  }),
);

/** The engine's payload: its setup and log (no state: the state is the log replayed). */
export interface EnginePayload {
  readonly setup: GameSetup;
  readonly log: readonly LogEntry[];
}

// A game's setup and its logged entries are written again with every action, as the same
// (never mutated) objects: each is checked once, so a save costs the new entry, not the whole
// kit again (parsing the kit was most of a tap's time on a slow phone).
const checkedSetups = new WeakMap<object, GameSetup>();
const checkedEntries = new WeakSet<object>();

/** Returns the setup checked (kit by kitCodec), or its problems with paths relative to it. */
export function checkSetup(raw: unknown): Result<GameSetup, Problem[]> {
  const known = isPlainObject(raw) ? checkedSetups.get(raw) : undefined;
  if (known) return ok(known);
  const r = v.safeParse(SetupShape, raw);
  const problems = r.success ? [] : issuesToProblems(r.issues);
  let kit: ComponentKit | null = null;
  if (isPlainObject(raw) && raw.kit !== undefined) {
    const k = kitCodec.parse(raw.kit);
    if (k.ok) kit = k.value;
    else problems.push(...prefixProblems('kit', k.error));
  }
  if (!r.success || problems.length > 0 || kit === null) return { ok: false, error: problems };
  const setup = { ...r.output, kit } as GameSetup;
  if (isPlainObject(raw)) checkedSetups.set(raw, setup);
  return ok(setup);
}

/** Returns the log checked entry by entry, or every problem with `[i].action...` paths. */
export function checkLog(raw: unknown): Result<LogEntry[], Problem[]> {
  if (!Array.isArray(raw)) return { ok: false, error: [{ path: '', message: 'expected a list' }] };
  if (raw.length > MAX_LOG_ENTRIES) {
    return {
      ok: false,
      error: [{ path: '', message: `${raw.length} entries; at most ${MAX_LOG_ENTRIES} are read` }],
    };
  }
  const problems: Problem[] = [];
  raw.forEach((entry, i) => {
    if (isPlainObject(entry) && checkedEntries.has(entry)) return;
    const at = joinPath('', i);
    const before = problems.length;
    const shape = v.safeParse(LogEntryShape, entry);
    if (!shape.success) problems.push(...issuesToProblems(shape.issues, at));
    if (isPlainObject(entry) && 'action' in entry)
      problems.push(...prefixProblems(`${at}.action`, checkAction(entry.action)));
    if (isPlainObject(entry) && problems.length === before) checkedEntries.add(entry);
  });
  return problems.length > 0 ? { ok: false, error: problems } : ok(raw as LogEntry[]);
}

/**
 * Checks a game's meaning with the engine: its kit validated as the kit screen validates it
 * (every contradiction, `setup.kit...`, with its rule), then the log replayed from its setup.
 * Returns [] when every entry applies and rolls exactly the dice it records; otherwise one
 * problem naming the first entry that does not (`log[17]`), or `setup` when the game cannot
 * even start. With `listed`, a listed scenario other than the setup's, or a listed turn other
 * than the replayed state's at the undo cursor, is named (`scenario`, `turn`).
 */
export function replayProblems(payload: EnginePayload, listed?: ListedProgress): Problem[] {
  // The engine's neighbour lookups assume a kit without contradictions (validateKit).
  const kitErrors = kitCodec.check?.(payload.setup.kit) ?? [];
  if (kitErrors.length > 0) return prefixProblems('setup.kit', kitErrors);
  if (listed && listed.scenario !== payload.setup.scenario) {
    return [
      {
        path: 'scenario',
        message: `lists ${JSON.stringify(listed.scenario)}, but the game's setup is ${JSON.stringify(payload.setup.scenario)}`,
      },
    ];
  }
  let state: GameState;
  let atCursor: GameState | null = null;
  try {
    const start = newGame(payload.setup);
    if (!start.ok) {
      return [
        {
          path: 'setup',
          message: `the game cannot start from this setup: ${start.error.message} (${start.error.rule})`,
        },
      ];
    }
    state = start.value;
  } catch (e) {
    return [{ path: 'setup', message: `the game cannot start from this setup: ${String(e)}` }];
  }
  for (let i = 0; i < payload.log.length; i++) {
    if (i === listed?.cursor) atCursor = state;
    const entry = payload.log[i]!;
    const at = joinPath('log', i);
    let r: ReturnType<typeof apply>;
    try {
      r = apply(state, entry.action);
    } catch (e) {
      return [{ path: at, message: `this action breaks the replay: ${String(e)}` }];
    }
    if (!r.ok) {
      return [
        {
          path: `${at}.action`,
          message: `this ${entry.action.type} action does not apply when the log is replayed: ${r.error.message} (${r.error.rule})`,
        },
      ];
    }
    if (canonicalJson(r.value.rolls) !== canonicalJson(entry.rolls)) {
      return [
        {
          path: `${at}.rolls`,
          message: `replaying this ${entry.action.type} action rolls ${JSON.stringify(r.value.rolls.map((x) => x.dice))}, not the recorded dice: the log was changed after it was written`,
        },
      ];
    }
    state = r.value.state;
  }
  const shown = atCursor ?? state;
  if (listed && listed.turn !== shown.turn) {
    return [
      {
        path: 'turn',
        message: `lists Turn ${listed.turn}, but the log replayed to its undo cursor is at Turn ${shown.turn}`,
      },
    ];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// The pre-release payload (FORMAT.md, "version 0")

/** What a pre-release roll was for, by its action type (pre-release logs kept one roll per action). */
const V0_ROLL_PURPOSE: Readonly<Record<string, RollPurpose>> = {
  rollRandomEvent: 'randomEvent',
  rollSupply: 'supply',
  rollBloodyStreets: 'bloodyStreets',
  resolveAttack: 'combat.german',
};

/**
 * Upgrade of the pre-release payload: the setup's list of optional rule names `optional`
 * became the flags object `options` ({rubble: true, ...}); the cup is the physical one; the kit
 * and seed come from the file (upgradeGameV0 puts them in the setup). Each flat log entry
 * `{type, dice: [..], by, ...}` became `{action: {type, ..., dice: {<purpose>: [..]}}, rolls:
 * [{purpose, source: 'owner', dice, rule}]}`: the pre-release build kept no dice stream, so its
 * dice are replayed as given dice (ruling in docs/rulings.md, Storage).
 */
const payloadV0toV1 = {
  from: 0,
  describe: 'setup.optional became setup.options; log entries split into action and rolls',
  up(data: unknown): Result<unknown, Problem[]> {
    if (!isPlainObject(data) || !isPlainObject(data.setup) || !Array.isArray(data.log)) {
      return { ok: false, error: [{ path: '', message: 'expected a version 0 game payload' }] };
    }
    const { optional, ...setupRest } = data.setup;
    const problems: Problem[] = [];
    const options: Record<string, boolean> = {};
    if (optional !== undefined) {
      if (!Array.isArray(optional)) {
        problems.push({ path: 'setup.optional', message: 'expected a list of optional rules' });
      } else {
        optional.forEach((name, i) => {
          if (typeof name === 'string' && (OPTION_FLAGS as readonly string[]).includes(name)) {
            options[name] = true;
          } else {
            problems.push({
              path: `setup.optional[${i}]`,
              message: `expected one of ${OPTION_FLAGS.join(', ')}, got ${JSON.stringify(name)}`,
            });
          }
        });
      }
    }
    if (setupRest.kit === undefined) {
      problems.push({
        path: 'setup.kit',
        message:
          'missing: a pre-release game is replayed with the component kit it was played with, and none was saved with it',
      });
    }
    const log = data.log.map((entry, i) => {
      if (!isPlainObject(entry)) {
        problems.push({ path: `log[${i}]`, message: 'expected an object' });
        return entry;
      }
      const { dice, by: _by, ...action } = entry;
      if (dice === undefined) return { action, rolls: [] };
      const purpose = typeof action.type === 'string' ? V0_ROLL_PURPOSE[action.type] : undefined;
      if (!purpose) {
        problems.push({
          path: `log[${i}].dice`,
          message: `a ${String(action.type)} action rolls no dice of its own`,
        });
        return entry;
      }
      return {
        action: { ...action, dice: { [purpose]: dice } },
        rolls: [{ purpose, source: 'owner', dice, rule: PURPOSE_RULE[purpose] }],
      };
    });
    if (problems.length > 0) return { ok: false, error: problems };
    return ok({ ...data, setup: { cup: 'physical', ...setupRest, options }, log });
  },
};

/** The game engine's codec (payload version GAME_SCHEMA_VERSION). */
export const engineGameCodec: GameRecordCodec<EnginePayload> = {
  schemaVersion: GAME_SCHEMA_VERSION,
  migrations: [payloadV0toV1],
  v0OptionFlags: OPTION_FLAGS,
  validate(payload) {
    const setup = checkSetup(payload.setup);
    const log = checkLog(payload.log);
    const problems = [
      ...(setup.ok ? [] : prefixProblems('setup', setup.error)),
      ...(log.ok ? [] : prefixProblems('log', log.error)),
    ];
    if (payload.state !== undefined) {
      problems.push({
        path: 'state',
        message:
          'unknown field (not part of a game record: the state is rebuilt by replaying the log)',
      });
    }
    if (!setup.ok || !log.ok || problems.length > 0) return { ok: false, error: problems };
    return ok({ setup: setup.value, log: log.value });
  },
  replay: replayProblems,
};

// ---------------------------------------------------------------------------------------------
// Type-level checks: `tsc` fails when the codec and the engine's types disagree.

type SchemaOf<K extends ActionType> = v.InferOutput<(typeof ACTION_SCHEMAS)[K]>;
type ActionMismatch = {
  [K in Exclude<ActionType, 'answerFact'>]: Same<
    SchemaOf<K>,
    Extract<Action, { type: K }>
  > extends true
    ? never
    : K;
}[Exclude<ActionType, 'answerFact'>];
type AnswerMismatch = {
  [K in FactKind]: Same<v.InferOutput<(typeof ANSWER_SCHEMAS)[K]>, FactAnswers[K]> extends true
    ? never
    : K;
}[FactKind];

/** Every engine action type is in ACTION_TYPES and nothing else is (exhaustiveness). */
const actionTypesExhaustive: [
  Exclude<Action['type'], ActionType>,
  Exclude<ActionType, Action['type']>,
] extends [never, never]
  ? true
  : false = true;
/** Each action schema has exactly the engine variant's fields and types. */
const actionSchemasMatch: [ActionMismatch] extends [never] ? true : false = true;
/** Facts, answers, rolls, setup and options match the engine's types. */
const factsMatch: [
  Same<v.InferOutput<typeof FactSchema>, Fact>,
  [AnswerMismatch] extends [never] ? true : false,
  Same<v.InferOutput<typeof RollSchema>, LogEntry['rolls'][number]>,
  Same<Omit<v.InferOutput<typeof SetupShape>, 'kit'>, Omit<GameSetup, 'kit'>>,
  Same<v.InferOutput<typeof OptionsSchema>, Partial<GameOptions>>,
] = [true, true, true, true, true];
void actionTypesExhaustive;
void actionSchemasMatch;
void factsMatch;
