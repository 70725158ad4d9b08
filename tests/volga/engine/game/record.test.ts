/** The log: replay identity, undo/redo round trips, no fishing for dice, a full game replayed. */
import { describe, expect, it } from 'vitest';
import { nextIndex, seedPrng } from '../../../../src/volga/engine/dice';
import type { GameRecord } from '../../../../src/volga/engine/game';
import {
  append,
  apply,
  checkInvariants,
  legalActions,
  newRecord,
  redo,
  replay,
  stateOf,
  undo,
  undoneAttackChoice,
} from '../../../../src/volga/engine/game';
import {
  type Action,
  GAME_SCHEMA_VERSION,
  type GameState,
} from '../../../../src/volga/engine/game/types';
import { gameReport } from '../../../../src/volga/engine/report';
import { playGame } from '../../../../src/volga/sim';
import { kit } from './helpers';

const setup = { scenario: 'main', cup: 'digital', kit, seed: [9, 9] } as const;

function start(): { record: GameRecord; state: GameState } {
  const r = newRecord(setup);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function commitAll(rec: { record: GameRecord; state: GameState }, actions: readonly Action[]) {
  let x = rec;
  for (const a of actions) {
    const r = append(x.record, x.state, a);
    if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
    x = r.value;
  }
  return x;
}

describe('replay', () => {
  it('a log replays to the identical state, which survives JSON', () => {
    const x = commitAll(start(), [
      { type: 'rollRandomEvent' },
      { type: 'rollSupply' },
      { type: 'buySupport', marker: 'artillery', count: 2 },
    ]);
    const again = replay(x.record.setup, x.record.log);
    expect(again.ok && again.value).toEqual(x.state);
    expect(JSON.parse(JSON.stringify(x.state))).toEqual(x.state);
    const viaJson = stateOf(JSON.parse(JSON.stringify(x.record)));
    expect(viaJson.ok && viaJson.value).toEqual(x.state);
  });

  it('a log whose dice were tampered with is refused on replay', () => {
    const x = commitAll(start(), [{ type: 'rollRandomEvent' }]);
    const roll = x.record.log[0]!.rolls[0]!;
    const bad = {
      ...x.record.log[0]!,
      rolls: [{ ...roll, dice: roll.dice.map((d: number) => (d % 6) + 1) }],
    };
    const r = replay(setup, [bad]);
    expect(!r.ok && r.error.code).toBe('log.diceDiverged');
  });
});

describe('undo and redo', () => {
  const x = commitAll(start(), [{ type: 'rollRandomEvent' }, { type: 'rollSupply' }]);

  it('undo steps back one action; redo rolls the same generated dice again', () => {
    const u = undo(x.record);
    expect(u.ok).toBe(true);
    if (!u.ok) return;
    expect(u.value.state.phase).toBe('supply');
    expect(u.value.state.step).toBe('roll');
    const r = redo(u.value.record, u.value.state);
    expect(r.ok && r.value.state).toEqual(x.state);
  });

  it('undo cannot fish: rolling again after an undo gives the same dice', () => {
    const u = undo(x.record);
    if (!u.ok) throw new Error('undo failed');
    const again = append(u.value.record, u.value.state, { type: 'rollSupply' });
    expect(again.ok && again.value.state.supplyRoll).toBe(x.state.supplyRoll);
    // The new branch replaces the undone tail.
    expect(again.ok && again.value.record.log).toHaveLength(2);
  });

  it('owner-typed dice can be corrected by undo', () => {
    const typed = commitAll(start(), [
      { type: 'rollRandomEvent', dice: { randomEvent: [2, 2, 2] } },
    ]);
    const u = undo(typed.record);
    if (!u.ok) throw new Error('undo failed');
    const fixed = append(u.value.record, u.value.state, {
      type: 'rollRandomEvent',
      dice: { randomEvent: [5, 5, 5] },
    });
    expect(fixed.ok && fixed.value.state.event!.roll).toBe(15);
    expect(fixed.ok && fixed.value.record.log[0]!.rolls[0]).toMatchObject({
      source: 'owner',
      dice: [5, 5, 5],
    });
  });

  it('undo all the way and redo all the way round-trips', () => {
    let rec = x.record;
    let state = x.state;
    while (rec.cursor > 0) {
      const u = undo(rec);
      if (!u.ok) throw new Error('undo failed');
      ({ record: rec, state } = u.value);
    }
    expect(state).toEqual(start().state);
    expect(undo(rec)).toMatchObject({ ok: false, error: { code: 'undo.nothing' } });
    while (rec.cursor < rec.log.length) {
      const r = redo(rec, state);
      if (!r.ok) throw new Error('redo failed');
      ({ record: rec, state } = r.value);
    }
    expect(state).toEqual(x.state);
  });

  it('a refused action leaves the record unchanged', () => {
    const r = append(x.record, x.state, { type: 'buyMorale', count: 99 });
    expect(r.ok).toBe(false);
  });
});

describe('a whole game', () => {
  it("a full simulated game's log replays to the same final state", () => {
    const seed = [2024, 0, 1];
    const { state, log } = playGame(kit, 'main', seed, {}, true);
    expect(state.result).not.toBeNull();
    expect(log.length).toBeGreaterThan(50);
    const r = replay({ scenario: 'main', cup: 'digital', kit, seed }, log);
    expect(r.ok && r.value).toEqual(state);
  });

  it('every action legalActions lists is accepted, and the invariants hold (random walk)', () => {
    let rng = seedPrng(77);
    for (const scenario of ['main', 'factory'] as const) {
      const r = newRecord({
        ...setup,
        scenario,
        options: { isolation: true, northernShoulder: true, limitedAir: true },
      });
      if (!r.ok) throw new Error(r.error.message);
      let s = r.value.state;
      for (let i = 0; i < 1500 && !s.result; i++) {
        const la = legalActions(s);
        expect(la.length).toBeGreaterThan(0);
        for (const l of la.slice(0, 12)) expect(apply(s, l.action).ok).toBe(true);
        let k: number;
        [k, rng] = nextIndex(rng, la.length);
        const next = apply(s, la[k]!.action);
        if (!next.ok) throw new Error(next.error.message);
        s = next.value.state;
        expect(checkInvariants(s)).toEqual([]);
      }
    }
  });
});

describe('9.5: an attack undone after its dice and decided again is on record', () => {
  const seed = [2024, 0, 1];
  const gameSetup = { scenario: 'main', cup: 'digital', kit, seed } as const;
  const { log } = playGame(kit, 'main', seed, {}, true);
  // The simulated game's first attack resolved with the app's dice, and the state before it.
  const k = log.findIndex(
    (e) => e.action.type === 'resolveAttack' && e.rolls.some((r) => r.source === 'app'),
  );
  const before = replay(gameSetup, log, k);
  if (!before.ok) throw new Error(before.error.message);
  const first = log[k]!;
  // Undone: the record as Undo leaves it, with the resolution after the cursor.
  const undone: GameRecord = {
    schemaVersion: GAME_SCHEMA_VERSION,
    setup: gameSetup,
    log: log.slice(0, k + 1),
    cursor: k,
  };
  const other = legalActions(before.value)
    .map((l) => l.action)
    .find((a) => a.type === 'resolveAttack' && JSON.stringify(a) !== JSON.stringify(first.action))!;

  it('resolving it again with other choices keeps the first choices and their dice', () => {
    expect(k).toBeGreaterThan(0);
    expect(other).toBeDefined();
    const r = append(undone, before.value, other);
    if (!r.ok) throw new Error(r.error.message);
    const entry = r.value.record.log[k]!;
    expect(entry.action).toEqual(other);
    expect(entry.undoneAttacks).toEqual([{ action: first.action, rolls: first.rolls }]);
    // The entry survives JSON and replays: the kept attack does not replay.
    const again = stateOf(JSON.parse(JSON.stringify(r.value.record)));
    expect(again.ok && again.value).toEqual(r.value.state);
    // The report lists it, with its dice.
    const rep = gameReport(r.value.record);
    if (!rep.ok) throw new Error(rep.error.message);
    expect(rep.value.redecided).toHaveLength(1);
    expect(rep.value.redecided[0]).toMatchObject({
      entry: k + 1,
      turn: before.value.turn,
      lead: (first.action as { lead: string }).lead,
      rolls: first.rolls,
    });
  });

  it('taking the same choices again is a redo: nothing is kept', () => {
    const r = append(undone, before.value, first.action);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.record.log[k]!.undoneAttacks).toBeUndefined();
    expect(r.value.record.log[k]!.rolls).toEqual(first.rolls);
  });

  it('undoing the roll offers its lead and Support as chosen, not the dice', () => {
    const a = first.action as Extract<Action, { type: 'resolveAttack' }>;
    expect(undoneAttackChoice(undone)).toEqual({
      lead: a.lead,
      artillery: a.artillery,
      engineers: a.engineers,
      air: a.air,
      ...(a.divisionsLater ? { divisionsLater: true } : {}),
    });
    // Done again (or anything else after the cursor): nothing is offered.
    expect(undoneAttackChoice({ ...undone, cursor: k + 1 })).toBeNull();
    // Two steps back the next action is not the roll: nothing to offer either.
    expect(undoneAttackChoice({ ...undone, cursor: k - 1 })).toBeNull();
    // A roll typed by the owner is offered the same way, with Support the attack chose.
    const chosen = { ...a, artillery: 1, air: true, dice: { 'combat.german': [2, 2] } };
    const typed: GameRecord = {
      ...undone,
      log: [...undone.log.slice(0, k), { action: chosen, rolls: [] }],
    };
    expect(undoneAttackChoice(typed)).toMatchObject({ lead: a.lead, artillery: 1, air: true });
    expect(undoneAttackChoice(typed)).not.toHaveProperty('dice');
  });

  it('undoing further back and taking another action still keeps the resolved attack', () => {
    const back: GameRecord = { ...undone, cursor: k - 1 };
    const s = replay(gameSetup, log, k - 1);
    if (!s.ok) throw new Error(s.error.message);
    const r = append(back, s.value, log[k - 1]!.action);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.record.log[k - 1]!.undoneAttacks).toEqual([
      { action: first.action, rolls: first.rolls },
    ]);
  });
});
