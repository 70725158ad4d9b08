/** Deterministic mutations of export files for the fuzz test (seeded PRNG, no Math.random). */

import { buildExportFile } from '../../../src/core/files/export';
import { computeChecksum } from '../../../src/core/files/format';
import { append, newRecord } from '../../../src/volga/engine/game';
import { fixtureKit } from '../../../src/volga/engine/kit/fixture';
import { createGermanPlayer } from '../../../src/volga/sim';
import { prng, type Rng } from '../../support/prng';
import { at, type Editable, fixtureJson } from './helpers';

/** One German player (and its memory) for every game in this file. */
const germanPolicy = createGermanPlayer();

export { prng, type Rng };

/**
 * Valid base files with real games (the engine's codec replays every log on import): the
 * fixture's main game alone, its Factory District game alone (lightest), and a longer game the
 * engine's own policy played with the digital cup (80 actions, two of them undone).
 */
export function engineBases(): { main: string; light: string; long: string } {
  const fixture: Editable = fixtureJson('v1-current.json');
  const seal = (f: Editable) => JSON.stringify({ ...f, checksum: computeChecksum(f) });
  const main = seal({ ...fixture, games: [fixture.games[0]], kit: null });
  const light = seal({ ...fixture, games: [fixture.games[1]], kit: null, settings: null });
  const setup = {
    scenario: 'main',
    cup: 'digital',
    kit: fixtureKit(),
    seed: [7, 7, 7, 7],
    options: { rubble: true },
  } as const;
  const start = newRecord(setup);
  if (!start.ok) throw new Error(start.error.message);
  let { record, state } = start.value;
  while (record.log.length < 80) {
    const action = germanPolicy(state);
    if (!action) break;
    const r = append(record, state, action);
    if (!r.ok) throw new Error(r.error.message);
    ({ record, state } = r.value);
  }
  const games = [
    {
      id: 'fz-a',
      name: 'Game fz-a',
      scenario: 'main',
      turn: state.turn,
      createdAt: at(0),
      updatedAt: at(10),
      revision: record.log.length + 1,
      schemaVersion: 1,
      cursor: record.log.length - 2,
      setup,
      log: record.log,
    },
  ];
  const long = JSON.stringify(
    buildExportFile({
      exportedAt: at(99),
      games,
      kit: null,
      settings: { theme: 'dark' },
    }),
  );
  return { main, light, long };
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

const pathCache = new Map<string, (string | number)[][]>();

/** Returns the paths of a base file's nodes (computed once per base; bases are few and fixed). */
function pathsOf(base: string, doc: unknown): (string | number)[][] {
  let all = pathCache.get(base);
  if (!all) {
    all = paths(doc).filter((p) => p.length > 0);
    pathCache.set(base, all);
  }
  return all;
}

function parentOf(root: Editable, path: (string | number)[]): Editable {
  let node = root;
  for (let i = 0; i < path.length - 1; i++) node = node[path[i]!];
  return node;
}

/** Structural mutation: returns the mutated JSON text and whether it was resealed. */
export function mutateStructure(base: string, rng: Rng): string {
  const doc: Editable = JSON.parse(base);
  const all = pathsOf(base, doc);
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
export function mutateText(base: string, rng: Rng): string {
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
