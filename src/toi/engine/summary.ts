/**
 * One summary of the odds for whatever situation is set: the headline chances and one
 * distribution, each with its heading, so the screen shows the engine's figures as they are.
 */
import { atLeast } from './dist';
import { effective } from './modifiers';
import {
  bombedOdds,
  buildingOdds,
  fougasseOdds,
  handToHandOdds,
  molotovOdds,
  netHits,
  sniperFigures,
  type Term,
} from './odds';
import { COLLAPSE_HIT_ON, FOUGASSE_DICE, type HeadingId, MOLOTOV_DICE } from './rules';
import type { Settings } from './settings';

/** One headline chance. */
export interface Chance {
  readonly id: string;
  readonly label: string;
  readonly p: number;
  readonly rule: HeadingId;
}

/** A distribution: the chance of exactly k of something, k from 0. */
export interface Distribution {
  readonly title: string;
  /** What the rows count, in the plural ("net hits", "figures"): the column's heading. */
  readonly units: string;
  readonly p: readonly number[];
  readonly rule: HeadingId;
}

/** The odds of a situation as the screen shows them. */
export interface Summary {
  readonly chances: readonly Chance[];
  readonly terms: readonly Term[];
  readonly distributions: readonly Distribution[];
  /** One sentence of what the numbers assume. */
  readonly note: string;
  /** Reminders of the rules around the roll, each with its heading. */
  readonly reminders: readonly { readonly text: string; readonly rule: HeadingId }[];
  /** Why the attack may not be made at all (then there are no chances). */
  readonly refused: { readonly message: string; readonly rule: string } | null;
}

const chance = (id: string, label: string, p: number, rule: HeadingId): Chance => ({
  id,
  label,
  p,
  rule,
});

const spread = (
  title: string,
  units: string,
  p: readonly number[],
  rule: HeadingId,
): Distribution => ({ title, units, p, rule });

/** A summary; a situation with no terms or no distributions leaves them out. */
const summary = (
  x: Pick<Summary, 'chances' | 'note'> &
    Partial<Pick<Summary, 'terms' | 'distributions' | 'reminders'>>,
): Summary => ({
  chances: x.chances,
  terms: x.terms ?? [],
  distributions: x.distributions ?? [],
  note: x.note,
  reminders: x.reminders ?? [],
  refused: null,
});

/** The building rules a player forgets (Destructible Buildings, lines 358 and 378-392). */
const BUILDING_REMINDERS: Summary['reminders'] = [
  {
    text: 'Only vehicle firepower counts, and squads with an anti-tank specialization within 3 hexes; regular and elite infantry, officers and machine gun crews add nothing',
    rule: 'destructible',
  },
  { text: 'Use the attackers’ firepower and range against vehicles', rule: 'destructible' },
  { text: 'A suppressive attack never harms a building', rule: 'destructible' },
];

/** Returns the odds summary of the situation the settings describe, modifiers in. */
export function summarize(s: Settings): Summary {
  const e = effective(s);
  if (!e.ok) {
    return {
      ...summary({ chances: [], note: '' }),
      refused: { message: e.error.message, rule: e.error.rule },
    };
  }
  const sum = summaryFor(e.value.settings);
  return e.value.terms.length ? { ...sum, terms: [...sum.terms, ...e.value.terms] } : sum;
}

function summaryFor(s: Settings): Summary {
  switch (s.kind) {
    case 'attack': {
      const d = netHits(s);
      const label = `At least ${s.need} net hit${s.need === 1 ? '' : 's'}`;
      return summary({
        chances: [
          chance('pNeed', label, atLeast(d, s.need), 'core'),
          chance('pZero', 'No net hit', d[0] ?? 0, 'core'),
        ],
        distributions: [spread('Net hits', 'net hits', d, 'core')],
        note: 'Hits minus saves, never below 0.',
      });
    }
    case 'building': {
      const o = buildingOdds(s);
      const squads = `If destroyed: hits on each squad inside (${o.squadDice} dice on ${COLLAPSE_HIT_ON}-6)`;
      return summary({
        chances: [
          chance('pDestroy', 'Destroyed', o.pDestroy, 'destructible'),
          ...(s.weakened ? [] : [chance('pWeaken', 'Weakened', o.pWeaken, 'destructible')]),
          chance('pNothing', 'Unharmed', o.pNothing, 'destructible'),
        ],
        terms: o.terms,
        distributions: [
          spread(
            `Net hits (${o.dice} dice against ${o.defenseDice})`,
            'net hits',
            o.netHits,
            'destructible',
          ),
          spread(squads, 'hits', o.squadHits, 'destructible'),
        ],
        note: 'Squads inside are unaffected unless the hex is destroyed.',
        reminders: BUILDING_REMINDERS,
      });
    }
    case 'sniper': {
      const d = sniperFigures(s.token);
      return summary({
        chances: [
          chance('pAny', 'At least one figure', atLeast(d, 1), 'sniper'),
          chance('pNone', 'No figure', d[0] ?? 0, 'sniper'),
        ],
        terms: [{ label: 'Sniper dice (the revealed number)', value: s.token, rule: 'sniper' }],
        distributions: [spread('Figures eliminated', 'figures', d, 'sniper')],
        note: 'Each 6 eliminates one figure of the target squad.',
      });
    }
    case 'molotov': {
      const { pStrong, pWeak, pNone, coverDice } = molotovOdds(s.cover, s.saveOn);
      return summary({
        chances: [
          chance('pStrong', 'Strong fire', pStrong, 'molotov'),
          chance('pWeak', 'Weak fire', pWeak, 'molotov'),
          chance('pNone', 'No fire', pNone, 'molotov'),
        ],
        terms: fireTerms('Molotov dice', MOLOTOV_DICE, coverDice, 'molotov'),
        note: 'A fire needs a hit after defense; a 6 among the two dice makes it strong.',
      });
    }
    case 'fougasse': {
      const o = fougasseOdds(s.cover, s.saveOn);
      return summary({
        chances: [
          chance('pStrong', 'Strong fire in the hex', o.pStrong, 'fougasse'),
          chance('pNone', 'No fire', 1 - o.pStrong, 'fougasse'),
        ],
        terms: fireTerms('Fougasse dice', FOUGASSE_DICE, o.coverDice, 'fougasse'),
        distributions: [spread('Net hits on the unit', 'net hits', o.netHits, 'fougasse')],
        note: 'Each of the two hexes is rolled for on its own.',
      });
    }
    case 'handToHand': {
      // The defenders' cover dice are the `defense` setting (the stepper the screen shows).
      const o = handToHandOdds({ ...s, cover: s.defense });
      return summary({
        chances: [
          chance(
            'pHit',
            'At least one net hit on the defenders',
            atLeast(o.netHits, 1),
            'handToHand',
          ),
          chance('pBlack', 'At least one black-die success', atLeast(o.blackHits, 1), 'handToHand'),
        ],
        terms: o.terms,
        distributions: [
          spread(`Net hits on the defenders (${o.dice} dice)`, 'net hits', o.netHits, 'handToHand'),
          spread(
            `Defenders’ black-dice successes (${s.defenders} dice on 5-6)`,
            'successes',
            o.blackHits,
            'handToHand',
          ),
        ],
        note: 'What hits and successes do in an assault is the core game’s rule.',
      });
    }
    case 'bombed':
      return summary({
        chances: bombedOdds(s.mv).map((x, i) =>
          chance(`roll${i}`, `${x.faces.join(', ')}: ${x.text} (MV ${x.mv})`, x.chance, 'bombed'),
        ),
        note: 'Rolled when a heavy vehicle in bombed terrain is activated to Advance or Fire and Move.',
      });
  }
}

/** The two terms of a fire weapon's roll: its own dice and the target's cover dice. */
function fireTerms(name: string, dice: number, coverDice: number, rule: HeadingId): Term[] {
  return [
    { label: name, value: dice, rule },
    { label: 'Cover dice (cover less 2)', value: coverDice, rule },
  ];
}
