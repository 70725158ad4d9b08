/**
 * Adding a table is its folder plus one registry entry: scripts/stub-table.ts writes a stub
 * table into a scratch copy of the tree, registers it, and typechecks, lints and tests the copy.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../support/paths';

it('a stub table needs one file outside its folder, and passes every check', async () => {
  const tsx = join(REPO_ROOT, 'node_modules/.bin/tsx');
  const { stdout } = await promisify(execFile)(tsx, ['scripts/stub-table.ts'], {
    cwd: REPO_ROOT,
  }).catch((e: { stdout: string }) => ({ stdout: e.stdout }));
  const report = JSON.parse(stdout) as {
    ok: boolean;
    outside: string[];
    inTable: number;
    checks: Record<string, string>;
    commandPrinted: string;
  };
  expect(report.outside).toEqual(['src/app/registry.ts']);
  expect(report.inTable).toBe(3);
  expect(report.checks).toEqual({
    typecheck: 'passed',
    sourceChecks: 'passed',
    registryTests: 'passed',
    command: 'passed',
  });
  expect(report.commandPrinted).toBe('{"echo":[1,2]}');
  expect(report.ok).toBe(true);
}, 300_000);
