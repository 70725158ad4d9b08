/**
 * What a club writes down about a battle besides the rules' own record: who played each side (a
 * pair of players plays each game, and players may change sides from game to game: rules text
 * lines 11 and 71), the date it was played, the game's own score, and notes. All optional; none of
 * it decides anything in the campaign (the result recorded does: Capture Areas). Kept on the
 * battle's result entry, so it is undone, corrected, exported and linked with the result. Pure.
 */
import { isPlainObject } from '../../core/input';
import { err, ok, type Result } from '../../core/result';
import { FS_RULE, SIDE_NAME, SIDES, type Side, unknownKey } from './map';

/** A battle's optional details, every part left out when not given. */
export interface BattleDetails {
  /** Who played each side (either may be left out). */
  readonly players?: Readonly<Partial<Record<Side, string>>>;
  /** The day it was played, YYYY-MM-DD. */
  readonly date?: string;
  /** The game's own score (e.g. the victory points each player scored), both sides given. */
  readonly score?: Readonly<Record<Side, number>>;
  readonly notes?: string;
}

/** The longest a player's name and the notes may be, and the highest score. */
export const DETAIL_LIMITS = { name: 40, notes: 500, score: 99 } as const;
export const DETAIL_KEYS = ['players', 'date', 'score', 'notes'] as const;

const bad = (message: string) => err('fs.details.value', FS_RULE.games, message);

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

function readText(raw: unknown, at: string, limit: number): Result<string | undefined> {
  if (raw === undefined) return ok(undefined);
  if (typeof raw !== 'string') return bad(`${at} must be text.`);
  const t = raw.trim();
  if (t.length > limit) return bad(`${at} is ${t.length} characters; at most ${limit}.`);
  return ok(t === '' ? undefined : t);
}

/**
 * Reads details from untrusted JSON (`at` names where they are, for messages); the keys are
 * players, date, score and notes, each optional, and any other key is refused. Text is trimmed and
 * empty parts left out, so what comes back reads back the same; nothing given at all is undefined.
 */
export function readDetails(
  raw: Record<string, unknown>,
  at: string,
): Result<BattleDetails | undefined> {
  const extra = unknownKey(raw, DETAIL_KEYS, at);
  if (extra) return extra;
  const where = (k: string) => (at ? `${at}.${k}` : k);
  let players: Partial<Record<Side, string>> | undefined;
  if (raw.players !== undefined) {
    if (!isPlainObject(raw.players))
      return bad(`${where('players')} must be {"german", "soviet"}.`);
    const extraPlayer = unknownKey(raw.players, SIDES, where('players'));
    if (extraPlayer) return extraPlayer;
    for (const side of SIDES) {
      const name = readText(raw.players[side], where(`players.${side}`), DETAIL_LIMITS.name);
      if (!name.ok) return name;
      if (name.value !== undefined) players = { ...players, [side]: name.value };
    }
  }
  const date = readText(raw.date, where('date'), 10);
  if (!date.ok) return date;
  if (date.value !== undefined && !isDay(date.value)) {
    return bad(`${where('date')} must be a day written YYYY-MM-DD; got "${date.value}".`);
  }
  let score: Record<Side, number> | undefined;
  if (raw.score !== undefined) {
    const s = raw.score;
    const shape = `${where('score')} must be {"german": n, "soviet": n}, whole numbers 0 to ${DETAIL_LIMITS.score}`;
    if (!isPlainObject(s)) return bad(`${shape}.`);
    const extraScore = unknownKey(s, SIDES, where('score'));
    if (extraScore) return extraScore;
    const fine = (v: unknown) =>
      typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= DETAIL_LIMITS.score;
    if (!fine(s.german) || !fine(s.soviet)) return bad(`${shape}, both sides given.`);
    score = { german: s.german as number, soviet: s.soviet as number };
  }
  const notes = readText(raw.notes, where('notes'), DETAIL_LIMITS.notes);
  if (!notes.ok) return notes;
  const out: BattleDetails = {
    ...(players ? { players } : {}),
    ...(date.value ? { date: date.value } : {}),
    ...(score ? { score } : {}),
    ...(notes.value ? { notes: notes.value } : {}),
  };
  return ok(Object.keys(out).length === 0 ? undefined : out);
}

/** Each detail in words ('' when not given): players, date, score and notes. */
export function detailTexts(
  d: BattleDetails | undefined,
): Record<(typeof DETAIL_KEYS)[number], string> {
  const who = SIDES.filter((s) => d?.players?.[s]).map(
    (s) => `${d?.players?.[s]} (${SIDE_NAME[s]})`,
  );
  return {
    players: who.join(' v '),
    date: d?.date ?? '',
    score: d?.score ? `German ${d.score.german}, Soviet ${d.score.soviet}` : '',
    notes: d?.notes ? `“${d.notes}”` : '',
  };
}

/** The details as short phrases, in a fixed order (empty when there are none). */
export function detailsParts(d: BattleDetails | undefined): string[] {
  const t = detailTexts(d);
  return [t.players, t.date, t.score && `score ${t.score}`, t.notes].filter((x) => x !== '');
}
