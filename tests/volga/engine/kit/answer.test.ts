import { describe, expect, it } from 'vitest';
import {
  adjacency,
  answerFact,
  type ComponentKit,
  type EventRow,
  type GermanCounter,
  germanSetup,
  knownKit,
  neighbours,
  temOf,
  terrainOf,
  validateKit,
} from '../../../../src/volga/engine/kit';

/** Unwraps an ok Result or fails the test with the error. */
function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('answerFact: the owner answers once and the kit remembers', () => {
  it('adjacency yes is recorded on both sides and survives a JSON round trip', () => {
    const k0 = knownKit();
    const k1 = must(answerFact(k0, { kind: 'adjacency', a: 33, b: 34 }, true));
    expect(adjacency(k1, 34, 33)).toBe('yes');
    expect(k1.areas[33]?.neighbours).toEqual([34]);
    expect(k1.areas[34]?.neighbours).toEqual([33]);
    expect(adjacency(JSON.parse(JSON.stringify(k1)) as ComponentKit, 33, 34)).toBe('yes');
    expect(adjacency(k0, 33, 34)).toBe('unknown'); // input not mutated
  });

  it('adjacency no is remembered and a later contradiction refused', () => {
    const k1 = must(answerFact(knownKit(), { kind: 'adjacency', a: 33, b: 34 }, false));
    expect(adjacency(k1, 33, 34)).toBe('no');
    const again = answerFact(k1, { kind: 'adjacency', a: 34, b: 33 }, true);
    expect(!again.ok && again.error).toMatchObject({
      code: 'kit.adjacency.contradicts',
      rule: '3.1',
    });
  });

  it('12.2: a shoulder Area cannot be said to border Area 1', () => {
    const r = answerFact(knownKit(), { kind: 'adjacency', a: 48, b: 1 }, true);
    expect(!r.ok && r.error).toMatchObject({ code: 'kit.adjacency.contradicts', rule: '12.2' });
  });

  it('13.4: Areas 8 and 10 cannot be said not to border', () => {
    const r = answerFact(knownKit(), { kind: 'adjacency', a: 8, b: 10 }, false);
    expect(r.ok).toBe(false);
  });

  it('self adjacency is refused', () => {
    const r = answerFact(knownKit(), { kind: 'adjacency', a: 9, b: 9 }, true);
    expect(!r.ok && r.error.code).toBe('kit.adjacency.self');
  });

  it('a neighbour list completes the Area and answers every pair with it', () => {
    const k = must(answerFact(knownKit(), { kind: 'neighbours', area: 33 }, [29, 34, 36]));
    expect(neighbours(k, 33)).toEqual({ known: [29, 34, 36], complete: true });
    expect(adjacency(k, 36, 33)).toBe('yes');
    expect(adjacency(k, 35, 33)).toBe('no');
    expect(k.areas[33]?.neighboursComplete).toBe(true);
  });

  it('a neighbour list that leaves out a known neighbour is refused', () => {
    const k = must(answerFact(knownKit(), { kind: 'adjacency', a: 33, b: 34 }, true));
    const r = answerFact(k, { kind: 'neighbours', area: 33 }, [29, 36]);
    expect(!r.ok && r.error.message).toContain('leaves out 34');
  });

  it('12.2: a shoulder list with an Area outside 42-47 is refused', () => {
    const r = answerFact(knownKit(), { kind: 'neighbours', area: 49 }, [44, 45, 38]);
    expect(!r.ok && r.error.rule).toBe('12.2');
  });

  it('terrain then TEM: Heavy Urban forces +4; a Clear answer leaves TEM to ask', () => {
    const k = must(answerFact(knownKit(), { kind: 'terrain', area: 33 }, 'heavyUrban'));
    expect(terrainOf(k, 33)).toEqual({ kind: 'known', value: 'heavyUrban' });
    expect(temOf(k, 33)).toEqual({ kind: 'known', value: 4 });
    const c = must(answerFact(k, { kind: 'terrain', area: 30 }, 'clear'));
    expect(temOf(c, 30)).toEqual({ kind: 'needsFact', fact: { kind: 'tem', area: 30 } });
    const t = must(answerFact(c, { kind: 'tem', area: 30 }, 2));
    expect(temOf(t, 30)).toEqual({ kind: 'known', value: 2 });
  });

  it('a second Airfield (Clear +2) is refused (9.5.3B)', () => {
    let k = must(answerFact(knownKit(), { kind: 'terrain', area: 30 }, 'clear'));
    k = must(answerFact(k, { kind: 'tem', area: 30 }, 2));
    const r = answerFact(k, { kind: 'tem', area: 44 }, 2);
    expect(!r.ok && r.error).toMatchObject({ code: 'kit.tem.exception', rule: '9.5.3B' });
  });

  it('a known terrain cannot be re-answered differently (14.5.1)', () => {
    const r = answerFact(knownKit(), { kind: 'terrain', area: 41 }, 'clear');
    expect(!r.ok && r.error.code).toBe('kit.fact.known');
  });

  it('the seventh Clear Soviet Area is refused (5.4)', () => {
    let k = knownKit();
    for (const n of [7, 9, 11, 12, 13])
      k = must(answerFact(k, { kind: 'terrain', area: n }, 'clear'));
    const r = answerFact(k, { kind: 'terrain', area: 15 }, 'clear');
    expect(!r.ok && r.error).toMatchObject({ code: 'kit.terrain.pool', rule: '5.4' });
  });

  it('an event row fills the chart and must contain the asked roll', () => {
    const row: EventRow = {
      lo: 9,
      hi: 12,
      name: 'Commissars',
      effect: { kind: 'commissars' },
      text: 'Soviet DV +1.',
      turn1NoResult: false,
    };
    const k = must(answerFact(knownKit(), { kind: 'event', scenario: 'main', roll: 10 }, row));
    expect(k.events.main.map((r) => r.lo)).toEqual([3, 9, 15]);
    const wrong = answerFact(knownKit(), { kind: 'event', scenario: 'main', roll: 4 }, row);
    expect(!wrong.ok && wrong.error.code).toBe('kit.event.range');
    const overlap = answerFact(
      k,
      { kind: 'event', scenario: 'main', roll: 13 },
      { ...row, lo: 12, hi: 13 },
    );
    expect(!overlap.ok && overlap.error.code).toBe('kit.event.overlap');
  });

  it('13.2: a typed row holding the rulebook row 15 is taken, roll 15 kept as the rulebook has it', () => {
    const ask16 = { kind: 'event', scenario: 'main', roll: 16 } as const;
    // Named as printed, the effect left at its blank default: one row 15-16 with 13.2's effect.
    const blank: EventRow = {
      lo: 15,
      hi: 16,
      name: 'Artillery Shell Shortages',
      effect: { kind: 'none' },
      text: '',
      turn1NoResult: false,
    };
    const k = must(answerFact(knownKit(), ask16, blank));
    expect(k.events.main.map((r) => [r.lo, r.hi, r.name, r.effect.kind])).toEqual([
      [3, 3, '64th Army Breakthrough', 'withdrawDivision'],
      [15, 16, 'Artillery Shell Shortages', 'artilleryShortage'],
    ]);
    expect(validateKit(k).errors.filter((i) => i.path.startsWith('events'))).toEqual([]);
    // Another event over 14-16: the rulebook's 15 stays, the typed row keeps 14 and 16.
    const other = { ...blank, lo: 14, name: 'Rain', effect: { kind: 'rain' } } as EventRow;
    const split = must(answerFact(knownKit(), ask16, other));
    expect(split.events.main.map((r) => [r.lo, r.hi, r.name])).toEqual([
      [3, 3, '64th Army Breakthrough'],
      [14, 14, 'Rain'],
      [15, 15, 'Artillery Shell Shortages'],
      [16, 16, 'Rain'],
    ]);
    // A row the owner entered is still refused when a new row overlaps it.
    const again = answerFact(
      k,
      { kind: 'event', scenario: 'main', roll: 17 },
      { ...blank, hi: 17 },
    );
    expect(!again.ok && again.error).toMatchObject({ code: 'kit.event.overlap', rule: '6.2' });
  });

  it('10.1: naming a row Logistical Pause switches its Turn-1 cancel on', () => {
    const pause: EventRow = {
      lo: 8,
      hi: 8,
      name: 'logistical pause',
      effect: { kind: 'noActivation', divisions: ['29th Motorized'], units: [] },
      text: '',
      turn1NoResult: false,
    };
    const k = must(answerFact(knownKit(), { kind: 'event', scenario: 'main', roll: 8 }, pause));
    expect(k.events.main.find((r) => r.lo === 8)?.turn1NoResult).toBe(true);
    const commissars = { ...pause, name: 'Commissars', effect: { kind: 'commissars' } } as EventRow;
    const c = must(
      answerFact(knownKit(), { kind: 'event', scenario: 'main', roll: 8 }, commissars),
    );
    expect(c.events.main.find((r) => r.lo === 8)?.turn1NoResult).toBe(false);
  });

  it('a counter list completes a scenario and merges with the known counters', () => {
    const mk = (
      id: string,
      division: string | null,
      extra: Partial<GermanCounter> = {},
    ): GermanCounter => ({
      id,
      division,
      type: 'infantry',
      attackFactor: 5,
      assaultGun: false,
      main: 'absent',
      factory: { at: 'area', area: 23 },
      ...extra,
    });
    const list = [
      mk('14/A', '14th Panzer', { type: 'armor' }),
      mk('14/B', '14th Panzer'),
      mk('14/C', '14th Panzer', { factory: { at: 'area', area: 24 } }),
      mk('244C', null, { assaultGun: true, main: null, factory: { at: 'arrival', turn: 12 } }),
    ];
    const k = must(answerFact(knownKit(), { kind: 'germanCounters', scenario: 'factory' }, list));
    const setup = germanSetup(k, 'factory');
    expect(setup.kind === 'known' && setup.value.map((e) => e.counter.id)).toEqual([
      '244C',
      '14/A',
      '14/B',
      '14/C',
    ]);
    // Counters not in the Factory list are now known to be absent from it.
    expect(k.germanCounters.find((c) => c.id === '29/RCN')?.factory).toBe('absent');
    expect(validateKit(k).errors).toEqual([]);
  });

  it('a counter list that drops a counter known to be in the scenario is refused', () => {
    const r = answerFact(knownKit(), { kind: 'germanCounters', scenario: 'factory' }, []);
    expect(!r.ok && r.error).toMatchObject({ code: 'kit.counters.missing', rule: '14.3' });
  });

  it('malformed answers are refused without changing anything', () => {
    const k = knownKit();
    const bad = answerFact(k, { kind: 'tem', area: 30 }, 7);
    expect(!bad.ok && bad.error.code).toBe('kit.tem.range');
    const shape = answerFact(k, { kind: 'adjacency', a: 1, b: 2 }, 'yes' as unknown as boolean);
    expect(!shape.ok && shape.error.code).toBe('kit.answer.shape');
    expect(k).toEqual(knownKit());
  });
});
