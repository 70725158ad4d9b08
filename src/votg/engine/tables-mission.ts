/**
 * The rolls a Mission's own rules (MSR, S? entry) add to the turn: v2's reinforcement DRs
 * (line 982) and v4's S? entry DR from the offboard pool (line 1090). Each cites the line it is
 * read from; results are in our words.
 */
import { counting, once, r, table, to } from './table-data';
import type { Table } from './types';

/**
 * v2 MSR 7 (line 982): with a Russian ENEMY, A11's RE 36-41 and 46-51 happen only on these DRs,
 * as many as the turn number at the start of each ENEMY Player Turn, each RE once in the
 * Mission. Two dice read as A11 reads them (colored die the tens), so a DR of 36 or 41 is RE
 * 36-41 and one of 46 or 51 is RE 46-51; the entry edges and unit changes are the MSR's.
 */
const V2_REINFORCEMENT = table(
  ['v2.reinforce', 'v2 MSR 7', 'DD', 982, 982],
  'v2 reinforcement DR (Russian ENEMY)',
  [
    r(11, 35, 982, 'No reinforcement'),
    r(36, 41, 982, 'RE 36-41 occurs: its S? enter along the south edge only, 4-5-8s as 4-4-7s', {
      ...once,
      next: [to('A11.36.count', 'Number of S?')],
    }),
    r(42, 45, 982, 'No reinforcement'),
    r(
      46,
      51,
      982,
      'RE 46-51 occurs: its S? enter along the east edge in boats; A1 AFV finals are rerolled',
      { ...once, next: [to('A11.46.count', 'Number of S?')] },
    ),
    r(52, 66, 982, 'No reinforcement'),
  ],
);

/**
 * v4 S? ENTRY (line 1090): at the start of each ENEMY RPh while the offboard pool (line 1088)
 * still holds S?, a DR + 4 of them enter in the ENEMY MPh along the EBE.
 */
const V4_ENTRY = counting(
  ['v4.entry', 'v4 S? entry', 'DR', 1090, 1090],
  'v4 S? entry from the offboard pool',
  (n) =>
    `${n + 4} S? from the offboard pool enter along the EBE this ENEMY MPh (all left, if fewer)`,
);

/** The rolls the Missions' own rules add. */
export const MISSION_SUBTABLES: readonly Table[] = [V2_REINFORCEMENT, V4_ENTRY];
