/**
 * A scripted player that counts what a person at the table would do: taps (clicks and key
 * presses), typed characters and scrolls. The tap and scroll budgets of the browser tests and of
 * `npm run bench` are measured through it, so they count the same way everywhere.
 *
 * A scroll is counted when the next target is not wholly on screen: one scroll for each screen
 * height (or part of one) the view must move to show it, the way a thumb flicks a page.
 */
import type { Locator, Page } from '@playwright/test';

export interface Tally {
  readonly taps: number;
  readonly typed: number;
  readonly scrolls: number;
}

export class Player {
  taps = 0;
  typed = 0;
  scrolls = 0;
  /** Each reveal that needed a scroll: the target and how many scrolls it cost (for reports). */
  readonly scrolled: { target: string; scrolls: number }[] = [];

  constructor(readonly page: Page) {}

  /** What the player has done so far. */
  tally(): Tally {
    return { taps: this.taps, typed: this.typed, scrolls: this.scrolls };
  }

  /** Starts counting afresh (after set-up the measured task does not include). */
  reset(): void {
    this.taps = 0;
    this.typed = 0;
    this.scrolls = 0;
  }

  /** Brings `target` into view, counting the scrolls a player needs for it. */
  async reveal(target: Locator): Promise<void> {
    await target.waitFor({ state: 'visible' });
    const view = this.page.viewportSize();
    const box = await target.boundingBox();
    if (view && box) {
      const above = -box.y;
      const below = box.y + Math.min(box.height, view.height) - view.height;
      const distance = Math.max(above, below, 0);
      if (distance > 0) {
        const n = Math.ceil(distance / view.height);
        this.scrolls += n;
        this.scrolled.push({ target: target.toString(), scrolls: n });
      }
    }
    // A screen that draws again (a store write lands) may swap the element for its new copy
    // between finding it and scrolling: the player looks again at the one now on screen.
    await target.scrollIntoViewIfNeeded().catch(async (e: Error) => {
      if (!/not attached/.test(e.message)) throw e;
      await target.waitFor({ state: 'visible' });
      await target.scrollIntoViewIfNeeded();
    });
  }

  /** One tap on `target`, scrolling to it first if it is off screen. */
  async tap(target: Locator): Promise<void> {
    await this.reveal(target);
    await target.click();
    this.taps += 1;
  }

  /**
   * One tap on `target` as a finger gives it: scrolled to first, then a plain press and release
   * at its centre. Unlike `tap`, Playwright runs none of its own checks in the page around the
   * press, so a timing taken in the page holds only the app's work.
   */
  async tapRaw(target: Locator): Promise<void> {
    await this.reveal(target);
    const box = await target.boundingBox();
    if (!box) throw new Error(`${target.toString()} has no box to tap`);
    await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    this.taps += 1;
  }

  /** A tap into a field and `text` typed there (each character counts). */
  async type(target: Locator, text: string): Promise<void> {
    await this.tap(target);
    await target.fill(text);
    this.typed += text.length;
  }

  /** One key press (Enter, a digit on a focused pad, ...). */
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.taps += 1;
  }
}
