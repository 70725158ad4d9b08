import { describe, expect, it } from 'vitest';
import {
  counterById,
  countersAt,
  knownKit,
  placeKey,
  unknownSetupPlaces,
} from '../../../../src/volga/engine/kit';
import {
  BLANK_ROW,
  divisionFromDesignations,
  openSheet,
  type SheetPlace,
  sheetAnswers,
  sheetFromKit,
} from '../../../../src/volga/engine/kit/setup-sheet';
import { parseKitText } from '../../../../src/volga/engine/kit/text';

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The sheet with `f` applied to the place named `key` (an Area number or 'T2'). */
function edit(
  sheet: readonly SheetPlace[],
  key: number | string,
  f: (p: SheetPlace) => SheetPlace,
): SheetPlace[] {
  return sheet.map((p) =>
    (p.place.at === 'area' && p.place.area === key) ||
    (p.place.at === 'arrival' && `T${p.place.turn}` === key)
      ? f(p)
      : p,
  );
}

describe('the German setup sheet (5.3, 5.3.2)', () => {
  it('opens with every main game setup place the kit does not know, in the rulebook order', () => {
    const sheet = openSheet(knownKit(), 'main');
    expect(sheet.map((p) => placeKey(p.place)).join(' ')).toBe('1 2 3 4 5 6 48 49 50 T2 T7');
  });

  it('prefills Turn 2 from 6.1.1: 245A and the 389th three units, four counters', () => {
    const t2 = openSheet(knownKit(), 'main').find((p) => p.place.at === 'arrival')!;
    expect(t2.count).toBe(4);
    expect(t2.rows.map((r) => r.id || r.division)).toEqual([
      '245A',
      '389th Infantry',
      '389th Infantry',
      '389th Infantry',
    ]);
    // 6.1.1 does not size the 100th: Turn 7 keeps 245B's row but waits for a count.
    const t7 = openSheet(knownKit(), 'main').find(
      (p) => p.place.at === 'arrival' && p.place.turn === 7,
    )!;
    expect(t7.count).toBeNull();
    expect(t7.rows.map((r) => r.id)).toEqual(['245B']);
  });

  it('records a counted place and its rows through the setup and counter facts', () => {
    const kit = knownKit();
    const sheet = edit(openSheet(kit, 'main'), 1, (p) => ({
      ...p,
      count: 3,
      rows: [
        { id: '29/RCN', type: 'armor', attackFactor: null, division: null },
        { id: '29/1', type: 'infantry', attackFactor: 5, division: '29th Motorized' },
        { ...BLANK_ROW, type: 'armor' },
      ],
    }));
    const { answers, kit: next } = must(sheetAnswers(kit, 'main', sheet));
    // Area 1, then Turn 2 (its count comes from 6.1.1), then the rows: Area 1's three, and the
    // division of the 389th's three.
    expect(answers.map((a) => a.fact.kind)).toEqual([
      'setup',
      'setup',
      ...Array<string>(6).fill('counter'),
    ]);
    expect(countersAt(next, 'main', { at: 'area', area: 1 }).map((c) => c.id)).toEqual([
      '29/RCN',
      '29/1',
      'Area 1 · 1',
    ]);
    // 29/RCN keeps the Attack Factor 13.4 gives; the row adds its type.
    expect(counterById(next, '29/RCN')).toMatchObject({ type: 'armor', attackFactor: 6 });
    expect(counterById(next, '29/1')).toMatchObject({
      type: 'infantry',
      attackFactor: 5,
      division: '29th Motorized',
    });
    expect(counterById(next, 'Area 1 · 1')?.type).toBe('armor');
  });

  it('leaves a place at "not now" unknown, to be asked when play needs it', () => {
    const kit = knownKit();
    const sheet = edit(openSheet(kit, 'main'), 2, (p) => ({ ...p, count: 1, rows: [BLANK_ROW] }));
    const { kit: next } = must(sheetAnswers(kit, 'main', sheet));
    const still = unknownSetupPlaces(next, 'main').map((p) => placeKey(p));
    // Turn 2's count came prefilled, so it is answered too; Area 2 is answered; the rest wait.
    expect(still.join(' ')).toBe('1 3 4 5 6 48 49 50 T7');
  });

  it('refuses a row that contradicts the rulebook, naming the place, and records nothing', () => {
    const kit = knownKit();
    // 13.4 gives 29/RCN Attack Factor 6.
    const sheet = edit(openSheet(kit, 'main'), 3, (p) => ({
      ...p,
      count: 1,
      rows: [{ id: '29/RCN', type: null, attackFactor: 4, division: null }],
    }));
    const r = sheetAnswers(kit, 'main', sheet);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^Area 3, 29\/RCN: .*Attack Factor/);
  });

  it('refuses the same designation in two places', () => {
    const kit = knownKit();
    let sheet = edit(openSheet(kit, 'main'), 1, (p) => ({
      ...p,
      count: 1,
      rows: [{ ...BLANK_ROW, id: '29/1' }],
    }));
    sheet = edit(sheet, 2, (p) => ({ ...p, count: 1, rows: [{ ...BLANK_ROW, id: '29/1' }] }));
    const r = sheetAnswers(kit, 'main', sheet);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^Area 2: /);
  });

  it('takes pasted kit text: the counters it places fill their places', () => {
    const read = must(
      parseKitText(
        'counter 29/1 infantry af 5 div "29th Motorized" main 1\ncounter 29/2 armor af 7 main 1',
      ),
    ).kit;
    const sheet = sheetFromKit(openSheet(knownKit(), 'main'), read, 'main');
    const a1 = sheet.find((p) => p.place.at === 'area' && p.place.area === 1)!;
    expect(a1.count).toBe(2);
    expect(a1.rows).toEqual([
      { id: '29/1', type: 'infantry', attackFactor: 5, division: '29th Motorized' },
      { id: '29/2', type: 'armor', attackFactor: 7, division: null },
    ]);
  });

  it('opens with nothing to ask once every place is known (a second game on the same kit)', () => {
    const kit = knownKit();
    // 29/RCN starts on the map (13.4), so some Area holds it, with the 29th's other three (6.1.2).
    const m29 = { ...BLANK_ROW, division: '29th Motorized' };
    const all = openSheet(kit, 'main').map((p) =>
      p.place.at === 'area' && p.place.area === 1
        ? { ...p, count: 4, rows: [{ ...BLANK_ROW, id: '29/RCN' }, m29, m29, m29] }
        : { ...p, count: p.count ?? 1 },
    );
    const { kit: next } = must(sheetAnswers(kit, 'main', all));
    expect(openSheet(next, 'main')).toEqual([]);
  });
});

describe('the division a stack’s designations point to (4.3.2)', () => {
  it('names the known division whose number opens the designations', () => {
    expect(
      divisionFromDesignations(['29/RCN', '29/1', '29/2'], ['389th Infantry', '29th Motorized']),
    ).toBe('29th Motorized');
  });
  it('offers "71st Division" for a number no known division has, with the right ordinal', () => {
    expect(divisionFromDesignations(['71/1', '71/2', ''], [])).toBe('71st Division');
    expect(divisionFromDesignations(['22/1'], [])).toBe('22nd Division');
    expect(divisionFromDesignations(['113/3'], [])).toBe('113th Division');
    expect(divisionFromDesignations(['11/3'], ['1st Panzer'])).toBe('11th Division');
    expect(divisionFromDesignations(['24/1', '244A'], [])).toBe('24th Division');
  });
  it('offers nothing when the stack mixes divisions or no designation is numbered', () => {
    expect(divisionFromDesignations(['71/1', '24/1'], [])).toBeNull();
    expect(divisionFromDesignations(['244A', 'Area 1 · 2', ''], [])).toBeNull();
  });
});
