/**
 * The Areas / Combat Phase view helpers: the words they put on screen come from the engine's
 * answers (move costs, rolls, the state), and the dice they hand back go where the engine reads
 * them. Positions on the TEST FIXTURE kit.
 */
import { describe, expect, it } from 'vitest';
import { apply, type GameState, moveCost, newGame } from '../../../../../src/volga/engine/game';
import { fixtureKit } from '../../../../../src/volga/engine/kit/fixture';
import {
  areaSummary,
  areaView,
  areaViews,
  boardCounts,
  controlWord,
  incomingUnits,
  sovietText,
  statusWords,
  tileGermans,
  tileSoviet,
  tileStatus,
} from '../../../../../src/volga/ui/game/areas/model';
import {
  allTyped,
  entriesFromRolls,
  moveLine,
  ownerCombatDice,
} from '../../../../../src/volga/ui/game/combat/words';

function must(s: GameState, a: Parameters<typeof apply>[1]): GameState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
  return r.value.state;
}

/** Turn 1 Action Rounds on the fixture kit, physical cup. */
function rounds(): GameState {
  const g = newGame({ scenario: 'main', cup: 'physical', kit: fixtureKit(), seed: 1 });
  if (!g.ok) throw new Error(g.error.message);
  let s = must(g.value, { type: 'rollRandomEvent', dice: { randomEvent: [4, 4, 4] } });
  s = must(s, { type: 'rollSupply', dice: { supply: [3, 3, 3, 3] } });
  return must(s, { type: 'endSupply' });
}

describe('moveLine (8.2 costs in words)', () => {
  it('names the cost, what is entered with its article, and the rule', () => {
    const s = must(rounds(), { type: 'activate', area: 4 });
    const into9 = moveCost(s, 'FC/1', 9);
    const into5 = moveCost(s, 'FC/1', 5);
    if (!into9.ok || !into5.ok) throw new Error('fixture moves refused');
    expect(moveLine(into9.value)).toBe('4 MF: enter an Area with an Unrevealed Soviet unit (8.2)');
    expect(moveLine(into5.value)).toBe('2 MF: enter a Vacant Area adjacent to a Soviet unit (8.2)');
    expect(moveLine(into5.value, false)).toBe('enter a Vacant Area adjacent to a Soviet unit');
  });
});

describe('owner dice for resolveAttack', () => {
  const slots = ['air', 'german-0', 'german-1', 'soviet-0', 'soviet-1', 'soviet-2'];
  const typed = (v: number) => ({ value: v, source: 'owner' as const });

  it('maps every typed die to its roll purpose, in slot order', () => {
    const entries = {
      air: typed(3),
      'german-0': typed(6),
      'german-1': typed(2),
      'soviet-0': typed(1),
      'soviet-1': typed(5),
      'soviet-2': typed(4),
    };
    expect(ownerCombatDice(slots, entries)).toEqual({
      'combat.air': [3],
      'combat.german': [6, 2],
      'combat.soviet': [1, 5, 4],
    });
    expect(allTyped(slots, entries)).toBe(true);
  });

  it('is null while a die is missing or was rolled by the app', () => {
    expect(ownerCombatDice(slots, { air: typed(3) })).toBeNull();
    const app = {
      air: typed(3),
      'german-0': { value: 6, source: 'app' as const },
      'german-1': typed(2),
      'soviet-0': typed(1),
      'soviet-1': typed(5),
      'soviet-2': typed(4),
    };
    expect(ownerCombatDice(slots, app)).toBeNull();
    expect(allTyped(slots, app)).toBe(false);
  });

  it('turns the engine rolls back into die entries (isolation and air are single dice)', () => {
    expect(
      entriesFromRolls([
        { purpose: 'combat.isolation', source: 'app', dice: [2], rule: '12.3' },
        { purpose: 'combat.german', source: 'app', dice: [6, 6], rule: '9.5.1' },
        { purpose: 'combat.soviet', source: 'app', dice: [1, 4, 3], rule: '9.4' },
        { purpose: 'cup', source: 'app', dice: [3], rule: '9.4', drawn: 'x' },
      ]),
    ).toEqual({
      isolation: { value: 2, source: 'app' },
      'german-0': { value: 6, source: 'app' },
      'german-1': { value: 6, source: 'app' },
      'soviet-0': { value: 1, source: 'app' },
      'soviet-1': { value: 4, source: 'app' },
      'soviet-2': { value: 3, source: 'app' },
    });
  });
});

describe('Area views', () => {
  it('the setup: nine German Areas, each Vacant, their stacks Fresh; Soviet Areas Unrevealed', () => {
    const s = rounds();
    const views = areaViews(s);
    expect(views).toHaveLength(50);
    expect(boardCounts(views)).toEqual({ german: 9, contested: 0, isolated: 0 });
    const a4 = areaView(s, 4);
    expect(a4).toMatchObject({ control: 'german', vacant: true, fresh: 4, spent: 0 });
    expect(a4.canActivate).toBe(true);
    expect(statusWords(a4)).toEqual(['Vacant']);
    expect(tileStatus(a4)).toEqual(['Can activate', 'Vacant']);
    expect(tileGermans(a4)).toEqual(['4 Fresh']);
    const a9 = areaView(s, 9);
    expect(a9.soviet).toEqual({ kind: 'unrevealed', terrain: 'lightUrban' });
    expect(tileSoviet(a9.soviet)).toBe('? Light Urban');
    expect(tileGermans(a9)).toEqual([]);
    expect(areaSummary(a9)).toContain('Soviet Controlled. Unrevealed Soviet unit, Light Urban');
  });

  it('after a move in and a reveal: Contested, the attack owed, Defense Factor and Strategy', () => {
    let s = must(rounds(), { type: 'activate', area: 4 });
    s = must(s, { type: 'move', unit: 'FC/1', to: 9 });
    const owed = areaView(s, 9);
    expect(owed.contested).toBe(true);
    expect(owed.attackOwed).toBe(true);
    expect(areaView(s, 4).active).toBe(true);
    expect(statusWords(owed)).toEqual(['Contested']);
    expect(tileStatus(owed)).toEqual(['Attack owed', 'Contested']);
    expect(tileStatus(areaView(s, 4))).toEqual(['Active', 'Vacant']);
    s = must(s, { type: 'declareAttack', area: 9, units: ['FC/1'] });
    s = must(s, { type: 'revealCounter', counter: 'main-lightUrban-6-guards-1' });
    const v = areaView(s, 9);
    expect(v.attackOwed).toBe(false);
    expect(v.soviet).toMatchObject({ kind: 'revealed', defense: 6, strategy: 'guards' });
    expect(tileSoviet(v.soviet)).toBe('6 Guards');
    expect(sovietText(v.soviet)).toBe('Revealed Soviet unit: Defense Factor 6, Guards');
  });
});

describe("tile words, read at arm's length", () => {
  it('names each count, the Strategy in full and the terrain a face-down unit shows', () => {
    const a4 = areaView(rounds(), 4);
    expect(tileGermans({ ...a4, fresh: 2, spent: 1 })).toEqual(['2 Fresh', '1 Spent']);
    expect(tileGermans({ ...a4, fresh: 0, spent: 3 })).toEqual(['3 Spent']);
    const up = { kind: 'revealed', counter: 'c', defense: 6, pavlov: false } as const;
    expect(tileSoviet({ ...up, strategy: 'barrage' })).toBe('6 Barrage');
    expect(tileSoviet({ ...up, strategy: 'heroes' })).toBe('6 Heroes');
    expect(tileSoviet({ ...up, strategy: 'guards', pavlov: true })).toBe("6 Pavlov's House");
    expect(tileSoviet({ kind: 'unrevealed', terrain: null })).toBe('? Unrevealed');
    expect(tileSoviet({ kind: 'none' })).toBe('');
    expect(controlWord(a4)).toBe('German');
    expect(tileStatus({ ...a4, canActivate: false, isolated: true, vacant: false })).toEqual([
      'Isolated',
    ]);
  });
});

describe('incomingUnits (the Area sheet\'s "Move into this Area")', () => {
  it('lists the activated units next door the engine lets in, and the others with its refusal', () => {
    const s = must(rounds(), { type: 'activate', area: 4 });
    const into5 = incomingUnits(s, 5);
    expect(into5.can.length).toBeGreaterThan(0);
    for (const id of into5.can) expect(moveCost(s, id, 5).ok, id).toBe(true);
    // FC/1 enters Soviet-held Area 9 and must stop there (8.2): it is offered nowhere after.
    const stopped = must(s, { type: 'move', unit: 'FC/1', to: 9 });
    let refusedSomewhere = 0;
    for (let n = 1; n <= 50; n++) {
      const inc = incomingUnits(stopped, n);
      expect(inc.can).not.toContain('FC/1');
      for (const id of inc.can) expect(moveCost(stopped, id, n).ok, `${id} to ${n}`).toBe(true);
      for (const { unit, error } of inc.cannot) {
        const c = moveCost(stopped, unit, n);
        expect(c.ok ? null : c.error, `${unit} to ${n}`).toEqual(error);
      }
      expect(inc.waiting).toEqual([]);
      refusedSomewhere += inc.cannot.length;
    }
    expect(refusedSomewhere).toBeGreaterThan(0);
  });
  it("carries the engine's own rule: Area 3 already holds four German units (8.3.1), not 8.2", () => {
    const s = must(rounds(), { type: 'activate', area: 4 });
    const into3 = incomingUnits(s, 3);
    expect(into3.can).toEqual([]);
    expect(into3.cannot.map((c) => c.unit).sort()).toEqual(['244B', 'FC/1', 'FC/2', 'FC/3']);
    for (const c of into3.cannot) {
      expect(c.error.code).toBe('move.overstack');
      expect(c.error.rule).toBe('8.3.1');
    }
  });
  it("groups the units waiting on a fact when Area 5's borders are not all in the kit", () => {
    // As in the audit: the kit knows only the 4-5 border of Area 5, so the engine cannot tell
    // whether Area 5 is next to a Soviet unit (8.2's 1 or 2 MF) and asks for its neighbours.
    const base = rounds();
    const half = structuredClone(base) as { -readonly [K in keyof GameState]: GameState[K] };
    const kit = structuredClone(base.kit);
    const areas = kit.areas as unknown as Record<
      number,
      { neighbours: number[]; neighboursComplete: boolean }
    >;
    for (const m of areas[5]!.neighbours)
      if (m !== 4) {
        areas[m]!.neighbours = areas[m]!.neighbours.filter((x) => x !== 5);
        areas[m]!.neighboursComplete = false;
      }
    areas[5]!.neighbours = [4];
    areas[5]!.neighboursComplete = false;
    half.kit = kit;
    const s = must(half as GameState, { type: 'activate', area: 4 });
    const into5 = incomingUnits(s, 5);
    expect(into5.can).toEqual([]);
    expect(into5.cannot).toEqual([]);
    expect(into5.waiting).toHaveLength(1);
    const w = into5.waiting[0]!;
    expect(w.fact).toEqual({ kind: 'neighbours', area: 5 });
    expect(w.error.code).toBe('fact.needed');
    expect([...w.units].sort()).toEqual(['244B', 'FC/1', 'FC/2', 'FC/3']);
    // Once the owner answers from the map, the same units can move in, at 2 MF (Area 9 is next door).
    const answered = must(s, {
      type: 'answerFact',
      fact: w.fact,
      answer: [3, 4, 6, 9, 11],
    } as Parameters<typeof apply>[1]);
    const after = incomingUnits(answered, 5);
    expect([...after.can].sort()).toEqual(['244B', 'FC/1', 'FC/2', 'FC/3']);
    expect(after.waiting).toEqual([]);
    const c = moveCost(answered, 'FC/1', 5);
    expect(c.ok && c.value.cost).toBe(2);
  });
  it('is empty between Action Rounds', () => {
    expect(incomingUnits(rounds(), 5)).toEqual({ can: [], waiting: [], cannot: [] });
  });
});
