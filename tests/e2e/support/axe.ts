/**
 * axe-core for browser tests: one helper for every spec. A screen is checked in full in its
 * first theme; in the other theme only the rules a colour change can alter run again (the
 * names, roles and structure are the same markup), which halves the cost of the second run.
 */
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, setThemeNow } from './app';

/** What axe.run returns, and its options (axe-core's types, as @axe-core/playwright gives them). */
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type RunOptions = Parameters<AxeBuilder['options']>[0];

/** The axe-core that @axe-core/playwright injects (resolved from its folder): its script and version. */
const AXE = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core',
) as { source: string; version: string };

/** The axe rules whose outcome depends on the colours of the theme. */
export const COLOUR_RULES: readonly string[] = ['color-contrast', 'link-in-text-block'];

/** The rules to run in `theme` when the light theme was checked in full on the same state. */
export function rulesFor(theme: 'light' | 'dark'): readonly string[] | undefined {
  return theme === 'dark' ? COLOUR_RULES : undefined;
}

/** Where axe looks (the whole document, or the element `include` selects) and which rules run (all, or `rules`). */
interface AxeScope {
  readonly include?: string;
  readonly rules?: readonly string[] | undefined;
}

/**
 * Runs axe-core on the page with the same axe-core, context and options as AxeBuilder's
 * analyze(), and returns `pick` of its results. AxeBuilder evaluates its half-megabyte script
 * three times per call and finishes the run in a new blank page, which took most of a check's
 * time; here the script is evaluated once per document and axe.run runs in the page. A page
 * with frames goes through AxeBuilder, which injects axe into each frame.
 */
async function runAxe(page: Page, scope: AxeScope, pick: 'all'): Promise<AxeResults>;
async function runAxe(
  page: Page,
  scope: AxeScope,
  pick: 'violations',
): Promise<AxeResults['violations']>;
async function runAxe(
  page: Page,
  scope: AxeScope,
  pick: 'all' | 'violations',
): Promise<AxeResults | AxeResults['violations']> {
  const options: RunOptions = scope.rules
    ? { runOnly: { type: 'rule', values: [...scope.rules] } }
    : {};
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options(options);
    if (scope.include) builder.include(scope.include);
    const all = await builder.analyze();
    return pick === 'all' ? all : all.violations;
  }
  const injected = await page.evaluate(
    (version) => (window as { axe?: { version?: string } }).axe?.version === version,
    AXE.version,
  );
  if (!injected) await page.evaluate(AXE.source);
  const context = { include: scope.include ? [scope.include] : [], exclude: [] };
  // Only what is asked for crosses back to the test: the passes and inapplicable rules of a
  // whole screen are some 150 kB of JSON, and reading them took longer than the run.
  return page.evaluate(
    async ({ context, options, pick }) => {
      const { axe } = window as unknown as {
        axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> };
      };
      const all = await axe.run(context, options);
      return pick === 'all' ? all : all.violations;
    },
    { context, options, pick },
  );
}

/** Returns axe-core's whole results on the page (the helper's own spec compares them with AxeBuilder's). */
export function axeResults(page: Page, scope: AxeScope = {}): Promise<AxeResults> {
  return runAxe(page, scope, 'all');
}

/** Returns axe's violations on the page (every impact), as they came. */
export function axeViolations(page: Page, scope: AxeScope = {}): Promise<AxeResults['violations']> {
  return runAxe(page, scope, 'violations');
}

/** axe-core's serious and critical violations on the page, as readable lines. */
export async function seriousViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  return (await axeViolations(page, { rules }))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * axe and a screenshot in each theme on the screen as it is (switched on the same state; the
 * dark theme reruns only the colour rules). `shot` names the PNG with `*` for the theme.
 */
export async function checkBothThemes(
  page: Page,
  shot: string,
  opts: { what?: string; fullPage?: boolean } = {},
): Promise<void> {
  for (const t of ['light', 'dark'] as const) {
    await setThemeNow(page, t);
    expect(await seriousViolations(page, rulesFor(t)), `${opts.what ?? shot}, ${t} theme`).toEqual(
      [],
    );
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/${shot.replace('*', t)}.png`,
      fullPage: opts.fullPage ?? false,
    });
  }
  await setThemeNow(page, 'light');
}
