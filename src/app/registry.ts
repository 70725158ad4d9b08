/**
 * The one list of game tables. The router, the header, home, Import and the command runner
 * read this file and nothing else of a table: adding a table is its folder (with its
 * src/<table>/table.ts entry) plus one line in TABLES.
 */
import type { Table } from '../core/table';
import { firestorm } from '../firestorm/table';
import { toi } from '../toi/table';
import { volga } from '../volga/table';
import { votg } from '../votg/table';

/** Every table, in the order home shows them. */
export const TABLES = [volga, toi, firestorm, votg] as const;

type TableRouteName = (typeof TABLES)[number] extends infer T
  ? T extends Table<infer R>
    ? R
    : never
  : never;

// Every registered route becomes a `Route`: a link to a route no table registered fails to compile.
declare module '../core/nav' {
  interface RouteNames extends Record<TableRouteName, true> {}
}
