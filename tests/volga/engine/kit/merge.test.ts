/**
 * Kit text adds: reading kit text keeps the counters the rulebook names, and importing any kit
 * adds its facts to the owner's kit (addKitFacts) without losing one the owner or the rulebook
 * holds; replacing the whole kit stays a separate choice (the plan of each is shown).
 */
import { describe, expect, it } from 'vitest';
import { type ComponentKit, knownKit } from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { addKitFacts } from '../../../../src/volga/engine/kit/merge';
import { parseKitText } from '../../../../src/volga/engine/kit/text';
import { kitImportPlan } from '../../../../src/volga/engine/kit/text-plan';

/** The TEST FIXTURE's facts as an owner's full kit (a kit marked fixture is never imported). */
const full: ComponentKit = { ...fixtureKit(), name: 'My box', fixture: false };
/** 12.4 names the six assault guns. */
const GUNS = ['244A', '244B', '244C', '245A', '245B', '177'];

function read(text: string): ComponentKit {
  const r = parseKitText(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.kit;
}

describe('kit text keeps what the rulebook gives', () => {
  it('a counter line adds a counter: the six assault guns and 29/RCN (13.4) stay', () => {
    const k = read('counter XX/1 infantry af 4 div "Made-up Division" main 1');
    const ids = k.germanCounters.map((c) => c.id);
    for (const g of GUNS) expect(ids).toContain(g);
    expect(ids).toContain('XX/1');
    expect(k.germanCounters.find((c) => c.id === '29/RCN')).toMatchObject({
      attackFactor: 6,
      division: '29th Motorized',
    });
  });

  it('a line about a counter the rulebook names adds to what it gives (245A stays an assault gun arriving on Turn 2)', () => {
    const k = read('counter 245A armor af 7');
    expect(k.germanCounters.find((c) => c.id === '245A')).toMatchObject({
      assaultGun: true,
      type: 'armor',
      attackFactor: 7,
      main: { at: 'arrival', turn: 2 },
    });
  });
});

describe('importing adds facts (addKitFacts)', () => {
  const two = read('counter 29/A af 8\narea 12 "Made-up Landing"');

  it('two lines into a full kit change those two facts and keep every other fact', () => {
    const m = addKitFacts(full, two);
    expect(m.name).toBe('My box');
    expect(m.germanCounters.find((c) => c.id === '29/A')!.attackFactor).toBe(8);
    expect(m.areas[12]!.name).toBe('Made-up Landing');
    // Everything else is the owner's, untouched.
    const back = {
      ...m,
      germanCounters: m.germanCounters.map((c) =>
        c.id === '29/A' ? full.germanCounters.find((x) => x.id === '29/A')! : c,
      ),
      areas: { ...m.areas, 12: full.areas[12]! },
    };
    expect(back).toEqual(full);
    for (const g of GUNS) expect(m.germanCounters.map((c) => c.id)).toContain(g);
    const plan = kitImportPlan(full, m);
    expect(plan).toContain('Map: 1 Area change (12).');
    expect(plan).toContain('German counters: 1 changed (29/A).');
    expect(plan.join(' ')).not.toContain('removed');
  });

  it('replacing the whole kit is what drops the owner facts (the separate choice says so)', () => {
    expect(kitImportPlan(full, two).join(' ')).toContain('removed');
  });

  it('borders only add, and an event row replaces the owner rows of the same rolls', () => {
    const k = read('area 7 borders 20\nevent main 9-10 "Made-up Calm" none');
    const m = addKitFacts(full, k);
    expect(m.areas[7]!.neighbours).toEqual(
      [...new Set([...full.areas[7]!.neighbours, 20])].sort((a, b) => a - b),
    );
    expect(m.areas[20]!.neighbours).toContain(7);
    const rows = m.events.main;
    expect(rows.filter((r) => r.lo <= 10 && r.hi >= 9)).toEqual([
      expect.objectContaining({ lo: 9, hi: 10, name: 'Made-up Calm' }),
    ]);
    // Rows of other rolls are the owner's.
    expect(rows.filter((r) => r.hi < 9 || r.lo > 10)).toEqual(
      full.events.main.filter((r) => r.hi < 9 || r.lo > 10),
    );
    // The factory chart was not written: the owner's stays.
    expect(m.events.factory).toEqual(full.events.factory);
  });

  it("a kit still named as the rulebook's takes the import's name and facts whole", () => {
    expect(addKitFacts(knownKit(), full)).toEqual(full);
  });
});
