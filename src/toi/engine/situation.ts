/**
 * The situations this section covers as one vocabulary: what the player sets for each, the
 * dice each one rolls (for entering or rolling them), and what a set of rolled dice means.
 */

import { effective } from './modifiers';
import { buildingOdds, handToHandOdds } from './odds';
import {
  BLACK_DICE_HIT_ON,
  BOMBED_MV_CUT,
  BOMBED_NORMAL_MAX,
  COLLAPSE_HIT_ON,
  FIRE_HIT_ON,
  FOUGASSE_DICE,
  fireCoverDice,
  type HeadingId,
  MOLOTOV_DICE,
  SNIPER_HIT_ON,
  STRONG_FIRE_FACE,
} from './rules';
import type { Settings } from './settings';

/** One group of dice a situation rolls. */
export interface DiceGroup {
  readonly id: string;
  readonly name: string;
  readonly count: number;
  readonly rule: HeadingId;
  readonly hint: string;
}

const face = (n: number) => (n >= 6 ? '6' : `${n}-6`);

/** One group of dice, in the order its fields are read: id, name, count, heading, hint. */
const group = (
  id: string,
  name: string,
  count: number,
  rule: HeadingId,
  hint: string,
): DiceGroup => ({ id, name, count, rule, hint });

/** Returns the dice the situation rolls, group by group, modifiers in (none when it is forbidden). */
export function dicePlan(s: Settings): DiceGroup[] {
  const e = effective(s);
  return e.ok ? planFor(e.value.settings) : [];
}

function planFor(s: Settings): DiceGroup[] {
  const hit = `Hit on ${face(s.hitOn)}`;
  const save = `Save on ${face(s.saveOn)}`;
  switch (s.kind) {
    case 'attack':
      return [
        group('attack', 'Attack dice', s.attack, 'core', hit),
        group('defense', 'Defense dice', s.defense, 'core', save),
      ];
    case 'building': {
      const o = buildingOdds(s);
      return [
        group('attack', 'Attack dice', o.dice, 'destructible', hit),
        group('defense', 'Building defense dice', o.defenseDice, 'destructible', save),
      ];
    }
    case 'sniper':
      return [group('attack', 'Sniper dice', s.token, 'sniper', 'Each 6 removes a figure')];
    case 'molotov':
    case 'fougasse': {
      const molotov = s.kind === 'molotov';
      const cover = `Cover ${s.cover} less 2; save on ${face(s.saveOn)}`;
      return [
        group(
          'attack',
          molotov ? 'Molotov dice' : 'Fougasse dice',
          molotov ? MOLOTOV_DICE : FOUGASSE_DICE,
          s.kind,
          `Hit on ${face(FIRE_HIT_ON)}`,
        ),
        group('defense', 'Cover dice', fireCoverDice(s.cover), s.kind, cover),
      ];
    }
    case 'handToHand':
      return [
        group(
          'attack',
          'Assault dice',
          handToHandOdds({ ...s, cover: s.defense }).dice,
          'handToHand',
          hit,
        ),
        group('defense', 'Defenders’ cover dice', s.defense, 'core', save),
        group(
          'black',
          'Defenders’ black dice',
          s.defenders,
          'handToHand',
          `Succeed on ${face(BLACK_DICE_HIT_ON)}`,
        ),
      ];
    case 'bombed':
      return [group('attack', 'Bombed terrain die', 1, 'bombed', '1-4 normal, 5 and 6 slow')];
  }
}

/** One line of a reading, with the heading behind it. */
export interface ReadingLine {
  readonly text: string;
  readonly rule: HeadingId;
}

/** What rolled dice mean: a headline and the lines that explain it. */
export interface Reading {
  readonly headline: string;
  readonly lines: readonly ReadingLine[];
  /** The fire token the roll places (a Molotov or a fougasse that hit), for the map's marks. */
  readonly fire?: 'weak' | 'strong';
}

/** The net hits of a roll against saves, and the line that shows the sum. */
interface NetHits {
  readonly n: number;
  readonly line: ReadingLine;
}

const count = (faces: readonly number[], from: number) => faces.filter((f) => f >= from).length;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Returns what the dice mean for the situation; `faces` holds each group's dice by group id (a
 * group missing or short reads as fewer dice rolled, so give every die before reading).
 */
export function readDice(s: Settings, faces: Readonly<Record<string, readonly number[]>>): Reading {
  const e = effective(s);
  if (!e.ok)
    return { headline: 'Not allowed', lines: [{ text: e.error.message, rule: 'starving' }] };
  return readFor(e.value.settings, faces);
}

function readFor(s: Settings, faces: Readonly<Record<string, readonly number[]>>): Reading {
  const atk = faces.attack ?? [];
  const def = faces.defense ?? [];
  const net = (hitOn: number, saveOn: number, rule: HeadingId): NetHits => {
    const hits = count(atk, hitOn);
    const saves = count(def, saveOn);
    const n = Math.max(0, hits - saves);
    return {
      n,
      line: {
        text: `${plural(hits, 'hit')} (${face(hitOn)}) − ${plural(saves, 'save')} (${face(saveOn)}) = ${plural(n, 'net hit')}`,
        rule,
      },
    };
  };
  switch (s.kind) {
    case 'attack': {
      const r = net(s.hitOn, s.saveOn, 'core');
      return { headline: plural(r.n, 'net hit'), lines: [r.line] };
    }
    case 'building':
      return readBuilding(s, net(s.hitOn, s.saveOn, 'destructible'));
    case 'sniper': {
      const n = count(atk, SNIPER_HIT_ON);
      return {
        headline: `${plural(n, 'figure')} eliminated`,
        lines: [
          {
            text: `${plural(n, 'six', 'sixes')} rolled: one figure of the target squad each, your choice`,
            rule: 'sniper',
          },
        ],
      };
    }
    case 'molotov': {
      const r = net(FIRE_HIT_ON, s.saveOn, 'molotov');
      const six = atk.includes(STRONG_FIRE_FACE);
      if (r.n === 0) {
        return {
          headline: 'No fire',
          lines: [r.line, { text: 'No hit after defense: no fire token', rule: 'molotov' }],
        };
      }
      return {
        headline: six ? 'Strong fire' : 'Weak fire',
        fire: six ? 'strong' : 'weak',
        lines: [
          r.line,
          {
            text: six
              ? 'A 6 was rolled: place a strong fire token'
              : 'No 6 rolled: place a weak fire token',
            rule: 'molotov',
          },
          // Placing Fire (line 576): a fire placed on a weak fire flips it to strong.
          ...(six
            ? []
            : [
                {
                  text: 'On a hex with a weak fire already, it turns strong',
                  rule: 'fire' as const,
                },
              ]),
          { text: 'Molotov cocktails remove no enemy figures', rule: 'molotov' },
        ],
      };
    }
    case 'fougasse': {
      const r = net(FIRE_HIT_ON, s.saveOn, 'fougasse');
      return r.n === 0
        ? { headline: 'No fire in this hex', lines: [r.line] }
        : {
            headline: 'Strong fire in this hex',
            fire: 'strong',
            lines: [
              r.line,
              { text: 'At least one hit: place a strong fire token', rule: 'fougasse' },
            ],
          };
    }
    case 'handToHand': {
      const r = net(s.hitOn, s.saveOn, 'handToHand');
      const black = count(faces.black ?? [], BLACK_DICE_HIT_ON);
      return {
        headline: `${plural(r.n, 'net hit')} on the defenders; ${plural(black, 'black-die success', 'black-dice successes')}`,
        lines: [
          r.line,
          {
            text: `Black dice: ${plural(black, 'success', 'successes')} on ${face(BLACK_DICE_HIT_ON)}`,
            rule: 'handToHand',
          },
        ],
      };
    }
    case 'bombed': {
      const f = atk[0] ?? 1;
      const mv = f <= BOMBED_NORMAL_MAX ? s.mv : f === 6 ? 0 : Math.max(0, s.mv - BOMBED_MV_CUT);
      const what =
        f <= BOMBED_NORMAL_MAX
          ? 'moves normally'
          : f === 6
            ? 'movement reduced to 0'
            : `movement reduced by ${BOMBED_MV_CUT}`;
      return {
        headline: `MV ${mv} this Action Turn`,
        lines: [
          {
            text: `Rolled ${f}: the vehicle ${what}; the rest of its action is taken normally`,
            rule: 'bombed',
          },
        ],
      };
    }
  }
}

/**
 * Returns what a destructible building's attack did (Destructible Buildings): the net hits
 * `r` against the hits that destroy the hex, or that weaken one not yet weakened.
 */
function readBuilding(s: Settings, r: NetHits): Reading {
  const { need, weakenAt, squadDice } = buildingOdds(s);
  if (r.n >= need) {
    return {
      headline: 'Building hex destroyed',
      lines: [
        r.line,
        { text: `${need} needed: the hex collapses`, rule: 'destructible' },
        {
          text: `Each squad inside suffers ${squadDice} dice hitting on ${face(COLLAPSE_HIT_ON)}, no terrain bonus; survivors are pinned`,
          rule: 'destructible',
        },
      ],
    };
  }
  if (!s.weakened && r.n >= weakenAt) {
    return {
      headline: 'Building hex weakened',
      lines: [
        r.line,
        { text: `${weakenAt} of ${need} needed: place a weakened token`, rule: 'destructible' },
      ],
    };
  }
  return {
    headline: 'Building unharmed',
    lines: [
      r.line,
      {
        text: s.weakened ? `${need} needed` : `${need} needed to destroy, ${weakenAt} to weaken`,
        rule: 'destructible',
      },
    ],
  };
}
