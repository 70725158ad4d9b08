/** The Firestorm screen driven as a player at the table does, and the 44 px target check. */
import { expect, type Page } from '@playwright/test';
import type { Player } from '../support/player';

/** Every tap target on the screen is at least 44x44 px (labels stand in for their inputs). */
export async function bigTargets(page: Page): Promise<void> {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main a, main button, main label, main select')]
      .map((el) => ({ r: el.getBoundingClientRect(), text: (el.textContent ?? '').slice(0, 30) }))
      .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44))
      .map(({ r, text }) => `${text}: ${Math.round(r.width)}x${Math.round(r.height)}`),
  );
  expect(small).toEqual([]);
}

/** Drives the campaign screen the way a player at the table does, counting taps. */
export class Table {
  constructor(
    readonly page: Page,
    readonly p: Player,
  ) {}

  async place(die: number, where: string): Promise<void> {
    const card = this.page.getByTestId('fs-place');
    await this.p.tap(this.page.getByTestId(`fs-place-place-${die}`));
    await this.p.tap(card.getByRole('radio', { name: where, exact: true }));
    await this.p.tap(this.page.getByTestId('fs-place-go'));
  }

  async mission(n: number, kind: string, roll?: number): Promise<void> {
    const card = this.page.getByTestId(`fs-b${n}`);
    await this.p.tap(card.getByRole('radio', { name: kind, exact: true }));
    if (roll) await this.p.tap(this.page.getByTestId(`fs-b${n}-mission-mission-${roll}`));
    await this.p.tap(this.page.getByTestId(`fs-b${n}-mission-go`));
  }

  async result(n: number, r: 'attacker' | 'defender' | 'draw', capture?: number): Promise<void> {
    const card = this.page.getByTestId(`fs-b${n}`);
    const name = r === 'draw' ? 'Neither won' : new RegExp(`\\(${r}\\) won`);
    await this.p.tap(card.getByRole('radio', { name }));
    if (capture) await this.p.tap(this.page.getByTestId(`fs-b${n}-capture-capture-${capture}`));
    await this.p.tap(this.page.getByTestId(`fs-b${n}-result-go`));
    await expect(card).toHaveCount(0);
  }

  async city(n: number, die: number, r: 'attacker' | 'defender' | 'draw'): Promise<void> {
    await this.place(die, 'City Fight in Stalingrad');
    await this.mission(n, 'City Fighting');
    await this.result(n, r);
  }

  owner(area: string) {
    return this.page.locator(`[data-area="${area}"] .fs-area-owner`);
  }
}

/** Area `id`'s group in the map picture. */
export const mapNode = (page: Page, id: string) =>
  page.getByTestId('fs-map-svg').locator(`[data-map-area="${id}"]`);

/**
 * Drags area `id` of the map picture up by a little more than its own height with the mouse
 * (arranging switched on first if it is off); waits for the picture's note. Returns the area's
 * transform before the drag.
 */
export async function dragAreaUp(page: Page, id: string): Promise<string | null> {
  const arrange = page.getByTestId('fs-map-arrange');
  if ((await arrange.getAttribute('aria-pressed')) !== 'true') await arrange.click();
  await mapNode(page, id).scrollIntoViewIfNeeded();
  const before = await mapNode(page, id).getAttribute('transform');
  const box = await mapNode(page, id).locator('.fs-node-box').boundingBox();
  if (!box) throw new Error(`no box for ${id}`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) await page.mouse.move(x, y - (i * box.height * 1.15) / 5);
  await page.mouse.up();
  await expect(page.getByTestId('fs-map-note')).toHaveText(`${id} moved.`);
  return before;
}
