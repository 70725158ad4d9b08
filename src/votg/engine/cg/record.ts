/**
 * The SASL Campaign Game record (S.20 lines 56-305): the CG, its start, and a log of entries
 * replayed through the rules. Each CG Day runs its steps in the text's order: the Refit Phase
 * (12.602-12.6271) before every scenario after the initial one, the Scenario Commencement rolls
 * (12.627) before every scenario, then the scenario's result. Every roll is read on a table of
 * cg/tables.ts with the drm computed here from the record. Pure: dice come in the entries.
 */
import { DIE_SOURCES, type DiceSource } from '../../../core/input';
import { err, foldResults, ok, type Result } from '../../../core/result';
import type { UndoLog } from '../../../core/undo-log';
import {
  CAMPAIGNS,
  type CgChit,
  type CgEnemy,
  type CgId,
  type CgNote,
  cgDays,
  REFIT_NOTES,
} from './campaigns';
import type { CgInput } from './fields';
import type { CgOutcome } from './roll';
import { applyScenarioRoll, type CgScenarioEntry, type CgScenarioLine } from './scenario';
import { GUARDS_MAX, rollCgTable } from './tables';

/** How the CG starts: the CG, the ENEMY, and the Chapter V values the player brings. */
export interface CgStart {
  readonly cg: CgId;
  readonly enemy: CgEnemy;
  /** The ENEMY ELR at the CG start (Chapter V's CG setup). */
  readonly elr: number;
  /** The ENEMY SAN at the CG start. */
  readonly san: number;
  /** The Russian ENEMY's Booby Trap level at the CG start: 0 none, 1 A, 2 B, 3 C (B28.9). */
  readonly boobyTrap: number;
  /** The CG Balance DRM y the ENEMY qualifies for (V12.32, line 93), 0 when none. */
  readonly balance: number;
}

/** The result of a played CG scenario, as the player reports it. */
export interface CgScenarioResult {
  readonly winner: 'friendly' | 'enemy';
  readonly night: boolean;
  /** Casualty VP the ENEMY suffered (12.625 line 233). */
  readonly casualtyVP: number;
  /** Squad equivalents and AFV the ENEMY Activated (12.619 lines 206-208). */
  readonly eliteSquads: number;
  readonly firstLineSquads: number;
  readonly afv: number;
}

/** One entry of the log: a step's dice or the player's answer. */
export type CgEntry =
  | { readonly step: 'date'; readonly historical: number; readonly overcast: boolean }
  | { readonly step: 'prisoners'; readonly dice: readonly number[]; readonly source?: DiceSource }
  | { readonly step: 'counterattackDeclared'; readonly declared: boolean }
  | { readonly step: 'elrResult'; readonly elr: number }
  | { readonly step: 'friendlyChit'; readonly chit: CgChit }
  | { readonly step: 'reBuy'; readonly cpp: 0 | 5 | 6 }
  | ({ readonly step: 'result' } & CgScenarioResult)
  | { readonly step: CgRollStep; readonly dice: readonly number[]; readonly source?: DiceSource }
  | CgScenarioEntry;

/** An entry of a CG Day's steps (not an in-scenario roll). */
type StepEntry = Exclude<CgEntry, CgScenarioEntry>;

/** The steps that are one roll on a CG table. */
export type CgRollStep =
  | 'counterattack'
  | 'elr'
  | 'recon'
  | 'initiative'
  | 'night'
  | 'san'
  | 'reFriendly'
  | 'reEnemy'
  | 'boobyTrap'
  | 'acNumber';

/** A saved Campaign Game: its start and its log (with the entries undone, core's undo log). */
export interface CgRecord extends UndoLog<CgEntry> {
  readonly schemaVersion: 1;
  readonly kind: 'votg-cg';
  readonly start: CgStart;
}

/** One CG Day as it went: chits, what was rolled for its scenario, and its result. */
export interface CgDayRecord {
  readonly day: number;
  readonly historical: number;
  readonly overcast: boolean;
  readonly friendlyChit: CgChit | null;
  readonly enemyChit: CgChit | null;
  /** True when a Russian Counterattack scenario was declared (12.613). */
  readonly counterattack: boolean;
  /** 12.6254's answer, or null when not rolled. */
  readonly nightAssault: boolean | null;
  readonly elr: number;
  readonly recon: number;
  readonly san: number;
  readonly boobyTrap: number;
  readonly reFriendly: string | null;
  readonly reEnemy: string | null;
  readonly acNumber: number | null;
  /** The CPP the FRIENDLY side spent on RE (0, 5 or 6; line 273). */
  readonly reCpp: 0 | 5 | 6;
  readonly prisoners: readonly ('keep' | 'execute')[];
  /** A pending ELR final waiting for V12.619's printed result. */
  readonly elrFinal: number | null;
  readonly idle: boolean;
  readonly result: CgScenarioResult | null;
  /** Each roll made this day: the step, its dice and its outcome (modifiers named by line). */
  readonly rolls: readonly CgRollLine[];
  /** The rolls made during the day's scenario (20.41, lines 63-98: cg/scenario.ts). */
  readonly scenarioRolls: readonly CgScenarioLine[];
  /** How far through the day's steps (STEPS) it is: the index after its last step done. */
  readonly stepsDone: number;
}

/** One roll of a CG Day, as the log shows it. */
export interface CgRollLine {
  readonly step: CgRollStep;
  readonly dice: readonly number[];
  /** Who rolled: the owner's dice typed, or the app's (absent in a line logged without it). */
  readonly source?: DiceSource;
  readonly outcome: CgOutcome;
}

/** The record replayed: the days done, the day in hand and the values carried. */
export interface CgState {
  readonly start: CgStart;
  readonly days: readonly CgDayRecord[];
  /** The day in hand (null once the last CG Date is done). */
  readonly current: CgDayRecord | null;
}

/** What the record asks for next. */
export interface CgStep {
  readonly step: StepEntry['step'] | 'over';
  readonly rule: string;
  readonly line: number;
  readonly name: string;
  /** The CG table rolled, with the inputs the record gives it. */
  readonly table?: string;
  readonly input?: CgInput;
  /** Steps of the text with no roll that come before this one, to do at the table. */
  readonly reminders: readonly CgNote[];
}

const CG_RULE = '20.4';

/** Returns a new record for `start` (checked), or the rule the start breaks. */
export function newCgRecord(start: CgStart): Result<CgRecord> {
  const bad = checkStart(start);
  return bad ? bad : ok({ schemaVersion: 1, kind: 'votg-cg', start, log: [], redo: [] });
}

function checkStart(s: CgStart): Result<never> | null {
  const whole = (v: unknown, lo: number, hi: number) =>
    typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
  if (!(CAMPAIGNS as Record<string, unknown>)[s.cg])
    return err(
      'votg.cg.start',
      CG_RULE,
      `The Campaign Game is one of I, II, III, IV; got ${String(s.cg)}.`,
    );
  if (s.enemy !== 'german' && s.enemy !== 'russian')
    return err('votg.cg.start', CG_RULE, 'The ENEMY is german or russian.');
  if (!whole(s.elr, 0, 5))
    return err('votg.cg.start', '12.619', 'The starting ENEMY ELR is a whole number 0-5.');
  if (!whole(s.san, 0, 9))
    return err('votg.cg.start', '12.627', 'The starting ENEMY SAN is a whole number 0-9.');
  if (!whole(s.boobyTrap, 0, 3) || (s.enemy === 'german' && s.boobyTrap !== 0))
    return err(
      'votg.cg.start',
      '12.627',
      'The Booby Trap level is 0-3 (none, A, B, C; B28.9), and 0 for a German ENEMY (line 282).',
    );
  if (!whole(s.balance, 0, 6))
    return err('votg.cg.start', 'V12.32', 'The CG Balance DRM y is a whole number 0-6 (line 93).');
  return null;
}

const openDay = (start: CgStart, day: number, prev: CgDayRecord | null): CgDayRecord => ({
  day,
  historical: 0,
  overcast: false,
  friendlyChit: null,
  enemyChit: day === 1 ? CAMPAIGNS[start.cg].initialChit[start.enemy] : null,
  counterattack: false,
  nightAssault: null,
  elr: prev ? prev.elr : start.elr,
  recon: 0,
  // SAN carries from scenario to scenario (docs/rulings.md "CG SAN and Booby Traps").
  san: prev ? prev.san : start.san,
  boobyTrap: start.boobyTrap,
  reFriendly: null,
  reEnemy: null,
  acNumber: null,
  reCpp: 0,
  prisoners: [],
  elrFinal: null,
  idle: false,
  result: null,
  rolls: [],
  scenarioRolls: [],
  stepsDone: 0,
});

/** Returns the state at the start of a CG: day 1 (the initial scenario) in hand. */
export function cgStartState(start: CgStart): CgState {
  return { start, days: [], current: openDay(start, 1, null) };
}

/** The days before the day in hand, last first, and facts the drm read from them. */
function history(s: CgState) {
  const played = s.days.filter((d) => !d.idle);
  const lastScenario = played.at(-1) ?? null;
  const prev = s.days.at(-1) ?? null;
  let idleSince = 0;
  for (let i = s.days.length - 1; i >= 0 && s.days[i]!.idle; i--) idleSince++;
  // Since the CG start or the last Idle Day, whichever is later (docs/rulings.md "CG counts").
  let sinceIdle: CgDayRecord[] = [];
  for (const d of s.days) sinceIdle = d.idle ? [] : [...sinceIdle, d];
  // CG Days after the last one with an ENEMY Attack chit (docs/rulings.md "CG counts").
  let lastAttack = -1;
  s.days.forEach((d, i) => {
    if (d.enemyChit === 'attack') lastAttack = i;
  });
  return {
    prev,
    lastScenario,
    idleSince,
    scenariosSince: sinceIdle.length,
    nightSince: sinceIdle.filter((d) => d.result?.night).length,
    daysSinceAttack: s.days.length - 1 - lastAttack,
  };
}

const isRussian = (s: CgState) => s.start.enemy === 'russian';
const enemyAttacks = (d: CgDayRecord) => d.enemyChit === 'attack';
const later = (d: CgDayRecord) => d.day > 1;

/** One step: when it applies, its rule and line, its table and inputs. */
interface StepDef {
  readonly step: StepEntry['step'];
  readonly rule: string;
  readonly line: number;
  readonly name: string;
  readonly applies: (s: CgState, d: CgDayRecord) => boolean;
  readonly table?: string;
  readonly input?: (s: CgState, d: CgDayRecord) => CgInput;
  readonly reminders?: (s: CgState, d: CgDayRecord) => CgNote[];
}

/** Each CG Day's steps in the text's order (lines 180-305). */
const STEPS: readonly StepDef[] = [
  {
    step: 'date',
    rule: 'V12.4',
    line: 95,
    name: 'CG Date: Historical DRM and weather',
    applies: () => true,
  },
  {
    step: 'prisoners',
    rule: '12.609',
    line: 188,
    name: 'Prisoners: one dr per Isolated ENEMY Guard',
    table: 'CG.prisoners',
    applies: (_s, d) => later(d),
    input: () => ({}),
    reminders: (s) => [
      ...(s.start.enemy === 'german' ? [REFIT_NOTES['12.602']] : []),
      REFIT_NOTES['12.6064'],
      REFIT_NOTES['12.6073'],
    ],
  },
  {
    step: 'counterattack',
    rule: '12.613',
    line: 190,
    name: 'Russian Counterattack Declaration',
    table: 'CG.initiative',
    applies: (s, d) => later(d) && isRussian(s),
    input: (s, d) => ({ ...initiativeInput(s, d), step: '12.613' }),
  },
  {
    step: 'counterattackDeclared',
    rule: '12.613',
    line: 190,
    name: 'Did the FRIENDLY Russians declare a Counterattack?',
    applies: (s, d) => later(d) && !isRussian(s),
  },
  {
    step: 'elr',
    rule: '12.619',
    line: 200,
    name: 'ENEMY ELR DR (V12.619)',
    table: 'CG.elr',
    applies: (_s, d) => later(d) && !d.counterattack,
    input: (s, d) => elrInput(s, d),
    reminders: (s) => (s.start.enemy === 'german' ? [REFIT_NOTES['12.617']] : []),
  },
  {
    step: 'elrResult',
    rule: '12.619',
    line: 200,
    name: 'ENEMY ELR from the V12.619 table',
    applies: (_s, d) => later(d) && !d.counterattack,
  },
  {
    step: 'recon',
    rule: '12.624',
    line: 218,
    name: 'ENEMY Reconnaissance',
    table: 'CG.recon',
    applies: (_s, d) => later(d),
    input: (s) => ({ enemy: s.start.enemy }),
  },
  {
    step: 'friendlyChit',
    rule: '12.625',
    line: 220,
    name: 'FRIENDLY Initiative chit',
    applies: () => true,
  },
  {
    step: 'initiative',
    rule: '12.625',
    line: 220,
    name: 'ENEMY Initiative',
    table: 'CG.initiative',
    // A Russian ENEMY's Counterattack (12.613) is its Attack; a German ENEMY still rolls
    // (docs/rulings.md "CG Counterattack").
    applies: (s, d) => later(d) && !(isRussian(s) && d.counterattack),
    input: (s, d) => initiativeInput(s, d),
  },
  {
    step: 'night',
    rule: '12.6254',
    line: 238,
    name: 'Russian Night Assault',
    table: 'CG.night',
    applies: (s, d) => later(d) && isRussian(s) && enemyAttacks(d),
    input: (_s, d) => ({ overcast: d.overcast }),
  },
  {
    step: 'san',
    rule: '12.627',
    line: 262,
    name: 'ENEMY SAN',
    table: 'CG.san',
    applies: () => true,
    input: (s, d) => ({
      enemy: s.start.enemy,
      idle: d.enemyChit === 'idle',
      san: d.san,
      balance: s.start.balance,
    }),
    reminders: (_s, d) => [
      ...(later(d) ? [REFIT_NOTES['12.6262']] : []),
      ...(d.recon > 0 ? [REFIT_NOTES['12.6265']] : []),
    ],
  },
  {
    step: 'reBuy',
    rule: '12.627',
    line: 273,
    name: 'FRIENDLY RE purchase (0, 5 or 6 CPP)',
    applies: () => true,
  },
  {
    step: 'reFriendly',
    rule: '12.627',
    line: 273,
    name: 'FRIENDLY RE numbers',
    table: 'CG.re',
    applies: (_s, d) => d.reCpp > 0,
    input: (_s, d) => ({ side: 'friendly', extraCpp: d.reCpp === 6 }),
  },
  {
    step: 'reEnemy',
    rule: '12.627',
    line: 273,
    name: 'ENEMY RE numbers',
    table: 'CG.re',
    applies: () => true,
    input: (s) => ({ side: 'enemy', balance: s.start.balance }),
  },
  {
    step: 'boobyTrap',
    rule: '12.627',
    line: 282,
    name: 'Russian ENEMY Booby Trap Capability',
    table: 'CG.boobyTrap',
    applies: (s) => isRussian(s),
    input: (s, d) => ({
      enemy: 'russian',
      attitude: d.enemyChit === 'attack' ? 'attack' : 'idle',
      balance: s.start.balance,
    }),
  },
  {
    step: 'acNumber',
    rule: '12.627',
    line: 291,
    name: 'ENEMY AC#',
    table: 'CG.acNumber',
    applies: () => true,
    input: (s, d) => {
      const h = history(s);
      return {
        enemy: s.start.enemy,
        historical: d.historical,
        balance: s.start.balance,
        idleDays: h.idleSince,
        counterattack: s.start.enemy === 'german' && d.counterattack,
        afterCounterattack:
          s.start.enemy === 'russian' && (h.lastScenario?.counterattack ?? false) && !h.prev?.idle,
      };
    },
  },
  {
    step: 'result',
    rule: 'V12.4',
    line: 95,
    name: 'Play the scenario, then its result',
    applies: () => true,
    reminders: () => [REFIT_NOTES['12.6271']],
  },
];

/** Each step a CG Day can ask for, in order: its rule, line, name and the table it rolls. */
export const cgStepList = (): { rule: string; line: number; name: string; table?: string }[] =>
  STEPS.map(({ rule, line, name, table }) => ({ rule, line, name, ...(table ? { table } : {}) }));

/** 12.625's inputs from the record (lines 220-236). */
function initiativeInput(s: CgState, d: CgDayRecord): CgInput {
  const h = history(s);
  return {
    enemy: s.start.enemy,
    historical: d.historical,
    daysSinceAttack: Math.min(h.daysSinceAttack, 30),
    friendlyWonLast: h.lastScenario?.result?.winner === 'friendly',
    elrStart: s.start.elr,
    elrNow: d.elr,
    casualtyVP: h.lastScenario?.result?.casualtyVP ?? 0,
    cgI: s.start.cg === 'I',
    previousIdle: h.prev?.idle ?? false,
  };
}

/** 12.619's inputs from the record (lines 204-216). */
function elrInput(s: CgState, d: CgDayRecord): CgInput {
  const h = history(s);
  const r = h.prev?.result ?? null;
  return {
    enemy: s.start.enemy,
    historical: d.historical,
    enemyWinsPrevDay: r?.winner === 'enemy' ? 1 : 0,
    idleDays: h.idleSince,
    eliteSquads: r?.eliteSquads ?? 0,
    firstLineSquads: r?.firstLineSquads ?? 0,
    afv: r?.afv ?? 0,
    attackChitPrevDay: h.prev?.enemyChit === 'attack',
    scenariosSince: Math.min(h.scenariosSince, 30),
    nightScenariosSince: s.start.enemy === 'german' ? Math.min(h.nightSince, 30) : 0,
    previousIdle: h.prev?.idle ?? false,
    counterattack: d.counterattack,
  };
}

/** The steps still to do in the day in hand, given the entries it has had. */
function pending(s: CgState, d: CgDayRecord, done: number): StepDef[] {
  return STEPS.slice(done).filter((st) => st.applies(s, d));
}

/** Returns what the record asks for next, with its table's inputs computed from the record. */
export function nextCgStep(s: CgState): CgStep {
  const d = s.current;
  if (!d)
    return {
      step: 'over',
      rule: CG_RULE,
      line: 56,
      name: 'The Campaign Game is over',
      reminders: [],
    };
  const def = pending(s, d, d.stepsDone)[0]!;
  return {
    step: def.step,
    rule: def.rule,
    line: def.line,
    name: def.name,
    ...(def.table ? { table: def.table, input: def.input!(s, d) } : {}),
    reminders: def.reminders?.(s, d) ?? [],
  };
}

const whole = (v: unknown, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

/** Rolls a table for the step; a refusal names the table's rule. */
function rollStep(step: CgStep, dice: readonly number[]): Result<CgOutcome> {
  return rollCgTable(step.table!, step.input, dice);
}

/** Returns the state after `entry`, or the rule that refuses it (wrong step, bad value). */
export function applyCgEntry(s: CgState, entry: CgEntry): Result<CgState> {
  const d = s.current;
  const next = nextCgStep(s);
  if (!d || next.step === 'over')
    return err('votg.cg.over', CG_RULE, 'The Campaign Game is over: its last CG Date is done.');
  if ('source' in entry && entry.source !== undefined && !DIE_SOURCES.includes(entry.source))
    return err('votg.cg.source', next.rule, 'Dice come from the owner or the app.');
  // An in-scenario roll (lines 63-98) is made while the scenario is played, before its result.
  if (entry.step === 'scenario') {
    if (next.step !== 'result')
      return err('votg.cg.step', next.rule, `The scenario is not in play: next is ${next.name}.`);
    const r = applyScenarioRoll(s.start, d, entry);
    return r.ok ? ok({ ...s, current: r.value }) : r;
  }
  if (entry.step !== next.step)
    return err(
      'votg.cg.step',
      next.rule,
      `The next step is ${next.name} (${next.rule}, line ${next.line}), not ${String(entry.step)}.`,
    );
  const at = STEPS.findIndex((st) => st.step === entry.step);
  const r = takeEntry(s, d, next, entry);
  if (!r.ok) return r;
  const day = { ...r.value.day, stepsDone: at + 1 };
  const closes = r.value.closes;
  if (!closes) return ok({ ...s, current: day });
  const days = [...s.days, day];
  const left = days.length < cgDays(s.start.cg);
  const current = left ? openDay(s.start, day.day + 1, day) : null;
  return ok({ ...s, days, current });
}

/** The day after one entry, and whether the day closes (its scenario done, or an Idle Day). */
function takeEntry(
  s: CgState,
  d: CgDayRecord,
  next: CgStep,
  e: StepEntry,
): Result<{ day: CgDayRecord; closes: boolean }> {
  const stay = (day: CgDayRecord) => ok({ day, closes: false });
  switch (e.step) {
    case 'date':
      if (!whole(e.historical, -6, 6) || typeof e.overcast !== 'boolean')
        return err(
          'votg.cg.date',
          'V12.4',
          'A CG Date takes a Historical DRM -6..6 and whether it is Overcast.',
        );
      return stay({ ...d, historical: e.historical, overcast: e.overcast });
    case 'prisoners': {
      if (!Array.isArray(e.dice) || e.dice.length > GUARDS_MAX)
        return err(
          'votg.cg.prisoners',
          '12.609',
          `Prisoners take one dr per Isolated ENEMY Guard (0-${GUARDS_MAX}).`,
        );
      const out: ('keep' | 'execute')[] = [];
      for (const die of e.dice) {
        const r = rollStep(next, [die]);
        if (!r.ok) return r;
        out.push(r.value.result === 'execute' ? 'execute' : 'keep');
      }
      return stay({ ...d, prisoners: out });
    }
    case 'counterattackDeclared':
      if (typeof e.declared !== 'boolean')
        return err(
          'votg.cg.counterattack',
          '12.613',
          'Say whether a Russian Counterattack was declared.',
        );
      return stay({ ...d, counterattack: e.declared });
    case 'elrResult':
      if (!whole(e.elr, 0, 5))
        return err(
          'votg.cg.elr',
          '12.619',
          'The ENEMY ELR read on the V12.619 table is a whole number 0-5.',
        );
      return stay({ ...d, elr: e.elr, elrFinal: null });
    case 'friendlyChit':
      if (e.chit !== 'idle' && e.chit !== 'attack')
        return err('votg.cg.chit', '12.625', 'The FRIENDLY chit is Idle or Attack.');
      return stay({ ...d, friendlyChit: e.chit });
    case 'reBuy':
      if (e.cpp !== 0 && e.cpp !== 5 && e.cpp !== 6)
        return err(
          'votg.cg.re',
          '12.627',
          'RE are bought for 5 CPP, or 6 for the extra -2 (line 273), or not at all (0).',
        );
      return stay({ ...d, reCpp: e.cpp });
    case 'result': {
      const counts: [unknown, number, string][] = [
        [e.casualtyVP, 9999, 'Casualty VP'],
        [e.eliteSquads, 200, 'Elite squad equivalents'],
        [e.firstLineSquads, 200, '1st Line squad equivalents'],
        [e.afv, 100, 'AFV'],
      ];
      for (const [v, hi, what] of counts)
        if (!whole(v, 0, hi))
          return err(
            'votg.cg.result',
            '12.619',
            `${what} is a whole number 0-${hi}; got ${JSON.stringify(v)}.`,
          );
      if ((e.winner !== 'friendly' && e.winner !== 'enemy') || typeof e.night !== 'boolean')
        return err(
          'votg.cg.result',
          'V12.4',
          'A scenario result names its winner (friendly or enemy) and whether it was at Night.',
        );
      if (d.nightAssault !== null && e.night !== d.nightAssault)
        return err(
          'votg.cg.result',
          '12.6254',
          `The Night Assault dr made this scenario ${d.nightAssault ? 'a Night' : 'a daytime'} scenario.`,
        );
      const { winner, night, casualtyVP, eliteSquads, firstLineSquads, afv } = e;
      return ok({
        day: { ...d, result: { winner, night, casualtyVP, eliteSquads, firstLineSquads, afv } },
        closes: true,
      });
    }
    default:
      return rollEntry(s, d, next, e);
  }
}

function rollEntry(
  s: CgState,
  d: CgDayRecord,
  next: CgStep,
  e: { readonly step: CgRollStep; readonly dice: readonly number[]; readonly source?: DiceSource },
): Result<{ day: CgDayRecord; closes: boolean }> {
  const r = rollStep(next, e.dice);
  if (!r.ok) return r;
  const o = r.value;
  const source = e.source === undefined ? {} : { source: e.source };
  const day = {
    ...d,
    rolls: [...d.rolls, { step: e.step, dice: [...e.dice], ...source, outcome: o }],
  };
  const stay = (x: CgDayRecord) => ok({ day: x, closes: false });
  switch (e.step) {
    case 'counterattack':
      return stay(
        o.result === 'attack' ? { ...day, counterattack: true, enemyChit: 'attack' } : day,
      );
    case 'elr':
      return stay({ ...day, elrFinal: o.final });
    case 'recon':
      return stay({ ...day, recon: o.result === 'recon-2' ? 2 : o.result === 'recon-1' ? 1 : 0 });
    case 'initiative': {
      const enemyChit: CgChit = o.result === 'attack' ? 'attack' : 'idle';
      // Both sides Idle: no scenario this CG Date (docs/rulings.md "CG Idle Day").
      const idle = enemyChit === 'idle' && d.friendlyChit === 'idle';
      return ok({ day: { ...day, enemyChit, idle }, closes: idle });
    }
    case 'night':
      return stay({ ...day, nightAssault: o.result === 'night' });
    case 'san':
      return stay({ ...day, san: o.result === 'san+1' ? Math.min(day.san + 1, 9) : day.san });
    case 'reFriendly':
      return stay({ ...day, reFriendly: String(o.result) });
    case 'reEnemy':
      return stay({ ...day, reEnemy: String(o.result) });
    case 'boobyTrap': {
      const up = o.result === '+2' ? 2 : o.result === '+1' ? 1 : 0;
      return stay({ ...day, boobyTrap: Math.min(s.start.boobyTrap + up, 3) });
    }
    case 'acNumber':
      return stay({ ...day, acNumber: Number(o.result) });
  }
}

/** The ENEMY ELR history with the day each value was set (the start, then each 12.619). */
export function elrHistory(s: CgState): { day: number; elr: number }[] {
  const out = [{ day: 0, elr: s.start.elr }];
  for (const d of [...s.days, ...(s.current ? [s.current] : [])])
    if (d.elr !== out.at(-1)!.elr) out.push({ day: d.day, elr: d.elr });
  return out;
}

/** Replays a record's log through the rules: its state, or the first entry the rules refuse. */
export function replayCg(record: CgRecord): Result<CgState> {
  const bad = checkStart(record.start);
  if (bad) return bad;
  return foldResults(cgStartState(record.start), record.log, applyCgEntry);
}
