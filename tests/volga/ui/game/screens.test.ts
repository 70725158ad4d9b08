/**
 * The game screens' pure helpers: the words for actions and
 * events, the reminders the engine's state calls for, and the log rows replayed from a record.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  append,
  apply,
  type GameRecord,
  type GameState,
  mandatoryAttacksOwed,
  newRecord,
} from '../../../../src/volga/engine/game';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { logRows } from '../../../../src/volga/ui/game/LogView';
import { remindersFor } from '../../../../src/volga/ui/game/Reminders';
import {
  actionText,
  counterName,
  eventSummary,
  noResultWords,
  rollText,
} from '../../../../src/volga/ui/game/words';

const kit = fixtureKit();
function start(): { record: GameRecord; state: GameState } {
  const r = newRecord({ scenario: 'main', cup: 'physical', kit, seed: 3 });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
function play(g: { record: GameRecord; state: GameState }, actions: readonly Action[]) {
  let cur = g;
  for (const a of actions) {
    const r = append(cur.record, cur.state, a);
    if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
    cur = r.value;
  }
  return cur;
}

describe('words', () => {
  it('names actions and rolls in the board’s words, with the source of the dice', () => {
    expect(actionText({ type: 'move', unit: 'FC/1', to: 9 })).toBe('Moved FC/1 to Area 9');
    expect(actionText({ type: 'buySupport', marker: 'engineer', count: 2 })).toBe(
      'Bought 2 Engineer Support markers',
    );
    expect(
      actionText({ type: 'resolveAttack', lead: 'FC/1', artillery: 1, engineers: 0, air: true }),
    ).toBe('Resolved the combat, lead FC/1, with 1 Artillery and Air');
    expect(
      actionText({
        type: 'resolveAttack',
        lead: 'FC/1',
        artillery: 0,
        engineers: 0,
        air: false,
        divisionsLater: true,
      }),
    ).toBe('Resolved the combat, lead FC/1; divisions not given, no Integrity Bonus from them');
    // 9.4 Barrage with "Not now": the choice made without the divisions, asked again later.
    expect(
      actionText({
        type: 'barrageChoice',
        choice: 'outOfAction',
        unit: 'FC/3',
        divisionsLater: true,
      }),
    ).toBe('Barrage: FC/3 to the Out of Action Box; divisions not given yet');
    expect(actionText({ type: 'barrageChoice', choice: 'retreat', divisionsLater: true })).toBe(
      'Barrage: all attackers Spent and retreat; divisions not given yet',
    );
    expect(rollText({ purpose: 'supply', source: 'owner', dice: [1, 2, 3, 4], rule: '6.3' })).toBe(
      'Supply 6.3: 1, 2, 3, 4 (typed by you)',
    );
    expect(rollText({ purpose: 'randomEvent', source: 'app', dice: [6, 6, 6], rule: '6.2' })).toBe(
      'Random Event 6.2: 6, 6, 6 (rolled by the app)',
    );
    expect(counterName('no-such-counter')).toBe('no-such-counter');
  });
  it('says a Turn 1 breakthrough has no result (10.1) and what an event changes', () => {
    const g = play(start(), [{ type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } }]);
    const e = eventSummary(g.state.event!, g.state.scenario);
    expect(e.rule).toBe('10.1');
    expect(e.text).toMatch(/No result on Turn 1/);
    const c = play(start(), [{ type: 'rollRandomEvent', dice: { randomEvent: [3, 3, 4] } }]);
    // The main game's Commissars come from the player aid card's chart (6.2), not 14.6.1.
    expect(eventSummary(c.state.event!, c.state.scenario)).toMatchObject({
      title: 'Commissars (rolled 10)',
      text: 'Every Soviet Defense Value is +1 this Turn.',
      rule: '6.2',
    });
    expect(eventSummary(c.state.event!, 'factory').rule).toBe('14.6.1');
  });
  it('10.1: the event card and the log line say a Turn 1 breakthrough has no result', () => {
    const g = play(start(), [{ type: 'rollRandomEvent', dice: { randomEvent: [1, 1, 1] } }]);
    expect(noResultWords(g.state.event!)).toBe('no result on Turn 1 (10.1)');
    expect(logRows(g.record)[0]!.result).toBe(
      'Random Event: 64th Army Breakthrough (3), no result on Turn 1 (10.1)',
    );
    // An event that applies on Turn 1 gets no such words.
    const c = play(start(), [{ type: 'rollRandomEvent', dice: { randomEvent: [3, 3, 4] } }]);
    expect(noResultWords(c.state.event!)).toBeNull();
    expect(logRows(c.record)[0]!.result).toBe('Random Event: Commissars (10)');
  });
});

describe('reminders', () => {
  it('buy Support before combat, units still Fresh; no second word on a mandatory attack owed', () => {
    let g = play(start(), [
      { type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } },
      { type: 'rollSupply', dice: { supply: [1, 1, 1, 1] } },
    ]);
    expect(remindersFor(g.state).map((r) => r.id)).toContain('buy');
    g = play(g, [{ type: 'endSupply' }]);
    const ids = remindersFor(g.state).map((r) => r.id);
    expect(ids).toContain('fresh');
    expect(ids).not.toContain('buy');
    expect(remindersFor(g.state).find((r) => r.id === 'fresh')?.text).toMatch(/^22 German units/);
    g = play(g, [
      { type: 'activate', area: 4 },
      { type: 'move', unit: 'FC/1', to: 9 },
    ]);
    // The Action Round panel says the owed Mandatory Attack (9.1); the reminders do not repeat it.
    expect(mandatoryAttacksOwed(g.state)).toEqual([9]);
    expect(
      remindersFor(g.state)
        .map((r) => r.text)
        .join(' '),
    ).not.toMatch(/[Mm]andatory/);
  });
  it('Morale near 0: 11.1 ends the game only if it is 0 when a Combat Phase ends', () => {
    const g = play(start(), [{ type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } }]);
    const low = { ...g.state, morale: 2 };
    const m = remindersFor(low).find((r) => r.id === 'morale');
    expect(m?.rule).toBe('11.1');
    expect(m?.text).toMatch(/if it is 0 when a Combat Phase ends, the Soviet side wins/);
    expect(m?.text).toMatch(/9\.5\.7/);
    expect(m?.text).toMatch(/6\.3/);
    expect(m?.text).not.toMatch(/at once/);
    expect(remindersFor({ ...g.state, morale: 4 }).some((r) => r.id === 'morale')).toBe(false);
  });
  it('says when Morale can still be bought (6.3): this Supply Phase, now, or only next Turn', () => {
    const text = (st: GameState) =>
      remindersFor({ ...st, morale: 2 }).find((r) => r.id === 'morale')?.text ?? '';
    let g = play(start(), [{ type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } }]);
    expect(g.state.phase).toBe('supply');
    expect(text(g.state)).toMatch(/\+1 for 3 Supply Points in this Turn's Supply Phase \(6\.3\)/);
    g = play(g, [{ type: 'rollSupply', dice: { supply: [1, 1, 1, 1] } }]);
    expect(g.state.step).toBe('purchase');
    expect(text(g.state)).toMatch(/\+1 for each 3 Supply Points spent now \(6\.3\)/);
    g = play(g, [{ type: 'endSupply' }]);
    // The Combat Phase: its 11.1 check comes before any Supply Phase, so buying is for next Turn.
    expect(g.state.phase).toBe('combat');
    const combat = text(g.state);
    expect(combat).toMatch(
      /Before this phase ends it can still rise: \+1 for a \+4 TEM Area captured \(9\.5\.7\)/,
    );
    expect(combat).toMatch(/waits for the next Turn's Supply Phase/);
    expect(combat).not.toMatch(/in this Turn's Supply Phase|spent now/);
    // On the last Turn no Supply Phase is left: buying is not offered at all.
    const last = text({ ...g.state, options: { ...g.state.options, lastTurn: g.state.turn } });
    expect(last).toMatch(/9\.5\.7/);
    expect(last).not.toMatch(/Supply/);
    // The End Phase: the next check ends next Turn's Combat Phase, after its Supply Phase.
    expect(text({ ...g.state, phase: 'end', step: 'end', round: null })).toMatch(
      /\+1 for 3 Supply Points in the next Turn's Supply Phase \(6\.3\)/,
    );
  });
  it('reinforcements waiting at Dawn, and those delayed for lack of room (6.1.1)', () => {
    let g = play(start(), [
      { type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } },
      { type: 'rollSupply', dice: { supply: [1, 1, 1, 1] } },
      { type: 'endSupply' },
      { type: 'endCombatPhase' },
    ]);
    expect(g.state.turn).toBe(2);
    expect(remindersFor(g.state).find((r) => r.id === 'reinforcements')?.text).toMatch(/389\/A/);
    // Area 2 has room for one of the four (7.1); the other three wait.
    g = play(g, [{ type: 'placeReinforcements', area: 2, units: ['389/A'] }]);
    const delayed = remindersFor(g.state).find((r) => r.id === 'delayed');
    expect(delayed?.text).toMatch(/389\/B, 389\/C, 245A/);
    // The Dawn report on the same screen lists them with why: the reminder does not repeat them,
    // and names only a unit the report does not.
    const reported = ['389/B', '389/C', '245A'];
    expect(remindersFor(g.state, reported).some((r) => r.id === 'delayed')).toBe(false);
    expect(remindersFor(g.state, ['389/B']).find((r) => r.id === 'delayed')?.text).toBe(
      'Delayed for lack of room, to enter at a later Dawn: 389/C, 245A.',
    );
  });
});

describe('log rows', () => {
  it('groups by Turn and Phase, keeps undone entries, and lists what changed', () => {
    const g = play(start(), [
      { type: 'rollRandomEvent', dice: { randomEvent: [1, 2, 3] } },
      { type: 'rollSupply', dice: { supply: [6, 6, 6, 6] } },
      { type: 'buyMorale' },
    ]);
    const undone = { ...g.record, cursor: 2 };
    const rows = logRows(undone);
    expect(rows.map((r) => [r.turn, r.phase, r.undone])).toEqual([
      [1, 'randomEvent', false],
      [1, 'supply', false],
      [1, 'supply', true],
    ]);
    expect(rows[1]!.rolls).toEqual(['Supply 6.3: 6, 6, 6, 6 (typed by you)']);
    expect(rows[1]!.changes).toContain('Supply bank 0 → 24');
    expect(rows[2]!.changes).toContain('Supply bank 24 → 21');
    // Morale is already 19: buying more changes nothing (5.2).
    expect(rows[2]!.changes.some((c) => c.startsWith('Morale'))).toBe(false);
    expect(apply(g.state, { type: 'endSupply' }).ok).toBe(true);
  });
});
