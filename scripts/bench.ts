/**
 * `npm run --silent bench`: runs every benchmark module in bench/, prints one JSON line with
 * all measurements, and exits non-zero when any budget is missed.
 * Each module exports `run(): Promise<Record<string, number>>` and `budgets`.
 * Human-readable progress goes to stderr so stdout stays one line of JSON.
 * `npm run --silent bench combat tapToPaintMs` runs only the modules whose file names start
 * with an argument or that hold a budget keyed by one.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface Budget {
  /** Key of the measurement this budget checks. */
  readonly key: string;
  /** Human description, e.g. 'under 1 ms'. */
  readonly text: string;
  /** True when the measurements meet the budget. */
  readonly check: (m: Readonly<Record<string, number>>) => boolean;
}

export interface BenchModule {
  readonly order?: number;
  /** True for a module that drives Chromium (the run installs it first when missing). */
  readonly browser?: boolean;
  readonly run: () => Promise<Record<string, number>>;
  readonly budgets: readonly Budget[];
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));

async function main(): Promise<void> {
  const files = readdirSync(join(root, 'bench')).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.startsWith('_'),
  );
  const mods: { file: string; mod: BenchModule }[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(root, 'bench', file)).href)) as BenchModule;
    // An argument picks the modules whose file names start with it or that hold its budget key.
    const picked = only.some((o) => file.startsWith(o) || mod.budgets.some((b) => b.key === o));
    if (only.length === 0 || picked) mods.push({ file, mod });
  }
  if (mods.length === 0) {
    process.stderr.write(`bench: no module's file name or budget key matches ${only.join(' ')}\n`);
    process.exitCode = 2;
    return;
  }
  mods.sort((a, b) => (a.mod.order ?? 50) - (b.mod.order ?? 50));
  // As `npm test` does: a fresh machine has no Chromium, and a browser module would fail at its
  // first launch. A run of only node modules does not need it, so it does not install it.
  if (mods.some(({ mod }) => mod.browser)) {
    execFileSync('bash', [join(root, 'scripts', 'ensure-chromium.sh')], {
      stdio: ['ignore', 2, 2],
    });
  }
  const results: Record<string, number> = {};
  const budgets: Budget[] = [];
  for (const { file, mod } of mods) {
    process.stderr.write(`bench: ${file}...\n`);
    Object.assign(results, await mod.run());
    budgets.push(...mod.budgets);
  }
  const missed = budgets.filter((b) => !b.check(results));
  for (const b of budgets) {
    process.stderr.write(
      `${missed.includes(b) ? 'MISSED' : 'ok    '} ${b.key}: ${b.text} (${results[b.key]})\n`,
    );
  }
  process.stdout.write(`${JSON.stringify(results)}\n`);
  process.exitCode = missed.length > 0 ? 1 : 0;
}

await main();
