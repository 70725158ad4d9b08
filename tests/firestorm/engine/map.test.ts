/** The campaign map: its validation (ids, borders, one city location, tracks) and its text form. */
import { describe, expect, it } from 'vitest';
import {
  FIXTURE_MAP,
  type FsMap,
  MAP_LIMITS,
  MAX_MAP_TEXT_CHARS,
  mapIssues,
  mapToText,
  parseMapText,
  readMap,
  readyMap,
} from '../../../src/firestorm/engine';

const issues = (m: FsMap) => mapIssues(m).map((i) => `${i.kind} ${i.where}: ${i.message}`);

describe('map validation', () => {
  it('the TEST FIXTURE map is marked as such and has no issues', () => {
    expect(FIXTURE_MAP.fixture).toBe(true);
    expect(FIXTURE_MAP.name).toMatch(/TEST FIXTURE/);
    expect(mapIssues(FIXTURE_MAP)).toEqual([]);
    expect(readyMap(FIXTURE_MAP).ok).toBe(true);
  });
  it('borders are symmetric: each is a neighbour of the other, and "A B" equals "B A"', () => {
    const r = readyMap(FIXTURE_MAP);
    if (!r.ok) throw new Error('fixture');
    for (const [a, ns] of r.value.neighbours) {
      for (const n of ns) expect(r.value.neighbours.get(n)).toContain(a);
    }
    const twice = { ...FIXTURE_MAP, borders: [...FIXTURE_MAP.borders, ['F', 'G'] as const] };
    expect(issues(twice)).toEqual([
      'error border F G: This border is listed twice (a border is the same from either side).',
    ]);
  });
  it('unknown ids and self-borders are errors', () => {
    const m = { ...FIXTURE_MAP, borders: [['A', 'Z'] as const, ['B', 'B'] as const] };
    expect(issues(m)).toEqual([
      'error border A Z: Unknown area Z.',
      'error border B B: An area cannot border itself.',
    ]);
  });
  it('exactly one city location: none is a fact still needed, two is an error', () => {
    const none = { ...FIXTURE_MAP, areas: FIXTURE_MAP.areas.map((a) => ({ ...a, city: false })) };
    expect(mapIssues(none)).toEqual([
      expect.objectContaining({ kind: 'fact', where: 'map', rule: 'Capture Areas - Stalingrad' }),
    ]);
    const two = {
      ...FIXTURE_MAP,
      areas: FIXTURE_MAP.areas.map((a) => ({ ...a, city: a.id === 'S' || a.id === 'A' })),
    };
    expect(mapIssues(two)[0]).toMatchObject({ kind: 'error', where: 'map' });
    expect(readyMap(two)).toMatchObject({ ok: false, error: { code: 'fs.map.invalid' } });
  });
  it('unknown VP and an empty track are facts needed, never invented; a campaign waits for them', () => {
    const m: FsMap = {
      ...FIXTURE_MAP,
      areas: FIXTURE_MAP.areas.map((a) => (a.id === 'A' ? { ...a, vp: null } : a)),
      cityTrack: { ...FIXTURE_MAP.cityTrack, soviet: { vp: [], milestones: [] } },
    };
    expect(issues(m)).toEqual([
      'fact A: Victory Points needed.',
      'fact track soviet: Give the VP of each sticker space.',
    ]);
    expect(readyMap(m)).toMatchObject({
      ok: false,
      error: { code: 'fs.map.fact', rule: 'Who Won' },
    });
  });
  it('milestones rise and stay on the track', () => {
    const m: FsMap = {
      ...FIXTURE_MAP,
      cityTrack: {
        german: { vp: [1, 1], milestones: [2, 2] },
        soviet: { vp: [1, 1], milestones: [3] },
      },
    };
    expect(issues(m)).toEqual([
      'error track german: Milestones must be sticker counts in rising order, each once.',
      "error track soviet: Milestone 3 is past the track's 2 spaces.",
    ]);
  });
  it('a duplicated id is an error; readMap refuses a bad shape with the field', () => {
    const m = { ...FIXTURE_MAP, areas: [...FIXTURE_MAP.areas, FIXTURE_MAP.areas[0]!] };
    expect(issues(m)).toContain('error A: This id is used twice.');
    expect(readMap({ areas: [{ id: 'A', vp: -1, owner: 'german' }] })).toMatchObject({
      ok: false,
      error: { rule: 'Who Won' },
    });
    expect(readMap({ areas: [{ id: 'A', vp: 1, owner: 'red' }] }).ok).toBe(false);
    expect(readMap('x').ok).toBe(false);
  });
});

describe('map text', () => {
  it('reads areas, borders and tracks, and writes them back the same', () => {
    const text = mapToText(FIXTURE_MAP);
    const r = parseMapText(text);
    expect(r).toEqual({ ok: true, value: FIXTURE_MAP });
    expect(text).toContain('area S 0 german city Fixture City');
    expect(text).toContain('track german 2 2 3 3 milestones 2 4');
  });
  it('the issue’s short lines: "area A 2 german", "border A B", "track german 1 1 2 milestones 2"', () => {
    const r = parseMapText(
      '# a comment\nname Mine\narea A 2 german\narea B ? soviet Hill 102\narea S 1 soviet city\nborder A B\ntrack german 1 1 2 milestones 2\n',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.name).toBe('Mine');
    expect(r.value.areas).toEqual([
      { id: 'A', name: 'A', vp: 2, owner: 'german', city: false },
      { id: 'B', name: 'Hill 102', vp: null, owner: 'soviet', city: false },
      { id: 'S', name: 'S', vp: 1, owner: 'soviet', city: true },
    ]);
    expect(r.value.borders).toEqual([['A', 'B']]);
    expect(r.value.cityTrack.german).toEqual({ vp: [1, 1, 2], milestones: [2] });
    expect(r.value.fixture).toBeUndefined();
  });
  it('each unreadable line is named by line and column', () => {
    const r = parseMapText(
      'area A x german\nborder A\ntrack red 1\nfrontier A B\ntrack german 1 milestones z',
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((p) => [p.line, p.column])).toEqual([
      [1, 8],
      [2, 9],
      [3, 7],
      [4, 1],
      [5, 27],
    ]);
    expect(r.error[3]?.message).toMatch(/Unknown line "frontier"/);
  });
});

describe('map bounds', () => {
  const area = (i: number) => ({ id: `A${i}`, vp: 1, owner: 'german' });
  it('refuses a map of 200,001 areas, naming the limit', () => {
    const r = readMap({
      ...FIXTURE_MAP,
      areas: Array.from({ length: 200_001 }, (_, i) => area(i)),
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('fs.map.size');
    expect(r.error.message).toBe(
      `The map has 200,001 areas; a campaign map holds at most ${MAP_LIMITS.areas}.`,
    );
  });
  it('takes a map at the bound and refuses one past it', () => {
    const at = Array.from({ length: MAP_LIMITS.areas }, (_, i) => area(i));
    expect(readMap({ ...FIXTURE_MAP, areas: at }).ok).toBe(true);
    expect(readMap({ ...FIXTURE_MAP, areas: [...at, area(MAP_LIMITS.areas)] }).ok).toBe(false);
    const borders = Array.from({ length: MAP_LIMITS.borders + 1 }, () => ['A0', 'A1']);
    const r = readMap({ ...FIXTURE_MAP, borders });
    expect(r.ok ? '' : r.error.message).toMatch(
      /1,001 borders; a campaign map holds at most 1,000/,
    );
    const track = { vp: Array.from({ length: MAP_LIMITS.track + 1 }, () => 1), milestones: [] };
    const t = readMap({ ...FIXTURE_MAP, cityTrack: { ...FIXTURE_MAP.cityTrack, german: track } });
    expect(t.ok ? '' : t.error.message).toMatch(/61 sticker spaces; a track holds at most 60/);
  });
  it('refuses map text past its size before reading a line, naming the limit', () => {
    const text = 'area A 1 german\n'.repeat(Math.ceil((MAX_MAP_TEXT_CHARS + 1) / 16));
    const r = parseMapText(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toHaveLength(1);
    expect(r.error[0]?.message).toMatch(/map text holds at most 100,000/);
    // A map at every bound, written out, is still readable text.
    const big = {
      ...FIXTURE_MAP,
      areas: Array.from({ length: MAP_LIMITS.areas }, (_, i) => ({
        id: `AREA${String(i).padStart(8, '0')}`,
        name: 'N'.repeat(60),
        vp: 999,
        owner: 'soviet' as const,
        city: false,
      })),
    };
    expect(mapToText(big).length).toBeLessThan(MAX_MAP_TEXT_CHARS);
  });
});
