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
import { acChips, acDrmFor, activationCheck } from './activation';
import {
  type ChainInfo,
  GROUP_TABLES,
  type GroupFacts,
  leaderKey,
  leaderSpec,
  leaderWhy,
  unitsOf,
} from './chain';
import { readAdvance } from './due';
import { followUps, type Next } from './followups';
import { isGarbled } from './garbled';
import { oneDie, streamAfter } from './mission-dice';
import { afterFfe, afterRoll, isBoobyTrap, parseRe } from './mission-events';
import type { From, LogEntry, MissionRecord, MissionState, Played } from './mission-types';
import { MISSIONS, otherSide } from './missions';
import type { RollContext } from './modifiers';
import { type Outcome, rollMain, rollSub } from './roll';
import { setupRoll } from './setup';
import { checkSituation, type Situation } from './situation';
import { isMainTable, tableById } from './tables';
import { atWords, isStep, startAt } from './turn';
import type { MissionId, Side } from './types';

export type * from './mission-types';
export type { Situation };

/**
 * Returns the context a roll is read with at this point of the Mission. With `from`, a follow-up
 * also reads its chain: R3a takes the NKVD and 4-2-6 counts of its group (lines 364-365), whatever
 * the situation says, since the log holds what was activated.
 */
export function contextFor(
  s: MissionState,
  table: string,
  situation: Situation,
  from?: From,
): RollContext {
  const m = MISSIONS[s.record.mission];
  const chained = from ? groupOf(s.played, s.played[from.entry]?.chain) : undefined;
  const r3a =
    table === 'R3a' && chained
      ? {
          nkvd: chained.nkvd,
          conscripts: chained.conscripts,
          fortified: situation.fortified === true || chained.fortified,
        }
      : {};
  return {
    ...situation,
    ...r3a,
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

/** The group facts a chain's roll belongs to, if its group is one (A1, R10a, G9/R9). */
function groupOf(played: readonly Played[], chain: ChainInfo | undefined): GroupFacts | undefined {
  return chain ? played[chain.group]?.group : undefined;
}

function emptyState(record: MissionRecord): MissionState {
  const enemy = otherSide(record.friendly);
  return {
    record,
    enemy,
    at: startAt(record.mission),
    date: MISSIONS[record.mission].date[record.friendly],
    ac: null,
    enemyRe: [],
    friendlyRe: [],
    san: null,
    boobyTrap: null,
    ffe: [],
    advancedOn: null,
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

const LEADER_TABLES: ReadonlySet<string> = new Set(['G3', 'R3', 'R3a']);

/** The Mission while a line is applied: its played list is this step's own, changed in place. */
type Work = MissionState & { readonly played: Played[] };

/** Closes the offer a follow-up answered, and returns it. */
function closeOffer(w: Work, from: From): (Next & { slot: number }) | undefined {
  const parent = w.played[from.entry]!;
  const offer = parent.open.find((n) => n.slot === from.slot);
  w.played[from.entry] = { ...parent, open: parent.open.filter((n) => n.slot !== from.slot) };
  return offer;
}

/** Applies a card or typed line; null for a roll. */
function applyOther(w: Work, e: LogEntry, index: number): Result<MissionState> | null {
  if (e.kind === 'card') {
    if (e.ac !== null && (!Number.isInteger(e.ac) || e.ac < 1 || e.ac > 5))
      return err('mission.ac', '5.1', 'The AC# is a whole number from 1 to 5.');
    const enemyRe = parseRe(e.enemyRe);
    const friendlyRe = parseRe(e.friendlyRe);
    if (!enemyRe || !friendlyRe)
      return err('mission.re', '2.4', 'RE numbers are consecutive numbers such as 5/6 or 4/5/6.');
    const san = e.san === undefined ? w.san : e.san;
    if (san !== null && (!Number.isInteger(san) || san < 0 || san > 9))
      return err('mission.san', 'A14.1', 'The ENEMY SAN is a whole number from 0 to 9.');
    const boobyTrap = e.boobyTrap === undefined ? w.boobyTrap : e.boobyTrap;
    if (boobyTrap !== null && !isBoobyTrap(boobyTrap))
      return err('mission.boobyTrap', 'B28.9', 'The Booby Trap level is A, B or C.');
    w.played.push({ index, entry: e, at: w.at, open: [] });
    return ok({ ...w, ac: e.ac, enemyRe, friendlyRe, san, boobyTrap });
  }
  if (e.kind === 'phase') {
    const to = { turn: e.turn, player: e.player, phase: e.phase };
    if (!isStep(w.record.mission, w.at, to))
      return err(
        'mission.phase',
        'input',
        `From ${atWords(w.at)} the track goes on to the next phase or the next Player Turn, not ${atWords(to)}.`,
      );
    w.played.push({ index, entry: e, at: w.at, open: [] });
    return ok({ ...w, at: to });
  }
  if (e.kind === 'ac') return applyCheck(w, e, index);
  if (e.kind === 'dismiss') {
    const offer = closeOffer(w, e.from);
    const dismissed = offer ? { dismissed: { table: offer.table, why: offer.why } } : {};
    w.played.push({ index, entry: e, at: w.at, open: [], ...dismissed });
    return ok(w);
  }
  if (e.kind === 'advance') {
    const r = readAdvance(w, e);
    if (!r.ok) return r;
    const { outcome, prng } = r.value;
    w.played.push({ index, entry: e, at: w.at, open: [], advance: outcome });
    const advancedOn = w.advancedOn ?? (outcome.advances ? w.at.turn : null);
    return ok({ ...w, prng, advancedOn });
  }
  if (e.kind !== 'typed') return null;
  const text = e.text.trim();
  if (!isGarbled(e.table))
    return err('mission.typed', 'input', `${e.table} is not a table typed by hand.`);
  if (text === '' || text.length > 200)
    return err('mission.typed', 'input', 'Type what the printed table says (1 to 200 characters).');
  if (e.from) {
    const offer = w.played[e.from.entry]!.open.find((n) => n.slot === e.from!.slot);
    if (offer && offer.table !== e.table)
      return err('mission.from', 'input', `That follow-up is ${offer.table}, not ${e.table}.`);
    closeOffer(w, e.from);
  }
  w.played.push({ index, entry: { ...e, text }, at: w.at, open: [] });
  return ok(w);
}

/** Applies an Activation Check: the AC# on the card, a die, and AC drm the Mission lists. */
function applyCheck(
  w: Work,
  e: Extract<LogEntry, { kind: 'ac' }>,
  index: number,
): Result<MissionState> {
  if (w.ac === null)
    return err(
      'mission.ac',
      '5.1',
      'Type the AC# from the Mission card before an Activation Check.',
    );
  const die = oneDie(e.dice, '5.1', 'An Activation Check');
  if (!die.ok) return die;
  const listed = acDrmFor(w.record.mission, w.enemy).map((d) => d.id);
  const unknown = e.drm.find((id, i) => !listed.includes(id) || e.drm.indexOf(id) !== i);
  if (unknown !== undefined)
    return err(
      'mission.acDrm',
      '5.1',
      `Mission ${w.record.mission} lists no AC drm "${unknown}" for this ENEMY (or it is given twice).`,
    );
  if (!Number.isInteger(e.other) || e.other < -6 || e.other > 6)
    return err('mission.acDrm', '5.1', 'Other AC drm is a whole number from -6 to +6.');
  const prng = streamAfter(w.prng, e.dice, e.source);
  if (!prng.ok) return prng;
  const chips = acChips(w.record.mission, w.enemy, e.drm, e.other);
  const check = activationCheck(die.value, w.ac, chips);
  w.played.push({ index, entry: e, at: w.at, open: [], check });
  return ok({ ...w, prng: prng.value });
}

/** Applies one line to a Mission whose played list this step owns. */
function step(w: Work, e: LogEntry): Result<MissionState> {
  const index = w.played.length;
  if ((e.kind === 'roll' || e.kind === 'typed' || e.kind === 'dismiss') && e.from) {
    const parent = w.played[e.from.entry];
    if (!parent?.open.some((n) => n.slot === e.from!.slot))
      return err('mission.from', 'input', 'That follow-up roll is not open any more.');
  }
  const other = applyOther(w, e, index);
  if (other) return other;
  if (e.kind !== 'roll') return err('mission.entry', 'input', 'Unknown log line.');
  const checked = checkSituation(e.situation);
  if (!checked.ok) return checked;
  const situation = checked.value;
  const artillery = e.table === 'A11' && situation.artilleryCheck === true;
  const ctx = contextFor(w, e.table, situation, e.from);
  // 8.7 (line 87): the artillery check reads A11 only for 14-15 and 62-63; nothing else on the
  // table happens, so no once-per-Mission row is used up and no reroll is asked for.
  const r = isMainTable(e.table)
    ? rollMain(
        e.table,
        artillery ? { ...ctx, done: [] } : ctx,
        e.dice,
        artillery ? {} : rerollsFor(w, e.table),
      )
    : rollSub(e.table, e.dice, setupChips(w, e.table));
  if (!r.ok) return r;
  let o = r.value;
  if (artillery && o.label !== '14-15' && o.label !== '62-63')
    o = {
      ...o,
      result: `No artillery strike: 8.7 resolves only 14-15 and 62-63 (line 87)`,
      once: false,
    };
  // v2 MSR 7 (line 982): each RE occurs once in the Mission; a later DR on it brings nothing.
  const again = o.table === 'v2.reinforce' && o.once && w.done.A11.includes(o.label ?? '');
  if (again)
    o = {
      ...o,
      result: `RE ${o.label} has occurred already: each occurs once in the Mission (line 982)`,
      once: false,
    };
  const prng = streamAfter(w.prng, e.dice, e.source);
  if (!prng.ok) return prng;
  const parentChain = e.from ? w.played[e.from.entry]!.chain : undefined;
  const offer = e.from
    ? w.played[e.from.entry]!.open.find((n) => n.slot === e.from!.slot)
    : undefined;
  // An older Mission may hold a leader rolled on another leader table than its group now gives.
  const leaderOffer = offer?.role === 'leader' && LEADER_TABLES.has(e.table);
  if (offer && offer.table !== e.table && !leaderOffer)
    return err('mission.from', 'input', `That follow-up is ${offer.table}, not ${e.table}.`);
  if (e.from) closeOffer(w, e.from);
  const chain = chainFor(w, e.table, o, index, parentChain);
  // A1 footnote 5 (line 397): the ENEMY MPh is the situation's word or the track's position.
  const enemyMph = w.at.player === 'enemy' && w.at.phase === 'MPh';
  const smokeForF =
    e.table === 'A1' &&
    situation.attitude === 'advance' &&
    (situation.enemyMovePhase === true || enemyMph);
  const sides = { enemy: w.enemy, friendly: w.record.friendly, mission: w.record.mission };
  const live = !(artillery && o.result.startsWith('No artillery')) && !again;
  const offers = live ? followUps(o, sides, [], { side: chain.side, smokeForF }) : [];
  const rolled = artillery || again ? w : afterRoll({ ...w, prng: prng.value }, o, situation);
  // 8.72 counts the ENEMY's FFE strengths: an OBA roll on the ENEMY's column (the default side).
  const ffe =
    (situation.side ?? 'german') === w.enemy ? afterFfe(rolled, o) : { state: rolled, notes: [] };
  const next = ffe.state;
  const notes = [
    ...(smokeForF && o.row?.items?.includes('F')
      ? ['SMOKE in the S? hex instead of a fortification (A1 footnote 5, line 397)']
      : []),
    ...ffe.notes,
  ];
  const work: Work = { ...next, prng: prng.value, played: w.played };
  work.played.push({
    index,
    entry: e,
    at: w.at,
    outcome: o,
    open: [...offers, ...extraOffers(work, o, chain)].map((n, slot) => ({ ...n, slot })),
    chain,
    ...(notes.length ? { notes } : {}),
  });
  joinGroup(work, index, chain, o, situation, leaderOffer ? e.table : null);
  return ok(reconcile(work, chain.group));
}

/** Where a new roll sits: a group of its own (A1, R10a, G9/R9) or its parent's. */
function chainFor(
  w: Work,
  table: string,
  o: Outcome,
  index: number,
  parent: ChainInfo | undefined,
): ChainInfo {
  const here = `${table} ${o.label ?? 'off'}`;
  const side = parent?.side ?? (table === 'G9R9' ? w.record.friendly : w.enemy);
  return {
    root: parent?.root ?? index,
    group: GROUP_TABLES.has(table) || !parent ? index : parent.group,
    side,
    enemy: side === w.enemy,
    path: parent ? `${parent.path} › ${here}` : here,
  };
}

/** Lines 829 and 841: FRIENDLY Russian NKVD reinforcements have a dr of them become 4-2-6. */
function extraOffers(w: Work, o: Outcome, chain: ChainInfo): Next[] {
  const g = w.played[chain.group];
  if (chain.enemy || chain.side !== 'russian' || g?.entry.kind !== 'roll') return [];
  if (g.entry.table !== 'G9R9' || unitsOf(o).nkvd === 0) return [];
  return [
    {
      table: 'G9R9.426',
      why: 'How many NKVD squads become 4-2-6',
      garbled: false,
      armor: false,
      humanWave: false,
    },
  ];
}

/** Adds a roll to its group (or starts one), counting the units it activated. */
function joinGroup(
  w: Work,
  index: number,
  chain: ChainInfo,
  o: Outcome,
  situation: Situation,
  leaderTable: string | null,
): void {
  const u = unitsOf(o);
  if (chain.group === index) {
    const p = w.played[index]!;
    w.played[index] = {
      ...p,
      group: {
        table: o.table,
        ...u,
        fortified: situation.fortified === true,
        members: [index],
        leaderRolls: [],
      },
    };
    return;
  }
  const root = w.played[chain.group]!;
  const g = root.group;
  if (!g) return;
  const spec = leaderSpec(w.played[chain.group]!.chain!, g);
  w.played[chain.group] = {
    ...root,
    group: {
      ...g,
      nkvd: g.nkvd + u.nkvd,
      conscripts: g.conscripts + u.conscripts,
      members: [...g.members, index],
      leaderRolls:
        leaderTable === null
          ? g.leaderRolls
          : [
              ...g.leaderRolls,
              // A leader rolled on another table than the group's (an older Mission) never stood.
              { index, key: leaderTable === spec.table ? leaderKey(spec) : `${leaderTable}?` },
            ],
    },
  };
}

/**
 * After a roll, the group's leader: open leader offers take the group's table, and a leader
 * already rolled under another table or other R3a counts no longer stands (5.73, line 20): it is
 * marked superseded, its good-leader count taken back, and its offer opened again.
 */
function reconcile(w: Work, groupIndex: number): MissionState {
  const root = w.played[groupIndex]!;
  const g = root.group;
  if (!g || !root.chain) return w;
  const spec = leaderSpec(root.chain, g);
  const key = leaderKey(spec);
  const garbled = tableById(spec.table) === undefined;
  const asSpec = (n: Next & { slot: number }) =>
    n.role === 'leader' ? { ...n, table: spec.table, why: leaderWhy(spec.table), garbled } : n;
  for (const m of g.members) {
    const p = w.played[m]!;
    if (p.open.some((n) => n.role === 'leader' && n.table !== spec.table))
      w.played[m] = { ...p, open: p.open.map(asSpec) };
  }
  const stale = g.leaderRolls.filter((l) => l.key !== key);
  if (stale.length === 0) return w;
  let out: MissionState = w;
  for (const l of stale) {
    const p = w.played[l.index]!;
    const e = p.entry;
    if (e.kind !== 'roll' || !e.from) continue;
    w.played[l.index] = {
      ...p,
      open: [],
      superseded: `The leader comes from ${spec.table} for these units (5.73, line 20): roll it again`,
    };
    out = takeBackGoodLeader(out, p);
    const parent = w.played[e.from.entry]!;
    const again = {
      table: spec.table,
      why: leaderWhy(spec.table),
      garbled,
      armor: false,
      humanWave: false,
      role: 'leader' as const,
      slot: e.from.slot,
    };
    w.played[e.from.entry] = {
      ...parent,
      open: [...parent.open, again].sort((a, b) => a.slot - b.slot),
    };
  }
  w.played[groupIndex] = {
    ...w.played[groupIndex]!,
    group: { ...g, leaderRolls: g.leaderRolls.filter((l) => l.key === key) },
  };
  return out;
}

/** Undoes the G3/R3 good-leader count a superseded roll added (lines 438, 655). */
function takeBackGoodLeader(s: MissionState, p: Played): MissionState {
  const o = p.outcome;
  if (!o || p.entry.kind !== 'roll' || o.reroll || o.row === null) return s;
  if ((p.entry.situation.column ?? 'infantry') !== 'infantry') return s;
  if (o.table === 'G3' && o.final <= 4)
    return { ...s, goodLeaders: { ...s.goodLeaders, G3: s.goodLeaders.G3 - 1 } };
  if (o.table === 'R3' && o.final <= 3)
    return { ...s, goodLeaders: { ...s.goodLeaders, R3: s.goodLeaders.R3 - 1 } };
  return s;
}

/** Applies one log line to the Mission, or says why it cannot be applied. */
export function applyEntry(s: MissionState, e: LogEntry): Result<MissionState> {
  return step({ ...s, played: [...s.played] }, e);
}

/**
 * A Mission replayed line by line in place: each line costs its own work only, so replaying a
 * log is linear in it, and a caller may stop between lines (to let a page paint) and go on.
 * The states it returns share one growing played list: only the latest is current.
 */
export interface MissionReplay {
  /** The Mission after the lines added so far. */
  readonly state: () => MissionState;
  /** Applies the next line, or says why the rules refuse it (the replay then stops there). */
  readonly add: (e: LogEntry) => Result<MissionState>;
}

/** Starts replaying `record` from its card (its log is not applied: add the lines). */
export function missionReplay(record: MissionRecord): MissionReplay {
  // One played list for the whole replay, grown in place (copying it per line is quadratic).
  const played: Played[] = [];
  let s: MissionState = { ...emptyState(record), played };
  return {
    state: () => s,
    add(e) {
      const r = step({ ...s, played }, e);
      if (r.ok) s = r.value;
      return r;
    },
  };
}

/** Replays a record; fails on the first line the rules refuse. */
export function replay(record: MissionRecord): Result<MissionState> {
  const r = missionReplay(record);
  for (const e of record.log) {
    const next = r.add(e);
    if (!next.ok) return next;
  }
  return ok(r.state());
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
