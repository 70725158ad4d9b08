/**
 * The game record: the setup plus an append-only log of actions with the dice each rolled.
 * The state is the log replayed; undo and redo move a cursor over the log. Because the PRNG
 * state lives in the game state, redoing an action with generated dice rolls the same dice.
 */
import { isPlainObject } from '../../../core/input';
import { err, ok } from '../../../core/result';
import type { Roll } from '../dice';
import { apply } from './apply';

import { checkOptions, newGame } from './setup';
import {
  type Action,
  GAME_SCHEMA_VERSION,
  type GameResultOf,
  type GameSetup,
  type GameState,
} from './types';

/** One logged action and the dice it rolled. */
export interface LogEntry {
  readonly action: Action;
  readonly rolls: readonly Roll[];
  /**
   * Attacks resolved with the app's dice, then undone and dropped from the log when this action
   * was taken in their place (9.5): the dice they saw stay on record.
   */
  readonly undoneAttacks?: readonly UndoneAttack[];
}

/** A resolved attack taken back by undo and replaced: its choices and the dice it rolled. */
export interface UndoneAttack {
  readonly action: Extract<Action, { type: 'resolveAttack' }>;
  readonly rolls: readonly Roll[];
}

/** Setup, log and cursor: everything needed to rebuild a game. Plain JSON. */
export interface GameRecord {
  readonly schemaVersion: typeof GAME_SCHEMA_VERSION;
  readonly setup: GameSetup;
  /** Every action ever taken, including undone ones after `cursor` (redo). */
  readonly log: readonly LogEntry[];
  /** How many log entries are in effect (0..log.length). */
  readonly cursor: number;
}

/** A record with the state it stands for. */
export interface RecordAndState {
  readonly record: GameRecord;
  readonly state: GameState;
}

/** A new record for `setup`, and its starting state. */
export function newRecord(setup: GameSetup): GameResultOf<RecordAndState> {
  const checked = checkOptions(setup.scenario, setup.options);
  if (!checked.ok) return checked;
  const s = newGame(setup);
  if (!s.ok) return s;
  return ok({
    record: { schemaVersion: GAME_SCHEMA_VERSION, setup, log: [], cursor: 0 },
    state: s.value,
  });
}

const sameRolls = (a: readonly Roll[], b: readonly Roll[]): boolean =>
  a.length === b.length &&
  a.every(
    (r, i) =>
      r.purpose === b[i]!.purpose &&
      r.source === b[i]!.source &&
      r.drawn === b[i]!.drawn &&
      r.total === b[i]!.total &&
      r.dice.length === b[i]!.dice.length &&
      r.dice.every((d, j) => d === b[i]!.dice[j]),
  );

/**
 * The state after the first `upTo` log entries (default: all), checking that each action still
 * applies and rolls the dice recorded with it.
 */
export function replay(
  setup: GameSetup,
  log: readonly LogEntry[],
  upTo: number = log.length,
): GameResultOf<GameState> {
  const start = newGame(setup);
  if (!start.ok) return start;
  let s = start.value;
  for (let i = 0; i < upTo; i++) {
    const e = log[i];
    if (!e)
      return err(
        'log.cursor',
        'input',
        `The log has ${log.length} entries; ${upTo} were asked for.`,
      );
    const r = apply(s, e.action);
    if (!r.ok)
      return err(
        'log.rejected',
        r.error.rule,
        `Log entry ${i + 1} (${e.action.type}) no longer applies: ${r.error.message}`,
      );
    if (!sameRolls(r.value.rolls, e.rolls))
      return err(
        'log.diceDiverged',
        '2.1',
        `Log entry ${i + 1} (${e.action.type}) rolled different dice on replay.`,
      );
    s = r.value.state;
  }
  return ok(s);
}

/** The state a record stands for (its log replayed to the cursor). */
export function stateOf(record: GameRecord): GameResultOf<GameState> {
  return replay(record.setup, record.log, record.cursor);
}

/** The same action, field for field (an undone action taken again unchanged is a redo). */
const sameAction = (a: Action, b: Action): boolean => canonical(a) === canonical(b);

/** JSON with object keys sorted, so field order does not matter. */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    isPlainObject(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * The resolved attacks that taking `action` drops from the undone part of the log (9.5): each
 * one that rolled the app's dice, unless it is the very next undone entry taken again unchanged
 * (that is a redo). Those the dropped entries already carried are kept too.
 */
function droppedAttacks(record: GameRecord, action: Action): UndoneAttack[] {
  const out: UndoneAttack[] = [];
  record.log.slice(record.cursor).forEach((e, i) => {
    if (e.undoneAttacks) out.push(...e.undoneAttacks);
    if (e.action.type !== 'resolveAttack') return;
    if (!e.rolls.some((r) => r.source === 'app')) return;
    if (i === 0 && sameAction(e.action, action)) return;
    out.push({ action: e.action, rolls: e.rolls });
  });
  return out;
}

/**
 * Applies `action` to `state` (the record's current state) and appends it, dropping any undone
 * entries after the cursor; a resolved attack among them that saw the app's dice is kept on the
 * new entry (`undoneAttacks`), so taking an attack back and deciding it again shows in the
 * record. A rejected action changes nothing.
 */
export function append(
  record: GameRecord,
  state: GameState,
  action: Action,
): GameResultOf<RecordAndState & { readonly rolls: readonly Roll[] }> {
  const r = apply(state, action);
  if (!r.ok) return r;
  const undoneAttacks = droppedAttacks(record, action);
  const entry: LogEntry =
    undoneAttacks.length > 0
      ? { action, rolls: r.value.rolls, undoneAttacks }
      : { action, rolls: r.value.rolls };
  const log = [...record.log.slice(0, record.cursor), entry];
  return ok({
    record: { ...record, log, cursor: log.length },
    state: r.value.state,
    rolls: r.value.rolls,
  });
}

/** True when there is an action to undo. */
export const canUndo = (record: GameRecord): boolean => record.cursor > 0;
/** True when there is an undone action to redo. */
export const canRedo = (record: GameRecord): boolean => record.cursor < record.log.length;

/** The record one action back, and its state (replayed). */
export function undo(record: GameRecord): GameResultOf<RecordAndState> {
  if (!canUndo(record)) return err('undo.nothing', 'input', 'There is nothing to undo.');
  const rec = { ...record, cursor: record.cursor - 1 };
  const s = stateOf(rec);
  if (!s.ok) return s;
  return ok({ record: rec, state: s.value });
}

/**
 * The record one action forward: re-applies the undone action to `state` (the current state),
 * which rolls the same generated dice as before.
 */
export function redo(record: GameRecord, state: GameState): GameResultOf<RecordAndState> {
  if (!canRedo(record)) return err('redo.nothing', 'input', 'There is nothing to redo.');
  const e = record.log[record.cursor]!;
  const r = apply(state, e.action);
  if (!r.ok) return r;
  if (!sameRolls(r.value.rolls, e.rolls))
    return err('log.diceDiverged', '2.1', `Redoing ${e.action.type} rolled different dice.`);
  return ok({ record: { ...record, cursor: record.cursor + 1 }, state: r.value.state });
}

/** The choices of an attack as the owner made them before the dice (9.5: lead, Support). */
export type AttackChoice = Pick<
  Extract<Action, { type: 'resolveAttack' }>,
  'lead' | 'artillery' | 'engineers' | 'air' | 'divisionsLater'
>;

/**
 * The choices of the attack just taken back, when the next action to redo is that attack's
 * roll: undoing a roll returns to the same attack (the state is the one it was resolved from),
 * so its lead, Support markers and Air are offered again as chosen, not reset. The dice are
 * not: the owner may change a choice, and a resolved attack decided again stays on record
 * (`undoneAttacks`). Null otherwise.
 */
export function undoneAttackChoice(record: GameRecord): AttackChoice | null {
  const next = record.log[record.cursor]?.action;
  if (next?.type !== 'resolveAttack') return null;
  const { lead, artillery, engineers, air, divisionsLater } = next;
  return divisionsLater
    ? { lead, artillery, engineers, air, divisionsLater }
    : { lead, artillery, engineers, air };
}
