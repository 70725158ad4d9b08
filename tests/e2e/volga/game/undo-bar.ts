/**
 * Checks on the sticky Undo/Redo bar of the play view: it is one line, "Undo:" and
 * "Redo:" never break inside, and the control the player taps next is never under it, neither
 * as the app leaves the screen nor once brought into view the way the browser scrolls to it.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Where the target stands against the bar, in viewport pixels. */
interface Against {
  readonly stuck: boolean;
  readonly barTop: number;
  readonly top: number;
  readonly bottom: number;
}

async function against(page: Page, target: Locator): Promise<Against> {
  const box = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  const bar = await page.evaluate(() => {
    const b = document.querySelector<HTMLElement>('.gplay-main > .gl-bar')!;
    const r = b.getBoundingClientRect();
    return { top: r.top, stuck: r.bottom >= window.innerHeight - 1 };
  });
  return { stuck: bar.stuck, barTop: bar.top, ...box };
}

/**
 * The bar is one line (each button's name on one line, cut if need be) and its verbs whole.
 */
export async function barIsOneLine(page: Page, label: string): Promise<void> {
  for (const id of ['undo', 'redo']) {
    const btn = page.getByTestId(id);
    const lines = await btn.evaluate((el) => {
      const line = el.querySelector('.gl-undo-line')!;
      const verb = el.querySelector('.gl-undo-verb')!;
      const lh = Number.parseFloat(getComputedStyle(line).lineHeight);
      return {
        line: line.getBoundingClientRect().height / lh,
        verbBoxes: verb.getClientRects().length,
        verb: verb.textContent,
      };
    });
    expect(lines.line, `${label}: ${id} on one line`).toBeLessThan(1.5);
    expect(lines.verbBoxes, `${label}: "${lines.verb}" unbroken`).toBe(1);
    // The whole name is on the button's title, for a long press or a hover.
    expect(await btn.getAttribute('title'), label).toMatch(/^(Undo|Redo)/);
  }
  const h = await page
    .locator('.gplay-main > .gl-bar')
    .evaluate((b) => (b as HTMLElement).offsetHeight);
  expect(h, `${label}: bar height`).toBeLessThan(64);
}

/**
 * `target` is not under the bar as the screen stands (wholly above it, or wholly below the
 * fold), and once scrolled to as the browser scrolls to a control, it stands above the bar.
 */
export async function notUnderBar(page: Page, target: Locator, label: string): Promise<void> {
  await expect(target, label).toBeVisible();
  // The app moves a half-covered control clear once its own scroll (or a resize) has settled.
  await expect
    .poll(
      async () => {
        const now = await against(page, target);
        const half = now.stuck && now.top < now.barTop && now.bottom > now.barTop;
        return half ? `half under the bar: ${JSON.stringify(now)}` : 'clear';
      },
      { message: label, timeout: 3000 },
    )
    .toBe('clear');
  await target.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
  const after = await against(page, target);
  if (after.stuck)
    expect(after.bottom, `${label}: above the bar (${JSON.stringify(after)})`).toBeLessThanOrEqual(
      after.barTop + 0.5,
    );
}
