/**
 * The campaign map as plain text, for typing it in one go and for sharing it in a message:
 *
 *   name Firestorm map
 *   area A 2 german Kalach            # area <id> <VP or ?> <german|soviet> [city] [name...]
 *   area S 5 soviet city Stalingrad
 *   area O 1 soviet City Outskirts    # only the word `city`, in lower case, marks the location
 *   border A B                        # one line per shared border
 *   track german 1 1 2 milestones 2   # VP of each sticker space, then the milestone counts
 *   layout A 0 0 S 4 2                # where areas sit on the map picture: id, column, row
 *
 * A # at the start of a line or after a space begins a comment to the end of the line; blank
 * lines are ignored; `fixture` marks the made-up TEST FIXTURE. A name may be written in double
 * quotes (JSON string quoting), which mapToText does whenever the bare name would read back as
 * something else ("city", a #). A line that cannot be read is reported with its line and column.
 * Pure.
 */
import { tooLong } from '../../core/input';
import { ok, type Result } from '../../core/result';
import {
  areaIdProblem,
  type FsArea,
  type FsMap,
  MAP_LIMITS,
  readMap,
  SIDES,
  type Side,
  type TrackSide,
} from './map';

/** A line of map text that cannot be read: where it is and what is wrong. */
export interface TextProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

interface Token {
  readonly text: string;
  readonly column: number;
}

/**
 * The line without its comment: from a # that starts the line or follows white space, outside a
 * quoted name, to the end.
 */
function withoutComment(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1] ?? ''))) return line.slice(0, i);
  }
  return line;
}

/** A name as written: bare text, or one JSON-quoted string; null when the quotes do not close. */
function nameOf(text: string): string | null {
  if (!text.startsWith('"')) return text;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
}

/** A name as mapToText writes it: bare when it reads back the same, else quoted. */
function writeName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character cannot stay bare
  const bare = !/^city(\s|$)|^"|#|[\u0000-\u001f]/.test(name);
  return bare ? name : JSON.stringify(name);
}

function tokens(line: string): Token[] {
  const out: Token[] = [];
  for (const m of line.matchAll(/\S+/g)) out.push({ text: m[0], column: (m.index ?? 0) + 1 });
  return out;
}

/** The longest map text read: a map at every MAP_LIMITS bound, named in full, fits well inside it. */
export const MAX_MAP_TEXT_CHARS = 100_000;

const VP = /^(\d{1,3}|\?)$/;
const vpOf = (t: string): number | null => (t === '?' ? null : Number(t));

/** Reads map text; returns the map's shape (mapIssues then checks it), or every unreadable line. */
export function parseMapText(text: string): Result<FsMap, readonly TextProblem[]> {
  if (text.length > MAX_MAP_TEXT_CHARS) {
    const n = (x: number) => x.toLocaleString('en-US');
    return {
      ok: false,
      error: [
        {
          line: 1,
          column: 1,
          message: `The map text is ${n(text.length)} characters; map text holds at most ${n(MAX_MAP_TEXT_CHARS)}.`,
        },
      ],
    };
  }
  const problems: TextProblem[] = [];
  let name = 'Map';
  let fixture = false;
  const areas: FsArea[] = [];
  const borders: [string, string][] = [];
  let layout: Record<string, [number, number]> | undefined;
  const track: Record<Side, TrackSide> = {
    german: { vp: [], milestones: [] },
    soviet: { vp: [], milestones: [] },
  };
  // Returns false when the line could not be read (its problem is recorded).
  const readLine = (full: string, line: number): boolean => {
    const raw = withoutComment(full).trimEnd();
    const ts = tokens(raw);
    const head = ts[0];
    if (!head) return true;
    const fail = (t: Token | undefined, message: string): boolean => {
      problems.push({ line, column: t?.column ?? raw.length + 1, message });
      return false;
    };
    const word = head.text.toLowerCase();
    if (word === 'name') {
      const rest = raw.slice(head.column - 1 + head.text.length).trim();
      const read = nameOf(rest);
      if (read === null) return fail(ts[1], 'A quoted name ends with its closing quote.');
      const long = tooLong(read.trim(), 'The map name', MAP_LIMITS.name);
      if (long) return fail(ts[1], long);
      name = read.trim() || name;
    } else if (word === 'fixture') {
      fixture = true;
    } else if (word === 'area') {
      const [, id, vp, side, ...rest] = ts;
      if (!id) return fail(id, 'Expected the area id (1-12 letters, digits, - or _).');
      const idProblem = areaIdProblem(id.text);
      if (idProblem) return fail(id, idProblem);
      if (!vp || !VP.test(vp.text))
        return fail(vp, 'Expected the area’s VP (a number, or ? if not known yet).');
      const owner = side?.text.toLowerCase();
      if (owner !== 'german' && owner !== 'soviet') return fail(side, 'Expected german or soviet.');
      // Only the lower-case keyword marks the location, so "City Outskirts" stays a name.
      const city = rest[0]?.text === 'city';
      const words = city ? rest.slice(1) : rest;
      const first = words[0];
      const areaName = first ? nameOf(raw.slice(first.column - 1).trim()) : id.text;
      if (areaName === null) return fail(first, 'A quoted name ends with its closing quote.');
      const long = tooLong(areaName.trim(), `Area ${id.text}'s name`, MAP_LIMITS.name);
      if (long) return fail(first, long);
      areas.push({ id: id.text, vp: vpOf(vp.text), owner, city, name: areaName });
    } else if (word === 'border') {
      const [, a, b, extra] = ts;
      if (!a) return fail(a, 'Expected two area ids.');
      if (!b) return fail(b, 'Expected the second area id.');
      if (extra) return fail(extra, 'A border line names exactly two areas.');
      borders.push([a.text, b.text]);
    } else if (word === 'track') {
      const side = ts[1];
      const s = side?.text.toLowerCase();
      if (s !== 'german' && s !== 'soviet') return fail(side, 'Expected german or soviet.');
      const vp: (number | null)[] = [];
      const milestones: number[] = [];
      let inMilestones = false;
      for (const t of ts.slice(2)) {
        if (t.text.toLowerCase() === 'milestones' && !inMilestones) inMilestones = true;
        else if (inMilestones && /^\d{1,3}$/.test(t.text)) milestones.push(Number(t.text));
        else if (!inMilestones && VP.test(t.text)) vp.push(vpOf(t.text));
        else {
          return fail(
            t,
            inMilestones ? 'Expected a sticker count.' : 'Expected a sticker’s VP (a number or ?).',
          );
        }
      }
      track[s] = { vp, milestones };
    } else if (word === 'layout') {
      layout ??= {};
      const rest = ts.slice(1);
      for (let i = 0; i < rest.length; i += 3) {
        const [id, x, y] = [rest[i], rest[i + 1], rest[i + 2]];
        const bad = [x, y].find((t) => !t || !/^\d{1,3}$/.test(t.text));
        if (bad || !x || !y) return fail(bad, 'Expected an area id, then its column and row.');
        layout[(id as Token).text] = [Number(x.text), Number(y.text)];
      }
    } else {
      return fail(
        head,
        `Unknown line "${head.text}": lines start with name, area, border, track or layout.`,
      );
    }
    return true;
  };
  for (const [i, raw] of text.split(/\r?\n/).entries()) readLine(raw, i + 1);
  if (problems.length > 0) return { ok: false, error: problems };
  const r = readMap({
    name,
    ...(fixture ? { fixture } : {}),
    areas,
    borders,
    cityTrack: track,
    ...(layout ? { layout } : {}),
  });
  // Everything read above already has the shape readMap checks.
  return r.ok
    ? ok(r.value)
    : { ok: false, error: [{ line: 1, column: 1, message: r.error.message }] };
}

/** Writes a map as text that parseMapText reads back to the same map. */
export function mapToText(map: FsMap): string {
  const lines: string[] = [];
  if (map.fixture)
    lines.push('# TEST FIXTURE: a made-up map for trying the app, not the real one.', 'fixture');
  lines.push(`name ${writeName(map.name)}`);
  for (const a of map.areas) {
    lines.push(
      `area ${a.id} ${a.vp ?? '?'} ${a.owner}${a.city ? ' city' : ''}${a.name !== a.id ? ` ${writeName(a.name)}` : ''}`,
    );
  }
  for (const [a, b] of map.borders) lines.push(`border ${a} ${b}`);
  for (const s of SIDES) {
    const t = map.cityTrack[s];
    const ms = t.milestones.length ? ` milestones ${t.milestones.join(' ')}` : '';
    lines.push(`track ${s} ${t.vp.map((v) => v ?? '?').join(' ')}${ms}`.trimEnd());
  }
  const placed = map.areas.flatMap((a) => {
    const p = map.layout?.[a.id];
    return p ? [`${a.id} ${p[0]} ${p[1]}`] : [];
  });
  if (placed.length > 0) lines.push(`layout ${placed.join(' ')}`);
  return `${lines.join('\n')}\n`;
}

/** Returns text problems as one message each ("line 3, column 9: ..."). */
export const problemText = (p: TextProblem): string =>
  `Line ${p.line}, column ${p.column}: ${p.message}`;
