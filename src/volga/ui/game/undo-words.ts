/**
 * What Undo and Redo name: the action and the value it came to, read at arm's length ("Bloody
 * Streets roll 6", "29/RCN and 29/A are in Area 3", "Combat roll 9 v 7"), so the owner knows
 * what a tap takes back without opening the log. Words only: the dice and answers are the
 * log entry's own.
 */
import type { Roll } from '../../engine/dice';
import { countedTotals, type LogEntry } from '../../engine/game';
import type { Fact, FactAnswers } from '../../engine/kit';
import { TERRAIN_LABEL } from '../../engine/types';
import { actionName, list } from './words';

/**
 * The value of the rolls of one purpose as the engine counted them (9.4's best two, 12.8's
 * rerolls): their total, or each die for a die per Area.
 */
function rolled(rolls: readonly Roll[], purpose: Roll['purpose']): string | null {
  const of = countedTotals(rolls, purpose);
  return of.length === 0 ? null : of.join(', ');
}

/** An answer in a few words: what the owner said about the fact. */
function answerWords(fact: Fact, answer: unknown): string {
  switch (fact.kind) {
    case 'adjacency':
      return `Areas ${fact.a} and ${fact.b} ${answer ? 'border' : 'do not border'}`;
    case 'neighbours': {
      const a = answer as FactAnswers['neighbours'];
      return `Area ${fact.area} borders ${a.length > 0 ? list(a) : 'no Area'}`;
    }
    case 'terrain':
      return `Area ${fact.area} is ${TERRAIN_LABEL[answer as FactAnswers['terrain']] ?? answer}`;
    case 'tem':
      return `Area ${fact.area} has TEM +${answer as number}`;
    case 'name':
      return `Area ${fact.area} is ${answer as string}`;
    case 'event': {
      const r = answer as FactAnswers['event'];
      return `Roll ${r.lo === r.hi ? r.lo : `${r.lo}-${r.hi}`} is ${r.name}`;
    }
    case 'germanCounters':
      return `${(answer as FactAnswers['germanCounters']).length} counters listed`;
    case 'setup': {
      const ids = (answer as FactAnswers['setup']).map((x) => x.id);
      const one = ids.length === 1;
      const p = fact.place;
      const where =
        p.at === 'area'
          ? `${one ? 'is' : 'are'} in Area ${p.area}`
          : p.at === 'arrival'
            ? `${one ? 'arrives' : 'arrive'} on Turn ${p.turn}`
            : `${one ? 'starts' : 'start'} Out of Action`;
      return ids.length === 0 ? 'No counter there' : `${list(ids)} ${where}`;
    }
    case 'counter': {
      const c = answer as FactAnswers['counter'];
      const type = c.type === null ? '' : c.type === 'armor' ? 'Armor' : 'Infantry';
      const said = [
        [type, c.attackFactor ?? ''].filter((x) => x !== '').join(' '),
        c.division ?? '',
      ].filter(Boolean);
      const ids = [fact.id, ...(fact.also ?? [])];
      return `${list(ids)} ${ids.length > 1 ? 'are' : 'is'} ${said.join(', ')}`;
    }
  }
}

/** The roll each single-roll action logs, so its name can carry the value. */
const ROLL_OF = {
  rollRandomEvent: 'randomEvent',
  rollSupply: 'supply',
  rollBloodyStreets: 'bloodyStreets',
} as const satisfies Record<string, Roll['purpose']>;

/** The name of a log entry for Undo and Redo: the action, with its dice or answer. */
export function entryName(e: LogEntry): string {
  const a = e.action;
  switch (a.type) {
    case 'rollRandomEvent':
    case 'rollSupply':
    case 'rollBloodyStreets': {
      const v = rolled(e.rolls, ROLL_OF[a.type]);
      return v === null ? actionName(a) : `${actionName(a)} ${v}`;
    }
    case 'resolveAttack': {
      const g = rolled(e.rolls, 'combat.german');
      const s = rolled(e.rolls, 'combat.soviet');
      return g !== null && s !== null ? `Combat roll ${g} v ${s}` : actionName(a);
    }
    case 'answerFact':
      return answerWords(a.fact, a.answer);
    default:
      return actionName(a);
  }
}
