/** A Campaign Game as a file: the one envelope, read back as it went; a bad file refused by name. */
import { describe, expect, it } from 'vitest';
import {
  CG_FILE_ENDING,
  cgFileName,
  cgFileText,
  MAX_CG_FILE_CHARS,
  readCgFile,
} from '../../../src/votg/engine/cg/file';
import type { CgRecord } from '../../../src/votg/engine/cg/record';

const RECORD: CgRecord = {
  schemaVersion: 1,
  kind: 'votg-cg',
  start: { cg: 'II', enemy: 'german', elr: 4, san: 3, boobyTrap: 0, balance: 1 },
  log: [
    { step: 'date', historical: -1, overcast: true },
    { step: 'friendlyChit', chit: 'idle' },
    { step: 'san', dice: [2], source: 'owner' },
  ],
  redo: [{ step: 'reBuy', cpp: 5 }],
};

const envelope = (record: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ kind: 'votg-cg', version: 1, record, ...extra });

describe('CG files', () => {
  it('hold the whole record, redo lines too, and read back as they went', () => {
    const text = cgFileText(RECORD);
    expect(JSON.parse(text)).toEqual({ kind: 'votg-cg', version: 1, record: RECORD });
    expect(readCgFile(text)).toEqual({ ok: true, value: RECORD });
    expect(cgFileName(RECORD, 2)).toBe(`votg-cg-II-day-2${CG_FILE_ENDING}`);
  });

  it('refuse a file past the size limit before parsing it, naming the limit', () => {
    const r = readCgFile(`${' '.repeat(MAX_CG_FILE_CHARS)}{}`);
    expect(r.ok || r.error.message).toContain(`at most ${MAX_CG_FILE_CHARS}`);
  });

  it('refuse other files, a newer version and unknown fields, naming why', () => {
    const cases: [string, string][] = [
      ['not json', 'not JSON'],
      [
        JSON.stringify({ kind: 'votg-mission', version: 1, record: {} }),
        'not a Valor of the Guards Campaign Game file',
      ],
      [JSON.stringify({ kind: 'votg-cg', version: 2, record: RECORD }), 'newer version'],
      [envelope(RECORD, { note: 1 }), 'unknown field "note"'],
      [envelope(RECORD, { constructor: 1 }), 'unknown field "constructor"'],
      [envelope({ ...RECORD, extra: true }), 'does not take "extra"'],
    ];
    for (const [text, why] of cases) {
      const r = readCgFile(text);
      expect(r.ok || r.error.message, text).toContain(why);
    }
  });

  it('refuse a log or a redo line the rules refuse, keeping the rule of the refusal', () => {
    // The SAN roll before the CG Date: the text's order (lines 56-305) refuses it.
    const early = readCgFile(envelope({ ...RECORD, log: [{ step: 'san', dice: [3] }], redo: [] }));
    expect(early.ok || early.error.message).toContain('CG Date');
    // A redo line is replayed after the log too: a die of 7 there is refused.
    const redo = readCgFile(envelope({ ...RECORD, redo: [{ step: 'san', dice: [7] }] }));
    expect(redo.ok).toBe(false);
    expect(redo.ok || redo.error.message).toMatch(/^This Campaign Game file cannot be used: /);
  });
});
