/**
 * The two Random Event tables of S.20 (A11 ENEMY, G9/R9 FRIENDLY) and their dr sub-rolls, read
 * from the rules text with each row's source line. Two-digit tables: the colored die gives the
 * tens, the white die the units ("26-31" holds the cells 26 and 31). Results are in our words.
 */
import { once, r, subRoll, table, to } from './table-data';
import type { Table } from './types';

/** Follow-ups several events share. */
const FOOTNOTE_1 = to('A11.fn1', 'Footnote 1', { only: 'german' });
const STRIKE = { next: [to('OBA', 'FFE strength and type')] };
/** A Gun section arrives once per Mission: its type is rolled. */
const GUN_SECTION = { ...once, next: [to('GUN', 'Gun type')] };
const ARMOR = { next: [to('AFV', 'AFV type'), to('LEADER', 'Armor leader', { armor: true })] };
/** RE 43 and 61 (line 778): squad type, crew, HMG type (.50 cal for a Russian ENEMY), leader. */
const HMG_NEST = [
  to('LEADER', 'Infantry leader'),
  to('SQUAD43', 'Squad type'),
  to('A11.43.crew', 'Squad or 1-2-7 crew'),
  to('A11.43.hmg', 'HMG or .50 cal', { only: 'russian' }),
];
/** RE 24-25 (line 768): a German ENEMY rolls the squad first; a Russian 6-2-8 only its SW. */
const STORM = [
  to('A11.24.squad', 'Stosstruppe squad', { only: 'german' }),
  to('A11.24.sw', 'Storm Group SW (FT or DC)', { only: 'russian' }),
];
/** G9/R9 RE 51 (line 841): squads by a DR, their type, a leader, two SW DRs, the edge. */
const FLANK = [
  to('SQUAD', 'Squad type'),
  to('LEADER', 'Leader'),
  to('G9R9.51.count', 'Number of squads'),
  to('SW', 'Support weapon (first DR)'),
  to('SW', 'Support weapon (second DR)'),
  to('G9R9.51.edge', 'Edge of entry'),
];

/** A11 ENEMY Random Event Table (2.), lines 754-796. */
export const A11: Table = table(['A11', '2.', 'DD', 754, 796], 'ENEMY Random Event', [
  r(11, 11, 760, 'Sewer infiltration: S? appear by the manholes near a random FBE hex', once),
  r(12, 12, 761, 'The best ENEMY leader battle hardens; broken units with him rally'),
  r(13, 13, 762, 'Russian ENEMY: an anti-tank obstacle is spotted. German ENEMY: footnote 1', {
    next: [
      to('A11.13', 'Obstacle type', { only: 'russian' }),
      FOOTNOTE_1,
      to('A11.13.range', 'Hexes toward the EBE', { only: 'russian' }),
      to('A11.13.count', 'Number of counters', { only: 'russian' }),
    ],
  }),
  r(14, 15, 763, 'ENEMY artillery strike (reroll if the FFE limit is reached)', STRIKE),
  r(16, 16, 764, 'ENEMY resistance stiffens: ENEMY AC# goes up by one (reroll at 5)'),
  r(21, 21, 765, 'Russian ENEMY: a hidden pillbox opens fire. German ENEMY: footnote 1', {
    next: [to('A1', 'Pillbox occupants', { only: 'russian' }), FOOTNOTE_1],
  }),
  r(22, 22, 766, 'A random FRIENDLY AFV is immobilized (reroll if none is mobile)'),
  r(23, 23, 767, 'ENEMY armor: number, type and armor leader', ARMOR),
  r(24, 25, 768, 'Storm group attack: an S? within 4 hexes becomes an elite squad with a SW', {
    next: STORM,
  }),
  r(26, 31, 770, 'Ambush: a hidden squad attacks the FRIENDLY unit nearest the EBE', {
    next: [to('SQUAD', 'Ambushing squad')],
  }),
  r(32, 33, 772, 'Berserk: an ENEMY infantry unit goes berserk, neighbours check'),
  r(34, 35, 773, 'Local counterattack: S? within 3 hexes of the closest one check activation', {
    next: [to('A11.34.hw', 'Human Wave (3 or more S? ADJACENT only)', { only: 'russian' })],
  }),
  r(36, 41, 774, 'ENEMY reinforcements: DR + 2 S? enter along the EBE, in Advance', {
    ...once,
    next: [to('A11.36.count', 'Number of S?')],
  }),
  r(42, 42, 777, 'FRIENDLY ammunition shortage for the rest of the Mission', once),
  r(43, 43, 778, 'ENEMY HMG opens up: a squad, an HMG and a leader activate', { next: HMG_NEST }),
  r(44, 45, 779, 'Local counterattack: S? within 2 hexes of the closest one check activation', {
    next: [to('A11.44.hw', 'Human Wave (3 or more S? ADJACENT only)', { only: 'russian' })],
  }),
  r(46, 51, 780, 'ENEMY reinforcements: DR + 3 S? enter along the EBE, in Advance', {
    ...once,
    next: [to('A11.46.count', 'Number of S?')],
  }),
  r(52, 52, 782, 'FRIENDLY RE numbers go down by one (reroll at 2/3 or if not in play)'),
  r(53, 53, 783, 'A hidden Gun opens fire', { next: [to('GUN', 'Gun type')] }),
  r(54, 54, 784, 'An ENEMY hero activates as in RE 24-25', {
    next: [to('A11.24.sw', 'The hero’s SW (FT or DC)')],
  }),
  r(55, 55, 785, 'Russian ENEMY: a Fanatic Strongpoint is spotted. German ENEMY: footnote 1', {
    next: [FOOTNOTE_1],
  }),
  r(56, 56, 787, 'A random FRIENDLY AFV is recalled (reroll if none)'),
  r(61, 61, 788, 'ENEMY machinegun nest: RE 43 plus an MMG and a second squad', {
    next: HMG_NEST,
  }),
  r(62, 63, 789, 'ENEMY artillery strike (reroll if the FFE limit is reached)', STRIKE),
  r(64, 64, 790, 'Command confusion: FRIENDLY Command DRs get +1 for the Mission', once),
  r(65, 65, 791, 'Minefield: the FRIENDLY stack nearest the EBE has walked into mines', {
    next: [to('A11.65', 'Minefield strength')],
  }),
  r(66, 66, 792, 'A hidden set DC goes off under the FRIENDLY stack nearest the EBE'),
]);

/** G9/R9 FRIENDLY Random Event Table (2.), lines 800-854. */
export const G9R9: Table = table(['G9R9', '2.', 'DD', 800, 854], 'FRIENDLY Random Event', [
  r(1, 2, 813, 'A Pionier (German) or Storm Group (Russian) platoon arrives', once),
  r(3, 3, 814, 'As 01-02, entering from the North or South edge', {
    ...once,
    next: [to('G9R9.edge', 'Edge of entry')],
  }),
  r(4, 4, 815, 'Every ENEMY dr on Table A5 gets +1 for the rest of the Mission', once),
  r(5, 6, 816, 'Tommy-gunners: a Stosstruppe or Guards SMG platoon arrives', once),
  r(11, 11, 817, 'Stukas or fighter-bombers arrive in the next ENEMY MPh', once),
  r(12, 12, 818, 'Recon section reports: a Recon dr as if 2 CPP were spent', once),
  r(13, 13, 819, 'MG section: two 1-2-7 crews with an HMG and an MMG', {
    ...once,
    next: [to('G9R9.50cal', 'HMG or .50 cal', { only: 'russian' })],
  }),
  r(14, 14, 820, 'A peasant boy talks: remove a dr of S? in one unit’s LOS'),
  r(15, 15, 821, 'ENEMY resistance fades: remove a DR of S? (VPO ones last)'),
  r(16, 16, 822, 'SPG/tank platoon arrives: number, type and armor leader', ARMOR),
  r(21, 22, 823, 'Berserk: the FRIENDLY infantry unit nearest the EBE goes berserk'),
  r(23, 23, 824, 'SPG/tank section arrives: number, type and armor leader', ARMOR),
  r(24, 24, 825, 'ENEMY ammunition shortage for the rest of the Mission', once),
  r(25, 25, 826, 'A Gun section arrives (Outside column)', GUN_SECTION),
  r(26, 26, 827, 'SPG/tank platoon as RE 16, maybe from the North or South edge', {
    ...once,
    next: [
      to('AFV', 'AFV type'),
      to('LEADER', 'Armor leader', { armor: true }),
      to('G9R9.26', 'Flank entry'),
    ],
  }),
  r(31, 33, 828, 'Artillery support granted: roll on the OBA chart', {
    ...once,
    next: [to('OBA', 'OBA module')],
  }),
  r(34, 36, 829, 'Infantry reinforcements: squads, a leader and support weapons', {
    next: [
      to('SQUAD', 'Squad type'),
      to('LEADER', 'Leader'),
      to('A6', 'Number of squads (A6b, two dr)'),
      to('SW', 'Support weapon (first DR)'),
      to('SW', 'Support weapon (second DR)'),
    ],
  }),
  r(41, 41, 830, 'A random mobile ENEMY AFV is recalled', once),
  r(42, 42, 831, 'A random mobile ENEMY AFV is immobilized', once),
  r(43, 43, 833, 'ENEMY resistance slackens: ENEMY AC# goes down by one (at 2: RE 15)'),
  r(44, 44, 834, 'RE numbers change: make the sub-roll', {
    next: [to('G9R9.44', 'Which RE numbers')],
  }),
  r(45, 45, 837, 'A FRIENDLY leader turns heroic'),
  r(46, 46, 838, 'FRIENDLY sniper: make the sub-roll for the attack', {
    next: [to('G9R9.46', 'Sniper attack')],
  }),
  r(51, 51, 841, 'FRIENDLY infantry flank attack: squads, a leader and SW', {
    ...once,
    next: FLANK,
  }),
  r(52, 52, 842, 'SPG/tank flank attack: number, type and armor leader', {
    ...once,
    next: [
      to('AFV', 'AFV type'),
      to('LEADER', 'Armor leader', { armor: true }),
      to('G9R9.edge', 'Edge of entry'),
    ],
  }),
  r(53, 53, 843, 'Combined arms flank attack: RE 51 and RE 16 together', {
    ...once,
    next: [
      ...FLANK,
      to('A6', 'Number of AFV (A6e)'),
      to('AFV', 'AFV type'),
      to('LEADER', 'Armor leader', { armor: true }),
    ],
  }),
  r(54, 54, 844, 'A section of medium mortars with crews arrives', once),
  r(55, 55, 845, 'FRIENDLY airstrike in the next ENEMY MPh', once),
  r(56, 56, 846, 'An AT Gun section arrives (Inside column)', GUN_SECTION),
  r(61, 62, 847, 'Artillery support granted again: as RE 31-33', {
    ...once,
    next: [to('OBA', 'OBA module')],
  }),
  r(63, 63, 848, 'Fanatics: a FRIENDLY leader battle hardens'),
  r(64, 64, 849, 'MG platoon: four 1-2-7 crews with two HMG and two MMG', {
    ...once,
    next: [to('G9R9.50cal', 'One HMG or a .50 cal', { only: 'russian' })],
  }),
  r(65, 65, 850, 'Heavy armor: StuG IIIG or KV-1 M42 arrive', {
    next: [to('LEADER', 'Armor leader', { armor: true })],
  }),
  r(66, 66, 851, 'Hero: a FRIENDLY MMC near the ENEMY makes a hero'),
  r(71, 72, 852, 'Heat of battle: RE 21-22, 63 or 66 by a random dr', {
    ...once,
    next: [to('G9R9.71', 'Which event')],
  }),
  r(73, 74, 853, 'ENEMY command confusion: ENEMY units panic on doubles ≥ 4 (A2a-b)', once),
  r(75, 76, 854, 'ENEMY attack called off: all ENEMY to Hold, A1 +1, ENEMY RE# down by one', once),
]);

/** The dr sub-rolls the Random Event rows call for. */
export const EVENT_SUBTABLES: readonly Table[] = [
  subRoll(['A11.13', '2.', 'dr', 762, 762], 'A11 RE 13: obstacle type', [
    [1, 'Anti-tank ditch'],
    [3, 'Roadblock'],
  ]),
  subRoll(['A11.fn1', '2.', 'dr', 796, 796], 'A11 footnote 1 (German ENEMY)', [
    [1, 'Resolve RE 54 (Iron Cross winner)', { next: [to('A11.24.sw', 'The hero’s SW')] }],
    [2, 'Resolve RE 24-25 (Stosstruppe attack)', { next: STORM }],
    [4, 'Resolve RE 43 (HMG opens up)', { next: HMG_NEST }],
    [6, 'Resolve RE 61 (machinegun nest)', { next: HMG_NEST }],
  ]),
  subRoll(['G9R9.44', '2.4', 'dr', 834, 836], 'G9/R9 RE 44 sub-roll', [
    [1, 'ENEMY RE numbers go down by one (at 2/3: RE 43 instead)', { line: 835 }],
    [4, 'FRIENDLY RE numbers go up by one (at 6/7: reroll the event)', { line: 836 }],
  ]),
  // Line 89: a German ENEMY's Air Support dr after FRIENDLY setup (daytime, not Overcast).
  subRoll(['air', '8.9', 'dr', 89, 89], 'German ENEMY Air Support', [
    [1, 'Stuka I RG; entry and arrival per E7.2-.21'],
    [5, 'Stuka II RG (German RG Chart note v)'],
  ]),
  // Line 88: the number of Aerial Bombardments is the dr halved, fractions rounded down.
  subRoll(['bombardment', '8.7', 'dr', 88, 88], 'German ENEMY Aerial Bombardments', [
    [1, 'No Aerial Bombardment'],
    [2, 'One Aerial Bombardment, placed per 8.71'],
    [4, 'Two Aerial Bombardments, placed per 8.71'],
    [6, 'Three Aerial Bombardments, placed per 8.71'],
  ]),
  subRoll(['G9R9.46', 'A14.3', 'dr', 838, 840], 'G9/R9 RE 46 sniper', [
    [1, 'A "1" sniper attack', { line: 839 }],
    [4, 'A "2" sniper attack', { line: 840 }],
  ]),
];
