/**
 * The import screen with bad and old files: a sample of the fuzz test's mutated and truncated
 * export files each gets a clear error naming where and what, and nothing stored changes;
 * fixture saves of every format import and upgrade, checked field by field in IndexedDB; an
 * import that hits a full disk says what to do and changes nothing.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { computeChecksum } from '../../../../src/core/files/format';
import { readExportText } from '../../../../src/core/files/import';
import { seedForV0Game } from '../../../../src/core/files/v0';
import { defaultCodecs } from '../../../../src/volga/state/files/codecs';
import { engineBases, mutateStructure, mutateText, prng } from '../../../core/files/fuzz-mutate';
import type { Editable } from '../../../core/files/helpers';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../fixtures/saves/${name}`, import.meta.url)), 'utf8');

/** Every record of both databases (games and the key-value store of kit and settings), raw. */
function everything(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const dump = (db: string, store: string) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const conn = open.result;
          if (!conn.objectStoreNames.contains(store)) {
            conn.close();
            resolve({});
            return;
          }
          const tx = conn.transaction(store, 'readonly');
          const keys = tx.objectStore(store).getAllKeys();
          const values = tx.objectStore(store).getAll();
          tx.oncomplete = () => {
            conn.close();
            resolve(
              Object.fromEntries(
                keys.result.map((k, i) => [`${db}/${String(k)}`, values.result[i]]),
              ),
            );
          };
        };
      });
    return {
      ...(await dump('volga-table-games', 'records')),
      ...(await dump('keyval-store', 'keyval')),
    };
  });
}

/** Chooses `text` as the file to import. */
async function choose(page: Page, text: string, name = 'save.json') {
  await page.getByLabel('File to import').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

/** Imports a file through the screen (merge) and waits for the confirmation. */
async function importFile(page: Page, text: string, name: string) {
  await page.goto('/#/import');
  await choose(page, text, name);
  await page.getByTestId('import-plan').getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
}

test('50 mutated and truncated export files: each gets a clear error, nothing stored changes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Data to keep: the fixture's games, kit and settings, imported through the screen.
  await importFile(page, fixture('v1-current.json'), 'v1-current.json');
  const before = await everything(page);
  expect(Object.keys(before).filter((k) => k.includes('/game:'))).toHaveLength(2);

  const { main, light, long } = engineBases();
  const bases = [fixture('v1-current.json'), light, main, long, fixture('v0-prerelease.json')];
  const rng = prng(20260302);
  await page.goto('/#/import');
  let shown = 0;
  const codes: Record<string, number> = {};
  for (let n = 0; shown < 50; n++) {
    const base = bases[n % bases.length]!;
    const text = rng.next() < 0.6 ? mutateStructure(base, rng) : mutateText(base, rng);
    const checked = readExportText(text, defaultCodecs);
    if (checked.ok) continue; // a mutation that is still a valid file (e.g. a renamed game)
    shown += 1;
    codes[checked.error.code] = (codes[checked.error.code] ?? 0) + 1;
    await choose(page, text, `mutated-${n}.json`);
    const alert = page
      .getByRole('alert')
      .filter({ hasText: `mutated-${n}.json cannot be imported` });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(checked.error.message);
    // The first problem is listed with its path and reason, as the validator names it.
    const first = checked.error.problems[0]!;
    const item = alert.getByTestId('import-problems').locator('li').first();
    await expect(item).toContainText(first.path || '(the file)');
    // (JSON.parse words its errors differently in Node and Chromium.)
    await expect(item).toContainText(
      first.message.startsWith('not valid JSON') ? 'not valid JSON' : first.message.slice(0, 60),
    );
    await expect(page.getByTestId('import-plan')).toHaveCount(0);
  }
  expect(await everything(page)).toEqual(before);
  expect(Object.keys(codes)).toEqual(expect.arrayContaining(['file.invalid', 'file.notJson']));
  console.log(`import screen: ${shown} bad files ${JSON.stringify(codes)}`);
});

test('fixture saves of every format import through the screen and upgrade, field by field', async ({
  page,
}) => {
  const v0 = JSON.parse(fixture('v0-prerelease.json'));
  const v1 = JSON.parse(fixture('v1-current.json'));
  await page.goto('/#/import');
  await choose(page, fixture('v0-prerelease.json'), 'v0-prerelease.json');
  await expect(page.getByTestId('import-plan')).toContainText('upgraded as it is read');
  await page.getByTestId('import-plan').getByRole('button', { name: 'Import' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Imported: 2 games added' }),
  ).toBeVisible();
  await importFile(page, fixture('v1-current.json'), 'v1-current.json');

  const db = await everything(page);
  const game = (id: string) => db[`volga-table-games/game:${id}`] as Record<string, unknown>;
  // Format 0, upgraded: each field from its version 0 source (FORMAT.md's table).
  const src = v0.games['g-main-1'];
  const g = game('g-main-1');
  expect(g).toEqual({
    recordVersion: 1,
    id: 'g-main-1',
    name: src.title,
    scenario: 'main',
    turn: src.turn,
    createdAt: src.started,
    updatedAt: src.saved,
    revision: src.actions.length + 1,
    schemaVersion: 1,
    cursor: src.actions.length - src.undone,
    setup: {
      scenario: 'main',
      cup: 'physical',
      kit: v0.kit,
      seed: seedForV0Game('g-main-1'),
      options: { rubble: true, isolation: true },
    },
    log: src.actions.map((a: Record<string, unknown>) => {
      const { dice, by: _by, ...action } = a;
      if (!dice) return { action, rolls: [] };
      const purpose = a.type === 'rollRandomEvent' ? 'randomEvent' : 'supply';
      return {
        action: { ...action, dice: { [purpose]: dice } },
        rolls: [{ purpose, source: 'owner', dice, rule: purpose === 'supply' ? '6.3' : '6.2' }],
      };
    }),
  });
  expect(game('a-factory')).toMatchObject({
    name: 'Factory District',
    scenario: 'factory',
    revision: 1,
    cursor: 0,
    log: [],
    setup: { scenario: 'factory', cup: 'physical', seed: seedForV0Game('a-factory') },
  });
  expect(db['volga-table-games/meta:g-main-1']).toMatchObject({
    revision: 7,
    logLength: 6,
    cursor: 5,
  });
  // Format 1: stored exactly as in the file, plus the record version.
  for (const entry of v1.games) expect(game(entry.id)).toEqual({ recordVersion: 1, ...entry });

  // The upgraded pre-release game opens and replays; so does the current one.
  await page.goto('/#/game/g-main-1');
  await expect(page.getByTestId('game-where')).toContainText('Turn 1');
  await expect(page.locator('.game')).toHaveAttribute('data-cursor', '5');
  await page.goto(`/#/game/${v1.games[0].id}`);
  await expect(page.locator('.game')).toHaveAttribute('data-log-length', '10');
});

test('an import that hits a full disk says what to do and changes nothing', async ({ page }) => {
  await importFile(page, fixture('v1-current.json'), 'v1-current.json');
  const before = await everything(page);
  await page.goto('/#/import');
  // The import worker, which holds the file's games, writes them.
  const worker = page.waitForEvent('worker');
  await choose(page, fixture('v0-prerelease.json'), 'v0-prerelease.json');
  // Its next write to the games database fails as a full disk does.
  await (await worker).evaluate(() => {
    const put = IDBObjectStore.prototype.put;
    let left = 1;
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      ...args: [unknown, IDBValidKey?]
    ) {
      if (left > 0 && this.transaction.db.name === 'volga-table-games') {
        left--;
        throw new DOMException('simulated full disk', 'QuotaExceededError');
      }
      return put.apply(this, args);
    };
  });
  await page.getByRole('radio', { name: 'Replace everything' }).check();
  await page.getByTestId('import-plan').getByRole('button', { name: 'Replace and import' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Not imported' });
  await expect(alert).toContainText('Storage on this device is full');
  await expect(alert).toContainText('Export your games to a file, then delete old games');
  expect(await everything(page)).toEqual(before);
  // With room again, the same import goes through (after a backup of what it replaces).
  await page.reload();
  await choose(page, fixture('v0-prerelease.json'), 'v0-prerelease.json');
  await page.getByRole('radio', { name: 'Replace everything' }).check();
  await page.getByTestId('import-plan').getByRole('button', { name: 'Replace and import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText(
    'A backup of what was replaced is kept',
  );
});

/** The v1 fixture as an owner's export (their kit, not the TEST FIXTURE), edited and resealed. */
function ownerFile(edit: (f: Editable) => void = () => undefined): string {
  const f = JSON.parse(fixture('v1-current.json')) as Editable;
  f.kit.fixture = false;
  edit(f);
  f.checksum = computeChecksum(f);
  return JSON.stringify(f);
}

test('a file whose kit lists 8 beside 7 but not 7 beside 8 is refused when it is read, before any plan; nothing changes', async ({
  page,
}) => {
  await importFile(page, fixture('v1-current.json'), 'v1-current.json');
  const before = await everything(page);
  await page.goto('/#/import');
  await choose(
    page,
    ownerFile((f) => {
      f.kit.areas['7'].neighbours.push(8);
      f.kit.areas['8'].neighbours = f.kit.areas['8'].neighbours.filter((n: number) => n !== 7);
    }),
    'asymmetric.json',
  );
  // The import worker validates every kit in the file as it reads it (3.1).
  const problems = page.getByTestId('import-problems');
  await expect(problems).toContainText(/kit\.areas\[[78]\]/);
  await expect(problems).toContainText('(3.1)');
  await expect(page.getByTestId('import-plan')).toHaveCount(0);
  expect(await everything(page)).toEqual(before);
});

test('"Replace everything" with a valid kit takes the games, the kit and the settings, and clears its journal', async ({
  page,
}) => {
  await importFile(page, fixture('v1-current.json'), 'v1-current.json');
  await page.goto('/#/import');
  await choose(
    page,
    ownerFile((f) => {
      f.kit.name = 'Owner box';
    }),
    'owner.json',
  );
  await page.getByRole('radio', { name: 'Replace everything' }).check();
  await expect(page.getByTestId('import-plan')).toContainText("Use the file's component kit.");
  await page.getByTestId('import-plan').getByRole('button', { name: 'Replace and import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText(
    'component kit is now your kit',
  );
  const after = await everything(page);
  expect((after['keyval-store/kit/owner'] as Editable).name).toBe('Owner box');
  expect(after['volga-table-games/import:pending']).toBeUndefined();
});
