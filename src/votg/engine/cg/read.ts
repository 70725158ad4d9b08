/**
 * Reads a stored or imported Campaign Game record strictly: its own fields only, each entry of
 * the shape its step takes, and the log and then the redo lines replayed through the rules (a
 * redo line comes back after the log, so it must obey the rules there too).
 */
import { isPlainObject, unknownField } from '../../../core/input';
import { err, ok, type Result } from '../../../core/result';
import { CG_IDS } from './campaigns';
import { type CgEntry, type CgRecord, replayCg } from './record';

/** At most this many log and redo lines in a record (a CG IV of 14 days uses under 300). */
export const MAX_CG_LINES = 5000;

const FIELDS: Readonly<Record<CgEntry['step'], readonly string[]>> = {
  date: ['step', 'historical', 'overcast'],
  prisoners: ['step', 'dice'],
  counterattackDeclared: ['step', 'declared'],
  elrResult: ['step', 'elr'],
  friendlyChit: ['step', 'chit'],
  reBuy: ['step', 'cpp'],
  result: ['step', 'winner', 'night', 'casualtyVP', 'eliteSquads', 'firstLineSquads', 'afv'],
  counterattack: ['step', 'dice'],
  elr: ['step', 'dice'],
  recon: ['step', 'dice'],
  initiative: ['step', 'dice'],
  night: ['step', 'dice'],
  san: ['step', 'dice'],
  reFriendly: ['step', 'dice'],
  reEnemy: ['step', 'dice'],
  boobyTrap: ['step', 'dice'],
  acNumber: ['step', 'dice'],
  scenario: ['step', 'table', 'dice'],
};

const bad = (message: string) => err('votg.cg.record', '20.4', message);

function readEntry(raw: unknown, where: string): Result<CgEntry> {
  if (!isPlainObject(raw) || typeof raw.step !== 'string' || !Object.hasOwn(FIELDS, raw.step))
    return bad(`${where} is not a Campaign Game step.`);
  const fields = FIELDS[raw.step as CgEntry['step']];
  // Who rolled is kept beside the dice when known (an older line has no source).
  const extra = unknownField(raw, 'dice' in raw ? [...fields, 'source'] : fields);
  if (extra !== undefined)
    return bad(`${where} (${raw.step}) has a field it does not take: ${extra}.`);
  for (const f of fields)
    if (!Object.hasOwn(raw, f)) return bad(`${where} (${raw.step}) needs "${f}".`);
  if ('dice' in raw && !Array.isArray(raw.dice)) return bad(`${where}: "dice" is a list.`);
  // Values are checked by the rules as the line is replayed.
  return ok(raw as unknown as CgEntry);
}

/** Returns a Campaign Game record checked and replayed, or why it cannot be used. */
export function readCgRecord(raw: unknown): Result<CgRecord> {
  if (!isPlainObject(raw) || raw.kind !== 'votg-cg')
    return bad('This is not a VotG Campaign Game record.');
  const extra = unknownField(raw, ['schemaVersion', 'kind', 'start', 'log', 'redo']);
  if (extra !== undefined) return bad(`A Campaign Game record does not take "${extra}".`);
  if (raw.schemaVersion !== 1)
    return bad('This Campaign Game record is of a version this app does not know.');
  const s = raw.start;
  if (
    !isPlainObject(s) ||
    unknownField(s, ['cg', 'enemy', 'elr', 'san', 'boobyTrap', 'balance']) !== undefined
  )
    return bad(
      'A Campaign Game record starts with cg, enemy, elr, san, boobyTrap and balance only.',
    );
  if (!CG_IDS.includes(s.cg as never)) return bad('The Campaign Game is one of I, II, III, IV.');
  if (!Array.isArray(raw.log) || !Array.isArray(raw.redo))
    return bad('A record has a log and a redo list.');
  if (raw.log.length + raw.redo.length > MAX_CG_LINES)
    return bad(`A Campaign Game record holds at most ${MAX_CG_LINES} lines.`);
  const lines: CgEntry[] = [];
  for (const [i, e] of [...raw.log, ...raw.redo].entries()) {
    const r = readEntry(e, `Line ${i + 1}`);
    if (!r.ok) return r;
    lines.push(r.value);
  }
  const record: CgRecord = {
    schemaVersion: 1,
    kind: 'votg-cg',
    start: s as unknown as CgRecord['start'],
    log: lines.slice(0, raw.log.length),
    redo: lines.slice(raw.log.length),
  };
  const all = replayCg({ ...record, log: [...record.log, ...record.redo], redo: [] });
  return all.ok ? ok(record) : all;
}
