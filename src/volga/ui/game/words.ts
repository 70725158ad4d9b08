/**
 * The words the game screens show: actions, rolls and event effects in the board's language,
 * each with the rule it comes from. Our own summaries, never the rulebook's prose; no rule is
 * decided here (the engine decides, these only name what it decided).
 */
import { counterById as sovietCounterById } from '../../engine/counters';
import type { Roll, RollPurpose } from '../../engine/dice';
import {
  type Action,
  type ActiveEvent,
  countRolls,
  eventEffectRule,
  type GameState,
  PHASE_SPEC,
  PHASES,
  type Phase,
} from '../../engine/game';
import {
  areaLabel,
  type ComponentKit,
  EVENT_EFFECT,
  type EventEffect,
  factQuestion,
  counterById as germanCounterById,
  SUPPORT_MARKER,
} from '../../engine/kit';
import { STRATEGY_LABEL, TERRAIN_LABEL } from '../../engine/types';

/** Phase names as the sequence of play names them (6.0), from the engine's SEQUENCE. */
export const PHASE_NAME: Readonly<Record<Phase, string>> = Object.fromEntries(
  PHASES.map((p) => [p, PHASE_SPEC[p].label]),
) as Record<Phase, string>;

/** What a roll was for, in words. */
export const PURPOSE_NAME: Readonly<Record<RollPurpose, string>> = {
  supply: 'Supply',
  'supply.reroll': 'Supply reroll of 1s',
  randomEvent: 'Random Event',
  bloodyStreets: 'Bloody Streets',
  'combat.german': 'German combat dice',
  'combat.soviet': 'Soviet combat dice',
  'combat.air': 'Air Support die',
  'combat.isolation': 'Isolation die',
  cup: 'Digital cup draw',
};

/**
 * "Supply 6.3: 3, 5, 1, 6 (typed by you)"; where a rule keeps some dice (9.4, 12.8), what the
 * engine counted follows: "..., best two 6 + 4 = 10 (9.4)". `of` are the rolls of the same
 * action, so a Supply roll finds its rerolls.
 */
export function rollText(r: Roll, of: readonly Roll[] = [r]): string {
  const who = r.source === 'owner' ? 'typed by you' : 'rolled by the app';
  if (r.purpose === 'cup')
    return `Digital cup ${r.rule}: drew ${counterName(r.drawn ?? '')} (${who})`;
  if (r.by === 'total') return `${PURPOSE_NAME[r.purpose]} ${r.rule}: ${r.total} (total entered)`;
  const c = countRolls(of).find((x) => x.roll === r);
  const kept = c?.kept
    ? `, ${c.keptBy === '12.8' ? 'with each 1 rolled again' : 'best two'} ${c.kept.join(' + ')} = ${c.total} (${c.keptBy})`
    : '';
  return `${PURPOSE_NAME[r.purpose]} ${r.rule}: ${r.dice.join(', ')} (${who})${kept}`;
}

/** Every roll of one action in words, each with what the engine counted (rollText). */
export function rollsText(rolls: readonly Roll[]): string[] {
  return rolls.map((r) => rollText(r, rolls));
}

/** A German unit with its counter's type and Attack Factor: "FC/1 (Armor, AF 7)". */
export function unitText(s: GameState, id: string): string {
  const c = germanCounterById(s.kit, id);
  if (!c) return id;
  const type = c.type === 'armor' ? 'Armor' : c.type === 'infantry' ? 'Infantry' : 'type ?';
  return `${id} (${type}, AF ${c.attackFactor ?? '?'})`;
}

/** A Soviet counter id in the board's words: "Light Urban 7 Heroes". */
export function counterName(id: string): string {
  const c = sovietCounterById(id);
  if (!c) return id;
  if (c.pavlov) return "Pavlov's House";
  return `${TERRAIN_LABEL[c.terrain]} ${c.defense ?? '?'} ${STRATEGY_LABEL[c.strategy]}`;
}

/** Names in a sentence: "A", "A and B", "A, B and C". */
export const list = (xs: readonly (string | number)[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${String(xs[xs.length - 1])}`;

/** The action of one type. */
type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;

/** The two ways the screens word one action. */
interface Tenses<A extends Action> {
  /** As a command ("Move 76/178 to Area 9"): what Undo and Redo name. */
  readonly undo: (a: A) => string;
  /** What it did, in one line, for the log ("Moved 76/178 to Area 9"). */
  readonly log: (a: A, s?: GameState) => string;
}

/** An action whose Undo and Redo name reads the same as its log line. */
const asLogged = <A extends Action>(log: (a: A) => string): Tenses<A> => ({ undo: log, log });

/**
 * Both wordings of every action, keyed by its type: one entry per type, so a new action cannot
 * get a log line and miss its Undo name (or the other way round); the typecheck refuses a type
 * without an entry.
 */
export const ACTION_WORDS: { readonly [T in Action['type']]: Tenses<ActionOf<T>> } = {
  placeReinforcements: {
    undo: (a) => `Place ${list(a.units)} in Area ${a.area}`,
    log: (a) => `Placed ${list(a.units)} in Area ${a.area}`,
  },
  chooseIsolated: {
    undo: (a) => `Isolate Areas ${list(a.areas)}`,
    log: (a) => `Isolated Areas ${list(a.areas)}`,
  },
  rollRandomEvent: { undo: () => 'Random Event roll', log: () => 'Rolled for the Random Event' },
  rollSupply: { undo: () => 'Supply roll', log: () => 'Rolled for Supply' },
  buySupport: asLogged(
    (a) =>
      `Bought ${a.count ?? 1} ${a.marker === 'engineer' ? 'Engineer' : a.marker === 'air' ? 'Air' : 'Artillery'} Support marker${(a.count ?? 1) > 1 ? 's' : ''}`,
  ),
  buyMorale: asLogged((a) => `Bought +${a.count ?? 1} Morale`),
  returnUnit: asLogged((a) => `Returned ${a.unit} from the Out of Action Box to Area ${a.area}`),
  endSupply: { undo: () => 'End of the Supply Phase', log: () => 'Ended the Supply Phase' },
  rollBloodyStreets: { undo: () => 'Bloody Streets roll', log: () => 'Rolled Bloody Streets' },
  activate: { undo: (a) => `Activate Area ${a.area}`, log: (a) => `Activated Area ${a.area}` },
  move: {
    undo: (a) => `Move ${a.unit} to Area ${a.to}`,
    log: (a) => `Moved ${a.unit} to Area ${a.to}`,
  },
  moveStack: {
    undo: (a) => `Move ${list(a.units)} to Area ${a.to}`,
    log: (a) => `Moved ${list(a.units)} to Area ${a.to}`,
  },
  declareAttack: {
    undo: (a) => `Attack on Area ${a.area}`,
    log: (a) => `Attacked Area ${a.area} with ${list(a.units)}`,
  },
  revealCounter: asLogged((a) => `Revealed ${counterName(a.counter)}`),
  barrageChoice: asLogged((a) => {
    // 9.5.2D "Not now": the Barrage was chosen without the unknown divisions.
    const later = a.divisionsLater ? '; divisions not given yet' : '';
    return a.choice === 'retreat'
      ? `Barrage: all attackers Spent and retreat${later}`
      : `Barrage: ${a.unit ?? 'a unit'} to the Out of Action Box${later}`;
  }),
  resolveAttack: {
    undo: () => 'Combat roll',
    log: (a) => {
      const sup = [
        a.artillery ? `${a.artillery} Artillery` : '',
        a.engineers ? `${a.engineers} Engineer` : '',
        a.air ? 'Air' : '',
      ].filter(Boolean);
      // 9.5.2D "Not now": the log says the bonus was counted without the unknown divisions.
      const later = a.divisionsLater ? '; divisions not given, no Integrity Bonus from them' : '';
      return `Resolved the combat, lead ${a.lead}${sup.length ? `, with ${list(sup)}` : ''}${later}`;
    },
  },
  retreat: {
    undo: (a) => `Retreat ${a.unit}`,
    log: (a) => `Retreated ${a.unit} via Area ${a.path.join(', ')}`,
  },
  endRound: { undo: () => 'End of the Action Round', log: () => 'Ended the Action Round' },
  endCombatPhase: {
    undo: () => 'End of the Combat Phase',
    log: () => 'Ended the Combat Phase',
  },
  renameUnit: asLogged((a) => `Renamed ${a.from} to ${a.to.trim()}`),
  answerFact: {
    undo: () => 'Your answer',
    log: (a, s) =>
      s ? `Answered: ${factQuestion(s.kit, a.fact)}` : 'Answered a question about the components',
  },
};

/** The wordings of `a`'s type (the table is keyed by type, so the entry fits `a`). */
const tensesOf = (a: Action) => ACTION_WORDS[a.type] as Tenses<Action>;

/** What an action does, as a command ("Move 76/178 to Area 9"): what Undo and Redo name. */
export function actionName(a: Action): string {
  return tensesOf(a).undo(a);
}

/** What an action did, in one line, for the log. */
export function actionText(a: Action, s?: GameState): string {
  return tensesOf(a).log(a, s);
}

/**
 * What a Random Event changes this Turn, in words, with its rule: in a game, the rule it cites
 * in that scenario (the engine's `eventEffectRule`: the main game's chart is 6.2's, the Factory
 * District's 14.6.1); without one, the catalogue's.
 */
export function effectText(
  effect: EventEffect,
  text = '',
  scenario?: GameState['scenario'],
): { text: string; rule: string } {
  const entry = scenario
    ? { ...EVENT_EFFECT[effect.kind], rule: eventEffectRule({ scenario }, effect) }
    : EVENT_EFFECT[effect.kind];
  switch (effect.kind) {
    case 'withdrawDivision': {
      const where =
        effect.returnTo.kind === 'areas'
          ? `Area ${list(effect.returnTo.areas)}`
          : 'any Vacant Area';
      return {
        text: `The ${effect.division} leaves the map and comes back next Dawn in ${where}; German Morale −${effect.moralePerOutOfAction} for each of its units in the Out of Action Box.`,
        rule: entry.rule,
      };
    }
    case 'noActivation': {
      const who = [...effect.divisions, ...effect.units];
      return {
        text: `${who.length ? list(who) : 'The units the chart names'} may not be activated this Turn.`,
        rule: '6.2',
      };
    }
    case 'morale':
      return {
        text: `German Morale ${signed(effect.change)} (never above 19 or below 0).`,
        rule: entry.rule,
      };
    case 'supplyPoints':
      return {
        text: `Banked Supply Points ${signed(effect.change)} (never below 0).`,
        rule: entry.rule,
      };
    case 'supportMarkers': {
      const what = `${effect.count} ${SUPPORT_MARKER[effect.marker].name} marker${effect.count > 1 ? 's' : ''}`;
      return {
        text:
          effect.to === 'available'
            ? `${what} gained: from the Used box to the Available box, as many as are there.`
            : `${what} lost: from the Available box to the Used box, as many as are there.`,
        rule: entry.rule,
      };
    }
    case 'reminder':
      return { text: text || entry.line, rule: entry.rule };
    default:
      return { text: entry.line, rule: entry.rule };
  }
}

/** +N or −N, as the tracks are moved. */
const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

/** How the Available Support box changed between two states (3.5), or null when it did not. */
export function supportChange(before: GameState, after: GameState): string | null {
  const moved: string[] = [];
  for (const k of ['air', 'artillery', 'engineer'] as const) {
    const a = before.support.available[k];
    const b = after.support.available[k];
    if (a !== b) moved.push(`${SUPPORT_MARKER[k].name} Available ${a} → ${b}`);
  }
  return moved.length > 0 ? `Support markers: ${moved.join(', ')}` : null;
}

/**
 * "no result on Turn 1 (10.1)" when the engine reports that the rolled event gives nothing on
 * the game's first Turn (10.1), else null.
 */
export function noResultWords(e: ActiveEvent): string | null {
  return e.noResultRule === '10.1' ? `no result on Turn 1 (${e.noResultRule})` : null;
}

/** This Turn's event and what it changes (or why it changes nothing), in `scenario`. */
export function eventSummary(
  e: ActiveEvent,
  scenario: GameState['scenario'],
): { title: string; text: string; rule: string } {
  const title =
    e.roll === null
      ? e.name
      : `${e.name} (rolled ${e.roll}${e.usedRoll !== null && e.usedRoll !== e.roll ? `, read as ${e.usedRoll}` : ''})`;
  if (e.pending)
    return {
      title,
      text: "Its chart row is put off: the app asks for it when the event's effect first matters (before a purchase, the Combat Phase, or a Supply roll it could change).",
      rule: '6.2',
    };
  if (e.noResultRule)
    return {
      title,
      text:
        e.noResultRule === '10.1'
          ? 'No result on Turn 1: this event does not apply.'
          : e.text || 'No Random Event this Turn.',
      rule: e.noResultRule,
    };
  const fx = effectText(e.effect, e.text, scenario);
  return { title, text: fx.text, rule: fx.rule };
}

/** Areas by number and name: "Area 1 (Hill 126.3) and Area 2 (Hill 144.5)". */
export function areasText(kit: ComponentKit, areas: readonly number[]): string {
  return list(areas.map((n) => areaLabel(kit, n)));
}

/**
 * This Turn's Supply roll as the engine counted it: "rolled 10, counts as 16 on Turn 1 (10.2)"
 * when a minimum raised it (10.2, 14.6.2), "rolled 12" otherwise; null before the roll.
 */
export function supplyRollWords(
  s: Pick<GameState, 'turn' | 'supplyRoll' | 'supplyRaised'>,
): string | null {
  if (s.supplyRoll === null) return null;
  const r = s.supplyRaised;
  return r
    ? `rolled ${r.rolled}, counts as ${s.supplyRoll} on Turn ${s.turn} (${r.rule})`
    : `rolled ${s.supplyRoll}`;
}

/**
 * The app's dice a question waits on, as the engine reported them with it: "The app rolled
 * 5, 3, 3 = 11 for the Random Event (6.2): the roll stays 11 when you answer." (a refused action
 * leaves the PRNG put, so the action run after the answer rolls the same dice). Null when the app
 * rolled nothing before asking.
 */
export function askedRollWords(rolls: readonly Roll[]): string | null {
  // The engine's count of each roll: a Guards roll shows its best two (9.4), Supply its rerolls.
  const app = countRolls(rolls).filter(
    (c) =>
      c.roll.source === 'app' && c.roll.purpose !== 'cup' && c.roll.purpose !== 'supply.reroll',
  );
  if (app.length === 0) return null;
  const each = app.map(
    ({ roll: r, kept, total }) =>
      `${r.dice.join(', ')}${kept ? ` (counting ${kept.join(' + ')})` : ''} = ${total} for the ${PURPOSE_NAME[r.purpose]} (${r.rule})`,
  );
  const stays = app.length === 1 ? 'the roll stays' : 'the rolls stay';
  return `The app rolled ${list(each)}: ${stays} ${list(app.map((c) => c.total))} when you answer.`;
}
