/**
 * A Mission as a record and its replay: the card (Mission, FRIENDLY side, what the owner typed
 * from it), a seed, and an append-only log of rolls, typed results and card changes. Everything
 * else is derived by replaying the log: each roll's outcome with the modifiers in force at that
 * moment, the once-per-Mission register, the G3 and R3 good-leader counters, the events that
 * change later rolls (RE 04, RE 75-76), AC# and RE numbers, and the reminders events leave.
 * The PRNG state is the seed advanced past every generated die in the log, so undoing a
 * generated roll and rolling again gives the same dice.
 */
import { nextD6s, type PrngWord } from '../../core/prng';
import { err, ok, type Result } from '../../core/result';
import { followUps, type Next } from './followups';
import { isGarbled } from './garbled';
import { MISSIONS, type MissionId, otherSide } from './missions';
import type { RollContext } from './modifiers';
import { type Outcome, rollMain, rollSub } from './roll';
import { setupRoll, setupValue } from './setup';
import { isMainTable, tableById } from './tables';
import type { Side } from './types';

/** The situation the player sets for a roll (the rest comes from the Mission). */
export type Situation = Pick<
  RollContext,
  | 'drm'
  | 'attitude'
  | 'elite'
  | 'conscript'
  | 'reinforcing'
  | 'column'
  | 'humanWaveLeaders'
  | 'nkvd'
  | 'conscripts'
  | 'fortified'
  | 'side'
  | 'coloredDrm'
>;

/** Where a follow-up roll came from: the entry that offered it and which of its offers. */
export interface From {
  readonly entry: number;
  readonly slot: number;
}

/** One line of the Mission log. */
export type LogEntry =
  | {
      readonly kind: 'roll';
      readonly table: string;
      readonly dice: readonly number[];
      readonly source: 'owner' | 'app';
      readonly situation: Situation;
      readonly from?: From;
    }
  | { readonly kind: 'typed'; readonly table: string; readonly text: string; readonly from?: From }
  | {
      readonly kind: 'card';
      readonly ac: number | null;
      readonly enemyRe: string;
      readonly friendlyRe: string;
    };

/** A saved Mission. */
export interface MissionRecord {
  readonly schemaVersion: 1;
  readonly mission: MissionId;
  readonly friendly: Side;
  readonly seed: PrngWord;
  readonly log: readonly LogEntry[];
  readonly redo: readonly LogEntry[];
}

/** A reminder an event left, with where it came from. */
export interface Reminder {
  readonly text: string;
  readonly source: string;
}

/** One log line replayed. */
export interface Played {
  readonly index: number;
  readonly entry: LogEntry;
  /** The roll's outcome (rolls only). */
  readonly outcome?: Outcome;
  /** The rolls it offers that are still to make, by slot. */
  readonly open: readonly (Next & { readonly slot: number })[];
}

/** The Mission as it stands after the log. */
export interface MissionState {
  readonly record: MissionRecord;
  readonly enemy: Side;
  readonly date: string;
  readonly ac: number | null;
  /** RE numbers as typed and then moved by events, e.g. [5, 6]; empty when not typed. */
  readonly enemyRe: readonly number[];
  readonly friendlyRe: readonly number[];
  readonly done: { readonly A11: readonly string[]; readonly G9R9: readonly string[] };
  readonly goodLeaders: { readonly G3: number; readonly R3: number };
  readonly re04: boolean;
  readonly calledOff: boolean;
  readonly reminders: readonly Reminder[];
  readonly played: readonly Played[];
  readonly prng: PrngWord;
}

/** Reads "5/6" or "4/5/6" as consecutive numbers; null when it is not that. */
export function parseRe(text: string): number[] | null {
  const t = text.trim();
  if (t === '') return [];
  const ns = t.split('/').map((s) => Number(s.trim()));
  if (ns.length < 2 || ns.length > 3) return null;
  if (ns.some((n, i) => !Number.isInteger(n) || n < 1 || n > 12 || (i > 0 && n !== ns[i - 1]! + 1)))
    return null;
  return ns;
}

const shift = (re: readonly number[], by: number) => re.map((n) => n + by);

/** The state with one side's RE numbers moved by one, unless the first already stands at `limit`. */
function moveRe(
  s: MissionState,
  side: 'enemyRe' | 'friendlyRe',
  by: 1 | -1,
  limit: number,
): MissionState {
  const first = s[side][0];
  if (first === undefined || (by < 0 ? first <= limit : first >= limit)) return s;
  return { ...s, [side]: shift(s[side], by) };
}

/** Returns the context a roll is read with at this point of the Mission. */
export function contextFor(s: MissionState, table: string, situation: Situation): RollContext {
  const m = MISSIONS[s.record.mission];
  return {
    ...situation,
    date: s.date,
    calledOff: s.calledOff,
    re04: s.re04,
    mission: m.id,
    previousGood: table === 'G3' ? s.goodLeaders.G3 : table === 'R3' ? s.goodLeaders.R3 : 0,
    done: table === 'A11' ? s.done.A11 : table === 'G9R9' ? s.done.G9R9 : [],
  };
}

/**
 * The rows that must be rerolled now, and why: A11 rows the Mission makes NA for this ENEMY (v2,
 * line 982), RE 16 with the AC# at 5 (line 764), RE 52 with FRIENDLY RE numbers at 2/3 (line 782),
 * and G9/R9 RE 44's FRIENDLY side at 6/7 is left to the sub-roll's words.
 */
export function rerollsFor(s: MissionState, table: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (table !== 'A11') return out;
  for (const l of MISSIONS[s.record.mission].naEvents[s.enemy] ?? [])
    out[l] =
      `NA in Mission ${s.record.mission} with a ${s.enemy === 'german' ? 'German' : 'Russian'} ENEMY`;
  if (s.ac === 5) out['16'] = 'The AC# is already 5';
  if (s.friendlyRe[0] === 2) out['52'] = 'FRIENDLY RE numbers are already 2/3';
  return out;
}

/** The squad results already rolled in an activation (for 5.73's R3a). */
function squadsIn(played: readonly Played[], root: number): string[] {
  const inGroup = (p: Played): boolean => {
    const from = p.entry.kind === 'card' ? undefined : p.entry.from;
    if (!from) return false;
    return from.entry === root || inGroup(played[from.entry]!);
  };
  return played.filter(inGroup).flatMap((p) => (p.outcome ? [p.outcome.result] : []));
}

function emptyState(record: MissionRecord): MissionState {
  const enemy = otherSide(record.friendly);
  return {
    record,
    enemy,
    date: MISSIONS[record.mission].date[record.friendly],
    ac: null,
    enemyRe: [],
    friendlyRe: [],
    done: { A11: [], G9R9: [] },
    goodLeaders: { G3: 0, R3: 0 },
    re04: false,
    calledOff: false,
    reminders: [],
    played: [],
    prng: record.seed,
  };
}

/** The drm a setup roll takes for this ENEMY (e.g. +2 SAN for a German ENEMY). */
export function setupChips(s: Pick<MissionState, 'enemy'>, table: string) {
  const d = setupRoll(table)?.drm?.[s.enemy];
  return d ? [d] : [];
}

/** The lasting effects of a roll's outcome on the Mission (2.31 register, counters, events). */
function afterRoll(s: MissionState, o: Outcome, situation: Situation): MissionState {
  if (o.reroll || o.row === null) return s;
  let next = s;
  const sets = setupRoll(o.table)?.sets;
  if (sets) {
    const v = setupValue(o.result);
    if (sets === 'ac') return { ...next, ac: Number(v) };
    return { ...next, [sets]: parseRe(v) ?? [] };
  }
  if (o.once && o.label && (o.table === 'A11' || o.table === 'G9R9'))
    next = { ...next, done: { ...next.done, [o.table]: [...next.done[o.table], o.label] } };
  const infantry = (situation.column ?? 'infantry') === 'infantry';
  // G3 line 438, R3 line 655: Infantry Leader finals of 4 (R3: 3) or less raise the count.
  if (o.table === 'G3' && infantry && o.final <= 4)
    next = { ...next, goodLeaders: { ...next.goodLeaders, G3: next.goodLeaders.G3 + 1 } };
  if (o.table === 'R3' && infantry && o.final <= 3)
    next = { ...next, goodLeaders: { ...next.goodLeaders, R3: next.goodLeaders.R3 + 1 } };
  const remind = (text: string, source: string) => ({
    ...next,
    reminders: [...next.reminders, { text, source }],
  });
  const key = `${o.table} ${o.label}`;
  switch (key) {
    case 'A11 16': // line 764
      if (next.ac !== null && next.ac < 5) next = { ...next, ac: next.ac + 1 };
      break;
    case 'A11 42': // line 777
      next = remind('FRIENDLY units suffer Ammunition Shortage (A19.131).', 'ENEMY RE 42');
      break;
    case 'A11 52': // line 782
      next = moveRe(next, 'friendlyRe', -1, 2);
      break;
    case 'A11 64': // line 790
      next = remind('FRIENDLY Command DRs (16.3) get +1.', 'ENEMY RE 64');
      break;
    case 'G9R9 04': // line 815
      next = { ...remind('Every ENEMY A5 dr gets +1.', 'FRIENDLY RE 04'), re04: true };
      break;
    case 'G9R9 24': // line 825
      next = remind('ENEMY units suffer Ammunition Shortage (A19.131).', 'FRIENDLY RE 24');
      break;
    case 'G9R9 43': // line 833
      if (next.ac !== null && next.ac > 2) next = { ...next, ac: next.ac - 1 };
      break;
    case 'G9R9 73-74': // line 853
      next = remind(
        'An ENEMY unit rolling doubles of 4+ on A2a-b Panics (6.21).',
        'FRIENDLY RE 73-74',
      );
      break;
    case 'G9R9 75-76': // line 854
      next = {
        ...remind(
          'ENEMY units are in Hold; A1 DRs get +1, negative A1 DRM cancelled.',
          'FRIENDLY RE 75-76',
        ),
        calledOff: true,
        enemyRe: next.enemyRe.length ? shift(next.enemyRe, -1) : next.enemyRe,
      };
      break;
    case 'G9R9.44 1-3': // line 835
      next = moveRe(next, 'enemyRe', -1, 2);
      break;
    case 'G9R9.44 4-6': // line 836
      next = moveRe(next, 'friendlyRe', 1, 6);
      break;
    default:
      break;
  }
  return next;
}

/** Applies one log line to the Mission, or says why it cannot be applied. */
export function applyEntry(s: MissionState, e: LogEntry): Result<MissionState> {
  const index = s.played.length;
  if (e.kind !== 'card' && e.from) {
    const parent = s.played[e.from.entry];
    if (!parent?.open.some((n) => n.slot === e.from!.slot))
      return err('mission.from', 'input', 'That follow-up roll is not open any more.');
  }
  const played = (p: Omit<Played, 'index'>, next: MissionState): MissionState => {
    const closed = e.kind !== 'card' && e.from ? e.from : null;
    const list = next.played.map((x) =>
      closed && x.index === closed.entry
        ? { ...x, open: x.open.filter((n) => n.slot !== closed.slot) }
        : x,
    );
    return { ...next, played: [...list, { ...p, index }] };
  };
  if (e.kind === 'card') {
    if (e.ac !== null && (!Number.isInteger(e.ac) || e.ac < 1 || e.ac > 5))
      return err('mission.ac', '5.1', 'The AC# is a whole number from 1 to 5.');
    const enemyRe = parseRe(e.enemyRe);
    const friendlyRe = parseRe(e.friendlyRe);
    if (!enemyRe || !friendlyRe)
      return err('mission.re', '2.4', 'RE numbers are consecutive numbers such as 5/6 or 4/5/6.');
    return ok(played({ entry: e, open: [] }, { ...s, ac: e.ac, enemyRe, friendlyRe }));
  }
  if (e.kind === 'typed') {
    const text = e.text.trim();
    if (!isGarbled(e.table))
      return err('mission.typed', 'input', `${e.table} is not a table typed by hand.`);
    if (text === '' || text.length > 200)
      return err(
        'mission.typed',
        'input',
        'Type what the printed table says (1 to 200 characters).',
      );
    return ok(played({ entry: { ...e, text }, open: [] }, s));
  }
  const situation = e.situation;
  const ctx = contextFor(s, e.table, situation);
  const r = isMainTable(e.table)
    ? rollMain(e.table, ctx, e.dice, rerollsFor(s, e.table))
    : rollSub(e.table, e.dice, setupChips(s, e.table));
  if (!r.ok) return r;
  const o = r.value;
  let prng = s.prng;
  if (e.source === 'app') {
    const [drawn, after] = nextD6s(s.prng, e.dice.length);
    if (drawn.some((d, i) => d !== e.dice[i]))
      return err('mission.dice', 'input', 'Generated dice do not match the Mission’s dice stream.');
    prng = after;
  }
  const sides = { enemy: s.enemy, friendly: s.record.friendly, mission: s.record.mission };
  const root = e.from ? rootOf(s.played, e.from.entry) : index;
  const offers = followUps(o, sides, squadsIn(s.played, root)).map((n, slot) => ({ ...n, slot }));
  const next = afterRoll({ ...s, prng }, o, situation);
  const added = played({ entry: e, outcome: o, open: offers }, next);
  return ok(nkvdLeader(added, root, o));
}

/**
 * 5.73 (line 20): once an NKVD MMC or a 4-2-6 is activated with a Russian ENEMY leader (from A1
 * or R10a), that activation's open leader roll moves from R3 to R3a.
 */
function nkvdLeader(s: MissionState, root: number, o: Outcome): MissionState {
  const rootTable = s.played[root]?.entry;
  const activation =
    rootTable?.kind === 'roll' && (rootTable.table === 'A1' || rootTable.table === 'R10a');
  if (s.enemy !== 'russian' || !activation || !/NKVD|4-2-6/.test(o.result) || o.reroll) return s;
  const inGroup = (p: Played) => p.index === root || rootOf(s.played, p.index) === root;
  return {
    ...s,
    played: s.played.map((p) =>
      inGroup(p)
        ? {
            ...p,
            open: p.open.map((n) =>
              n.table === 'R3' && !n.humanWave && !n.armor
                ? { ...n, table: 'R3a', why: 'Leader with NKVD or 4-2-6 (5.73)' }
                : n,
            ),
          }
        : p,
    ),
  };
}

/** The first roll of an activation a follow-up belongs to. */
function rootOf(played: readonly Played[], i: number): number {
  const e = played[i]!.entry;
  return e.kind !== 'card' && e.from ? rootOf(played, e.from.entry) : i;
}

/** Replays a record; fails on the first line the rules refuse. */
export function replay(record: MissionRecord): Result<MissionState> {
  let s = emptyState(record);
  for (const e of record.log) {
    const r = applyEntry(s, e);
    if (!r.ok) return r;
    s = r.value;
  }
  return ok(s);
}

/** Returns a new Mission record. */
export function newMission(mission: MissionId, friendly: Side, seed: PrngWord): MissionRecord {
  return { schemaVersion: 1, mission, friendly, seed: seed >>> 0, log: [], redo: [] };
}

/** Draws the dice for a generated roll on a table from the Mission's dice stream. */
export function generatedDice(s: MissionState, table: string): number[] {
  const t = tableById(table);
  return nextD6s(s.prng, t?.dice === 'dr' ? 1 : 2)[0];
}
