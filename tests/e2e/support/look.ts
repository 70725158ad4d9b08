/**
 * A screen as a player holds it: at 390 and 360 px wide, in the light and the dark theme (the
 * theme switched on the same screen state), nothing wider than the screen, axe clean, and a
 * screenshot of each. One loop for every spec that checks a screen this way.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, setThemeNow } from './app';
import { seriousViolations } from './axe';

/** The phone widths every screen is read at: the phone-first 390 and a narrow 360. */
const PHONE_WIDTHS = [390, 360] as const;

/** Where the loop stands: its width, theme, and both as a label for failure messages. */
interface WidthAndTheme {
  readonly width: number;
  readonly theme: 'light' | 'dark';
  readonly label: string;
}

/**
 * At each width and theme: `check` (the spec's own checks; a Locator is brought into view and
 * must be in the viewport), then the page no wider than the screen, a screenshot named
 * `${name}-${width}-${theme}.png`, and axe's serious and critical violations none. Ends in
 * the light theme at 390x844.
 * - `inViewWithoutScrolling`: the Locator must be in view as the screen stands (not scrolled to).
 * - `fullPage`: the screenshot takes the whole page, so the Locator need only be visible.
 */
export async function atEachWidthAndTheme(
  page: Page,
  name: string,
  check: Locator | ((at: WidthAndTheme) => Promise<void>),
  opts: { inViewWithoutScrolling?: boolean; fullPage?: boolean } = {},
): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await setThemeNow(page, theme);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const label = `${name} ${width} ${theme}`;
      if (typeof check === 'function') await check({ width, theme, label });
      else if (opts.fullPage) await expect(check, label).toBeVisible();
      else {
        if (!opts.inViewWithoutScrolling) await check.scrollIntoViewIfNeeded();
        await expect(check, label).toBeInViewport();
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        label,
      ).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/${name}-${width}-${theme}.png`,
        fullPage: opts.fullPage ?? false,
      });
      expect(await seriousViolations(page), label).toEqual([]);
    }
  }
  await setThemeNow(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });
}
