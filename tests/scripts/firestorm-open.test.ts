/**
 * `npm run --silent firestorm -- open LINK` as the club's organiser runs it in a terminal: a key
 * made with `key`, a campaign link signed with `link FILE --key KEYFILE`, then the link opened as
 * it was and with one area's VP changed after signing. Only the unchanged link says signed and
 * names the organiser's fingerprint; the changed one says `"signed": false` and never prints it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packText, unpackText } from '../../src/core/files/fragment';
import { CAMPAIGN_LINK_MARK, campaignFileText, FIXTURE_MAP } from '../../src/firestorm/engine';
import { REPO_ROOT } from '../support/paths';

const dir = mkdtempSync(join(tmpdir(), 'firestorm-open-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The command's printed JSON and exit status, run through npm as the README says. */
function firestorm(...args: string[]): {
  out: Record<string, unknown>;
  text: string;
  code: number;
} {
  const run = spawnSync('npm', ['run', '--silent', 'firestorm', '--', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return { out: JSON.parse(run.stdout), text: run.stdout, code: run.status ?? -1 };
}

/** The link with its campaign text changed and packed again, the signature left as it was. */
function changed(link: string, change: (text: string) => string): string {
  const at = link.indexOf(CAMPAIGN_LINK_MARK) + CAMPAIGN_LINK_MARK.length;
  const [body, sig] = link.slice(at).split('~') as [string, string];
  const text = unpackText(body.slice(1), 100_000) as string;
  return `${link.slice(0, at)}${body[0]}${packText(change(text))}~${sig}`;
}

describe('the firestorm command opens a signed link', () => {
  it('signed with the fingerprint when unchanged; "signed": false and no fingerprint when changed', () => {
    const key = firestorm('key', '--name', 'Anna');
    expect(key.code).toBe(0);
    const fingerprint = key.out.fingerprint as string;
    expect(fingerprint).toMatch(/^[0-9a-f]{4}(-[0-9a-f]{4}){3}$/);
    writeFileSync(join(dir, 'key.json'), key.text);
    const campaign = { id: 'tableC01', map: FIXTURE_MAP, log: [], redo: [] };
    writeFileSync(join(dir, 'c.json'), campaignFileText(campaign, 'Table C'));
    const made = firestorm('link', join(dir, 'c.json'), '--key', join(dir, 'key.json'));
    expect(made.code).toBe(0);
    const link = made.out.link as string;

    const opened = firestorm('open', link);
    expect(opened.code).toBe(0);
    expect(opened.out).toMatchObject({
      signed: true,
      signer: fingerprint,
      by: 'Anna',
      campaign: { id: 'tableC01', name: 'Table C' },
    });

    // Area A's 4 VP made 40 after signing: it still reads, but is not signed by anyone.
    const forged = changed(link, (t) => t.replace(/^area A 4 /m, 'area A 40 '));
    expect(forged).not.toBe(link);
    const bad = firestorm('open', forged);
    expect(bad.code).toBe(0);
    expect((bad.out.map as { areas: { vp: number }[] }).areas[0]?.vp).toBe(40);
    expect(bad.out.signed).toBe(false);
    expect(bad.out).not.toHaveProperty('signer');
    expect(bad.text).not.toContain(fingerprint);
  }, 60_000);
});
