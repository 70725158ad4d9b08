/**
 * The parts of the S.20 tables the PDF-to-text conversion garbled, or that the text refers to but
 * does not hold. None is invented: a roll that leads here asks the owner to type what the printed
 * table says, and the typed result is kept in the log as typed.
 */
import { catalogue } from '../../core/catalogue';

/** Garbled or missing tables, keyed by id; `rule` is the section, `line` says where and why. */
export const [GARBLED, GARBLED_IDS] = catalogue({
  G4: {
    rule: '5.75',
    name: 'G4 German support weapon',
    line: 'Lines 468-492: the DR column and the footnotes are scattered; rows cannot be paired.',
  },
  R4: {
    rule: '5.75',
    name: 'R4 Russian support weapon',
    line: 'Lines 659-694: rows 2-9 are legible but 10-12 and the footnote marks are lost.',
  },
  G5: {
    rule: '5.76',
    name: 'G5 German Gun',
    line: 'Lines 504-577: the Inside and Outside columns lost their DR rows.',
  },
  R5: {
    rule: '5.76',
    name: 'R5 Russian Gun',
    line: 'Lines 635 and 667-682: columns run into R4; the DR rows are lost.',
  },
  'R10b.rest': {
    rule: '4.34',
    name: 'R10b Human Wave SW past its first row',
    line: 'Lines 716-720: only the dr 1 row is whole; the other rows lost their dr.',
  },
  'R3.commissar': {
    rule: '5.73',
    name: 'R3 commissar footnote (‡)',
    line: 'Lines 657 and 667: the footnote on the 8-1 and 8-0 rows is cut into pieces.',
  },
  VotG22: {
    rule: 'VotG22',
    name: 'VotG22 Leader Creation Table',
    line: 'Lines 829 and 841 send a leader received with NKVD squads to it; it is not in this text.',
  },
  A6: {
    rule: '5.71',
    name: 'A6b-A6f numbers of units',
    line: 'Not in this text (lines 767, 822-856 refer to them): the Chapter S tables apply.',
  },
});

/** The id of a garbled or missing table. */
export type GarbledId = (typeof GARBLED_IDS)[number];

/** True when `id` names a garbled or missing table. */
export const isGarbled = (id: string): id is GarbledId => Object.hasOwn(GARBLED, id);
