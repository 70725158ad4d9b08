/** The `kit` command's contract: each verb's one line of JSON, the round trips, and bad input. */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { exportKit, knownKit } from '../../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../../src/volga/engine/kit/fixture';
import { runKitCommand } from '../../../../../src/volga/engine/kit/text-command';
import { REPO_ROOT } from '../../../../support/paths';

const files = new Map<string, string>();
const run = (...args: string[]) => {
  const r = runKitCommand(args, (p) => files.get(p) ?? null);
  expect(r.stdout).not.toContain('\n');
  return { ...r, json: JSON.parse(r.stdout) as Record<string, unknown> };
};
const asFile = (json: Record<string, unknown>) => JSON.stringify(json);

describe('kit command', () => {
  it('fixture prints the TEST FIXTURE as the kit file the app exports', () => {
    const r = run('fixture');
    expect(r.exitCode).toBe(0);
    expect(r.json).toEqual(JSON.parse(exportKit(fixtureKit())));
  });
  it('read(text(k)) and open(link(k)) give back k, for the fixture and a partial kit', () => {
    for (const kit of [fixtureKit(), knownKit()]) {
      files.set('k.json', exportKit(kit));
      const text = run('text', 'k.json');
      expect(text.exitCode).toBe(0);
      files.set('k.txt', text.json.text as string);
      expect(run('read', 'k.txt').json).toEqual(JSON.parse(exportKit(kit)));
      const link = run('link', 'k.json', '--app', 'https://example.org/volga/');
      expect(Object.keys(link.json)).toEqual(['link', 'bytes']);
      expect(link.json.link).toMatch(/^https:\/\/example\.org\/volga\/#kit=1/);
      expect(link.json.bytes).toBe((link.json.link as string).length);
      expect(run('open', link.json.link as string).json).toEqual(JSON.parse(exportKit(kit)));
    }
  });
  it('a link without --app opens the app at the site root', () => {
    files.set('k.json', exportKit(knownKit()));
    expect(run('link', 'k.json').json.link).toMatch(/^\/#kit=1/);
  });
  it('kit text with a problem exits 2 with its line and column', () => {
    files.set('bad.txt', 'kit "x"\narea 7 clear\narea 9 swamp');
    const r = run('read', 'bad.txt');
    expect(r.exitCode).toBe(2);
    expect(r.json).toMatchObject({ error: 'kit.text.line', line: 3, column: 8 });
    expect(Object.keys(r.json)).toEqual(['error', 'message', 'rule', 'line', 'column']);
    expect(r.json.message).toContain('3.1');
  });
  it('bad input exits 2 with error and message only', () => {
    files.set('notkit.json', asFile({ format: 'something else' }));
    for (const args of [
      [],
      ['nope'],
      ['text'],
      ['text', 'missing.json'],
      ['text', 'notkit.json'],
      ['open', 'https://example.org/'],
      ['open', '#kit=1AAAA'],
    ]) {
      const r = run(...args);
      expect(r.exitCode).toBe(2);
      expect(Object.keys(r.json)).toEqual(['error', 'message', 'rule']);
    }
  });
});

describe('kit script', () => {
  const root = REPO_ROOT;
  const tsx = join(root, 'node_modules/.bin/tsx');
  const exec = promisify(execFile);
  it('prints one line and exits 0; kit text with a problem exits 2 naming the line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kit-cmd-'));
    const good = await exec(tsx, ['scripts/table.ts', 'kit', 'fixture'], { cwd: root });
    expect(good.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(good.stdout).kit.name).toBe(fixtureKit().name);
    writeFileSync(join(dir, 'bad.txt'), 'area 51 clear\n');
    const bad = await exec(tsx, ['scripts/table.ts', 'kit', 'read', join(dir, 'bad.txt')], {
      cwd: root,
    }).catch((e: { code: number; stdout: string }) => e);
    expect('code' in bad && bad.code).toBe(2);
    expect(JSON.parse(bad.stdout)).toMatchObject({ line: 1, column: 6 });
  }, 30_000);
});
