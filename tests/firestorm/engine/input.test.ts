/**
 * Untrusted input to the campaign: ids that name object prototype properties, unknown keys at
 * every level of the JSON form, a marker that is both a City Fight and an arrow, `battles: null`,
 * and map text (the city keyword, quoted names, end-of-line comments, the README's own example)
 * written by mapToText and read back as the same map.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIXTURE_MAP,
  type FsMap,
  mapIssues,
  mapToText,
  parseMapText,
  planImport,
  readCampaign,
  readMap,
  runFirestormCommand,
} from '../../../src/firestorm/engine';
import { REPO_ROOT } from '../../support/paths';
import { COMMAND_MAP as MAP } from '../command-map';

const run = (input: unknown) => {
  const r = runFirestormCommand([JSON.stringify(input)]);
  return { exitCode: r.exitCode, json: JSON.parse(r.stdout) as Record<string, string> };
};
const battle = {
  placeDie: 4,
  marker: { from: 'F', to: 'A' },
  mission: { kind: 'agreed' },
  result: 'attacker',
};

describe('ids that name object prototype properties', () => {
  it.each(['__proto__', 'constructor', 'toString', 'valueOf'])('area id %s is refused', (id) => {
    const map = { ...MAP, areas: [...MAP.areas, { id, vp: 3, owner: 'german' }] };
    // Parsed from text, as the command and an imported file are: the key is an own property.
    const raw = JSON.parse(JSON.stringify(map));
    expect(readMap(raw)).toMatchObject({ ok: false, error: { code: 'fs.map.id' } });
    expect(run({ map: raw, battles: [] })).toMatchObject({
      exitCode: 2,
      json: { error: 'fs.map.id' },
    });
    const text = parseMapText(`area ${id} 3 german\n`);
    expect(text).toMatchObject({ ok: false, error: [{ line: 1, column: 6 }] });
  });
  it('ids that merely look like them are areas like any other', () => {
    const r = parseMapText('area proto 3 german\narea Constructor 2 soviet\n');
    expect(r.ok && r.value.areas.map((a) => a.id)).toEqual(['proto', 'Constructor']);
  });
});

describe('unknown keys are refused at every level of the JSON form', () => {
  const deep = (path: string, extra: Record<string, unknown>) => {
    const input = JSON.parse(JSON.stringify({ map: MAP, battles: [battle] }));
    const parts = path ? path.split('.') : [];
    let at = input;
    for (const p of parts) at = at[p];
    Object.assign(at, extra);
    return run(input);
  };
  it.each([
    ['', 'the input'],
    ['map', 'map'],
    ['map.areas.0', 'map.areas[0]'],
    ['map.cityTrack', 'map.cityTrack'],
    ['map.cityTrack.german', 'map.cityTrack.german'],
    ['battles.0', 'battles[0]'],
    ['battles.0.marker', 'battles[0].marker'],
    ['battles.0.mission', 'battles[0].mission'],
  ])('at %s', (path, where) => {
    const r = deep(path, { Milestones: [1] });
    expect(r.exitCode).toBe(2);
    expect(r.json.error).toBe('fs.input.unknown');
    expect(r.json.message).toContain(where === 'the input' ? 'Milestones' : `${where}.Milestones`);
  });
  it('the mistyped "Milestones" of the report no longer changes the result silently', () => {
    const track = {
      german: { vp: [2, 2, 3, 3], Milestones: [2, 4] },
      soviet: MAP.cityTrack.soviet,
    };
    expect(readMap({ ...MAP, cityTrack: track })).toMatchObject({
      ok: false,
      error: {
        code: 'fs.input.unknown',
        message: expect.stringContaining('map.cityTrack.german.Milestones'),
      },
    });
  });
});

describe('a marker is an arrow or a City Fight, never both', () => {
  it('the command refuses both with the rule', () => {
    const both = { ...battle, marker: { city: true, from: 'F', to: 'A' } };
    expect(run({ map: MAP, battles: [both] }).json).toMatchObject({
      error: 'fs.marker.both',
      rule: 'Place Battle Marker',
    });
    expect(run({ map: MAP, battles: [{ ...battle, marker: { city: false } }] }).json.error).toBe(
      'fs.marker.shape',
    );
  });
  it('a campaign file whose marker is both is refused, not read as an arrow', () => {
    const log = [
      {
        kind: 'place',
        die: { value: 4, source: 'owner' },
        marker: { city: true, from: 'F', to: 'A' },
      },
    ];
    expect(readCampaign({ map: FIXTURE_MAP, log, redo: [] })).toMatchObject({
      ok: false,
      error: { code: 'fs.marker.both' },
    });
  });
});

describe('battles must be a list', () => {
  it.each([null, {}, 'none', 0])('battles: %s is refused', (battles) => {
    expect(run({ map: MAP, battles })).toMatchObject({
      exitCode: 2,
      json: { error: 'fs.input.value', message: 'battles must be a list.' },
    });
  });
  it('left out, there are no battles yet', () => {
    expect(run({ map: MAP }).json.markersUsed).toBe(0);
  });
  it('null borders, tracks or milestones are refused too', () => {
    expect(readMap({ ...MAP, borders: null }).ok).toBe(false);
    expect(readMap({ ...MAP, cityTrack: null }).ok).toBe(false);
    expect(readMap({ ...MAP, cityTrack: { german: null } }).ok).toBe(false);
    expect(readMap({ ...MAP, cityTrack: { german: { vp: [1], milestones: null } } }).ok).toBe(
      false,
    );
  });
});

describe('map text', () => {
  const withNames = (names: Record<string, string>): FsMap => ({
    ...FIXTURE_MAP,
    areas: FIXTURE_MAP.areas.map((a) => (names[a.id] ? { ...a, name: names[a.id] as string } : a)),
  });
  it('an area named "City Outskirts" is not the city location; the map reads back the same', () => {
    const m = withNames({ A: 'City Outskirts', B: 'city', C: 'city centre', D: 'City' });
    const text = mapToText(m);
    expect(text).toContain('area A 4 german City Outskirts\n');
    const back = parseMapText(text);
    expect(back).toEqual({ ok: true, value: m });
    expect(back.ok && back.value.areas.filter((a) => a.city).map((a) => a.id)).toEqual(['S']);
    expect(mapIssues(m)).toEqual([]);
  });
  it('"Copy your map as text" reads back as the same map, whatever the names', () => {
    const names = [
      'Hill #102',
      '#1 Depot',
      '"Red" October',
      'Tab\there',
      'Back\\slash',
      'Ends with a quote"',
      'Kalach # not a comment',
      '? VP',
      'german',
    ];
    const m = {
      ...withNames(Object.fromEntries(names.map((n, i) => [FIXTURE_MAP.areas[i]?.id ?? '', n]))),
      name: 'Club # map',
    };
    expect(parseMapText(mapToText(m))).toEqual({ ok: true, value: m });
    // The app's own import reads the copied text as this map too.
    expect(planImport(mapToText(m))).toMatchObject({ ok: true, value: { kind: 'map', map: m } });
  });
  it('end-of-line comments are ignored; a # inside a word is not a comment', () => {
    const r = parseMapText(
      'name Mine # the club map\narea A 2 german Hill#2   # a comment\narea B 1 soviet city # the city\nborder A B # the only border\ntrack german 1 1 2 milestones 2 # comment\n',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.name).toBe('Mine');
    expect(r.value.areas.map((a) => [a.id, a.name, a.city])).toEqual([
      ['A', 'Hill#2', false],
      ['B', 'B', true],
    ]);
    expect(r.value.borders).toEqual([['A', 'B']]);
    expect(r.value.cityTrack.german).toEqual({ vp: [1, 1, 2], milestones: [2] });
  });
  it('a quoted name must close', () => {
    expect(parseMapText('area A 2 german "Hill 102\n')).toMatchObject({
      ok: false,
      error: [{ line: 1, column: 17 }],
    });
  });
  it('the README’s own map-text example reads', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const block = /```\n(name [^\n]*\n(?:[^`][^\n]*\n)*?)```/.exec(readme)?.[1];
    expect(block, 'the README shows map text starting with a name line').toBeDefined();
    const r = parseMapText(block ?? '');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.areas.length).toBeGreaterThanOrEqual(2);
    expect(r.value.areas.filter((a) => a.city)).toHaveLength(1);
    expect(r.value.borders.length).toBeGreaterThanOrEqual(1);
    expect(r.value.areas.every((a) => !a.name.includes('#'))).toBe(true);
  });
});
