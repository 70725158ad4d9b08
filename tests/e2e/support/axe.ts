/**
 * axe-core for browser tests: one helper for every spec. A screen is checked in full in its
 * first theme; in the other theme only the rules a colour change can alter run again (the
 * names, roles and structure are the same markup), which halves the cost of the second run.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, setThemeNow } from './app';

/** The axe rules whose outcome depends on the colours of the theme. */
export const COLOUR_RULES: readonly string[] = ['color-contrast', 'link-in-text-block'];

/** The rules to run in `theme` when the light theme was checked in full on the same state. */
export function rulesFor(theme: 'light' | 'dark'): readonly string[] | undefined {
  return theme === 'dark' ? COLOUR_RULES : undefined;
}

/** axe's violations (all rules, or only `rules`), as they came. */
export async function axeViolations(page: Page, rules?: readonly string[]) {
  const builder = new AxeBuilder({ page });
  if (rules) builder.withRules([...rules]);
  return (await builder.analyze()).violations;
}

/** axe-core's serious and critical violations on the page, as readable lines. */
export async function seriousViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  return (await axeViolations(page, rules))
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
