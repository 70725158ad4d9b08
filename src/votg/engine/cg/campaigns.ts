/**
 * The four VotG SASL Campaign Games (S.20 lines 107-178): their CG Dates, and where each one's
 * initial ENEMY setup and special rules apply, summarized in our own words with the line to read.
 * The text holds only what differs for SASL; the rest of each CG is Chapter V's.
 */

/** The four Campaign Games. */
export const CG_IDS = ['I', 'II', 'III', 'IV'] as const;
/** A Campaign Game. */
export type CgId = (typeof CG_IDS)[number];
/** The ENEMY's nationality (the FRIENDLY side is the other). */
export type CgEnemy = 'german' | 'russian';
/** A side's Initiative chit for a CG Day (12.625). */
export type CgChit = 'idle' | 'attack';

/** One note to show: what it says, in our words, and the line of the text to read. */
export interface CgNote {
  readonly rule: string;
  readonly line: number;
  readonly text: string;
}

/** A Campaign Game: its name, CG Dates (September 1942), and its notes. */
export interface CgDef {
  readonly id: CgId;
  readonly name: string;
  readonly rule: string;
  readonly line: number;
  readonly firstDate: number;
  readonly lastDate: number;
  /** CG special rules for every scenario of this CG. */
  readonly rules: readonly CgNote[];
  /** The initial scenario's ENEMY setup and special rules, by ENEMY. */
  readonly initial: Readonly<Record<CgEnemy, readonly CgNote[]>>;
  /** The ENEMY's chit in the initial scenario (see docs/rulings.md, "CG initial chit"). */
  readonly initialChit: Readonly<Record<CgEnemy, CgChit>>;
}

const note = (rule: string, line: number, text: string): CgNote => ({ rule, line, text });

const CG_II_INITIAL: CgDef['initial'] = {
  russian: [
    note(
      '12.52',
      135,
      'S? per 4.1a and 4.1d (only F36/F46 count as VPO for case d; S? on dr ≤ 3) on/west of row L, ≥ 2 hexes from German setup/entry hexes; all in Hold.',
    ),
    note(
      '12.52',
      137,
      'Reserve S? per 4.1a in ground-level ENEMY Perimeter Locations east of row L (ground level only, no reroll); Activated Reserves are in Hold.',
    ),
    note(
      '12.52',
      139,
      'Reinforcements: after a Reinforcement DR below the turn number, dr+6 S? in Advance enter this turn and each later turn along the south edge.',
    ),
  ],
  german: [
    note(
      '12.52',
      143,
      'S? per 4.1a (Debris, Shellhole too) in rows A-B, hexes numbered 20-40; all start in Advance (automatic All-Out Attack, line 66).',
    ),
    note(
      '12.52',
      145,
      'Three Reinforcement groups, each with its own roll against the turn number; dr+6 S? in Advance enter along the west edge: A20-A40, A1-A20, A35-A50 (lines 147-150).',
    ),
  ],
};

/** The Campaign Games by id (12.51-12.54). */
export const CAMPAIGNS: Readonly<Record<CgId, CgDef>> = {
  I: {
    id: 'I',
    name: 'The Central Railway Station',
    rule: '12.51',
    line: 107,
    firstDate: 15,
    lastDate: 22,
    rules: [
      note(
        'CGI-2',
        111,
        'F36 and L38 become Historical Strongpoints the instant a Russian ENEMY unit Activates in them.',
      ),
      note(
        '20.41 8.7',
        87,
        'At most one FFE strength and one ENEMY FFE in play in a CGI scenario.',
      ),
      note('CG17', 100, 'ENEMY RPh: Self Rally attempts by the two best MMC in a CGI scenario.'),
    ],
    initial: {
      russian: [
        note(
          '12.51',
          115,
          'S? per 4.1a (Rail Car, Wrecked Rail Car, Orchard, Shellhole, Debris too) and 4.1d (only F36/F46 count as VPO; S? on dr ≤ 3) in ENEMY Frontline hexes and Perimeter hexes ≤ 5 hexes away; all in Hold.',
        ),
        note(
          '12.51',
          117,
          'Reserve S? per 4.1a in ground-level Perimeter Locations ≥ 6 hexes from the Frontline (ground level only, no reroll); Activated Reserves are in Hold.',
        ),
        note(
          'I-4',
          125,
          'First Russian T-34 Activated in a hex numbered ≥ 43 is Immobilized; R2 final DR ≤ 7 gives a 5-2-7; +6 DRM on R2 in hexes numbered ≤ 43.',
        ),
      ],
      german: [
        note(
          '12.51',
          121,
          'S? per 4.1a (Rooftop, Rail Car, Wrecked Rail Car, Debris, Shellhole, Orchard too) in Strategic Locations of Frontline hexes and Perimeter hexes; then the Attack Determination dr (4.1).',
        ),
      ],
    },
    initialChit: { russian: 'idle', german: 'attack' },
  },
  II: {
    id: 'II',
    name: 'Drive to the Volga',
    rule: '12.52',
    line: 127,
    firstDate: 14,
    lastDate: 22,
    rules: [
      note(
        'CGII-1',
        131,
        'F36, L38 and S39 become Historical Strongpoints (CG11.1a) the instant a Russian ENEMY unit Activates in them.',
      ),
    ],
    initial: CG_II_INITIAL,
    initialChit: { russian: 'idle', german: 'attack' },
  },
  III: {
    id: 'III',
    name: 'Battle Along the Riverbank',
    rule: '12.53',
    line: 152,
    firstDate: 23,
    lastDate: 27,
    rules: [
      note(
        'CGIII-1',
        156,
        'F36, L38 and FF43 become Historical Strongpoints (CG11.1a) when a Russian ENEMY unit Activates in them; FF43 has a Cellar.',
      ),
    ],
    initial: {
      russian: [
        note(
          '12.53',
          160,
          'S? per 4.1a in non-Isolated Frontline hexes and non-Isolated Perimeter hexes ≤ 2 hexes away, in Hold; then the Attack Determination dr (4.1).',
        ),
        note(
          '12.53',
          162,
          'Isolated Russian OB: more S? in rows D-I on/south of the D46-I47 grain and in F36, L38, FF43, in Hold (see III-4, III-5).',
        ),
        note(
          'III-5',
          170,
          '+6 DRM on R2 for units Activated in rows D-I on/south of the D46-I47 grain.',
        ),
      ],
      german: [
        note(
          '12.53',
          166,
          'S? per 4.1a in Frontline hexes and Perimeter hexes ≤ 2 hexes away, in Hold; then the Attack Determination dr (4.1).',
        ),
      ],
    },
    initialChit: { russian: 'attack', german: 'attack' },
  },
  IV: {
    id: 'IV',
    name: 'Savage Streets of Stalingrad',
    rule: '12.54',
    line: 172,
    firstDate: 14,
    lastDate: 27,
    rules: [
      note(
        'CGIV-1',
        176,
        'F36, L38, S39 and FF43 become Historical Strongpoints (CG11.1a) when a Russian ENEMY unit Activates in them; FF43 has a Cellar.',
      ),
    ],
    // Line 178: every Initial Scenario parameter is CG II's.
    initial: CG_II_INITIAL,
    initialChit: { russian: 'idle', german: 'attack' },
  },
};

/** The number of CG Dates of a Campaign Game. */
export const cgDays = (cg: CgId): number => CAMPAIGNS[cg].lastDate - CAMPAIGNS[cg].firstDate + 1;

/** The CG Date of CG Day `day` (1 = the first), as "15 September 1942". */
export const cgDate = (cg: CgId, day: number): string =>
  `${CAMPAIGNS[cg].firstDate + day - 1} September 1942`;

/** The Refit Phase steps with no roll, shown before the roll they precede (lines 182-305). */
export const REFIT_NOTES: Readonly<
  Record<'12.602' | '12.6064' | '12.6073' | '12.617' | '12.6262' | '12.6265' | '12.6271', CgNote>
> = {
  '12.602': note('12.602', 182, 'German ENEMY Interdicts every Ferry Landing it can.'),
  '12.6064': note(
    '12.6064',
    184,
    'ENEMY Perimeter markers one at a time, in ground-level Locations with ENEMY Infantry MMC, Control or S?.',
  ),
  '12.6073': note(
    '12.6073',
    186,
    'Isolated ENEMY units and S? take a NTC (-2 in a VPO Location; S? with morale 7); failures try to Escape.',
  ),
  '12.617': note(
    '12.617',
    192,
    'German ENEMY removes Known wire, minefields and Roadblocks in its non-Isolated Locations (only Assault Engineers of the last scenario give drm).',
  ),
  '12.6262': note(
    '12.6262',
    240,
    'Isolated ENEMY units and S? set up where they ended, or ADJACENT by the Priority List (line 242).',
  ),
  '12.6265': note(
    '12.6265',
    246,
    'ENEMY Recon bought: draw a lettered chit per Location reconnoitered; inspected stacks may not regain Concealment.',
  ),
  '12.6271': note(
    '12.6271',
    305,
    'After setup, S? ADJACENT to a FRIENDLY unit check for Activation with this AC#; those Activated start concealed.',
  ),
};
