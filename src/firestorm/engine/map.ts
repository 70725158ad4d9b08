/**
 * The Firestorm: Stalingrad campaign map as the organiser transcribes it: areas (Victory Points,
 * starting owner, the one Stalingrad city location), the borders between them, and the Stalingrad
 * City Fight Track of each side. The app never invents these facts: a value not yet read off the
 * printed map is `null` and reads as a fact still needed, and a campaign starts only on a map with
 * no errors and no facts missing. Pure: no DOM, no storage.
 */
import { isPlainObject, isPrototypeName, tooLong } from '../../core/input';
import { err, ok, type Result } from '../../core/result';
import { type MapLayout, readLayout } from './layout';

/** The two sides of the campaign. */
export const SIDES = ['german', 'soviet'] as const;
export type Side = (typeof SIDES)[number];

/** The side a player reads. */
export const SIDE_NAME: Readonly<Record<Side, string>> = { german: 'German', soviet: 'Soviet' };

/** The opposing side. */
export const enemyOf = (s: Side): Side => (s === 'german' ? 'soviet' : 'german');

/** One area of the campaign map. */
export interface FsArea {
  /** Short id as printed or chosen by the organiser (letters, digits, - and _). */
  readonly id: string;
  readonly name: string;
  /** Victory Points the holder scores at the end (Who Won); null while not yet transcribed. */
  readonly vp: number | null;
  /** Who holds it when the campaign starts. */
  readonly owner: Side;
  /** The Stalingrad Location: City Fight Explosions go here and it never changes hands. */
  readonly city: boolean;
}

/** One side's half of the Stalingrad City Fight Track. */
export interface TrackSide {
  /** Victory Points each successive sticker earns (the first sticker earns vp[0]). */
  readonly vp: readonly (number | null)[];
  /** Sticker counts that are milestones (e.g. [2, 4]: the 2nd and the 4th sticker). */
  readonly milestones: readonly number[];
}

/** A transcribed campaign map. */
export interface FsMap {
  readonly name: string;
  /** Set only on the made-up TEST FIXTURE map, so every screen can say so. */
  readonly fixture?: true;
  readonly areas: readonly FsArea[];
  /** Each shared border line once, as a pair of area ids (corners are not borders). */
  readonly borders: readonly (readonly [string, string])[];
  readonly cityTrack: Readonly<Record<Side, TrackSide>>;
  /** Where the organiser put each area on the map picture; absent until one is moved. */
  readonly layout?: MapLayout;
}

/** One problem with a map: an error to fix, or a fact still to read off the printed map. */
export interface MapIssue {
  readonly kind: 'error' | 'fact';
  /** Where: an area id, 'border A B', 'track german', or 'map'. */
  readonly where: string;
  readonly message: string;
  /** The campaign text's heading the fact matters to. */
  readonly rule: string;
}

/**
 * The campaign text's headings the tracker cites, one per rule it applies: every refusal and
 * every fact still to read names one.
 */
export const FS_RULE = {
  place: 'Place Battle Marker',
  placing: 'Placing Battle Markers',
  country: 'Capture Areas - Countryside',
  city: 'Capture Areas - Stalingrad',
  mission: 'Mission Table',
  won: 'Who Won',
  milestones: 'Milestones',
  games: 'Playing Games',
} as const;

/**
 * Bounds on a map read from outside (a file, storage, typed text). A Firestorm campaign map has a
 * few dozen areas; these leave ample room for a home-made one while keeping a hostile file from
 * making every screen and save handle hundreds of thousands of entries.
 */
export const MAP_LIMITS = {
  /** Areas on one map. */
  areas: 200,
  /** Border lines (a flat map of 200 areas has fewer than 600). */
  borders: 1000,
  /** Sticker spaces on one side's City Fight Track, and milestones. */
  track: 60,
  /** Characters of the map's name and of an area's name (as written on the printed map). */
  name: 60,
  /** Characters of an area id (areaIdProblem). */
  id: 12,
} as const;

/**
 * Why a map's or an area's name (`at` names it) is not one, or null: text of at most
 * MAP_LIMITS.name characters once trimmed. A longer one is refused, never cut short unseen.
 */
export function nameProblem(raw: unknown, at: string): string | null {
  if (raw === undefined) return null;
  if (typeof raw !== 'string') return `${at} must be text.`;
  return tooLong(raw.trim(), at, MAP_LIMITS.name);
}

/** Returns the number written with thousands separators, for limit messages. */
const count = (n: number): string => n.toLocaleString('en-US');

const ID = /^[A-Za-z0-9_-]{1,12}$/;

/** Why `id` cannot be an area id, or null when it can. */
export function areaIdProblem(id: string): string | null {
  if (!ID.test(id)) return 'An area id is 1-12 letters, digits, - or _.';
  // An area named like a prototype name would be lost or misread wherever areas are looked up
  // by id, so none may be one.
  if (isPrototypeName(id)) return `"${id}" is a name the app keeps for itself: choose another id.`;
  return null;
}

/** The first key of `raw` not in `allowed`, as a refusal naming where it is; null when none. */
export function unknownKey(
  raw: Record<string, unknown>,
  allowed: readonly string[],
  at: string,
): Result<never> | null {
  const extra = Object.keys(raw).find((k) => !allowed.includes(k));
  if (extra === undefined) return null;
  const where = at ? `${at}.${extra}` : extra;
  return err(
    'fs.input.unknown',
    'input',
    `Unknown field ${where}; ${at || 'the input'} takes ${allowed.join(', ')}.`,
  );
}
const isCount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 999;

/** Returns a border's canonical key (the two ids in sorted order). */
export const borderKey = (a: string, b: string): string => (a < b ? `${a} ${b}` : `${b} ${a}`);

const MAP_KEYS = ['name', 'fixture', 'areas', 'borders', 'cityTrack', 'layout'] as const;
const AREA_KEYS = ['id', 'name', 'vp', 'owner', 'city'] as const;

function shapeTrack(raw: unknown, side: Side): Result<TrackSide> {
  const at = `map.cityTrack.${side}`;
  if (!isPlainObject(raw)) return err('fs.map.shape', 'input', `${at} must be an object.`);
  const extra = unknownKey(raw, ['vp', 'milestones'], at);
  if (extra) return extra;
  const vp = raw.vp;
  const ms = raw.milestones === undefined ? [] : raw.milestones;
  for (const [what, list] of [
    ['sticker spaces', vp],
    ['milestones', ms],
  ] as const) {
    if (Array.isArray(list) && list.length > MAP_LIMITS.track) {
      return err(
        'fs.map.size',
        'input',
        `${at} has ${count(list.length)} ${what}; a track holds at most ${MAP_LIMITS.track}.`,
      );
    }
  }
  if (!Array.isArray(vp) || !vp.every((v) => v === null || isCount(v))) {
    return err('fs.map.shape', 'input', `${at}.vp must be a list of whole numbers 0 or more.`);
  }
  if (!Array.isArray(ms) || !ms.every((v) => isCount(v))) {
    return err('fs.map.shape', 'input', `${at}.milestones must be a list of sticker counts.`);
  }
  return ok({ vp: vp as (number | null)[], milestones: ms as number[] });
}

/**
 * Reads a map from untrusted JSON (the command, storage, an imported file): the shape only, so a
 * half-transcribed map is kept; `mapIssues` then says what is wrong or missing.
 */
export function readMap(raw: unknown): Result<FsMap> {
  if (!isPlainObject(raw)) return err('fs.map.shape', 'input', 'The map must be a JSON object.');
  const extra = unknownKey(raw, MAP_KEYS, 'map');
  if (extra) return extra;
  const mapName = nameProblem(raw.name, 'map.name');
  if (mapName) return err('fs.map.name', 'input', mapName);
  if (raw.fixture !== undefined && typeof raw.fixture !== 'boolean') {
    return err('fs.map.shape', 'input', 'map.fixture must be true or false.');
  }
  if (!Array.isArray(raw.areas)) return err('fs.map.shape', 'input', 'map.areas must be a list.');
  if (raw.areas.length > MAP_LIMITS.areas) {
    return err(
      'fs.map.size',
      'input',
      `The map has ${count(raw.areas.length)} areas; a campaign map holds at most ${MAP_LIMITS.areas}.`,
    );
  }
  if (Array.isArray(raw.borders) && raw.borders.length > MAP_LIMITS.borders) {
    return err(
      'fs.map.size',
      'input',
      `The map has ${count(raw.borders.length)} borders; a campaign map holds at most ${count(MAP_LIMITS.borders)}.`,
    );
  }
  const areas: FsArea[] = [];
  for (const [i, a] of raw.areas.entries()) {
    const at = `map.areas[${i}]`;
    if (!isPlainObject(a)) return err('fs.map.shape', 'input', `${at} must be an object.`);
    const extraKey = unknownKey(a, AREA_KEYS, at);
    if (extraKey) return extraKey;
    if (typeof a.id !== 'string') {
      return err('fs.map.id', 'input', `${at}.id must be 1-12 letters, digits, - or _.`);
    }
    const idProblem = areaIdProblem(a.id);
    if (idProblem) return err('fs.map.id', 'input', `${at}.id: ${idProblem}`);
    if (a.vp !== null && !isCount(a.vp)) {
      return err('fs.map.vp', FS_RULE.won, `Area ${a.id}: vp must be a whole number 0 or more.`);
    }
    if (a.owner !== 'german' && a.owner !== 'soviet') {
      return err('fs.map.owner', 'input', `Area ${a.id}: owner must be "german" or "soviet".`);
    }
    if (a.city !== undefined && typeof a.city !== 'boolean') {
      return err('fs.map.shape', 'input', `Area ${a.id}: city must be true or false.`);
    }
    const areaName = nameProblem(a.name, `${at}.name`);
    if (areaName) return err('fs.map.name', 'input', `Area ${a.id}: ${areaName}`);
    areas.push({
      id: a.id,
      name: typeof a.name === 'string' && a.name.trim() ? a.name.trim() : a.id,
      vp: a.vp,
      owner: a.owner,
      city: a.city === true,
    });
  }
  const rawBorders = raw.borders === undefined ? [] : raw.borders;
  if (
    !Array.isArray(rawBorders) ||
    !rawBorders.every(
      (b) =>
        Array.isArray(b) &&
        b.length === 2 &&
        b.every((x) => typeof x === 'string' && x.length <= MAP_LIMITS.id),
    )
  ) {
    return err(
      'fs.map.shape',
      'input',
      `map.borders must be a list of ["A", "B"] pairs of area ids (at most ${MAP_LIMITS.id} characters each).`,
    );
  }
  if (raw.cityTrack !== undefined && !isPlainObject(raw.cityTrack)) {
    return err('fs.map.shape', 'input', 'map.cityTrack must be an object.');
  }
  const track: Record<string, unknown> = isPlainObject(raw.cityTrack) ? raw.cityTrack : {};
  const extraSide = unknownKey(track, SIDES, 'map.cityTrack');
  if (extraSide) return extraSide;
  const german = shapeTrack(track.german === undefined ? { vp: [] } : track.german, 'german');
  if (!german.ok) return german;
  const soviet = shapeTrack(track.soviet === undefined ? { vp: [] } : track.soviet, 'soviet');
  if (!soviet.ok) return soviet;
  const layout =
    raw.layout === undefined
      ? null
      : readLayout(raw.layout, new Set(areas.map((a) => a.id)), MAP_LIMITS.areas);
  if (layout && !layout.ok) return layout;
  return ok({
    name: typeof raw.name === 'string' && raw.name.trim() ? raw.name.trim() : 'Map',
    ...(raw.fixture === true ? { fixture: true as const } : {}),
    areas,
    borders: (rawBorders as [string, string][]).map(([a, b]) => [a, b] as const),
    cityTrack: { german: german.value, soviet: soviet.value },
    ...(layout ? { layout: layout.value } : {}),
  });
}

function trackIssues(t: TrackSide, side: Side): MapIssue[] {
  const where = `track ${side}`;
  const out: MapIssue[] = [];
  if (t.vp.length === 0) {
    out.push({
      kind: 'fact',
      where,
      message: 'Give the VP of each sticker space.',
      rule: FS_RULE.city,
    });
  }
  t.vp.forEach((v, i) => {
    if (v === null) {
      out.push({ kind: 'fact', where, message: `Sticker ${i + 1}: VP needed.`, rule: FS_RULE.won });
    }
  });
  let last = 0;
  for (const m of t.milestones) {
    if (m <= last) {
      out.push({
        kind: 'error',
        where,
        message: 'Milestones must be sticker counts in rising order, each once.',
        rule: FS_RULE.milestones,
      });
      break;
    }
    if (m > t.vp.length) {
      out.push({
        kind: 'error',
        where,
        message: `Milestone ${m} is past the track's ${t.vp.length} spaces.`,
        rule: FS_RULE.milestones,
      });
    }
    last = m;
  }
  return out;
}

/**
 * Returns every error and every missing fact of a map: unique ids, exactly one city location,
 * each border between two known, different areas and listed once (a border is one shared line,
 * the same from either side, so "A B" and "B A" are the same border), and both tracks.
 */
export function mapIssues(map: FsMap): MapIssue[] {
  const out: MapIssue[] = [];
  const ids = new Set<string>();
  for (const a of map.areas) {
    if (ids.has(a.id)) {
      out.push({ kind: 'error', where: a.id, message: 'This id is used twice.', rule: 'input' });
    }
    ids.add(a.id);
    if (a.vp === null) {
      out.push({ kind: 'fact', where: a.id, message: 'Victory Points needed.', rule: FS_RULE.won });
    }
  }
  if (map.areas.length < 2) {
    out.push({
      kind: 'fact',
      where: 'map',
      message: 'Give at least two areas.',
      rule: FS_RULE.placing,
    });
  }
  const cities = map.areas.filter((a) => a.city);
  if (cities.length !== 1) {
    out.push({
      kind: cities.length === 0 ? 'fact' : 'error',
      where: 'map',
      message: `Mark exactly one area as the Stalingrad city location (${cities.length} marked).`,
      rule: FS_RULE.city,
    });
  }
  const seen = new Set<string>();
  for (const [a, b] of map.borders) {
    const where = `border ${a} ${b}`;
    const unknown = [a, b].filter((x) => !ids.has(x));
    if (unknown.length > 0) {
      out.push({
        kind: 'error',
        where,
        message: `Unknown area ${unknown.join(' and ')}.`,
        rule: FS_RULE.placing,
      });
    } else if (a === b) {
      out.push({
        kind: 'error',
        where,
        message: 'An area cannot border itself.',
        rule: FS_RULE.placing,
      });
    } else if (seen.has(borderKey(a, b))) {
      out.push({
        kind: 'error',
        where,
        message: 'This border is listed twice (a border is the same from either side).',
        rule: FS_RULE.placing,
      });
    }
    seen.add(borderKey(a, b));
  }
  if (map.borders.length === 0 && map.areas.length >= 2) {
    out.push({ kind: 'fact', where: 'map', message: 'Give the borders.', rule: FS_RULE.placing });
  }
  for (const s of SIDES) out.push(...trackIssues(map.cityTrack[s], s));
  return out;
}

/** A map checked for play: no errors and no facts missing, with its neighbours by area. */
export interface ReadyMap {
  readonly map: FsMap;
  readonly neighbours: ReadonlyMap<string, readonly string[]>;
  readonly byId: ReadonlyMap<string, FsArea>;
  readonly city: FsArea;
}

/** Returns the map ready for a campaign, or its first problem. */
export function readyMap(map: FsMap): Result<ReadyMap> {
  const first = mapIssues(map)[0];
  if (first) {
    const what = first.kind === 'fact' ? 'is not transcribed yet' : 'has an error';
    return err(
      first.kind === 'fact' ? 'fs.map.fact' : 'fs.map.invalid',
      first.rule,
      `The map ${what}: ${first.where}: ${first.message}`,
    );
  }
  const neighbours = new Map<string, string[]>(map.areas.map((a) => [a.id, []]));
  for (const [a, b] of map.borders) {
    neighbours.get(a)?.push(b);
    neighbours.get(b)?.push(a);
  }
  const city = map.areas.find((a) => a.city) as FsArea;
  return ok({ map, neighbours, byId: new Map(map.areas.map((a) => [a.id, a])), city });
}
