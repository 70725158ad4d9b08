/**
 * The Mission setup rolls the text gives whole (the Mission Tables blocks, lines 870-1068, came
 * out of the PDF interleaved; only these read cleanly): v1's ENEMY SAN and FRIENDLY RE numbers,
 * v2's ENEMY RE numbers, v3's ENEMY SAN, AC#, RE numbers and Booby Trap level, v4's AC#, ENEMY RE
 * numbers and SANs, v4's MSR 9 H.Q. leader DR (its final read on the printed Company
 * Leader Table) and its MSR 10 dr for each FRIENDLY MMC. A roll that gives the AC#,
 * RE numbers, ENEMY SAN or Booby Trap level sets it on the card. They are kept in
 * data/setup.json; how the garbled lines were read is in data/notes.json.
 */

import { readSetup } from './chart-reader';
import WRITTEN from './data/setup.json' with { type: 'json' };
import { MISSION_IDS } from './missions';
import type { MissionId, SetupRoll } from './types';

/** The legible setup rolls, by Mission. */
export const SETUP: Readonly<Record<MissionId, readonly SetupRoll[]>> = readSetup(
  'votg data/setup.json',
  WRITTEN,
  MISSION_IDS,
);

const BY_ID: ReadonlyMap<string, SetupRoll> = new Map(
  Object.values(SETUP)
    .flat()
    .map((r) => [r.table.id, r]),
);

/** Returns the setup roll with this table id, if any. */
export const setupRoll = (id: string): SetupRoll | undefined => BY_ID.get(id);

/** The value a setup result sets ("AC# 3" gives "3", "ENEMY RE 6/7" gives "6/7"). */
export const setupValue = (text: string): string => text.split(' ').at(-1) ?? '';
