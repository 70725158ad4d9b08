/**
 * The Random Events that change a combat (6.2, 14.6.1) and the optional rules the combat engine
 * reads (12.1, 12.4, 12.5): the vocabulary of CombatSpec's `events` and `options`. The command,
 * the quick calculator, the game's reminders and the simulator's odds cache all list them from
 * here; values.ts and validate.ts hold one rule per event, keyed by these ids.
 */
import { catalogue, type Entry } from '../../../core/catalogue';
import type { EventEffectKind } from '../kit/types';
import { OPTIONAL_RULE, type OptionalRule } from '../types';

/** A combat event, and the Random Event effects (kit/types.ts) that put it in force. */
export interface CombatEventEntry<Id extends string = string> extends Entry<Id> {
  readonly effects: readonly EventEffectKind[];
}

const [EVENTS, EVENT_IDS] = catalogue({
  artilleryShortage: {
    rule: '6.2',
    name: 'Artillery Shell Shortages',
    line: 'Each Artillery marker adds one instead of two.',
    effects: ['artilleryShortage'],
  },
  commissars: {
    rule: '6.2',
    name: 'Commissars',
    line: 'Soviet Defense Values +1.',
    effects: ['commissars'],
  },
  noAir: {
    rule: '6.2',
    name: 'No Air Support',
    line: 'No Air Support may be placed this Turn (64th or 66th Army Offensive, Rain, or 66th Army Breakthrough).',
    effects: ['noAir', 'rain', 'supply2d6NoAir'],
  },
});
export type CombatEventId = keyof typeof EVENTS;
/** The Random Events in force this Turn that change combat (6.2, 13.2, 14.6.1). */
export const COMBAT_EVENT: { readonly [K in CombatEventId]: CombatEventEntry<K> } = EVENTS;
/** The combat event ids, in catalogue order. */
export const COMBAT_EVENTS: readonly CombatEventId[] = EVENT_IDS;

/** The optional rules that change a combat's values or limits (12.1, 12.4, 12.5). */
export const COMBAT_OPTIONS = [
  'rubble',
  'parentOrganization',
  'limitedAir',
] as const satisfies readonly OptionalRule[];
export type CombatOptionId = (typeof COMBAT_OPTIONS)[number];

/** The catalogue entries of the optional rules the combat engine reads. */
export const COMBAT_OPTION: { readonly [K in CombatOptionId]: Entry<K> } = {
  rubble: OPTIONAL_RULE.rubble,
  parentOrganization: OPTIONAL_RULE.parentOrganization,
  limitedAir: OPTIONAL_RULE.limitedAir,
};

/** The flags of `ids` that `on` lists (unknown names are the parser's business). */
export function flagsOf<Id extends string>(
  ids: readonly Id[],
  on: readonly string[],
): Record<Id, boolean> {
  const out = {} as Record<Id, boolean>;
  for (const id of ids) out[id] = on.includes(id);
  return out;
}
