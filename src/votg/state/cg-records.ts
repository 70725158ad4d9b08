/**
 * How a VotG Campaign Game is stored and read back (by its model, Export all and Import): the
 * engine's reader checks the record and replays its log, so a stored CG always replays.
 */
import type { RecordReader } from '../../core/table';
import { readCgRecord } from '../engine/cg/read';
import type { CgEntry, CgRecord } from '../engine/cg/record';

/** Returns a stored CG checked and replayed by the engine, or null (a stored null: no CG). */
export const storedCg = (raw: unknown): CgRecord | null => {
  if (raw === null) return null;
  const r = readCgRecord(raw);
  return r.ok ? r.value : null;
};

/** A CG I against a Russian ENEMY with its initial scenario's first steps logged. */
const EXAMPLE_LOG: readonly CgEntry[] = [
  { step: 'date', historical: 0, overcast: false },
  { step: 'friendlyChit', chit: 'attack' },
  { step: 'san', dice: [4] },
];

/** A Campaign Game's reader: the record's own schemaVersion is checked by readCgRecord. */
export const cgReader: RecordReader = {
  version: 1,
  read: storedCg,
  example: (): CgRecord => ({
    schemaVersion: 1,
    kind: 'votg-cg',
    start: { cg: 'I', enemy: 'russian', elr: 3, san: 2, boobyTrap: 1, balance: 0 },
    log: EXAMPLE_LOG,
    redo: [],
  }),
};
