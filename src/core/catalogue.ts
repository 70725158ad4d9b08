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

/** A catalogue entry as written: everything but its id, which is its key. */
type Written = Omit<Entry, 'id'>;

/** A catalogue: each entry as written, with its key as its id. */
export type Catalogue<T> = { readonly [K in keyof T]: { readonly id: K & string } & T[K] };

/**
 * Returns the catalogue (each entry's key written once, as its id) and its ids in the order the
 * entries are written, keeping the literal types.
 */
export function catalogue<const T extends { readonly [K in keyof T]: Written }>(
  entries: T,
): readonly [Catalogue<T>, readonly (keyof T & string)[]] {
  return [withIds(entries), idsOf(entries)];
}

/**
 * Records keyed by id with each key written once, as its id: for a vocabulary whose entries are
 * not `Entry` words (a Mission's card, say) but that is still the one source of its ids.
 */
export function withIds<const T extends { readonly [K in keyof T]: object }>(
  entries: T,
): Catalogue<T> {
  const out: Record<string, unknown> = {};
  for (const [id, entry] of Object.entries<object>(entries)) out[id] = { id, ...entry };
  return out as Catalogue<T>;
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
