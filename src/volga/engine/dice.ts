/**
 * The one dice path: every die the engine uses, whether the owner rolled it
 * at the table or the app generated it, goes through a `DiceStream`. Generated dice come from a
 * small seeded PRNG (sfc32) whose state is plain JSON and lives in the game state, so an action
 * replayed from the same state draws the same dice: undo cannot fish for better rolls.
 * The engine never calls Math.random or a clock; the caller supplies the seed (from
 * crypto.getRandomValues).
 */

import { type DiceSource, isPlainObject } from '../../core/input';
import { err, ok, type Result } from '../../core/result';

/** What a roll was for; shown in the log and used to route owner-typed dice. */
export const ROLL_PURPOSES = [
  'supply', // 6.3: 4d6 (2d6 under 66th Army Breakthrough)
  'supply.reroll', // 12.8: the reroll of each "1"
  'randomEvent', // 6.2: 3d6
  'bloodyStreets', // 6.4.1: 1d6 per Contested Light/Heavy Urban Area
  'combat.german', // 9.5.1: 2d6
  'combat.soviet', // 9.5.1, 9.4: 2d6, 3d6 or 4d6 for Guards
  'combat.air', // 9.5.3D: 1d6
  'combat.isolation', // 12.3: 1d6
  'cup', // digital cup: which unseen counter is drawn
] as const;
export type RollPurpose = (typeof ROLL_PURPOSES)[number];

/** The rule that calls for each kind of roll. */
export const PURPOSE_RULE: Readonly<Record<RollPurpose, string>> = {
  supply: '6.3',
  'supply.reroll': '12.8',
  randomEvent: '6.2',
  bloodyStreets: '6.4.1',
  'combat.german': '9.5.1',
  'combat.soviet': '9.5.1',
  'combat.air': '9.5.3',
  'combat.isolation': '12.3',
  cup: '5.4',
};

/**
 * One recorded roll: its purpose, its source, the dice (or the drawn index for the cup). A roll
 * the owner entered by its total records the total alone (`by: 'total'`, `dice` empty): no face
 * was read, so none is kept, shown or counted.
 */
export interface Roll {
  readonly purpose: RollPurpose;
  readonly source: DiceSource;
  readonly dice: readonly number[];
  /** The rule that called for the roll, e.g. '6.3'. */
  readonly rule: string;
  /** For a cup draw, the counter id drawn. */
  readonly drawn?: string;
  /** Present when the owner entered the roll by its total. */
  readonly by?: 'total';
  /** The total entered (with `by: 'total'`). */
  readonly total?: number;
  /** How many dice the entered total stands for (with `by: 'total'`). */
  readonly count?: number;
}

/** A roll the owner enters by its total, where the engine reads only the total (rollEntry). */
export interface EnteredTotal {
  readonly by: 'total';
  readonly total: number;
}

/** What the owner typed for one purpose: each die's face, or the total alone. */
export type OwnerRoll = readonly number[] | EnteredTotal;

/** Owner-typed dice for one action, by purpose, in the order the rolls are made. */
export type OwnerDice = Readonly<Partial<Record<RollPurpose, OwnerRoll>>>;

/** True when the owner's entry is a total rather than faces. */
export function isEnteredTotal(v: unknown): v is EnteredTotal {
  return isPlainObject(v) && v.by === 'total' && typeof v.total === 'number';
}

/** The total a recorded roll stands for: the total entered, else the sum of its dice. */
export function rollTotal(r: Roll): number {
  return r.by === 'total' && r.total !== undefined ? r.total : sum(r.dice);
}

/**
 * The PRNG state: four unsigned 32-bit words (sfc32). Plain JSON.
 *
 * Why Volga keeps its own generator when core/prng.ts is the one for new dice: every saved Volga
 * game holds this four-word state, and undo, the import check and the report replay its log by
 * drawing the same dice from it again. Another generator would draw other dice from a stored
 * state, so a replayed old game would no longer match what was played. New tables use core's.
 */
export type PrngState = readonly [number, number, number, number];

/** Mixes a 32-bit value (splitmix32); used only to spread the seed over the state. */
function splitmix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** Advances sfc32 by one step; returns the output word and the next state. */
export function nextUint32(s: PrngState): [number, PrngState] {
  let [a, b, c, d] = s;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/**
 * Returns a PRNG state from a seed: one number or a list of 32-bit words (e.g. four words from
 * crypto.getRandomValues). Equal seeds give equal states.
 */
export function seedPrng(seed: number | readonly number[]): PrngState {
  const words = typeof seed === 'number' ? [seed] : seed;
  let h = 0x2545f491;
  const st = [0, 0, 0, 0];
  for (let i = 0; i < 4; i++) {
    for (const w of words) h = splitmix32(h ^ (Math.floor(w) >>> 0));
    h = splitmix32(h + i);
    st[i] = h;
  }
  let s: PrngState = [st[0]!, st[1]!, st[2]!, st[3]! | 1];
  // Discard the first outputs so nearby seeds diverge (recommended for sfc32).
  for (let i = 0; i < 12; i++) s = nextUint32(s)[1];
  return s;
}

/** Returns a uniform integer in 0..n-1 (rejection sampling: no modulo bias) and the next state. */
export function nextIndex(s: PrngState, n: number): [number, PrngState] {
  const limit = 2 ** 32 - (2 ** 32 % n);
  let state = s;
  for (;;) {
    const [x, next] = nextUint32(state);
    state = next;
    if (x < limit) return [x % n, state];
  }
}

/** Returns one fair six-sided die (1..6) and the next state. */
export function nextDie(s: PrngState): [number, PrngState] {
  const [i, next] = nextIndex(s, 6);
  return [i + 1, next];
}

/** True when the value is a legal die face 1..6 (2.1). */
export function isDie(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 6;
}

/**
 * A dice source for one action: serves owner-typed dice when the action carries them, else
 * generated dice from the PRNG. It records every roll. Local to one apply() call.
 */
export interface DiceStream {
  /**
   * Rolls `count` dice for `purpose` where each face is read (the rule that calls for them names
   * any error). A total the owner entered for it is refused: the rule needs the faces.
   */
  roll(purpose: RollPurpose, count: number, rule: string): Result<readonly number[]>;
  /**
   * The total of `count` dice for `purpose` where only the total is read: the owner's entered
   * total (checked to be one `count` dice can show, 2.1), the owner's faces added, or generated.
   */
  total(purpose: RollPurpose, count: number, rule: string): Result<number>;
  /** Draws an index 0..n-1 from the PRNG for a digital cup; always generated. */
  draw(n: number, rule: string, label: (index: number) => string): number;
  /** Errors when owner dice were supplied that no roll used (the count was wrong). */
  finish(): Result<true>;
  /** The PRNG state after every draw so far. */
  readonly prng: PrngState;
  /** The rolls so far, in order. */
  readonly rolls: readonly Roll[];
}

/** Returns a DiceStream starting at `prng`, serving `owner` dice when given. */
export function diceStream(prng: PrngState, owner?: OwnerDice): DiceStream {
  let state = prng;
  const rolls: Roll[] = [];
  const used: Partial<Record<RollPurpose, number>> = {};
  // Owner totals read so far: each stands for one whole roll.
  const totalsRead = new Set<RollPurpose>();
  const stream: DiceStream = {
    total(purpose, count, rule) {
      const raw: unknown = owner?.[purpose];
      if (!isEnteredTotal(raw)) {
        const dice = stream.roll(purpose, count, rule);
        return dice.ok ? ok(sum(dice.value)) : dice;
      }
      if (totalsRead.has(purpose))
        return err(
          'dice.tooFew',
          rule,
          `Rule ${rule} needs another ${purpose} roll; one total was entered.`,
        );
      const min = count;
      const max = 6 * count;
      if (!Number.isInteger(raw.total) || raw.total < min || raw.total > max)
        return err(
          'dice.range',
          '2.1',
          `${count} six-sided ${count === 1 ? 'die shows' : 'dice show'} ${min} to ${max}; ${String(raw.total)} was entered for ${purpose}.`,
        );
      totalsRead.add(purpose);
      rolls.push({
        purpose,
        source: 'owner',
        dice: [],
        rule,
        by: 'total',
        total: raw.total,
        count,
      });
      return ok(raw.total);
    },
    roll(purpose, count, rule) {
      if (owner) {
        const raw: unknown = owner[purpose];
        if (isEnteredTotal(raw))
          return err(
            'dice.facesNeeded',
            rule,
            `Rule ${rule} reads each ${purpose} die; only their total was entered.`,
          );
        const given = Array.isArray(raw) ? (raw as readonly number[]) : undefined;
        const from = used[purpose] ?? 0;
        if (!given || given.length < from + count) {
          return err(
            'dice.tooFew',
            rule,
            `Rule ${rule} needs ${count} ${purpose} ${count === 1 ? 'die' : 'dice'}; ${
              given ? given.length - from : 0
            } typed.`,
          );
        }
        const dice = given.slice(from, from + count);
        const bad = dice.find((d) => !isDie(d));
        if (bad !== undefined) {
          return err(
            'dice.range',
            '2.1',
            `A six-sided die shows 1 to 6; ${String(bad)} was typed for ${purpose}.`,
          );
        }
        used[purpose] = from + count;
        rolls.push({ purpose, source: 'owner', dice, rule });
        return ok(dice);
      }
      const dice: number[] = [];
      for (let i = 0; i < count; i++) {
        const [d, next] = nextDie(state);
        state = next;
        dice.push(d);
      }
      rolls.push({ purpose, source: 'app', dice, rule });
      return ok(dice);
    },
    draw(n, rule, label) {
      const [i, next] = nextIndex(state, n);
      state = next;
      rolls.push({ purpose: 'cup', source: 'app', dice: [i + 1], rule, drawn: label(i) });
      return i;
    },
    finish() {
      if (owner) {
        for (const [purpose, given] of Object.entries(owner) as [RollPurpose, unknown][]) {
          if (isEnteredTotal(given)) {
            if (totalsRead.has(purpose)) continue;
            return err(
              'dice.tooMany',
              PURPOSE_RULE[purpose] ?? '2.1',
              `A ${purpose} total was entered but this action rolls no ${purpose} dice.`,
            );
          }
          const n = used[purpose] ?? 0;
          if (!Array.isArray(given) || given.length !== n) {
            const typed = Array.isArray(given) ? given.length : 0;
            return err(
              'dice.tooMany',
              PURPOSE_RULE[purpose] ?? '2.1',
              `${typed} ${purpose} dice were typed but this action rolls ${n}.`,
            );
          }
        }
      }
      return ok(true);
    },
    get prng() {
      return state;
    },
    get rolls() {
      return rolls;
    },
  };
  return stream;
}

/** Sum of dice. */
export function sum(dice: readonly number[]): number {
  let s = 0;
  for (const d of dice) s += d;
  return s;
}
