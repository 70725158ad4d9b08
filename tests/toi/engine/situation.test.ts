/** Reading rolled dice for each situation, and the dice each one asks for. */
import { describe, expect, it } from 'vitest';
import {
  coreFaces,
  DEFAULT_SETTINGS,
  dicePlan,
  readDice,
  type Settings,
  SITUATIONS,
  summarize,
} from '../../../src/toi/engine';

const BASE: Settings = {
  ...DEFAULT_SETTINGS,
  kind: 'attack',
  attack: 6,
  defense: 2,
  need: 1,
  floorsAbove: 1,
  weakened: false,
  concussive: 0,
  token: 2,
  cover: 3,
  defenders: 3,
  multiLevel: false,
  fromSewer: false,
  mv: 6,
  hitOn: 5,
  saveOn: 5,
};
const s = (patch: Partial<Settings>): Settings => ({ ...BASE, ...patch });

describe('dice plan', () => {
  it('building: the attack with concussive bonus, and the building’s three dice', () => {
    const p = dicePlan(s({ kind: 'building', attack: 16, concussive: 1 }));
    expect(p.map((g) => [g.id, g.count])).toEqual([
      ['attack', 19],
      ['defense', 3],
    ]);
  });
  it('Molotov: two dice against cover less two; fougasse four', () => {
    expect(dicePlan(s({ kind: 'molotov', cover: 4 })).map((g) => g.count)).toEqual([2, 2]);
    expect(dicePlan(s({ kind: 'fougasse', cover: 1 })).map((g) => g.count)).toEqual([4, 0]);
  });
  it('hand-to-hand: one more assault die; black dice equal the defenders’ attack strength', () => {
    const p = dicePlan(s({ kind: 'handToHand', attack: 3, defense: 2, defenders: 4 }));
    expect(p.map((g) => [g.id, g.count])).toEqual([
      ['attack', 4],
      ['defense', 2],
      ['black', 4],
    ]);
  });
  it('every situation has a summary whose headline chances are probabilities', () => {
    for (const kind of SITUATIONS) {
      const sum = summarize(s({ kind }));
      expect(sum.chances.length).toBeGreaterThan(0);
      for (const c of sum.chances) expect(c.p).toBeGreaterThanOrEqual(0);
      for (const c of sum.chances) expect(c.p).toBeLessThanOrEqual(1);
    }
  });
});

describe('core game faces', () => {
  // The Core game panel shows a face exactly when moving it moves the odds.
  const moves = (x: Settings, face: 'hitOn' | 'saveOn') => {
    const base = summarize(x).chances.map((c) => c.p);
    const moved = summarize({ ...x, [face]: 3 }).chances.map((c) => c.p);
    return moved.some((p, i) => Math.abs(p - (base[i] ?? 0)) > 1e-12);
  };
  it('each face is listed for a situation exactly when it changes its odds', () => {
    for (const kind of SITUATIONS) {
      for (const extra of [{}, { engineersDefend: true }]) {
        const x = s({ kind, ...extra });
        for (const face of ['hitOn', 'saveOn'] as const) {
          expect([kind, extra, face, moves(x, face)]).toEqual([
            kind,
            extra,
            face,
            coreFaces(x).includes(face),
          ]);
        }
      }
    }
  });
  it('the Molotov and fougasse read no hit face (their dice hit on 4-6)', () => {
    expect(coreFaces(s({ kind: 'molotov' }))).toEqual(['saveOn']);
    expect(coreFaces(s({ kind: 'fougasse' }))).toEqual(['saveOn']);
    expect(coreFaces(s({ kind: 'sniper' }))).toEqual([]);
  });
});

describe('reading the dice', () => {
  it('any attack: hits minus saves', () => {
    const r = readDice(s({}), { attack: [5, 6, 1, 2, 5, 4], defense: [6, 3] });
    expect(r.headline).toBe('2 net hits');
    expect(r.lines[0]?.text).toBe('3 hits (5-6) − 1 save (5-6) = 2 net hits');
  });
  it('building, two floors: 9 net destroys, 5 weakens, 4 leaves it', () => {
    const b = s({ kind: 'building', attack: 12 });
    const nine = [6, 6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1];
    expect(readDice(b, { attack: nine, defense: [1, 1, 1] }).headline).toBe(
      'Building hex destroyed',
    );
    expect(readDice(b, { attack: nine, defense: [5, 1, 1] }).headline).toBe(
      'Building hex weakened',
    );
    const five = [5, 5, 5, 5, 5, 1, 1, 1, 1, 1, 1, 1];
    expect(readDice(b, { attack: five, defense: [1, 1, 1] }).headline).toBe(
      'Building hex weakened',
    );
    expect(readDice(b, { attack: five, defense: [6, 1, 1] }).headline).toBe('Building unharmed');
    expect(
      readDice(s({ kind: 'building', attack: 12, weakened: true }), {
        attack: five,
        defense: [1, 1, 1],
      }).headline,
    ).toBe('Building hex destroyed');
    const fell = readDice(b, { attack: nine, defense: [1, 1, 1] });
    expect(fell.lines.some((l) => l.text.includes('8 dice hitting on 4-6'))).toBe(true);
  });
  it('sniper: the sixes', () => {
    expect(readDice(s({ kind: 'sniper', token: 3 }), { attack: [6, 5, 6] }).headline).toBe(
      '2 figures eliminated',
    );
  });
  it('Molotov: no hit after defense, weak without a 6, strong with one', () => {
    const m = s({ kind: 'molotov', cover: 3 });
    expect(readDice(m, { attack: [4, 1], defense: [5] }).headline).toBe('No fire');
    expect(readDice(m, { attack: [4, 5], defense: [5] }).headline).toBe('Weak fire');
    expect(readDice(m, { attack: [6, 4], defense: [5] }).headline).toBe('Strong fire');
    // A 6 saved away leaves no fire: the fire needs a hit after defense first.
    expect(readDice(m, { attack: [6, 1], defense: [6] }).headline).toBe('No fire');
  });
  it('fougasse: any hit after cover', () => {
    const f = s({ kind: 'fougasse', cover: 3 });
    expect(readDice(f, { attack: [4, 1, 1, 1], defense: [5] }).headline).toBe(
      'No fire in this hex',
    );
    expect(readDice(f, { attack: [4, 4, 1, 1], defense: [5] }).headline).toBe(
      'Strong fire in this hex',
    );
  });
  it('hand-to-hand: net hits and black-dice successes on 5-6', () => {
    const r = readDice(s({ kind: 'handToHand', hitOn: 4 }), {
      attack: [4, 4, 1],
      defense: [1],
      black: [5, 4, 6],
    });
    expect(r.headline).toBe('2 net hits on the defenders; 2 black-dice successes');
  });
  it('bombed terrain: 1-4 normal, 5 less four, 6 none', () => {
    const v = s({ kind: 'bombed', mv: 6 });
    expect(readDice(v, { attack: [4] }).headline).toBe('MV 6 this Action Turn');
    expect(readDice(v, { attack: [5] }).headline).toBe('MV 2 this Action Turn');
    expect(readDice(v, { attack: [6] }).headline).toBe('MV 0 this Action Turn');
  });
});
