/**
 * The game model's pending question for several attackers' division (9.5.2D) answered one
 * counter at a time ("They differ"): each answer is logged, the waiting attack runs again and
 * asks only what is still unknown, and after the last answer it goes on by itself, as it does
 * when one answer gives them all the division. TEST FIXTURE kit (made-up), FC's divisions
 * forgotten.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '../../../../src/volga/engine/game';
import type { CounterDetails, Fact } from '../../../../src/volga/engine/kit';
import type { GameModel } from '../../../../src/volga/state/game/model';
import { closeOpened } from '../../../support/opened';
import { kitWithoutFcDivisions, TO_FC_ATTACK_ON_7 } from '../../engine/game/helpers';
import { memoryServices, playOn } from './owner-kit';

afterEach(closeOpened);

/** A game on the fixture without FC's divisions, at the attack on Area 7 by FC (seed 5, 8). */
async function atTheAttack(): Promise<GameModel> {
  const services = memoryServices(() => '2026-04-01T10:00:00.000Z');
  const m = await playOn(services, kitWithoutFcDivisions(), { cup: 'digital', seed: [5, 8] });
  for (const a of TO_FC_ATTACK_ON_7) {
    const r = await m.dispatch(a, { ask: false });
    if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
  }
  return m;
}

const resolve: Action = {
  type: 'resolveAttack',
  lead: 'FC/1',
  artillery: 0,
  engineers: 0,
  air: false,
};
const division = (d: string) =>
  ({ type: null, attackFactor: null, division: d }) as never as CounterDetails;
const alone = (id: string): Fact => ({ kind: 'counter', id, need: 'division' });
const types = (m: GameModel) => m.snapshot.value?.record.log.map((e) => e.action.type) ?? [];

describe("the pending question for several attackers' division, answered one at a time", () => {
  it('asks the rest after each answer, and the waiting attack goes on after the last', async () => {
    const m = await atTheAttack();
    const r = await m.dispatch(resolve);
    expect(!r.ok && r.error.code).toBe('fact.needed');
    expect(m.question.value?.fact).toEqual({ ...alone('FC/1'), also: ['FC/2', 'FC/3'] });

    // "They differ": FC/1 alone. The attack runs again and asks the other two together.
    await m.answer(alone('FC/1'), division('Fixture Panzer C'));
    expect(m.question.value?.fact).toEqual({ ...alone('FC/2'), also: ['FC/3'] });
    expect(m.question.value?.waiting).toEqual(resolve);

    // Again: FC/2 alone, in FC/1's division, so FC/3 could still make three (9.5.2D); then FC/3,
    // the last: the attack is resolved with no further tap.
    await m.answer(alone('FC/2'), division('Fixture Panzer C'));
    expect(m.question.value?.fact).toEqual(alone('FC/3'));
    const done = await m.answer(alone('FC/3'), division('Fixture Panzer D'));
    expect(done.ok).toBe(true);
    expect(m.question.value).toBeNull();
    expect(types(m).slice(-4)).toEqual(['answerFact', 'answerFact', 'answerFact', 'resolveAttack']);
  });

  it('goes on as soon as the answers so far settle the bonus (9.5.2D)', async () => {
    const m = await atTheAttack();
    await m.dispatch(resolve);
    await m.answer(alone('FC/1'), division('Fixture Panzer C'));
    // FC/1 and FC/2 differ: FC/3 cannot make three of one division, so it is not asked.
    const done = await m.answer(alone('FC/2'), division('Fixture Panzer D'));
    expect(done.ok).toBe(true);
    expect(m.question.value).toBeNull();
    expect(types(m).at(-1)).toBe('resolveAttack');
  });

  it('an answer to another fact leaves the question and its waiting attack alone', async () => {
    const m = await atTheAttack();
    await m.dispatch(resolve);
    const asked = m.question.value;
    // FC/1's type is not part of the division question: nothing runs again.
    await m.answer({ kind: 'counter', id: 'FC/1', need: 'type' }, {
      type: 'armor',
      attackFactor: null,
      division: null,
    } as never);
    expect(m.question.value).toEqual(asked);
    expect(types(m)).not.toContain('resolveAttack');
  });
});
