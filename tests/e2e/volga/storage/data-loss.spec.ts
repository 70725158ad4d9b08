/**
 * Data-loss risks as the player meets them in the app (two pages of one browser, real IndexedDB, Web
 * Locks and BroadcastChannel):
 * - a Retry kept from a full disk, tapped after the other page took the game over and saved,
 *   is refused and the other page's action stays;
 * - a "Replace everything" import in one page shows at once in the page playing that game;
 * - an export made right after opening Saved games carries the owner's kit, not the built-in
 *   one shown while the stored kit is still being read.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { readIdb } from '../../support/app';
import { fillTheDisk, room, storedGame } from '../../support/gamesDb';
import { startGame, useFixtureKit } from '../game/helpers';

const gameIdOf = (page: Page) => /#\/game\/([^/?]+)/.exec(page.url())![1]!;

function rollForMe(page: Page, testId: 'event-dice' | 'supply-dice') {
  return page
    .getByTestId(testId)
    .getByRole('button', { name: /for me$/ })
    .click();
}

test('a Retry kept from a full disk does not overwrite what the other page saved after taking over', async ({
  context,
}) => {
  const a = await context.newPage();
  await useFixtureKit(a);
  await startGame(a, { name: 'Retry', dice: 'app', cup: 'digital' });
  const id = gameIdOf(a);
  await rollForMe(a, 'event-dice');
  await expect(a.locator('.game')).toHaveAttribute('data-revision', '2');

  await fillTheDisk(a);
  await rollForMe(a, 'supply-dice');
  const barA = a.getByTestId('save-status');
  await expect(barA).toContainText('Not saved: the Supply roll.');

  // The other page takes the game over and rolls for Supply itself (acknowledged there).
  const b = await context.newPage();
  await b.goto(`/#/game/${id}`);
  await b.getByRole('button', { name: 'Take over' }).click();
  await expect(b.locator('.game')).toHaveAttribute('data-revision', '2');
  await rollForMe(b, 'supply-dice');
  await expect(b.locator('.game')).toHaveAttribute('data-revision', '3');
  const afterB = await storedGame(b, id);

  // The first page takes it back; its disk has room again; Retry must not replace B's roll.
  await a.getByRole('button', { name: 'Take over' }).click();
  await expect(a.locator('.game')).toHaveAttribute('data-revision', '3');
  await room(a);
  await barA.getByRole('button', { name: 'Retry' }).click();
  await expect(barA).toContainText('Another tab saved newer actions in this game');
  expect(await storedGame(a, id)).toEqual(afterB);
  await barA.getByRole('button', { name: 'OK' }).click();
  await expect(a.locator('.game')).toHaveAttribute('data-revision', '3');
});

test('a "Replace everything" import shows at once in the page playing that game', async ({
  context,
}) => {
  const a = await context.newPage();
  await useFixtureKit(a);
  await startGame(a, { name: 'Replaced', dice: 'app', cup: 'digital' });
  await rollForMe(a, 'event-dice');
  await expect(a.locator('.game')).toHaveAttribute('data-revision', '2');

  // Another page exports the game as it is now (one action) ...
  const b = await context.newPage();
  await b.goto('/#/games');
  const downloading = b.waitForEvent('download');
  await b.getByRole('button', { name: 'Export all to a file' }).click();
  const file = await (await downloading).path();

  // ... the playing page goes on ...
  await rollForMe(a, 'supply-dice');
  await expect(a.locator('.game')).toHaveAttribute('data-revision', '3');

  // ... and the other page replaces everything with the file.
  await b.goto('/#/import');
  await b.locator('#import-file').setInputFiles(file);
  await b.getByRole('radio', { name: 'Replace everything' }).check();
  await b.getByTestId('import-plan').getByRole('button', { name: 'Replace and import' }).click();
  await expect(b.getByText(/^Imported: 1 game added, 1 replaced\./)).toBeVisible();

  // The playing page shows the imported game (above any revision it held), not its own.
  await expect
    .poll(async () => Number(await a.locator('.game').getAttribute('data-revision')))
    .toBeGreaterThan(3);
  await expect(a.getByTestId('next-step')).toContainText('Roll for Supply');
});

test('an export right after opening Saved games carries the owner’s kit, not the built-in one', async ({
  context,
}) => {
  const a = await context.newPage();
  await a.goto('/#/kit');
  await a.getByRole('tab', { name: 'File' }).click();
  await a.locator('#kit-name').fill('My own box');
  await a.locator('#kit-name').press('Tab');
  await expect
    .poll(async () => ((await readIdb(a, 'kit/owner')) as { name?: string } | undefined)?.name)
    .toBe('My own box');
  const player = await context.newPage();
  await useFixtureKit(player);
  await startGame(player, { name: 'Export', dice: 'app', cup: 'digital' });
  await player.close();

  // Another page keeps the kit's store busy for a while (a slow disk): reading the kit waits.
  const blocker = await context.newPage();
  await blocker.goto('/#/about');
  const busy = blocker.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const store = open.result.transaction('keyval', 'readwrite').objectStore('keyval');
          const end = Date.now() + 3000;
          const spin = () => {
            if (Date.now() < end) store.get('kit/owner').onsuccess = spin;
            else resolve();
          };
          spin();
        };
      }),
  );

  const c = await context.newPage();
  await c.goto('/#/games');
  const exportButton = c.getByRole('button', { name: 'Export all to a file' });
  const downloading = c.waitForEvent('download');
  await exportButton.click();
  const text = readFileSync(await (await downloading).path(), 'utf8');
  await busy;
  expect((JSON.parse(text) as { kit: { name: string } }).kit.name).toBe('My own box');
});
