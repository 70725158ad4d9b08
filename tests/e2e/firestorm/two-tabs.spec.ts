/**
 * The same campaign open in two tabs of one browser. Told over the tabs' channel, tab B shows
 * tab A's battle and records its own after it: both are kept. A tab that hears nothing (no
 * BroadcastChannel) and records on an older campaign is refused inside the write, shown the
 * stored campaign and told so: the battle tab A recorded is never written over. Both tabs placing
 * a marker within 0-50 ms of each other, round after round: the stored campaign holds exactly the
 * placements either tab showed as a battle, none lost and none twice.
 */
import { expect, type Page, test } from '@playwright/test';
import { readOpenCampaign, SCREENSHOT_DIR } from '../support/app';
import { Player } from '../support/player';
import { recordShown, settled, shownTexts, together } from '../support/tabs';
import { Table } from './table';

test.use({ viewport: { width: 390, height: 844 } });

async function openTab(page: Page): Promise<Table> {
  await page.goto('/#/firestorm');
  await expect(page.getByTestId('fs-markers')).toBeVisible();
  return new Table(page, new Player(page));
}

test('two tabs, both told: tab B records its battle after tab A’s; both are kept', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const pageA = await context.newPage();
  await pageA.goto('/#/firestorm');
  await pageA.getByTestId('fs-start-fixture').click();
  const a = await openTab(pageA);
  const pageB = await context.newPage();
  const b = await openTab(pageB);
  await expect(pageB.getByTestId('fs-markers')).toContainText('Markers used 0 of 15');

  await a.place(4, 'F → A');
  await a.mission(1, 'Chosen together');
  await a.result(1, 'attacker');
  // Tab B moved on with tab A: it shows battle 1 without a reload.
  await expect(pageB.getByTestId('fs-markers')).toContainText('Markers used 1 of 15');
  await b.place(5, 'H → C');
  await b.mission(2, 'Counterattack', 2);
  await b.result(2, 'attacker');
  await expect(pageB.getByTestId('fs-notice')).toHaveCount(0);

  for (const page of [pageA, pageB]) {
    await page.reload();
    await expect(page.getByTestId('fs-markers')).toContainText('Markers used 2 of 15');
  }
  await context.close();
});

test('a tab that heard nothing is refused with a notice; the other tab’s battle is kept', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const pageA = await context.newPage();
  await pageA.goto('/#/firestorm');
  await pageA.getByTestId('fs-start-fixture').click();
  const a = await openTab(pageA);
  const pageB = await context.newPage();
  // Tab B has no channel to the other tabs: it keeps showing what it read.
  await pageB.addInitScript(() => {
    Object.defineProperty(globalThis, 'BroadcastChannel', { value: undefined });
  });
  const b = await openTab(pageB);

  await a.place(4, 'F → A');
  await a.mission(1, 'Chosen together');
  await a.result(1, 'attacker');
  await expect(pageA.getByTestId('fs-markers')).toContainText('Markers used 1 of 15');
  await expect(pageB.getByTestId('fs-markers')).toContainText('Markers used 0 of 15');

  // Tab B places its own marker on the campaign as it read it: refused, and told why.
  const card = pageB.getByTestId('fs-place');
  await pageB.getByTestId('fs-place-place-5').click();
  await card.getByRole('radio', { name: 'H → C', exact: true }).click();
  await pageB.getByTestId('fs-place-go').click();
  await expect(pageB.getByTestId('fs-notice')).toContainText(
    'Another tab changed this; showing its latest.',
  );
  await expect(pageB.getByTestId('fs-markers')).toContainText('Markers used 1 of 15');
  await pageB.getByTestId('fs-notice').scrollIntoViewIfNeeded();
  await pageB.screenshot({ path: `${SCREENSHOT_DIR}/firestorm-stale-tab-notice.png` });
  expect(b).toBeTruthy();

  for (const page of [pageA, pageB]) {
    await page.reload();
    await expect(page.getByTestId('fs-markers')).toContainText('Markers used 1 of 15');
  }
  await context.close();
});

test('both tabs place a marker within 0-50 ms of each other for 7 rounds: every battle shown is stored once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const pageA = await context.newPage();
  const pageB = await context.newPage();
  for (const page of [pageA, pageB]) await recordShown(page, '.fs-battle');
  await pageA.goto('/#/firestorm');
  await pageA.getByTestId('fs-start-fixture').click();
  await openTab(pageA);
  await openTab(pageB);
  await expect(pageB.getByTestId('fs-markers')).toContainText('Markers used 0 of 15');

  // Each tab's die names its placements: tab A types 1-3, tab B 4-6. A City Fight is always a
  // legal marker, whoever places it (so both tabs can aim at the same next marker).
  const die = (tab: 'A' | 'B', i: number) => (tab === 'A' ? 1 : 4) + (i % 3);
  const rounds = 7;
  const apart: number[] = [];
  for (let i = 0; i < rounds; i++) {
    for (const [page, tab] of [
      [pageA, 'A'],
      [pageB, 'B'],
    ] as const) {
      await page.getByTestId(`fs-place-place-${die(tab, i)}`).check();
      await page
        .getByTestId('fs-place')
        .getByRole('radio', { name: 'City Fight in Stalingrad' })
        .check();
    }
    apart.push(
      await together(
        { page: pageA, testId: 'fs-place-go' },
        { page: pageB, testId: 'fs-place-go' },
        i,
      ),
    );
    await settled(pageA, 'fs-saving');
    await settled(pageB, 'fs-saving');
  }

  // A battle as a tab showed it: its marker and placement die ("3:5").
  const battleOf = (text: string) => {
    const m = /Battle (\d+)[\s\S]*Placement roll (\d)/.exec(text);
    return m ? `${m[1]}:${m[2]}` : null;
  };
  const shown = async (page: Page) =>
    new Set((await shownTexts(page)).map(battleOf).filter((b): b is string => b !== null));
  const inA = await shown(pageA);
  const inB = await shown(pageB);
  const noticeA = await pageA.getByTestId('fs-notice').count();
  const noticeB = await pageB.getByTestId('fs-notice').count();

  for (const page of [pageA, pageB]) await page.reload();
  const record = await readOpenCampaign(pageA);
  const stored = (record?.log ?? [])
    .filter(
      (e): e is { kind: 'place'; die: { value: number } } =>
        (e as { kind?: string }).kind === 'place',
    )
    .map((e, k) => `${k + 1}:${e.die.value}`);
  console.log(
    `firestorm two tabs: ${rounds * 2} placements tapped; shown A ${inA.size}, B ${inB.size}; ` +
      `stored ${stored.length}; notice shown A ${noticeA}, B ${noticeB}; ms apart ${apart.join(',')}`,
  );
  expect([...apart].sort((x, y) => x - y)[Math.floor(rounds / 2)]).toBeLessThanOrEqual(50);
  // At least one placement a round is kept, and each marker number once.
  expect(stored.length).toBeGreaterThanOrEqual(rounds);
  // Whatever either tab showed as a battle is stored as it showed it: none lost, none changed.
  for (const b of [...inA, ...inB]) expect(stored).toContain(b);
  // None stored that no tab showed.
  for (const b of stored) expect([...inA, ...inB]).toContain(b);
  // A tap that was not kept was refused in its own tab with the notice.
  const mine = (seen: Set<string>, low: boolean) =>
    [...seen].filter((b) => Number(b.split(':')[1]) <= 3 === low).length;
  if (mine(inA, true) < rounds) expect(noticeA).toBe(1);
  if (mine(inB, false) < rounds) expect(noticeB).toBe(1);
  await expect(pageA.getByTestId('fs-markers')).toContainText(
    `Markers used ${stored.length} of 15`,
  );
  await context.close();
});
