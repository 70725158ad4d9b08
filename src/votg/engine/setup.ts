/**
 * The Mission setup rolls the text gives whole (the Mission Tables blocks, lines 870-1068, came
 * out of the PDF interleaved; only these read cleanly): v1's ENEMY SAN and FRIENDLY RE numbers,
 * v2's ENEMY RE numbers, v3's ENEMY SAN, AC#, RE numbers and Booby Trap level, v4's AC#, ENEMY RE
 * numbers and SANs, v4's MSR 9 H.Q. leader DR (its final read on the printed Company
 * Leader Table) and its MSR 10 dr for each FRIENDLY MMC. A roll that gives the AC#,
 * RE numbers, ENEMY SAN or Booby Trap level sets it on the card.
 */

import type { MissionId } from './missions';
import { chip, r, table } from './table-data';
import type { Chip, Row, Side, Table } from './types';

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

/** Returns a setup table (12.32) from its first source line to the last its rows cite. */
const setupTable = (id: string, name: string, dice: 'dr' | 'DR', line: number, rows: Row[]) =>
  table([id, '12.32', dice, line, Math.max(...rows.map((x) => x.line))], name, rows);

/** The legible setup rolls, by Mission. */
export const SETUP: Readonly<Record<MissionId, readonly SetupRoll[]>> = {
  v1: [
    {
      table: setupTable('v1.san', 'v1 ENEMY SAN', 'DR', 871, [
        r(null, 3, 871, 'ENEMY SAN 7'),
        r(4, 5, 871, 'ENEMY SAN 6'),
        r(6, 7, 871, 'ENEMY SAN 5'),
        r(8, null, 871, 'ENEMY SAN 4'),
      ]),
      sets: 'san',
      drm: { german: chip(2, 'German ENEMY (SAN DRM)', 872) },
    },
    {
      // Line 871 runs the FRIENDLY RE column's dr bounds and RE# values into the ENEMY RE and
      // Booby Trap columns; the three dr rows and their three values read in order.
      table: setupTable('v1.fre', 'v1 FRIENDLY RE numbers', 'dr', 871, [
        r(null, 2, 871, 'FRIENDLY RE 5/6'),
        r(3, 4, 871, 'FRIENDLY RE 4/5'),
        r(5, null, 871, 'FRIENDLY RE 3/4'),
      ]),
      sets: 'friendlyRe',
    },
  ],
  v2: [
    {
      // Line 933: the ENEMY RE column's two dr rows and its two RE# values, between the
      // FRIENDLY SAN DRM and the Booby Trap column; its FRIENDLY RE column (931-932) is not whole.
      table: setupTable('v2.ere', 'v2 ENEMY RE numbers', 'dr', 933, [
        r(null, 4, 933, 'ENEMY RE 6/7'),
        r(5, null, 933, 'ENEMY RE 5/6'),
      ]),
      sets: 'enemyRe',
    },
  ],
  v3: [
    {
      table: setupTable('v3.san', 'v3 ENEMY SAN', 'DR', 996, [
        r(null, 3, 996, 'ENEMY SAN 7'),
        r(4, 7, 997, 'ENEMY SAN 6'),
        r(8, 9, 998, 'ENEMY SAN 5'),
        r(10, null, 999, 'ENEMY SAN 4'),
      ]),
      sets: 'san',
      drm: {
        german: chip(2, 'German ENEMY (SAN DRM)', 1001),
        russian: chip(-1, 'Russian ENEMY (SAN DRM)', 1001),
      },
    },
    {
      table: setupTable('v3.ac', 'v3 ENEMY AC#', 'dr', 996, [
        r(1, 2, 996, 'AC# 2'),
        r(3, null, 997, 'AC# 3'),
      ]),
      sets: 'ac',
    },
    {
      table: setupTable('v3.fre', 'v3 FRIENDLY RE numbers', 'dr', 996, [
        r(null, 2, 996, 'FRIENDLY RE 5/6'),
        r(3, null, 996, 'FRIENDLY RE 4/5'),
      ]),
      sets: 'friendlyRe',
    },
    {
      table: setupTable('v3.ere', 'v3 ENEMY RE numbers', 'dr', 998, [
        r(null, 3, 999, 'ENEMY RE 6/7'),
        r(4, null, 1000, 'ENEMY RE 5/6'),
      ]),
      sets: 'enemyRe',
    },
    {
      table: setupTable('v3.bt', 'v3 Russian ENEMY Booby Trap level', 'dr', 1002, [
        r(1, 3, 1002, 'Booby Trap level A'),
        r(4, 5, 1003, 'Booby Trap level B'),
        r(6, 6, 1004, 'Booby Trap level C'),
      ]),
      sets: 'boobyTrap',
      enemyOnly: 'russian',
    },
  ],
  v4: [
    {
      table: setupTable('v4.ac', 'v4 ENEMY AC#', 'dr', 1066, [
        r(null, 3, 1066, 'AC# 3'),
        r(4, null, 1066, 'AC# 4'),
      ]),
      sets: 'ac',
      drm: { german: chip(1, 'German ENEMY (AC# drm)', 1067) },
    },
    {
      table: setupTable('v4.ere', 'v4 ENEMY RE numbers', 'dr', 1067, [
        r(null, 4, 1067, 'ENEMY RE 6/7'),
        r(5, null, 1068, 'ENEMY RE 5/6'),
      ]),
      sets: 'enemyRe',
    },
    {
      // Printed "> 9" for the last row; read as 9 or more, the rows being whole numbers in order.
      table: setupTable('v4.gsan', 'v4 German SAN', 'DR', 1066, [
        r(null, 4, 1066, 'German SAN 4'),
        r(5, 8, 1066, 'German SAN 3'),
        r(9, null, 1066, 'German SAN 2'),
      ]),
      sets: 'san',
      enemyOnly: 'german',
    },
    {
      table: setupTable('v4.rsan', 'v4 Russian SAN', 'DR', 1068, [
        r(null, 4, 1068, 'Russian SAN 6'),
        r(5, 7, 1068, 'Russian SAN 5'),
        r(8, null, 1068, 'Russian SAN 4'),
      ]),
      sets: 'san',
      enemyOnly: 'russian',
      drm: { russian: chip(2, 'Russian ENEMY (Russian SAN DRM)', 1068) },
    },
    {
      // MSR 9 (line 1118): the H.Q. leaders, a DR on Chapter V's Company Leader Table (V12.6225)
      // with only a -3 DRM. That table is not in this text: the app gives the final and the
      // player reads it on the printed table, as for V12.619 (docs/rulings.md).
      table: setupTable('v4.hq', 'v4 H.Q. leaders (Company Leader Table)', 'DR', 1118, [
        r(
          null,
          null,
          1118,
          'Read this final on the Company Leader Table (V12.6225, not in this text); the leaders join the FRIENDLY OB',
        ),
      ]),
      drm: {
        german: chip(-3, 'H.Q. personnel (MSR 9: only this DRM)', 1118),
        russian: chip(-3, 'H.Q. personnel (MSR 9: only this DRM)', 1118),
      },
    },
    {
      // MSR 10 (line 1119): one dr for each MMC of the FRIENDLY OB, crews included, after RG
      // Strength; +1 when the FRIENDLY side is German, so when the ENEMY is Russian.
      table: setupTable('v4.mmc', 'v4 FRIENDLY MMC quality (one dr each)', 'dr', 1119, [
        r(null, 3, 1119, 'Nothing occurs'),
        r(4, 5, 1119, 'Unit Substitution (A19): the next lower Class unit'),
        r(6, null, 1119, 'A two-level drop in quality'),
      ]),
      drm: { russian: chip(1, 'German FRIENDLY (MSR 10 drm)', 1119) },
    },
  ],
};

const BY_ID: ReadonlyMap<string, SetupRoll> = new Map(
  Object.values(SETUP)
    .flat()
    .map((r) => [r.table.id, r]),
);

/** Returns the setup roll with this table id, if any. */
export const setupRoll = (id: string): SetupRoll | undefined => BY_ID.get(id);

/** The value a setup result sets ("AC# 3" gives "3", "ENEMY RE 6/7" gives "6/7"). */
export const setupValue = (text: string): string => text.split(' ').at(-1) ?? '';
