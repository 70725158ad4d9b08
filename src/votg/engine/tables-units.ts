/**
 * The S.20 replacement tables that generate ENEMY (and some FRIENDLY) units and things, as data
 * read from the rules text: every row keeps the line it was read from. Results are in our words.
 * Rows the PDF garbled are not here; see garbled.ts.
 */
import { r, subRoll, table, to } from './table-data';
import type { Table } from './types';

/** The Obstacle type roll, which several rows call for. */
const OBSTACLE = { next: [to('A5.obstacle', 'Obstacle type')] };

/** A1 ENEMY Activation Table (5.6), lines 369-398: what an S? turns into. */
export const A1: Table = table(['A1', '5.6', 'DR', 369, 398], 'ENEMY Activation', [
  r(1, 1, 371, 'An AFV carrying a squad (riders if Russian)', { items: ['AFV', 'S'] }),
  r(2, 2, 372, 'An AFV', { items: ['AFV'] }),
  r(3, 3, 373, 'Two squads, a leader, a fortification and a support weapon', {
    items: ['S', 'S', 'L', 'F', 'SW'],
  }),
  r(4, 4, 374, 'A squad, a half-squad, a leader, a fortification and a support weapon', {
    items: ['S', 'HS', 'L', 'F', 'SW'],
  }),
  r(5, 5, 375, 'A squad, a leader, a fortification and a support weapon', {
    items: ['S', 'L', 'F', 'SW'],
  }),
  r(6, 6, 376, 'A squad and a fortification', { items: ['S', 'F'] }),
  r(7, 7, 377, 'Nothing is activated', { items: [] }),
  r(8, 8, 378, 'A half-squad (a squad if that army cannot deploy)', { items: ['HS'] }),
  r(9, 9, 379, 'A squad', { items: ['S'] }),
  r(10, 10, 380, 'A squad, a fortification and a support weapon', { items: ['S', 'F', 'SW'] }),
  r(11, 11, 381, 'Two squads, a leader, a fortification and a support weapon', {
    items: ['S', 'S', 'L', 'F', 'SW'],
  }),
  r(12, 12, 382, 'A half-squad, a fortification and a Gun', { items: ['HS', 'F', 'Gun'] }),
  r(13, 13, 383, 'An SPG (an AFV if the ENEMY is Russian)', { items: ['SPG'] }),
  r(14, 14, 384, 'A squad, a fortification and a Gun', { items: ['S', 'F', 'Gun'] }),
]);

/** A5 Fortification Table (5.74), lines 400-416. */
export const A5: Table = table(['A5', '5.74', 'dr', 400, 416], 'Fortification', [
  r(null, 0, 402, 'Pillbox, Obstacle or both: make the sub-roll', {
    next: [to('A5.low', 'Pillbox or Obstacle')],
  }),
  r(1, 1, 403, 'Obstacle or Entrenchment: make the sub-roll', {
    next: [to('A5.one', 'Obstacle or Entrenchment')],
  }),
  r(2, 2, 404, 'An Obstacle', OBSTACLE),
  r(3, 4, 405, 'An Entrenchment (Trench or Foxhole; in a building, a Fortified Location)'),
  r(5, null, 406, 'No fortification'),
]);

/** A9e Built-Up Map S? Placement (4.12), lines 323-336. */
export const A9e: Table = table(['A9e', '4.12', 'DR', 323, 336], 'Built-Up Map S? Placement', [
  r(2, 2, 325, 'Every level but the sewer, cellar and roof included'),
  r(3, 3, 326, 'No S?'),
  r(4, 4, 327, 'Ground and second level (a Factory: roof instead of upper levels)'),
  r(5, 5, 328, 'Ground and first level (a Factory: roof instead of upper levels)'),
  r(6, 6, 329, 'First level (a Factory: roof instead)'),
  r(7, 7, 330, 'Ground level'),
  r(8, 8, 331, 'Cellar and second level (a Factory: roof instead of upper levels)'),
  r(9, 9, 332, 'Every level but the sewer, cellar and roof included'),
  r(10, 10, 333, 'Cellar and first level (a Factory: roof instead of upper levels)'),
  r(11, 11, 334, 'No S?'),
  r(12, 12, 335, 'Roof'),
]);

/** VotG OBA Availability Chart (8.72), lines 338-360: German column in `text`, Russian beside. */
export const OBA: Table = table(['OBA', '8.72', 'DR', 338, 360], 'OBA Availability', [
  r(2, 2, 340, '150+ artillery', { russian: '150+ artillery' }),
  r(3, 3, 341, '150+ rocket artillery', { russian: '200+ rocket artillery' }),
  r(4, 4, 342, '150+ artillery', { russian: '150+ artillery' }),
  r(5, 5, 343, '80+ battalion mortars, can fire IR', {
    russian: '80+ battalion mortars, can fire IR',
  }),
  r(6, 6, 344, '100+ artillery, can fire IR', { russian: '120+ artillery' }),
  r(7, 7, 345, '80+ battalion mortars, can fire IR', {
    russian: '80+ battalion mortars, can fire IR',
  }),
  r(8, 8, 346, '80+ battalion mortars, can fire IR', { russian: '70+ artillery' }),
  r(9, 9, 347, '100+ artillery, can fire IR', { russian: '70+ artillery' }),
  r(10, 10, 348, '150+ artillery', { russian: '120+ artillery' }),
  r(11, 11, 349, '150+ artillery', { russian: '150+ artillery' }),
  r(12, 12, 350, '150+ rocket artillery', { russian: '200+ rocket artillery' }),
]);

/** R3a LEADER (5.73), lines 362-367: the commissar drawn with NKVD or 4-2-6 units. */
export const R3a: Table = table(['R3a', '5.73', 'dr', 362, 367], 'Leader with NKVD units', [
  r(1, 1, 364, '10-0 commissar'),
  r(2, 2, 365, '9-0 commissar'),
  r(3, 4, 366, '8+1 leader'),
  r(5, null, 367, 'No leader'),
]);

/** G3 LEADER (5.73), lines 422-438 and 466: Infantry Leader in `text`, Armor Leader beside. */
export const G3: Table = table(['G3', '5.73', 'DR', 422, 466], 'German Leader', [
  r(null, 2, 424, '10-3 leader', { armor: '10-2 armor leader' }),
  r(3, 3, 425, '10-2 leader', { armor: '9-2 armor leader' }),
  r(4, 4, 426, '9-2 leader', { armor: '9-1 armor leader' }),
  r(5, 5, 427, '9-1 leader', { armor: '8-1 armor leader' }),
  r(6, 7, 428, '8-1 leader', { armor: 'No armor leader' }),
  r(8, 9, 429, '8-0 leader', { armor: 'No armor leader' }),
  r(10, 10, 430, '7-0 leader', { armor: 'No armor leader' }),
  r(11, 12, 431, 'No leader', { armor: 'No armor leader' }),
  r(13, null, 432, '6+1 leader', { armor: 'Inexperienced crew' }),
]);

/**
 * R3 LEADER (5.73), lines 641-657. The ‡ rows (8-1, 8-0) carry a commissar footnote the PDF
 * garbled (lines 657, 667): the row says so and the owner types the printed outcome.
 */
export const R3: Table = table(['R3', '5.73', 'DR', 641, 657], 'Russian Leader', [
  r(null, 1, 642, '10-3 leader', { armor: '10-2 armor leader' }),
  r(2, 2, 643, '10-2 leader', { armor: '9-2 armor leader' }),
  r(3, 3, 644, '9-2 leader', { armor: '9-1 armor leader' }),
  r(4, 4, 645, '9-1 leader', { armor: '8-1 armor leader' }),
  r(5, 5, 646, '8-1 leader (‡: a commissar footnote applies; garbled, see your table)', {
    armor: 'No armor leader',
    next: [to('R3.commissar', 'Commissar footnote')],
  }),
  r(6, 7, 647, '8-0 leader (‡: a commissar footnote applies; garbled, see your table)', {
    armor: 'No armor leader',
    next: [to('R3.commissar', 'Commissar footnote')],
  }),
  r(8, 8, 648, '7-0 leader', { armor: 'No armor leader' }),
  r(9, 10, 649, 'No leader', { armor: 'No armor leader' }),
  r(11, null, 650, '6+1 leader', { armor: 'Inexperienced crew' }),
]);

/** G2 SQUAD (5.72), lines 494-502, 552-554 and 578-579. */
export const G2: Table = table(['G2', '5.72', 'DR', 494, 579], 'German Squad', [
  r(null, 2, 496, '4-6-8 squad'),
  r(3, 4, 497, '8-3-8 Assault Engineer squad'),
  r(5, 6, 498, '5-4-8 squad'),
  r(7, 9, 499, '4-6-7 squad'),
  r(10, 11, 500, '4-4-7 squad'),
  // The bound "≥ 12" was printed apart from its unit (line 552), after the G5 columns.
  r(12, null, 502, '4-3-6 squad', { boundLine: 552 }),
]);

/** R2 SQUAD (5.72), lines 613-633. */
export const R2: Table = table(['R2', '5.72', 'DR', 613, 633], 'Russian Squad', [
  r(null, 4, 615, '6-2-8 squad (Assault Engineers if it comes with a DC or FT)'),
  r(5, 7, 616, '4-5-8 squad (4-4-7 in January 1943)'),
  r(8, 9, 617, '4-4-7 or 5-2-7 squad: make the sub-roll', {
    next: [to('R2.mid', '4-4-7 or 5-2-7')],
  }),
  r(10, null, 618, 'NKVD 6-2-8 or 4-2-6 squad: make the sub-roll', {
    next: [to('R2.high', 'NKVD 6-2-8 or 4-2-6')],
  }),
]);

/** G6a SPG (5.71), lines 698-703. */
export const G6a: Table = table(['G6a', '5.71', 'DR', 698, 703], 'German SPG', [
  r(null, 6, 699, 'StuG IIIG'),
  r(7, 8, 700, 'StuG IIIB'),
  r(9, null, 701, 'SdKfz 10/5'),
]);

/** R6 STANDARD AFV (5.71), lines 745-750. */
export const R6: Table = table(['R6', '5.71', 'DR', 745, 750], 'Russian AFV', [
  r(null, 5, 747, 'KV-1 M42'),
  r(6, 8, 748, 'T-34 M41'),
  r(9, 9, 749, 'T-70'),
  r(10, null, 750, 'T-60 M42'),
]);

/** R10a Human Wave Units (4.34), lines 705-729. */
export const R10a: Table = table(['R10a', '4.34', 'dr', 705, 729], 'Human Wave Units', [
  r(0, 0, 708, 'Two 4-5-8 squads and a leader', { items: ['L'] }),
  r(1, 1, 709, 'A 4-5-8 and a 6-2-8 squad and a support weapon', { items: ['SW'] }),
  r(2, 2, 710, 'A 4-5-8 and a 4-4-7 squad and a support weapon', { items: ['SW'] }),
  r(3, 3, 711, 'A 6-2-8 and a 4-4-7 squad and a leader', { items: ['L'] }),
  r(4, 4, 712, 'A 4-4-7 and a 5-2-7 squad and a support weapon', { items: ['SW'] }),
  r(5, 5, 713, 'An NKVD 6-2-8, a 4-2-6 squad and a leader (R3a: NKVD present)', {
    items: ['L+NKVD'],
  }),
  r(6, 6, 714, 'A 5-2-7 and a 4-2-6 squad'),
  r(7, 7, 715, 'Two 4-2-6 squads'),
]);

/** The dr sub-rolls that rows of these tables call for, each with its source line. */
export const UNIT_SUBTABLES: readonly Table[] = [
  subRoll(['A5.low', '5.74', 'dr', 402, 402], 'A5 sub-roll: Pillbox or Obstacle', [
    [1, 'An x+5+7 Pillbox'],
    [2, 'An Obstacle', OBSTACLE],
    [6, 'A Pillbox and an Obstacle', OBSTACLE],
  ]),
  subRoll(['A5.one', '5.74', 'dr', 403, 403], 'A5 sub-roll: Obstacle or Entrenchment', [
    [1, 'An Obstacle', OBSTACLE],
    [4, 'An Entrenchment'],
  ]),
  subRoll(['A5.obstacle', '5.74', 'dr', 413, 416], 'A5 Obstacle type', [
    [1, 'Anti-tank ditch (a Roadblock if an AFV activates here)'],
    [2, 'Roadblock'],
    [4, 'Wire (units activated here go beneath it)'],
    [
      6,
      'Mines: resolve ENEMY Random Event 65 against the unit that caused the check',
      { next: [to('A11.65', 'Minefield strength (RE 65)')] },
    ],
  ]),
  subRoll(['A5.obstacleV3', 'v3 MSR 5', 'dr', 1049, 1049], 'A5 Obstacle type (Mission v3)', [
    [1, 'Wire'],
    [
      4,
      'Mines (type set per RE 65 when entered)',
      { next: [to('A11.65', 'Minefield strength (RE 65)')] },
    ],
  ]),
  subRoll(['R2.mid', '5.72', 'dr', 617, 617], 'R2 sub-roll: 4-4-7 or 5-2-7', [
    [1, '4-4-7 squad'],
    [6, '5-2-7 squad'],
  ]),
  subRoll(['R2.high', '5.72', 'dr', 618, 631], 'R2 sub-roll: NKVD 6-2-8 or 4-2-6', [
    [1, 'NKVD 6-2-8 squad'],
    [3, '4-2-6 squad'],
  ]),
  subRoll(['R10b', '4.34', 'dr', 716, 720], 'Human Wave SW', [
    [1, 'Flamethrower or DC: make the sub-roll', { line: 718, next: [to('R10b.1', 'FT or DC')] }],
    [
      2,
      'Garbled in the text: type what your printed table gives',
      { line: 720, next: [to('R10b.rest', 'Human Wave SW')] },
    ],
  ]),
  subRoll(['R10b.1', '4.34', 'dr', 718, 718], 'R10b sub-roll: FT or DC', [
    [1, 'Flamethrower'],
    [2, 'Demolition charge'],
  ]),
  subRoll(['x5.side', '5.761', 'dr', 24, 24], 'Gun: Inside or Outside column', [
    [1, 'Use the Inside column'],
    [4, 'Use the Outside column'],
  ]),
];
