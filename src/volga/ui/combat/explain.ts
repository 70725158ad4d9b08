/**
 * One line of our own wording for each rule number the combat engine cites, so every number on
 * the combat screen can say where it comes from. These are summaries, not rulebook text.
 */

const BY_RULE: Readonly<Record<string, string>> = {
  '2.1': 'Every die is an ordinary six-sided die: it shows 1 to 6.',
  '3.5': 'Support markers bought in the Supply Phase wait in the Available Support Units Box.',
  '4.4': 'A Defense Strategy acts only in the Action Round the unit is first flipped face up.',
  '5.2': 'German Morale runs from 0 to 19 on the Morale Track.',
  '5.4':
    'Unrevealed Soviet counters are shuffled by terrain, so each unseen one is equally likely.',
  '6.2': 'A Random Event in force this Turn changes the combat.',
  '6.3': 'Supply Point prices: Artillery 1, Engineer 2, Air 3 (one Air marker each Turn is free).',
  '7.1': 'At most four German units share an Area, so at most four attack together.',
  '9.1':
    'Entering a Soviet Area that was not Contested forces an attack; if it fails, the attackers retreat.',
  '9.4': 'The Defense Strategy printed on the Soviet counter, applied when it is first Revealed.',
  '9.5': 'Attack Total against Defense Total decides the combat.',
  '9.5.1': 'Each side rolls two dice; Guards roll more and keep the best two.',
  '9.5.2': 'The Attack Value is the sum of the German terms listed.',
  '9.5.2A': 'The Attack Factor printed on the unit you chose to lead the attack.',
  '9.5.2B': 'Every attacking unit besides the lead adds one.',
  '9.5.2C': 'Each Artillery or Engineer Support marker placed in the Area adds two.',
  '9.5.2D': 'Three or more attacking units from the same division add one.',
  '9.5.2E': 'Strong German Morale (10 or more) adds one to the attack.',
  '9.5.3': 'The Defense Value is the sum of the Soviet terms, and it never drops below zero.',
  '9.5.3A': 'The Defense Factor printed on the Revealed Soviet counter.',
  '9.5.3B': "The Area's terrain bonus (TEM) from the map: +1 Clear up to +4 Heavy Urban.",
  '9.5.3C': 'Shaken German Morale (9 or less) adds one to the defense.',
  '9.5.3D': 'An Air Support marker rolls one die, subtracted from the Defense Value at once.',
  '9.5.4': 'No more Support markers than attacking units, and at most one Air marker.',
  '9.5.5':
    'Attack Total below Defense Total is a Repulse, equal a Stalemate, above a Success; beating it by more than the Defense Factor is an Overrun.',
  '9.5.6': 'A lone lead unit lost to Ambush on a Success still takes the Area: both units go.',
  '9.5.7': 'Taking an Area with a +4 TEM raises German Morale by one.',
  '9.5.8': 'Retreating units go back to the Area they came from, one at a time.',
  '9.5.9': 'Support markers used in the combat go to the Used Support Units Box.',
  '12.1': 'Rubble (optional): in Urban Areas the integrity bonus also needs an Engineer marker.',
  '12.3':
    'Isolated (optional): a die each attack changes the Defense Factor (1: +1, 2-3: 0, 4-5: -1, 6: -2; Guards take 1 off the roll).',
  '12.4': 'Parent Organization (optional): each extra division in the attack costs one.',
  '12.5':
    'Limited Air Power (optional): no Air into Urban Areas Contested at the start of the round; in Heavy Urban the Air die counts 2 less (at least 1).',
  '12.6': "Pavlov's House (optional) rolls the Guards dice every time it is attacked.",
  '14.6.1':
    'Artillery Shell Shortages (Random Event): each Artillery marker adds one instead of two.',
};

/** Our one-line explanation of a rule number, or a pointer to the rulebook section. */
export function explainRule(rule: string): string {
  const parts = rule.split(/,\s*/);
  const lines = parts.map((r) => BY_RULE[r]).filter((x): x is string => x !== undefined);
  return lines.length > 0 ? lines.join(' ') : `See section ${rule} of the rulebook.`;
}

/** Our one-line meaning of each combat result, with its rule. */
export const RESULT_EXPLAIN: Readonly<Record<string, { text: string; rule: string }>> = {
  repulse: {
    text: 'Attack Total below Defense Total: the lead is lost, Morale -1.',
    rule: '9.5.5',
  },
  stalemate: {
    text: 'Totals equal: the attackers are Spent, the Soviet unit stays.',
    rule: '9.5.5',
  },
  success: {
    text: 'Attack Total above Defense Total: the Soviet unit is eliminated, the Area changes hands.',
    rule: '9.5.5',
  },
  overrun: {
    text: 'A Success by more than the Defense Factor: also cancels Heroes, Ambush and Fanatic.',
    rule: '9.5.5',
  },
};
