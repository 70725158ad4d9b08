/**
 * The Activation Check and the Campaign Game tables through the `votg` command's pure main:
 * each table's results at its row boundaries with the drm computed line by line (S.20 lines
 * 56-305), the odds as result → exact chance, off-table finals, and every refusal (exit 2).
 */
import { describe, expect, it } from 'vitest';
import { rollCgTable, runVotgCommand } from '../../../src/votg/engine';

const run = (input: unknown) => {
  const r = runVotgCommand([typeof input === 'string' ? input : JSON.stringify(input)]);
  return { exitCode: r.exitCode, json: JSON.parse(r.stdout) as Record<string, unknown> };
};
/** The result of a roll (exit 0 expected). */
const result = (input: Record<string, unknown>) => {
  const r = run(input);
  expect(r.exitCode, JSON.stringify(r.json)).toBe(0);
  return r.json.result;
};
const refuses = (input: unknown, words: string) => {
  const r = run(input);
  expect(r.exitCode).toBe(2);
  expect(Object.keys(r.json).sort()).toEqual(['error', 'message']);
  expect(r.json.message).toContain(words);
};
const why = (input: Record<string, unknown>) =>
  (run(input).json.modifiers as { value: number; why: string }[]).map((m) => [
    m.value,
    Number(m.why.match(/line (\d+)/)?.[1]),
  ]);

describe('AC (Chapter S 5.1: activate when the final is at most the AC#)', () => {
  it('final = dr + drm; equal to the AC# activates, one more does not', () => {
    expect(result({ table: 'AC', acNumber: 3, dice: [3] })).toBe('activate');
    expect(result({ table: 'AC', acNumber: 3, dice: [4] })).toBe('none');
    const r = run({ table: 'AC', acNumber: 3, drm: -2, dice: [5] });
    expect(r.json).toMatchObject({ final: 3, result: 'activate', offTable: false });
    expect(r.json.odds).toEqual({ activate: 5 / 6, none: 1 / 6 });
  });
  it('without dice: only the odds (and the modifiers)', () => {
    const r = run({ table: 'AC', acNumber: 6 });
    expect(Object.keys(r.json)).toEqual(['table', 'modifiers', 'odds']);
    expect(r.json.odds).toEqual({ activate: 1 });
  });
  it('refuses an AC# or drm out of range, and a missing AC#', () => {
    refuses({ table: 'AC', acNumber: 7, dice: [1] }, 'from 1 to 6');
    refuses({ table: 'AC', acNumber: 0 }, 'from 1 to 6');
    refuses({ table: 'AC', acNumber: 3, drm: 7 }, 'from -6 to 6');
    refuses({ table: 'AC', acNumber: 3, drm: 1e308 }, 'from -6 to 6');
    refuses({ table: 'AC', dice: [1] }, 'needs "acNumber"');
    refuses({ table: 'AC', acNumber: 3, dice: [7] }, 'whole number 1-6');
    refuses({ table: 'AC', acNumber: 3, dice: [1, 2] }, 'one die');
  });
});

describe('20.41 tables', () => {
  it('CG.attack (lines 66-70): 1-2 all-out, 3-4 general, 5-6 probing; off the table past them', () => {
    expect(result({ table: 'CG.attack', dice: [2] })).toBe('all-out');
    expect(result({ table: 'CG.attack', dice: [3] })).toBe('general');
    expect(result({ table: 'CG.attack', dice: [4] })).toBe('general');
    expect(result({ table: 'CG.attack', dice: [5] })).toBe('probing');
    const off = run({ table: 'CG.attack', historical: 1, dice: [6] });
    expect(off.json).toMatchObject({ final: 7, result: null, offTable: true });
    expect((off.json.odds as Record<string, number>).off).toBe(1 / 6);
  });
  it('CG.hw and CG.hwType (line 71)', () => {
    expect(result({ table: 'CG.hw', dice: [1] })).toBe('activate');
    expect(result({ table: 'CG.hw', dice: [2] })).toBe('none');
    const types = [1, 2, 3, 4, 5, 6].map((d) => result({ table: 'CG.hwType', dice: [d] }));
    expect(types).toEqual(['RE61', 'RE43', 'RE43-MMG', 'mortar-50', 'mortar-50', 'crew-mortar']);
  });
  it('CG.reinforcement (line 72): reinforce when the dr is at most the AC#', () => {
    expect(result({ table: 'CG.reinforcement', acNumber: 2, dice: [2] })).toBe('reinforce');
    expect(result({ table: 'CG.reinforcement', acNumber: 2, dice: [3] })).toBe('none');
  });
  it('CG.aerial (line 88): the dr halved, FRD', () => {
    const ns = [1, 2, 3, 4, 5, 6].map((d) => result({ table: 'CG.aerial', dice: [d] }));
    expect(ns).toEqual([0, 1, 1, 2, 2, 3]);
    expect(run({ table: 'CG.aerial' }).json.odds).toEqual({
      0: 1 / 6,
      1: 1 / 3,
      2: 1 / 3,
      3: 1 / 6,
    });
  });
  it('CG.air (line 89): 1-4 Stuka I, 5-6 Stuka II; NA at night or Overcast', () => {
    expect(result({ table: 'CG.air', dice: [4] })).toBe('stuka-1');
    expect(result({ table: 'CG.air', dice: [5] })).toBe('stuka-2');
    refuses({ table: 'CG.air', night: true, dice: [1] }, 'NA');
    refuses({ table: 'CG.air', overcast: true }, 'NA');
  });
  it('CG.strongpoint (CG11.1b, line 98): a DR of 2 only', () => {
    expect(result({ table: 'CG.strongpoint', dice: [1, 1] })).toBe('battalion-strongpoint');
    expect(result({ table: 'CG.strongpoint', dice: [1, 2] })).toBe('none');
    expect(run({ table: 'CG.strongpoint' }).json.odds).toEqual({
      'battalion-strongpoint': 1 / 36,
      none: 35 / 36,
    });
  });
});

describe('Refit Phase tables', () => {
  it('CG.initiative (12.625, lines 222-236): each drm from its input', () => {
    const input = {
      table: 'CG.initiative',
      enemy: 'german',
      historical: 1,
      daysSinceAttack: 2,
      friendlyWonLast: true,
      elrStart: 4,
      elrNow: 2,
      casualtyVP: 130,
    };
    expect(why(input)).toEqual([
      [1, 223],
      [-3, 224],
      [-2, 227],
      [-1, 228],
      [2, 229],
      [2, 233],
    ]);
    // 130 VP per 40 in a CGI scenario is 3 (FRD); NA after an Idle day (line 236).
    expect(why({ ...input, cgI: true }).at(-1)).toEqual([3, 233]);
    expect(why({ ...input, previousIdle: true }).map(([, l]) => l)).not.toContain(233);
    // An ELR above its start gives nothing (line 231).
    expect(why({ ...input, elrNow: 5 }).map(([, l]) => l)).not.toContain(229);
  });
  it('CG.initiative: final 1 is attack, 2 idle; the Russian -2 only with step 12.613', () => {
    expect(result({ table: 'CG.initiative', enemy: 'russian', dice: [1] })).toBe('attack');
    expect(result({ table: 'CG.initiative', enemy: 'russian', dice: [2] })).toBe('idle');
    expect(why({ table: 'CG.initiative', enemy: 'russian' })).toEqual([]);
    expect(why({ table: 'CG.initiative', enemy: 'russian', step: '12.613' })).toEqual([[-2, 225]]);
    expect(result({ table: 'CG.initiative', enemy: 'russian', step: '12.613', dice: [3] })).toBe(
      'attack',
    );
    refuses({ table: 'CG.initiative', enemy: 'german', step: '12.613' }, 'Russian ENEMY only');
    refuses({ table: 'CG.initiative' }, 'needs "enemy"');
  });
  it('CG.night (12.6254, line 238): 5 night, 6 day, +2 Overcast', () => {
    expect(result({ table: 'CG.night', dice: [5] })).toBe('night');
    expect(result({ table: 'CG.night', dice: [6] })).toBe('day');
    expect(result({ table: 'CG.night', overcast: true, dice: [4] })).toBe('day');
  });
  it('CG.recon (12.624, line 218): 1 two CPP, 2 one CPP, 3 none; Russian -1', () => {
    expect(result({ table: 'CG.recon', enemy: 'german', dice: [1] })).toBe('recon-2');
    expect(result({ table: 'CG.recon', enemy: 'german', dice: [2] })).toBe('recon-1');
    expect(result({ table: 'CG.recon', enemy: 'german', dice: [3] })).toBe('none');
    expect(result({ table: 'CG.recon', enemy: 'russian', dice: [3] })).toBe('recon-1');
  });
  it('CG.prisoners (12.609, line 188): 5 keep, 6 execute', () => {
    expect(result({ table: 'CG.prisoners', dice: [5] })).toBe('keep');
    expect(result({ table: 'CG.prisoners', dice: [6] })).toBe('execute');
  });
  it('CG.elr (12.619, lines 204-216): the final counts, the result is null; odds by final', () => {
    const input = {
      table: 'CG.elr',
      enemy: 'german',
      historical: -1,
      enemyWinsPrevDay: 1,
      idleDays: 1,
      eliteSquads: 13,
      firstLineSquads: 24,
      afv: 5,
      attackChitPrevDay: true,
      scenariosSince: 2,
      nightScenariosSince: 1,
    };
    expect(why(input)).toEqual([
      [-1, 204],
      [-2, 205],
      [-2, 206],
      [-2, 207],
      [-1, 208],
      [1, 209],
      [4, 210],
      [-1, 211],
      [1, 212],
    ]);
    const r = run({ ...input, dice: [3, 4] });
    expect(r.json).toMatchObject({ final: 4, result: null, offTable: false });
    expect((r.json.odds as Record<string, number>)['4']).toBe(6 / 36);
    // Footnote 1 (line 216): the three Activated counts are NA after an Idle Day.
    expect(why({ ...input, previousIdle: true }).map(([, l]) => l)).not.toContain(206);
    refuses({ ...input, counterattack: true }, 'Russian Counterattack');
    refuses({ ...input, enemy: 'russian' }, 'German ENEMY only');
  });
  it('CG.san (12.627, lines 266-271): ≤1 SAN +1; each drm with its line', () => {
    const input = { table: 'CG.san', enemy: 'russian', idle: true, san: 3, balance: 2 };
    expect(why(input)).toEqual([
      [-1, 267],
      [-1, 268],
      [-1, 269],
      [-2, 93],
    ]);
    expect(why({ table: 'CG.san', enemy: 'german', san: 6 })).toEqual([[1, 271]]);
    expect(result({ table: 'CG.san', enemy: 'german', san: 5, dice: [1] })).toBe('san+1');
    expect(result({ table: 'CG.san', enemy: 'german', san: 5, dice: [2] })).toBe('none');
    refuses({ table: 'CG.san', enemy: 'german', san: 10 }, 'from 0 to 9');
    refuses({ table: 'CG.san', enemy: 'german', balance: -1, san: 4 }, 'from 0 to 6');
  });
  it('CG.re (lines 273-280): FRIENDLY pairs, ENEMY trios; balance ENEMY only, 6 CPP FRIENDLY only', () => {
    const re = (side: string, d: number, more = {}) =>
      result({ table: 'CG.re', side, dice: [d], ...more });
    expect([re('friendly', 2), re('friendly', 3), re('friendly', 5)]).toEqual([
      '6/7',
      '5/6',
      '4/5',
    ]);
    expect([re('enemy', 2), re('enemy', 4), re('enemy', 5)]).toEqual(['5/6/7', '4/5/6', '3/4/5']);
    expect(re('friendly', 4, { extraCpp: true })).toBe('6/7');
    expect(re('enemy', 4, { balance: 2 })).toBe('5/6/7');
    refuses({ table: 'CG.re', side: 'friendly', balance: 1 }, 'ENEMY RE numbers only');
    refuses({ table: 'CG.re', side: 'enemy', extraCpp: true }, 'FRIENDLY RE numbers only');
  });
  it('CG.boobyTrap (lines 284-289): ≤0 +2, 1-2 +1, ≥3 none; Russian ENEMY only', () => {
    const bt = (attitude: string, d: number, balance = 0) =>
      result({ table: 'CG.boobyTrap', enemy: 'russian', attitude, balance, dice: [d] });
    expect(bt('idle', 1)).toBe('+2');
    expect(bt('idle', 2)).toBe('+1');
    expect(bt('idle', 3)).toBe('+1');
    expect(bt('idle', 4)).toBe('none');
    expect(bt('attack', 1)).toBe('none');
    expect(bt('attack', 1, 2)).toBe('+1');
    refuses({ table: 'CG.boobyTrap', enemy: 'german', attitude: 'idle' }, 'Russian ENEMY only');
    refuses({ table: 'CG.boobyTrap', enemy: 'russian', attitude: 'sideways' }, 'idle, attack');
  });
  it('CG.acNumber (lines 295-303): ≤0 AC# 4, 1-3 AC# 3, ≥4 AC# 2', () => {
    const ac = (d: number, more = {}) =>
      result({ table: 'CG.acNumber', enemy: 'german', dice: [d], ...more });
    expect([ac(3), ac(4)]).toEqual([3, 2]);
    expect(ac(1, { idleDays: 1 })).toBe(4);
    expect(ac(3, { counterattack: true })).toBe(2);
    expect(ac(2, { historical: -1, balance: 1 })).toBe(4);
    expect(
      result({ table: 'CG.acNumber', enemy: 'russian', afterCounterattack: true, dice: [3] }),
    ).toBe(2);
    expect(why({ table: 'CG.acNumber', enemy: 'german', idleDays: 2 })).toEqual([[-2, 298]]);
    refuses({ table: 'CG.acNumber', enemy: 'russian', counterattack: true }, 'German ENEMY only');
    refuses({ table: 'CG.acNumber', enemy: 'german', afterCounterattack: true }, 'Russian ENEMY');
  });
});

describe('strict input for every table', () => {
  const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
  for (const table of ['A1', 'R3a', 'G9R9', 'AC', 'CG.san', 'CG.hw'])
    it(`${table}: prototype names as fields exit 2, never a stack trace`, () => {
      for (const name of names) refuses(`{"table":"${table}","${name}":1}`, name);
    });
  it('prototype names as the table, unknown fields, drm 1e308 and attitude "sideways"', () => {
    for (const name of ['__proto__', 'constructor', 'toString'])
      refuses({ table: name }, 'Unknown');
    refuses({ table: 'CG.hw', extra: 1 }, 'does not take "extra"');
    refuses({ table: 'A1', drm: 1e308 }, 'from -12 to 12');
    refuses({ table: 'A1', attitude: 'sideways' }, 'none, hold, advance');
    refuses({ table: 'CG.nope' }, 'Unknown');
  });
  it('the engine call a CG screen reuses gives the modifiers with their lines', () => {
    const r = rollCgTable('CG.recon', { enemy: 'russian' }, [2]);
    expect(r.ok && r.value).toMatchObject({
      final: 1,
      result: 'recon-2',
      modifiers: [{ value: -1, why: 'Russian ENEMY (line 218)' }],
    });
  });
});
