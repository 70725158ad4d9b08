/**
 * The table registry: one entry per table, each in its own folder; names that cannot clash;
 * every screen, panel and command behind an entry loads on demand and is really there; and the
 * shell reaches the tables only through the registry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../src/app/registry';
import { REGISTERED } from '../../src/app/routes/routes';
import { neededArgs, type Table } from '../../src/core/table';
import { REPO_ROOT } from '../support/paths';

const tables: readonly Table[] = TABLES;
const src = (path: string) => readFileSync(join(REPO_ROOT, 'src', path), 'utf8');
/** The specifiers a module imports statically (type-only imports included). */
const staticImports = (text: string) =>
  [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g)].map(
    (m) => m[1]!,
  );
const dupes = (xs: readonly string[]) => xs.filter((x, i) => xs.indexOf(x) !== i);

describe('the registry', () => {
  it('lists each table once, by the name of its folder', () => {
    const ids = tables.map((t) => t.id);
    expect(dupes(ids)).toEqual([]);
    for (const t of tables) {
      expect(t.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(src(`${t.id}/table.ts`)).toContain(`id: '${t.id}'`);
    }
  });

  it('lists every folder that declares a table', () => {
    const declared = readdirSync(join(REPO_ROOT, 'src'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'core' && d.name !== 'app')
      .filter((d) => readdirSync(join(REPO_ROOT, 'src', d.name)).includes('table.ts'))
      .map((d) => d.name);
    expect(tables.map((t) => t.id).sort()).toEqual(declared.sort());
  });

  it('gives every route its own name, a path that starts with it, and a title', () => {
    const ids = ['home', ...REGISTERED.map((r) => r.id)];
    expect(dupes(ids)).toEqual([]);
    for (const r of REGISTERED) {
      expect(r.path.split('/')[0], r.id).toBe(r.id);
      expect(r.path, r.id).toMatch(/^[a-z][a-z0-9-]*(\/:[a-z]+)*(\/\*)?$/);
      expect(r.title.length, r.id).toBeGreaterThan(0);
      expect(r.summary.length, r.id).toBeGreaterThan(0);
      // A route that needs arguments says where a location without them goes, in its own table.
      if (neededArgs(r.path) > 0) {
        expect(r.otherwise, r.id).toBeDefined();
        expect(
          r.table?.routes.map((o) => o.id),
          r.id,
        ).toContain(r.otherwise);
      }
    }
  });

  it('gives every command its own name, and package.json runs only registered ones', () => {
    const names = tables.flatMap((t) => t.commands.map((c) => c.name));
    expect(dupes(names)).toEqual([]);
    const scripts = (
      JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    for (const [script, line] of Object.entries(scripts)) {
      const named = /scripts\/table\.ts (\S+)/.exec(line)?.[1];
      if (named) {
        expect(names, script).toContain(named);
        expect(script).toBe(named);
      }
    }
  });

  it('gives every file kind its own name and something the file picker offers', () => {
    const kinds = tables.flatMap((t) => t.imports?.kinds ?? []);
    expect(dupes(kinds.map((k) => `${k.id}`))).toEqual([]);
    for (const k of kinds) {
      expect(k.accept.length, k.id).toBeGreaterThan(0);
      for (const a of k.accept)
        expect(a, k.id).toMatch(/^((\.[a-z0-9]+(-[a-z0-9]+)*)+|[a-z]+\/[a-z0-9.+-]+)$/);
    }
  });
});

describe('what the registry loads', () => {
  it('loads no table code until asked: entries import only core, the registry only entries', () => {
    for (const t of tables) {
      for (const spec of staticImports(src(`${t.id}/table.ts`))) {
        // Besides core, an entry may name its records' keys from the table's own keys module,
        // which holds constants only: it imports nothing, so it loads no table code.
        if (/^\.\/state\/([a-z]+\/)?keys$/.test(spec)) {
          expect(staticImports(src(`${t.id}/${spec.slice(2)}.ts`)), spec).toEqual([]);
          continue;
        }
        expect(spec, `${t.id}/table.ts`).toMatch(/^\.\.\/core\//);
      }
    }
    for (const spec of staticImports(src('app/registry.ts')))
      expect(spec, 'app/registry.ts').toMatch(/^\.\.\/(core\/[a-z/]+|[a-z-]+\/table)$/);
  });

  it('reaches every table screen, import panel, home card part and command it names', async () => {
    for (const t of tables) {
      for (const r of t.routes) expect(typeof (await r.screen()), r.id).toBe('function');
      if (t.imports) expect(typeof (await t.imports.panel()), t.id).toBe('function');
      if (t.card.live) {
        const live = await t.card.live();
        for (const tag of Object.keys(live.tags ?? {}))
          expect(
            t.routes.map((r) => r.id),
            `${t.id} tag`,
          ).toContain(tag);
      }
      for (const c of t.commands) {
        const run = await c.load();
        // With no argument every command refuses with its usage, on stdout, exit 2.
        const out = await run([], { readFile: () => null });
        expect(out.exitCode, c.name).toBe(2);
        expect(() => JSON.parse(out.stdout), c.name).not.toThrow();
      }
    }
  }, 60_000);

  it('is the only way the shell reaches a table', () => {
    const shell = (dir: string): string[] =>
      readdirSync(join(REPO_ROOT, 'src', dir), { withFileTypes: true }).flatMap((d) =>
        d.isDirectory()
          ? shell(`${dir}/${d.name}`)
          : /\.tsx?$/.test(d.name)
            ? [`${dir}/${d.name}`]
            : [],
      );
    const tableIds = tables.map((t) => t.id);
    const reached: string[] = [];
    for (const f of [
      'app/routes/router.ts',
      'app/routes/screens.ts',
      'app/shell/App.tsx',
      'app/routes/routes.ts',
    ]) {
      for (const spec of staticImports(src(f)))
        if (tableIds.some((id) => spec.includes(`/${id}/`))) reached.push(`${f}: ${spec}`);
    }
    for (const f of [...shell('app/home'), ...shell('app/import')]) {
      for (const spec of staticImports(src(f)))
        if (tableIds.some((id) => spec.includes(`/${id}/`))) reached.push(`${f}: ${spec}`);
    }
    expect(reached).toEqual([]);
  });
});
