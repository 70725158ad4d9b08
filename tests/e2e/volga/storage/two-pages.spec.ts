/**
 * Two pages on one game, through the game screen: both try to act, again and again, while the
 * read-only one now and then takes over (sometimes while the other's action is being saved).
 * Page A only ever buys Artillery and page B only Engineers, so every action is attributable:
 * an action counts as acknowledged when its page showed it saved (its own Support count went
 * up). At the end the stored game holds exactly the acknowledged actions, none lost and none
 * twice, and whenever a page could not act it said why.
 */
import { expect, type Page, test } from '@playwright/test';
import { storedGame } from '../../support/gamesDb';
import { startGame, useFixtureKit } from '../game/helpers';

/** The stored game record's fields this test reads. */
type StoredGame = { revision: number; log: { action: { type: string; marker?: string } }[] };

/** Reads the stored game record raw from IndexedDB. */
const stored = (page: Page, id: string) => storedGame<StoredGame>(page, id);

const ROUNDS = 6;

/** The Support markers ready, as the page shows them (its saved snapshot). */
async function support(page: Page): Promise<{ art: number; eng: number }> {
  const text = (await page.getByTestId('stat-support').locator('summary').textContent()) ?? '';
  const m = /Art (\d+) · Eng (\d+)/.exec(text);
  if (!m) throw new Error(`no Support count in ${text}`);
  return { art: Number(m[1]), eng: Number(m[2]) };
}

const revision = async (page: Page) =>
  Number(await page.locator('.game').getAttribute('data-revision'));

/**
 * Page tries to buy its marker: returns 'acknowledged' when the page showed the purchase saved,
 * 'refused' when it said it could not (read-only banner or "Not saved"), 'disabled' when the
 * button could not be pressed at all (the page is read-only and says why).
 */
async function tryToBuy(page: Page, marker: 'Artillery' | 'Engineer') {
  const key = marker === 'Artillery' ? 'art' : 'eng';
  const before = (await support(page))[key];
  const button = page.getByRole('button', { name: new RegExp(`^Buy ${marker} ·`) });
  // Pressed only if pressable at that instant (checked and clicked in one step in the page).
  const pressed = await button.evaluate((b: HTMLButtonElement) => {
    if (b.disabled) return false;
    b.click();
    return true;
  });
  if (!pressed) {
    // Not pressable: the page is read-only and its banner says why (unless it is just taking
    // the game over, or still saving its last action).
    const banner = page.getByTestId('read-only');
    if (await banner.count())
      expect(await banner.textContent()).toMatch(
        /open for play in another tab|Another tab took over/,
      );
    return 'disabled' as const;
  }
  // Settled: the page shows its purchase saved, or says why it was not.
  const outcome = await expect
    .poll(
      async () => {
        if ((await support(page))[key] === before + 1) return 'acknowledged';
        const status = page.getByTestId('save-status');
        const bar = (await status.textContent()) ?? '';
        // Still on its way: a take over can make the page read-only while its own action is
        // being saved, and that action may yet land (then the page shows it) or be refused.
        // (A short save is not shown as "Saving…"; the bar's data-save says it runs.)
        if ((await status.getAttribute('data-save')) === 'saving') return 'pending';
        if (/Not saved/.test(bar)) return 'refused';
        if (await page.getByTestId('read-only').count()) return 'refused';
        return 'pending';
      },
      { timeout: 10_000 },
    )
    .not.toBe('pending')
    .then(async () => ((await support(page))[key] === before + 1 ? 'acknowledged' : 'refused'));
  if (outcome === 'refused') {
    // The page says why: read-only (another tab has the game) or this action was not saved.
    const why = `${await page.getByTestId('save-status').textContent()} ${
      (await page.getByTestId('read-only').count())
        ? await page.getByTestId('read-only').textContent()
        : ''
    }`;
    expect(why).toMatch(/changed elsewhere|another tab|took over|not saved/i);
    // A refused save is dismissed so the page can act again when it is the writer.
    const ok = page.getByTestId('save-status').getByRole('button', { name: /^(OK|Discard)$/ });
    if (await ok.count()) await ok.click();
  }
  return outcome;
}

/** The read-only page takes the game over: it becomes the writer, and says so no more. */
async function takeOver(page: Page): Promise<string> {
  await page.getByTestId('read-only').getByRole('button', { name: 'Take over' }).click();
  await expect(page.locator('.game')).toHaveAttribute('data-access', 'writer');
  return 'took over';
}

test('two pages on one game both try to act, with takeovers: no action is lost or duplicated', async ({
  page: a,
  context,
}) => {
  test.setTimeout(90_000);
  await useFixtureKit(a);
  await startGame(a, { name: 'Two pages', dice: 'app', cup: 'digital' });
  const id = /#\/game\/([^/?]+)/.exec(a.url())![1]!;
  // To the Supply purchases with 24 points: the app's Random Event, then a typed Supply roll.
  await a
    .getByTestId('event-dice')
    .getByRole('button', { name: /for me$/ })
    .click();
  await a.getByTestId('supply-dice').getByRole('radio', { name: 'I roll (type the dice)' }).check();
  await a.getByTestId('supply-by-faces').click();
  for (let i = 0; i < 4; i++) await a.getByTestId(`supply-supply-${i}-6`).check();
  await a.getByRole('button', { name: 'Record the Supply roll' }).click();
  await expect(a.getByTestId('supply-bank')).toContainText('24 Supply Points');
  const start = await revision(a);

  const b = await context.newPage();
  await b.goto(a.url());
  await expect(b.getByTestId('read-only')).toContainText(
    'This game is open for play in another tab or window, so here it is read-only',
  );
  await expect(b.getByRole('button', { name: /^Buy Engineer/ })).toBeDisabled();

  let seed = 6;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const acked = { a: 0, b: 0 };
  const outcomes: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const readOnly = (await a.getByTestId('read-only').count()) ? a : b;
    const writer = readOnly === a ? b : a;
    const buy = (p: Page) => tryToBuy(p, p === a ? 'Artillery' : 'Engineer');
    const tally = (p: Page, r: string, note = '') => {
      if (r === 'acknowledged') acked[p === a ? 'a' : 'b'] += 1;
      outcomes.push(`${p === a ? 'A' : 'B'} ${r}${note}`);
    };
    if (rand() < 0.7) {
      // The writer acts while the read-only page takes the game over; then both try again.
      const [r] = await Promise.all([buy(writer), takeOver(readOnly)]);
      tally(writer, r, ' during a takeover');
    }
    const [ra, rb] = await Promise.all([buy(a), buy(b)]);
    tally(a, ra);
    tally(b, rb);
  }

  // Both pages come to show the same saved game; the store holds exactly what was acknowledged.
  const saved = await stored(a, id);
  await expect.poll(() => revision(a)).toBe(saved.revision);
  await expect.poll(() => revision(b)).toBe(saved.revision);
  const bought = saved.log.slice(start - 1).map((e) => e.action);
  const story = `${JSON.stringify(acked)} ${outcomes.join(' | ')}; stored: ${bought.map((x) => x.marker).join()}`;
  expect(bought.every((x) => x.type === 'buySupport')).toBe(true);
  expect(
    bought.filter((x) => x.marker === 'artillery'),
    story,
  ).toHaveLength(acked.a);
  expect(
    bought.filter((x) => x.marker === 'engineer'),
    story,
  ).toHaveLength(acked.b);
  expect(saved.revision).toBe(start + acked.a + acked.b);
  expect(await support(a)).toEqual({ art: acked.a, eng: acked.b });
  // The run really had both pages acting and being refused.
  expect(acked.a + acked.b, outcomes.join(' | ')).toBeGreaterThanOrEqual(4);
  expect(outcomes.join(' ')).toMatch(/disabled|refused/);
  console.log(`two pages: ${JSON.stringify(acked)} ${outcomes.join(' | ')}`);
});
