/** How the Firestorm tracker's stored records are read back (by its model, Export all and Import). */
import type { RecordReader } from '../../core/table';
import { type CampaignRecord, FIXTURE_MAP, type FsMap, readCampaign, readMap } from '../engine';
import { readIndex, readStoredCampaign } from './campaigns';
import { readKeyStore } from './signing';

/** Returns a stored map checked by the engine (a half-transcribed map reads), or null. */
export const storedMap = (raw: unknown): FsMap | null => {
  const r = readMap(raw);
  return r.ok ? r.value : null;
};

/** Returns an earlier version's stored campaign (a stored null: none), or null. */
export const storedOldCampaign = (raw: unknown): CampaignRecord | null => {
  if (raw === null) return null;
  const r = readCampaign(raw);
  return r.ok ? r.value.record : null;
};

/** The map's reader. */
export const mapReader: RecordReader = {
  version: 1,
  read: storedMap,
  example: () => FIXTURE_MAP,
};
/** The index's reader: version 2, and version 1 (the whole list) upgraded. */
export const indexReader: RecordReader = {
  version: 2,
  read: readIndex,
  example: () => ({
    version: 2,
    current: 'c1',
    entries: [{ id: 'c1', name: 'Autumn league', started: '2026-11-27' }],
  }),
};
/** One campaign's reader. */
export const campaignReader: RecordReader = {
  version: 1,
  read: readStoredCampaign,
  example: () => ({ record: { map: FIXTURE_MAP, log: [], redo: [] } }),
};
/** An earlier version's campaign key's reader. */
export const oldCampaignReader: RecordReader = {
  version: 1,
  read: storedOldCampaign,
  example: (): CampaignRecord => ({ map: FIXTURE_MAP, log: [], redo: [] }),
};
/** The signing keys' reader: this phone's key pair (or none) and the pinned organisers' keys. */
export const keysReader: RecordReader = {
  version: 1,
  read: readKeyStore,
  example: () => ({ own: null, pins: {} }),
};
