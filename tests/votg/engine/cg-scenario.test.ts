/**
 * The rolls made during a CG scenario (20.41, lines 63-98), offered from the CG record: which
 * apply by the chits, the ENEMY, the CG Date's weather and the AC#, their drm by line, and the
 * refusals of a roll the text does not have made now.
 */
import { describe, expect, it } from 'vitest';
import { readCgRecord } from '../../../src/votg/engine/cg/read';
import {
  applyCgEntry,
  type CgEntry,
  type CgStart,
  type CgState,
  cgStartState,
  nextCgStep,
} from '../../../src/votg/engine/cg/record';
import { type CgScenarioTable, scenarioOffers } from '../../../src/votg/engine/cg/scenario';

const GERMAN_I: CgStart = { cg: 'I', enemy: 'german', elr: 3, san: 2, boobyTrap: 0, balance: 0 };

function apply(s: CgState, e: CgEntry): CgState {
  const r = applyCgEntry(s, e);
  if (!r.ok) throw new Error(`${JSON.stringify(e)}: ${r.error.message}`);
  return r.value;
}

/** Plays day 1's Scenario Commencement (every roll a 3) up to the scenario's result. */
function toScenario(start: CgStart, date: { historical: number; overcast: boolean }) {
  const log: CgEntry[] = [];
  let s = cgStartState(start);
  for (let n = nextCgStep(s); n.step !== 'result'; n = nextCgStep(s)) {
    const e: CgEntry =
      n.step === 'date'
        ? { step: 'date', ...date }
        : n.step === 'friendlyChit'
          ? { step: 'friendlyChit', chit: 'attack' }
          : n.step === 'reBuy'
            ? { step: 'reBuy', cpp: 0 }
            : ({ step: n.step, dice: [3] } as CgEntry);
    s = apply(s, e);
    log.push(e);
  }
  return { s, log };
}

const offered = (s: CgState) => scenarioOffers(s.start, s.current!).map((o) => o.table);
const roll = (table: CgScenarioTable, ...dice: number[]): CgEntry => ({
  step: 'scenario',
  table,
  dice,
  source: 'owner',
});
const last = (s: CgState) => s.current!.scenarioRolls.at(-1)!.outcome;

describe('CG in-scenario rolls (20.41, lines 63-98)', () => {
  it("a German ENEMY's Attack chit offers Attack Determination, HW Activation, Reinforcements, Aerial Bombardment and Air Support", () => {
    const { s } = toScenario(GERMAN_I, { historical: 2, overcast: false });
    expect(s.current!.enemyChit).toBe('attack');
    expect(offered(s)).toEqual(['CG.attack', 'CG.hw', 'CG.reinforcement', 'CG.aerial', 'CG.air']);
    // Attack Determination: dr 3 + Historical DRM 2 = 5, a Probing Attack (lines 66, 70).
    let t = apply(s, roll('CG.attack', 3));
    expect(last(t)).toMatchObject({ final: 5, result: 'probing' });
    expect(last(t).modifiers).toEqual([{ value: 2, why: 'Historical DRM (line 66)' }]);
    expect(offered(t)).not.toContain('CG.attack');
    // HW Activation: a 1 activates, and its type follows once (line 71).
    t = apply(t, roll('CG.hw', 1));
    expect(last(t).result).toBe('activate');
    expect(offered(t)).toContain('CG.hwType');
    t = apply(t, roll('CG.hwType', 6));
    expect(last(t).result).toBe('crew-mortar');
    expect(offered(t)).not.toContain('CG.hwType');
    expect(offered(t)).toContain('CG.hw');
    // Reinforcements: a dr at most the AC# brings a dr +2 S? in CG I (line 72).
    const ac = t.current!.acNumber!;
    expect([2, 3, 4]).toContain(ac);
    t = apply(t, roll('CG.reinforcement', ac + 1));
    expect(last(t).result).toBe('none');
    expect(offered(t)).not.toContain('CG.reinforcementCount');
    t = apply(t, roll('CG.reinforcement', ac));
    expect(last(t).result).toBe('reinforce');
    expect(
      scenarioOffers(t.start, t.current!).find((o) => o.table === 'CG.reinforcementCount'),
    ).toMatchObject({ dice: 1, line: 72 });
    t = apply(t, roll('CG.reinforcementCount', 4));
    expect(last(t)).toMatchObject({ final: 6, result: null });
    // Aerial Bombardment: dr 5 halved, rounded down, is 2 (line 88); Air Support dr 6: Stuka II.
    t = apply(t, roll('CG.aerial', 5));
    expect(last(t).result).toBe(2);
    t = apply(t, roll('CG.air', 6));
    expect(last(t).result).toBe('stuka-2');
    expect(offered(t)).toEqual(['CG.hw', 'CG.reinforcement']);
    // Made once each: a second Air Support dr is refused by its lines.
    const again = applyCgEntry(t, roll('CG.air', 2));
    expect(again.ok || again.error.message).toContain('lines 63-98');
    // Nothing moved on the card: the day still waits for its scenario's result.
    expect(nextCgStep(t).step).toBe('result');
    expect(t.current!.san).toBe(s.current!.san);
  });

  it("CG II's initial scenario: the German ENEMY's All-Out Attack is fixed, so neither Attack Determination nor Reinforcements are rolled (lines 65, 72)", () => {
    const { s } = toScenario({ ...GERMAN_I, cg: 'II' }, { historical: 0, overcast: false });
    expect(offered(s)).toEqual(['CG.hw', 'CG.aerial', 'CG.air']);
    const r = applyCgEntry(s, roll('CG.reinforcement', 1));
    expect(r.ok).toBe(false);
  });

  it('an Overcast CG Date has no Air Support dr (line 89)', () => {
    const { s } = toScenario(GERMAN_I, { historical: 0, overcast: true });
    expect(offered(s)).not.toContain('CG.air');
    expect(applyCgEntry(s, roll('CG.air', 3)).ok).toBe(false);
  });

  it("a Russian ENEMY's Idle chit offers only the Battalion Strongpoint DR (CG11.1b, line 98)", () => {
    const { s } = toScenario(
      { ...GERMAN_I, enemy: 'russian', boobyTrap: 1 },
      {
        historical: 0,
        overcast: false,
      },
    );
    expect(s.current!.enemyChit).toBe('idle');
    expect(offered(s)).toEqual(['CG.strongpoint']);
    expect(applyCgEntry(s, roll('CG.attack', 3)).ok).toBe(false);
    const t = apply(s, roll('CG.strongpoint', 1, 1));
    expect(last(t).result).toBe('battalion-strongpoint');
    expect(apply(t, roll('CG.strongpoint', 3, 4)).current!.scenarioRolls).toHaveLength(2);
    // A DR is two dice.
    expect(applyCgEntry(t, roll('CG.strongpoint', 3)).ok).toBe(false);
  });

  it('is refused before the scenario is in play, and after its result', () => {
    let s = apply(cgStartState(GERMAN_I), { step: 'date', historical: 0, overcast: false });
    const early = applyCgEntry(s, roll('CG.aerial', 3));
    expect(early.ok || early.error.message).toContain('not in play');
    s = toScenario(GERMAN_I, { historical: 0, overcast: false }).s;
    s = apply(s, {
      step: 'result',
      winner: 'friendly',
      night: false,
      casualtyVP: 0,
      eliteSquads: 0,
      firstLineSquads: 0,
      afv: 0,
    });
    expect(applyCgEntry(s, roll('CG.aerial', 3)).ok).toBe(false);
  });

  it('a record with in-scenario rolls reads back and replays; a bad one is refused', () => {
    const { log } = toScenario(GERMAN_I, { historical: 1, overcast: false });
    const record = {
      schemaVersion: 1,
      kind: 'votg-cg',
      start: GERMAN_I,
      log: [...log, roll('CG.attack', 1), roll('CG.aerial', 4)],
      redo: [],
    };
    expect(readCgRecord(record).ok).toBe(true);
    expect(readCgRecord({ ...record, log: [...log, roll('CG.strongpoint', 1, 1)] }).ok).toBe(false);
    expect(
      readCgRecord({ ...record, log: [...log, { ...roll('CG.aerial', 4), note: 'x' }] }).ok,
    ).toBe(false);
  });
});
