/**
 * The Activation Check (Chapter S 5.1, with the AC drm of 20.3/20.41) and the SASL Campaign
 * Game tables of S.20's 20.4 and Refit Phase (lines 56-305): each one's dice, printed rows and
 * the drm it computes from named inputs, line by line. A Campaign Game screen and the `votg`
 * command both read them through `rollCgTable`.
 */
import { err, type Result } from '../../../core/result';
import { bool, type CgField, type CgInput, checkFields, int, oneOf } from './fields';
import { type CgModifier, type CgOutcome, type CgRead, cgRoll, drm, row } from './roll';

/** A CG table: its rule, dice, fields, how it reads, its drm, and when the text makes it NA. */
interface CgTable {
  readonly name: string;
  readonly rule: string;
  readonly dice: 1 | 2;
  readonly fields: Readonly<Record<string, CgField>>;
  readonly read: (i: CgInput) => CgRead;
  readonly modifiers?: (i: CgInput) => CgModifier[];
  /** Why the text makes this roll NA with these inputs, or null. */
  readonly na?: (i: CgInput) => string | null;
}

const ENEMY = oneOf(['german', 'russian']);
const HISTORICAL = int(-6, 6);
const BALANCE = int(0, 6);
const COUNT = int(0, 30);
const n = (v: unknown) => (typeof v === 'number' ? v : 0);

/** 20.42 V12.32 (line 93): the CG Balance DRM y is applied as -y to the ENEMY's 12.627 dr. */
const balance = (i: CgInput): CgModifier[] =>
  n(i.balance) > 0 ? [drm(-n(i.balance), 'CG Balance DRM (V12.32)', 93)] : [];
const historical = (i: CgInput, line: number): CgModifier[] =>
  n(i.historical) !== 0 ? [drm(n(i.historical), 'Historical DRM', line)] : [];
/** Rows "activate when the final is at most the number, else none" (5.1; 20.41 line 72). */
const atMost = (limit: number, line: number, yes: string): CgRead => ({
  rows: [row(null, limit, yes, line), row(limit + 1, null, 'none', line)],
});
const fixed = (read: CgRead) => () => read;

/** The most Isolated ENEMY Guards one Refit Phase takes a dr for (12.609 sets no number). */
export const GUARDS_MAX = 30;

/** The tables the command takes besides the S.20 charts, by name. */
export const CG_TABLES: Readonly<Record<string, CgTable>> = {
  AC: {
    name: 'Activation Check',
    rule: 'S5.1',
    dice: 1,
    fields: { acNumber: int(1, 6, true), drm: int(-6, 6) },
    read: (i) => atMost(n(i.acNumber), 18, 'activate'),
    modifiers: (i) => (n(i.drm) !== 0 ? [drm(n(i.drm), 'AC drm of the Mission or CG', 18)] : []),
  },
  'CG.attack': {
    name: 'Attack Determination',
    rule: '20.41 4.1',
    dice: 1,
    fields: { historical: HISTORICAL },
    read: fixed({
      rows: [row(1, 2, 'all-out', 68), row(3, 4, 'general', 69), row(5, 6, 'probing', 70)],
    }),
    modifiers: (i) => historical(i, 66),
  },
  'CG.hw': {
    name: 'Attacking ENEMY HW Activation',
    rule: '20.41',
    dice: 1,
    fields: {},
    read: fixed({ rows: [row(1, 1, 'activate', 71), row(2, 6, 'none', 71)] }),
  },
  'CG.hwType': {
    name: 'HW Activation type',
    rule: '20.41',
    dice: 1,
    fields: {},
    read: fixed({
      rows: [
        row(1, 1, 'RE61', 71),
        row(2, 2, 'RE43', 71),
        row(3, 3, 'RE43-MMG', 71),
        row(4, 5, 'mortar-50', 71),
        row(6, 6, 'crew-mortar', 71),
      ],
    }),
  },
  'CG.reinforcement': {
    name: 'ENEMY Reinforcement dr',
    rule: '20.41',
    dice: 1,
    fields: { acNumber: int(1, 6, true) },
    read: (i) => atMost(n(i.acNumber), 72, 'reinforce'),
  },
  'CG.aerial': {
    name: 'Aerial Bombardment',
    rule: '20.41',
    dice: 1,
    fields: {},
    // Line 88: the number is the dr halved, fractions rounded down.
    read: fixed({ rows: [row(1, 1, 0, 88), row(2, 3, 1, 88), row(4, 5, 2, 88), row(6, 6, 3, 88)] }),
  },
  'CG.air': {
    name: 'ENEMY Air Support',
    rule: '20.41 8.9',
    dice: 1,
    fields: { overcast: bool, night: bool },
    read: fixed({ rows: [row(1, 4, 'stuka-1', 89), row(5, 6, 'stuka-2', 89)] }),
    na: (i) =>
      i.overcast || i.night
        ? 'German ENEMY Air Support is rolled only in a daytime scenario without Overcast (line 89).'
        : null,
  },
  'CG.strongpoint': {
    name: 'Battalion Strongpoint',
    rule: 'CG11.1b',
    dice: 2,
    fields: {},
    read: fixed({ rows: [row(2, 2, 'battalion-strongpoint', 98), row(3, 12, 'none', 98)] }),
  },
  'CG.initiative': {
    name: 'ENEMY Initiative',
    rule: '12.625',
    dice: 1,
    fields: {
      enemy: ENEMY,
      step: oneOf(['12.625', '12.613'], false),
      historical: HISTORICAL,
      daysSinceAttack: COUNT,
      friendlyWonLast: bool,
      elrStart: int(0, 5),
      elrNow: int(0, 5),
      casualtyVP: int(0, 9999),
      cgI: bool,
      previousIdle: bool,
    },
    read: fixed({ rows: [row(null, 1, 'attack', 223), row(2, null, 'idle', 224)] }),
    modifiers: initiative,
    na: (i) =>
      i.step === '12.613' && i.enemy !== 'russian'
        ? 'The Russian Counterattack Declaration (12.613, line 190) is made for a Russian ENEMY only.'
        : null,
  },
  'CG.night': {
    name: 'Russian Night Assault',
    rule: '12.6254',
    dice: 1,
    fields: { overcast: bool },
    read: fixed({ rows: [row(null, 5, 'night', 238), row(6, null, 'day', 238)] }),
    modifiers: (i) => (i.overcast ? [drm(2, 'Overcast', 238)] : []),
  },
  'CG.recon': {
    name: 'ENEMY Reconnaissance',
    rule: '12.624',
    dice: 1,
    fields: { enemy: ENEMY },
    read: fixed({
      rows: [row(null, 1, 'recon-2', 218), row(2, 2, 'recon-1', 218), row(3, null, 'none', 218)],
    }),
    modifiers: (i) => (i.enemy === 'russian' ? [drm(-1, 'Russian ENEMY', 218)] : []),
  },
  'CG.prisoners': {
    name: 'Prisoners',
    rule: '12.609',
    dice: 1,
    fields: {},
    read: fixed({ rows: [row(1, 5, 'keep', 188), row(6, 6, 'execute', 188)] }),
  },
  'CG.elr': {
    name: 'ENEMY ELR',
    rule: '12.619',
    dice: 2,
    fields: {
      enemy: ENEMY,
      historical: HISTORICAL,
      enemyWinsPrevDay: int(0, 5),
      idleDays: COUNT,
      eliteSquads: int(0, 200),
      firstLineSquads: int(0, 200),
      afv: int(0, 100),
      attackChitPrevDay: bool,
      scenariosSince: COUNT,
      nightScenariosSince: COUNT,
      previousIdle: bool,
      counterattack: bool,
    },
    // V12.619's table is in Chapter V, not in this text: the final is what counts.
    read: fixed({ finalOnly: true, line: 200 }),
    modifiers: elr,
    na: (i) => {
      if (i.counterattack)
        return 'The ENEMY ELR DR is NA in a Russian Counterattack scenario (line 200).';
      if (i.enemy !== 'german' && n(i.nightScenariosSince) > 0)
        return 'Night scenarios count for a German ENEMY only (line 212).';
      return null;
    },
  },
  'CG.san': {
    name: 'ENEMY SAN',
    rule: '12.627',
    dice: 1,
    fields: { enemy: ENEMY, idle: bool, san: int(0, 9, true), balance: BALANCE },
    read: fixed({ rows: [row(null, 1, 'san+1', 267), row(2, null, 'none', 268)] }),
    modifiers: (i) => [
      ...(i.enemy === 'russian' ? [drm(-1, 'Russian ENEMY', 267)] : []),
      ...(i.idle ? [drm(-1, 'ENEMY is Idle', 268)] : []),
      ...(n(i.san) <= 3 ? [drm(-1, 'ENEMY SAN is 3 or less', 269)] : []),
      ...balance(i),
      ...(n(i.san) >= 6 ? [drm(1, 'ENEMY SAN is 6 or more', 271)] : []),
    ],
  },
  'CG.re': {
    name: 'Random Event Numbers',
    rule: '12.627',
    dice: 1,
    fields: { side: oneOf(['friendly', 'enemy']), balance: BALANCE, extraCpp: bool },
    read: (i) =>
      i.side === 'friendly'
        ? { rows: [row(null, 2, '6/7', 278), row(3, 4, '5/6', 279), row(5, null, '4/5', 280)] }
        : {
            rows: [row(null, 2, '5/6/7', 278), row(3, 4, '4/5/6', 279), row(5, null, '3/4/5', 280)],
          },
    modifiers: (i) =>
      i.side === 'enemy'
        ? balance(i)
        : i.extraCpp
          ? [drm(-2, 'FRIENDLY side spent 6 CPP to purchase RE', 279)]
          : [],
    na: (i) => {
      if (i.side === 'friendly' && n(i.balance) > 0)
        return 'The CG Balance DRM applies to the ENEMY RE numbers only (V12.32, line 93).';
      if (i.side === 'enemy' && i.extraCpp)
        return 'The 6 CPP -2 applies to the FRIENDLY RE numbers only (lines 273, 279).';
      return null;
    },
  },
  'CG.boobyTrap': {
    name: 'Russian ENEMY Booby Trap Capability',
    rule: '12.627',
    dice: 1,
    fields: { enemy: ENEMY, attitude: oneOf(['idle', 'attack']), balance: BALANCE },
    read: fixed({
      rows: [row(null, 0, '+2', 287), row(1, 2, '+1', 288), row(3, null, 'none', 289)],
    }),
    modifiers: (i) => [
      i.attitude === 'idle'
        ? drm(-1, 'Russian ENEMY is Idle', 287)
        : drm(2, 'Russian ENEMY is Attacking', 288),
      ...balance(i),
    ],
    na: (i) =>
      i.enemy !== 'russian'
        ? 'Booby Trap Capability is rolled for a Russian ENEMY only (line 282).'
        : null,
  },
  'CG.acNumber': {
    name: 'ENEMY AC#',
    rule: '12.627',
    dice: 1,
    fields: {
      enemy: ENEMY,
      historical: HISTORICAL,
      balance: BALANCE,
      idleDays: COUNT,
      counterattack: bool,
      afterCounterattack: bool,
    },
    read: fixed({ rows: [row(null, 0, 4, 296), row(1, 3, 3, 297), row(4, null, 2, 298)] }),
    modifiers: (i) => [
      ...historical(i, 296),
      ...balance(i),
      // Line 298: "1 Per Idle Day" lost its sign in the text; read as -1 (docs/rulings.md).
      ...(n(i.idleDays) > 0
        ? [drm(-n(i.idleDays), `${n(i.idleDays)} Idle Day(s) since the last CG Scenario`, 298)]
        : []),
      ...(i.counterattack ? [drm(1, 'Current scenario is a Russian Counterattack', 299)] : []),
      ...(i.afterCounterattack
        ? [drm(1, 'Scenario immediately follows a Russian Counterattack', 301)]
        : []),
    ],
    na: (i) => {
      if (i.counterattack && i.enemy !== 'german')
        return 'The Russian Counterattack +1 applies to a German ENEMY only (lines 299-300).';
      if (i.afterCounterattack && i.enemy !== 'russian')
        return 'The +1 after a Russian Counterattack applies to a Russian ENEMY only (lines 301-303).';
      return null;
    },
  },
};

/** 12.625's cumulative drm (lines 222-236); the -2 only in RePh step 12.613. */
function initiative(i: CgInput): CgModifier[] {
  const out = historical(i, 223);
  if (i.enemy === 'german') out.push(drm(-3, 'German ENEMY', 224));
  if (i.enemy === 'russian' && i.step === '12.613')
    out.push(drm(-2, 'Russian ENEMY in RePh step 12.613', 225));
  const days = n(i.daysSinceAttack);
  if (days > 0) out.push(drm(-days, `${days} CG Day(s) since the last ENEMY Attack chit`, 227));
  if (i.friendlyWonLast) out.push(drm(-1, 'FRIENDLY side won the last CG Scenario', 228));
  const drop = n(i.elrStart) - n(i.elrNow);
  if (drop > 0) out.push(drm(drop, 'ENEMY ELR below its CG start', 229));
  const per = i.cgI ? 40 : 60;
  const z = Math.floor(n(i.casualtyVP) / per);
  // Lines 235-236: NA when the preceding CG date was an Idle day.
  if (z > 0 && !i.previousIdle)
    out.push(drm(z, `${n(i.casualtyVP)} ENEMY Casualty VP, per ${per} (FRD)`, 233));
  return out;
}

/** 12.619's ELR Loss/Gain DRM (lines 204-216); footnote 1 drops three when the day was Idle. */
function elr(i: CgInput): CgModifier[] {
  const out: CgModifier[] = [];
  const add = (value: number, why: string, line: number) => {
    if (value !== 0) out.push(drm(value, why, line));
  };
  add(-n(i.enemyWinsPrevDay), 'Scenarios the ENEMY won on the previous CG Day', 204);
  add(-2 * n(i.idleDays), 'Idle Days since the last-completed CG scenario', 205);
  if (!i.previousIdle) {
    add(-Math.floor(n(i.eliteSquads) / 6), 'Elite ENEMY squads Activated, per 6 (FRD)', 206);
    add(-Math.floor(n(i.firstLineSquads) / 12), '1st Line ENEMY squads Activated, per 12', 207);
    add(-Math.floor(n(i.afv) / 3), 'ENEMY AFV Activated, per 3 (FRD)', 208);
  }
  if (i.attackChitPrevDay) add(1, 'ENEMY chose the Attack chit on the previous CG Day', 209);
  add(2 * n(i.scenariosSince), 'Scenarios completed since the CG start or last Idle Day', 210);
  add(n(i.historical), 'Historical DRM', 211);
  if (i.enemy === 'german')
    add(n(i.nightScenariosSince), 'Night scenarios completed (German ENEMY)', 212);
  return out;
}

/** The names of the Activation Check and CG tables. */
export const CG_TABLE_IDS = Object.keys(CG_TABLES);

/** True when `id` names the Activation Check or a CG table. */
export const isCgTable = (id: unknown): id is string =>
  typeof id === 'string' && Object.hasOwn(CG_TABLES, id);

/**
 * Rolls (or, without `dice`, gives the odds of) a CG table from its inputs: refuses a field it
 * does not take, a value out of range, and a case the text makes NA.
 */
export function rollCgTable(
  id: string,
  input: unknown,
  dice?: unknown,
  skip: readonly string[] = [],
): Result<CgOutcome> {
  if (!isCgTable(id)) return err('votg.table.unknown', 'S.20', `There is no CG table ${id}.`);
  const t = CG_TABLES[id]!;
  const checked = checkFields(id, t.rule, t.fields, input, skip);
  if (!checked.ok) return checked;
  const i = checked.value;
  const na = t.na?.(i);
  if (na) return err('votg.cg.na', t.rule, `${id}: NA. ${na}`);
  return cgRoll(t.read(i), t.dice, t.modifiers?.(i) ?? [], dice, t.rule);
}
