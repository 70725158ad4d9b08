/**
 * The engine's game codec (src/core/files/game-codec.ts): every action variant has a schema
 * with exactly the engine's fields (read from src/volga/engine/game/types.ts with the TypeScript
 * compiler, so a new engine action or field fails here), real engine records pass, malformed
 * ones are named by path, and on import the log is replayed with the engine.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { computeChecksum } from '../../../src/core/files/format';
import { readExportText } from '../../../src/core/files/import';
import { type Action, append, type LogEntry, newRecord } from '../../../src/volga/engine/game';
import { fixtureKit } from '../../../src/volga/engine/kit/fixture';
import { createGermanPlayer } from '../../../src/volga/sim';
import { defaultCodecs } from '../../../src/volga/state/files/codecs';
import {
  ACTION_SCHEMAS,
  ACTION_TYPES,
  checkAction,
  engineGameCodec,
  replayProblems,
} from '../../../src/volga/state/files/game-codec';
import { type Editable, fixtureJson } from './helpers';

/** One German player (and its memory) for every game in this file. */
const germanPolicy = createGermanPlayer();

const TYPES_TS = fileURLToPath(new URL('../../../src/volga/engine/game/types.ts', import.meta.url));

/** Each action type of the engine's Action union with its fields ('?' marks an optional one). */
function engineActionFields(typesSource?: string): Map<string, Set<string>> {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  if (typesSource !== undefined) {
    const read = host.getSourceFile;
    host.getSourceFile = (name, lang, ...rest) =>
      name === TYPES_TS
        ? ts.createSourceFile(name, typesSource, lang)
        : read.call(host, name, lang, ...rest);
  }
  const program = ts.createProgram([TYPES_TS], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(TYPES_TS)!;
  const alias = source.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'Action',
  );
  if (!alias) throw new Error('no Action type in types.ts');
  const union = checker.getTypeAtLocation(alias.name);
  const out = new Map<string, Set<string>>();
  for (const member of union.isUnion() ? union.types : [union]) {
    const typeProp = checker.getPropertyOfType(member, 'type');
    const literal = typeProp && checker.getTypeOfSymbolAtLocation(typeProp, alias);
    if (!literal?.isStringLiteral()) throw new Error('an Action variant without a literal type');
    const fields = out.get(literal.value) ?? new Set<string>();
    for (const p of checker.getPropertiesOfType(member)) {
      fields.add(p.flags & ts.SymbolFlags.Optional ? `${p.name}?` : p.name);
    }
    out.set(literal.value, fields);
  }
  return out;
}

/** Each codec action schema's fields, '?' marking the optional ones. */
function codecActionFields(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const type of ACTION_TYPES) {
    const entries = ACTION_SCHEMAS[type].entries as Record<string, { type: string }>;
    out.set(
      type,
      new Set(Object.entries(entries).map(([k, s]) => (s.type === 'optional' ? `${k}?` : k))),
    );
  }
  return out;
}

/** Differences between the engine's actions and the codec's, in words ([] when they agree). */
function differences(engine: Map<string, Set<string>>, codec: Map<string, Set<string>>): string[] {
  const out: string[] = [];
  for (const [type, fields] of engine) {
    const known = codec.get(type);
    if (!known) {
      out.push(`the codec does not know the engine's action type ${type}`);
      continue;
    }
    for (const f of fields) if (!known.has(f)) out.push(`${type}: the codec lacks field ${f}`);
    for (const f of known) if (!fields.has(f)) out.push(`${type}: the engine has no field ${f}`);
  }
  for (const type of codec.keys())
    if (!engine.has(type)) out.push(`the engine has no action type ${type}`);
  return out;
}

describe('the codec knows exactly the engine’s actions', () => {
  const engine = engineActionFields();

  it('has a schema for every action type of src/volga/engine/game/types.ts, with the same fields', () => {
    expect([...engine.keys()].sort()).toEqual([...ACTION_TYPES].sort());
    expect(differences(engine, codecActionFields())).toEqual([]);
    expect(engine.get('resolveAttack')).toEqual(
      new Set(['type', 'lead', 'artillery', 'engineers', 'air', 'divisionsLater?', 'dice?']),
    );
  });

  it('would fail if the engine added an action type or a field', () => {
    const source = ts.sys.readFile(TYPES_TS)!;
    const edited = source
      .replace(
        "  | { readonly type: 'endRound' }",
        "  | { readonly type: 'endRound'; readonly early?: boolean }\n  | { readonly type: 'surrender' }",
      )
      .replace(/readonly lead: string;/, 'readonly lead: string;\n      readonly reserve: number;');
    expect(edited).not.toBe(source);
    expect(differences(engineActionFields(edited), codecActionFields())).toEqual([
      'resolveAttack: the codec lacks field reserve',
      'endRound: the codec lacks field early?',
      "the codec does not know the engine's action type surrender",
    ]);
  });
});

/** A real game: the engine's own policy, the digital cup, generated dice. */
function playedLog(n: number): { setup: Editable; log: LogEntry[] } {
  const setup = {
    scenario: 'main' as const,
    cup: 'digital' as const,
    kit: fixtureKit(),
    seed: [5, 6, 7, 8],
    options: { rubble: true },
  };
  const start = newRecord(setup);
  if (!start.ok) throw new Error(start.error.message);
  let { record, state } = start.value;
  while (record.log.length < n) {
    const r = append(record, state, germanPolicy(state)!);
    if (!r.ok) throw new Error(r.error.message);
    ({ record, state } = r.value);
  }
  return { setup, log: [...record.log] };
}

describe('checking records', () => {
  const game = playedLog(150);

  it('accepts what the engine writes and replays it', () => {
    const r = engineGameCodec.validate(game);
    expect(r.ok, JSON.stringify(r)).toBe(true);
    expect(replayProblems(game)).toEqual([]);
    expect(new Set(game.log.map((e) => e.action.type)).size).toBeGreaterThan(8);
  });

  it.each<[string, unknown, string, RegExp]>([
    ['an unknown type', { type: 'surrender' }, 'type', /known action type .*got "surrender"/],
    ['no type', { area: 3 }, 'type', /missing/],
    ['a field of another action', { type: 'endRound', area: 4 }, 'area', /unknown field/],
    ['a missing field', { type: 'move', unit: 'FC/1' }, 'to', /missing/],
    ['an Area beyond 50', { type: 'activate', area: 51 }, 'area', /<=50/],
    ['a die of 7', { type: 'rollSupply', dice: { supply: [1, 7, 2, 3] } }, 'dice.supply[1]', /<=6/],
    ['dice for no purpose', { type: 'rollSupply', dice: { luck: [1] } }, 'dice.luck', /unknown/],
    ['air that is not true/false', { ...resolve(), air: 'yes' }, 'air', /boolean/],
    ['a barrage choice', { type: 'barrageChoice', choice: 'run' }, 'choice', /"retreat"/],
    [
      'an answer of the wrong kind',
      { type: 'answerFact', fact: { kind: 'terrain', area: 12 }, answer: 'swamp' },
      'answer',
      /one of "clear"/,
    ],
    [
      'a fact of an unknown kind',
      { type: 'answerFact', fact: { kind: 'weather' }, answer: true },
      'fact.kind',
      /one of/,
    ],
    [
      'an event row with a bad effect',
      {
        type: 'answerFact',
        fact: { kind: 'event', scenario: 'main', roll: 9 },
        answer: { lo: 9, hi: 9, name: 'x', text: '', turn1NoResult: false, effect: { kind: 'x' } },
      },
      'answer.effect.kind',
      /one of/,
    ],
    ['a list, not an action', [1], '', /expected an object/],
  ])('names %s at its path', (_label, action, path, message) => {
    const problems = checkAction(action);
    const hit = problems.find((p) => p.path === path);
    expect(hit, JSON.stringify(problems)).toBeDefined();
    expect(hit?.message).toMatch(message);
  });

  it('accepts answers of every fact kind in the engine’s shape', () => {
    const kit = fixtureKit();
    const answers: Action[] = [
      { type: 'answerFact', fact: { kind: 'adjacency', a: 3, b: 4 }, answer: true },
      { type: 'answerFact', fact: { kind: 'neighbours', area: 3 }, answer: [4, 5] },
      { type: 'answerFact', fact: { kind: 'terrain', area: 12 }, answer: 'heavyUrban' },
      { type: 'answerFact', fact: { kind: 'tem', area: 12 }, answer: 4 },
      { type: 'answerFact', fact: { kind: 'name', area: 12 }, answer: 'Tractor Works' },
      {
        type: 'answerFact',
        fact: { kind: 'event', scenario: 'main', roll: 9 },
        answer: kit.events.main[0]!,
      },
      {
        type: 'answerFact',
        fact: { kind: 'germanCounters', scenario: 'main' },
        answer: kit.germanCounters,
      },
    ];
    for (const a of answers) expect(checkAction(a), JSON.stringify(a)).toEqual([]);
  });

  it('refuses a state snapshot and a roll of an unknown purpose, with paths', () => {
    const r = engineGameCodec.validate({
      setup: game.setup,
      log: [{ ...game.log[0]!, rolls: [{ ...game.log[0]!.rolls[0]!, purpose: 'luck' }] }],
      state: {},
    });
    expect(r.ok || r.error.map((p) => p.path)).toEqual(['log[0].rolls[0].purpose', 'state']);
  });

  it('names setup problems: the kit through the kit parser, a seed, an option', () => {
    const r = engineGameCodec.validate({
      setup: { ...game.setup, seed: 'x', options: { rubble: 1, snow: true }, kit: { areas: 1 } },
      log: [],
    });
    const paths = r.ok ? [] : r.error.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'setup.seed',
        'setup.options.rubble',
        'setup.options.snow',
        'setup.kit.kitVersion',
      ]),
    );
  });
});

function resolve() {
  return { type: 'resolveAttack', lead: 'FC/1', artillery: 0, engineers: 0, air: false };
}

describe('replaying on import', () => {
  const game = playedLog(60);

  it('names the first entry that does not apply', () => {
    const log = [...game.log];
    const i = log.findIndex((e) => e.action.type === 'move');
    const move = log[i]!.action as Extract<Action, { type: 'move' }>;
    log[i] = { action: { ...move, to: 50 }, rolls: [] };
    const problems = replayProblems({ setup: game.setup, log });
    expect(problems).toEqual([
      {
        path: `log[${i}].action`,
        message: expect.stringMatching(
          /^this move action does not apply when the log is replayed: .+\(\d/,
        ),
      },
    ]);
  });

  it('names an entry whose recorded dice differ from the replay', () => {
    const log = game.log.map((e) => structuredClone(e));
    (log[1]!.rolls[0]!.dice as number[])[0] = 7 - log[1]!.rolls[0]!.dice[0]!;
    expect(replayProblems({ setup: game.setup, log })).toEqual([
      {
        path: 'log[1].rolls',
        message: expect.stringMatching(/rolls \[\[.*\]\], not the recorded dice/),
      },
    ]);
  });

  it('names a setup the game cannot start from', () => {
    const setup = { ...game.setup, options: { pavlov: true } };
    expect(replayProblems({ setup, log: [] })).toEqual([
      { path: 'setup', message: expect.stringMatching(/cannot start .*Pavlov.*\(12\.6\)/) },
    ]);
  });

  it('import refuses a file whose game does not replay, naming the game and entry', () => {
    const file: Editable = fixtureJson('v1-current.json');
    file.games[0].log.splice(4, 1); // the activation removed: the move after it no longer applies
    file.games[0].cursor = 8;
    file.games[0].revision = 10;
    file.checksum = computeChecksum(file);
    const r = readExportText(JSON.stringify(file), defaultCodecs);
    expect(r.ok || r.error.problems).toEqual([
      {
        path: 'games[0].log[4].action',
        message: expect.stringMatching(/move action does not apply/),
      },
    ]);
  });
});
