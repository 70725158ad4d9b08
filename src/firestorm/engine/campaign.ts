/**
 * The campaign log and what it adds up to. A campaign is its map and a log of entries: a Battle
 * Marker placed (with the placement roll and where it goes), the mission chosen for an open battle,
 * and a battle's result (with the capture roll where one applies). Several battles may be open at
 * once. Replaying the log gives the owner of every area, the City Fight Track stickers and each
 * battle's effect; everything else shown is derived from that. Pure: dice are typed or handed in.
 */
import { type DieRoll, isPlainObject, tooLong } from '../../core/input';
import { err, ok, type Result } from '../../core/result';
import { type BattleDetails, readDetails } from './details';
import {
  borderKey,
  enemyOf,
  FS_RULE,
  MAP_LIMITS,
  type ReadyMap,
  SIDE_NAME,
  type Side,
  unknownKey,
} from './map';
import {
  captureNeed,
  MARKERS,
  MISSION_KINDS,
  type MissionKind,
  missionName,
  type Phase,
  phaseOf,
  placerOf,
  rollerOf,
} from './rules';

/** A logged die and its source: core's one shape, shared with the other tables. */
export type { DieRoll } from '../../core/input';

/** Where a Battle Marker goes: an arrow between two areas, or a City Fight Explosion. */
export type Marker = { readonly from: string; readonly to: string } | { readonly city: true };
export const isCity = (m: Marker): m is { readonly city: true } => 'city' in m;

/**
 * Reads a marker from untrusted JSON: exactly {"city": true}, or exactly {"from", "to"} with two
 * area ids. A marker that is both a City Fight and an arrow is refused (Place Battle Marker: it is
 * one or the other).
 */
export function readMarker(raw: unknown, at: string): Result<Marker> {
  const shape = `${at} must be {"from": "A", "to": "B"} or {"city": true}`;
  if (!isPlainObject(raw)) return err('fs.marker.shape', 'input', `${shape}.`);
  if ('city' in raw && ('from' in raw || 'to' in raw)) {
    return err(
      'fs.marker.both',
      FS_RULE.place,
      `${shape}, never both: a Battle Marker is an arrow or a City Fight Explosion.`,
    );
  }
  if ('city' in raw) {
    const extra = unknownKey(raw, ['city'], at);
    if (extra) return extra;
    return raw.city === true ? ok({ city: true }) : err('fs.marker.shape', 'input', `${shape}.`);
  }
  const extra = unknownKey(raw, ['from', 'to'], at);
  if (extra) return extra;
  if (typeof raw.from !== 'string' || typeof raw.to !== 'string') {
    return err('fs.marker.shape', 'input', `${shape}.`);
  }
  // An area id is at most MAP_LIMITS.id characters; a longer one names no area on any map.
  for (const side of ['from', 'to'] as const) {
    const long = tooLong(raw[side] as string, `${at}.${side} (an area id)`, MAP_LIMITS.id);
    if (long) return err('fs.marker.area', 'input', long);
  }
  return ok({ from: raw.from, to: raw.to });
}

/** The three results of a game. */
export const RESULTS = ['attacker', 'defender', 'draw'] as const;
export type BattleResult = (typeof RESULTS)[number];

/** One entry of the campaign log. `battle` is the Battle Marker's number (1-15). */
export type LogEntry =
  | { readonly kind: 'place'; readonly die: DieRoll; readonly marker: Marker }
  | {
      readonly kind: 'mission';
      readonly battle: number;
      readonly mission: MissionKind;
      readonly roll?: DieRoll;
    }
  | {
      readonly kind: 'result';
      readonly battle: number;
      readonly result: BattleResult;
      readonly capture?: DieRoll;
      /** Who played, when, the score and notes: the club's record, never a rule's input. */
      readonly details?: BattleDetails;
    }
  /**
   * A second result sent for a battle already decided, that the organiser did not take: kept in
   * the log for the record (who sent what), changing nothing in the campaign.
   */
  | {
      readonly kind: 'aside';
      readonly battle: number;
      readonly result: BattleResult;
      readonly capture?: DieRoll;
      readonly details?: BattleDetails;
    };

type MissionEntry = Extract<LogEntry, { kind: 'mission' }>;
type ResultEntry = Extract<LogEntry, { kind: 'result' }>;
/** A result not taken (see LogEntry 'aside'). */
export type AsideEntry = Extract<LogEntry, { kind: 'aside' }>;

/** A battle as the log has it so far. */
export interface Battle {
  readonly marker: number;
  readonly phase: Phase;
  readonly roller: Side;
  readonly placeDie: DieRoll;
  /** The side that placed the marker and attacks. */
  readonly placer: Side;
  readonly target: Marker;
  readonly mission?: { readonly kind: MissionKind; readonly roll?: DieRoll; readonly name: string };
  readonly result?: BattleResult;
  readonly capture?: DieRoll;
  readonly details?: BattleDetails;
  /** What the result did, in words; empty while the battle is open. */
  readonly effect: string;
  /** Results sent for it and not taken, oldest first (kept for the record). */
  readonly asides?: readonly AsideEntry[];
}

/** The state the log adds up to. */
export interface CampaignState {
  readonly ready: ReadyMap;
  readonly owners: Readonly<Record<string, Side>>;
  readonly battles: readonly Battle[];
  readonly stickers: Readonly<Record<Side, number>>;
}

/** Returns the state before any Battle Marker. */
export function startCampaign(ready: ReadyMap): CampaignState {
  const owners: Record<string, Side> = {};
  for (const a of ready.map.areas) owners[a.id] = a.owner;
  return { ready, owners, battles: [], stickers: { german: 0, soviet: 0 } };
}

const isDie = (d: DieRoll | undefined): d is DieRoll =>
  d !== undefined && Number.isInteger(d.value) && d.value >= 1 && d.value <= 6;
const dieError = (what: string, rule: string, d: DieRoll | undefined) =>
  err(
    'fs.die.face',
    rule,
    `The ${what} must be a die face 1 to 6; got ${d ? String(d.value) : 'none'}.`,
  );

/** Returns the battles still waiting for their result. */
export const openBattles = (s: CampaignState): Battle[] => s.battles.filter((b) => !b.result);

/** Returns why `side` may not place an arrow from `from` to `to` now, or null when it may. */
export function arrowProblem(
  s: CampaignState,
  side: Side,
  from: string,
  to: string,
): { code: string; message: string } | null {
  const { byId, neighbours } = s.ready;
  const a = byId.get(from);
  const b = byId.get(to);
  if (!a || !b)
    return { code: 'fs.arrow.unknown', message: `No area ${a ? to : from} on the map.` };
  const who = SIDE_NAME[side];
  if (a.city || b.city) {
    return {
      code: 'fs.arrow.city',
      message: `${a.city ? from : to} is the Stalingrad Location: it never changes hands, so fights there are City Fight Explosions, not arrows.`,
    };
  }
  if (s.owners[from] !== side) {
    return { code: 'fs.arrow.from', message: `${who} does not hold ${from}.` };
  }
  if (s.owners[to] === side) {
    return { code: 'fs.arrow.to', message: `${to} is already held by ${who}.` };
  }
  const near = neighbours.get(from) ?? [];
  if (!near.includes(to)) {
    return {
      code: 'fs.arrow.border',
      message: `${from} and ${to} share no border (an arrow crosses a border line, never a corner).`,
    };
  }
  if (near.every((n) => s.owners[n] !== side)) {
    return {
      code: 'fs.arrow.surrounded',
      message: `${from} is surrounded by enemy-held areas: it cannot launch an attack until relieved.`,
    };
  }
  const key = borderKey(from, to);
  const busy = openBattles(s).find(
    (o) => !isCity(o.target) && borderKey(o.target.from, o.target.to) === key,
  );
  if (busy) {
    return {
      code: 'fs.arrow.active',
      message: `Battle ${busy.marker} is already being fought between ${from} and ${to}.`,
    };
  }
  return null;
}

/** Returns every arrow `side` may place now, as [from, to] pairs in map order. */
export function legalArrows(s: CampaignState, side: Side): [string, string][] {
  const out: [string, string][] = [];
  for (const a of s.ready.map.areas) {
    for (const n of s.ready.neighbours.get(a.id) ?? []) {
      if (arrowProblem(s, side, a.id, n) === null) out.push([a.id, n]);
    }
  }
  return out;
}

function place(s: CampaignState, die: DieRoll, marker: Marker): Result<CampaignState> {
  const n = s.battles.length + 1;
  if (n > MARKERS) {
    return err('fs.markers.used', FS_RULE.games, `All ${MARKERS} Battle Markers have been used.`);
  }
  if (!isDie(die)) return dieError('placement roll', FS_RULE.place, die);
  const placer = placerOf(n, die.value);
  if (!isCity(marker)) {
    const p = arrowProblem(s, placer, marker.from, marker.to);
    if (p) return err(p.code, FS_RULE.placing, `Battle ${n}: ${p.message}`);
  }
  const battle: Battle = {
    marker: n,
    phase: phaseOf(n),
    roller: rollerOf(n),
    placeDie: die,
    placer,
    target: isCity(marker) ? { city: true } : { from: marker.from, to: marker.to },
    effect: '',
  };
  return ok({ ...s, battles: [...s.battles, battle] });
}

function find(s: CampaignState, n: number): Result<Battle> {
  const b = s.battles.find((x) => x.marker === n);
  return b
    ? ok(b)
    : err('fs.battle.unknown', FS_RULE.games, `No Battle Marker ${n} has been placed.`);
}

const replace = (s: CampaignState, b: Battle): CampaignState => ({
  ...s,
  battles: s.battles.map((x) => (x.marker === b.marker ? b : x)),
});

/** Battle `n`, when its mission or its result is still to be recorded (each is recorded once). */
function awaiting(s: CampaignState, n: number, step: 'mission' | 'result'): Result<Battle> {
  const found = find(s, n);
  if (!found.ok || !found.value[step]) return found;
  return err(`fs.${step}.twice`, FS_RULE.games, `Battle ${n} has its ${step} already.`);
}

/** Records battle `b`'s mission (the entry's battle is `b`). */
function chooseMission(s: CampaignState, b: Battle, e: MissionEntry): Result<CampaignState> {
  const { battle: n, mission: kind, roll } = e;
  if (!MISSION_KINDS.includes(kind)) {
    return err('fs.mission.kind', 'input', `Unknown mission choice ${String(kind)}.`);
  }
  if (kind === 'city' && !isCity(b.target)) {
    return err(
      'fs.mission.city',
      'Play a Game',
      `Battle ${n} is in the countryside: City Fighting missions are for fights inside Stalingrad.`,
    );
  }
  const rolled = kind === 'counterattack' || kind === 'static';
  if (rolled && !isDie(roll)) return dieError('mission roll', FS_RULE.mission, roll);
  if (!rolled && roll !== undefined) {
    return err('fs.mission.roll', FS_RULE.mission, 'Only the defender’s choice is rolled for.');
  }
  const mission = {
    kind,
    ...(rolled && roll ? { roll } : {}),
    name: missionName(kind, roll?.value),
  };
  return ok(replace(s, { ...b, mission }));
}

/** Records battle `b`'s result and, where one applies, the capture roll (the entry's battle is `b`). */
function resolve(s: CampaignState, b: Battle, e: ResultEntry): Result<CampaignState> {
  const { battle: n, result, capture } = e;
  const details = e.details === undefined ? ok(undefined) : readDetails({ ...e.details }, '');
  if (!details.ok)
    return err(details.error.code, details.error.rule, `Battle ${n}: ${details.error.message}`);
  if (!b.mission) {
    return err('fs.result.mission', FS_RULE.games, `Battle ${n}: choose the mission first.`);
  }
  if (!RESULTS.includes(result)) {
    return err('fs.result.kind', 'input', `Unknown result ${String(result)}.`);
  }
  const t = b.target;
  const defender = enemyOf(b.placer);
  const needsCapture = !isCity(t) && result === 'defender';
  const rule = isCity(t) ? FS_RULE.city : FS_RULE.country;
  if (needsCapture && capture === undefined) {
    return err(
      'fs.capture.missing',
      rule,
      `Battle ${n}: the defender won, so roll for the capture.`,
    );
  }
  if (!needsCapture && capture !== undefined) {
    return err(
      'fs.capture.needless',
      rule,
      `Battle ${n}: a capture roll applies only when the defender wins in the countryside.`,
    );
  }
  if (needsCapture && !isDie(capture)) return dieError('capture roll', rule, capture);
  const owners = { ...s.owners };
  const stickers = { ...s.stickers };
  let effect: string;
  if (result === 'draw') {
    effect = isCity(t) ? 'Neither won: no sticker.' : 'Neither won: no area changes hands.';
  } else if (isCity(t)) {
    const winner = result === 'attacker' ? b.placer : defender;
    stickers[winner] += 1;
    effect = `${SIDE_NAME[winner]} sticker ${stickers[winner]} on the City Fight Track.`;
  } else if (result === 'attacker') {
    effect =
      owners[t.to] === b.placer
        ? `${t.to} is already ${SIDE_NAME[b.placer]}: no change.`
        : `${SIDE_NAME[b.placer]} takes ${t.to}.`;
    owners[t.to] = b.placer;
  } else {
    const need = captureNeed(b.mission.kind);
    const die = (capture as DieRoll).value;
    const took = die >= need;
    const head = `Capture roll ${die} (needs ${need === 6 ? '6' : `${need}+`}):`;
    if (!took) effect = `${head} no capture.`;
    else if (owners[t.from] === defender)
      effect = `${head} ${t.from} is already ${SIDE_NAME[defender]}.`;
    else effect = `${head} ${SIDE_NAME[defender]} takes ${t.from}.`;
    if (took) owners[t.from] = defender;
  }
  const done: Battle = {
    ...b,
    result,
    ...(capture ? { capture } : {}),
    ...(details.value ? { details: details.value } : {}),
    effect,
  };
  return ok({ ...replace(s, done), owners, stickers });
}

/** Keeps a result not taken beside battle `n`'s own, once the battle has its result. */
function setAside(s: CampaignState, e: AsideEntry): Result<CampaignState> {
  const found = find(s, e.battle);
  if (!found.ok) return found;
  const b = found.value;
  if (!b.result) {
    return err(
      'fs.aside.open',
      FS_RULE.games,
      `Battle ${e.battle} has no result yet: record the result sent instead of keeping it aside.`,
    );
  }
  if (!RESULTS.includes(e.result)) {
    return err('fs.result.kind', 'input', `Unknown result ${String(e.result)}.`);
  }
  if (e.capture !== undefined && !isDie(e.capture)) {
    return dieError('capture roll', FS_RULE.country, e.capture);
  }
  const details = e.details === undefined ? ok(undefined) : readDetails({ ...e.details }, '');
  if (!details.ok)
    return err(
      details.error.code,
      details.error.rule,
      `Battle ${e.battle}: ${details.error.message}`,
    );
  return ok(replace(s, { ...b, asides: [...(b.asides ?? []), e] }));
}

/** Returns the state after one more log entry, or why the entry cannot be made. */
export function applyEntry(s: CampaignState, e: LogEntry): Result<CampaignState> {
  switch (e.kind) {
    case 'place':
      return place(s, e.die, e.marker);
    case 'aside':
      return setAside(s, e);
    case 'mission':
    case 'result': {
      const found = awaiting(s, e.battle, e.kind);
      if (!found.ok) return found;
      return e.kind === 'mission' ? chooseMission(s, found.value, e) : resolve(s, found.value, e);
    }
  }
}

/** Replays a whole log from the start; the first refused entry is the error. */
export function replay(ready: ReadyMap, log: readonly LogEntry[]): Result<CampaignState> {
  let s = startCampaign(ready);
  for (const e of log) {
    const r = applyEntry(s, e);
    if (!r.ok) return err(r.error.code, r.error.rule, entryWhere(s, e, r.error.message));
    s = r.value;
  }
  return ok(s);
}

/**
 * A replay refusal named by the battle and the step it stopped at ("Battle 4's result: …"), as
 * the club knows it, not by the entry's place in the log; a message that names the battle
 * already is left as it is.
 */
function entryWhere(s: CampaignState, e: LogEntry, message: string): string {
  const n = e.kind === 'place' ? s.battles.length + 1 : e.battle;
  if (message.startsWith(`Battle ${n}`)) return message;
  const step = e.kind === 'place' ? 'placement' : e.kind;
  return `Battle ${n}'s ${step}: ${message}`;
}
