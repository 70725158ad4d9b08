/** Helpers for the component kit and rules help browser tests. */
import { expect, type Page } from '@playwright/test';

export { seriousViolations } from '../../support/axe';

import { openApp } from '../../support/app';

/** Opens the kit screen and waits until the stored kit has loaded. */
export async function openKit(page: Page): Promise<void> {
  await openApp(page, 'kit');
  await expect(page.getByTestId('kit-slot')).toBeVisible();
}

/** Waits until every kit change so far is written (the screen's 'Saving…' mark is gone). */
export async function kitSaved(page: Page): Promise<void> {
  await expect(page.locator('.kit-screen')).toHaveAttribute('data-saving', 'false');
}

/** Shows one tab of the kit screen. */
export async function kitTab(
  page: Page,
  name: 'Status' | 'Map' | 'Counters' | 'Events' | 'File',
): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Picks Area `n` on the map tab's Area picker. */
export async function pickArea(page: Page, n: number): Promise<void> {
  await page.getByTestId('area-picker').locator(`button[data-n="${n}"]`).click();
  await expect(page.locator('#kit-area-title')).toContainText(`Area ${n}`);
}

/** The neighbour toggle for Area `m` in the open Area's editor. */
export function neighbourButton(page: Page, m: number) {
  return page.getByTestId('neighbour-grid').locator(`button[data-n="${m}"]`);
}

/** Picks one option of a segmented control by its legend and option label. */
export async function pick(page: Page, legend: string, option: string): Promise<void> {
  await page
    .getByRole('group', { name: legend })
    .getByRole('radio', { name: option, exact: true })
    .check();
}

/** The page's width in CSS pixels (wider than the viewport means sideways scrolling). */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}
