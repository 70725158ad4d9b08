/**
 * A club shares a campaign at 390x844: the organiser's link opened in a second browser, offline,
 * shown read-only and imported there; a player's battle result sent back as a link, reviewed and
 * recorded by the organiser, the standing moving with it; a campaign file through Home's Import.
 * Axe in both themes, 44 px targets.
 */
import { expect, test } from '@playwright/test';
import { campaignFileText, FIXTURE_MAP } from '../../../src/firestorm/engine';
import { openApp, SCREENSHOT_DIR, setThemeNow, waitForServiceWorkerControl } from '../support/app';
import { rulesFor, seriousViolations } from '../support/axe';
import { Player } from '../support/player';
import { decodeQrOnScreen } from '../support/qr';
import { bigTargets, Table } from './table';

// Opening a link offline needs the service worker that precaches the app.
test.use({ serviceWorkers: 'allow' });

test('shared by link: opened offline elsewhere, read-only, imported; a result sent back is recorded', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The organiser: a campaign with one battle fought and one open.
  await openApp(page, 'firestorm');
  await page.getByTestId('fs-start-fixture').click();
  const table = new Table(page, new Player(page));
  await table.place(4, 'F → A');
  await table.mission(1, 'Chosen together');
  await table.result(1, 'attacker');
  await table.place(4, 'H → C');
  await expect(table.owner('C')).toHaveText('German');
  await page.getByRole('radio', { name: 'Files' }).check();
  const link = await page.getByTestId('fs-share-link').inputValue();
  expect(link).toContain('#/firestorm/shared/2');
  expect(new TextEncoder().encode(link).length).toBeLessThan(2900);
  await page.getByTestId('fs-share-qr-toggle').click();
  await expect(page.getByTestId('fs-share-qr')).toBeVisible();
  // The code as drawn on this screen reads back as the exact link (what the other phone scans).
  expect(await decodeQrOnScreen(page, 'fs-share-qr')).toBe(link);
  await bigTargets(page);

  // A player's phone: the app visited once, then offline, then the link.
  const other = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  });
  const phone = await other.newPage();
  await openApp(phone);
  await waitForServiceWorkerControl(phone);
  await other.setOffline(true);
  await phone.goto(link);
  const shared = phone.getByTestId('fs-shared');
  await expect(shared).toBeVisible();
  expect(await phone.evaluate(() => navigator.onLine)).toBe(false);
  // Read-only: the standing and the areas, no marker to place, no undo.
  await expect(phone.getByTestId('fs-markers')).toContainText('Markers used 2 of 15');
  await expect(phone.locator('[data-area="A"] .fs-area-owner')).toHaveText('Soviet');
  await expect(phone.getByTestId('fs-place')).toHaveCount(0);
  await expect(phone.getByTestId('fs-undo')).toHaveCount(0);
  await expect(phone.getByTestId('fs-shared-log')).toContainText('Soviet takes A.');
  for (const t of ['light', 'dark'] as const) {
    await setThemeNow(phone, t);
    expect(await seriousViolations(phone, rulesFor(t)), `shared view, ${t} theme`).toEqual([]);
  }
  await bigTargets(phone);
  await phone.screenshot({ path: `${SCREENSHOT_DIR}/firestorm-shared.png`, fullPage: true });
  // Nothing is cut on a 360 px phone.
  await phone.setViewportSize({ width: 360, height: 780 });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.setViewportSize({ width: 390, height: 844 });

  // The player fought battle 2 and sends its result: the Soviet attacker won.
  const player = new Table(phone, new Player(phone));
  await player.mission(2, 'Chosen together');
  await player.result(2, 'attacker');
  const resultLink = await phone.getByTestId('fs-send-2-link').inputValue();
  expect(resultLink).toContain('#/firestorm/result/2');
  // Nothing was saved on the player's phone by that: the import brings the organiser's campaign.
  await phone.getByTestId('fs-shared-import').click();
  await phone.getByTestId('fs-shared-go').click();
  await expect(phone.getByTestId('fs-markers')).toContainText('Markers used 2 of 15');
  await expect(phone.getByTestId('fs-b2')).toBeVisible();
  await expect(phone.getByTestId('fs-place')).toBeVisible();
  await phone.reload();
  await expect(phone.getByTestId('fs-b2')).toBeVisible();
  await other.close();

  // The organiser opens the result link, reviews it and records it.
  await page.goto(resultLink);
  const review = page.getByTestId('fs-review');
  await expect(review).toContainText('Battle 2 · Soviet attacks H → C');
  await expect(page.getByTestId('fs-review-entries')).toContainText('the attacker won');
  for (const t of ['light', 'dark'] as const) {
    await setThemeNow(page, t);
    expect(await seriousViolations(page, rulesFor(t)), `result review, ${t} theme`).toEqual([]);
  }
  await bigTargets(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/firestorm-review.png`, fullPage: true });
  await page.getByTestId('fs-review-record').click();
  await expect(page.getByTestId('fs-review-done')).toContainText('Soviet takes C.');
  await page.getByTestId('fs-review-back').click();
  await expect(table.owner('C')).toHaveText('Soviet');
  await expect(page.getByTestId('fs-b2')).toHaveCount(0);
  // The same link again is refused with its reason: the battle is decided.
  await page.goto(resultLink);
  await expect(page.getByTestId('fs-review-same')).toContainText(
    'Battle 2 has this same result recorded already',
  );
});

test('Home’s Import takes a Firestorm campaign file and brings it in after the plan', async ({
  page,
}) => {
  const file = campaignFileText({
    map: FIXTURE_MAP,
    log: [{ kind: 'place', die: { value: 4, source: 'owner' }, marker: { from: 'F', to: 'A' } }],
    redo: [],
  });
  await openApp(page, 'import');
  await page.locator('#import-file').setInputFiles({
    name: 'firestorm-campaign-club.json',
    mimeType: 'application/json',
    buffer: Buffer.from(file),
  });
  const panel = page.getByTestId('fs-import-panel');
  await expect(panel).toContainText('1 of 15 markers placed, 1 battle open');
  for (const t of ['light', 'dark'] as const) {
    await setThemeNow(page, t);
    expect(await seriousViolations(page, rulesFor(t)), `import panel, ${t} theme`).toEqual([]);
  }
  await page.getByTestId('fs-import-panel-go').click();
  await panel.getByRole('link', { name: 'Open the Firestorm campaign' }).click();
  await expect(page.getByTestId('fs-markers')).toContainText('Markers used 1 of 15');
  await expect(page.getByTestId('fs-b1')).toBeVisible();
});
