/** A Campaign Game shared as a link: it comes back as it went, and a bad link is refused by name. */
import { describe, expect, it } from 'vitest';
import { packText } from '../../../src/core/files/fragment';
import { CG_LINK_MARK, cgFromLink, cgToLink } from '../../../src/votg/engine/cg/link';
import type { CgRecord } from '../../../src/votg/engine/cg/record';

const RECORD: CgRecord = {
  schemaVersion: 1,
  kind: 'votg-cg',
  start: { cg: 'II', enemy: 'german', elr: 4, san: 3, boobyTrap: 0, balance: 1 },
  log: [
    { step: 'date', historical: -1, overcast: true },
    { step: 'friendlyChit', chit: 'idle' },
    { step: 'san', dice: [2] },
  ],
  redo: [{ step: 'reBuy', cpp: 5 }],
};

describe('CG links', () => {
  it('carry the start and the log (not the redo) and come back as they went', () => {
    const link = cgToLink(RECORD, 'https://host/app/#/votg-cg');
    expect(link.startsWith(`https://host/app/${CG_LINK_MARK}1`)).toBe(true);
    const back = cgFromLink(link);
    expect(back.ok && back.value).toEqual({ ...RECORD, redo: [] });
    // The payload alone reads too (pasted without the app's address).
    expect(cgFromLink(link.slice(link.indexOf(CG_LINK_MARK) + CG_LINK_MARK.length)).ok).toBe(true);
  });

  it('refuses a cut link, a newer format, and a log the rules refuse, naming why', () => {
    const link = cgToLink(RECORD, 'https://host/');
    const cut = cgFromLink(link.slice(0, -12));
    expect(cut.ok || cut.error.message).toContain('damaged or cut short');
    const newer = cgFromLink(`https://host/${CG_LINK_MARK}9abc`);
    expect(newer.ok || newer.error.message).toContain('newer version');
    const wrong = packText(
      JSON.stringify({ start: RECORD.start, log: [{ step: 'san', dice: [3] }] }),
    );
    const refused = cgFromLink(`${CG_LINK_MARK}1${wrong}`);
    expect(refused.ok || refused.error.message).toContain('CG Date');
    const other = cgFromLink(`${CG_LINK_MARK}1${packText(JSON.stringify({ mission: 'v1' }))}`);
    expect(other.ok || other.error.message).toContain('holds no Campaign Game');
  });
});
