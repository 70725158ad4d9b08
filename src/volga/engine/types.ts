/**
 * The engine's shared vocabulary, named in the rulebook's words.
 * Everything here is plain data: JSON-serialisable, no classes, no Dates.
 */
import { catalogue, labelsOf } from '../../core/catalogue';

/** The four Area Terrain Types (3.1.2, 5.4). */
export const TERRAINS = ['clear', 'elevated', 'lightUrban', 'heavyUrban'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Human labels for terrains, as printed on the board. */
export const TERRAIN_LABEL: Readonly<Record<Terrain, string>> = {
  clear: 'Clear',
  elevated: 'Elevated',
  lightUrban: 'Light Urban',
  heavyUrban: 'Heavy Urban',
};

/** The five Soviet Defense Strategies (9.4), each with what it does when it is in effect. */
export const [STRATEGY, STRATEGIES] = catalogue({
  heroes: {
    rule: '9.4',
    name: 'Heroes',
    line: 'Morale -1 after the combat, unless it ends in a Repulse or an Overrun.',
  },
  ambush: {
    rule: '9.4',
    name: 'Ambush',
    line: 'The lead attacker is eliminated after the combat, unless it ends in a Repulse or an Overrun.',
  },
  barrage: {
    rule: '9.4',
    name: 'Barrage',
    line: 'Before the dice, one attacker goes Out of Action, or every attacker turns Spent and retreats.',
  },
  fanatic: { rule: '9.4', name: 'Fanatic', line: 'A Success becomes a Stalemate.' },
  guards: {
    rule: '9.4',
    name: 'Guards',
    line: 'The Soviet side rolls three dice (four beside the Volga) and keeps the best two.',
  },
});
export type Strategy = keyof typeof STRATEGY;

/** Human labels for Defense Strategies. */
export const STRATEGY_LABEL: Readonly<Record<Strategy, string>> = labelsOf(STRATEGY);

/** Combat results before and after Defense Strategies (9.5.5). */
export const COMBAT_RESULTS = ['repulse', 'stalemate', 'success', 'overrun'] as const;
export type CombatResult = (typeof COMBAT_RESULTS)[number];

/** The optional rules 12.1-12.8, each with one line for the New game screen and the help. */
export const [OPTIONAL_RULE, OPTIONAL_RULES] = catalogue({
  rubble: {
    rule: '12.1',
    name: 'Rubble',
    line: 'Against Light and Heavy Urban Areas the divisional bonus also needs an Engineer marker.',
  },
  northernShoulder: {
    rule: '12.2',
    name: 'Northern Shoulder',
    line: 'Units that set up in Areas 48-50 may move into and attack only Areas 42-47.',
  },
  isolation: {
    rule: '12.3',
    name: 'Isolated Soviet Units',
    line: 'Each Dawn, Soviet Areas that cannot trace to the Volga are marked; attacking one rolls for its effect.',
  },
  parentOrganization: {
    rule: '12.4',
    name: 'Parent Organization',
    line: '−1 to the Attack Value for each different division in one attack (assault guns exempt).',
  },
  limitedAir: {
    rule: '12.5',
    name: 'Limited Air Power',
    line: 'No Air into Urban Areas already Contested; the Air die is −2 in Heavy Urban Areas.',
  },
  pavlov: {
    rule: '12.6',
    name: "Pavlov's House",
    line: 'Adds Pavlov’s House to the Heavy Urban cup; it defends as Guards every time.',
  },
  reducedMorale: {
    rule: '12.7',
    name: 'Reduced Starting Morale',
    line: 'Start with less Morale to make the game harder.',
  },
  increasedSupply: {
    rule: '12.8',
    name: 'Increased German Supply',
    line: 'On the Turns you choose, each 1 rolled for Supply is rolled again.',
  },
});
export type OptionalRule = keyof typeof OPTIONAL_RULE;

/**
 * The German Supply Costs chart (6.3): each thing Supply Points buy, what it is for, and its
 * price. The purchases, the return of units, the support advisor, the simulator and the screens
 * all take the prices from here.
 */
export const [SUPPLY_CHART, SUPPLY_PURCHASES] = catalogue({
  artillery: {
    rule: '6.3',
    name: 'Artillery',
    line: 'A Support marker that adds to one German Attack Value.',
    buys: 'support',
    cost: 1,
  },
  engineer: {
    rule: '6.3',
    name: 'Engineer',
    line: 'A Support marker that adds to one German Attack Value and clears Rubble.',
    buys: 'support',
    cost: 2,
  },
  air: {
    rule: '6.3',
    name: 'Air',
    line: 'A Support marker that takes a die from one Soviet Defense Value.',
    buys: 'support',
    cost: 3,
  },
  infantry: {
    rule: '6.3',
    name: 'Infantry',
    line: 'Brings an Infantry unit back from the Out of Action Box.',
    buys: 'return',
    cost: 1,
  },
  armor: {
    rule: '6.3',
    name: 'Armor',
    line: 'Brings an Armor unit back from the Out of Action Box.',
    buys: 'return',
    cost: 2,
  },
  morale: {
    rule: '6.3',
    name: 'Morale',
    line: 'Raises German Morale by one.',
    buys: 'morale',
    cost: 3,
  },
});
export type SupplyPurchase = keyof typeof SUPPLY_CHART;

/** Supply Points each purchase of the 6.3 chart costs, by id (a Support kind, a unit type, Morale). */
export const SUPPLY_COST = Object.fromEntries(
  SUPPLY_PURCHASES.map((id) => [id, SUPPLY_CHART[id].cost]),
) as { readonly [K in SupplyPurchase]: (typeof SUPPLY_CHART)[K]['cost'] };

/** The lowest Morale that is Strong; one less and below is Shaken (5.2, 9.5.2E, 9.5.3C). */
export const STRONG_MORALE = 10;

/** True when German Morale is Strong (5.2: 10 or more); false when it is Shaken. */
export function moraleIsStrong(morale: number): boolean {
  return morale >= STRONG_MORALE;
}

/** One term of an Attack or Defense Value, with the rule that gives it. */
export interface Term {
  readonly label: string;
  readonly value: number;
  readonly rule: string;
}
