/**
 * The Firestorm campaign tracker at 390x844: opened from home as its own chunk, a whole
 * 15-marker campaign on the TEST FIXTURE map with the owner's typed dice (two battles open at
 * once, undo and redo, a reload), then export and import of the campaign file; the map kit's
 * text errors by line and column; axe and screenshots in both themes. Taps are counted by the
 * scripted player.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { openApp, readIdb, readOpenCampaign, setThemeNow } from '../support/app';
import { checkBothThemes, rulesFor, seriousViolations } from '../support/axe';
import { Player } from '../support/player';
import { bigTargets, Table } from './table';

/** How many log entries the open campaign has as stored (what a reload finds). */
async function storedEntries(page: Page): Promise<number> {
  return (await readOpenCampaign(page))?.log.length ?? 0;
}

test('a whole campaign on the TEST FIXTURE map: two open battles, undo, reload, export, import', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/FirestormScreen/.test(r.url())) chunks.push(r.url());
  });
  await openApp(page);
  expect(chunks).toEqual([]);
  const p = new Player(page);
  await p.tap(page.getByRole('link', { name: /Firestorm campaign/ }));
  await expect(page.locator('header.bar h1')).toHaveText('Firestorm campaign');
  // The header names the screen at once; its chunk is fetched as the screen mounts.
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
  await p.tap(page.getByTestId('fs-start-fixture'));
  await expect(page.getByTestId('fs-fixture')).toContainText('TEST FIXTURE');
  await expect(page.getByTestId('fs-vp-german')).toContainText('17');
  const t = new Table(page, p);
  p.reset();

  // Markers 1 and 2 placed before either is fought: two battles open at once.
  await t.place(4, 'F → A');
  await expect(page.getByTestId('fs-placer')).toHaveCount(0);
  await t.place(5, 'H → C');
  await expect(page.getByRole('heading', { name: 'Battles being fought (2)' })).toBeVisible();
  // The open arrow F → A is not offered again while battle 1 is fought.
  await p.tap(page.getByTestId('fs-place-place-4'));
  await expect(page.getByTestId('fs-place').getByRole('radio', { name: 'F → A' })).toHaveCount(0);
  await p.tap(page.getByRole('button', { name: 'Clear dice' }).first());
  await t.mission(2, 'Counterattack', 2);
  await expect(page.getByTestId('fs-b2')).toContainText('Dust Up');
  await t.result(2, 'attacker');
  await t.mission(1, 'Chosen together');
  await t.result(1, 'attacker');
  await expect(t.owner('A')).toHaveText('Soviet');
  await expect(t.owner('C')).toHaveText('Soviet');

  // Marker 3: German places on a 1; the Soviet defender wins a static defence and rolls a 6.
  await t.place(1, 'E → H');
  await t.mission(3, 'Static defence', 6);
  await t.result(3, 'defender', 6);
  await expect(t.owner('E')).toHaveText('Soviet');
  // The log says the defender chose Static Defence, so "needs 6" reads right beside the Mission
  // Table's name for roll 6.
  await expect(page.getByTestId('fs-log').locator('li').first()).toContainText(
    'No Retreat (the defender chose Static defence, roll 6)',
  );
  await expect(page.getByTestId('fs-log').locator('li').first()).toContainText('needs 6');
  // Undo takes the result back (the capture with it); redo puts it back.
  await p.tap(page.getByTestId('fs-undo'));
  await expect(t.owner('E')).toHaveText('German');
  await expect(page.getByTestId('fs-b3')).toBeVisible();
  await p.tap(page.getByTestId('fs-redo'));
  await expect(t.owner('E')).toHaveText('Soviet');

  await t.city(4, 3, 'attacker');
  await t.city(5, 1, 'attacker');
  await t.place(3, 'D → C');
  await t.mission(6, 'Chosen together');
  await t.result(6, 'draw');
  await t.place(1, 'A → B');
  await t.mission(7, 'Chosen together');
  await t.result(7, 'defender', 2);
  await t.city(8, 6, 'attacker');
  await t.place(4, 'B → A');
  await t.mission(9, 'Chosen together');
  await t.result(9, 'attacker');
  await t.place(2, 'C → D');
  await t.mission(10, 'Chosen together');
  await t.result(10, 'attacker');
  await t.city(11, 3, 'attacker');

  // Saved as it goes: a reload finds the campaign where it was. The screen shows an entry at
  // once and its write lands a moment later, so the reload waits for the 33rd entry's write
  // (on a loaded machine a reload at once could cut it off).
  await expect.poll(() => storedEntries(page)).toBe(33);
  await page.reload();
  await expect(page.getByTestId('fs-markers')).toContainText('Markers used 11 of 15');
  await expect(page.getByTestId('fs-fixture')).toBeVisible();

  await t.city(12, 3, 'attacker');
  await t.place(3, 'C → A');
  await t.mission(13, 'Chosen together');
  await t.result(13, 'attacker');
  await t.city(14, 2, 'defender');
  await t.place(5, 'A → B');
  await t.mission(15, 'Static defence', 1);
  await t.result(15, 'attacker');
  const tally = p.tally();
  console.log(`firestorm campaign: ${tally.taps} taps, ${tally.scrolls} scrolls`);
  // Three taps to place, two or three for the mission, two or three for the result.
  expect(tally.taps).toBeLessThanOrEqual(15 * 9 + 8);

  await expect(page.getByTestId('fs-markers')).toContainText('the campaign is over');
  await expect(page.getByTestId('fs-place')).toHaveCount(0);
  await expect(page.getByTestId('fs-vp-german')).toContainText('4');
  await expect(page.getByTestId('fs-vp-soviet')).toContainText('44');
  await expect(page.getByTestId('fs-level')).toContainText('Soviet Strategic Victory');
  await expect(page.getByTestId('fs-shifted')).toContainText('Soviet Strategic Victory');
  await expect(page.getByTestId('fs-log')).toContainText(
    'Capture roll 6 (needs 6): Soviet takes E.',
  );

  // Export the finished campaign, go back three entries, then import the file.
  await p.tap(page.getByRole('radio', { name: 'Files' }));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    p.tap(page.getByTestId('fs-export')),
  ]);
  const file = await download.path();
  const text = readFileSync(file, 'utf8');
  expect(JSON.parse(text).log).toHaveLength(45);
  await p.tap(page.getByRole('radio', { name: 'Campaign', exact: true }));
  for (let i = 0; i < 3; i++) await p.tap(page.getByTestId('fs-undo'));
  await expect(page.getByTestId('fs-markers')).toContainText('Markers used 14 of 15');
  await p.tap(page.getByRole('radio', { name: 'Files' }));
  await page.getByTestId('fs-import').setInputFiles(file);
  await expect(page.getByTestId('fs-plan')).toContainText(
    '15 of 15 markers placed, 0 battles open',
  );
  await expect(page.getByTestId('fs-plan')).toContainText('TEST FIXTURE');
  await p.tap(page.getByTestId('fs-import-go'));
  await p.tap(page.getByRole('radio', { name: 'Campaign', exact: true }));
  await expect(page.getByTestId('fs-markers')).toContainText('the campaign is over');
  await expect(page.getByTestId('fs-vp-soviet')).toContainText('44');
  await expect.poll(() => storedEntries(page)).toBe(45);
  await page.reload();
  await expect(page.getByTestId('fs-markers')).toContainText('the campaign is over');
});

test('map kit: text read with errors by line and column, facts needed, then a campaign on it', async ({
  page,
}) => {
  await openApp(page, 'firestorm');
  await page.getByRole('radio', { name: 'Map kit' }).check();
  await page.getByRole('radio', { name: 'Text' }).check();
  await page
    .getByTestId('fs-map-text')
    .fill('name Club map\narea A 2 german\narea B x soviet\nborder A B\n');
  await page.getByTestId('fs-map-read').click();
  await expect(page.getByTestId('fs-map-text-problems')).toContainText('Line 3, column 8');
  await page
    .getByTestId('fs-map-text')
    .fill(
      'name Club map\narea A 2 german\narea B ? soviet\narea S 3 german city\nborder A B\nborder A S\ntrack german 1 2 milestones 2\ntrack soviet 1 2 milestones 1\n',
    );
  await page.getByTestId('fs-map-read').click();
  await expect(page.getByTestId('fs-issues')).toContainText(
    'Needs a fact · B: Victory Points needed.',
  );
  await expect(page.getByTestId('fs-start-own')).toBeDisabled();
  await page.getByRole('radio', { name: 'Form' }).check();
  await page.getByTestId('fs-area-1').getByLabel('VP (? if not known)').fill('4');
  await page.getByTestId('fs-area-1').getByLabel('VP (? if not known)').blur();
  await expect(page.getByTestId('fs-issues')).toContainText('Ready');
  await page.getByTestId('fs-start-own').click();
  await expect(page.getByTestId('fs-fixture')).toHaveCount(0);
  await expect(page.getByTestId('fs-vp-german')).toContainText('5');
  // B's one neighbour is German-held: surrounded, it cannot attack; A can.
  await expect(page.getByTestId('fs-arrows-german')).toContainText('A→B');
  await expect(page.getByTestId('fs-arrows-soviet')).toContainText('none');
  // The own map is stored before the reload reads it back (the write is async).
  await expect
    .poll(async () => {
      const m = (await readIdb(page, 'firestorm/map')) as { areas?: { vp: number | null }[] };
      return m?.areas?.[1]?.vp;
    })
    .toBe(4);
  await page.reload();
  await page.getByRole('radio', { name: 'Map kit' }).check();
  await expect(page.getByTestId('fs-area-1').getByLabel('VP (? if not known)')).toHaveValue('4');
});

test('axe and screenshots, light and dark themes', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/#/firestorm');
  await page.getByTestId('fs-start-fixture').click();
  await expect(page.getByTestId('fs-standing')).toBeVisible();
  await checkBothThemes(page, 'firestorm-*');
  const table = new Table(page, new Player(page));
  await table.place(4, 'F → A');
  await table.place(1, 'E → H');
  await table.mission(1, 'Chosen together');
  await page.getByTestId('fs-b2').getByRole('radio', { name: 'Static defence' }).check();
  await page.getByTestId('fs-b2-mission-mission-3').check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkBothThemes(page, 'firestorm-*-battles');
  await page.getByRole('radio', { name: 'Map kit' }).check();
  await bigTargets(page);
  await checkBothThemes(page, 'firestorm-*-kit', { fullPage: true });
  await page.getByRole('radio', { name: 'Files' }).check();
  await bigTargets(page);
  for (const t of ['light', 'dark'] as const) {
    await setThemeNow(page, t);
    expect(await seriousViolations(page, rulesFor(t)), `files, ${t} theme`).toEqual([]);
  }
});

test('at 360 px a dice box title wraps inside its frame, not across its border', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openApp(page, 'firestorm');
  await page.getByTestId('fs-start-fixture').click();
  const legend = page.getByTestId('fs-place').locator('legend.dice-group-name').first();
  await expect(legend).toContainText('Soviet placement roll');
  const at = await legend.evaluate((l) => {
    const box = (l.parentElement as HTMLElement).getBoundingClientRect();
    const r = l.getBoundingClientRect();
    const border = Number.parseFloat(
      getComputedStyle(l.parentElement as HTMLElement).borderTopWidth,
    );
    return { inside: r.top - box.top - border, lines: Math.round(r.height / 20) };
  });
  // A border title starts at the frame's own top edge; inside, it starts below the border line.
  expect(at.inside).toBeGreaterThanOrEqual(0);
  expect(at.lines).toBeGreaterThan(1); // the case that broke: a title on two lines
});
