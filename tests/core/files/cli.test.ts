import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeChecksum } from '../../../src/core/files/format';
import { REPO_ROOT } from '../../support/paths';
import type { Editable } from './helpers';

const root = REPO_ROOT;
const fixture = (name: string) => join(root, 'tests/fixtures/saves', name);

/** Runs `npm run --silent check-save -- ...args` and returns its exit code and parsed output. */
function checkSave(
  ...args: string[]
): Promise<{ code: number; out: Record<string, unknown>; raw: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', '--silent', 'check-save', '--', ...args],
      { cwd: root },
      (error, stdout) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        try {
          resolve({ code, out: JSON.parse(stdout), raw: stdout });
        } catch {
          reject(new Error(`not JSON (exit ${code}): ${stdout}`));
        }
      },
    );
  });
}

describe('npm run check-save', () => {
  it('prints {"ok":true,...} with a summary and exits 0 for a valid file; upgrades an old one', async () => {
    const [current, old] = await Promise.all([
      checkSave(fixture('v1-current.json')),
      checkSave(fixture('v0-prerelease.json')),
    ]);
    expect(current.code).toBe(0);
    expect(current.out).toMatchObject({
      ok: true,
      formatVersion: 1,
      sourceFormatVersion: 1,
      games: 2,
      actions: 10,
      kit: true,
      settings: true,
    });
    expect(current.raw.trim().split('\n')).toHaveLength(1);
    expect(old.code).toBe(0);
    expect(old.out).toMatchObject({ ok: true, formatVersion: 1, sourceFormatVersion: 0, games: 2 });
    expect((old.out.upgrades as string[])[0]).toMatch(/file format 0 -> 1/);
  }, 30_000);

  it('prints every error with its path and exits 2 for a damaged file, a truncated file and a missing file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-save-'));
    const truncated = join(dir, 'truncated.json');
    writeFileSync(truncated, '{"format":"volga-table-save","formatVersion":1,"games":[{"id":');
    // A recorded Supply die changed by hand and the file resealed: only the engine's replay sees it.
    const edited = JSON.parse(readFileSync(fixture('v1-current.json'), 'utf8'));
    edited.games[0].log[1].rolls[0].dice[2] = 6;
    edited.checksum = computeChecksum(edited);
    const replayed = join(dir, 'edited.json');
    writeFileSync(replayed, JSON.stringify(edited));
    const [damaged, cut, missing, notReplaying] = await Promise.all([
      checkSave(fixture('v1-damaged.json')),
      checkSave(truncated),
      checkSave(join(dir, 'nothing-here.json')),
      checkSave(replayed),
    ]);
    expect(notReplaying.code).toBe(2);
    expect(notReplaying.out.errors).toEqual([
      {
        path: 'games[0].log[1].rolls',
        message: expect.stringMatching(
          /replaying this rollSupply action rolls \[\[1,1,4,6\]\], not the recorded dice/,
        ),
      },
    ]);
    expect(damaged.code).toBe(2);
    expect(damaged.out.ok).toBe(false);
    expect(damaged.out.errors).toEqual([
      { path: 'checksum.value', message: expect.stringMatching(/does not match the contents/) },
      { path: 'games[0].cursor', message: 'expected at most the log length 10, got 99' },
      {
        path: 'games[0].log[0].rolls[0].source',
        message: 'expected one of "owner", "app", got "cheat"',
      },
      {
        path: 'games[0].log[2].action.type',
        message: 'missing (required): the kind of action',
      },
      {
        path: 'games[1].setup.scenario',
        message: 'expected one of "main", "factory", got "kursk"',
      },
    ]);
    expect(cut.code).toBe(2);
    expect(cut.out).toEqual({
      ok: false,
      errors: [{ path: '', message: expect.stringMatching(/^not valid JSON/) }],
    });
    expect(missing.code).toBe(2);
    expect(missing.out).toEqual({
      ok: false,
      errors: [{ path: '', message: expect.stringMatching(/cannot read .*ENOENT/) }],
    });
  }, 30_000);

  it('exits 2 for a file that contradicts itself, and names renamed pre-release ids when ok', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-save-'));
    const write = (name: string, edit: (f: Record<string, Editable>) => void) => {
      const f = JSON.parse(readFileSync(fixture('v1-current.json'), 'utf8'));
      edit(f);
      f.checksum = computeChecksum(f);
      writeFileSync(join(dir, name), JSON.stringify(f));
      return join(dir, name);
    };
    const asymmetric = write('asymmetric.json', (f) => {
      f.kit.areas['7'].neighbours.push(8);
      f.kit.areas['8'].neighbours = f.kit.areas['8'].neighbours.filter((n: number) => n !== 7);
    });
    const listed = write('listed.json', (f) => {
      f.games[0].revision = Number.MAX_SAFE_INTEGER;
      f.games[1].createdAt = '2026-13-45T99:99:99.000Z';
    });
    const v0 = JSON.parse(readFileSync(fixture('v0-prerelease.json'), 'utf8'));
    v0.games = JSON.parse(`{"__proto__":${JSON.stringify(v0.games['g-main-1'])}}`);
    const reserved = join(dir, 'reserved.json');
    writeFileSync(reserved, JSON.stringify(v0));
    const [kit, progress, renamed] = await Promise.all([
      checkSave(asymmetric),
      checkSave(listed),
      checkSave(reserved),
    ]);
    expect(kit.code).toBe(2);
    expect((kit.out.errors as Array<{ path: string }>)[0]?.path).toMatch(/^kit\.areas\[[78]\]/);
    expect(progress.code).toBe(2);
    expect((progress.out.errors as Array<{ path: string }>).map((e) => e.path).sort()).toEqual([
      'games[0].revision',
      'games[1].createdAt',
    ]);
    expect(renamed.code).toBe(0);
    expect(renamed.out).toMatchObject({ ok: true, games: 1 });
    expect((renamed.out.notices as string[])[0]).toMatch(/"__proto__".*"v0-__proto__"/);
  }, 30_000);
});
