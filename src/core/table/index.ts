/**
 * What a game table tells the house about itself: its name and home card, the screens it adds
 * (each loaded as its own chunk on first visit), the commands it runs from a terminal, and the
 * kinds of file it imports. Each table declares one in src/<table>/table.ts; the app's registry
 * (src/app/registry.ts) lists them, and the router, home, the header, Import and the command
 * runner read only that list. An entry is light: every screen, panel and command behind it is a
 * dynamic import, so the shell's first script carries the entries and none of the tables.
 */
import type { FunctionComponent } from 'preact';
import type { CommandRun } from '../cli';
import type { HeldLinkKind } from '../nav/links';
import type { Settings, SettingsPatch } from '../persist/settings-model';

/** What every screen receives: its route's arguments ('#/game/<id>/log' gives ['<id>', 'log']). */
export interface ScreenProps {
  readonly args: readonly string[];
}

/** A screen a route shows. */
export type Screen = FunctionComponent<ScreenProps>;

/** One screen of a table, reached at '#/<path>'. */
export interface TableRoute<R extends string = string> {
  /** The route's name: the first part of its hash, and what links and `navigate` name. */
  readonly id: R;
  /**
   * The hash after '#/': the id, then ':name' for each argument the screen needs ('game/:id'),
   * and '*' when it takes further ones ('game/:id/*').
   */
  readonly path: string;
  /** The screen's title, shown in the top bar and on home. */
  readonly title: string;
  /** What the screen is for, in one line (home shows it under the title). */
  readonly summary: string;
  /** Whether home lists it under the table's card; false for screens reached from others. */
  readonly listed: boolean;
  /** Where a location without the arguments the path needs goes instead. */
  readonly otherwise?: R;
  /** The screen in the words of the note shown when its code cannot load ("the calculator"). */
  readonly what: string;
  /** Loads the screen's code. */
  readonly screen: () => Promise<Screen>;
}

/** The parts of a table's home card that read stored data, loaded after home's first paint. */
export interface CardLive {
  /** Shown above the card's screens (the game to continue). */
  readonly Lead?: FunctionComponent;
  /** A mark beside a screen's title, by route (the kit's completeness). */
  readonly tags?: Readonly<Record<string, FunctionComponent>>;
}

/** A table's place on home. */
export interface TableCard {
  /** The heading over the table's screens. */
  readonly title: string;
  /** The game it serves, in one line. */
  readonly summary: string;
  /** Loads the card's live parts, when it has any. */
  readonly live?: () => Promise<CardLive>;
}

/** What a command may read besides its arguments: files named on its command line. */
export interface CommandIO {
  /** Returns the file's text, or null when it cannot be read. */
  readonly readFile: (path: string) => string | null;
}

/** A command's pure body: what it prints for its arguments, and its exit status. */
export type CommandMain = (
  args: readonly string[],
  io: CommandIO,
) => CommandRun | Promise<CommandRun>;

/** A terminal command of a table: `npm run --silent table -- <name> ...`. */
export interface TableCommand {
  /** The command's name (package.json may also give it an `npm run <name>` of its own). */
  readonly name: string;
  /** What it prints, in one line (the runner's usage lists it). */
  readonly summary: string;
  /** Loads the command's body. */
  readonly load: () => Promise<CommandMain>;
}

/** A kind of file a table imports. */
export interface FileKind {
  readonly id: string;
  /** Its name on the Import screen ("Saved games"). */
  readonly name: string;
  /** Where such a file comes from, in one line. */
  readonly summary: string;
  /** File name endings ('.json') and media types ('text/plain') the file picker offers. */
  readonly accept: readonly string[];
  /**
   * Whether a file whose text starts with `head` is of this kind, by a mark the table writes (a
   * format name, a line only its text has): files of several tables share '.json' and '.txt'.
   */
  readonly claims?: (head: string) => boolean;
}

/** What the Import screen hands a table's import panel. */
export interface ImportPanelProps {
  /** The file chosen, once it is one of the table's kinds; null before. */
  readonly file: File | null;
  /** Clears the file picker (after a cancelled import). */
  readonly clear: () => void;
  /** The kinds the table's entry declares (`imports.kinds`), whose names a panel may head with. */
  readonly kinds: readonly FileKind[];
}

/** How a table imports files: the kinds it takes and the panel that reads, shows and writes them. */
export interface TableImports {
  readonly kinds: readonly FileKind[];
  /** Loads the panel: it recognises which kind the file is, describes it, and imports it. */
  readonly panel: () => Promise<FunctionComponent<ImportPanelProps>>;
}

/** What a table's part of the Settings screen receives: the settings now, and how to change them. */
export interface SettingsPanelProps {
  readonly settings: Settings;
  readonly set: (patch: SettingsPatch) => void;
}

/** A table's part of the Settings screen. */
export type SettingsPanel = FunctionComponent<SettingsPanelProps>;

/** How a record's stored value is checked: the version it is written in, and its reader. */
export interface RecordReader {
  /** The version of the record's shape this app writes (Export all names it beside the value). */
  readonly version: number;
  /**
   * Returns the value checked, upgraded from any shape an earlier version stored (one that
   * predates revisions included), or null when it cannot be used. Pure: no storage, no clock.
   */
  readonly read: (raw: unknown) => unknown | null;
  /**
   * Returns a value the reader takes (a small, valid record): the contract suite (tests/contract)
   * round-trips it through the store, Export all and the second copy, and offers it to every
   * other table's reader, which must refuse it. Absent for a record kept as it was found.
   */
  readonly example?: () => unknown;
}

/**
 * One record a table keeps on the device, declared in its registry entry so the house knows
 * of it without loading the table: the restore notice names it, "Export all" holds it (when
 * `exported`) and its Import restores it, and the contract suite (tests/contract) checks it.
 * The table's model reads and writes it through core's record store
 * (src/core/persist/record-store.ts), which keeps beside it its revision (`rev:<key>`) and,
 * before a replacing write, its previous value (`backup:<key>`): those need no declaration.
 */
export interface RecordSpec {
  /** The IndexedDB key (idb-keyval's database); with `many`, the prefix of its keys. */
  readonly key: string;
  /** True for one key per item under the prefix `key` (a club's campaigns). */
  readonly many?: boolean;
  /** What the record is, in the owner's words ("Your Firestorm campaigns"). */
  readonly label: string;
  /** Whether "Export all" holds it (false: a copy kept aside, or an earlier version's key). */
  readonly exported: boolean;
  /** Loads the record's reader (behind a dynamic import: the entry stays light). */
  readonly reader: () => Promise<RecordReader>;
}

/** The reader of a record kept aside as it was found (a damaged copy): anything stored reads. */
export const KEPT_AS_IT_WAS: RecordReader = { version: 0, read: (raw) => raw ?? null };

/** One game table: everything the house needs to list, route to, run and import it. */
export interface Table<R extends string = string> {
  /** Its folder under src/ and its key in the registry. */
  readonly id: string;
  /** The game's name. */
  readonly name: string;
  readonly card: TableCard;
  /** Its screens, in the order home lists them. */
  readonly routes: readonly TableRoute<R>[];
  readonly commands: readonly TableCommand[];
  readonly imports?: TableImports;
  /** Links into the app the table takes before the router reads them (a kit link). */
  readonly links?: readonly HeldLinkKind[];
  /**
   * Loads the work the table does once the app is idle after its first paint (finishing an
   * interrupted import, upgrading stored data); the work logs its problems, never throws.
   */
  readonly idle?: () => Promise<() => Promise<void>>;
  /** Loads the table's part of the Settings screen, when it has settings of its own. */
  readonly settings?: () => Promise<SettingsPanel>;
  /**
   * The records the table keeps on the device (none: it saves nothing). Declaring a record here
   * is how a table keeps one: see RecordSpec, and docs/storage.md "How a table keeps a record".
   */
  readonly records?: readonly RecordSpec[];
}

/** Returns the table as given, its route names kept as literal types for the registry. */
export function defineTable<const R extends string>(table: Table<R>): Table<R> {
  return table;
}

/**
 * Returns a route in the usual case: its hash is its id and home lists it; `more` gives a path
 * with arguments, keeps it off home, or names where it goes without them.
 */
export function tableRoute<const R extends string>(
  id: R,
  title: string,
  summary: string,
  what: string,
  screen: () => Promise<Screen>,
  more: Partial<Pick<TableRoute<R>, 'path' | 'listed' | 'otherwise'>> = {},
): TableRoute<R> {
  return { id, path: id, title, summary, listed: true, what, screen, ...more };
}

/** Returns a terminal command: its name, what it prints, and how its body loads. */
export function tableCommand(
  name: string,
  summary: string,
  load: () => Promise<CommandMain>,
): TableCommand {
  return { name, summary, load };
}

/** Returns a record "Export all" holds (and its Import restores), its reader loaded by `reader`. */
export function exportedRecord(
  key: string,
  label: string,
  reader: () => Promise<RecordReader>,
  more: Pick<RecordSpec, 'many'> = {},
): RecordSpec {
  return { key, label, exported: true, reader, ...more };
}

/**
 * Returns a record "Export all" does not hold as a record of its own: a copy set aside, read as
 * it was found, an earlier version's key, or what the table's own file section carries, each
 * read by `reader`.
 */
export function deviceRecord(
  key: string,
  label: string,
  reader: () => Promise<RecordReader> = () => Promise.resolve(KEPT_AS_IT_WAS),
): RecordSpec {
  return { key, label, exported: false, reader };
}

/** Returns how many arguments a route's path needs ('game/:id/*' needs 1). */
export function neededArgs(path: string): number {
  return path.split('/').filter((p) => p.startsWith(':')).length;
}
