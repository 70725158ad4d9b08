/**
 * The follow-up rolls the Random Event texts ask for after their row:
 * A11 13's obstacle distance and count, 24-25's squad and SW, 34-35/44-45's Human Wave, 43/61's
 * squad, crew and HMG, 65's minefield strength, the reinforcement counts of 36-41/46-51 and the
 * later Reinforcement dr, and G9/R9 51's squad count and entry edge, 71-72's event, 34-36/51's
 * NKVD-to-4-2-6 count. Each cites the line it is read from; results are in our words.
 */
import { counting, subRoll, to } from './table-data';
import type { Table } from './types';

const sAdvance = (n: number) => `${n} S? enter along the EBE, in Advance Attitude`;

/**
 * RE 34-35's and 44-45's Human Wave dr for a Russian ENEMY with 3 or more S? ADJACENT (lines 773,
 * 779): one reading, the dr that still gives a Human Wave being all that differs.
 */
const humanWave = (re: 34 | 44, line: number, noneFrom: number) =>
  subRoll([`A11.${re}.hw`, '4.3', 'dr', line, line], `A11 RE ${re}-${re + 1}: Human Wave`, [
    [1, 'The ADJACENT S? activate as a Human Wave', { next: [to('R10a', 'Human Wave units')] }],
    [noneFrom, 'No Human Wave'],
  ]);

/**
 * RE 36-41's and 46-51's S? count (lines 774, 780): a DR plus 2 or 3, and in v3 a dr instead
 * (line 1050).
 */
const sCounts = (re: 36 | 46, line: number, plus: number): Table[] => [
  counting(
    [`A11.${re}.count`, '2.', 'DR', line, line],
    `A11 RE ${re}-${re + 5}: S? entering`,
    (n) => sAdvance(n + plus),
  ),
  counting(
    [`A11.${re}.countV3`, 'v3 MSR', 'dr', 1050, 1050],
    `A11 RE ${re}-${re + 5}: S? entering (v3)`,
    (n) => sAdvance(n + plus),
  ),
];

/** Line 841's entry edge by dr, which lines 814 and 842's "Random dr" are read to use too. */
const NORTH_OR_SOUTH = [
  [1, 'Enter along the North edge'],
  [4, 'Enter along the South edge'],
] as const;

/** The sub-rolls that whole chains offer. */
export const CHAIN_SUBTABLES: readonly Table[] = [
  // Line 762: the distance is a dr; the number of counters a dr halved (FRD) + 2.
  counting(
    ['A11.13.range', '2.', 'dr', 762, 762],
    'A11 RE 13: hexes toward the EBE',
    (n) => `The closest obstacle counter is ${n} hex${n > 1 ? 'es' : ''} toward the EBE`,
  ),
  subRoll(['A11.13.count', '2.', 'dr', 762, 762], 'A11 RE 13: number of counters', [
    [1, '2 obstacle counters'],
    [2, '3 obstacle counters'],
    [4, '4 obstacle counters'],
    [6, '5 obstacle counters'],
  ]),
  // Line 768: a German ENEMY rolls the squad; a 5-4-8 has its DC without a further roll.
  subRoll(['A11.24.squad', '2.', 'dr', 768, 768], 'A11 RE 24-25: Stosstruppe squad', [
    [1, '8-3-8 squad', { next: [to('A11.24.sw', 'Its SW (FT or DC)')] }],
    [3, '5-4-8 squad with a DC (no SW roll)'],
  ]),
  subRoll(['A11.24.sw', '2.', 'dr', 768, 768], 'A11 RE 24-25: SW', [
    [1, 'Flamethrower'],
    [3, 'Demolition charge'],
  ]),
  humanWave(34, 773, 3),
  humanWave(44, 779, 4),
  // Line 778 (RE 43, and RE 61 which conducts it): squad type by side, crew, .50 cal HMG.
  subRoll(['A11.43.squadG', '2.', 'dr', 778, 778], 'A11 RE 43: German squad', [
    [1, '4-6-8 squad'],
    [2, '4-6-7 squad'],
  ]),
  subRoll(['A11.43.squadR', '2.', 'dr', 778, 778], 'A11 RE 43: Russian squad', [
    [1, '4-5-8 squad'],
    [6, '4-4-7 squad'],
  ]),
  subRoll(['A11.43.crew', '2.', 'dr', 778, 778], 'A11 RE 43: squad or crew', [
    [1, 'A 1-2-7 crew instead of the squad'],
    [3, 'The squad stands (a crew if the HMG is a .50 cal)'],
  ]),
  subRoll(['A11.43.hmg', '2.', 'dr', 778, 778], 'A11 RE 43: HMG type', [
    [1, '.50 cal HMG (if available), manned by a 1-2-7 crew'],
    [4, 'HMG'],
  ]),
  // Line 791 (and the A5 Mines row, line 416): the strength of each minefield.
  subRoll(['A11.65', '2.', 'dr', 791, 791], 'A11 RE 65: minefield strength', [
    [1, '6 A-P or 1 A-T minefield'],
    [3, '8 A-P or 2 A-T minefield'],
    [5, '12 A-P or 3 A-T minefield'],
  ]),
  ...sCounts(36, 774, 2),
  ...sCounts(46, 780, 3),
  // Lines 775 and 781: each later ENEMY RPh, a dr of 3 or less brings a DR of S?.
  subRoll(['A11.more', '2.', 'dr', 775, 775], 'Additional reinforcements (RE 36-41/46-51)', [
    [1, 'More S? enter this turn: roll their number', { next: [to('A11.more.count', 'S?')] }],
    [4, 'No more S? from this event: the Reinforcement dr stops'],
  ]),
  counting(['A11.more.count', '2.', 'DR', 775, 775], 'Additional reinforcements: S?', sAdvance),
  // Line 841: RE 51's number of squads is a DR, its edge a dr.
  counting(
    ['G9R9.51.count', '2.', 'DR', 841, 841],
    'G9/R9 RE 51: number of squads',
    (n) => `${n} squads`,
  ),
  subRoll(['G9R9.51.edge', '2.', 'dr', 841, 841], 'G9/R9 RE 51: edge of entry', NORTH_OR_SOUTH),
  // Lines 829 and 841: NKVD received, a dr of them become 4-2-6.
  counting(
    ['G9R9.426', '2.', 'dr', 829, 829],
    'G9/R9: NKVD squads replaced by 4-2-6',
    (n) => `${n} of the NKVD squads are replaced by 4-2-6 squads`,
  ),
  subRoll(['G9R9.edge', '2.', 'dr', 841, 841], 'G9/R9: North or South edge', NORTH_OR_SOUTH),
  // Line 827: on a dr of 4 or less the platoon enters along the North or South edge.
  subRoll(['G9R9.26', '2.', 'dr', 827, 827], 'G9/R9 RE 26: flank entry', [
    [1, 'All enter along the North or South edge', { next: [to('G9R9.edge', 'Which edge')] }],
    [5, 'They enter as RE 16'],
  ]),
  // Lines 819 and 849: a FRIENDLY Russian HMG is a .50 cal on a dr of 3 or less.
  subRoll(['G9R9.50cal', '2.', 'dr', 819, 819], 'G9/R9: .50 cal HMG', [
    [1, 'A .50 cal HMG'],
    [4, 'An HMG'],
  ]),
  // Line 852: one Random dr among three events; read as 1-2, 3-4, 5-6 (docs/rulings.md).
  subRoll(['G9R9.71', '2.', 'dr', 852, 852], 'G9/R9 RE 71-72: Heat of Battle', [
    [1, 'Conduct FRIENDLY RE 21-22 (Berserk)'],
    [3, 'Conduct FRIENDLY RE 63 (Fanatics)'],
    [5, 'Conduct FRIENDLY RE 66 (Hero)'],
  ]),
];
