/**
 * One summary of the odds for whatever situation is set: the headline chances and one
 * distribution, each with its heading, so the screen shows the engine's figures as they are.
 */
import { atLeast } from './dist';
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
import type { Settings } from './situation';

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
  /** What one unit is called ("net hit", "figure"). */
  readonly unit: string;
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
}

/** Returns the odds summary of the situation the settings describe. */
export function summarize(s: Settings): Summary {
  switch (s.kind) {
    case 'attack': {
      const d = netHits(s);
      return {
        chances: [
          {
            id: 'pNeed',
            label: `At least ${s.need} net hit${s.need === 1 ? '' : 's'}`,
            p: atLeast(d, s.need),
            rule: 'core',
          },
          { id: 'pZero', label: 'No net hit', p: d[0] ?? 0, rule: 'core' },
        ],
        terms: [],
        distributions: [{ title: 'Net hits', unit: 'net hit', p: d, rule: 'core' }],
        note: 'Hits minus saves, never below 0.',
      };
    }
    case 'building': {
      const o = buildingOdds(s);
      return {
        chances: [
          { id: 'pDestroy', label: 'Destroyed', p: o.pDestroy, rule: 'destructible' },
          ...(s.weakened
            ? []
            : [{ id: 'pWeaken', label: 'Weakened', p: o.pWeaken, rule: 'destructible' as const }]),
          { id: 'pNothing', label: 'Unharmed', p: o.pNothing, rule: 'destructible' },
        ],
        terms: o.terms,
        distributions: [
          {
            title: `Net hits (${o.dice} dice against ${o.defenseDice})`,
            unit: 'net hit',
            p: o.netHits,
            rule: 'destructible',
          },
          {
            title: `If destroyed: hits on each squad inside (${o.squadDice} dice on ${COLLAPSE_HIT_ON}-6)`,
            unit: 'hit',
            p: o.squadHits,
            rule: 'destructible',
          },
        ],
        note: 'Squads inside are unaffected unless the hex is destroyed.',
      };
    }
    case 'sniper': {
      const d = sniperFigures(s.token);
      return {
        chances: [
          { id: 'pAny', label: 'At least one figure', p: atLeast(d, 1), rule: 'sniper' },
          { id: 'pNone', label: 'No figure', p: d[0] ?? 0, rule: 'sniper' },
        ],
        terms: [{ label: 'Sniper dice (the revealed number)', value: s.token, rule: 'sniper' }],
        distributions: [{ title: 'Figures eliminated', unit: 'figure', p: d, rule: 'sniper' }],
        note: 'Each 6 eliminates one figure of the target squad.',
      };
    }
    case 'molotov': {
      const o = molotovOdds(s.cover, s.saveOn);
      return {
        chances: [
          { id: 'pStrong', label: 'Strong fire', p: o.pStrong, rule: 'molotov' },
          { id: 'pWeak', label: 'Weak fire', p: o.pWeak, rule: 'molotov' },
          { id: 'pNone', label: 'No fire', p: o.pNone, rule: 'molotov' },
        ],
        terms: [
          { label: 'Molotov dice', value: MOLOTOV_DICE, rule: 'molotov' },
          { label: 'Cover dice (cover less 2)', value: o.coverDice, rule: 'molotov' },
        ],
        distributions: [],
        note: 'A fire needs a hit after defense; a 6 among the two dice makes it strong.',
      };
    }
    case 'fougasse': {
      const o = fougasseOdds(s.cover, s.saveOn);
      return {
        chances: [
          { id: 'pStrong', label: 'Strong fire in the hex', p: o.pStrong, rule: 'fougasse' },
          { id: 'pNone', label: 'No fire', p: 1 - o.pStrong, rule: 'fougasse' },
        ],
        terms: [
          { label: 'Fougasse dice', value: FOUGASSE_DICE, rule: 'fougasse' },
          { label: 'Cover dice (cover less 2)', value: o.coverDice, rule: 'fougasse' },
        ],
        distributions: [
          { title: 'Net hits on the unit', unit: 'net hit', p: o.netHits, rule: 'fougasse' },
        ],
        note: 'Each of the two hexes is rolled for on its own.',
      };
    }
    case 'handToHand': {
      const o = handToHandOdds(s);
      return {
        chances: [
          {
            id: 'pHit',
            label: 'At least one net hit on the defenders',
            p: atLeast(o.netHits, 1),
            rule: 'handToHand',
          },
          {
            id: 'pBlack',
            label: 'At least one black-die success',
            p: atLeast(o.blackHits, 1),
            rule: 'handToHand',
          },
        ],
        terms: o.terms,
        distributions: [
          {
            title: `Net hits on the defenders (${o.dice} dice)`,
            unit: 'net hit',
            p: o.netHits,
            rule: 'handToHand',
          },
          {
            title: `Defenders’ black-dice successes (${s.defenders} dice on 5-6)`,
            unit: 'success',
            p: o.blackHits,
            rule: 'handToHand',
          },
        ],
        note: 'What hits and successes do in an assault is the core game’s rule.',
      };
    }
    case 'bombed': {
      const o = bombedOdds(s.mv);
      return {
        chances: o.map((x, i) => ({
          id: `roll${i}`,
          label: `${x.faces.join(', ')}: ${x.text} (MV ${x.mv})`,
          p: x.chance,
          rule: 'bombed' as const,
        })),
        terms: [],
        distributions: [],
        note: 'Rolled when a heavy vehicle in bombed terrain is activated to Advance or Fire and Move.',
      };
    }
  }
}
