/**
 * Source hygiene that neither tsc nor Biome checks, run by `npm run lint`:
 * - no source file over 700 lines (a file that long has more than one job);
 * - no import circle among src/ modules (type-only imports included);
 * - no comment that narrates the project's history (issue numbers, work-package letters,
 *   commit ids, documents that do not exist): comments say what and why.
 * Prints every finding and exits 1 when there is one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_LINES = 700;
const SOURCE = /\.(ts|tsx|mjs|css)$/;
const MODULE = /\.(ts|tsx)$/;

/** Every file below `dir` whose name matches `re`. */
function walk(dir, re, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, re, out);
    else if (re.test(name)) out.push(p);
  }
  return out;
}

const problems = [];
const rel = (p) => relative(root, p);

const files = ['src', 'scripts', 'bench', 'tests'].flatMap((d) => walk(join(root, d), SOURCE));
for (const f of files) {
  const text = readFileSync(f, 'utf8');
  const lines = text.split('\n');
  if (lines.length > MAX_LINES)
    problems.push(`${rel(f)}: ${lines.length} lines (at most ${MAX_LINES})`);
  lines.forEach((line, i) => {
    const comment = line.match(/(\/\/|\/\*|^\s*\*)(.*)$/)?.[2];
    if (!comment) return;
    const history =
      /(?<!tsx )\bissue #?\d+\b/i.exec(comment) ??
      /\b[A-F]\d's\b/.exec(comment) ??
      /\bcommit [0-9a-f]{7,40}\b/i.exec(comment) ??
      /\bui-common\.md\b/.exec(comment);
    if (history) problems.push(`${rel(f)}:${i + 1}: comment cites history ("${history[0]}")`);
  });
}

// Import graph of src/: relative specifiers resolved to files.
const modules = walk(join(root, 'src'), MODULE);
const known = new Set(modules);
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"](\.[^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The file a relative specifier names, or undefined when it is not a module of src/. */
function target(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const c of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (known.has(c)) return c;
  return undefined;
}

const edges = new Map();
for (const m of modules) {
  const text = readFileSync(m, 'utf8');
  const out = new Set();
  for (const re of [IMPORT, DYNAMIC]) {
    re.lastIndex = 0;
    for (let x = re.exec(text); x; x = re.exec(text)) {
      const t = target(m, x[1]);
      if (t) out.add(t);
    }
  }
  edges.set(m, out);
}

// Tarjan's strongly connected components: each component of more than one module is a circle.
let index = 0;
const idx = new Map();
const low = new Map();
const stack = [];
const on = new Set();
function connect(v) {
  idx.set(v, index);
  low.set(v, index++);
  stack.push(v);
  on.add(v);
  for (const w of edges.get(v)) {
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
    const self = edges.get(v).has(v);
    if (scc.length > 1 || self)
      problems.push(`import circle: ${scc.map(rel).sort().join(' <-> ')}`);
  }
}
for (const m of modules) if (!idx.has(m)) connect(m);

for (const p of problems) console.error(p);
if (problems.length > 0) {
  console.error(`check-source: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`check-source: ${files.length} files, ${modules.length} modules: no problems`);
