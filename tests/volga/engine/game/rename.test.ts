/**
 * Renaming a German unit in a game (4.3): a counter entered by count plays under its placeholder
 * until the owner gives its printed designation; the rename is a logged action that renames the
 * unit everywhere the state names it, is undone like any other, and refuses a designation that
 * is empty, the app's placeholder form, or another counter's.
 */
import { describe, expect, it } from 'vitest';
import { append, newRecord, replay, stateOf, undo } from '../../../../src/volga/engine/game';
import { type ComponentKit, renameCounter } from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { act, atActionRounds, edit, game, refuse } from './helpers';

const P = 'Area 1 · 2';

/** The fixture kit with FA/2 (Area 1) known only by its placeholder, and a 16.1 row naming it. */
function countedKit(): ComponentKit {
  const k = fixtureKit();
  return {
    ...k,
    germanCounters: k.germanCounters.map((c) => (c.id === 'FA/2' ? { ...c, id: P } : c)),
    events: {
      ...k.events,
      main: k.events.main.map((r) =>
        r.effect.kind === 'noActivation'
          ? { ...r, effect: { ...r.effect, units: [...r.effect.units, P] } }
          : r,
      ),
    },
  };
}

const counted = () => game({ kit: countedKit() });
const rename = (from: string, to: string) => ({ type: 'renameUnit', from, to }) as const;

describe('renameUnit (4.3)', () => {
  it('renames the unit in the game and its kit, keeping its place, order and details', () => {
    const s = counted();
    const r = act(s, rename(P, ' 29/1 '));
    expect(P in r.germans).toBe(false);
    expect(r.germans['29/1']).toEqual({ ...s.germans[P]!, id: '29/1' });
    // The unit lists where it did: Area 1's stack reads in the same order.
    expect(Object.keys(r.germans)).toEqual(
      Object.keys(s.germans).map((k) => (k === P ? '29/1' : k)),
    );
    const before = s.kit.germanCounters.find((c) => c.id === P)!;
    expect(r.kit.germanCounters.find((c) => c.id === '29/1')).toEqual({ ...before, id: '29/1' });
    expect(r.kit.germanCounters.some((c) => c.id === P)).toBe(false);
    // 16.1: a chart row that names the unit names it by its designation.
    const rows = r.kit.events.main.filter((x) => x.effect.kind === 'noActivation');
    expect(rows.length).toBeGreaterThan(0);
    for (const x of rows)
      expect(x.effect).toMatchObject({ units: expect.arrayContaining(['29/1']) });
    // The rest of the game is untouched.
    expect({ ...r, germans: s.germans, kit: s.kit }).toEqual(s);
  });

  it('renames the unit in the Action Round, its attack, the last attack and the Turn’s event', () => {
    const s = atActionRounds(counted(), (d) => {
      d.round = {
        serial: 1,
        area: 1,
        contestedAtActivation: [],
        units: {
          'FA/1': { mfLeft: 3, moved: true, attacked: false, enteredFrom: null, stopped: false },
          [P]: { mfLeft: 2, moved: true, attacked: false, enteredFrom: 1, stopped: true },
        },
        attacked: [],
        attack: { area: 9, units: ['FA/1', P], kind: 'mandatory', stage: 'barrage' },
        retreat: { from: 9, units: [P] },
      };
      d.lastAttack = {
        area: 8,
        units: [P],
        lead: P,
        counter: 'x',
        av: 9,
        dv: 8,
        at: null,
        dt: null,
        combatResult: null,
        outcome: 'repulse',
      };
      d.event = {
        roll: 9,
        usedRoll: 9,
        name: 'Hold',
        effect: { kind: 'noActivation', divisions: [], units: [P] },
        text: '',
        noResultRule: null,
      };
    });
    const r = act(s, rename(P, '29/1'));
    expect(Object.keys(r.round!.units)).toEqual(['FA/1', '29/1']);
    expect(r.round!.units['29/1']).toEqual(s.round!.units[P]);
    expect(r.round!.attack!.units).toEqual(['FA/1', '29/1']);
    expect(r.round!.retreat!.units).toEqual(['29/1']);
    expect(r.lastAttack).toMatchObject({ units: ['29/1'], lead: '29/1' });
    expect(r.event!.effect).toMatchObject({ units: ['29/1'] });
    expect(JSON.stringify(r)).not.toContain(P);
  });

  it('plays on under the new designation', () => {
    const s = act(atActionRounds(counted()), rename(P, '29/1'));
    const moved = act(act(s, { type: 'activate', area: 1 }), { type: 'move', unit: '29/1', to: 2 });
    expect(moved.germans['29/1']!.location).toEqual({ kind: 'area', area: 2 });
    // The old name is no unit of the game any more.
    expect(refuse(moved, { type: 'move', unit: P, to: 1 }).message).toContain(P);
  });

  it('is accepted at any step, like an answer, and after the game has ended', () => {
    const s = counted();
    expect(act(s, rename(P, '29/1')).phase).toBe(s.phase);
    const over = edit(s, (d) => {
      d.phase = 'over';
      d.step = 'over';
      d.result = { winner: 'soviet', kind: 'final', rule: '11.2', turn: 9, message: 'x' };
    });
    expect(act(over, rename(P, '29/1')).germans['29/1']).toBeDefined();
  });

  it.each([
    ['', 'kit.rename.empty', 'empty'],
    ['   ', 'kit.rename.empty', 'empty'],
    ['FA/1', 'kit.rename.taken', 'already used'],
    ['Area 3 · 1', 'kit.rename.placeholder', 'form the app gives'],
    ['t2·4', 'kit.rename.placeholder', 'form the app gives'],
    [P, 'kit.rename.same', 'already'],
  ])('refuses %j with %s, citing 4.3 and naming the problem', (to, code, words) => {
    const e = refuse(counted(), rename(P, to));
    expect(e).toMatchObject({ code, rule: '4.3' });
    expect(e.message).toContain(words);
  });

  it('refuses a unit the game does not have, and a designation the rulebook prints', () => {
    expect(refuse(counted(), rename('29/9', '29/1'))).toMatchObject({
      code: 'kit.rename.unknown',
      rule: '4.3',
    });
    expect(refuse(counted(), rename('29/RCN', '29/1'))).toMatchObject({
      code: 'kit.rename.known',
      rule: '4.3',
    });
  });

  it('is logged, undone and replayed like any action', () => {
    const start = newRecord({ scenario: 'main', cup: 'digital', kit: countedKit(), seed: 1 });
    if (!start.ok) throw new Error(start.error.message);
    const a = append(start.value.record, start.value.state, rename(P, '29/1'));
    if (!a.ok) throw new Error(a.error.message);
    expect(a.value.record.log.map((e) => e.action)).toEqual([rename(P, '29/1')]);
    const replayed = stateOf(a.value.record);
    expect(replayed.ok && replayed.value).toEqual(a.value.state);
    const back = undo(a.value.record);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.state).toEqual(start.value.state);
    expect(back.value.state.germans[P]).toBeDefined();
    expect(replay(a.value.record.setup, a.value.record.log, 0)).toEqual({
      ok: true,
      value: start.value.state,
    });
  });
});

describe('renameCounter on the kit screen (4.3)', () => {
  it('renames the counter and the chart rows that name it, or refuses as in play', () => {
    const k = countedKit();
    const r = renameCounter(k, P, '29/1');
    expect(r.ok && r.value.germanCounters.map((c) => c.id)).toContain('29/1');
    expect(JSON.stringify(r.ok && r.value)).not.toContain(P);
    expect(renameCounter(k, P, 'Out · 2')).toMatchObject({
      ok: false,
      error: { code: 'kit.rename.placeholder', rule: '4.3' },
    });
    expect(renameCounter(k, 'FA/1', 'FA/3')).toMatchObject({
      ok: false,
      error: { code: 'kit.rename.taken' },
    });
  });
});
