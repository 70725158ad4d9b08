/**
 * scripts/check-source.mjs on small fake trees: each layering rule of the house fails on a
 * tree that breaks it, and a clean tree of the same shape passes. The checker runs as `npm run
 * lint` runs it, as a command over a root folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/paths';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

/** A clean house: core, an app shell with its registry, and two tables with engine, state, ui. */
const CLEAN: Record<string, string> = {
  'src/core/result.ts': 'export type Result = { ok: boolean };\n',
  'src/core/store/index.ts': "import type { Result } from '../result';\nexport const store = 1;\n",
  'src/core/files/index.ts': "import { store } from '../store';\nexport const files = store;\n",
  'src/app/main.tsx':
    "import { tables } from './registry';\nimport { files } from '../core/files';\n",
  'src/app/registry.ts':
    "import { table as a } from '../alpha/table';\nimport { table as b } from '../beta/table';\nexport const tables = [a, b];\n",
  'src/alpha/table.ts':
    "export const table = { id: 'alpha', screen: () => import('./ui/Screen') };\n",
  'src/alpha/engine/rules.ts': "import type { Result } from '../../core/result';\n",
  'src/alpha/engine/kit/units.ts': "import '../rules';\n",
  'src/alpha/state/model.ts':
    "import '../engine/rules';\nimport { store } from '../../core/store';\n",
  'src/alpha/ui/Screen.tsx': "import '../state/model';\nimport '../engine/kit/units';\n",
  'src/alpha/ui/game/Panel.tsx': "import '../../state/model';\n",
  'src/beta/table.ts': "export const table = { id: 'beta' };\n",
  'src/beta/engine/odds.ts': "export * from '../../core/result';\n",
};

/** Writes `files` (the clean tree with `changes` over it) to a new folder and runs the checker. */
function check(changes: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'check-source-'));
  roots.push(root);
  for (const [path, text] of Object.entries({ ...CLEAN, ...changes })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/check-source.mjs'), root], {
    encoding: 'utf8',
  });
  const findings = run.stderr
    .split('\n')
    .map((line) => /^\[(\w+)\] (.*)$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => ({ rule: m[1], text: m[2] }));
  return { status: run.status, findings, stdout: run.stdout };
}

describe('check-source layering rules', () => {
  it('passes a clean house', () => {
    const r = check();
    expect(r.findings).toEqual([]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/no problems/);
  });

  it('fails when core imports a table, naming the files', () => {
    const r = check({
      'src/core/files/index.ts': "import { rules } from '../../alpha/engine/rules';\n",
    });
    expect(r.status).toBe(1);
    expect(r.findings).toContainEqual({
      rule: 'core',
      text: expect.stringContaining(
        'src/core/files/index.ts imports src/alpha/engine/rules.ts: src/core imports no table',
      ),
    });
  });

  it('fails when core imports the app shell, also by a type-only import', () => {
    const r = check({ 'src/core/result.ts': "import type { T } from '../app/registry';\n" });
    expect(r.findings.map((f) => f.rule)).toContain('core');
    expect(r.findings.find((f) => f.rule === 'core')?.text).toMatch(/app shell/);
  });

  it('fails when one table imports another', () => {
    const r = check({ 'src/beta/engine/odds.ts': "import '../../alpha/engine/rules';\n" });
    expect(r.status).toBe(1);
    expect(r.findings).toContainEqual({
      rule: 'table',
      text: expect.stringContaining('never another table (alpha)'),
    });
  });

  it('holds a table nobody listed: any folder under src but core and app is a table', () => {
    const r = check({ 'src/gamma/ui/View.tsx': "import '../../beta/table';\n" });
    expect(r.findings.map((f) => f.rule)).toEqual(['table']);
  });

  it('fails when a table imports the app shell', () => {
    const r = check({
      'src/alpha/ui/Screen.tsx': "import { tables } from '../../app/registry';\n",
    });
    expect(r.findings.map((f) => f.rule)).toContain('table');
  });

  it('fails when an engine imports its state or ui, however deep', () => {
    const r = check({
      'src/alpha/engine/kit/units.ts': "import '../../state/model';\nimport '../../ui/Screen';\n",
    });
    const engine = r.findings.filter((f) => f.rule === 'engine');
    expect(engine.map((f) => f.text)).toEqual([
      expect.stringContaining("imports nothing from its table's state/"),
      expect.stringContaining("imports nothing from its table's ui/"),
    ]);
    expect(r.status).toBe(1);
  });

  it('fails when an engine imports a core module that is not pure', () => {
    const r = check({ 'src/beta/engine/odds.ts': "import { store } from '../../core/store';\n" });
    expect(r.findings).toEqual([
      { rule: 'engine', text: expect.stringContaining('an engine imports from core only') },
    ]);
  });

  it('fails when the shell imports a table anywhere but its registry', () => {
    const r = check({ 'src/app/main.tsx': "import '../alpha/ui/Screen';\n" });
    expect(r.findings.map((f) => f.rule)).toEqual(['app']);
  });

  it("fails when the registry reaches past a table's entry", () => {
    const r = check({ 'src/app/registry.ts': "import '../alpha/state/model';\n" });
    expect(r.findings).toEqual([
      { rule: 'app', text: expect.stringContaining('imports only each table') },
    ]);
  });

  it('fails on a circle between two folders, with no circle between files', () => {
    const r = check({
      // store/index -> files/other and files/index -> store/index: no file circle, a folder one.
      'src/core/store/index.ts':
        "import { other } from '../files/other';\nexport const store = other;\n",
      'src/core/files/other.ts': 'export const other = 1;\n',
    });
    expect(r.findings.map((f) => f.rule)).toEqual(['folders']);
    expect(r.findings[0]?.text).toContain('folder circle: core/files <-> core/store');
    expect(r.findings[0]?.text).toContain('core/store -> core/files (1)');
  });

  it('treats a subfolder three levels down as its own unit', () => {
    const r = check({
      'src/alpha/ui/Screen.tsx': "import './game/Panel';\nexport const x = 1;\n",
      'src/alpha/ui/game/Panel.tsx': "import '../Screen';\n",
    });
    // Screen <-> Panel is a file circle, and alpha/ui <-> alpha/ui/game a folder circle.
    expect(r.findings.map((f) => f.rule).sort()).toEqual(['circle', 'folders']);
    expect(r.findings.find((f) => f.rule === 'folders')?.text).toContain(
      'alpha/ui <-> alpha/ui/game',
    );
  });

  it('fails on a browser dialog in src, however it is called', () => {
    const r = check({
      'src/alpha/ui/Ask.tsx':
        "export const a = () => confirm('Sure?');\nexport const b = () => window.confirm('x');\nexport const c = typeof alert;\nexport const d = () => globalThis.prompt('n');\n",
    });
    expect(r.status).toBe(1);
    expect(r.findings.filter((f) => f.rule === 'dialog').map((f) => f.text?.split(':')[1])).toEqual(
      ['1', '2', '3', '4'],
    );
  });

  it('lets a method named confirm, and a comment naming confirm(), pass', () => {
    const r = check({
      'src/alpha/ui/Plan.tsx':
        "// never confirm('x'): the page asks\nexport const plan = {\n  confirm() {\n    return 1;\n  },\n};\nexport const go = () => plan.confirm();\ninterface P {\n  confirm(): void;\n}\n",
    });
    expect(r.findings).toEqual([]);
  });

  it('fails on any function in src over 150 lines, with no list of exceptions', () => {
    /** A function whose body, from `{` to `}`, spans `lines` lines. */
    const fn = (name: string, lines: number) =>
      `export function ${name}() {\n${'  let x = 1;\n'.repeat(lines - 2)}}\n`;
    const r = check({
      'src/alpha/ui/Fits.tsx': fn('fits', 150),
      'src/beta/engine/long.ts': fn('tooLong', 151),
    });
    expect(r.status).toBe(1);
    expect(r.findings).toEqual([
      { rule: 'length', text: 'src/beta/engine/long.ts:1: tooLong is 151 lines (at most 150)' },
    ]);
  });
});
