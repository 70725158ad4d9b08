/**
 * One validation for files: after the shape, the meaning. Kits (the file's and each game's
 * own) are validated as the kit screen validates them, listed scenario and turn must equal the
 * setup and the replayed state, timestamps must be real instants, revisions must leave room to
 * keep saving, and no pre-release game is dropped for its id. Each case is refused with its path
 * and reason by the reader the import plan and check-save share.
 */
import { describe, expect, it } from 'vitest';
import { computeChecksum } from '../../../src/core/files/format';
import { MAX_IMPORTED_REVISION } from '../../../src/core/files/game-entry';
import { readExportText } from '../../../src/core/files/import';
import { prepareImport } from '../../../src/core/store';
import { createGameStore } from '../../../src/core/store/games';
import { createMemoryBackend } from '../../../src/core/store/memory';
import { defaultCodecs } from '../../../src/volga/state/files/codecs';
import { type Editable, fixtureJson, idFactory } from './helpers';

/** Returns the v1 fixture mutated by `edit` and resealed. */
function v1With(edit: (f: Editable) => void): string {
  const f = fixtureJson('v1-current.json') as Editable;
  edit(f);
  f.checksum = computeChecksum(f);
  return JSON.stringify(f);
}

function problemsOf(text: string) {
  const r = readExportText(text, defaultCodecs);
  if (r.ok) throw new Error('expected the file to be refused');
  return r.error.problems;
}

/** Lists Area 8 as a neighbour of 7 without listing 7 as a neighbour of 8. */
function asymmetric(kit: Editable): void {
  kit.areas['7'].neighbours = [...kit.areas['7'].neighbours, 8];
  kit.areas['8'].neighbours = kit.areas['8'].neighbours.filter((n: number) => n !== 7);
  kit.areas['8'].notNeighbours = [];
}

describe('the file kit is validated as the kit screen validates it', () => {
  it('refuses a border listed one way only, naming the path and rule', () => {
    const problems = problemsOf(v1With((f) => asymmetric(f.kit)));
    expect(problems.some((p) => p.path.startsWith('kit.areas[') && /3\.1/.test(p.message))).toBe(
      true,
    );
    expect(problems.every((p) => p.path.startsWith('kit.'))).toBe(true);
  });

  it('refuses an unknown neighbour (77)', () => {
    const problems = problemsOf(
      v1With((f) => {
        f.kit.areas['7'].neighbours.push(77);
      }),
    );
    expect(problems.some((p) => p.path.startsWith('kit.areas[7].neighbours'))).toBe(true);
  });

  it('refuses a renamed rulebook Area, with the rule', () => {
    const problems = problemsOf(
      v1With((f) => {
        f.kit.areas['21'].name = 'Not the Kurgan';
      }),
    );
    expect(problems).toContainEqual({
      path: 'kit.areas[21].name',
      message: expect.stringMatching(/Mamayev Kurgan.*\(5\.3\.1\)$/),
    });
  });
});

describe("each game's own kit and listed progress", () => {
  it("refuses an asymmetric border in a game's setup.kit", () => {
    const problems = problemsOf(v1With((f) => asymmetric(f.games[0].setup.kit)));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.path.startsWith('games[0].setup.kit.areas['))).toBe(true);
  });

  it('refuses a listed scenario other than the setup', () => {
    const problems = problemsOf(
      v1With((f) => {
        f.games[0].scenario = 'factory';
      }),
    );
    expect(problems).toEqual([{ path: 'games[0].scenario', message: expect.any(String) }]);
  });

  it('refuses a listed turn other than the replayed state at the cursor', () => {
    const problems = problemsOf(
      v1With((f) => {
        f.games[0].turn = 77;
      }),
    );
    expect(problems).toEqual([
      { path: 'games[0].turn', message: expect.stringMatching(/Turn 77.*Turn 1/) },
    ]);
  });
});

describe('timestamps and counters', () => {
  it('refuses a timestamp that is no calendar instant', () => {
    const problems = problemsOf(
      v1With((f) => {
        f.games[1].updatedAt = '2026-13-45T99:99:99.000Z';
        f.exportedAt = '2026-02-30T10:00:00.000Z';
      }),
    );
    expect(problems.map((p) => p.path).sort()).toEqual(['exportedAt', 'games[1].updatedAt']);
  });

  it('refuses a revision the store could not keep incrementing', () => {
    const top = v1With((f) => {
      f.games[0].revision = Number.MAX_SAFE_INTEGER;
    });
    expect(problemsOf(top)).toEqual([{ path: 'games[0].revision', message: expect.any(String) }]);
    const highest = v1With((f) => {
      f.games[0].revision = MAX_IMPORTED_REVISION;
    });
    expect(readExportText(highest, defaultCodecs).ok).toBe(true);
  });
});

describe('no pre-release game is dropped for its id', () => {
  function v0WithReserved(): string {
    const f = fixtureJson('v0-prerelease.json') as Editable;
    const game = f.games['g-main-1'];
    const games: Editable = {};
    for (const id of ['__proto__', 'constructor', 'prototype', 'g-main-1']) {
      Object.defineProperty(games, id, { value: game, enumerable: true, writable: true });
    }
    f.games = games;
    return JSON.stringify(f);
  }

  it('reads every game, renaming reserved ids, and says so', () => {
    const text = v0WithReserved();
    expect(text).toContain('"__proto__"');
    const r = readExportText(text, defaultCodecs);
    if (!r.ok) throw new Error(JSON.stringify(r.error.problems));
    expect(r.value.file.games.map((g) => g.id).sort()).toEqual([
      'g-main-1',
      'v0-__proto__',
      'v0-constructor',
      'v0-prototype',
    ]);
    expect(r.value.notices).toHaveLength(3);
    expect(r.value.notices[0]).toMatch(/"__proto__".*"v0-__proto__"/);
  });

  it('the plan adds all four games and names the renames', async () => {
    const store = createGameStore(createMemoryBackend(), defaultCodecs.game);
    const r = await prepareImport(store, v0WithReserved(), {
      codecs: defaultCodecs,
      mode: 'merge',
      hasKit: true,
      hasSettings: true,
      newId: idFactory(),
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.plan.add).toHaveLength(4);
    expect(r.value.plan.lines).toContain('Add 4 new games.');
    expect(r.value.plan.lines.filter((l) => /read as "v0-/.test(l))).toHaveLength(3);
  });
});
