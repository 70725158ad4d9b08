/**
 * Nothing lost when the browser loses its database: the app is closed, every IndexedDB
 * database of the origin is deleted, and the app opened again brings back the game at its last
 * revision, the kit and a Firestorm campaign from its second copy (Cache Storage), and says what
 * came back. With the copy gone too, it says plainly that the data is gone and where to look.
 */
import { expect, type Page, test } from '@playwright/test';
import { readIdb, readOpenCampaign } from '../support/app';
import { storedGame } from '../support/gamesDb';
import {
  APP_DATABASES,
  copiedRecord,
  copiedValue,
  Profile,
  restoreOutcome,
} from '../support/profile';
import { startGame, useFixtureKit } from '../volga/game/helpers';
import { kitSaved, kitTab, openKit, pickArea } from '../volga/kit/helpers';

const GAMES_AREA = 'volga-table-games/records';
const KEYVAL_AREA = 'keyval-store/keyval';

let profile: Profile;
test.beforeEach(({ baseURL }) => {
  profile = new Profile(baseURL!);
});
test.afterEach(() => profile.remove());

/** Edits the owner's kit (Area 33's name), then plays a few actions of a new game; returns its id. */
async function playSomething(page: Page): Promise<{ id: string; revision: number }> {
  await openKit(page);
  await kitTab(page, 'Map');
  await pickArea(page, 33);
  const name = page.getByTestId('area-editor').getByLabel('Name');
  await name.fill('Factory Gate');
  await name.blur();
  await kitSaved(page);
  await kitTab(page, 'Status');
  await useFixtureKit(page);
  await startGame(page, { name: 'Kept game', dice: 'app', cup: 'digital' });
  const id = /#\/game\/([^/?]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`no game id in ${page.url()}`);
  const rollForMe = page.getByRole('button', { name: /^Roll .*for me$/ });
  for (const phase of ['randomEvent', 'supply'] as const) {
    await page.locator(`.game[data-phase="${phase}"]`).waitFor();
    const before = await page.locator('.game').getAttribute('data-revision');
    await rollForMe.first().click();
    await expect(page.locator('.game')).not.toHaveAttribute('data-revision', before ?? '');
  }
  const buy = page.getByRole('button', { name: /^Buy (Artillery|Engineer|Air)/ });
  if (await buy.first().isEnabled()) {
    const before = await page.locator('.game').getAttribute('data-revision');
    await buy.first().click();
    await expect(page.locator('.game')).not.toHaveAttribute('data-revision', before ?? '');
  }
  const revision = Number(await page.locator('.game').getAttribute('data-revision'));
  expect(revision).toBeGreaterThanOrEqual(3);
  // The copy is written in idle time after the acknowledged save.
  await expect
    .poll(async () => (await copiedRecord(page, GAMES_AREA, `game:${id}`))?.rev)
    .toBe(revision);
  await expect.poll(() => copiedRecord(page, KEYVAL_AREA, 'kit/owner')).toBeTruthy();
  return { id, revision };
}

test('a game at its last revision and the kit come back after every database was deleted', async () => {
  test.setTimeout(120_000);
  let { context, page } = await profile.launch();
  const { id, revision } = await playSomething(page);
  const before = await storedGame(page, id);
  const kitBefore = await readIdb(page, 'kit/owner');
  await context.close();

  const deleted = await profile.deleteDatabases();
  expect(deleted).toEqual([...APP_DATABASES].sort());

  ({ context, page } = await profile.launch());
  await page.goto('/');
  const notice = page.getByTestId('restore-notice');
  await expect(notice).toContainText('Restored from the second copy');
  await expect(notice).toContainText(`Saved game “Kept game” at revision ${revision}`);
  await expect(notice).toContainText('Your component kit');
  await page.screenshot({ path: 'test-results/screenshots/restore-notice.png' });
  expect(await storedGame(page, id)).toEqual(before);
  expect(await readIdb(page, 'kit/owner')).toEqual(kitBefore);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);

  await page.goto(`/#/game/${id}`);
  await expect(page.locator('.game')).toHaveAttribute('data-revision', String(revision));
  await openKit(page);
  // The game was played on the TEST FIXTURE (restored too); the owner's transcription is beside it.
  await expect(page.getByTestId('kit-fixture-warning')).toBeVisible();
  await page.getByRole('button', { name: 'Use my transcription' }).click();
  await kitTab(page, 'Map');
  await pickArea(page, 33);
  await expect(page.getByTestId('area-editor').getByLabel('Name')).toHaveValue('Factory Gate');
  await context.close();

  // The next start finds IndexedDB whole again: nothing to say.
  ({ context, page } = await profile.launch());
  await page.goto('/');
  await expect(page.locator('header.bar h1')).toBeVisible();
  expect(await restoreOutcome(page)).toBe('whole');
  await expect(page.getByTestId('restore-notice')).toHaveCount(0);
  await context.close();
});

test('a Firestorm campaign comes back after every database was deleted', async () => {
  test.setTimeout(90_000);
  let { context, page } = await profile.launch();
  await page.goto('/#/firestorm');
  await page.getByTestId('fs-start-fixture').click();
  await page.getByTestId('fs-place-place-4').click();
  await page.getByTestId('fs-place').getByRole('radio', { name: 'F → A', exact: true }).click();
  await page.getByTestId('fs-place-go').click();
  await expect(page.getByTestId('fs-placer')).toHaveCount(0);
  await expect.poll(async () => (await readOpenCampaign(page))?.log).toHaveLength(1);
  const campaign = await readIdb(page, 'firestorm/c/c1');
  // The copy holds the campaign as soon as the entry shows: it is written before that.
  expect(await copiedValue(page, KEYVAL_AREA, 'firestorm/c/c1')).toEqual(campaign);
  await context.close();

  await profile.deleteDatabases();

  ({ context, page } = await profile.launch());
  await page.goto('/');
  await expect(page.getByTestId('restore-notice')).toContainText('Your Firestorm campaigns');
  expect(await readIdb(page, 'firestorm/c/c1')).toEqual(campaign);
  await page.goto('/#/firestorm');
  await expect(page.getByRole('heading', { name: /Battles being fought \(1\)/ })).toBeVisible();
  await context.close();
});

test('with the copy gone too, the owner is told plainly, once, and pointed to Import', async () => {
  test.setTimeout(90_000);
  let { context, page } = await profile.launch();
  await playSomething(page);
  await context.close();

  await profile.deleteDatabases({ copy: true });

  ({ context, page } = await profile.launch());
  await page.goto('/');
  const notice = page.getByTestId('restore-notice');
  await expect(notice).toContainText('Your saved data is gone from this device');
  await expect(notice.getByRole('link', { name: 'Import that file' })).toHaveAttribute(
    'href',
    '#/import',
  );
  await page.screenshot({ path: 'test-results/screenshots/both-gone-notice.png' });
  await context.close();

  ({ context, page } = await profile.launch());
  await page.goto('/');
  await expect(page.locator('header.bar h1')).toBeVisible();
  // Told once: this start's check finds nothing to tell (no copy to compare, or both whole).
  expect(['none', 'whole']).toContain(await restoreOutcome(page));
  await expect(page.getByTestId('restore-notice')).toHaveCount(0);
  await context.close();
});
