/**
 * `npx tsx scripts/stub-table.ts`: shows that adding a table is its folder plus one registry
 * entry. In a scratch copy of the working tree (node_modules linked, never this checkout) it
 * writes a stub table (src/stub/: its registry entry, a screen and a command), adds it to
 * src/app/registry.ts, then runs the typecheck, the source checks, the registry's tests and the
 * stub's own command. Prints one JSON line: the files touched outside src/stub/ and each
 * check's outcome; exits 1 when more than one file outside the folder changed or a check failed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STUB = 'stub';

const TABLE = `/** A stub table, written by scripts/stub-table.ts to show what a new table needs. */
import { defineTable } from '../core/table';

/** The stub table's registry entry. */
export const ${STUB} = defineTable({
  id: '${STUB}',
  name: 'Stub table',
  card: { title: 'Stub table', summary: 'A table with one screen and one command.' },
  routes: [
    {
      id: '${STUB}',
      path: '${STUB}',
      title: 'Stub screen',
      summary: 'Says that the stub table is here.',
      listed: true,
      what: 'stub screen',
      screen: () => import('./ui/StubScreen').then((m) => m.StubScreen),
    },
  ],
  commands: [
    {
      name: '${STUB}',
      summary: 'Prints its JSON argument back.',
      load: () => import('./engine/command').then((m) => m.runStubCommand),
    },
  ],
});
`;
const SCREEN = `import { Link } from '../../core/nav/Link';

/** Returns the stub screen: one line and a link home. */
export function StubScreen() {
  return (
    <p>
      The stub table is here. <Link to="home">Home</Link>
    </p>
  );
}
`;
const COMMAND = `import { type CommandRun, runJsonCommand } from '../../core/cli';
import { ok } from '../../core/result';

/** Returns the stub command's output: its JSON argument, printed back. */
export function runStubCommand(args: readonly string[]): CommandRun {
  return runJsonCommand(args, 'npm run --silent table -- ${STUB} \\'{"any":"json"}\\'', false, ok);
}
`;

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=stub', '-c', 'user.email=stub@localhost', ...args], {
    cwd,
    encoding: 'utf8',
  });

const copy = mkdtempSync(join(tmpdir(), 'stub-table-'));
try {
  // The working tree as it stands (committed or not), without what git ignores.
  const files = git(root, 'ls-files', '--cached', '--others', '--exclude-standard', '-z')
    .split('\0')
    .filter((f) => f !== '');
  for (const f of files) {
    mkdirSync(dirname(join(copy, f)), { recursive: true });
    try {
      cpSync(join(root, f), join(copy, f));
    } catch {
      // A file deleted but not yet committed: it is not part of the tree.
    }
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  git(copy, 'init', '-q');
  git(copy, 'add', '-A');
  git(copy, 'commit', '-q', '-m', 'before the stub table');

  // The table's folder.
  for (const [path, text] of [
    [`src/${STUB}/table.ts`, TABLE],
    [`src/${STUB}/ui/StubScreen.tsx`, SCREEN],
    [`src/${STUB}/engine/command.ts`, COMMAND],
  ] as const) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    writeFileSync(join(copy, path), text);
  }
  // The one registry line (its import beside the others, its name in the list).
  const registry = join(copy, 'src/app/registry.ts');
  const before = readFileSync(registry, 'utf8');
  const after = before
    .replace(
      /(\nimport [^\n]+\/table';\n)(?!import)/,
      `$1import { ${STUB} } from '../${STUB}/table';\n`,
    )
    .replace(
      /export const TABLES = \[([^\]]*)\]/,
      (_, list: string) => `export const TABLES = [${list}, ${STUB}]`,
    );
  writeFileSync(registry, after);

  const touched = git(copy, 'status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => l.slice(3));
  const outside = touched.filter((f) => !f.startsWith(`src/${STUB}/`));

  const check = (cmd: string, args: readonly string[]) => {
    const r = spawnSync(cmd, args, {
      cwd: copy,
      encoding: 'utf8',
      timeout: 600_000,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    return { ok: r.status === 0, out: `${r.stdout}${r.stderr}`.trim() };
  };
  const npx = (...args: string[]) =>
    check(join(root, 'node_modules/.bin', args[0]!), args.slice(1));
  const checks = {
    typecheck: npx('tsc', '-p', 'tsconfig.json', '--noEmit'),
    sourceChecks: check(process.execPath, ['scripts/check-source.mjs']),
    registryTests: npx('vitest', 'run', 'tests/app/registry.test.ts', 'tests/app/router.test.ts'),
    command: npx('tsx', 'scripts/table.ts', STUB, '{"echo":[1,2]}'),
  };
  const commandPrinted = checks.command.out === '{"echo":[1,2]}';
  const ok =
    outside.length <= 1 &&
    before !== after &&
    commandPrinted &&
    Object.values(checks).every((c) => c.ok);
  process.stdout.write(
    `${JSON.stringify({
      ok,
      touchedOutsideTable: outside.length,
      outside,
      inTable: touched.length - outside.length,
      checks: Object.fromEntries(
        Object.entries(checks).map(([k, c]) => [
          k,
          c.ok ? 'passed' : `failed: ${c.out.slice(-2000)}`,
        ]),
      ),
      commandPrinted: checks.command.out,
    })}\n`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(copy, { recursive: true, force: true });
}
