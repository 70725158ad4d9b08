/**
 * The organiser's review of a sent result: what recording it changes (effect, areas, VP, the
 * standing after), and a second result for a decided battle either taken (a correction) or kept
 * aside in the log, where it changes nothing and travels through files and links.
 */
import { describe, expect, it } from 'vitest';
import {
  applyEntry,
  asideOf,
  type CampaignState,
  campaignFileText,
  campaignFromLink,
  campaignToLink,
  FIXTURE_MAP,
  type LogEntry,
  legalArrows,
  placerOf,
  planImport,
  previewEntries,
  previewSwap,
  readyMap,
  replay,
  sameResult,
  startCampaign,
} from '../../../src/firestorm/engine';

const ready = (() => {
  const r = readyMap(FIXTURE_MAP);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();
const [from, to] = legalArrows(startCampaign(ready), placerOf(1, 4))[0] as [string, string];
const place: LogEntry = { kind: 'place', die: { value: 4, source: 'owner' }, marker: { from, to } };
const mission: LogEntry = { kind: 'mission', battle: 1, mission: 'agreed' };
const won: Extract<LogEntry, { kind: 'result' }> = {
  kind: 'result',
  battle: 1,
  result: 'attacker',
  details: { players: { german: 'Carl', soviet: 'Ben' }, notes: 'held the ridge' },
};
const drawn: Extract<LogEntry, { kind: 'result' }> = { kind: 'result', battle: 1, result: 'draw' };
const run = (log: readonly LogEntry[]): CampaignState => {
  const r = replay(ready, log);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('what a sent result changes', () => {
  it('names the effect, the area changing hands, the VP and the standing after', () => {
    const p = previewEntries(run([place]), [mission, won], 1);
    if (!p.ok) throw new Error(p.error.message);
    const placer = run([place]).battles[0]?.placer;
    expect(p.value.effect).toMatch(new RegExp(`takes ${to}\\.`));
    expect(p.value.changes.some((l) => l.startsWith(`${to} `))).toBe(true);
    expect(p.value.changes.some((l) => /VP: \d+ → \d+\./.test(l))).toBe(true);
    expect(p.value.standing).toMatch(/^German \d+ VP, Soviet \d+ VP: /);
    expect(placer).toBeDefined();
  });
  it('a draw moves nothing, and says so by listing no change', () => {
    const p = previewEntries(run([place]), [mission, drawn], 1);
    expect(p).toMatchObject({ ok: true, value: { changes: [] } });
  });
  it('an entry the engine refuses is the refusal', () => {
    expect(previewEntries(run([place]), [won], 1)).toMatchObject({
      ok: false,
      error: { code: 'fs.result.mission' },
    });
  });
});

describe('two results for one battle', () => {
  const decided = [place, mission, won];
  it('taking the other is a correction, with what it moves', () => {
    const p = previewSwap({ map: FIXTURE_MAP, log: decided }, { result: drawn });
    if (!p.ok) throw new Error(p.error.message);
    expect(p.value.effect).toMatch(/^Neither won/);
    expect(p.value.changes.some((l) => l.startsWith(`${to} `))).toBe(true);
  });
  it('the one not taken stays in the log, changing nothing, through a file and a link', () => {
    const aside = asideOf(drawn);
    expect(aside).toEqual({ kind: 'aside', battle: 1, result: 'draw' });
    const before = run(decided);
    const after = applyEntry(before, aside);
    if (!after.ok) throw new Error(after.error.message);
    expect(after.value.owners).toEqual(before.owners);
    expect(after.value.battles[0]?.asides).toEqual([aside]);
    const withNotes = asideOf(won);
    const log = [place, mission, { ...drawn }, withNotes];
    const plan = planImport(campaignFileText({ map: FIXTURE_MAP, log, redo: [] }));
    expect(plan).toMatchObject({ ok: true, value: { record: { log } } });
    expect(campaignFromLink(campaignToLink({ map: FIXTURE_MAP, log }, '/'))).toMatchObject({
      ok: true,
      value: { log },
    });
  });
  it('a result cannot be set aside for a battle still open', () => {
    expect(applyEntry(run([place, mission]), asideOf(drawn))).toMatchObject({
      ok: false,
      error: { code: 'fs.aside.open' },
    });
  });
  it('the same result twice is the same; another result, roll or note is not', () => {
    expect(sameResult(won, { ...won })).toBe(true);
    expect(sameResult(won, drawn)).toBe(false);
    expect(sameResult(won, { ...won, details: { notes: 'other' } })).toBe(false);
  });
});
