/**
 * A second link opened in a tab that already shows one (only the part after '#' changes, so the
 * page is not loaded again): the new link's screen shows, never the first one's or a blank page.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  campaignToLink,
  FIXTURE_MAP,
  type LogEntry,
  resultToLink,
} from '../../../src/firestorm/engine';
import { openApp } from '../support/app';
import { Player } from '../support/player';
import { Table } from './table';

const die = (value: number) => ({ value, source: 'owner' }) as const;
const place1: Extract<LogEntry, { kind: 'place' }> = {
  kind: 'place',
  die: die(4),
  marker: { from: 'F', to: 'A' },
};
const place2: Extract<LogEntry, { kind: 'place' }> = {
  kind: 'place',
  die: die(4),
  marker: { from: 'H', to: 'C' },
};
/** Two battles open, each with its mission chosen. */
const log: LogEntry[] = [
  place1,
  { kind: 'mission', battle: 1, mission: 'agreed' },
  place2,
  { kind: 'mission', battle: 2, mission: 'agreed' },
];
const won = (battle: number): LogEntry => ({ kind: 'result', battle, result: 'attacker' });

/** Opens `link` in the tab as a pasted address does: same document, a new fragment. */
async function openInSameTab(page: Page, link: string): Promise<void> {
  const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await page.goto(link);
  // The page was not loaded again: only the fragment changed.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(before);
}

test('a player who made a result link opens another campaign link: that campaign shows', async ({
  page,
}) => {
  await openApp(page, 'firestorm');
  const app = `${new URL(page.url()).origin}/`;
  await openInSameTab(page, campaignToLink({ map: FIXTURE_MAP, log }, app));
  // The player fills in battle 1's result on the shared copy: a result link to send back.
  await new Table(page, new Player(page)).result(1, 'attacker');
  await expect(page.getByTestId('fs-send-1-link')).toHaveValue(/#\/firestorm\/result\//);
  // Then the organiser's newer link: one battle only, nothing decided.
  await openInSameTab(page, campaignToLink({ map: FIXTURE_MAP, log: log.slice(0, 2) }, app));
  const shared = page.getByTestId('fs-shared');
  await expect(shared).toBeVisible();
  await expect(page.getByTestId('fs-markers')).toContainText('Markers used 1 of 15');
  await expect(page.getByTestId('fs-send-1-link')).toHaveCount(0);
  await expect(page.getByTestId('fs-b1')).toBeVisible();
  // A result link, then a campaign link, then the result again: each shows its own screen.
  const result = resultToLink(
    { mapName: FIXTURE_MAP.name, battle: 1, place: place1, entries: [won(1)] },
    app,
  );
  await openInSameTab(page, result);
  await expect(page.getByTestId('fs-review')).toBeVisible();
  await expect(shared).toHaveCount(0);
  await openInSameTab(page, campaignToLink({ map: FIXTURE_MAP, log }, app));
  await expect(page.getByTestId('fs-markers')).toContainText('Markers used 2 of 15');
  await expect(page.getByTestId('fs-review')).toHaveCount(0);
});

test('result B opened after recording result A is B, with its own Record button', async ({
  page,
}) => {
  await openApp(page, 'firestorm');
  const app = `${new URL(page.url()).origin}/`;
  // The organiser's campaign, from its link.
  await openInSameTab(page, campaignToLink({ map: FIXTURE_MAP, log }, app));
  await page.getByTestId('fs-shared-import').click();
  await page.getByTestId('fs-shared-go').click();
  await expect(page.getByTestId('fs-b1')).toBeVisible();
  const resultA = resultToLink(
    { mapName: FIXTURE_MAP.name, battle: 1, place: place1, entries: [won(1)] },
    app,
  );
  const resultB = resultToLink(
    { mapName: FIXTURE_MAP.name, battle: 2, place: place2, entries: [won(2)] },
    app,
  );
  await openInSameTab(page, resultA);
  await expect(page.getByTestId('fs-review')).toContainText('Battle 1');
  await page.getByTestId('fs-review-record').click();
  await expect(page.getByTestId('fs-review-done')).toContainText('Recorded.');
  await openInSameTab(page, resultB);
  const review = page.getByTestId('fs-review');
  await expect(review).toContainText('Battle 2');
  await expect(page.getByTestId('fs-review-done')).toHaveCount(0);
  await page.getByTestId('fs-review-record').click();
  await expect(page.getByTestId('fs-review-done')).toContainText('Recorded.');
  await page.getByTestId('fs-review-back').click();
  await expect(page.getByTestId('fs-b1')).toHaveCount(0);
  await expect(page.getByTestId('fs-b2')).toHaveCount(0);
});
