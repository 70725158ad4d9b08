/**
 * Rules help: a short summary of each part of the game, in our own words, with the rulebook
 * section numbers to look up. These are reminders for a player who has read the rules, not the
 * rulebook's text; the numbers and facts are the rulebook's, the wording is ours.
 */

import { COMBAT_EVENT, COMBAT_EVENTS } from '../../engine/combat';
import {
  OPTIONAL_RULE,
  OPTIONAL_RULES,
  type OptionalRule,
  STRATEGIES,
  STRATEGY,
} from '../../engine/types';

/** The groups the help is arranged in, in the order of a Turn. */
export const RULE_GROUPS = [
  'Turn',
  'Dawn',
  'Random Events',
  'Supply',
  'Combat',
  'End',
  'Victory',
  'Turn 1',
  'Factory District',
  'Optional rules',
] as const;
export type RuleGroup = (typeof RULE_GROUPS)[number];

/** One help entry: what it covers, where to read more, and a few lines of summary. */
export interface RuleSummary {
  readonly id: string;
  readonly group: RuleGroup;
  readonly title: string;
  /** Rulebook sections, most specific last, e.g. ['6.3', '6.3.1']. */
  readonly sections: readonly string[];
  /** Our own short lines. */
  readonly lines: readonly string[];
  /** Extra words a player might search for. */
  readonly keywords: readonly string[];
}

/** Help for each optional rule; its title and section come from the OPTIONAL_RULE catalogue. */
const OPTIONAL_HELP: {
  readonly [K in OptionalRule]: Pick<RuleSummary, 'id' | 'lines' | 'keywords'> & {
    /** Sections to read beside the rule's own. */
    readonly also: readonly string[];
  };
} = {
  rubble: {
    id: 'opt-rubble',
    also: [],
    lines: [
      'Attacking into Light or Heavy Urban, the divisional integrity +1 also needs an Engineer marker in the Area.',
    ],
    keywords: ['optional', 'engineer', 'integrity', 'urban'],
  },
  northernShoulder: {
    id: 'opt-shoulder',
    also: [],
    lines: [
      'Units that set up in Areas 48, 49 and 50 may only move into or attack Areas 42 to 47.',
    ],
    keywords: ['optional', '48', '49', '50', 'north'],
  },
  isolation: {
    id: 'opt-isolation',
    also: [],
    lines: [
      'Checked each Dawn (see Dawn). Each time an Isolated Area is attacked, roll one die for its Defense Factor:',
      '1: +1; 2-3: no change; 4-5: -1; 6: -2. Guards take 1 off the roll (never below 1).',
    ],
    keywords: ['optional', 'isolated', 'defense factor', 'guards'],
  },
  parentOrganization: {
    id: 'opt-parent',
    also: ['4.3.2'],
    lines: [
      'The Attack Value loses 1 for each different division taking part in an attack.',
      'Assault guns (244A, 244B, 244C, 245A, 245B, 177) never count for this.',
    ],
    keywords: ['optional', 'division', 'assault gun'],
  },
  limitedAir: {
    id: 'opt-air',
    also: [],
    lines: [
      'No Air marker in a Light or Heavy Urban Area that was already Contested when the Action Round began.',
      'In Heavy Urban the Air die is reduced by 2 (never below 1).',
    ],
    keywords: ['optional', 'air', 'urban'],
  },
  pavlov: {
    id: 'opt-pavlov',
    also: ['4.5.8'],
    lines: [
      "Add Pavlov's House to the Heavy Urban counters before setup.",
      'It uses Guards every time it is attacked, not only when first Revealed.',
    ],
    keywords: ['optional', 'guards', 'heavy urban'],
  },
  reducedMorale: {
    id: 'opt-morale',
    also: [],
    lines: ['For a harder game, start Morale at 15 instead of 19, or try other values.'],
    keywords: ['optional', 'difficulty', 'morale'],
  },
  increasedSupply: {
    id: 'opt-supply',
    also: [],
    lines: [
      'For an easier game, reroll each 1 in the Supply roll, on every Turn or only on the Turns you choose.',
    ],
    keywords: ['optional', 'reroll', 'supply', 'difficulty'],
  },
};

/** Every help entry, in the order of play. */
export const RULE_SUMMARIES: readonly RuleSummary[] = [
  {
    id: 'sequence',
    group: 'Turn',
    title: 'A Turn at a glance',
    sections: ['5.1', '6.0'],
    lines: [
      'The main game lasts Turns 1 to 9; each Turn is two days of the battle.',
      'Every Turn runs the same five Phases in order: Dawn, Random Event, Supply, Combat, End.',
    ],
    keywords: ['phases', 'order', 'sequence of play', 'game length'],
  },
  {
    id: 'morale',
    group: 'Turn',
    title: 'German Morale',
    sections: ['3.3', '5.2'],
    lines: [
      'Morale starts at 19 in the main game and always stays between 0 and 19.',
      'At 10 or more it is Strong; at 9 or less it is Shaken, which helps the Soviet defence.',
      'It moves with events, Supply purchases, combat results, Bloody Streets and the End Phase.',
    ],
    keywords: ['strong', 'shaken', 'morale track'],
  },
  {
    id: 'control',
    group: 'Turn',
    title: 'Stacking, Control, Contested and Vacant',
    sections: ['7.1', '7.2', '7.3', '7.4'],
    lines: [
      'Up to four German units and one Soviet unit may share an Area; Support markers do not count.',
      'An Area with a Soviet unit in it is Soviet-controlled; one with no Soviet unit is Vacant and German-controlled.',
      'An Area holding units of both sides is Contested; that alone does not change who controls it.',
      'Placing a German Control marker after a Soviet unit is eliminated raises the German Controlled count.',
    ],
    keywords: ['stack', 'limit', 'four units', 'control marker', 'german controlled count'],
  },
  {
    id: 'dawn',
    group: 'Dawn',
    title: 'Dawn Phase: reinforcements and withdrawals',
    sections: ['6.1', '6.1.1', '6.1.2'],
    lines: [
      'Turn 2: the 389th Infantry and assault gun 245A arrive in Area 1 or 2.',
      'Turn 7: the 100th Infantry and 245B arrive in Area 1, Area 2, or Area 31/32 if German-controlled.',
      'A reinforcement group goes into a single Area up to the stacking limit; whatever does not fit waits for a later Turn.',
      'Turn 9: the four units of the 29th Motorized leave play for good.',
    ],
    keywords: ['reinforcement', 'withdrawal', '389th', '100th', '29th motorized', 'arrive'],
  },
  {
    id: 'isolation-dawn',
    group: 'Dawn',
    title: 'Isolation check (optional 12.3)',
    sections: ['12.3'],
    lines: [
      'With rule 12.3, check each Dawn which Soviet Areas can still reach a Soviet Area on the Volga through Soviet-controlled Areas.',
      'Those that cannot are Isolated and get a marker; Volga Areas never are, and at most 14 can be at once.',
    ],
    keywords: ['isolated', 'supply line', 'volga', 'marker'],
  },
  {
    id: 'events',
    group: 'Random Events',
    title: 'Random Event Phase',
    sections: ['6.2', '6.2.1'],
    lines: [
      'Roll three dice and read the Random Event Chart on the player aid card; the event holds for this Turn.',
      '64th Army Breakthrough (roll 3): the 29th Motorized leaves the map and German Morale drops 1 for each of its units Out of Action; it comes back next Turn in Area 5 or 6.',
      'A roll of 3 after the 29th Motorized has already gone counts as 4.',
      'Events that change an attack this Turn:',
      ...COMBAT_EVENTS.map((id) => `${COMBAT_EVENT[id].name}: ${COMBAT_EVENT[id].line}`),
    ],
    keywords: [
      '3d6',
      'event chart',
      'breakthrough',
      ...COMBAT_EVENTS.map((id) => COMBAT_EVENT[id].name.toLowerCase()),
    ],
  },
  {
    id: 'supply',
    group: 'Supply',
    title: 'Supply Phase',
    sections: ['6.3', '6.3.1'],
    lines: [
      'Roll four dice and add the total to the Supply Points banked on the Record Track.',
      'Spend points on: Artillery 1, Engineer 2, Air 3, return an Infantry unit 1 or an Armor unit 2, and +1 Morale for 3.',
      'One Air marker is free every Supply Phase, whatever the Random Event says.',
      'A returning unit goes to a German Area with another German unit, or to setup Areas 1-5; units that began in 48-50 return only to their own setup Area.',
      'Points not spent stay banked for later Turns.',
    ],
    keywords: [
      '4d6',
      'supply points',
      'bank',
      'buy',
      'purchase',
      'cost',
      'air',
      'artillery',
      'engineer',
      'out of action',
      'return',
    ],
  },
  {
    id: 'bloody-streets',
    group: 'Combat',
    title: 'Bloody Streets',
    sections: ['6.4.1'],
    lines: [
      'As the Combat Phase begins, roll one die for every Contested Light or Heavy Urban Area.',
      '1-4: nothing. 5: Morale -1. 6: the German units there turn Spent and Morale -1.',
      'Add 1 to the roll when the Soviet unit is Guards in an Area with TEM +4; results above 6 count as 6.',
    ],
    keywords: ['contested', 'urban', 'spent', 'morale', 'guards'],
  },
  {
    id: 'action-rounds',
    group: 'Combat',
    title: 'Action Rounds and activation',
    sections: ['6.4.2', '6.4.3', '8.1', '8.1.1', '8.1.2'],
    lines: [
      'The Combat Phase is a series of Action Rounds. In each, pick one Area holding Fresh German units: the Active Area.',
      'Any of its Fresh units may move and/or attack; they turn Spent when done.',
      'The phase ends when no Fresh units remain or you choose to stop. Soviet units never move.',
    ],
    keywords: ['activate', 'active area', 'fresh', 'spent', 'round'],
  },
  {
    id: 'movement',
    group: 'Combat',
    title: 'Movement costs',
    sections: ['8.2', '8.2.1', '4.2.1', '4.2.2'],
    lines: [
      'Armor has 6 Movement Factors, Infantry 4. Units move one at a time into Adjacent Areas.',
      'Entering costs the highest that applies: Vacant 1; Vacant but next to a Soviet unit 2; a Revealed Soviet unit 3; an Unrevealed one 4.',
      'A unit must stop when it enters an Area with a Soviet unit.',
      'Units from one Active Area may go to different places, but once an Area has been attacked no more units may enter it this activation.',
    ],
    keywords: ['mf', 'movement factor', 'adjacent', 'cost', 'armor', 'infantry'],
  },
  {
    id: 'movement-limits',
    group: 'Combat',
    title: 'Movement restrictions',
    sections: ['8.3', '8.3.1', '8.3.2', '7.1'],
    lines: [
      'Never move into an Area that already holds four German units (a retreat may pass through one).',
      'A unit leaving a Contested Area must reach a Vacant Area before entering another Soviet-occupied one: no hopping from Contested to Contested.',
    ],
    keywords: ['overstacking', 'contested exit', 'stacking limit'],
  },
  {
    id: 'attacks',
    group: 'Combat',
    title: 'Mandatory, optional and Contested attacks',
    sections: ['9.0', '9.1', '9.2', '9.3'],
    lines: [
      'Only units of the Active Area attack; attacking costs no extra MF beyond entering.',
      'Entering a Soviet Area that was not Contested when you activated forces an attack; if it is Repulsed, the attackers retreat.',
      'Otherwise attacking is your choice, with any of the units that entered (at least one).',
      'From an Area already Contested at activation, any of its units may attack; losing does not make them retreat. Units arriving there cannot join them in one attack.',
    ],
    keywords: ['mandatory', 'optional', 'contested', 'attack', 'repulse'],
  },
  {
    id: 'reveal',
    group: 'Combat',
    title: 'Revealing the Soviet unit and Defense Strategies',
    sections: ['9.4', '4.4'],
    lines: [
      'An Unrevealed Soviet unit is flipped before the combat; its Defense Strategy acts only in the Action Round it is first Revealed.',
      ...STRATEGIES.map((id) => `${STRATEGY[id].name}: ${STRATEGY[id].line}`),
    ],
    keywords: ['unrevealed', 'revealed', ...STRATEGIES, 'strategy', 'flip'],
  },
  {
    id: 'attack-value',
    group: 'Combat',
    title: 'Attack Value and Attack Total',
    sections: ['9.5', '9.5.1', '9.5.2'],
    lines: [
      'Choose the lead unit and place Support markers, then add up the Attack Value:',
      "the lead unit's Attack Factor; +1 per other attacking unit; +2 per Artillery and per Engineer marker; +1 when three or more attackers share a division; +1 when Morale is Strong.",
      'Each side rolls two dice; Attack Value plus the German roll is the Attack Total.',
    ],
    keywords: ['av', 'at', 'lead', 'divisional integrity', 'artillery', 'engineer', '2d6'],
  },
  {
    id: 'defense-value',
    group: 'Combat',
    title: 'Defense Value and Defense Total',
    sections: ['9.5.3'],
    lines: [
      "The Defense Value is the Soviet unit's Defense Factor plus the Area's TEM, +1 when German Morale is Shaken.",
      'TEM: Clear +1, Elevated +2, Light Urban +3, Heavy Urban +4; the Airfield is +2, Mamayev Kurgan and the Central Rail Station +4.',
      'An Air marker rolls one die that comes off the Defense Value at once; it never goes below zero.',
      'Defense Value plus the Soviet roll is the Defense Total.',
    ],
    keywords: ['dv', 'dt', 'tem', 'terrain', 'air', 'shaken', 'defense factor'],
  },
  {
    id: 'support',
    group: 'Combat',
    title: 'Support markers',
    sections: ['9.5.4', '9.5.9', '3.5', '3.6'],
    lines: [
      'No more Support markers in one combat than attacking units, and at most one Air marker.',
      'After the combat, used markers go to the Used box until bought again; unused ones stay available.',
    ],
    keywords: ['limit', 'air', 'artillery', 'engineer', 'used box', 'available'],
  },
  {
    id: 'results',
    group: 'Combat',
    title: 'Combat results',
    sections: ['9.5.5', '9.5.6', '9.5.7'],
    lines: [
      'Attack Total lower: Repulse. The lead unit goes Out of Action, the other attackers turn Spent, Morale -1 (and a failed mandatory attack retreats).',
      'Totals equal: Stalemate. Attackers turn Spent; the Soviet unit stays.',
      'Attack Total higher: Success. The Soviet unit is eliminated, attackers turn Spent, a Control marker goes in.',
      'Higher by more than the Soviet Defense Factor: Overrun. As a Success, and Heroes, Ambush and Fanatic do not apply.',
      'If Ambush kills a lone lead unit on a Success, both units go and the Area still becomes German.',
      'Taking an Area with TEM +4 gives Morale +1 (it cancels against Heroes on a plain Success).',
    ],
    keywords: [
      'repulse',
      'stalemate',
      'success',
      'overrun',
      'ambush',
      'morale bonus',
      'eliminated',
    ],
  },
  {
    id: 'retreat',
    group: 'Combat',
    title: 'Retreats',
    sections: ['9.5.8'],
    lines: [
      'Retreating units go back into the Area they entered from, one at a time.',
      'When that Area fills up, the rest carry on to another Area that is not full. Barrage retreats work the same way.',
    ],
    keywords: ['retreat', 'barrage', 'full', 'stacking'],
  },
  {
    id: 'end',
    group: 'End',
    title: 'End Phase',
    sections: ['6.5'],
    lines: [
      'Unless the game has just been won: turn every Spent German unit Fresh, lower Morale by 1, and advance the Turn marker.',
      'Support markers left in the Available box stay there.',
      'After Turn 9 make the final victory check.',
    ],
    keywords: ['flip', 'fresh', 'morale', 'turn marker'],
  },
  {
    id: 'victory',
    group: 'Victory',
    title: 'Victory',
    sections: ['11.1', '11.2'],
    lines: [
      'At the end of any Combat Phase: every Area German-controlled is an automatic German win; Morale 0 is an automatic Soviet win.',
      'Otherwise, at the end of Turn 9 the Germans win if they hold at least one Heavy Urban Area and the German Controlled count is 40 or more; if not, the Soviets win.',
    ],
    keywords: ['win', 'automatic', 'operational', 'final', '40 areas', 'heavy urban'],
  },
  {
    id: 'turn1',
    group: 'Turn 1',
    title: 'Turn 1 special rules',
    sections: ['10.0', '10.1', '10.2'],
    lines: [
      'On Turn 1, 64th Army Breakthrough, 66th Army Breakthrough and Logistical Pause have no effect.',
      'On Turn 1 a Supply roll below 16 counts as 16.',
    ],
    keywords: ['first turn', 'no result', 'supply 16'],
  },
  {
    id: 'fd-setup',
    group: 'Factory District',
    title: 'Factory District: setup',
    sections: ['14.1', '14.2', '14.3', '14.4', '14.5', '14.5.2'],
    lines: [
      'A five-Turn scenario, Turns 10 to 14, starting at Morale 15; the German Controlled markers are not used.',
      'Control markers start in the Areas the scenario lists; some German units begin Out of Action.',
      'Its own smaller Soviet pool; Areas 14, 21 and 44 start with Revealed units.',
      'Turn 12: the 79th Infantry and 244C arrive together in any one German-controlled Area.',
      "With rule 12.6, Pavlov's House starts Revealed in Area 14.",
    ],
    keywords: ['scenario', 'factory', 'turn 10', 'morale 15', '79th', '244c', 'pavlov'],
  },
  {
    id: 'fd-rules',
    group: 'Factory District',
    title: 'Factory District: special rules',
    sections: ['14.6', '14.6.1', '14.6.2'],
    lines: [
      'No Random Event on Turn 10; from Turn 11 use the scenario’s own chart.',
      'Its 3 is a breakthrough that pulls the 14th Panzer off the map (Morale -1 per unit of it Out of Action); they return next Dawn in any Vacant Area.',
      'Other rows: no Air; Artillery +1 only; Rain (no Air, German MF 4); Commissars (Soviet Defense +1); Supply on 2d6 with no Air.',
      'Turn 10 Supply below 16 counts as 16, and two Air markers are free every Turn.',
    ],
    keywords: ['event chart', 'rain', 'commissars', '14th panzer', 'free air', 'supply'],
  },
  {
    id: 'fd-victory',
    group: 'Factory District',
    title: 'Factory District: victory',
    sections: ['14.7'],
    lines: [
      'As in the main game, all Areas German or Morale 0 at the end of a Combat Phase ends it at once.',
      'If the Germans do not hold every Area by the end of the Turn 14 Combat Phase, the Soviets win.',
    ],
    keywords: ['win', 'turn 14', 'every area'],
  },
  ...OPTIONAL_RULES.map((rule): RuleSummary => {
    const h = OPTIONAL_HELP[rule];
    return {
      id: h.id,
      group: 'Optional rules',
      title: OPTIONAL_RULE[rule].name,
      sections: [OPTIONAL_RULE[rule].rule, ...h.also],
      lines: h.lines,
      keywords: h.keywords,
    };
  }),
];
