/**
 * axe-core for browser tests: one helper for every spec. A screen is checked in full in its
 * first theme; in the other theme only the rules a colour change can alter run again (the
 * names, roles and structure are the same markup), which halves the cost of the second run.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
