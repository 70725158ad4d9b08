/** Kit text: the fixture and partial kits read back exactly; each problem names its line, column and rule. */
import { describe, expect, it } from 'vitest';
import {
  blankCounter,
  type ComponentKit,
  EVENT_EFFECT_KINDS,
  type EventRow,
  editArea,
  editCounters,
  editNeighbours,
  knownKit,
} from '../../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../../src/volga/engine/kit/fixture';
import {
  kitToText,
  looksLikeKitText,
  parseKitText,
  readKitText,
} from '../../../../../src/volga/engine/kit/text';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

/** The known kit with a few Areas, two counters (one half-known) and a border answered. */
function partialKit(): ComponentKit {
  let k = knownKit();
  k = unwrap(editArea(k, 7, { terrain: 'clear', tem: 1, name: 'Orchard "North"' }));
  k = unwrap(editArea(k, 9, { terrain: 'lightUrban' }));
  k = unwrap(editNeighbours(k, 7, [4, 8, 9], false));
  k = unwrap(editNeighbours(k, 9, [7, 10, 11], true));
  k = {
    ...k,
    areas: {
      ...k.areas,
      13: { ...k.areas[13]!, notNeighbours: [40] },
      40: { ...k.areas[40]!, notNeighbours: [13] },
    },
  };
  k = unwrap(
    editCounters(
      k,
      [
        ...k.germanCounters,
        blankCounter('X 1'),
        {
          id: '389/A',
          division: '389th Infantry',
          type: 'infantry',
          attackFactor: 5,
          assaultGun: false,
          main: { at: 'arrival', turn: 2 },
          factory: 'absent',
        },
      ],
      { main: false, factory: false },
    ),
  );
  return k;
}

/** One row for every effect kind, with every kind of value (a kit need not be valid to be written). */
function everyEffect(): ComponentKit {
  const rows: EventRow[] = EVENT_EFFECT_KINDS.map((kind, i) => {
    const effect =
      kind === 'withdrawDivision'
        ? {
            kind,
            division: '29th Motorized',
            returnTo: { kind: 'anyVacant' as const },
            moralePerOutOfAction: 2,
            ifAlreadyWithdrawnUseRoll: null,
          }
        : kind === 'noActivation'
          ? { kind, divisions: ['14th Panzer', 'A "quoted" one'], units: ['244B', '177'] }
          : kind === 'morale'
            ? { kind, change: -3 }
            : kind === 'supplyPoints'
              ? { kind, change: 12 }
              : kind === 'supportMarkers'
                ? { kind, marker: 'engineer' as const, count: 2, to: 'used' as const }
                : { kind };
    return {
      lo: 3 + i,
      hi: 3 + i,
      name: `Row ${kind}`,
      effect,
      text: i % 2 ? '' : `# not a comment, ${kind}`,
      turn1NoResult: i % 3 === 0,
    } as EventRow;
  });
  return { ...knownKit(), name: 'Every effect', events: { main: rows, factory: rows.slice(0, 2) } };
}

describe('kit text round trip', () => {
  it('the complete fixture kit reads back exactly, in full and compact form', () => {
    const k = fixtureKit();
    expect(unwrap(readKitText(kitToText(k)))).toEqual(k);
    expect(unwrap(readKitText(kitToText(k, { compact: true })))).toEqual(k);
  });
  it('the rulebook-only kit and a half-transcribed kit read back exactly', () => {
    for (const k of [knownKit(), partialKit()]) {
      expect(unwrap(readKitText(kitToText(k)))).toEqual(k);
      expect(unwrap(readKitText(kitToText(k, { compact: true })))).toEqual(k);
    }
  });
  it('every effect kind and its values read back exactly', () => {
    const k = everyEffect();
    expect(unwrap(parseKitText(kitToText(k))).kit).toEqual(k);
  });
  it('lines in any order, comments and blank lines give the same kit', () => {
    const k = partialKit();
    const lines = kitToText(k)
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    // Counters keep the order they are written in; every other line may come anywhere.
    const counters = lines.filter((l) => l.startsWith('counter'));
    const others = lines.filter((l) => !l.startsWith('counter')).reverse();
    const shuffled = [
      '',
      '# my notes',
      ...[...others.slice(0, 5), ...counters, ...others.slice(5)].map(
        (l) => `  ${l}   # copied from my board`,
      ),
    ].join('\n');
    expect(unwrap(readKitText(shuffled))).toEqual(k);
  });
  it('a border written once is mirrored on the other Area (3.1)', () => {
    const r = unwrap(readKitText('kit "Mine"\narea 7 borders 4 8'));
    expect(r.areas[7]!.neighbours).toEqual([4, 8]);
    expect(r.areas[4]!.neighbours).toContain(7);
    expect(r.areas[8]!.neighbours).toContain(7);
  });
  it("what the text leaves out keeps the rulebook's facts: names, Volga, control, counters, charts", () => {
    const r = unwrap(readKitText('kit "Mine"\narea 7 clear tem 1'));
    const known = knownKit();
    expect(r.areas[1]).toEqual(known.areas[1]);
    expect(r.areas[8]!.volga).toBe(true);
    expect(r.areas[48]!.initialControl).toBe('german');
    expect(r.germanCounters).toEqual(known.germanCounters);
    expect(r.events).toEqual(known.events);
    expect(r.areas[7]).toMatchObject({ terrain: 'clear', tem: 1, name: null });
  });
  it('the writer names what it writes in the kit vocabulary', () => {
    const t = kitToText(fixtureKit());
    expect(t).toContain('area 21 elevated tem 4 "Mamayev Kurgan" borders 18 20 22 24 25 all');
    expect(t).toContain('counter 244A armor af 5 gun main 1 factory 28');
    expect(t).toContain(
      'counter 389/A infantry af 5 div "389th Infantry" main turn 2 factory absent',
    );
  });
});

describe('kit text problems', () => {
  const first = (text: string) => {
    const r = readKitText(text);
    if (r.ok) throw new Error('read');
    return r.error;
  };
  it('an unknown terrain word names its line, column and rule 3.1', () => {
    const e = first('kit "x"\n\narea 7 swamp tem 1');
    expect([e.line, e.column, e.rule]).toEqual([3, 8, '3.1']);
    expect(e.message).toContain('swamp');
  });
  it('an Area outside 1..50 is refused (3.1)', () => {
    expect(first('area 51 clear')).toMatchObject({ line: 1, column: 6, rule: '3.1' });
  });
  it('a TEM of 5 is found by the kit validation and pointed at its field (3.1.2)', () => {
    const e = first('kit "x"\narea 7 clear tem 5');
    expect(e.line).toBe(2);
    expect(e.column).toBe(14);
    expect(e.rule).toMatch(/^3\.1\.2|9\.5\.3/);
  });
  it('an Area written twice names the first line', () => {
    const e = first('area 7 clear\narea 7 elevated');
    expect(e).toMatchObject({ line: 2, column: 6 });
    expect(e.message).toContain('line 1');
  });
  it('an unclosed quote and an unknown line start are named', () => {
    expect(first('area 7 "Orchard')).toMatchObject({ line: 1, column: 8, rule: 'input' });
    expect(first('kit "a"\nhill 3')).toMatchObject({ line: 2, column: 1 });
  });
  it('an unknown effect kind names rule 6.2; every problem is listed', () => {
    const r = parseKitText('event main 3 "A" flood\ncounter Z tank');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.issues.map((i) => [i.line, i.column, i.rule])).toEqual([
      [1, 18, '6.2'],
      [2, 11, '4.3'],
    ]);
  });
  it('kit text is told apart from JSON and other text', () => {
    expect(looksLikeKitText(kitToText(fixtureKit()))).toBe(true);
    expect(looksLikeKitText('# hello\n\narea 7 clear')).toBe(true);
    expect(looksLikeKitText('{"format":"volga-table/component-kit"}')).toBe(false);
    expect(looksLikeKitText('Dear owner, here is my kit')).toBe(false);
  });
});
