/**
 * A club's campaigns at 390x844: two campaigns started, renamed and switched between, a battle
 * recorded with its players, date, score and notes, everything there after a reload, the details
 * corrected; a store written by an earlier version (one campaign and "previous") shown as a list
 * of two; deleting with undo. Axe in both themes on the list and on the details form, 44 px
 * targets, screenshots.
 */
import { expect, type Page, test } from '@playwright/test';
import { campaignFileText, FIXTURE_MAP, type LogEntry } from '../../../src/firestorm/engine';
import { openApp, readIdb, SCREENSHOT_DIR, writeIdb } from '../support/app';
import { checkBothThemes } from '../support/axe';
import { Player } from '../support/player';
import { bigTargets, Table } from './table';

test('two campaigns, switched between; a battle with its details; all there after a reload', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openApp(page, 'firestorm');
  const t = new Table(page, new Player(page));
  const saved = page.getByRole('radio', { name: 'Saved' });
  const campaign = page.getByRole('radio', { name: 'Campaign', exact: true });

  // The first campaign, renamed from its map's name.
  await page.getByTestId('fs-start-fixture').click();
  await saved.check();
  await page.getByTestId('fs-rename-c1').click();
  await page.getByTestId('fs-rename-c1-name').fill('Autumn league');
  await page.getByTestId('fs-rename-c1-go').click();
  await expect(page.getByTestId('fs-list-c1')).toContainText('Autumn league (open)');

  // A second one, started from the list; the first is kept.
  await page.getByTestId('fs-new').click();
  await page.getByTestId('fs-start-fixture').click();
  await expect(page.getByTestId('fs-name')).toContainText('TEST FIXTURE (made-up map)');

  // Battle 1 of the second campaign, with its players, date, score and notes.
  await t.place(4, 'F → A');
  await t.mission(1, 'Chosen together');
  const card = page.getByTestId('fs-b1');
  await card.getByRole('radio', { name: /\(attacker\) won/ }).check();
  await page.getByTestId('fs-b1-details').locator('summary').click();
  await page.getByTestId('fs-b1-player-german').fill('Anna Kowalska');
  await page.getByTestId('fs-b1-player-soviet').fill('Ben Okafor');
  await page.getByTestId('fs-b1-date').fill('2026-11-21');
  await page.getByTestId('fs-b1-score-german').fill('2');
  await page.getByTestId('fs-b1-score-soviet').fill('x');
  await expect(card.getByRole('alert')).toContainText('score');
  await expect(page.getByTestId('fs-b1-result-go')).toBeDisabled();
  await page.getByTestId('fs-b1-score-soviet').fill('5');
  await page.getByTestId('fs-b1-notes').fill('Ben’s tanks reached the rail junction on turn 5.');
  await bigTargets(page);
  await card.scrollIntoViewIfNeeded();
  await checkBothThemes(page, 'firestorm-details-*', { what: 'battle details form' });
  await page.getByTestId('fs-b1-result-go').click();
  const details = page.getByTestId('fs-details-1');
  await expect(details).toHaveText(
    'Anna Kowalska (German) v Ben Okafor (Soviet) · 2026-11-21 · score German 2, Soviet 5 · “Ben’s tanks reached the rail junction on turn 5.”',
  );

  // Switch to the first campaign: no battle there; and back.
  await saved.check();
  await expect(page.getByTestId('fs-list-c2')).toContainText('1 battle recorded');
  await expect(page.getByTestId('fs-list-c2')).toContainText('VP German 13, Soviet 21');
  await expect(page.getByTestId('fs-list-c1')).toContainText('0 battles recorded');
  await bigTargets(page);
  await checkBothThemes(page, 'firestorm-list-*', { what: 'campaign list', fullPage: true });
  await page.getByTestId('fs-open-c1').click();
  await expect(page.getByTestId('fs-name')).toContainText('Autumn league');
  await expect(page.getByTestId('fs-markers')).toContainText('Markers used 0 of 15');
  await saved.check();
  await page.getByTestId('fs-open-c2').click();
  await expect(page.getByTestId('fs-markers')).toContainText('Markers used 1 of 15');

  // Everything is there after a reload, once the switch back is stored (the write is async).
  await expect
    .poll(
      async () => ((await readIdb(page, 'firestorm/campaigns')) as { current?: string })?.current,
    )
    .toBe('c2');
  await page.reload();
  await expect(page.getByTestId('fs-markers')).toContainText('Markers used 1 of 15');
  await expect(details).toContainText('Anna Kowalska (German) v Ben Okafor (Soviet)');
  await expect(details).toContainText('“Ben’s tanks reached the rail junction on turn 5.”');
  await saved.check();
  await expect(page.getByTestId('fs-list-c1')).toContainText('Autumn league');
  await expect(page.getByTestId('fs-list-c2')).toContainText('1 battle recorded');

  // The details are corrected like the result: the form starts from them; the change is shown.
  await campaign.check();
  await page.getByTestId('fs-fix1-open').click();
  const fix = page.getByTestId('fs-fix1');
  await expect(page.getByTestId('fs-fix1-player-german')).toHaveValue('Anna Kowalska');
  await fix.getByRole('radio', { name: /\(attacker\) won/ }).check();
  await page.getByTestId('fs-fix1-score-german').fill('4');
  await page.getByTestId('fs-fix1-score-soviet').fill('3');
  await expect(page.getByTestId('fs-fix1-changes')).toContainText(
    'Battle 1 score: German 2, Soviet 5 → German 4, Soviet 3.',
  );
  await page.getByTestId('fs-fix1-go').click();
  await expect(details).toContainText('score German 4, Soviet 3');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/firestorm-history.png`, fullPage: true });

  // The open campaign's link carries the details; imported, it is a third campaign in the list.
  await page.getByRole('radio', { name: 'Files' }).check();
  const link = await page.getByTestId('fs-share-link').inputValue();
  await page.goto(link);
  await expect(page.getByTestId('fs-shared-log')).toContainText(
    'Anna Kowalska (German) v Ben Okafor (Soviet) · 2026-11-21 · score German 4, Soviet 3',
  );
  await page.getByTestId('fs-shared-import').click();
  await page.getByTestId('fs-shared-go').click();
  await expect(page.getByTestId('fs-name')).toContainText('TEST FIXTURE (made-up map) (2)');
  await saved.check();
  await expect(page.getByTestId('fs-list-c3')).toContainText('1 battle recorded');
  await expect(page.getByTestId('fs-list-c1')).toContainText('Autumn league');
});

/** The ids of the campaigns as stored (what a reload finds). */
async function storedIds(page: Page): Promise<string[]> {
  const list = (await readIdb(page, 'firestorm/campaigns')) as {
    entries?: { id: string }[];
  } | null;
  return list?.entries?.map((e) => e.id) ?? [];
}

test('an earlier version’s campaign and "previous" come in as a list of two; delete with undo', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const place: LogEntry = {
    kind: 'place',
    die: { value: 4, source: 'owner' },
    marker: { from: 'F', to: 'A' },
  };
  const old = JSON.parse(campaignFileText({ map: FIXTURE_MAP, log: [place], redo: [] }));
  const previous = { map: { ...FIXTURE_MAP, name: 'Last season' }, log: [], redo: [] };
  await openApp(page);
  await writeIdb(page, 'firestorm/campaign', { map: old.map, log: old.log, redo: [] });
  await writeIdb(page, 'firestorm/previous', previous);
  await page.goto('/#/firestorm');
  await expect(page.getByTestId('fs-markers')).toContainText('Markers used 1 of 15');
  await page.getByRole('radio', { name: 'Saved' }).check();
  await expect(page.getByTestId('fs-list-c1')).toContainText('Last season');
  await expect(page.getByTestId('fs-list-c1')).toContainText('Start day not recorded');
  await expect(page.getByTestId('fs-list-c2')).toContainText('(open)');
  await page.getByTestId('fs-delete-c1').click();
  await expect(page.getByTestId('fs-deleted')).toContainText('Deleted “Last season”.');
  await expect(page.getByTestId('fs-list-c1')).toHaveCount(0);
  await expect.poll(() => storedIds(page)).not.toContain('c1');
  await page.getByTestId('fs-undo-delete').click();
  await expect(page.getByTestId('fs-list-c1')).toContainText('Last season');
  // The undone delete is saved before the reload reads the list back (the write is async).
  await expect.poll(() => storedIds(page)).toContain('c1');
  await page.reload();
  await page.getByRole('radio', { name: 'Saved' }).check();
  await expect(page.getByTestId('fs-list-c1')).toContainText('Last season');
  await expect(page.getByTestId('fs-list-c2')).toContainText('1 of 15 markers');
});
