import { describe, expect, it } from 'vitest';
import { append, defaultOptions, newRecord } from '../../../../src/volga/engine/game';
import {
  answerFact,
  type ComponentKit,
  type Fact,
  knownAnswer,
  knownKit,
  overruleFact,
  unknownSetupPlaces,
  validateKit,
} from '../../../../src/volga/engine/kit';

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const area = (n: number): Fact => ({
  kind: 'setup',
  scenario: 'main',
  place: { at: 'area', area: n },
});

describe('setup facts: one place at a time (5.3, 14.3)', () => {
  it('names the counters of a place, adds new designations and marks the place known', () => {
    const k = must(
      answerFact(knownKit(), area(5), [
        { id: '29/RCN', division: null },
        { id: '29/1', division: '29th Motorized' },
      ]),
    );
    expect(k.setupKnown?.main).toEqual(['5']);
    expect(k.germanCounters.find((c) => c.id === '29/RCN')?.main).toEqual({ at: 'area', area: 5 });
    const added = k.germanCounters.find((c) => c.id === '29/1');
    // Only what was named: type and Attack Factor stay unknown (never invented).
    expect(added).toMatchObject({
      division: '29th Motorized',
      type: null,
      attackFactor: null,
      assaultGun: false,
    });
    expect(unknownSetupPlaces(k, 'main')).not.toContainEqual({ at: 'area', area: 5 });
  });

  it('marks a designation of 12.4 as an assault gun', () => {
    const k = must(answerFact(knownKit(), area(1), [{ id: '244A', division: null }]));
    expect(k.germanCounters.find((c) => c.id === '244A')?.assaultGun).toBe(true);
  });

  it('refuses a counter the kit places elsewhere, and leaving out one it places here (5.3)', () => {
    const k = must(answerFact(knownKit(), area(5), [{ id: '29/1', division: null }]));
    const elsewhere = answerFact(k, area(6), [{ id: '29/1', division: null }]);
    expect(elsewhere.ok).toBe(false);
    if (!elsewhere.ok) expect(elsewhere.error.rule).toBe('5.3');
    // 245A arrives on Turn 2 (6.1.1): the T2 answer must include it.
    const t2 = answerFact(
      k,
      { kind: 'setup', scenario: 'main', place: { at: 'arrival', turn: 2 } },
      [],
    );
    expect(t2.ok).toBe(false);
  });

  it('completes the list once every place is named: unplaced counters are absent', () => {
    let k: ComponentKit = knownKit();
    const m29 = '29th Motorized';
    const named: Record<string, { id: string; division: string | null }[]> = {
      '1': [
        { id: '29/RCN', division: m29 },
        { id: '29/1', division: m29 },
      ],
      '2': [
        { id: '29/2', division: m29 },
        { id: '29/3', division: m29 },
      ],
      T2: ['245A', '389/1', '389/2', '389/3'].map((id) => ({
        id,
        division: id === '245A' ? null : '389th Infantry',
      })),
      T7: [{ id: '245B', division: null }],
    };
    for (const p of unknownSetupPlaces(k, 'main')) {
      const key = p.at === 'area' ? String(p.area) : p.at === 'arrival' ? `T${p.turn}` : 'OOA';
      const here = named[key] ?? [{ id: `G/${key}`, division: null }];
      k = must(answerFact(k, { kind: 'setup', scenario: 'main', place: p }, here));
    }
    expect(k.germanCountersComplete.main).toBe(true);
    expect(k.germanCounters.find((c) => c.id === '244A')?.main).toBe('absent');
    expect(validateKit(k).progress.germanCounters.main.places).toMatchObject({
      known: 11,
      total: 11,
    });
  });
});

describe('counter facts and what the kit already holds', () => {
  it('records type, Attack Factor and division, and refuses a contradiction (4.3)', () => {
    const k = must(
      answerFact(
        knownKit(),
        { kind: 'counter', id: '29/RCN' },
        { type: 'armor', attackFactor: 6, division: '29th Motorized' },
      ),
    );
    expect(k.germanCounters.find((c) => c.id === '29/RCN')).toMatchObject({
      type: 'armor',
      attackFactor: 6,
    });
    const other = answerFact(
      k,
      { kind: 'counter', id: '29/RCN' },
      { type: 'infantry', attackFactor: 6, division: null },
    );
    expect(other.ok).toBe(false);
    // 13.4 gives 29/RCN Attack Factor 6: any other is refused.
    expect(
      answerFact(
        knownKit(),
        { kind: 'counter', id: '29/RCN' },
        { type: 'armor', attackFactor: 5, division: '29th Motorized' },
      ).ok,
    ).toBe(false);
  });

  it('knownAnswer gives back each kind of answer the kit holds, and null for what it does not', () => {
    let k = knownKit();
    const facts: [Fact, unknown][] = [
      [{ kind: 'terrain', area: 7 }, 'clear'],
      [{ kind: 'tem', area: 7 }, 1],
      [{ kind: 'name', area: 7 }, 'Somewhere'],
      [{ kind: 'adjacency', a: 7, b: 9 }, true],
      [
        { kind: 'event', scenario: 'main', roll: 7 },
        { lo: 7, hi: 7, name: 'Quiet', effect: { kind: 'none' }, text: '', turn1NoResult: false },
      ],
      [area(2), [{ id: 'G/2', division: '29th Motorized' }]],
      [
        { kind: 'counter', id: 'G/2' },
        { type: 'infantry', attackFactor: 3, division: '29th Motorized' },
      ],
    ];
    for (const [f] of facts) expect(knownAnswer(k, f)).toBeNull();
    for (const [f, a] of facts) k = must(answerFact(k, f, a as never));
    for (const [f, a] of facts) expect(knownAnswer(k, f)).toEqual(a);
  });

  it('overruleFact replaces what the kit held with the owner’s answer', () => {
    const k = must(answerFact(knownKit(), { kind: 'terrain', area: 7 }, 'clear'));
    expect(answerFact(k, { kind: 'terrain', area: 7 }, 'elevated').ok).toBe(false);
    const o = must(overruleFact(k, { kind: 'terrain', area: 7 }, 'elevated'));
    expect(o.areas[7]?.terrain).toBe('elevated');
    // A fact the rulebook gives is still refused (Area 10 is Heavy Urban, 14.5.1).
    expect(overruleFact(k, { kind: 'terrain', area: 10 }, 'clear').ok).toBe(false);
  });
});

describe('a game starts with the kit as it is', () => {
  it('starts on the rulebook-only kit and asks each setup Area when the Combat Phase comes', () => {
    const r = must(
      newRecord({
        scenario: 'main',
        cup: 'physical',
        kit: knownKit(),
        seed: 1,
        options: defaultOptions('main'),
      }),
    );
    expect([r.state.phase, r.state.step]).toEqual(['randomEvent', 'roll']);
    expect(Object.keys(r.state.germans)).toEqual([]);
    let { record, state } = r;
    const step = (a: Parameters<typeof append>[2]) => {
      const x = append(record, state, a);
      if (x.ok) ({ record, state } = x.value);
      return x;
    };
    // Owner dice 5+5+5 = 15: the rulebook's Artillery Shell Shortages row (13.2).
    must(step({ type: 'rollRandomEvent', dice: { randomEvent: [5, 5, 5] } } as never));
    must(step({ type: 'rollSupply', dice: { supply: [1, 1, 2, 1] } } as never));
    const ended = step({ type: 'endSupply' });
    expect(ended.ok).toBe(false);
    if (!ended.ok) expect(ended.error.fact).toEqual(area(1));
    must(
      step({ type: 'answerFact', fact: area(1), answer: [{ id: 'G/1', division: null }] } as never),
    );
    // The answer brings the unit onto the board where it starts.
    expect(state.germans['G/1']?.location).toEqual({ kind: 'area', area: 1 });
  });
});
