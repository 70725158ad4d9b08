/**
 * A counter's division is asked only where a rule counts divisions: activating a unit needs its
 * type (4.2) and Attack Factor (4.3.1), not its division; an attack asks for an unknown division
 * when the Divisional Integrity Bonus could depend on it (9.5.2D) or Parent Organization is in
 * play (12.4): once for every attacker whose division is unknown, and, where only 9.5.2D asks,
 * with "Not now", the attack going on without the bonus. On the TEST FIXTURE kit (made-up), with FC's divisions or types forgotten.
 */
import { describe, expect, it } from 'vitest';
import { attackValue } from '../../../../src/volga/engine/combat';
import {
  type Action,
  append,
  combatSpec,
  defaultLead,
  divisionQuestion,
  newRecord,
  redo,
  stateOf,
  undo,
} from '../../../../src/volga/engine/game';
import type { GameState } from '../../../../src/volga/engine/game/types';
import {
  answerFact,
  counterById,
  factQuestion,
  knownAnswer,
} from '../../../../src/volga/engine/kit';
import { checkAction } from '../../../../src/volga/state/files/game-codec';
import {
  act,
  atActionRounds,
  edit,
  FC,
  game,
  kitWithoutFcDivisions,
  refuse,
  soviet,
  TO_FC_ATTACK_ON_7,
} from './helpers';

/** The main game at its Action Rounds, with `forget` applied to FC's counters in the kit. */
function forgetting(
  forget: { division?: boolean; type?: boolean },
  options: { parentOrganization?: boolean } = {},
): GameState {
  return edit(atActionRounds(game({ options })), (d) => {
    for (const c of d.kit.germanCounters) {
      if (!FC.includes(c.id)) continue;
      if (forget.division) c.division = null;
      if (forget.type) c.type = null;
    }
  });
}

/** FC's whole stack moved from Area 4 into Area 7 and its attack declared. */
function declared(s: GameState): GameState {
  const moved = act(act(s, { type: 'activate', area: 4 }), {
    type: 'moveStack',
    units: FC,
    to: 7,
  });
  return act(moved, { type: 'declareAttack', area: 7, units: FC });
}

const choice = { lead: 'FC/1', artillery: 0, engineers: 0, air: false } as const;

describe('the division is asked where a rule counts it', () => {
  it('activating units whose division is unknown goes on (4.2, 8.1 need the type only)', () => {
    const s = act(forgetting({ division: true }), { type: 'activate', area: 4 });
    expect(Object.keys(s.round!.units).sort()).toEqual(['244B', ...FC]);
  });

  it('activating a unit whose type is unknown asks for its counter (4.2)', () => {
    const e = refuse(forgetting({ type: true }), { type: 'activate', area: 4 });
    expect(e).toMatchObject({ code: 'fact.needed', fact: { kind: 'counter', id: 'FC/1' } });
    expect(e.message).not.toContain('division');
  });

  it('three attackers of unknown division: the attack asks once for all three (9.5.2D)', () => {
    const s = declared(forgetting({ division: true }));
    const r = combatSpec(s, choice);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const fact = { kind: 'counter', id: 'FC/1', need: 'division', also: ['FC/2', 'FC/3'] } as const;
    expect(r.error).toMatchObject({ code: 'fact.needed', fact });
    expect(r.error.message).toContain('9.5.2D');
    expect(factQuestion(s.kit, fact)).toBe('Which division are FC/1, FC/2 and FC/3?');
    // One answer gives all three their division: the bonus counts (9.5.2D).
    const answer = { type: null, attackFactor: null, division: 'Fixture Panzer C' };
    const answered = act(s, { type: 'answerFact', fact, answer });
    expect(FC.map((id) => counterById(answered.kit, id)?.division)).toEqual(
      FC.map(() => 'Fixture Panzer C'),
    );
    const spec = combatSpec(answered, choice);
    expect(spec.ok && spec.value.attack.integrity).toBe(true);
    // The owner's kit learns it the same way, and then knows the answer to the whole question.
    const owner = answerFact(s.kit, fact, answer);
    expect(owner.ok && knownAnswer(owner.value, fact)).toMatchObject({ division: answer.division });
    expect(knownAnswer(s.kit, fact)).toBeNull();
  });

  it('two attackers of unknown division are not asked without 12.4, and are with it', () => {
    const two = (s: GameState) =>
      combatSpec(declared(s), choice, ['FC/1', 'FC/2']) as ReturnType<typeof combatSpec>;
    const plain = two(forgetting({ division: true }));
    expect(!plain.ok && plain.error.code === 'fact.needed').toBe(false);
    const org = two(forgetting({ division: true }, { parentOrganization: true }));
    expect(!org.ok && org.error).toMatchObject({ code: 'fact.needed', rule: 'kit' });
    expect(!org.ok && org.error.message).toContain('12.4');
  });

  it('9.5.2D alone may wait: "Not now" resolves without the bonus and says so', () => {
    const s = declared(forgetting({ division: true }));
    expect(divisionQuestion(s, FC)?.mayWait).toBe(true);
    const later = { ...choice, divisionsLater: true };
    const spec = combatSpec(s, later);
    expect(spec.ok).toBe(true);
    if (!spec.ok) return;
    expect(spec.value.attack).toMatchObject({ integrity: false, divisionsUnknown: 3 });
    expect(attackValue(spec.value).terms).toContainEqual({
      label: 'Divisional Integrity Bonus not counted: division of 3 units not given',
      value: 0,
      rule: '9.5.2D',
    });
    // The choice is part of the action: resolved with it, the attack applies; without it, it asks.
    const dice = { 'combat.german': [3, 3], 'combat.soviet': [3, 3] };
    const revealed = edit(s, (d) => {
      soviet(d, 7, 'main-clear-4-heroes-1');
      Object.assign(d.round!.attack!, { stage: 'resolve' });
    });
    const done = act(revealed, { type: 'resolveAttack', ...later, divisionsLater: true, dice });
    expect(done.round?.attack ?? null).toBeNull();
    expect(refuse(revealed, { type: 'resolveAttack', ...choice, dice })).toMatchObject({
      code: 'fact.needed',
    });
    // The kit still does not know them: the next attack asks again.
    expect(FC.map((id) => counterById(done.kit, id)?.division)).toEqual([null, null, null]);
    expect(divisionQuestion(done, FC)?.fact).toMatchObject({ id: 'FC/1', also: ['FC/2', 'FC/3'] });
  });

  it('a Barrage defender: the choice asks no division (9.4); the combat after it asks them', () => {
    const barraged = (s: GameState) =>
      edit(declared(s), (d) => {
        soviet(d, 7, 'main-clear-5-barrage-1');
        // First Revealed this Action Round: its Strategy acts (9.4).
        Object.assign(d.areas[7]!.soviet!, { revealedRound: d.round!.serial });
        Object.assign(d.round!.attack!, { stage: 'barrage' });
      });
    const out = { type: 'barrageChoice', choice: 'outOfAction', unit: 'FC/3' } as const;
    // 12.4 counts every organization, yet the Barrage choice itself counts none: it applies.
    const org = barraged(forgetting({ division: true }, { parentOrganization: true }));
    const done = act(org, out);
    expect(done.germans['FC/3']?.location.kind).toBe('outOfAction');
    expect(done.round?.attack).toMatchObject({ units: ['FC/1', 'FC/2'], stage: 'resolve' });
    // The combat that goes on asks the two attackers left, once (12.4), with no "Not now".
    expect(divisionQuestion(done, ['FC/1', 'FC/2'])?.mayWait).toBe(false);
    expect(refuse(done, { type: 'resolveAttack', ...choice, divisionsLater: true })).toMatchObject({
      code: 'fact.needed',
      fact: { id: 'FC/1', need: 'division', also: ['FC/2'] },
    });
    // 9.5.2D alone: the retreat is chosen with no question either.
    const back = act(barraged(forgetting({ division: true })), {
      type: 'barrageChoice',
      choice: 'retreat',
    });
    expect(back.lastAttack?.outcome).toBe('barrageRetreat');
    // A record from when the choice could put the divisions off still loads, and still applies.
    expect(checkAction({ ...out, divisionsLater: true })).toEqual([]);
    expect(act(org, { ...out, divisionsLater: true })).toEqual(done);
  });

  it('a Barrage choice with no Attack Factor known applies; the lead picked next is asked its AF', () => {
    const s = edit(declared(forgetting({ division: true })), (d) => {
      for (const c of d.kit.germanCounters) if (FC.includes(c.id)) c.attackFactor = null;
      soviet(d, 7, 'main-clear-5-barrage-1');
      Object.assign(d.areas[7]!.soviet!, { revealedRound: d.round!.serial });
      Object.assign(d.round!.attack!, { stage: 'barrage' });
    });
    const done = act(s, { type: 'barrageChoice', choice: 'outOfAction', unit: 'FC/1' });
    expect(done.germans['FC/1']?.location.kind).toBe('outOfAction');
    expect(done.round?.attack).toMatchObject({ units: ['FC/2', 'FC/3'], stage: 'resolve' });
    // No default lead (9.5.2A): the owner picks one, and only that unit is asked its AF.
    expect(defaultLead(done, ['FC/2', 'FC/3'])).toBeNull();
    expect(refuse(done, { type: 'resolveAttack', ...choice, lead: 'FC/3' })).toMatchObject({
      code: 'fact.needed',
      fact: { kind: 'counter', id: 'FC/3' },
    });
  });

  it('12.4 must know every organization: "Not now" does not skip its question', () => {
    const s = declared(forgetting({ division: true }, { parentOrganization: true }));
    expect(divisionQuestion(s, FC)?.mayWait).toBe(false);
    const r = combatSpec(s, { ...choice, divisionsLater: true });
    expect(!r.ok && r.error).toMatchObject({ code: 'fact.needed' });
  });

  it('"Not now" is on the record: the log keeps it, undo and redo and replay give it back', () => {
    const kit = kitWithoutFcDivisions();
    const start = newRecord({ scenario: 'main', cup: 'digital', kit, seed: [5, 8] });
    if (!start.ok) throw new Error(start.error.message);
    let { record, state } = start.value;
    const actions: Action[] = [
      ...TO_FC_ATTACK_ON_7,
      {
        type: 'resolveAttack',
        ...choice,
        divisionsLater: true,
        dice: { 'combat.german': [5, 4], 'combat.soviet': [2, 3] },
      },
    ];
    for (const a of actions) {
      const r = append(record, state, a);
      if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
      ({ record, state } = r.value);
    }
    expect(record.log.at(-1)?.action).toMatchObject({ divisionsLater: true });
    const resolved = state;
    expect(resolved.round?.attack ?? null).toBeNull();
    const back = undo(record);
    if (!back.ok) throw new Error(back.error.message);
    // Undone: the attack waits again, and without "Not now" it asks the divisions.
    expect(back.value.state.round?.attack?.stage).toBe('resolve');
    expect(combatSpec(back.value.state, choice).ok).toBe(false);
    const again = redo(back.value.record, back.value.state);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.state).toEqual(resolved);
    const replayed = stateOf(record);
    expect(replayed.ok && replayed.value).toEqual(resolved);
  });

  it('a game file keeps the grouped question and the "Not now" of an attack', () => {
    expect(
      checkAction({
        type: 'answerFact',
        fact: { kind: 'counter', id: 'FC/1', need: 'division', also: ['FC/2', 'FC/3'] },
        answer: { type: null, attackFactor: null, division: '14th Panzer' },
      }),
    ).toEqual([]);
    expect(checkAction({ type: 'resolveAttack', ...choice, divisionsLater: true })).toEqual([]);
  });

  it('known divisions ask nothing', () => {
    const r = combatSpec(declared(forgetting({})), choice);
    expect(!r.ok && r.error.code === 'fact.needed').toBe(false);
  });
});
