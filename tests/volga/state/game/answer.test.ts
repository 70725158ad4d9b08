/**
 * One path for answering a component fact: GameModel.answer logs the answer in the game and,
 * when the game plays on the owner's kit, teaches the owner's kit, so the next game knows the
 * fact; a game on the made-up TEST FIXTURE kit teaches nothing. The pending question the engine
 * raised is answered through the same path, and its waiting action runs again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { apply, newGame } from '../../../../src/volga/engine/game';
import type { ComponentKit, EventRow, Fact } from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { learnIn } from '../../../../src/volga/state/game/services';
import { closeOpened } from '../../../support/opened';
import { ownerWorld, playOn as play } from './owner-kit';

afterEach(closeOpened);

let clock = 0;
const now = () => new Date(Date.UTC(2026, 3, 1, 10, 0, clock++)).toISOString();

/** The Random Event Chart row that holds a roll of 10, and the fact that asks for it. */
const base = fixtureKit();
const row: EventRow = base.events.main.find((r) => r.lo <= 10 && 10 <= r.hi)!;
const eventFact: Fact = { kind: 'event', scenario: 'main', roll: 10 };

/** The fixture's data without that row: as the owner's own kit, or still the TEST FIXTURE. */
function kitWithoutRow(fixture: boolean): ComponentKit {
  return {
    ...base,
    fixture,
    name: fixture ? base.name : 'TEST FIXTURE without row 9-12, not the real map',
    events: { ...base.events, main: base.events.main.filter((r) => r !== row) },
  };
}

/** The owner's kit (without the row) in memory, that games teach. */
async function world() {
  const w = await ownerWorld(kitWithoutRow(false), now, (owner) => ({
    learn: learnIn(async () => owner),
  }));
  expect(w.owner.owner.value.events.main).not.toContainEqual(row);
  return w;
}

const roll10 = { type: 'rollRandomEvent', dice: { randomEvent: [3, 3, 4] } } as const;

describe('GameModel.answer', () => {
  it("logs a fact answered inline in the game and teaches the owner's kit", async () => {
    const { services, owner } = await world();
    const m = await play(services, owner.owner.value);
    // A panel asks inline: nothing is pending in the model.
    expect(m.question.value).toBeNull();
    const r = await m.answer(eventFact, row);
    expect(r.ok).toBe(true);
    expect(m.snapshot.value?.record.log.map((e) => e.action.type)).toEqual(['answerFact']);
    expect(owner.owner.value.events.main).toContainEqual(row);

    // The next game starts from the owner's kit: the roll of 10 is not asked again.
    const next = newGame({ scenario: 'main', cup: 'physical', kit: owner.owner.value, seed: 1 });
    if (!next.ok) throw new Error(next.error.message);
    const rolled = apply(next.value, roll10);
    expect(rolled.ok).toBe(true);
  });

  it("answers the engine's pending question the same way, then runs the waiting action", async () => {
    const { services, owner } = await world();
    const m = await play(services, owner.owner.value);
    const r = await m.dispatch(roll10);
    expect(!r.ok && r.error.code).toBe('fact.needed');
    expect(m.question.value?.fact).toEqual(eventFact);
    const done = await m.answer(eventFact, row);
    expect(done.ok).toBe(true);
    expect(m.question.value).toBeNull();
    expect(m.snapshot.value?.state.event?.name).toBe(row.name);
    expect(owner.owner.value.events.main).toContainEqual(row);
  });

  it('teaches nothing from a game on the made-up TEST FIXTURE kit', async () => {
    const { services, owner } = await world();
    const m = await play(services, kitWithoutRow(true));
    const r = await m.answer(eventFact, row);
    expect(r.ok).toBe(true);
    expect(m.snapshot.value?.state.kit.events.main).toContainEqual(row);
    expect(owner.owner.value.events.main).not.toContainEqual(row);
  });

  it('teaches nothing when the game refused the answer', async () => {
    const { services, owner } = await world();
    const m = await play(services, owner.owner.value);
    const wrong = await m.answer(eventFact, { ...row, lo: 11, hi: 12 });
    expect(!wrong.ok && wrong.error.code).toBe('kit.event.range');
    expect(m.snapshot.value?.record.log).toHaveLength(0);
    expect(owner.owner.value.events.main).not.toContainEqual(row);
    expect(owner.owner.value.events.main).not.toContainEqual({ ...row, lo: 11, hi: 12 });
  });
});
