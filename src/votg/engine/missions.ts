/**
 * The four VotG SASL Missions as data read from the text (lines 862-1119), kept in
 * data/missions.json: what the Mission card fills in once the player picks a Mission and a
 * FRIENDLY side. The Mission Tables blocks came
 * out of the PDF interleaved; a value is here only where the text gives it whole, and what the
 * card says but the text lost (AC#, some RE numbers) is typed by the owner.
 */
import { idsOf } from '../../core/catalogue';
import { readMissions } from './chart-reader';
import WRITTEN from './data/missions.json' with { type: 'json' };
import type { Mission, MissionId, Side } from './types';

/** The Missions, keyed by id (each record's id is its key). */
export const MISSIONS: Readonly<Record<MissionId, Mission>> = readMissions(
  'votg data/missions.json',
  WRITTEN,
);
/** The Mission ids, in the order they are written. */
export const MISSION_IDS = idsOf(MISSIONS);

/** True when `v` is a Mission id. */
export const isMissionId = (v: unknown): v is MissionId =>
  typeof v === 'string' && (MISSION_IDS as readonly string[]).includes(v);

/** The other side: the ENEMY of a FRIENDLY side. */
export const otherSide = (s: Side): Side => (s === 'german' ? 'russian' : 'german');
