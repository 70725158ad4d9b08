import { describe, expect, it } from 'vitest';
import {
  buildExportFile,
  exportFileName,
  serializeExportFile,
} from '../../../src/core/files/export';
import { computeChecksum, FORMAT_TAG } from '../../../src/core/files/format';
import { readExportText, readExportValue } from '../../../src/core/files/import';
import { MAX_PROBLEMS } from '../../../src/core/files/problems';
import { defaultCodecs } from '../../../src/volga/state/files/codecs';
import { type Editable, fixtureJson, fixtureText } from './helpers';

/** Returns the v1 fixture mutated by `edit` and (unless `keepSeal`) resealed. */
function v1With(edit: (f: Editable) => void, reseal = true): string {
  const f = fixtureJson('v1-current.json') as Editable;
  edit(f);
  if (reseal) f.checksum = computeChecksum(f);
  return JSON.stringify(f);
}

function problemsOf(text: string) {
  const r = readExportText(text, defaultCodecs);
  if (r.ok) throw new Error('expected the file to be refused');
  return r.error.problems;
}

describe('reading a current (format 1) file', () => {
  it('accepts the fixture and keeps its checksum and games unchanged', () => {
    const text = fixtureText('v1-current.json');
    const r = readExportText(text, defaultCodecs);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.sourceFormatVersion).toBe(1);
    expect(r.value.upgrades).toEqual([]);
    expect(r.value.file).toEqual(JSON.parse(text));
  });

  it('round-trips an export written by buildExportFile, whatever the layout', () => {
    const source = readExportText(fixtureText('v1-current.json'), defaultCodecs);
    if (!source.ok) throw new Error('fixture refused');
    const file = buildExportFile({
      exportedAt: '2026-04-01T08:00:00.000Z',
      games: source.value.file.games,
      kit: source.value.file.kit,
      settings: null,
    });
    for (const text of [serializeExportFile(file), JSON.stringify(file)]) {
      const back = readExportText(text, defaultCodecs);
      expect(back.ok && back.value.file).toEqual(file);
    }
    expect(exportFileName(file.exportedAt)).toBe('volga-table-2026-04-01-0800.json');
  });

  it('reads a file that starts with a byte-order mark', () => {
    expect(readExportText(`\ufeff${fixtureText('v1-current.json')}`, defaultCodecs).ok).toBe(true);
  });
});

describe('naming every problem with its path', () => {
  it.each<[string, (f: Editable) => void, string, RegExp]>([
    [
      'a missing action type',
      (f) => delete f.games[0].log[2].action.type,
      'games[0].log[2].action.type',
      /missing/,
    ],
    [
      'an empty action type',
      (f) => (f.games[0].log[5].action.type = ''),
      'games[0].log[5].action.type',
      /expected a known action type \(placeReinforcements, .*\), got ""/,
    ],
    [
      'a die source outside the vocabulary',
      (f) => (f.games[0].log[0].rolls[0].source = 'cheat'),
      'games[0].log[0].rolls[0].source',
      /one of "owner", "app"/,
    ],
    [
      'an unknown scenario',
      (f) => (f.games[1].setup.scenario = 'kursk'),
      'games[1].setup.scenario',
      /one of "main", "factory", got "kursk"/,
    ],
    [
      'a cursor beyond the log',
      (f) => (f.games[0].cursor = 99),
      'games[0].cursor',
      /at most the log length 10, got 99/,
    ],
    ['a fractional turn', (f) => (f.games[0].turn = 2.5), 'games[0].turn', /whole number, got 2.5/],
    ['a bad timestamp', (f) => (f.exportedAt = 'yesterday'), 'exportedAt', /UTC timestamp/],
    ['an unknown field', (f) => (f.games[1].colour = 'red'), 'games[1].colour', /unknown field/],
    ['a missing field', (f) => delete f.games[1].revision, 'games[1].revision', /missing/],
    ['a bad id', (f) => (f.games[1].id = 'no spaces'), 'games[1].id', /letters, digits/],
    ['id __proto__', (f) => (f.games[1].id = '__proto__'), 'games[1].id', /not a name every/],
    ['id constructor', (f) => (f.games[0].id = 'constructor'), 'games[0].id', /not a name every/],
    ['id toString', (f) => (f.games[1].id = 'toString'), 'games[1].id', /not a name every/],
    ['id valueOf', (f) => (f.games[1].id = 'valueOf'), 'games[1].id', /not a name every/],
    [
      'a duplicate id',
      (f) => (f.games[1].id = f.games[0].id),
      'games[1].id',
      /duplicate id .* \(also games\[0\]\)/,
    ],
    ['a revision of 0', (f) => (f.games[1].revision = 0), 'games[1].revision', />=1/],
    [
      'a kit that is not an object',
      (f) => (f.kit = [1, 2]),
      'kit',
      /expected a component kit object/,
    ],
    [
      'a kit Area with an unknown terrain (kit parser)',
      (f) => (f.kit.areas['33'].terrain = 'swamp'),
      'kit.areas[33].terrain',
      /expected one of clear/,
    ],
    [
      'a missing kit Area (kit parser)',
      (f) => delete f.kit.areas['12'],
      'kit.areas[12]',
      /Area 12 is missing/,
    ],
    [
      'a kit from a newer app',
      (f) => (f.kit.kitVersion = 5),
      'kit.kitVersion',
      /newer than this app reads/,
    ],
    [
      'a damaged kit inside a game setup',
      (f) => (f.games[0].setup.kit.name = 7),
      'games[0].setup.kit.name',
      /expected text/,
    ],
    [
      'a seed that is not a number',
      (f) => (f.games[1].setup.seed = 'abc'),
      'games[1].setup.seed',
      /expected/,
    ],
    [
      'a game from a newer engine',
      (f) => (f.games[1].schemaVersion = 7),
      'games[1].schemaVersion',
      /newer than this app/,
    ],
    [
      'an option flag that is not a boolean',
      (f) => (f.games[0].setup.options.rubble = 'yes'),
      'games[0].setup.options.rubble',
      /expected boolean/,
    ],
    [
      'a list where an object belongs (not silently rebuilt as an object)',
      (f) => (f.games[0].setup.options = [{ rubble: true }]),
      'games[0].setup.options',
      /expected an object, got a list of 1/,
    ],
    [
      'a game that is a list',
      (f) => (f.games[1] = [1]),
      'games[1]',
      /expected an object, got a list of 1/,
    ],
    [
      'settings from a newer app',
      (f) => (f.settings.schemaVersion = 9),
      'settings.schemaVersion',
      /newer than this app reads/,
    ],
  ])('%s', (_label, edit, path, message) => {
    const problems = problemsOf(v1With(edit));
    const hit = problems.find((p) => p.path === path);
    expect(hit, JSON.stringify(problems)).toBeDefined();
    expect(hit?.message).toMatch(message);
  });

  it('reports several problems in one pass, in different games and sections', () => {
    const problems = problemsOf(
      v1With((f) => {
        f.games[0].log[3].action.type = 5;
        f.games[1].turn = -1;
        f.settings = 'dark';
      }),
    );
    expect(problems.map((p) => p.path).sort()).toEqual(
      ['games[0].log[3].action.type', 'games[1].turn', 'settings'].sort(),
    );
  });

  it('refuses a file changed after export (checksum), naming the checksum', () => {
    const problems = problemsOf(v1With((f) => (f.games[0].name = 'Edited by hand'), false));
    expect(problems).toEqual([
      { path: 'checksum.value', message: expect.stringMatching(/does not match the contents/) },
    ]);
    // Said in the player's words: the file was changed or damaged, never a hash to compare.
    expect(problems[0]?.message).toMatch(/changed or damaged after it was exported/);
    expect(problems[0]?.message).not.toMatch(/[0-9a-f]{16}/);
  });

  it('reports envelope and game problems together when the envelope is broken', () => {
    const problems = problemsOf(
      v1With((f) => {
        f.exportedAt = 3;
        f.games[0].log[1].action = null;
      }),
    );
    expect(problems.map((p) => p.path)).toEqual(
      expect.arrayContaining(['exportedAt', 'games[0].log[1].action']),
    );
  });

  it('caps a flood of problems and says how many more there were', () => {
    const problems = problemsOf(
      v1With((f) => {
        f.games[0].log = Array.from({ length: 500 }, () => ({ action: {}, rolls: [] }));
        f.games[0].cursor = 0;
      }),
    );
    expect(problems).toHaveLength(MAX_PROBLEMS);
    expect(problems.at(-1)?.message).toMatch(/and 301 more problems/);
  });
});

describe('files that are not ours or not readable', () => {
  it('names truncated JSON', () => {
    const text = fixtureText('v1-current.json');
    const r = readExportText(text.slice(0, text.length / 2), defaultCodecs);
    expect(r.ok || r.error.code).toBe('file.notJson');
    expect(r.ok || r.error.problems[0]?.message).toMatch(/not valid JSON/);
  });

  it.each([
    ['an array', [], ''],
    ['a number', 42, ''],
    ['another app', { format: 'other-app', games: [] }, 'format'],
  ])('refuses %s as not a save file', (_l, value, path) => {
    const r = readExportValue(value, defaultCodecs);
    expect(r.ok || r.error.code).toBe('file.notOurs');
    expect(r.ok || r.error.problems[0]?.path).toBe(path);
  });

  it('asks for an update for a file from a newer format', () => {
    const r = readExportValue({ format: FORMAT_TAG, formatVersion: 2 }, defaultCodecs);
    expect(r.ok || r.error.code).toBe('file.tooNew');
    expect(r.ok || r.error.message).toMatch(/newer version of the app/);
  });

  it('survives nesting deep enough to exhaust the stack, with a clear problem', () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const text = v1With((f) => (f.kit = { x: 1 })).replace('{"x":1}', `{"x":${deep}}`);
    const r = readExportText(text, defaultCodecs);
    expect(r.ok).toBe(false);
    expect(r.ok || r.error.problems[0]).toEqual({
      path: '',
      message: expect.stringMatching(/nested too deeply/),
    });
  });
});
