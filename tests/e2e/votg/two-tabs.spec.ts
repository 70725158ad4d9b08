/**
 * The same VotG Mission open in two tabs of one browser. Told over the tabs' channel, tab B
 * shows tab A's roll and records its own after it: both are kept. A tab that hears nothing rolls
 * on the Mission as it read it, then starts another Mission: both refused with a notice, shown
 * the stored Mission, and tab A's rolls are kept. Both tabs rolling within 0-50 ms of each other,
 * round after round: the stored log holds exactly the rolls either tab showed in its log, none
 * lost and none twice. A full disk: the roll is not shown as done, and the screen says what to do.
 */
import { expect, type Page, test } from '@playwright/test';
import { STALE_NOTICE } from '../../../src/core/persist/record-store';
import { readIdb, SCREENSHOT_DIR } from '../support/app';
import {
  cutChannel,
  fillKeyvalDisk,
  recordShown,
  settled,
  shownTexts,
  together,
} from '../support/tabs';

test.use({ viewport: { width: 390, height: 844 } });

const LINE = '.votg-log-list li';
const lines = (page: Page) => page.locator(LINE);

async function openTab(page: Page): Promise<void> {
  await page.goto('/#/votg');
  await expect(page.locator('.votg')).toBeVisible();
}

async function startMission(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByTestId('votg-target')).toContainText('A1 ENEMY Activation');
}

/** Types an A1 roll: the colored die, then the white one (the second tap records it). */
async function rollA1(page: Page, colored: number, white: number): Promise<void> {
  await page.getByTestId(`votg-dice-c-${colored}`).check();
  // Not check(): the roll is recorded at once and the dice cleared for the next one.
  await page.getByTestId(`votg-dice-w-${white}`).click();
}

/** The dice of the stored Mission's rolls, in order ("1-2" for colored 1, white 2). */
async function storedRolls(page: Page): Promise<string[]> {
  const m = (await readIdb(page, 'votg/mission')) as { log?: Array<{ dice?: number[] }> };
  return (m?.log ?? []).map((e) => (e.dice ?? []).join('-'));
}

/** The dice of a roll's log line ("1-2"), or null for a line that is no roll. */
const diceOf = (text: string) => {
  const m = /colored (\d), white (\d)/.exec(text);
  return m ? `${m[1]}-${m[2]}` : null;
};

test('two tabs, both told: tab B rolls after tab A; both rolls are kept', async ({ browser }) => {
  const context = await browser.newContext();
  const pageA = await context.newPage();
  const pageB = await context.newPage();
  await openTab(pageA);
  await startMission(pageA);
  await openTab(pageB);
  await expect(pageB.getByText('Nothing rolled yet.')).toBeVisible();

  await rollA1(pageA, 1, 2);
  await expect(lines(pageA)).toHaveCount(1);
  // Tab B moved on with tab A: it shows the roll without a reload.
  await expect(lines(pageB)).toHaveCount(1);
  await expect(lines(pageB).first()).toContainText('colored 1, white 2');
  await rollA1(pageB, 4, 1);
  await expect(lines(pageB)).toHaveCount(2);
  await expect(pageB.getByTestId('votg-notice')).toHaveCount(0);
  await expect(lines(pageA)).toHaveCount(2);

  for (const page of [pageA, pageB]) {
    await page.reload();
    await expect(lines(page)).toHaveCount(2);
    await expect(lines(page).first()).toContainText('colored 4, white 1');
    await expect(lines(page).last()).toContainText('colored 1, white 2');
  }
  expect(await storedRolls(pageA)).toEqual(['1-2', '4-1']);
  await context.close();
});

test('a tab that heard nothing rolls, then starts another Mission: refused with a notice each time; tab A’s rolls are kept', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const pageA = await context.newPage();
  const pageB = await context.newPage();
  await cutChannel(pageB);
  await openTab(pageA);
  await startMission(pageA);
  await openTab(pageB);
  await expect(pageB.getByText('Nothing rolled yet.')).toBeVisible();

  await rollA1(pageA, 1, 2);
  await expect(lines(pageA)).toHaveCount(1);
  await expect(pageB.getByText('Nothing rolled yet.')).toBeVisible();

  // Tab B rolls on the Mission as it read it: refused, told why, shown the stored Mission.
  await rollA1(pageB, 4, 1);
  await expect(pageB.getByTestId('votg-notice')).toContainText(STALE_NOTICE);
  await expect(lines(pageB)).toHaveCount(1);
  await expect(lines(pageB).first()).toContainText('colored 1, white 2');
  await pageB.getByTestId('votg-notice').scrollIntoViewIfNeeded();
  await pageB.screenshot({ path: `${SCREENSHOT_DIR}/votg-stale-tab-notice.png` });
  await pageB.getByTestId('votg-notice').getByRole('button', { name: 'OK' }).click();
  await expect(pageB.getByTestId('votg-notice')).toHaveCount(0);

  // Tab A rolls again; tab B, still hearing nothing, starts another Mission over it: refused.
  await rollA1(pageA, 2, 3);
  await expect(lines(pageA)).toHaveCount(2);
  await pageB.locator('.votg-new summary').click();
  await pageB.getByRole('radio', { name: /^v2 / }).check();
  await pageB.getByRole('button', { name: 'Start this Mission instead' }).click();
  await expect(pageB.getByTestId('votg-notice')).toContainText(STALE_NOTICE);
  await expect(lines(pageB)).toHaveCount(2);

  for (const page of [pageA, pageB]) {
    await page.reload();
    await expect(lines(page)).toHaveCount(2);
    await expect(page.getByTestId('votg-card')).toContainText('The Last Train Out');
  }
  expect(await storedRolls(pageA)).toEqual(['1-2', '2-3']);
  expect(await readIdb(pageA, 'votg/previous')).toBeUndefined();
  await context.close();
});

test('both tabs roll within 0-50 ms of each other for 15 rounds: every roll shown is stored once', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  const pageA = await context.newPage();
  const pageB = await context.newPage();
  for (const page of [pageA, pageB]) await recordShown(page, LINE);
  await openTab(pageA);
  await startMission(pageA);
  await openTab(pageB);
  await expect(pageB.getByTestId('votg-target')).toContainText('A1 ENEMY Activation');

  // Each roll's dice name it: tab A's colored die is 1-3, tab B's 4-6, and no pair repeats.
  const dice = (tab: 'A' | 'B', i: number) => ({
    colored: (tab === 'A' ? 1 : 4) + Math.floor(i / 6),
    white: (i % 6) + 1,
  });
  const rounds = 15;
  const apart: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const a = dice('A', i);
    const b = dice('B', i);
    await pageA.getByTestId(`votg-dice-c-${a.colored}`).check();
    await pageB.getByTestId(`votg-dice-c-${b.colored}`).check();
    apart.push(
      await together(
        { page: pageA, testId: `votg-dice-w-${a.white}` },
        { page: pageB, testId: `votg-dice-w-${b.white}` },
        i,
      ),
    );
    await settled(pageA, 'votg-saving');
    await settled(pageB, 'votg-saving');
  }

  // What each tab showed as done: its own rolls that appeared in its log.
  const shown = async (page: Page) =>
    new Set((await shownTexts(page)).map(diceOf).filter((d): d is string => d !== null));
  const inA = await shown(pageA);
  const inB = await shown(pageB);
  const mine = (seen: Set<string>, tab: 'A' | 'B') =>
    [...seen].filter((d) => Number(d[0]) <= 3 === (tab === 'A'));
  const ackA = mine(inA, 'A');
  const ackB = mine(inB, 'B');
  const refusedA = await pageA.getByTestId('votg-notice').count();
  const refusedB = await pageB.getByTestId('votg-notice').count();

  for (const page of [pageA, pageB]) await page.reload();
  const stored = await storedRolls(pageA);
  console.log(
    `votg two tabs: ${rounds * 2} rolls tapped; acknowledged A ${ackA.length}, B ${ackB.length}; ` +
      `stored ${stored.length}; notice shown A ${refusedA}, B ${refusedB}; ms apart ${apart.join(',')}`,
  );
  // The taps of a round land within 0-50 ms of each other; on a loaded machine a page's timer or
  // the other tab's write may come late, so some rounds land further apart, but not the middle one.
  expect([...apart].sort((x, y) => x - y)[Math.floor(rounds / 2)]).toBeLessThanOrEqual(50);
  // None stored twice, none lost, none stored that no tab showed as done.
  expect(new Set(stored).size).toBe(stored.length);
  expect([...stored].sort()).toEqual([...ackA, ...ackB].sort());
  // Whatever either tab showed at any moment is still there.
  for (const d of [...inA, ...inB]) expect(stored).toContain(d);
  // A tap that was not kept was refused in its own tab with the notice.
  if (ackA.length < rounds) expect(refusedA).toBe(1);
  if (ackB.length < rounds) expect(refusedB).toBe(1);
  for (const page of [pageA, pageB]) await expect(lines(page)).toHaveCount(stored.length);
  await context.close();
});

test('a full disk: the roll is not shown as done, and the screen says what to do', async ({
  page,
}) => {
  await openTab(page);
  await startMission(page);
  await rollA1(page, 1, 2);
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByTestId('votg-final')).toHaveText('5');
  const before = await readIdb(page, 'votg/mission');

  await fillKeyvalDisk(page);
  await rollA1(page, 6, 6);
  await expect(page.getByTestId('votg-failure')).toContainText("This device's storage is full");
  await expect(page.getByTestId('votg-failure')).toContainText('Export to keep your record');
  await expect(page.getByTestId('votg-saving')).toHaveText('');
  // Nothing of the roll is shown: not in the log, not as the latest result.
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByTestId('votg-final')).toHaveText('5');
  await expect(page.locator('.votg')).not.toContainText('colored 6, white 6');
  await page.getByTestId('votg-failure').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/votg-storage-full.png` });
  expect(await readIdb(page, 'votg/mission')).toEqual(before);

  await page.reload();
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByTestId('votg-final')).toHaveText('5');
});
