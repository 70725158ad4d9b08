/** How the Tide of Iron table's stored record is read back (by its model, Export all and Import). */
import type { RecordReader } from '../../core/table';
import { EMPTY_RECORD, readRecord, type ToiRecord } from '../engine';

/** Returns the stored table checked by the engine's strict reader, or null. */
export const storedToi = (raw: unknown): ToiRecord | null => {
  const r = readRecord(raw);
  return r.ok ? r.value : null;
};

/** The table's reader: its shape has been version 1 (schemaVersion) since it was first stored. */
export const toiReader: RecordReader = {
  version: 1,
  read: storedToi,
  example: (): ToiRecord => ({
    ...EMPTY_RECORD,
    log: [{ type: 'fire', hex: 'A1', strength: 'weak' }],
  }),
};
