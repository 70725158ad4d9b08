/**
 * Rulings: the places where the app lets the player choose how a passage of the rulebook is read.
 * Each ruling names its section and its readings; the first reading is the rule as written and
 * the default. The combat engine, the `combat` command, Settings, the game and the simulator all
 * read the words from here (docs/rulings.md records why each reading exists).
 */

import { catalogue, type Entry, idsOf } from '../../core/catalogue';
import { isPlainObject, shown } from '../../core/input';
import { err, ok, type Result } from '../../core/result';

/** A ruling: its readings, keyed by id, the rule as written first. */
export interface RulingEntry<Id extends string = string, R extends string = string>
  extends Entry<Id> {
  readonly readings: { readonly [K in R]: Entry<K> };
  /** The reading used when none is chosen: the rule as written. */
  readonly byDefault: R;
}

const [PARENT_ORGANIZATION_READINGS] = catalogue({
  asWritten: {
    rule: '12.4',
    name: 'Every organization',
    line: '−1 for each different Parent Organization in the attack, the first included.',
  },
  beyondFirst: {
    rule: '12.4',
    name: 'Beyond the first (house ruling)',
    line: '−1 for each Parent Organization beyond the first: one division attacks at no cost.',
  },
});

const RULINGS = {
  parentOrganization: {
    id: 'parentOrganization',
    rule: '12.4',
    name: 'Parent Organization count',
    line: 'Which Parent Organizations the 12.4 penalty charges (assault guns never count).',
    readings: PARENT_ORGANIZATION_READINGS,
    byDefault: 'asWritten',
  },
} as const satisfies {
  readonly parentOrganization: RulingEntry<'parentOrganization', 'asWritten' | 'beyondFirst'>;
};

export type RulingId = keyof typeof RULINGS;
/** The reading ids of ruling `R`. */
export type ReadingOf<R extends RulingId> = keyof (typeof RULINGS)[R]['readings'] & string;
/** One reading chosen for every ruling. */
export type Rulings = { readonly [R in RulingId]: ReadingOf<R> };

/** The catalogue of rulings, by id. */
export const RULING: { readonly [R in RulingId]: RulingEntry<R, ReadingOf<R>> } = RULINGS;
/** The ruling ids, in catalogue order. */
export const RULING_IDS: readonly RulingId[] = idsOf(RULING);

/** The reading ids of a ruling, the rule as written first. */
export function readingsOf<R extends RulingId>(id: R): readonly ReadingOf<R>[] {
  return idsOf(RULING[id].readings) as readonly ReadingOf<R>[];
}

/** Every ruling read as written: what a new game, the command and the simulator use by default. */
export const DEFAULT_RULINGS: Rulings = {
  parentOrganization: RULING.parentOrganization.byDefault,
};

/**
 * The readings of a game saved before readings were recorded: 12.4 was then charged beyond the
 * first organization only, so such a game replays as it was played.
 */
export const UNRECORDED_RULINGS: Rulings = { parentOrganization: 'beyondFirst' };

/**
 * The rulings a settings record holds (untrusted words): each unknown or damaged one read as
 * written; with none stored, DEFAULT_RULINGS itself.
 */
export function storedRulings(value: unknown): Rulings {
  if (value === undefined) return DEFAULT_RULINGS;
  const out: Record<string, string> = { ...DEFAULT_RULINGS };
  if (!isPlainObject(value)) return out as Rulings;
  for (const id of RULING_IDS) {
    const one = checkRulings({ [id]: value[id] });
    if (one.ok && one.value[id] !== undefined) out[id] = one.value[id];
  }
  return out as Rulings;
}

/** Every ruling filled in: `given` over the defaults (a partial choice keeps the rest as written). */
export function withDefaults(given: Partial<Rulings> | undefined): Rulings {
  return { ...DEFAULT_RULINGS, ...(given ?? {}) };
}

/** The entry of the reading of `id` in force under `rulings` (defaults filled in). */
export function readingEntry<R extends RulingId>(
  rulings: Partial<Rulings> | undefined,
  id: R,
): Entry<ReadingOf<R>> {
  const chosen = (rulings?.[id] ?? RULING[id].byDefault) as ReadingOf<R>;
  return (RULING[id].readings as Record<string, Entry<ReadingOf<R>>>)[chosen]!;
}

/**
 * Untrusted rulings (a command's JSON, a saved game, a settings record) checked against the
 * catalogue: an object of known ruling ids with known readings, or the first unknown one named.
 */
export function checkRulings(raw: unknown): Result<Partial<Rulings>> {
  if (!isPlainObject(raw)) {
    return err('volga.rulings.invalid', 'input', 'rulings must be an object of ruling: reading.');
  }
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (!(RULING_IDS as readonly string[]).includes(k)) {
      return err(
        'volga.ruling.unknown',
        'input',
        `Unknown ruling ${shown(k)}; known rulings: ${RULING_IDS.join(', ')}.`,
      );
    }
    const id = k as RulingId;
    const readings: readonly string[] = readingsOf(id);
    if (typeof v !== 'string' || !readings.includes(v)) {
      return err(
        'volga.ruling.readingUnknown',
        RULING[id].rule,
        `Unknown reading ${shown(v)} for ruling ${id}; use ${readings.join(' or ')}.`,
      );
    }
    out[id] = v;
  }
  return ok(out as Partial<Rulings>);
}

/** One `id=reading` pair as a command-line flag gives it, checked like checkRulings. */
export function parseRulingFlag(text: string): Result<Partial<Rulings>> {
  const eq = text.indexOf('=');
  if (eq < 0) {
    return err(
      'volga.ruling.invalid',
      'input',
      `A ruling is written id=reading (e.g. parentOrganization=beyondFirst); got ${shown(text)}.`,
    );
  }
  return checkRulings({ [text.slice(0, eq).trim()]: text.slice(eq + 1).trim() });
}
