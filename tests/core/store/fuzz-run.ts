/**
 * The fuzz run over mutated and truncated export files, from a seeded PRNG (deterministic), fed
 * to the validator and through the import flow against a store with games in it. No crash; every
 * refused file has at least one problem with a path and a reason; nothing is written for a
 * refused file; an accepted file really is valid (it re-reads and imports into a fresh store).
 * The 10,000 cases run as two test files of 5,000 (fuzz-1, fuzz-2), so the two test threads
 * share them.
 */
import { expect } from 'vitest';
import { readExportText } from '../../../src/core/files/import';
import type { KvBackend } from '../../../src/core/store/backend';
import { createGameStore } from '../../../src/core/store/games';
import { createMemoryBackend } from '../../../src/core/store/memory';
import { confirmImport, prepareImport } from '../../../src/core/store/transfer';
import { defaultCodecs, type GameRecordCodec } from '../../../src/volga/state/files/codecs';
import { engineBases, mutateStructure, mutateText, prng } from '../files/fuzz-mutate';
import { at, fixtureText, idFactory } from '../files/helpers';

const codec: GameRecordCodec = defaultCodecs.game;
/** Cases in each of the two fuzz test files: 10,000 in all. */
export const SHARD_CASES = 5_000;
const FILE_ERROR_CODES: readonly string[] = [
  'file.notJson',
  'file.notOurs',
  'file.tooNew',
  'file.tooLarge',
  'file.invalid',
];

/** Counts writes, so "nothing was written" is checked on every case, not only at the end. */
function counting(backend: KvBackend) {
  let writes = 0;
  const wrapped: KvBackend = {
    ...backend,
    atomic: (reads, decide) => {
      writes += 1;
      return backend.atomic(reads, decide);
    },
  };
  return { backend: wrapped, writes: () => writes };
}

/** Runs `SHARD_CASES` cases from the PRNG seeded with `seed`; fails on the first violations. */
export async function fuzzShard(seed: number): Promise<void> {
  const CASES = SHARD_CASES;
  const memory = createMemoryBackend();
  const seeded = createGameStore(memory, codec);
  const { main, light, long } = engineBases();
  // Stored games to keep unchanged: the fixture's games, under ids the files also use.
  const fixtureGames = JSON.parse(main).games as Array<Record<string, unknown>>;
  for (const id of ['fz-a', 'mine-1']) {
    const g = fixtureGames[0]!;
    const r = await seeded.createGame(
      {
        id,
        name: `Stored ${id}`,
        scenario: 'main',
        turn: 1,
        cursor: g.cursor as number,
        setup: g.setup,
        log: g.log as unknown[],
      },
      at(0),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
  }
  const before = memory.snapshot();
  const { backend, writes } = counting(memory);
  const store = createGameStore(backend, codec);

  // Every game embeds the kit it is played with, the costliest part to checksum and parse; the
  // full fixture (three kits) is one base in ten, the rest carry one kit each.
  const bases = [
    fixtureText('v1-current.json'),
    light,
    main,
    long,
    light,
    main,
    fixtureText('v0-prerelease.json'),
    light,
    long,
    main,
  ];
  const rng = prng(seed);
  const tally = { refused: 0, accepted: 0, byCode: {} as Record<string, number> };
  const violations: string[] = [];
  const started = performance.now();
  const cpuStart = process.cpuUsage();

  for (let n = 0; n < CASES; n++) {
    const base = bases[n % bases.length]!;
    const text = rng.next() < 0.6 ? mutateStructure(base, rng) : mutateText(base, rng);
    let result: ReturnType<typeof readExportText>;
    try {
      result = readExportText(text, defaultCodecs);
    } catch (e) {
      throw new Error(`case ${n} crashed the validator: ${String(e)}\n${text.slice(0, 500)}`);
    }
    if (!result.ok) {
      tally.refused += 1;
      tally.byCode[result.error.code] = (tally.byCode[result.error.code] ?? 0) + 1;
      // Plain checks (thousands of expect() calls would dominate the run); violations are
      // collected with their case number and must be none.
      const { code, problems } = result.error;
      if (!FILE_ERROR_CODES.includes(code)) violations.push(`case ${n}: unknown code ${code}`);
      if (problems.length === 0) violations.push(`case ${n}: refused without a problem`);
      for (const p of problems) {
        if (typeof p.path !== 'string' || typeof p.message !== 'string' || p.message.length < 4) {
          violations.push(`case ${n}: unclear problem ${JSON.stringify(p)}`);
        }
      }
      // Parsable but wrong files are located precisely: a path, not just "the file".
      if (code === 'file.invalid' && !problems.some((p) => p.path !== '')) {
        if (!problems.every((p) => /nested too deeply|not a valid version 0/.test(p.message))) {
          violations.push(`case ${n}: no path in ${JSON.stringify(problems)}`);
        }
      }
      // The import flow stops at the same point and writes nothing.
      if (n % 10 === 0) {
        const prepared = await prepareImport(store, text, {
          codecs: defaultCodecs,
          mode: 'replace',
          hasKit: true,
          hasSettings: true,
          newId: idFactory(),
        });
        expect(prepared.ok).toBe(false);
      }
    } else {
      tally.accepted += 1;
      // An accepted mutation must be a genuinely valid file: it re-reads (one in four: each
      // read replays every game with the engine), and imports cleanly.
      if (tally.accepted % 4 === 1) {
        const again = readExportText(JSON.stringify(result.value.file), defaultCodecs);
        if (!again.ok)
          violations.push(`case ${n}: accepted but does not re-read: ${text.slice(0, 300)}`);
      }
      if (tally.accepted % 25 === 1) {
        const scratch = createGameStore(createMemoryBackend(), codec);
        const prepared = await prepareImport(scratch, text, {
          codecs: defaultCodecs,
          mode: 'merge',
          hasKit: false,
          hasSettings: false,
          newId: idFactory(),
        });
        if (!prepared.ok) throw new Error(JSON.stringify(prepared.error));
        expect((await confirmImport(scratch, prepared.value, at(1))).ok).toBe(true);
        const listed = await scratch.listGames();
        expect(listed.ok && listed.value.length).toBe(prepared.value.plan.add.length);
      }
    }
    if (writes() !== 0) violations.push(`case ${n}: something was written`);
  }

  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  expect(violations.slice(0, 5)).toEqual([]);
  expect(memory.snapshot()).toEqual(before);
  expect(tally.refused + tally.accepted).toBe(CASES);
  // Most mutations must be refused; some (a changed name, a reordered log) are legitimately valid.
  expect(tally.refused).toBeGreaterThan(CASES * 0.7);
  expect(Object.keys(tally.byCode)).toEqual(
    expect.arrayContaining(['file.notJson', 'file.invalid']),
  );
  console.log(
    `fuzz (seed ${seed}): ${CASES} files in ${Math.round(ms)} ms (cpu ${Math.round((cpu.user + cpu.system) / 1000)} ms)`,
    JSON.stringify(tally),
  );
}
