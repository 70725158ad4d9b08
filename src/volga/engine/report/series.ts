/**
 * What the charts plot, read from a game record: the log replayed one action at a time with the
 * engine's own `apply` (the same walk as `replay`, keeping the states between), sampled at the
 * start of each Turn, plus each Turn's Supply roll and what was banked; and the dice rolled,
 * counted per face and per source, with a chi-square test of fairness.
 */
import type { Roll } from '../dice';
import {
  apply,
  type GameRecord,
  type GameResultOf,
  type GameState,
  newGame,
  phaseIsPast,
} from '../game';

/** One Turn's figures. */
export interface TurnFigures {
  readonly turn: number;
  /** Morale, German Controlled count and banked Supply as the Turn began. */
  readonly moraleAtStart: number;
  readonly controlledAtStart: number;
  readonly bankAtStart: number;
  /** The Supply roll as it counted (after 10.2/14.6.2 minimums), or null before it was made. */
  readonly supplyRoll: number | null;
  /** Supply Points left banked once the Supply Phase ended, or null before it ended. */
  readonly banked: number | null;
}

/** The game's figures Turn by Turn, and where things stand now. */
export interface GameSeries {
  readonly turns: readonly TurnFigures[];
  readonly now: {
    readonly turn: number;
    readonly morale: number;
    readonly controlled: number;
    readonly supply: number;
  };
  /** Every roll in effect (undone entries after the cursor are left out). */
  readonly rolls: readonly Roll[];
}

const pastSupply = (s: GameState) => phaseIsPast(s, 'supply');

/** Returns the record's figures by Turn; fails like `replay` when the log no longer applies. */
export function gameSeries(record: GameRecord): GameResultOf<GameSeries> {
  const start = newGame(record.setup);
  if (!start.ok) return start;
  const turns: TurnFigures[] = [];
  const rolls: Roll[] = [];
  const begin = (s: GameState): TurnFigures => ({
    turn: s.turn,
    moraleAtStart: s.morale,
    controlledAtStart: s.germanControlled,
    bankAtStart: s.supply,
    supplyRoll: null,
    banked: null,
  });
  let s = start.value;
  let cur = begin(s);
  const observe = (x: GameState) => {
    if (x.turn !== cur.turn) {
      turns.push(cur);
      cur = begin(x);
    }
    if (x.supplyRoll !== null) cur = { ...cur, supplyRoll: x.supplyRoll };
    if (cur.banked === null && pastSupply(x) && cur.supplyRoll !== null)
      cur = { ...cur, banked: x.supply };
  };
  observe(s);
  for (let i = 0; i < record.cursor; i++) {
    const e = record.log[i];
    if (!e)
      return {
        ok: false,
        error: { code: 'log.cursor', rule: 'input', message: `The log has no entry ${i + 1}.` },
      };
    const r = apply(s, e.action);
    if (!r.ok)
      return {
        ok: false,
        error: {
          code: 'log.rejected',
          rule: r.error.rule,
          message: `Log entry ${i + 1} (${e.action.type}) no longer applies: ${r.error.message}`,
        },
      };
    s = r.value.state;
    // The logged dice are the record; replay rolls the same ones (record.ts checks it).
    rolls.push(...e.rolls);
    observe(s);
  }
  turns.push(cur);
  return {
    ok: true,
    value: {
      turns,
      now: { turn: s.turn, morale: s.morale, controlled: s.germanControlled, supply: s.supply },
      rolls,
    },
  };
}
