/**
 * The expansion's modifiers and terrain, each against the line of the Tide of Iron: Stalingrad
 * rules text that gives it (line numbers of ../shared/rules/other/tide-of-iron-stalingrad-expansion.txt).
 * Odds are compared to exact fractions within 1e-15.
 */
import { describe, expect, it } from 'vitest';
import {
  buildingOdds,
  coreFaces,
  DEFAULT_SETTINGS,
  dicePlan,
  handToHandOdds,
  modified,
  modifiersOf,
  molotovOdds,
  readDice,
  type Settings,
  SITUATIONS,
  sn42CoverCut,
  starvingCut,
  summarize,
  TERRAIN,
  terrainCover,
  terrainFacts,
} from '../../../src/toi/engine';

const s = (patch: Partial<Settings>): Settings => ({ ...DEFAULT_SETTINGS, ...patch });
const exact = (a: number | undefined, b: number) =>
  expect(Math.abs((a ?? Number.NaN) - b)).toBeLessThan(1e-15);
const p = (x: Settings, id: string) => summarize(x).chances.find((c) => c.id === id)?.p;

describe('terrain (Terrain Reference, lines 1274-1333; Dense Urban Terrain, lines 239-287)', () => {
  it('gives each terrain its printed cover', () => {
    expect(terrainCover('clear', 'squad')).toBe(0); // line 1307
    expect(terrainCover('fountain', 'squad')).toBe(2); // line 269
    expect(terrainCover('collapsed', 'squad')).toBe(2); // line 257
    expect(terrainCover('building', 'squad')).toBe(3); // line 1292
    expect(terrainCover('bombed', 'squad')).toBe(4); // line 283: 4 for squads...
    expect(terrainCover('bombed', 'other')).toBe(1); // ...1 for other units
    expect(Object.keys(TERRAIN)).toEqual(['clear', 'fountain', 'collapsed', 'building', 'bombed']);
  });
  it('says what a terrain means for buildings and for fire', () => {
    const b = terrainFacts('building', 'squad', 3).map((f) => f.text);
    expect(b.join(' | ')).toContain('only vehicle or anti-tank firepower counts');
    expect(b).toContain('Against a Molotov or fougasse: 3 less 2 = 1 cover die');
    const c = terrainFacts('collapsed', 'squad', 2).map((f) => f.text);
    expect(c).toContain('Against a Molotov or fougasse: 2 less 2 = 0 cover dice');
    expect(c.join(' | ')).toContain('not a building to attack again');
    expect(terrainFacts('bombed', 'other', 1)[0]?.text).toBe(
      'Cover 1 for a unit other than a squad',
    );
    expect(terrainFacts('other', 'squad', 5)[0]?.rule).toBe('core');
  });
});

describe('concussive firepower, several units (Destructible Buildings, line 392)', () => {
  it('adds three dice per unit: 13 and two concussive units are the 19-dice example', () => {
    const o = buildingOdds({
      floorsAbove: 1,
      weakened: false,
      concussive: 2,
      attack: 13,
      hitOn: 5,
      saveOn: 5,
    });
    expect(o.dice).toBe(19);
    exact(
      o.pDestroy,
      buildingOdds({
        floorsAbove: 1,
        weakened: false,
        concussive: 0,
        attack: 19,
        hitOn: 5,
        saveOn: 5,
      }).pDestroy,
    );
    expect(o.terms.find((t) => t.label.startsWith('Concussive'))).toEqual({
      label: 'Concussive firepower ×2',
      value: 6,
      rule: 'destructible',
    });
  });
  it('reminds that only vehicle or anti-tank firepower damages a building (line 378), never a suppressive attack (line 358)', () => {
    const r = summarize(s({ kind: 'building' }))
      .reminders.map((x) => x.text)
      .join(' | ');
    expect(r).toContain('Only vehicle firepower counts');
    expect(r).toContain('anti-tank specialization within 3 hexes');
    expect(r).toContain('suppressive attack never harms a building');
    expect(summarize(s({ kind: 'attack' })).reminders).toEqual([]);
  });
});

describe('SMG Unit (line 470): +2 firepower against infantry', () => {
  it('adds two attack dice per SMG squad in any attack', () => {
    const x = s({ kind: 'attack', attack: 2, defense: 0, smg: 1 });
    expect(dicePlan(x)[0]?.count).toBe(4);
    exact(p(x, 'pNeed'), 1 - (2 / 3) ** 4);
  });
  it('adds them to a hand-to-hand assault, never to a building or a Molotov', () => {
    expect(dicePlan(s({ kind: 'handToHand', attack: 3, smg: 2 }))[0]?.count).toBe(8);
    expect(dicePlan(s({ kind: 'building', attack: 10, smg: 2 }))[0]?.count).toBe(10);
    expect(modifiersOf('building')).toEqual([]);
    expect(modifiersOf('molotov')).toEqual(['engineersDefend']);
  });
});

describe('Starving Unit (line 518): firepower one less (minimum 1), no assault', () => {
  it('cuts one per squad, each squad keeping at least 1', () => {
    expect(starvingCut(5, 1)).toBe(1);
    expect(starvingCut(1, 1)).toBe(0);
    expect(starvingCut(3, 2)).toBe(1);
    expect(starvingCut(4, 2)).toBe(2);
    expect(starvingCut(0, 1)).toBe(0);
    exact(p(s({ kind: 'attack', attack: 3, defense: 0, starving: 1 }), 'pNeed'), 1 - (2 / 3) ** 2);
  });
  it('refuses a hand-to-hand assault with a starving squad, with no dice to roll', () => {
    const x = s({ kind: 'handToHand', starving: 1 });
    expect(modified(x)).toMatchObject({
      ok: false,
      error: { code: 'toi.starving.assault', rule: 'Starving Unit' },
    });
    expect(summarize(x).refused?.message).toContain('may not assault');
    expect(summarize(x).chances).toEqual([]);
    expect(dicePlan(x)).toEqual([]);
    expect(readDice(x, {}).headline).toBe('Not allowed');
  });
});

describe('Cautious Advance (line 660): +1 cover, whatever the terrain', () => {
  it('adds a defense die to Op Fire on the moving unit', () => {
    const x = s({ kind: 'attack', attack: 1, defense: 0, cautious: true });
    expect(dicePlan(x)[1]?.count).toBe(1);
    exact(p(x, 'pNeed'), (1 / 3) * (2 / 3));
  });
  it('adds one to the cover a fougasse reduces by two, before the reduction', () => {
    // Cover 2 is 0 dice; with Cautious Advance 3 less 2 is one die: 41/48 as cover 3.
    exact(p(s({ kind: 'fougasse', cover: 2 }), 'pStrong'), 15 / 16);
    exact(p(s({ kind: 'fougasse', cover: 2, cautious: true }), 'pStrong'), 41 / 48);
  });
  it('does not change a Molotov or a hand-to-hand assault (not the moving unit’s own attack on it)', () => {
    expect(summarize(s({ kind: 'molotov', cautious: true }))).toEqual(
      summarize(s({ kind: 'molotov' })),
    );
    expect(summarize(s({ kind: 'handToHand', cautious: true }))).toEqual(
      summarize(s({ kind: 'handToHand' })),
    );
  });
});

describe('SN-42 assault engineers (lines 488-490, 1341)', () => {
  it('takes one defender cover die per two figures assaulting, rounded down, never below 0', () => {
    expect([1, 2, 3, 4, 5].map(sn42CoverCut)).toEqual([0, 1, 1, 2, 2]);
    expect(dicePlan(s({ kind: 'handToHand', defense: 3, engineers: 4 }))[1]?.count).toBe(1);
    expect(dicePlan(s({ kind: 'handToHand', defense: 1, engineers: 4 }))[1]?.count).toBe(0);
  });
  it('makes the engineers’ own cover dice save on 4-6 at close range or assaulted', () => {
    const x = s({
      kind: 'attack',
      attack: 1,
      defense: 1,
      hitOn: 5,
      saveOn: 5,
      engineersDefend: true,
    });
    exact(p(x, 'pNeed'), (1 / 3) * (1 / 2));
    expect(coreFaces(x)).toEqual(['hitOn']);
    const m = s({ kind: 'molotov', cover: 3, saveOn: 6, engineersDefend: true });
    exact(p(m, 'pStrong'), molotovOdds(3, 4).pStrong);
    expect(coreFaces(m)).toEqual([]);
  });
});

describe('hand-to-hand reads the cover dice the screen sets', () => {
  it('uses the defenders’ cover dice setting, not the fire weapons’ terrain cover', () => {
    const x = s({ kind: 'handToHand', attack: 3, defense: 0, cover: 5, defenders: 2 });
    exact(p(x, 'pHit'), 1 - (2 / 3) ** 4);
    const o = handToHandOdds({ ...x, cover: 0 });
    exact(p(x, 'pHit'), 1 - (o.netHits[0] ?? 0));
  });
});

describe('every situation still sums to one with every modifier on', () => {
  it('headline chances are probabilities', () => {
    for (const kind of SITUATIONS) {
      const x = s({
        kind,
        smg: 2,
        cautious: true,
        engineers: 3,
        engineersDefend: true,
        concussive: 2,
      });
      for (const c of summarize(x).chances) {
        expect(c.p).toBeGreaterThanOrEqual(0);
        expect(c.p).toBeLessThanOrEqual(1 + 1e-15);
      }
    }
  });
});

describe('a Molotov’s weak fire on a weak fire (Placing Fire, line 576)', () => {
  it('the reading says it turns strong; a strong fire’s reading does not', () => {
    const m = s({ kind: 'molotov', cover: 3 });
    const weak = readDice(m, { attack: [4, 1], defense: [1] }).lines.map((l) => l.text);
    expect(weak).toContain('On a hex with a weak fire already, it turns strong');
    const strong = readDice(m, { attack: [6, 1], defense: [1] }).lines.map((l) => l.text);
    expect(strong).not.toContain('On a hex with a weak fire already, it turns strong');
  });
});
