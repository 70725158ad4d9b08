/**
 * The four VotG SASL Missions as data read from the text (lines 862-1119): what the Mission card
 * fills in once the player picks a Mission and a FRIENDLY side. The Mission Tables blocks came
 * out of the PDF interleaved; a value is here only where the text gives it whole, and what the
 * card says but the text lost (AC#, some RE numbers) is typed by the owner.
 */
import { idsOf, withIds } from '../../core/catalogue';
import type { Side } from './types';

/** Prevailing Attitude of a Mission (3.2). */
export type Attitude = 'hold' | 'advance';

/** A Mission rule that changes how a table is rolled or read. */
export interface TableRule {
  readonly table: string;
  readonly line: number;
  /** In our words. */
  readonly text: string;
  /** Only when the ENEMY is this side. */
  readonly enemy?: Side;
}

/** What the text gives about one Mission. */
export interface Mission {
  readonly id: MissionId;
  readonly name: string;
  readonly line: number;
  readonly attitude: Attitude;
  readonly attitudeLine: number;
  /** The date by FRIENDLY side (YYYY-MM-DD), and the line that gives it. */
  readonly date: Readonly<Record<Side, string>>;
  readonly dateLine: number;
  /** The drm to the colored die of every G9/R9 DR (the MSR), and its line. */
  readonly coloredDrm: number;
  readonly coloredDrmLine: number;
  /** ELR as printed, by who holds it, with the line. */
  readonly elr: readonly { readonly who: string; readonly value: number }[];
  readonly elrLine: number;
  /** FRIENDLY SAN when printed. */
  readonly friendlySan?: number;
  /** Rules of the Mission that change tables. */
  readonly tableRules: readonly TableRule[];
  /** A11 rows that are NA (reroll) for this Mission, by ENEMY side. */
  readonly naEvents: Readonly<Partial<Record<Side, readonly string[]>>>;
  readonly naLine?: number;
  /** Who has the first Player Turn of each Game Turn (the SEQUENCE), and its line. */
  readonly firstPlayer: Player;
  /** Null where the Mission's SEQUENCE does not say (docs/rulings.md: FRIENDLY first). */
  readonly firstPlayerLine: number | null;
}

/** A Player Turn's owner, as the Mission text names the sides. */
export type Player = 'friendly' | 'enemy';

/** The Missions as written, keyed by id: the one list of them. */
const WRITTEN = {
  v1: {
    name: 'The Last Train Out',
    line: 862,
    attitude: 'hold',
    attitudeLine: 866,
    date: { german: '1942-09-16', russian: '1942-09-16' },
    dateLine: 915,
    coloredDrm: -1,
    coloredDrmLine: 917,
    elr: [
      { who: 'German', value: 4 },
      { who: 'Russian', value: 3 },
    ],
    elrLine: 872,
    friendlySan: 3,
    tableRules: [],
    naEvents: {},
    firstPlayer: 'friendly',
    firstPlayerLine: 898,
  },
  v2: {
    name: 'The Ferry Landings',
    line: 925,
    attitude: 'hold',
    attitudeLine: 929,
    date: { german: '1942-09-14', russian: '1942-09-15' },
    dateLine: 978,
    coloredDrm: -1,
    coloredDrmLine: 979,
    elr: [
      { who: 'German', value: 4 },
      { who: 'Russian', value: 3 },
    ],
    elrLine: 933,
    tableRules: [
      {
        table: 'A11',
        line: 982,
        enemy: 'russian',
        text: 'RE 36-41 and 46-51 come only from reinforcement DRs made each ENEMY turn (one DR per turn number), once each.',
      },
      {
        table: 'A11',
        line: 976,
        enemy: 'russian',
        text: 'When RE 46-51 happens, Dusk adds a +1 LV Hindrance for the rest of the game.',
      },
    ],
    naEvents: { russian: ['24-25', '36-41', '43', '46-51', '54', '61', '66'] },
    naLine: 982,
    firstPlayer: 'friendly',
    firstPlayerLine: null,
  },
  v3: {
    name: 'The Naked Prey',
    line: 987,
    attitude: 'hold',
    attitudeLine: 991,
    date: { german: '1942-10-15', russian: '1942-11-24' },
    dateLine: 1046,
    coloredDrm: -1,
    coloredDrmLine: 1048,
    elr: [
      { who: 'FRIENDLY', value: 4 },
      { who: 'ENEMY', value: 3 },
    ],
    elrLine: 1002,
    friendlySan: 3,
    tableRules: [
      {
        table: 'A5',
        line: 1049,
        text: 'An Obstacle is Wire (dr 1-3) or Mines (dr 4-6): the Obstacle sub-roll uses this instead.',
      },
      {
        table: 'A11',
        line: 1050,
        text: 'In RE 36-41 and 46-51 the number of S? is a dr (not a DR) plus 2 or 3.',
      },
    ],
    naEvents: {},
    firstPlayer: 'friendly',
    firstPlayerLine: 1029,
  },
  v4: {
    name: 'The Department Store',
    line: 1057,
    attitude: 'advance',
    attitudeLine: 1061,
    date: { german: '1943-01-30', russian: '1942-09-21' },
    dateLine: 1110,
    coloredDrm: 1,
    coloredDrmLine: 1114,
    elr: [
      { who: 'German FRIENDLY', value: 1 },
      { who: 'German ENEMY', value: 4 },
      { who: 'Russian', value: 3 },
    ],
    elrLine: 1068,
    tableRules: [
      {
        table: 'R6',
        line: 1115,
        enemy: 'russian',
        text: 'A T-34 M41 becomes an OT-34 on a further dr of 1; non-NKVD 6-2-8/3-2-8 are Assault Engineers.',
      },
    ],
    naEvents: {},
    firstPlayer: 'enemy',
    firstPlayerLine: 1094,
  },
} satisfies { readonly [id: string]: Omit<Mission, 'id'> };

/** The Missions, by id. */
export type MissionId = keyof typeof WRITTEN;
/** The Missions, keyed by id (each record's id is its key). */
export const MISSIONS: Readonly<Record<MissionId, Mission>> = withIds(WRITTEN);
/** The Mission ids, in the order they are written. */
export const MISSION_IDS = idsOf(MISSIONS);

/** True when `v` is a Mission id. */
export const isMissionId = (v: unknown): v is MissionId =>
  typeof v === 'string' && (MISSION_IDS as readonly string[]).includes(v);

/** The other side: the ENEMY of a FRIENDLY side. */
export const otherSide = (s: Side): Side => (s === 'german' ? 'russian' : 'german');
