/**
 * The rolls made during a CG scenario (20.41, lines 63-98): Attack Determination, HW
 * Activation and its type, the ENEMY Reinforcement dr each ENEMY RPh and the number entering,
 * the German ENEMY's Aerial Bombardment and Air Support after FRIENDLY setup, and the Russian
 * ENEMY's Battalion Strongpoint DR. Which apply, and their inputs, come from the CG record: the
 * chits, the CG Date's Historical DRM and weather, the Night Assault, the AC#. They are logged
 * beside the day's scenario and change no Refit Phase value. Pure: dice come in the entries.
 */
import type { DiceSource } from '../../../core/input';
import { err, ok, type Result } from '../../../core/result';
import type { CgChit, CgEnemy, CgId } from './campaigns';
import type { CgInput } from './fields';
import { type CgOutcome, cgRoll, drm } from './roll';
import { rollCgTable } from './tables';

/** The in-scenario rolls, by table: the CG tables of the command, and the number entering. */
export type CgScenarioTable =
  | 'CG.attack'
  | 'CG.hw'
  | 'CG.hwType'
  | 'CG.reinforcement'
  | 'CG.reinforcementCount'
  | 'CG.aerial'
  | 'CG.air'
  | 'CG.strongpoint';

/** Each in-scenario roll's name (the button, the log), and the roll whose result it follows. */
export const SCENARIO_ROLLS: Readonly<
  Record<CgScenarioTable, { readonly name: string; readonly follows?: CgScenarioTable }>
> = {
  'CG.attack': { name: 'Attack Determination' },
  'CG.hw': { name: 'HW Activation' },
  'CG.hwType': { name: 'HW Activation type', follows: 'CG.hw' },
  'CG.reinforcement': { name: 'ENEMY Reinforcement dr' },
  'CG.reinforcementCount': { name: 'S? entering', follows: 'CG.reinforcement' },
  'CG.aerial': { name: 'Aerial Bombardment' },
  'CG.air': { name: 'ENEMY Air Support' },
  'CG.strongpoint': { name: 'Battalion Strongpoint' },
};

/** A roll made during the day's scenario. */
export interface CgScenarioEntry {
  readonly step: 'scenario';
  readonly table: CgScenarioTable;
  readonly dice: readonly number[];
  readonly source?: DiceSource;
}

/** An in-scenario roll as the log shows it. */
export interface CgScenarioLine {
  readonly table: CgScenarioTable;
  readonly dice: readonly number[];
  readonly source?: DiceSource;
  readonly outcome: CgOutcome;
}

/** An in-scenario roll the player may make now: its words, rule, line, dice and inputs. */
export interface CgScenarioOffer {
  readonly table: CgScenarioTable;
  readonly name: string;
  /** When the text has it rolled, in a few words. */
  readonly when: string;
  readonly rule: string;
  readonly line: number;
  readonly dice: 1 | 2;
  readonly input: CgInput;
}

/** What the offers read of the CG's start (record.ts's CgStart has it). */
interface ScenarioStart {
  readonly cg: CgId;
  readonly enemy: CgEnemy;
}

/** What the offers read of the day in hand (record.ts's CgDayRecord has it). */
interface ScenarioDay {
  readonly day: number;
  readonly historical: number;
  readonly overcast: boolean;
  readonly enemyChit: CgChit | null;
  readonly nightAssault: boolean | null;
  readonly acNumber: number | null;
  readonly scenarioRolls: readonly CgScenarioLine[];
}

const RULE = '20.41';

/** The initial scenario of CG II and CG IV, where the German ENEMY's Attack is fixed (lines 65, 72). */
const fixedAllOut = (start: ScenarioStart, d: ScenarioDay) =>
  d.day === 1 && (start.cg === 'II' || start.cg === 'IV');

const count = (d: ScenarioDay, table: CgScenarioTable, result?: string) =>
  d.scenarioRolls.filter(
    (r) => r.table === table && (result === undefined || r.outcome.result === result),
  ).length;

/** The in-scenario rolls that apply to the day in hand, in the text's order. */
export function scenarioOffers(start: ScenarioStart, d: ScenarioDay): CgScenarioOffer[] {
  const out: CgScenarioOffer[] = [];
  const offer = (o: Omit<CgScenarioOffer, 'rule' | 'name'> & { rule?: string }) =>
    out.push({ rule: RULE, name: SCENARIO_ROLLS[o.table].name, ...o });
  if (d.enemyChit === 'attack') {
    // Line 65: the German ENEMY of CG II/IV's initial scenario is in an All-Out Attack already.
    if (!(start.enemy === 'german' && fixedAllOut(start, d)) && count(d, 'CG.attack') === 0)
      offer({
        table: 'CG.attack',
        when: 'once, after setup',
        rule: '20.41 4.1',
        line: 65,
        dice: 1,
        input: { historical: d.historical },
      });
    offer({
      table: 'CG.hw',
      when: 'each S? upper level with LOS to a FRIENDLY unit',
      line: 71,
      dice: 1,
      input: {},
    });
    if (count(d, 'CG.hw', 'activate') > count(d, 'CG.hwType'))
      offer({
        table: 'CG.hwType',
        when: 'after a HW Activation dr of 1',
        line: 71,
        dice: 1,
        input: {},
      });
    if (!fixedAllOut(start, d) && d.acNumber !== null) {
      offer({
        table: 'CG.reinforcement',
        when: 'each ENEMY RPh, unless RE 36-41/46/51 brings reinforcements that turn',
        line: 72,
        dice: 1,
        input: { acNumber: d.acNumber },
      });
      if (count(d, 'CG.reinforcement', 'reinforce') > count(d, 'CG.reinforcementCount'))
        offer({
          table: 'CG.reinforcementCount',
          when: start.cg === 'I' ? 'a dr +2 in CG I' : 'a DR +2',
          line: 72,
          dice: start.cg === 'I' ? 1 : 2,
          input: {},
        });
    }
  }
  if (start.enemy === 'german') {
    if (count(d, 'CG.aerial') === 0)
      offer({
        table: 'CG.aerial',
        when: 'once, after FRIENDLY setup',
        line: 88,
        dice: 1,
        input: {},
      });
    // Line 89: daytime only, and not in Overcast; a Night Assault day is a Night scenario.
    if (count(d, 'CG.air') === 0 && !d.overcast && d.nightAssault !== true)
      offer({
        table: 'CG.air',
        when: 'once, after FRIENDLY setup',
        rule: '20.41 8.9',
        line: 89,
        dice: 1,
        input: { overcast: false, night: false },
      });
  } else
    offer({
      table: 'CG.strongpoint',
      when: 'each Fortified building Location generated',
      rule: 'CG11.1b',
      line: 98,
      dice: 2,
      input: {},
    });
  return out;
}

/**
 * Reads an offered roll: a CG table, or the number entering (line 72: the roll +2); without
 * dice, only its drm and odds.
 */
export function rollScenarioOffer(o: CgScenarioOffer, dice?: readonly number[]): Result<CgOutcome> {
  if (o.table === 'CG.reinforcementCount')
    return cgRoll({ finalOnly: true, line: 72 }, o.dice, [drm(2, 'S? entering', 72)], dice, RULE);
  return rollCgTable(o.table, o.input, dice);
}

/**
 * Returns the day in hand with an in-scenario roll logged, or the rule that refuses it: a roll
 * the text does not have made now (wrong chit, ENEMY, weather, or already made) names why.
 */
export function applyScenarioRoll<D extends ScenarioDay>(
  start: ScenarioStart,
  d: D,
  e: CgScenarioEntry,
): Result<D> {
  const o = scenarioOffers(start, d).find((x) => x.table === e.table);
  if (!o)
    return err(
      'votg.cg.scenario',
      RULE,
      `${String(e.table)} is not rolled now in this scenario: the ENEMY's chit, side, weather, AC# or the rolls made decide which apply (lines 63-98).`,
    );
  if (!Array.isArray(e.dice))
    return err('votg.dice.count', o.rule, `"dice" is the list of the ${o.name} roll's dice.`);
  const r = rollScenarioOffer(o, e.dice);
  if (!r.ok) return r;
  const line: CgScenarioLine = {
    table: o.table,
    dice: [...e.dice],
    ...(e.source ? { source: e.source } : {}),
    outcome: r.value,
  };
  return ok({ ...d, scenarioRolls: [...d.scenarioRolls, line] });
}
