/**
 * The VotG roller on a phone, at 390x844 and 360x740: the result of every roll is inside the
 * viewport when it appears (A1, a follow-up, a setup roll, every table the roller offers, and a
 * roll made after scrolling a long page), the page names tables and never shows their ids, and a
 * reload reopens the roller where it was. Screenshots in both themes at both sizes.
 */
import { expect, type Page, test } from '@playwright/test';
import { openApp } from '../support/app';
import { checkBothThemes } from '../support/axe';

interface Seen {
  readonly top: number;
  readonly bottom: number;
  readonly bar: number;
  readonly height: number;
  readonly page: number;
}

/**
 * Runs `tap` and, as soon as the new log line is on the page, reads where the result is: the
 * measurement is taken in the first frame that shows the roll, before anything else scrolls.
 */
async function rollAndMeasure(page: Page, tap: () => Promise<void>): Promise<Seen> {
  const before = await page.getByTestId('votg-log').locator('li').count();
  await tap();
  const seen = await page.waitForFunction((n) => {
    if (document.querySelectorAll('[data-testid="votg-log"] li').length <= n) return null;
    const el = document.querySelector('[data-testid="votg-outcome"]');
    if (!el) return null;
    const r = el.getBoundingClientRect();
    // What the sticky bar covers at the top of the screen is not in view.
    const bar = document.querySelector('header.bar')?.getBoundingClientRect().bottom ?? 0;
    return {
      top: Math.round(r.top),
      bottom: Math.round(r.bottom),
      bar: Math.round(bar),
      height: window.innerHeight,
      page: document.documentElement.scrollHeight,
    };
  }, before);
  return (await seen.jsonValue()) as Seen;
}

// Rounded to the pixel: a box flush with the screen's edge may end half a pixel past it.
const inView = (s: Seen) => s.top >= s.bar && s.bottom <= s.height;

/** The page's words, shown or folded, outside rule citations ("A14.3" is a rule section). */
const pageWords = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const tag of copy.querySelectorAll('.rule-tag')) tag.remove();
    const words: string[] = [];
    const walk = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) words.push(walk.currentNode.nodeValue ?? '');
    for (const el of copy.querySelectorAll('[aria-label]'))
      words.push(el.getAttribute('aria-label')!);
    return words.join(' ');
  });

const ID = /\b[vVAGRS]\d+[a-z]?\.\w+|G9R9/g;

for (const [width, height] of [
  [390, 844],
  [360, 740],
] as const) {
  test.describe(`at ${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test(`the Mission card and its setup rolls are in the first screen, above the roller (${width}x${height})`, async ({
      page,
    }) => {
      await openApp(page, 'votg');
      await page.getByRole('button', { name: 'Start' }).click();
      /** Where a thing sits on the unscrolled page, against the sticky bar and the screen. */
      const firstScreen = async (what: string) => {
        const bar = (await page.locator('header.bar').boundingBox())!;
        const box = (await page.getByTestId(what).boundingBox())!;
        expect(box.y, what).toBeGreaterThanOrEqual(Math.floor(bar.y + bar.height));
        expect(box.y + box.height, what).toBeLessThanOrEqual(height);
        return box;
      };
      const check = async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page.getByTestId('votg-turn-at')).toBeInViewport({ ratio: 1 });
        const card = await firstScreen('votg-card-now');
        // v1's setup roll, the ENEMY SAN (line 871), below the card's values.
        await expect(page.getByTestId('votg-setup')).toContainText('Roll ENEMY SAN');
        const roll = await firstScreen('votg-setup');
        const roller = (await page.getByTestId('votg-roller').boundingBox())!;
        expect(roller.y).toBeGreaterThan(card.y + card.height);
        expect(roller.y).toBeGreaterThan(roll.y + roll.height);
      };
      // As the Mission starts, with the card's typing form open (no AC# yet), and once typed.
      await check();
      await page.getByTestId('votg-ac').fill('3');
      await page.getByRole('button', { name: 'Keep card values' }).click();
      await expect(page.getByTestId('votg-ac-now')).toHaveText('3');
      await check();
      await page.screenshot({ path: `/tmp/shots-m2/card-top-${width}.png` });
    });

    test(`every roll's result is in view when it appears (${width}x${height})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await openApp(page, 'votg');
      await page.getByRole('button', { name: 'Start' }).click();
      await expect(page.getByTestId('votg-roller')).toBeVisible();
      const startHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      const seen: [string, Seen][] = [];
      const rolled = async (what: string, tap: () => Promise<void>) => {
        seen.push([what, await rollAndMeasure(page, tap)]);
      };

      // A1 typed, 1 + 2 + 2 (Hold) = 5: squad, leader, fortification (line 375).
      await page.getByTestId('votg-dice-c-1').click();
      await rolled('A1', () => page.getByTestId('votg-dice-w-2').click());
      // Its squad follow-up on R2, tapped where the result left the page.
      await page.getByRole('button', { name: 'Squad: R2' }).click();
      await page.getByTestId('votg-dice-c-3').click();
      await rolled('R2 follow-up', () => page.getByTestId('votg-dice-w-4').click());
      // The Mission's setup roll (v1 ENEMY SAN, line 871), from the card at the top.
      await page.getByRole('button', { name: 'Roll ENEMY SAN' }).click();
      await expect(page.getByTestId('votg-target')).toContainText('v1 ENEMY SAN');
      await page.getByTestId('votg-dice-c-2').click();
      await rolled('setup v1 ENEMY SAN', () => page.getByTestId('votg-dice-w-3').click());
      // Every table the roller offers, rolled by the app.
      const tables = await page.locator('.votg-table-btn').allTextContents();
      expect(tables.length).toBeGreaterThan(10);
      for (const name of tables) {
        await page.getByRole('button', { name, exact: true }).click();
        await rolled(name, () => page.getByRole('button', { name: 'Roll for me' }).click());
      }
      // A long page: scrolled to its end, then back to a follow-up and its roll.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole('button', { name: 'Leader: R3', exact: true }).last().click();
      await expect(page.getByTestId('votg-target')).toContainText('for: Leader');
      await rolled('R3 follow-up after scrolling', () =>
        page.getByRole('button', { name: 'Roll for me' }).click(),
      );
      expect(seen.length).toBeGreaterThanOrEqual(15);
      const endHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(
        `${width}x${height}: page ${startHeight} px at start, ${endHeight} px after ` +
          `${seen.length} rolls; result box top-bottom: ` +
          seen.map(([w, s]) => `${w} ${s.top}-${s.bottom}`).join(', '),
      );
      expect(
        seen.filter(([, s]) => !inView(s)).map(([w, s]) => `${w} ${s.top}-${s.bottom}`),
      ).toEqual([]);

      // Names, never ids, anywhere on the page (rule citations aside).
      expect((await pageWords(page)).match(ID) ?? []).toEqual([]);

      await page.evaluate(() => window.scrollTo(0, 0));
      await checkBothThemes(page, `votg-phone-${width}-*-top`);
      await page.getByTestId('votg-outcome').scrollIntoViewIfNeeded();
      await checkBothThemes(page, `votg-phone-${width}-*-result`);
    });

    test(`the Activation Check's and the Turn-5 Advance dr's results are in view (${width}x${height})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await openApp(page, 'votg');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByTestId('votg-ac').fill('3');
      await page.getByRole('button', { name: 'Keep card values' }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      const ac = page.getByTestId('votg-ac-check');
      await ac.locator('summary').click();
      await ac.getByRole('button', { name: 'dr 4', exact: true }).click();
      await expect(page.getByTestId('votg-ac-result')).toBeInViewport({ ratio: 1 });
      await ac.locator('summary').click();
      // On to ENEMY Player Turn 5 (v1: FRIENDLY first), where the Advance dr is due (line 919).
      const next = page.getByRole('button', { name: 'Next Player Turn', exact: true });
      for (let i = 0; i < 9; i++) await next.click();
      await expect(page.getByTestId('votg-turn-at')).toHaveText('Turn 5 · ENEMY RPh');
      await page.getByRole('button', { name: 'Roll the Advance dr for me' }).click();
      await expect(page.getByTestId('votg-advance-result')).toBeInViewport({ ratio: 1 });
      const bar = (await page.locator('header.bar').boundingBox())!;
      const box = (await page.getByTestId('votg-advance-result').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(Math.floor(bar.y + bar.height));
    });

    test(`the roller reopens where it was after a reload (${width}x${height})`, async ({
      page,
    }) => {
      await openApp(page, 'votg');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByRole('button', { name: 'G3', exact: true }).click();
      await expect(page.getByTestId('votg-target')).toContainText('G3');
      await page.reload();
      await expect(page.getByTestId('votg-target')).toContainText('G3 ');
      await expect(page.getByRole('button', { name: 'G3', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // A setup roll of the Mission reopens too.
      await page.getByRole('button', { name: 'Roll ENEMY SAN' }).click();
      await page.reload();
      await expect(page.getByTestId('votg-target')).toContainText('v1 ENEMY SAN');
      // A follow-up reopens too, and is still rolled for the roll it came from.
      await page.getByRole('button', { name: 'A1', exact: true }).click();
      await page.getByTestId('votg-dice-c-1').click();
      await page.getByTestId('votg-dice-w-2').click();
      await page.getByRole('button', { name: 'Leader: R3' }).click();
      await page.reload();
      await expect(page.getByTestId('votg-target')).toContainText('for: Leader');
      await page.getByRole('button', { name: 'Roll for me' }).click();
      await expect(page.getByRole('button', { name: 'Leader: R3' })).toHaveCount(0);
    });
  });
}
