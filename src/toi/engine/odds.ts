/**
 * Exact odds for each Tide of Iron: Stalingrad situation this section covers. Each function
 * takes plain numbers and returns the chances with the terms that led to them, so the screen and
 * the command show the same figures and the same rule for each.
 */
import { atLeast, binomial, chanceFrom, netOf } from './dist';
import {
  BLACK_DICE_HIT_ON,
  BOMBED_MV_CUT,
  BOMBED_NORMAL_MAX,
  BUILDING_DEFENSE_DICE,
  buildingHitsNeeded,
  buildingHitsToWeaken,
  COLLAPSE_DICE_PER_FLOOR,
  COLLAPSE_HIT_ON,
  CONCUSSIVE_BONUS,
  FIRE_HIT_ON,
  FOUGASSE_DICE,
  fireCoverDice,
  HAND_TO_HAND_EXTRA_DICE,
  type HeadingId,
  MOLOTOV_DICE,
  MULTI_LEVEL_ASSAULT_PENALTY,
  SEWER_ASSAULT_PENALTY,
  SNIPER_HIT_ON,
  STRONG_FIRE_FACE,
} from './rules';

/** One number behind the odds, with the heading that gives it. */
export interface Term {
  readonly label: string;
  readonly value: number;
  readonly rule: HeadingId;
}

/**
 * The core game's faces: an attack die hits on `hitOn` or higher, a defense or cover die saves on
 * `saveOn` or higher.
 */
export interface Faces {
  readonly hitOn: number;
  readonly saveOn: number;
}

/** Any attack: attack dice against defense dice. */
export interface AttackInput extends Faces {
  readonly attack: number;
  readonly defense: number;
}

/** Returns [P(0 net), P(1 net), ...]: net hits (hits minus saves, never below 0) of an attack. */
export function netHits(a: AttackInput): number[] {
  return netOf(binomial(a.attack, chanceFrom(a.hitOn)), binomial(a.defense, chanceFrom(a.saveOn)));
}

/** A building hex under attack (Destructible Buildings). */
export interface BuildingInput extends Faces {
  readonly floorsAbove: number;
  readonly weakened: boolean;
  /** Units with concussive firepower among the attackers: each adds three dice. */
  readonly concussive: number;
  /** The attack strength before any concussive bonus. */
  readonly attack: number;
}

/** The odds of one attack on a building hex. */
export interface BuildingOdds {
  /** Net hits that destroy the hex. */
  readonly need: number;
  /** Net hits that weaken it (0 when already weakened: it cannot be weakened again). */
  readonly weakenAt: number;
  readonly dice: number;
  readonly defenseDice: number;
  readonly pDestroy: number;
  readonly pWeaken: number;
  readonly pNothing: number;
  readonly netHits: readonly number[];
  /** Dice rolled against each squad inside when the hex falls. */
  readonly squadDice: number;
  /** Hits suffered by each squad inside when the hex falls: [P(0), ..., P(squadDice)], no cover. */
  readonly squadHits: readonly number[];
  readonly terms: readonly Term[];
}

/** Returns the chances to destroy, weaken or leave unharmed a building hex (Destructible Buildings). */
export function buildingOdds(b: BuildingInput): BuildingOdds {
  const need = buildingHitsNeeded(b.floorsAbove, b.weakened);
  const weakenAt = b.weakened ? 0 : buildingHitsToWeaken(b.floorsAbove);
  // Destructible Buildings (line 392): each concussive unit adds three to its firepower.
  const bonus = CONCUSSIVE_BONUS * b.concussive;
  const dice = b.attack + bonus;
  const net = netHits({
    attack: dice,
    defense: BUILDING_DEFENSE_DICE,
    hitOn: b.hitOn,
    saveOn: b.saveOn,
  });
  const pDestroy = atLeast(net, need);
  const pWeaken = b.weakened ? 0 : atLeast(net, weakenAt) - pDestroy;
  // Each floor of the fallen hex adds four dice; no terrain bonus applies to that attack.
  const squadDice = COLLAPSE_DICE_PER_FLOOR * (b.floorsAbove + 1);
  const terms: Term[] = [
    { label: 'Attack strength', value: b.attack, rule: 'destructible' },
    ...(b.concussive > 0
      ? [
          {
            label:
              b.concussive === 1 ? 'Concussive firepower' : `Concussive firepower ×${b.concussive}`,
            value: bonus,
            rule: 'destructible' as const,
          },
        ]
      : []),
    { label: 'Building defense dice', value: BUILDING_DEFENSE_DICE, rule: 'destructible' },
    {
      label: b.weakened ? 'Hits to destroy (weakened)' : 'Hits to destroy',
      value: need,
      rule: 'destructible',
    },
    ...(b.weakened
      ? []
      : [{ label: 'Hits to weaken', value: weakenAt, rule: 'destructible' as const }]),
  ];
  return {
    need,
    weakenAt,
    dice,
    defenseDice: BUILDING_DEFENSE_DICE,
    pDestroy,
    pWeaken,
    pNothing: Math.max(0, 1 - pDestroy - pWeaken),
    netHits: net,
    squadHits: binomial(squadDice, chanceFrom(COLLAPSE_HIT_ON)),
    squadDice,
    terms,
  };
}

/** Returns [P(0), ..., P(token)]: figures a revealed sniper token eliminates (Sniper Tokens). */
export function sniperFigures(token: number): number[] {
  return binomial(token, chanceFrom(SNIPER_HIT_ON));
}

/** The chances of no fire, a weak fire and a strong fire. */
export interface FireOdds {
  readonly coverDice: number;
  readonly pNone: number;
  readonly pWeak: number;
  readonly pStrong: number;
}

/**
 * Returns, for n dice hitting on FIRE_HIT_ON, [with no six, with at least one six] chances of
 * each number of hits: no six means every die shows below 6, hits then come only from 4 and 5.
 */
function hitsBySix(n: number): [number[], number[]] {
  const all = binomial(n, chanceFrom(FIRE_HIT_ON));
  // Given no six, each die shows 1..5: it hits on FIRE_HIT_ON..5.
  const belowSix = (STRONG_FIRE_FACE - 1) / 6;
  const lowHit = (STRONG_FIRE_FACE - FIRE_HIT_ON) / 6;
  const noSix = binomial(n, lowHit / belowSix).map((p) => p * belowSix ** n);
  const withSix = all.map((p, h) => Math.max(0, p - (noSix[h] ?? 0)));
  return [noSix, withSix];
}

/**
 * Returns no/weak/strong fire chances for Molotov cocktails against one target whose terrain
 * cover is `cover` (Molotov Cocktails: a fire needs a hit after defense; a 6 makes it strong).
 */
export function molotovOdds(cover: number, saveOn: number): FireOdds {
  const coverDice = fireCoverDice(cover);
  const saves = binomial(coverDice, chanceFrom(saveOn));
  const [noSix, withSix] = hitsBySix(MOLOTOV_DICE);
  let pWeak = 0;
  let pStrong = 0;
  for (let h = 1; h <= MOLOTOV_DICE; h++) {
    // A hit remains after defense when the saves are fewer than the hits.
    const through = 1 - atLeast(saves, h);
    pWeak += (noSix[h] ?? 0) * through;
    pStrong += (withSix[h] ?? 0) * through;
  }
  return { coverDice, pNone: Math.max(0, 1 - pWeak - pStrong), pWeak, pStrong };
}

/** Returns the chance a flame fougasse hex gets a strong fire, one target with cover `cover`. */
export function fougasseOdds(
  cover: number,
  saveOn: number,
): { coverDice: number; pStrong: number; netHits: number[] } {
  const coverDice = fireCoverDice(cover);
  const net = netOf(
    binomial(FOUGASSE_DICE, chanceFrom(FIRE_HIT_ON)),
    binomial(coverDice, chanceFrom(saveOn)),
  );
  return { coverDice, pStrong: atLeast(net, 1), netHits: net };
}

/** A hand-to-hand assault (Veteran Actions: Hand-to-Hand Combat). */
export interface HandToHandInput extends Faces {
  /** The assaulting squad's attack strength. */
  readonly attack: number;
  /** The defenders' cover dice against the assault. */
  readonly cover: number;
  /** The defenders' attack strength: their black dice. */
  readonly defenders: number;
  readonly multiLevel: boolean;
  readonly fromSewer: boolean;
}

/** The odds of a hand-to-hand assault. */
export interface HandToHandOdds {
  readonly netHits: readonly number[];
  readonly blackHits: readonly number[];
  /** The assault dice: the sum of the terms, never below 0. */
  readonly dice: number;
  readonly terms: readonly Term[];
}

/** Returns the assault's net hits and the defenders' black-dice successes. */
export function handToHandOdds(h: HandToHandInput): HandToHandOdds {
  const terms: Term[] = [
    { label: 'Attack strength', value: h.attack, rule: 'handToHand' },
    { label: 'Hand-to-hand die', value: HAND_TO_HAND_EXTRA_DICE, rule: 'handToHand' },
    ...(h.multiLevel
      ? [
          {
            label: 'Multi-level building',
            value: -MULTI_LEVEL_ASSAULT_PENALTY,
            rule: 'cityCombat' as const,
          },
        ]
      : []),
    ...(h.fromSewer
      ? [{ label: 'Out of the sewer', value: -SEWER_ASSAULT_PENALTY, rule: 'sewer' as const }]
      : []),
  ];
  const dice = Math.max(
    0,
    terms.reduce((s, t) => s + t.value, 0),
  );
  return {
    dice,
    netHits: netHits({ attack: dice, defense: h.cover, hitOn: h.hitOn, saveOn: h.saveOn }),
    blackHits: binomial(h.defenders, chanceFrom(BLACK_DICE_HIT_ON)),
    terms,
  };
}

/** One result of a heavy vehicle's roll in bombed terrain. */
export interface BombedOutcome {
  readonly faces: readonly number[];
  readonly chance: number;
  /** The vehicle's movement after the roll. */
  readonly mv: number;
  readonly text: string;
}

/** Returns the three results of a heavy vehicle's roll in bombed terrain for a vehicle with movement `mv`. */
export function bombedOdds(mv: number): BombedOutcome[] {
  const normal = Array.from({ length: BOMBED_NORMAL_MAX }, (_, i) => i + 1);
  return [
    { faces: normal, chance: normal.length / 6, mv, text: 'Moves normally' },
    {
      faces: [BOMBED_NORMAL_MAX + 1],
      chance: 1 / 6,
      mv: Math.max(0, mv - BOMBED_MV_CUT),
      text: `Movement reduced by ${BOMBED_MV_CUT}`,
    },
    { faces: [6], chance: 1 / 6, mv: 0, text: 'Movement reduced to 0' },
  ];
}
