/**
 * The hooks the sequence's steps carry (boardgame.io's onBegin / endIf / onEnd) and `settle`,
 * which plays them from the data: each hook alone on a custom position, then the data itself
 * (every step the player cannot act in ends by itself).
 */
import { describe, expect, it } from 'vitest';
import { enterPhase, PHASE_SPEC, SEQUENCE } from '../../../../src/volga/engine/game';
import {
  beginDawn,
  dawnWithdraw,
  END_PHASE_MORALE_LOSS,
  endPhase,
  endPhaseReport,
  isolationChoicePending,
  noReinforcementRoom,
  randomEventSkipped,
  skipRandomEvent,
  traceIsolation,
} from '../../../../src/volga/engine/game/flow';
import { endCombatPhase, settle } from '../../../../src/volga/engine/game/sequence';
import type { GameState } from '../../../../src/volga/engine/game/types';
import { VOLGA_AREAS } from '../../../../src/volga/engine/kit';
import { atActionRounds, capture, edit, game, outOfAction, put } from './helpers';

const spentIds = (s: GameState) =>
  Object.values(s.germans)
    .filter((u) => u.spent)
    .map((u) => u.id);

describe('the sequence data', () => {
  it('every step the player has no action for ends by itself (endIf), except game over', () => {
    for (const phase of SEQUENCE)
      for (const step of phase.steps)
        if (step.accepts.length === 0 && phase.phase !== 'over')
          expect(step.endIf, `${phase.phase}/${step.step}`).toBeTypeOf('function');
    expect(PHASE_SPEC.over.steps[0].endIf).toBeUndefined();
  });

  it('6.1: entering the Dawn clears the last Turn’s records; entering Supply keeps them', () => {
    const s = edit(game(), (d) => {
      d.supplyRoll = 14;
      d.placedGroups = ['arrival:2'];
    });
    const dawn = enterPhase(s, 'dawn');
    expect([dawn.phase, dawn.step]).toEqual(['dawn', 'reinforcement']);
    expect(dawn.supplyRoll).toBeNull();
    expect(dawn.placedGroups).toEqual([]);
    expect(enterPhase(s, 'supply').supplyRoll).toBe(14);
    expect(beginDawn(s)).toMatchObject({ supplyRoll: null, event: null, round: null });
  });
});

describe('6.5 End Phase', () => {
  const combat = atActionRounds(game(), (d) => {
    d.morale = 12;
    put(d, ['FA/1', 'FA/2'], 1, true);
  });

  it('flips every Spent unit Fresh, takes one Morale and moves to the next Turn', () => {
    expect(spentIds(combat)).toEqual(['FA/1', 'FA/2']);
    const e = endPhase(combat);
    expect(spentIds(e)).toEqual([]);
    expect(e.morale).toBe(12 - END_PHASE_MORALE_LOSS);
    expect(END_PHASE_MORALE_LOSS).toBe(1);
    expect(e.turn).toBe(combat.turn + 1);
  });

  it('ending the Combat Phase plays it through the data, to the next Dawn', () => {
    const r = endCombatPhase(combat);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.turn).toBe(2);
    expect(r.value.phase).toBe('dawn');
    expect(r.value.morale).toBe(11);
    expect(spentIds(r.value)).toEqual([]);
  });

  it('the report: units flipped, Morale after the -1, and whether the Dawn moved it again', () => {
    const r = endCombatPhase(combat);
    if (!r.ok) throw new Error(r.error.message);
    expect(endPhaseReport(combat, r.value)).toEqual({
      turn: 1,
      flipped: 2,
      moraleBefore: 12,
      moraleAfterEnd: 11,
      moraleNow: 11,
      dawnChangedMorale: false,
    });
    const lower = edit(r.value, (d) => {
      d.morale = 9;
    });
    expect(endPhaseReport(combat, lower)).toMatchObject({
      moraleAfterEnd: 11,
      moraleNow: 9,
      dawnChangedMorale: true,
    });
    // 5.2: the track stops at 0.
    const zero = edit(combat, (d) => {
      d.morale = 0;
    });
    expect(endPhaseReport(zero, zero).moraleAfterEnd).toBe(0);
  });
});

describe('the Dawn steps', () => {
  it('6.1.1: the reinforcement step ends when no waiting group has room', () => {
    // Turn 1 has no reinforcements at all.
    expect(noReinforcementRoom(game())).toBe(true);
    const t2 = edit(game(), (d) => {
      d.turn = 2;
    });
    expect(noReinforcementRoom(t2)).toBe(false);
    // Areas 1 and 2 full: the Turn 2 group waits for a later Dawn.
    const full = edit(t2, (d) => {
      put(d, ['FC/1', 'FC/2', 'FC/3', '244B'], 2);
    });
    expect(noReinforcementRoom(full)).toBe(true);
  });

  it('6.1.2, 6.2.1: the Turn 9 withdrawal takes the 29th off the map, -1 Morale per unit Out of Action', () => {
    const t9 = edit(game(), (d) => {
      d.turn = 9;
      d.morale = 12;
      outOfAction(d, ['29/C']);
    });
    const w = dawnWithdraw(t9);
    for (const id of ['29/RCN', '29/A', '29/B'])
      expect(w.germans[id]!.location).toEqual({ kind: 'withdrawn' });
    expect(w.germans['29/C']!.location).toEqual({ kind: 'outOfAction' });
    expect(w.morale).toBe(11);
    expect(w.withdrawals).toHaveLength(1);
    // Gone for good: the next look at the step does nothing more.
    expect(dawnWithdraw(w)).toBe(w);
    // No other Turn withdraws.
    const t8 = edit(t9, (d) => {
      d.turn = 8;
    });
    expect(dawnWithdraw(t8)).toBe(t8);
  });

  it('12.3: traces once with the option, offers a choice past the markers, else marks', () => {
    const off = game();
    expect(traceIsolation(off)).toEqual({ ok: true, value: off });
    const many = edit(game({ options: { isolation: true } }), (d) => {
      for (const n of VOLGA_AREAS) capture(d, n);
    });
    const r = traceIsolation(many);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.isolationCandidates).toHaveLength(30);
    expect(isolationChoicePending(r.value)).toBe(true);
    // Once the candidates are set, the step is prepared: nothing changes again.
    expect(traceIsolation(r.value)).toEqual({ ok: true, value: r.value });
    const pocket = edit(game({ options: { isolation: true } }), (d) => {
      for (const n of [8, 9, 10]) capture(d, n);
    });
    const p = traceIsolation(pocket);
    if (!p.ok) throw new Error(p.error.message);
    expect(isolationChoicePending(p.value)).toBe(false);
    expect(p.value.areas[7]!.isolated).toBe(true);
  });
});

describe('14.6.1: the Factory District’s first Turn has no Random Event roll', () => {
  it('skips on Turn 10 of the Factory District only', () => {
    const factory = game({ scenario: 'factory' });
    expect(factory.turn).toBe(10);
    expect(randomEventSkipped(factory)).toBe(true);
    const t11 = edit(factory, (d) => {
      d.turn = 11;
    });
    expect(randomEventSkipped(t11)).toBe(false);
    expect(randomEventSkipped(game())).toBe(false);
  });

  it('records the skipped event with its rule, and settle moves on to Supply', () => {
    const at = enterPhase(game({ scenario: 'factory' }), 'randomEvent');
    expect(skipRandomEvent(at).event).toMatchObject({ roll: null, noResultRule: '14.6.1' });
    const r = settle(at);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.phase).toBe('supply');
    expect(r.value.event?.noResultRule).toBe('14.6.1');
  });
});
