/**
 * Sharing a kit on a phone: a kit link opened offline shows the import plan; kit text with a
 * mistake shows its line; the fixture kit typed as kit text imports as exactly that kit; home's
 * Import takes a kit file, kit text and a kit link; the QR code and typed neighbours.
 */
import { expect, test } from '@playwright/test';
import { type ComponentKit, exportKit, knownKit } from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { kitLinkPayload } from '../../../../src/volga/engine/kit/link';
import { kitToText } from '../../../../src/volga/engine/kit/text';
import { openApp, readIdb, SCREENSHOT_DIR, waitForServiceWorkerControl } from '../../support/app';
import { atEachWidthAndTheme } from '../../support/look';
import { Player } from '../../support/player';
import { decodeQrOnScreen, qrModulePx } from '../../support/qr';
import { kitSaved, kitTab, neighbourButton, openKit, pickArea, seriousViolations } from './helpers';

// The service worker is part of what this file checks (offline use, updates, what it serves).
test.use({ serviceWorkers: 'allow' });

/** The fixture's facts as an owner's own kit (a kit marked TEST FIXTURE is never imported). */
const shared = (name = 'Shared box'): ComponentKit => ({ ...fixtureKit(), name, fixture: false });

test('a kit link opened offline shows the import plan, and confirming imports it', async ({
  page,
  context,
}) => {
  await openApp(page);
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.goto('about:blank');
  await page.goto(`/#kit=${kitLinkPayload(shared())}`);
  const plan = page.getByTestId('kit-plan');
  await expect(plan).toBeVisible();
  await expect(page.locator('header.bar h1')).toHaveText('Import a file');
  // The kit is taken from the fragment, which then leaves the address bar.
  expect(new URL(page.url()).hash).toBe('#/import');
  await expect(plan).toContainText('Add the facts of "Shared box" from a kit link?');
  await expect(plan).toContainText('German counters: 42 added');
  await expect(plan).toContainText('Known of what play needs:');
  await expect(plan).toContainText('100% after');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/kit-link-plan.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing is stored before the owner confirms.
  expect(await readIdb(page, 'kit/owner')).toBeUndefined();
  await page.getByTestId('kit-plan-confirm').click();
  await expect(page.getByTestId('kit-import-note')).toContainText(
    'Added the facts of "Shared box"',
  );
  await expect.poll(() => readIdb(page, 'kit/owner')).toEqual(shared());
  expect(await readIdb(page, 'kit/owner-previous')).toEqual(knownKit());
});

test('kit text with a mistake shows its line and column; nothing is imported', async ({ page }) => {
  await openKit(page);
  await kitTab(page, 'File');
  await page.getByTestId('kit-text-in').fill('kit "Mine"\narea 7 clear tem 1\narea 9 swamp');
  await page.getByTestId('kit-text-read').click();
  const error = page.getByTestId('kit-plan-error');
  await expect(error).toContainText('Line 3, column 8:');
  await expect(error).toContainText('"swamp" is not an Area word');
  await expect(error).toContainText('rule 3.1');
  await error.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/kit-text-error.png` });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the fixture kit typed as kit text into the kit screen imports as exactly that kit', async ({
  page,
}) => {
  await openKit(page);
  await kitTab(page, 'File');
  const player = new Player(page);
  const text = kitToText(shared('Typed box'));
  await player.type(page.getByTestId('kit-text-in'), text);
  await player.tap(page.getByTestId('kit-text-read'));
  await expect(page.getByTestId('kit-plan')).toContainText('Map: 50 Areas change');
  await player.tap(page.getByTestId('kit-plan-confirm'));
  await expect(page.getByTestId('kit-take-status')).toContainText('Added the facts of "Typed box"');
  await kitSaved(page);
  expect(await readIdb(page, 'kit/owner')).toEqual(shared('Typed box'));
  await expect(page.getByTestId('kit-status')).toHaveText('Complete');
  expect(player.tally()).toMatchObject({ taps: 3, typed: text.length });
  // The kit screen writes it back as the same text.
  await page.getByRole('button', { name: 'Kit text', exact: true }).click();
  await expect(page.getByTestId('kit-text-out')).toHaveValue(text);
});

test('kit text with two lines added to a full kit keeps every other fact and the six assault guns', async ({
  page,
}) => {
  // The owner's full kit, taken from a kit link first.
  await openApp(page);
  await page.goto(`/#kit=${kitLinkPayload(shared('Full box'))}`);
  await page.getByTestId('kit-plan-confirm').click();
  await expect.poll(() => readIdb(page, 'kit/owner')).toEqual(shared('Full box'));
  await openKit(page);
  await kitTab(page, 'File');
  await page.getByTestId('kit-text-in').fill('counter 29/A af 8\narea 12 "Made-up Landing"');
  await page.getByTestId('kit-text-read').click();
  const plan = page.getByTestId('kit-plan');
  await expect(plan.getByTestId('kit-plan-add')).toContainText('Map: 1 Area change (12).');
  await expect(plan.getByTestId('kit-plan-add')).toContainText(
    'German counters: 1 changed (29/A).',
  );
  await expect(plan.getByTestId('kit-plan-add')).not.toContainText('removed');
  // Replacing the whole kit is its own, named choice, and says what it would remove.
  await plan.getByText('Replace my whole kit instead').click();
  await expect(plan.getByTestId('kit-plan-replace')).toContainText('removed');
  // The plan reads whole at arm's length: 390 and 360 wide, light and dark.
  await atEachWidthAndTheme(page, 'kit-text-add-plan', plan.getByTestId('kit-plan-add'), {
    fullPage: true,
  });
  await page.getByTestId('kit-plan-confirm').click();
  await expect(page.getByTestId('kit-take-status')).toContainText('Added the facts of');
  await kitSaved(page);
  const full = shared('Full box');
  const want: ComponentKit = {
    ...full,
    areas: { ...full.areas, 12: { ...full.areas[12]!, name: 'Made-up Landing' } },
    germanCounters: full.germanCounters.map((c) =>
      c.id === '29/A' ? { ...c, attackFactor: 8 } : c,
    ),
  };
  const stored = (await readIdb(page, 'kit/owner')) as ComponentKit;
  expect(stored).toEqual(want);
  for (const gun of ['244A', '244B', '244C', '245A', '245B', '177'])
    expect(stored.germanCounters.map((c) => c.id)).toContain(gun);
});

test("home's Import takes a kit file, a kit text file and a pasted kit link", async ({ page }) => {
  await openApp(page, 'import');
  const file = page.getByLabel('File to import');
  const plan = page.getByTestId('kit-plan');
  await file.setInputFiles({
    name: 'volga-kit-box.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exportKit(shared('From a file'))),
  });
  await expect(plan).toContainText('Add the facts of "From a file" from a kit file?');
  await plan.getByRole('button', { name: 'Cancel' }).click();
  await expect(plan).toHaveCount(0);

  await file.setInputFiles({
    name: 'my-box.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(kitToText(shared('From kit text'))),
  });
  await expect(plan).toContainText('Add the facts of "From kit text" from a kit text?');
  await plan.getByRole('button', { name: 'Cancel' }).click();

  await page.getByText('Paste kit text or a kit link instead').click();
  await page
    .getByLabel('Kit text or kit link')
    .fill(`http://example.org/#kit=${kitLinkPayload(shared('From a link'))}`);
  await page.getByRole('button', { name: 'Read it' }).click();
  await expect(plan).toContainText('Add the facts of "From a link" from a kit link?');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/kit-home-import.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('kit-plan-confirm').click();
  await expect.poll(() => readIdb(page, 'kit/owner')).toEqual(shared('From a link'));
});

test('the QR code of the kit link is on screen, and neighbours typed as numbers equal tapping', async ({
  page,
}) => {
  await openKit(page);
  await kitTab(page, 'File');
  await page.getByRole('button', { name: 'QR code', exact: true }).click();
  const qr = page.getByTestId('kit-qr');
  await expect(qr).toBeVisible();
  // Whole pixels per module (2 at this screen's 1x), and the code as drawn reads back as the link.
  expect(Number.isInteger(await qrModulePx(page, 'kit-qr'))).toBe(true);
  expect(await qrModulePx(page, 'kit-qr')).toBeGreaterThanOrEqual(2);
  expect(await decodeQrOnScreen(page, 'kit-qr')).toMatch(/#kit=/);
  await qr.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/kit-qr.png` });
  expect(await seriousViolations(page)).toEqual([]);

  await kitTab(page, 'Map');
  await pickArea(page, 33);
  const typed = page.getByLabel('Or type them, e.g. 6 8 9 13');
  await typed.fill('32, 34 all');
  await typed.press('Enter');
  await expect(page.getByTestId('neighbour-list')).toHaveText(
    'Borders 2: 32, 34. The list is complete.',
  );
  await expect(neighbourButton(page, 32)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('switch', { name: 'This list is complete' })).toBeChecked();
  await pickArea(page, 32);
  await expect(neighbourButton(page, 33)).toHaveAttribute('aria-pressed', 'true');
  await typed.fill('33 51');
  await typed.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Area 32 cannot border 51');
});
