/**
 * The shape of the engine's vocabularies (optional rules, combat events, event effects, Defense
 * Strategies): one `as const` catalogue each, keyed by id, so a screen, a command-line parser or
 * the simulator lists the words from one place and a table keyed by the ids cannot miss one.
 */

/** One word of a vocabulary: its id, the rule that gives it, its name, and one line for players. */
export interface Entry<Id extends string = string> {
  readonly id: Id;
  /** Rulebook section, e.g. '12.1'. */
  readonly rule: string;
  /** The name a player reads, in the rulebook's words. */
  readonly name: string;
  /** One short sentence in our own words saying what it does. */
  readonly line: string;
}

/** Checks that every entry names its own key, and keeps the literal types. */
export function catalogue<const T extends { readonly [K in keyof T]: Entry<K & string> }>(
  entries: T,
): T {
  return entries;
}

/** The ids of a catalogue, in the order its entries are written. */
export function idsOf<T extends object>(c: T): readonly (keyof T & string)[] {
  return Object.keys(c) as (keyof T & string)[];
}

/** The name of every entry of a catalogue, by id. */
export function labelsOf<Id extends string>(
  c: {
    readonly [K in Id]: Entry<K>;
  },
): Record<Id, string> {
  const out = {} as Record<Id, string>;
  for (const id of Object.keys(c) as Id[]) out[id] = c[id].name;
  return out;
}
