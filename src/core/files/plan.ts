/**
 * Planning an import: what would change, decided before anything is written, so the player
 * can read it and confirm. Pure: the store applies a confirmed plan in one transaction.
 *
 * Merge (ruling, docs/rulings.md "Storage and files"): games with new ids are added; a game
 * whose id exists and whose content (setup, log, cursor, state) is identical is skipped; a
 * game whose id exists with different content is added as a copy under a new id, its name
 * marked "(imported)", so neither version is lost. The stored kit and settings are kept;
 * the file's are taken only where none exist yet.
 * Replace: every stored game is removed (after a backup) and the file's games are written
 * with their ids; the file's kit and settings replace the stored ones when the file has them.
 * A file's game written under the id of a stored one gets a revision above the stored one
 * (the store sets it when applying), so a tab still playing the replaced game can never save
 * over the import: it is refused and reloads.
 */
import { canonicalJson } from './canonical';
import type { ExportFile } from './format';
import { type GameEntry, MAX_NAME_LENGTH } from './game-entry';

/** How an import treats the games already stored. */
export type ImportMode = 'merge' | 'replace';

/** A game already stored, as the planner sees it (entry is null when the record is unreadable). */
export interface ExistingGame {
  readonly id: string;
  readonly revision: number;
  readonly entry: GameEntry | null;
}

/** A game added under a new id because its id was taken by a different game. */
export interface RenamedGame {
  readonly fromId: string;
  readonly toId: string;
  readonly name: string;
}

/** Everything an import would do; nothing is written until the store applies it. */
export interface ImportPlan {
  readonly mode: ImportMode;
  /** Games to write, with their final ids and names. */
  readonly add: readonly GameEntry[];
  readonly renamed: readonly RenamedGame[];
  /** Ids of games in the file identical to a stored game (not written again). */
  readonly unchanged: readonly string[];
  /** Ids of stored games removed (replace only; they are backed up first). */
  readonly remove: readonly string[];
  /** Every stored game and its revision when planned; the apply is refused if any moved. */
  readonly expected: ReadonlyArray<{ readonly id: string; readonly revision: number }>;
  /** Whether the kit / settings in the file should be taken (the caller writes them). */
  readonly kit: 'keep' | 'take';
  readonly settings: 'keep' | 'take';
  readonly incomingKit: unknown;
  readonly incomingSettings: unknown;
  /** The small tables' records the file holds, by key: each replaces the stored one (kept as its backup). */
  readonly incomingRecords?: Readonly<Record<string, unknown>>;
  /** What the plan does, one sentence per line, for the confirmation screen. */
  readonly lines: readonly string[];
}

/** What the planner needs to know besides the games. */
export interface PlanOptions {
  readonly mode: ImportMode;
  /** Whether a kit / settings are stored already. */
  readonly hasKit: boolean;
  readonly hasSettings: boolean;
  /** Returns a fresh id not in `taken` (crypto.randomUUID in the app; deterministic in tests). */
  readonly newId: (taken: ReadonlySet<string>) => string;
  /** What reading the file changed (ImportedFile.notices), said first in the plan. */
  readonly notices?: readonly string[];
}

/** True when a file's kit is the made-up TEST FIXTURE map, which never becomes the owner's kit. */
function isFixtureKit(kit: unknown): boolean {
  return typeof kit === 'object' && kit !== null && (kit as { fixture?: unknown }).fixture === true;
}

/** Returns the canonical text of a game's engine-owned content, for identity checks. */
export function contentKey(g: GameEntry): string {
  return canonicalJson({
    schemaVersion: g.schemaVersion,
    setup: g.setup,
    log: g.log,
    cursor: g.cursor,
    state: g.state,
  });
}

/** Returns the name of an imported copy: the original name marked "(imported)". */
export function importedName(name: string): string {
  const suffix = ' (imported)';
  return name.length + suffix.length <= MAX_NAME_LENGTH
    ? `${name}${suffix}`
    : `${name.slice(0, MAX_NAME_LENGTH - suffix.length)}${suffix}`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Returns the plan of importing `file` over `existing` games. */
export function planImport(
  existing: readonly ExistingGame[],
  file: ExportFile,
  options: PlanOptions,
): ImportPlan {
  const expected = existing.map((g) => ({ id: g.id, revision: g.revision }));
  const lines: string[] = [...(options.notices ?? [])];
  const fixtureKit = isFixtureKit(file.kit);
  const takeKit =
    file.kit !== null && !fixtureKit && (options.mode === 'replace' || !options.hasKit)
      ? 'take'
      : 'keep';
  const takeSettings =
    file.settings !== null && (options.mode === 'replace' || !options.hasSettings)
      ? 'take'
      : 'keep';
  // What both modes say and carry about the file's kit and settings, after their game lines.
  const sections = {
    expected,
    kit: takeKit,
    settings: takeSettings,
    incomingKit: file.kit,
    incomingSettings: file.settings,
    ...(file.records ? { incomingRecords: file.records } : {}),
  } as const;
  const sectionLines = [
    fixtureKit
      ? "The file's component kit is the made-up TEST FIXTURE map; the stored kit stays."
      : kitLine(takeKit, file.kit !== null),
    settingsLine(takeSettings, file.settings !== null),
    ...(file.records
      ? [
          `Replace the other tables' saved records with the file's (${Object.keys(file.records).length}); each one replaced is kept as its backup.`,
        ]
      : []),
  ];

  if (options.mode === 'replace') {
    const remove = existing.map((g) => g.id);
    lines.push(
      `Remove the ${plural(remove.length, 'game', 'games')} stored now (a backup is kept).`,
      `Add the ${plural(file.games.length, 'game', 'games')} from the file.`,
    );
    lines.push(...sectionLines);
    return {
      mode: 'replace',
      add: file.games,
      renamed: [],
      unchanged: [],
      remove,
      ...sections,
      lines,
    };
  }

  const byId = new Map(existing.map((g) => [g.id, g]));
  const taken = new Set<string>([...byId.keys(), ...file.games.map((g) => g.id)]);
  const add: GameEntry[] = [];
  const renamed: RenamedGame[] = [];
  const unchanged: string[] = [];
  for (const g of file.games) {
    const stored = byId.get(g.id);
    if (!stored) {
      add.push(g);
      continue;
    }
    if (stored.entry && contentKey(stored.entry) === contentKey(g)) {
      unchanged.push(g.id);
      continue;
    }
    const toId = options.newId(taken);
    if (taken.has(toId)) throw new Error(`newId returned an id already in use: ${toId}`);
    taken.add(toId);
    const name = importedName(g.name);
    renamed.push({ fromId: g.id, toId, name });
    add.push({ ...g, id: toId, name });
  }
  lines.push(`Add ${plural(add.length - renamed.length, 'new game', 'new games')}.`);
  if (renamed.length > 0) {
    lines.push(
      `Keep both versions of ${plural(renamed.length, 'game', 'games')} whose id is already used by a different game: the file's copy is added as "… (imported)".`,
    );
  }
  if (unchanged.length > 0) {
    lines.push(`Skip ${plural(unchanged.length, 'game', 'games')} already stored unchanged.`);
  }
  lines.push(...sectionLines);
  return { mode: 'merge', add, renamed, unchanged, remove: [], ...sections, lines };
}

function kitLine(take: 'keep' | 'take', inFile: boolean): string {
  if (!inFile) return 'The file has no component kit; the stored kit stays.';
  return take === 'take' ? "Use the file's component kit." : 'Keep the stored component kit.';
}

function settingsLine(take: 'keep' | 'take', inFile: boolean): string {
  if (!inFile) return 'The file has no settings; the stored settings stay.';
  return take === 'take' ? "Use the file's settings." : 'Keep the stored settings.';
}
