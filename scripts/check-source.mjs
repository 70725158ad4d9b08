/**
 * Source hygiene that neither tsc nor Biome checks, run by `npm run lint`
 * (`node scripts/check-source.mjs [root]`, root defaults to the repository):
 * - lines:   no source file over 700 lines (a file that long has more than one job);
 * - length:  no function in src over 150 lines, measured by its braces (function-length.mjs);
 * - history: no comment that narrates the project's history (issue numbers, work-package
 *            letters, commit ids, documents that do not exist): comments say what and why;
 * - circle:  no import circle among src/ modules (type-only imports included).
 * - dialog:  no browser dialog in src (`confirm(`, `alert(`, `prompt(`, `window.confirm`...):
 *            it blocks the page, looks foreign on a phone and a browser test cannot see it;
 *            the page asks its own questions (a method of that name is fine).
 * And the layering of the house (src/core, src/app, one folder per table). Every folder under
 * src other than core and app is a table, so a new table is held to these rules the moment it
 * exists; no list of tables is kept here.
 * - core:    src/core imports no table and not src/app.
 * - table:   a table imports src/core and its own folder only: never another table, never src/app.
 * - app:     src/app imports core; it reaches a table only through src/app/registry.ts, and
 *            that file imports only each table's entry, src/<table>/table.ts (which loads its
 *            screens lazily), so no other file of the shell depends on a table's inside.
 * - engine:  src/<table>/engine/** is pure rules: it imports its own engine folder and, from
 *            core, only the pure modules listed in PURE_CORE (Result, catalogue shape, the JSON
 *            command runner, number formats, the path-and-problem words of a checked value, the strict
 *            reading of untrusted JSON (plain objects, prototype names, text limits, a logged die), the
 *            seeded dice stream whose state the caller holds, text packed into a link's
 *            fragment, undo and redo over a log). Never its table's state/, ui/ or sim/, nor any other core module
 *            (controls, dice pad, platform, store, files, tabs, settings...).
 * - folders: no circle between folders. A module's folder is its directory under src cut to
 *            three levels (src/volga/ui/game/areas/x.tsx is in volga/ui/game; src/core/store/x.ts
 *            in core/store; src/core/result.ts in core): a parent folder and its subfolder are
 *            different units, so volga/ui and volga/ui/game may not reach each other both ways.
 * Imports are relative specifiers in static imports and re-exports (type-only ones count),
 * dynamic import(), and `new URL('./x', import.meta.url)` (how a worker is started).
 * Prints every finding with its rule and exits 1 when there is one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { functionLengths } from './function-length.mjs';

const MAX_LINES = 700;
/** The longest a function in src may be, in lines from its body's `{` to its `}`. */
export const MAX_FUNCTION_LINES = 150;
const SOURCE = /\.(ts|tsx|mjs|css)$/;
/** A browser dialog: called bare or through window/globalThis/self, or tested with typeof. */
const DIALOG =
  /\b(?:window|globalThis|self)\.(?:confirm|alert|prompt)\b|\btypeof\s+(?:confirm|alert|prompt)\b|(?<![.\w$])(?:confirm|alert|prompt)\s*\((?!\)\s*[:{])/;
const MODULE = /\.(ts|tsx)$/;
/** The folders under src that are not tables. */
const SHARED = 'core';
const SHELL = 'app';
/** The one shell file that may import tables, and the one file of each table it may import. */
const REGISTRY = 'app/registry.ts';
const TABLE_ENTRY = 'table.ts';
/** Core modules a pure engine may import: no DOM, signals, storage, clock or randomness in them. */
export const PURE_CORE = [
  'core/result.ts',
  'core/catalogue.ts',
  'core/cli.ts',
  'core/format.ts',
  'core/problems.ts',
  'core/input.ts',
  'core/prng.ts',
  'core/files/fragment.ts',
  'core/undo-log.ts',
];
/** How many directory levels under src make a folder unit for the circle rule. */
const FOLDER_DEPTH = 3;

/** Every file below `dir` whose name matches `re`. */
function walk(dir, re, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, re, out);
    else if (re.test(name)) out.push(p);
  }
  return out;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"](\.[^'"]+)['"]/g;
const BARE = /(?:^|\n)\s*import\s*['"](\.[^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const URL_OF = /new\s+URL\(\s*['"](\.[^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g;

/** Strongly connected components of more than one node (or a node reaching itself). */
function circles(nodes, edges) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const found = [];
  function connect(v) {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || edges.get(v)?.has(v)) found.push(scc.sort());
    }
  }
  for (const v of nodes) if (!idx.has(v)) connect(v);
  return found;
}

/**
 * Checks the tree at `root`; returns every finding as {rule, text} with the number of files
 * and modules read.
 */
export function checkSource(root) {
  const findings = [];
  const add = (rule, text) => findings.push({ rule, text });
  const rel = (p) => relative(root, p).split(sep).join('/');

  const files = ['src', 'scripts', 'bench', 'tests'].flatMap((d) => walk(join(root, d), SOURCE));
  for (const f of files) {
    const lines = readFileSync(f, 'utf8').split('\n');
    if (lines.length > MAX_LINES)
      add('lines', `${rel(f)}: ${lines.length} lines (at most ${MAX_LINES})`);
    lines.forEach((line, i) => {
      const comment = line.match(/(\/\/|\/\*|^\s*\*)(.*)$/)?.[2];
      if (!comment) return;
      const history =
        /(?<!tsx )\bissue #?\d+\b/i.exec(comment) ??
        /\b[A-F]\d's\b/.exec(comment) ??
        /\bcommit [0-9a-f]{7,40}\b/i.exec(comment) ??
        /\bui-common\.md\b/.exec(comment);
      if (history) add('history', `${rel(f)}:${i + 1}: comment cites history ("${history[0]}")`);
    });
  }

  // Browser dialogs in src: code only (a comment may name one), and not a method's definition.
  for (const f of walk(join(root, 'src'), MODULE)) {
    readFileSync(f, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
        const dialog = DIALOG.exec(code);
        if (dialog)
          add(
            'dialog',
            `${rel(f)}:${i + 1}: browser dialog ("${dialog[0].trim()}"); ask in the page`,
          );
      });
  }

  // Function length in src: a long function is read only by holding all of it at once.
  let longest = { where: '', lines: 0 };
  for (const f of walk(join(root, 'src'), MODULE)) {
    for (const fn of functionLengths(readFileSync(f, 'utf8'))) {
      if (fn.lines > longest.lines)
        longest = { where: `${rel(f)}:${fn.line} ${fn.name}`, lines: fn.lines };
      if (fn.lines > MAX_FUNCTION_LINES)
        add(
          'length',
          `${rel(f)}:${fn.line}: ${fn.name} is ${fn.lines} lines (at most ${MAX_FUNCTION_LINES})`,
        );
    }
  }

  // Import graph of src/: relative specifiers resolved to files.
  const srcDir = join(root, 'src');
  const modules = walk(srcDir, MODULE);
  const known = new Set(modules);
  const target = (from, spec) => {
    const base = resolve(dirname(from), spec.replace(/\?.*$/, ''));
    for (const c of [
      base,
      `${base}.ts`,
      `${base}.tsx`,
      join(base, 'index.ts'),
      join(base, 'index.tsx'),
    ])
      if (known.has(c)) return c;
    return undefined;
  };
  /** module -> Map(target -> whether some import of it is dynamic) */
  const edges = new Map();
  for (const m of modules) {
    const text = readFileSync(m, 'utf8');
    const out = new Map();
    for (const [re, lazy] of [
      [IMPORT, false],
      [BARE, false],
      [DYNAMIC, true],
      [URL_OF, false],
    ]) {
      re.lastIndex = 0;
      for (let x = re.exec(text); x; x = re.exec(text)) {
        const t = target(m, x[1]);
        if (t) out.set(t, (out.get(t) ?? true) && lazy);
      }
    }
    edges.set(m, out);
  }

  const fileGraph = new Map([...edges].map(([m, out]) => [m, new Set(out.keys())]));
  for (const scc of circles(modules, fileGraph))
    add('circle', `import circle: ${scc.map(rel).sort().join(' <-> ')}`);

  // Layering: each module's path under src, as segments.
  const under = (p) => relative(srcDir, p).split(sep);
  for (const [m, out] of edges) {
    const from = under(m);
    if (from.length < 2) continue; // files directly in src (type declarations) belong to no area
    const area = from[0];
    const fromPath = from.join('/');
    for (const t of out.keys()) {
      const to = under(t);
      if (to.length < 2) continue;
      const toArea = to[0];
      const toPath = to.join('/');
      const says = `src/${fromPath} imports src/${toPath}`;
      if (area === SHARED) {
        if (toArea !== SHARED)
          add(
            'core',
            `${says}: src/core imports no ${toArea === SHELL ? 'app shell' : 'table'} (shared code serves every table)`,
          );
      } else if (area === SHELL) {
        if (toArea === SHARED || toArea === SHELL) continue;
        if (fromPath !== REGISTRY)
          add(
            'app',
            `${says}: the shell reaches a table only through src/${REGISTRY} (add it to the table's entry)`,
          );
        else if (to.length !== 2 || to[1] !== TABLE_ENTRY)
          add(
            'app',
            `${says}: src/${REGISTRY} imports only each table's src/<table>/${TABLE_ENTRY}`,
          );
      } else {
        if (toArea === SHELL)
          add('table', `${says}: a table never imports the app shell (src/app)`);
        else if (toArea !== SHARED && toArea !== area)
          add(
            'table',
            `${says}: a table imports src/core and its own folder, never another table (${toArea})`,
          );
        if (from[1] === 'engine' && from.length > 2) {
          if (toArea === area && to[1] !== 'engine')
            add(
              'engine',
              `${says}: an engine is pure rules and imports nothing from its table's ${to[1]}${to.length > 2 ? '/' : ''}`,
            );
          else if (toArea === SHARED && !PURE_CORE.includes(toPath))
            add(
              'engine',
              `${says}: an engine imports from core only ${PURE_CORE.map((p) => `src/${p}`).join(', ')}`,
            );
        }
      }
    }
  }

  // Circles between folders.
  const unit = (p) => {
    const dirs = under(p).slice(0, -1);
    return dirs.length === 0 ? null : dirs.slice(0, FOLDER_DEPTH).join('/');
  };
  const folderEdges = new Map();
  const count = new Map();
  for (const [m, out] of edges) {
    const a = unit(m);
    if (a === null) continue;
    for (const t of out.keys()) {
      const b = unit(t);
      if (b === null || b === a) continue;
      if (!folderEdges.has(a)) folderEdges.set(a, new Set());
      folderEdges.get(a).add(b);
      count.set(`${a}>${b}`, (count.get(`${a}>${b}`) ?? 0) + 1);
    }
  }
  for (const scc of circles([...folderEdges.keys()].sort(), folderEdges)) {
    const inside = new Set(scc);
    const links = [];
    for (const a of scc)
      for (const b of folderEdges.get(a) ?? [])
        if (inside.has(b)) links.push(`${a} -> ${b} (${count.get(`${a}>${b}`)})`);
    add('folders', `folder circle: ${scc.join(' <-> ')}; imports: ${links.join(', ')}`);
  }

  return { findings, files: files.length, modules: modules.length, longest };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = process.argv[2]
    ? resolve(process.argv[2])
    : join(dirname(fileURLToPath(import.meta.url)), '..');
  const { findings, files, modules, longest } = checkSource(root);
  for (const f of findings) console.error(`[${f.rule}] ${f.text}`);
  if (findings.length > 0) {
    const per = new Map();
    for (const f of findings) per.set(f.rule, (per.get(f.rule) ?? 0) + 1);
    const counts = [...per].map(([r, n]) => `${r} ${n}`).join(', ');
    console.error(`check-source: ${findings.length} problem(s) (${counts})`);
    process.exit(1);
  }
  console.log(
    `check-source: ${files} files, ${modules} modules: no problems (longest function: ${longest.where}, ${longest.lines} lines, at most ${MAX_FUNCTION_LINES})`,
  );
}
