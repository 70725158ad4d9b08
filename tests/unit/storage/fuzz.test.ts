/**
 * Fuzz: 10,000+ mutated and truncated export files, from a seeded PRNG (deterministic), fed to
 * the validator and through the import flow against a store with games in it. No crash; every
 * refused file has at least one problem with a path and a reason; nothing is written for a
 * refused file; an accepted file really is valid (it re-reads and imports into a fresh store).
 */
import { describe, expect, it } from 'vitest';
import {
  defaultCodecs,
  type GameRecordCodec,
  provisionalGameCodec,
} from '../../../src/state/files/codecs';
import { buildExportFile } from '../../../src/state/files/export';
import { computeChecksum } from '../../../src/state/files/format';
import { readExportText } from '../../../src/state/files/import';
import type { KvBackend } from '../../../src/state/store/backend';
import { createGameStore } from '../../../src/state/store/games';
import { createMemoryBackend } from '../../../src/state/store/memory';
import { confirmImport, prepareImport } from '../../../src/state/store/transfer';
import { at, draft, type Editable, entry, fixtureText, idFactory } from './helpers';

const codec: GameRecordCodec = provisionalGameCodec;
const CASES = 10_000;
const FILE_ERROR_CODES: readonly string[] = [
  'file.notJson',
  'file.notOurs',
  'file.tooNew',
  'file.tooLarge',
  'file.invalid',
];

/** mulberry32: a small seeded PRNG, so every run feeds the same files. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
  };
}
type Rng = ReturnType<typeof prng>;

/** A larger, valid base file: three games with logs, built with the real exporter. */
function bigBase(): string {
  const games = ['fz-a', 'fz-b', 'fz-c'].map((id, k) => {
    const d = draft(id, 12 + k * 5);
    return {
      ...d,
      createdAt: at(k),
      updatedAt: at(k + 10),
      revision: d.log.length + 1,
      schemaVersion: 1,
      log: [...d.log, entry('resolveAttack', [6, 6, 1, 2])],
      cursor: d.log.length + 1,
    };
  });
  return JSON.stringify(
    buildExportFile({
      exportedAt: at(99),
      games,
      kit: { name: 'kit', areas: [] },
      settings: { theme: 'dark' },
    }),
  );
}

const WEIRD_VALUES: readonly unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  '',
  'x',
  'main',
  true,
  false,
  [],
  {},
  [1, 2],
  { type: 'x' },
  '2026-03-01T10:00:00.000Z',
  'factory',
  7,
  'owner',
];

/** Returns every path (array of keys) to a node of a JSON value. */
function paths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) paths(value[i], [...prefix, i], out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  }
  return out;
}

function parentOf(root: Editable, path: (string | number)[]): Editable {
  let node = root;
  for (const k of path.slice(0, -1)) node = node[k];
  return node;
}

/** Structural mutation: returns the mutated JSON text and whether it was resealed. */
function mutateStructure(base: string, rng: Rng): string {
  const doc: Editable = JSON.parse(base);
  const all = paths(doc).filter((p) => p.length > 0);
  const rounds = 1 + rng.int(3);
  for (let r = 0; r < rounds; r++) {
    const path = rng.pick(all);
    let parent: Editable;
    try {
      parent = parentOf(doc, path);
    } catch {
      continue; // an earlier round removed part of the path
    }
    if (parent === null || typeof parent !== 'object') continue;
    const key = path[path.length - 1]!;
    switch (rng.int(6)) {
      case 0:
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete parent[key];
        break;
      case 1:
      case 2:
        parent[key] = structuredClone(rng.pick(WEIRD_VALUES));
        break;
      case 3:
        if (Array.isArray(parent)) parent.push(structuredClone(parent[Number(key)]));
        else parent[`unexpected${rng.int(9)}`] = rng.pick(WEIRD_VALUES);
        break;
      case 4: {
        const v = parent[key];
        if (typeof v === 'number') parent[key] = v + rng.pick([-2, -1, 1, 0.5, 1000]);
        else if (typeof v === 'string') parent[key] = rng.next() < 0.5 ? v.slice(1) : `${v}${v}`;
        else parent[key] = String(v);
        break;
      }
      default:
        if (Array.isArray(parent) && parent.length > 1) parent.reverse();
        else parent[key] = [parent[key]];
    }
  }
  // Reseal most of them so the mutation reaches the deeper checks instead of the checksum.
  if (rng.next() < 0.8 && doc && typeof doc === 'object' && !Array.isArray(doc)) {
    doc.checksum = computeChecksum(doc);
  }
  return JSON.stringify(doc, null, rng.next() < 0.5 ? 2 : undefined);
}

/** Text mutation: truncation, a flipped, inserted or deleted character, a removed chunk. */
function mutateText(base: string, rng: Rng): string {
  const i = rng.int(base.length);
  switch (rng.int(5)) {
    case 0:
      return base.slice(0, i);
    case 1:
      return base.slice(0, i) + String.fromCharCode(32 + rng.int(95)) + base.slice(i + 1);
    case 2:
      return base.slice(0, i) + rng.pick(['"', '{', ']', ',', '\\', '\u0000', '9']) + base.slice(i);
    case 3:
      return base.slice(0, i) + base.slice(i + 1 + rng.int(40));
    default:
      return base.slice(0, i) + base.slice(i, i + rng.int(60)) + base.slice(i);
  }
}

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

describe(`fuzz: ${CASES} mutated and truncated export files`, () => {
  it('never crashes, names a path and reason for every refusal, and changes no stored data', async () => {
    const memory = createMemoryBackend();
    const seeded = createGameStore(memory, codec);
    for (const id of ['fz-a', 'mine-1', 'mine-2']) await seeded.createGame(draft(id, 3), at(0));
    const before = memory.snapshot();
    const { backend, writes } = counting(memory);
    const store = createGameStore(backend, codec);

    // The full fixture (two embedded kits) is the slowest to check; lighter variants keep the
    // run short while every shape (kit, game kit, v0, long logs) is still mutated.
    const v1 = fixtureText('v1-current.json');
    const lighter: Editable = JSON.parse(v1);
    delete lighter.games[0].setup.kit;
    lighter.checksum = computeChecksum(lighter);
    const noKit: Editable = structuredClone(lighter);
    noKit.kit = null;
    noKit.checksum = computeChecksum(noKit);
    const big = bigBase();
    const bases = [
      v1,
      JSON.stringify(lighter),
      JSON.stringify(noKit),
      fixtureText('v0-prerelease.json'),
      big,
      big,
    ];
    const rng = prng(20260301);
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
        // An accepted mutation must be a genuinely valid file: it re-reads, and imports cleanly.
        const again = readExportText(JSON.stringify(result.value.file), defaultCodecs);
        if (!again.ok)
          violations.push(`case ${n}: accepted but does not re-read: ${text.slice(0, 300)}`);
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
      `fuzz: ${CASES} files in ${Math.round(ms)} ms (cpu ${Math.round((cpu.user + cpu.system) / 1000)} ms)`,
      JSON.stringify(tally),
    );
  }, 30_000);
});
