/**
 * Campaigns named in every link and file, and signed links: the campaign's id and name go
 * through link and file round trips; links and files made before ids still open (with an id
 * derived from their map); a result for another campaign is refused naming both; a signature
 * checks only for the payload that was signed, and the command reports the signer only then.
 */
import { describe, expect, it } from 'vitest';
import { packText, unpackText } from '../../../src/core/files/fragment';
import {
  applyEntry,
  CAMPAIGN_LINK_MARK,
  type CampaignState,
  campaignFileText,
  campaignFromLink,
  campaignToLink,
  checkLink,
  derivedId,
  FIXTURE_MAP,
  type LogEntry,
  legalArrows,
  mapToText,
  newSigningKey,
  placerOf,
  planImport,
  RESULT_LINK_MARK,
  readyMap,
  resultFromLink,
  resultToLink,
  runSignedCommand,
  type SentResult,
  sentEntries,
  signLink,
  startCampaign,
} from '../../../src/firestorm/engine';

const subtle = globalThis.crypto.subtle;
const ready = (() => {
  const r = readyMap(FIXTURE_MAP);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();
const arrow = legalArrows(startCampaign(ready), placerOf(1, 4))[0] as [string, string];
const place: Extract<LogEntry, { kind: 'place' }> = {
  kind: 'place',
  die: { value: 4, source: 'owner' },
  marker: { from: arrow[0], to: arrow[1] },
};
const log: LogEntry[] = [place];
const state = (entries: readonly LogEntry[]): CampaignState => {
  let s = startCampaign(ready);
  for (const e of entries) {
    const r = applyEntry(s, e);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
};
const tableC = { id: 'tableC-0001', name: 'Table C' };
const tableD = { id: 'tableD-0002', name: 'Table D' };
const result: SentResult = {
  campaign: tableC,
  by: 'Ben',
  mapName: FIXTURE_MAP.name,
  battle: 1,
  place,
  entries: [
    { kind: 'mission', battle: 1, mission: 'agreed' },
    { kind: 'result', battle: 1, result: 'attacker' },
  ],
};

/** The link with its payload's text changed by `change`, packed again (its signature kept). */
function forge(link: string, mark: string, change: (t: string) => string): string {
  const at = link.indexOf(mark) + mark.length;
  const [body, sig] = link.slice(at).split('~') as [string, string];
  const text = unpackText(body.slice(1), 100_000) as string;
  const forged = `${link.slice(0, at)}${body[0]}${packText(change(text))}`;
  return sig === undefined ? forged : `${forged}~${sig}`;
}

describe('every link and file names its campaign', () => {
  it('a campaign link carries its id and name, and who made it', () => {
    const link = campaignToLink({ id: tableC.id, map: FIXTURE_MAP, log }, '/', 'Table C', 'Anna');
    expect(campaignFromLink(link)).toMatchObject({
      ok: true,
      value: { campaign: tableC, by: 'Anna', log },
    });
  });
  it('a file carries them both ways, and a link imports under its own id and name', () => {
    const text = campaignFileText({ id: tableD.id, map: FIXTURE_MAP, log, redo: [] }, 'Table D');
    const plan = planImport(text);
    expect(plan).toMatchObject({
      ok: true,
      value: { campaign: tableD, record: { id: tableD.id } },
    });
    const link = campaignToLink({ id: tableC.id, map: FIXTURE_MAP, log }, '/', 'Table C');
    expect(planImport(link)).toMatchObject({ ok: true, value: { campaign: tableC } });
  });
  it('a file with a damaged id is refused, naming the id', () => {
    const text = campaignFileText({ id: tableD.id, map: FIXTURE_MAP, log, redo: [] });
    const bad = text.replace(tableD.id, 'a b');
    expect(planImport(bad)).toMatchObject({ ok: false, error: { code: 'fs.file.id' } });
  });
  it('old links and files (no id) still open, with an id derived from the map', () => {
    const text = `${mapToText(FIXTURE_MAP)}log\np 4o ${arrow[0]} ${arrow[1]}`;
    const old = `/${CAMPAIGN_LINK_MARK}1${packText(text)}`;
    const id = derivedId(FIXTURE_MAP);
    expect(id).toMatch(/^m[0-9a-f]{16}$/);
    expect(campaignFromLink(old)).toMatchObject({
      ok: true,
      value: { campaign: { id, name: FIXTURE_MAP.name }, log },
    });
    const oldFile = JSON.stringify({
      format: 'volga-table-firestorm-campaign',
      version: 1,
      map: FIXTURE_MAP,
      log,
      redo: [],
    });
    expect(planImport(oldFile)).toMatchObject({
      ok: true,
      value: { campaign: { id, name: FIXTURE_MAP.name } },
    });
    // Another map gives another id.
    expect(derivedId({ ...FIXTURE_MAP, name: 'Another map' })).not.toBe(id);
  });
  it('a result link carries its campaign; one for another campaign on the same map is refused naming both', () => {
    const back = resultFromLink(resultToLink(result, '/'));
    expect(back).toEqual({ ok: true, value: result });
    expect(sentEntries(state(log), result, tableC)).toEqual({ ok: true, value: result.entries });
    const wrong = sentEntries(state(log), result, tableD);
    expect(wrong).toMatchObject({ ok: false, error: { code: 'fs.result.campaign' } });
    if (!wrong.ok) expect(wrong.error.message).toMatch(/“Table C”.*“Table D”/);
  });
  it('an old result link (map name only) is still checked by its map and battle', () => {
    const { campaign: _, by: __, ...old } = result;
    const back = resultFromLink(resultToLink(old, '/'));
    expect(back).toEqual({ ok: true, value: old });
    expect(sentEntries(state(log), old, tableD)).toEqual({ ok: true, value: result.entries });
  });
});

describe('signed links', () => {
  it('a signed link checks and names the key; the same link with its payload changed does not', async () => {
    const key = await newSigningKey(subtle, 'Anna');
    expect(key.fingerprint).toMatch(/^[0-9a-f]{4}(-[0-9a-f]{4}){3}$/);
    const link = await signLink(
      subtle,
      campaignToLink({ id: tableC.id, map: FIXTURE_MAP, log }, '/', 'Table C', 'Anna'),
      key,
    );
    expect(await checkLink(subtle, link)).toEqual({
      status: 'checked',
      publicKey: key.publicKey,
      signer: key.fingerprint,
    });
    // One area's VP changed, repacked, the signature kept: it still opens, but does not check.
    const forged = forge(link, CAMPAIGN_LINK_MARK, (t) =>
      t.replace(/^area (\S+) (\d+)/m, 'area $1 40'),
    );
    expect(forged).not.toBe(link);
    expect(campaignFromLink(forged).ok).toBe(true);
    expect(await checkLink(subtle, forged)).toEqual({ status: 'changed' });
    // Unsigned links say so; a signature cut short is "changed", never "checked".
    expect(await checkLink(subtle, link.split('~')[0] as string)).toEqual({ status: 'unsigned' });
    expect(await checkLink(subtle, link.slice(0, -3))).toEqual({ status: 'changed' });
  });
  it('a result link signed for a result cannot pass as another result', async () => {
    const key = await newSigningKey(subtle, 'Ben');
    const link = await signLink(subtle, resultToLink(result, '/'), key);
    expect(await checkLink(subtle, link)).toMatchObject({ status: 'checked' });
    const forged = forge(link, RESULT_LINK_MARK, (t) => t.replace('r 1 attacker', 'r 1 draw'));
    expect(resultFromLink(forged)).toMatchObject({
      ok: true,
      value: { entries: [{}, { result: 'draw' }] },
    });
    expect(await checkLink(subtle, forged)).toEqual({ status: 'changed' });
  });
});

describe('the command signs and checks', () => {
  const files = (texts: Record<string, string>) => (p: string) => texts[p] ?? null;
  const run = async (args: string[], texts: Record<string, string> = {}) => {
    const r = await runSignedCommand(args, files(texts), subtle);
    return { ...r, out: JSON.parse(r.stdout) as Record<string, unknown> };
  };
  it('key, link FILE --key KEYFILE, open LINK: signed and signer only for the unchanged link', async () => {
    const key = await run(['key', '--name', 'Anna']);
    expect(key.exitCode).toBe(0);
    const fp = key.out.fingerprint as string;
    const file = campaignFileText({ id: tableC.id, map: FIXTURE_MAP, log, redo: [] }, 'Table C');
    const made = await run(['link', 'c.json', '--key', 'k.json'], {
      'c.json': file,
      'k.json': key.stdout,
    });
    expect(made.exitCode).toBe(0);
    expect(made.out.signer).toBe(fp);
    const link = made.out.link as string;
    const opened = await run(['open', link]);
    expect(opened.out).toMatchObject({ signed: true, signer: fp, campaign: tableC, by: 'Anna' });
    const forged = forge(link, CAMPAIGN_LINK_MARK, (t) =>
      t.replace(/^area (\S+) (\d+)/m, 'area $1 40'),
    );
    const bad = await run(['open', forged]);
    expect(bad.out.signed).toBe(false);
    expect(bad.out.signer).toBeUndefined();
    expect(bad.stdout).not.toContain(fp);
    const plain = await run(['open', link.split('~')[0] as string]);
    expect(plain.out).toMatchObject({ signed: false });
  });
  it('a key file that is not a key is refused with its reason', async () => {
    const r = await run(['link', 'c.json', '--key', 'k.json'], {
      'c.json': campaignFileText({ map: FIXTURE_MAP, log, redo: [] }),
      'k.json': '{"format":"volga-table-firestorm-key","privateKey":{"kty":"EC"}}',
    });
    expect(r.exitCode).toBe(2);
    expect(r.out.error).toBe('fs.key');
  });
});
