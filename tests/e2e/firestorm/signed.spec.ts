/**
 * A club that can trust its links: two campaigns on one map each get their own result
 * back (never the other's, though battle 1 had the same roll and arrow in both); a campaign link
 * and a result link changed after signing are shown as changed; two players' different results
 * for one battle are reviewed side by side and one kept, the other set aside in the log.
 * Screenshots at 390x844 and 360.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { packText, unpackText } from '../../../src/core/files/fragment';
import { openApp, SCREENSHOT_DIR } from '../support/app';
import { Player } from '../support/player';
import { bigTargets, Table } from './table';

/** The organiser's campaign, started on the test map with battle 1 placed F → A. */
async function startCampaign(page: Page, name: string): Promise<Table> {
  await page.getByTestId('fs-start-fixture').click();
  const table = new Table(page, new Player(page));
  await table.place(4, 'F → A');
  await page.getByRole('radio', { name: 'Saved' }).check();
  const open = page.locator('.fs-list-open');
  await open.getByRole('button', { name: /^Rename/ }).click();
  await page.locator('[data-testid$="-name"]').first().fill(name);
  await page.locator('[data-testid^="fs-rename-"][data-testid$="-go"]').click();
  await expect(open).toContainText(name);
  return table;
}

/** The campaign's signed link from Files, signed under `by`. */
async function shareLink(page: Page, by: string): Promise<string> {
  await page.getByRole('radio', { name: 'Files' }).check();
  const name = page.getByTestId('fs-share-name');
  await name.fill(by);
  await name.blur();
  const link = page.getByTestId('fs-share-link');
  await expect(link).toHaveValue(/~/);
  // The name is signed into the link: wait for the link signed under it.
  await expect
    .poll(async () => {
      const l = await link.inputValue();
      return (await unpackLink(l)).includes(`by "${by}"`);
    })
    .toBe(true);
  return link.inputValue();
}

/** The text a link's payload carries, and its parts. */
function parts(link: string) {
  const mark = link.includes('/shared/') ? '#/firestorm/shared/' : '#/firestorm/result/';
  const at = link.indexOf(mark) + mark.length;
  const [body, sig] = link.slice(at).split('~') as [string, string | undefined];
  return {
    head: link.slice(0, at),
    version: body[0],
    text: unpackText(body.slice(1), 200_000) ?? '',
    sig,
  };
}
const unpackLink = async (link: string) => parts(link).text;

/** The link with its payload's text changed, packed again and its signature kept. */
function forge(link: string, change: (t: string) => string): string {
  const p = parts(link);
  const changed = change(p.text);
  expect(changed).not.toBe(p.text);
  return `${p.head}${p.version}${packText(changed)}~${p.sig}`;
}

/** Opens `link` in a fresh load of the app, so no screen is left from the link before. */
async function openLink(page: Page, link: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(link);
}

async function phone(browser: Browser): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await openApp(page);
  return page;
}

/** On a player's phone: opens the campaign link, fights battle 1 and returns its result link. */
async function sendResult(
  page: Page,
  link: string,
  r: 'attacker' | 'draw',
  sender: string,
  details?: { german: string; soviet: string; score: [number, number]; notes: string },
): Promise<string> {
  await openLink(page, link);
  await expect(page.getByTestId('fs-shared')).toBeVisible({ timeout: 30_000 });
  const t = new Table(page, new Player(page));
  await t.mission(1, 'Chosen together');
  if (details) {
    const card = page.getByTestId('fs-b1');
    await card.getByTestId('fs-b1-details').locator('summary').click();
    await page.getByTestId('fs-b1-player-german').fill(details.german);
    await page.getByTestId('fs-b1-player-soviet').fill(details.soviet);
    await page.getByTestId('fs-b1-date').fill('2026-11-28');
    await page.getByTestId('fs-b1-score-german').fill(String(details.score[0]));
    await page.getByTestId('fs-b1-score-soviet').fill(String(details.score[1]));
    await page.getByTestId('fs-b1-notes').fill(details.notes);
  }
  await t.result(1, r);
  const name = page.getByTestId('fs-send-1-name');
  await name.fill(sender);
  await name.blur();
  const out = page.getByTestId('fs-send-1-link');
  await expect
    .poll(async () => parts(await out.inputValue()).text.includes(`by "${sender}"`))
    .toBe(true);
  return out.inputValue();
}

test('two campaigns on one map: each result goes to its own campaign, opened in one tap', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openApp(page, 'firestorm');
  await startCampaign(page, 'Table C');
  const linkC = await shareLink(page, 'Anna');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/firestorm-share-signed.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/firestorm-share-signed-360.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('radio', { name: 'Saved' }).check();
  await page.getByTestId('fs-new').click();
  const tableD = await startCampaign(page, 'Table D');
  const linkD = await shareLink(page, 'Anna');
  expect(parts(linkC).text).toMatch(/^campaign \S+ "Table C"/);
  expect(parts(linkD).text).toMatch(/^campaign \S+ "Table D"/);

  const player = await phone(browser);
  const resultC = await sendResult(player, linkC, 'attacker', 'Ben');
  await expect(player.getByTestId('fs-shared-trust')).toContainText('From Anna, checked');
  await expect(player.getByTestId('fs-shared')).toContainText('Table C');
  await player.setViewportSize({ width: 360, height: 740 });
  expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
  await player.screenshot({
    path: `${SCREENSHOT_DIR}/firestorm-result-signed-360.png`,
    fullPage: true,
  });
  await player.setViewportSize({ width: 390, height: 844 });
  const resultD = await sendResult(player, linkD, 'draw', 'Ben');
  await player.context().close();

  // Table D is open: Table C's result offers to open Table C, and is recorded there.
  await openLink(page, resultC);
  const review = page.getByTestId('fs-review');
  await expect(review).toContainText('Table C');
  await expect(page.getByTestId('fs-review-trust')).toContainText('Sent by Ben, checked');
  await page.getByTestId('fs-review-open').click();
  await expect(page.getByTestId('fs-review-change')).toContainText('Soviet takes A.');
  await page.getByTestId('fs-review-record').click();
  await expect(page.getByTestId('fs-review-done')).toContainText('Soviet takes A.');
  // Table D's result, with Table C now open: one tap to open Table D, one to record.
  await openLink(page, resultD);
  await expect(page.getByTestId('fs-review-elsewhere')).toContainText('“Table D”');
  await page.getByTestId('fs-review-open').click();
  await page.getByTestId('fs-review-record').click();
  await expect(page.getByTestId('fs-review-done')).toContainText('Neither won');
  await page.getByTestId('fs-review-back').click();
  await page.getByRole('radio', { name: 'Campaign' }).check();
  await expect(tableD.owner('A')).toHaveText('German');
  await page.getByRole('radio', { name: 'Saved' }).check();
  await expect(page.getByTestId('fs-list')).toContainText(/Table C[\s\S]*1 battle recorded/);
  await expect(page.getByTestId('fs-list')).toContainText(/Table D[\s\S]*1 battle recorded/);
  // Table D's result again, now that it has one: the same result, nothing to do.
  await openLink(page, resultD);
  await expect(page.getByTestId('fs-review-same')).toBeVisible();
});

test('a campaign link and a result link changed after signing are shown as changed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openApp(page, 'firestorm');
  await startCampaign(page, 'Table C');
  const link = await shareLink(page, 'Anna');
  // One area's VP changed from what Anna shared, the payload packed again, her signature kept.
  const forged = forge(link, (t) => t.replace(/^(area \S+ )\d+/m, '$140'));

  // A phone that first opened the real link (and so knows Anna's key) is told.
  const player = await phone(browser);
  await openLink(player, link);
  await expect(player.getByTestId('fs-shared-trust')).toContainText('From Anna, checked');
  await openLink(player, forged);
  const trust = player.getByTestId('fs-shared-trust');
  await expect(trust).toHaveAttribute('data-trust', 'changed');
  await expect(trust).toContainText('Changed since Anna shared it');
  await player.screenshot({ path: `${SCREENSHOT_DIR}/firestorm-forged-link.png` });
  // The same link with the signature cut off: still "changed" on a phone that knows the campaign.
  await openLink(player, link.split('~')[0] as string);
  await expect(trust).toHaveAttribute('data-trust', 'changed');
  // A phone that never saw the campaign is told too: the signature does not match.
  const fresh = await phone(browser);
  await openLink(fresh, forged);
  await expect(fresh.getByTestId('fs-shared-trust')).toContainText('Changed since Anna shared it', {
    timeout: 30_000,
  });
  await fresh.context().close();

  // A player's result, changed from a win to a draw after signing.
  const result = await sendResult(player, link, 'attacker', 'Ben');
  await player.context().close();
  const forgedResult = forge(result, (t) => t.replace('r 1 attacker', 'r 1 draw'));
  await openLink(page, forgedResult);
  const rt = page.getByTestId('fs-review-trust');
  await expect(rt).toHaveAttribute('data-trust', 'changed');
  await expect(rt).toContainText('Changed since Ben sent it');
  await expect(page.getByTestId('fs-review-record')).toHaveText('Record it anyway');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/firestorm-forged-result.png` });
  await openLink(page, result);
  await expect(rt).toContainText('Sent by Ben, checked');
});

test('two players send different results for one battle: reviewed side by side, one kept, the other set aside', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openApp(page, 'firestorm');
  await startCampaign(page, 'Table C');
  const link = await shareLink(page, 'Anna');
  const ben = await phone(browser);
  const fromBen = await sendResult(ben, link, 'attacker', 'Ben', {
    german: 'Carl',
    soviet: 'Ben',
    score: [2, 5],
    notes: 'Ben held the ridge',
  });
  await ben.context().close();
  const carl = await phone(browser);
  const fromCarl = await sendResult(carl, link, 'draw', 'Carl', {
    german: 'Carl',
    soviet: 'Ben',
    score: [4, 4],
    notes: 'Called at time',
  });
  await carl.context().close();

  await openLink(page, fromBen);
  // Everything the organiser needs before Record: who sent it, players, date, score, notes, change.
  await expect(page.getByTestId('fs-review-trust')).toContainText('Sent by Ben, checked');
  const details = page.getByTestId('fs-review-details');
  await expect(details).toContainText('Carl (German) v Ben (Soviet)');
  await expect(details).toContainText('2026-11-28');
  await expect(details).toContainText('score German 2, Soviet 5');
  await expect(details).toContainText('Ben held the ridge');
  const change = page.getByTestId('fs-review-change');
  await expect(change).toContainText('Soviet takes A.');
  await expect(change).toContainText('A ');
  await expect(change).toContainText(/Soviet VP: \d+ → \d+/);
  await expect(change).toContainText('After:');
  await bigTargets(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/firestorm-review-details.png`, fullPage: true });
  await page.getByTestId('fs-review-record').click();
  await expect(page.getByTestId('fs-review-done')).toContainText('Soviet takes A.');
  await page.getByTestId('fs-review-back').click();
  // Saved: it is there after a reload.
  await page.reload();
  await expect(new Table(page, new Player(page)).owner('A')).toHaveText('Soviet');

  // Carl's differs: both side by side, with what taking Carl's would change.
  await openLink(page, fromCarl);
  await expect(page.getByTestId('fs-review-compare')).toBeVisible();
  await expect(page.getByTestId('fs-review-recorded')).toContainText('the attacker won');
  await expect(page.getByTestId('fs-review-recorded')).toContainText('Ben held the ridge');
  const sent = page.getByTestId('fs-review-sent');
  await expect(sent).toContainText('Sent by Carl');
  await expect(sent).toContainText('neither won');
  await expect(sent).toContainText('Called at time');
  await expect(page.getByTestId('fs-review-sent-change')).toContainText('A');
  await bigTargets(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/firestorm-review-compare.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({
    path: `${SCREENSHOT_DIR}/firestorm-review-compare-360.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('fs-review-take').click();
  await expect(page.getByTestId('fs-review-done')).toContainText('set aside');
  await page.getByTestId('fs-review-back').click();
  const t = new Table(page, new Player(page));
  await expect(t.owner('A')).toHaveText('German');
  // Ben's result is kept in the log, set aside.
  await expect(page.getByTestId('fs-aside-1')).toContainText('the attacker won');
  await expect(page.getByTestId('fs-aside-1')).toContainText('Ben held the ridge');
});
