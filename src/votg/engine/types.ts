/**
 * The shape of a Valor of the Guards Solitaire ASL table as data: how it is rolled, its printed
 * rows with their bounds and the source lines they were read from, and what each row leads to;
 * and the shape of a Mission card and its setup rolls. Line numbers are those of the S.20 rules
 * text the tables and Missions were transcribed from (data/*.json, read by chart-reader.ts).
 */

import type MISSIONS_DATA from './data/missions.json';

/** How a table is rolled: one die (dr), two dice summed (DR), or two dice read as tens and units. */
export type DiceKind = 'dr' | 'DR' | 'DD';

/** The two nationalities of the Missions. */
export type Side = 'german' | 'russian';

/** Another table a result sends the player to, and why. */
export interface FollowUp {
  /** A table id (main or sub-table), or a garbled table whose result the owner types. */
  readonly table: string;
  /** What the roll is for, in our words (e.g. 'Squad'). */
  readonly why: string;
  /** Only when the side the table serves is this one (A11: the ENEMY). */
  readonly only?: Side;
  /** A leader roll on the Armor Leader column. */
  readonly armor?: true;
}

/** One printed row. `lo` null: open below ("2 or less"); `hi` null: open above ("12 or more"). */
export interface Row {
  readonly lo: number | null;
  readonly hi: number | null;
  /** Source line the row was read from. */
  readonly line: number;
  /** Where the row's bound was printed, when the PDF moved it away from the result. */
  readonly boundLine?: number;
  /** What the row means, in our words. */
  readonly text: string;
  /** The Armor Leader column's result (leader tables only). */
  readonly armor?: string;
  /** The Russian column's result (the OBA chart only; `text` is the German column). */
  readonly russian?: string;
  /** Marked with an asterisk: may happen only once per Mission. */
  readonly once?: boolean;
  /** Short codes of the items activated (A1, R10a) that lead to other tables. */
  readonly items?: readonly string[];
  /** Fixed follow-ups of this row (sub-rolls, other tables). */
  readonly next?: readonly FollowUp[];
}

/** A table: its id, name, rule section, dice, rows, and the source lines it spans. */
export interface Table {
  readonly id: string;
  readonly name: string;
  /** Rule section the table serves, e.g. '5.6'. */
  readonly rule: string;
  readonly dice: DiceKind;
  /** First and last source line of the table. */
  readonly lines: readonly [number, number];
  readonly rows: readonly Row[];
}

/** One modifier: its value, and why it applies (with the source line). */
export interface Chip {
  readonly value: number;
  readonly why: string;
  /** Source line; null for a drm the player entered. */
  readonly line: number | null;
}

/** The Missions, by id: the keys of data/missions.json. */
export type MissionId = keyof typeof MISSIONS_DATA;

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

/** What a setup roll's result sets on the card. */
export type SetupSets = 'ac' | 'enemyRe' | 'friendlyRe' | 'san' | 'boobyTrap';

/** A setup roll: its table, what it sets, and the drm by ENEMY side. */
export interface SetupRoll {
  readonly table: Table;
  readonly sets?: SetupSets;
  /** It sets the card only when the ENEMY is this side (v4's German and Russian SAN tables). */
  readonly enemyOnly?: Side;
  readonly drm?: Partial<Record<Side, Chip>>;
}
