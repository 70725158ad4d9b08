/**
 * The Readings: where the S.20 text can be read more than one way, the way the roller reads it
 * (docs/rulings.md, VotG, holds the same list with its tests). `rule` gives the source lines.
 */
import { catalogue } from '../../core/catalogue';

/** The Readings, keyed by id. */
export const [READINGS] = catalogue({
  tens: {
    rule: 'lines 754-809',
    name: 'Colored die is the tens, on A11 too',
    line: 'G9/R9’s colored-die drm shows the colored die gives the tens; A11 is read the same way.',
  },
  g2Date: {
    rule: 'line 554',
    name: 'G2’s Nov 42 drm (probable)',
    line: 'The "+2 from November 1942" line sits after the G5 columns; it is read as G2’s.',
  },
  goodLeaders: {
    rule: 'lines 438, 466, 655, 656',
    name: 'Earlier good Infantry Leaders',
    line: 'Counted within the Mission from Infantry Leader rolls; the +1 each applies to Infantry and Armor Leader rolls alike. Elite and Conscript do not apply to Armor Leaders.',
  },
  humanWave: {
    rule: 'lines 726-727',
    name: 'R3 in a Human Wave',
    line: '+1 for each Russian leader or commissar already in the wave, -1 when there is none yet.',
  },
  calledOff: {
    rule: 'line 854',
    name: 'A1 after FRIENDLY RE 75-76',
    line: '+1 on later A1 rolls and the Advance -1 no longer counts; a final of 15 is off the table.',
  },
  reinforcing: {
    rule: 'line 632',
    name: 'R2 note 3',
    line: 'On 14 Sept 42 a Reinforcing S? takes -3 instead of +6; on other dates nothing changes.',
  },
  v4San: {
    rule: 'line 1066',
    name: 'v4 German SAN, last row',
    line: 'Printed "> 9" after "5-8"; read as 9 or more, so every DR has a row.',
  },
  g2Last: {
    rule: 'lines 502, 552',
    name: 'G2’s last row',
    line: 'The 4-3-6 and its "12 or more" were printed apart and are read as one row.',
  },
});
