/**
 * The chaos test's import action: "Replace everything" imports alternating between two files
 * (different games, kit and settings), each page closed or reloaded at a random moment after
 * the confirmation, some while the import is being written. After each interruption, once the
 * app has started again (an import a closed tab left in its journal is finished then), storage
 * holds either everything the import takes (its games, its kit, its settings) or nothing of it
 * (the previous file's), never a mixture, and no journal is left.
 *
 * CHAOS_SEEDS chooses the run's seed (its first one); CHAOS_IMPORTS the number of rounds.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { computeChecksum } from '../../../../src/core/files/format';
import type { Editable } from '../../../core/files/helpers';
import { prng } from './driver';

const SEED = Number((process.env.CHAOS_SEEDS ?? '20260301').split(',')[0]);
const ROUNDS = Number(process.env.CHAOS_IMPORTS ?? 10);

const fixture = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../fixtures/saves/v1-current.json', import.meta.url)),
    'utf8',
  ),
) as Editable;

/** One of the two files: its games' ids, kit name and theme all carry its letter. */
function file(letter: 'a' | 'b') {
  const f = structuredClone(fixture);
  f.kit.fixture = false;
  f.kit.name = `Box ${letter}`;
  f.settings.theme = letter === 'a' ? 'dark' : 'light';
  f.games.forEach((g: Editable, i: number) => {
    g.id = `${letter}-${i}`;
  });
  f.checksum = computeChecksum(f);
  return { text: JSON.stringify(f), ids: f.games.map((g: Editable) => g.id as string), letter };
}
const FILES = { a: file('a'), b: file('b') };

/** What the games and key-value databases hold: game ids, kit name, theme, journal. */
function stored(page: Page) {
  return page.evaluate(async () => {
    const all = (db: string, store: string) =>
      new Promise<Map<string, unknown>>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const conn = open.result;
          if (!conn.objectStoreNames.contains(store)) {
            conn.close();
            resolve(new Map());
            return;
          }
          const tx = conn.transaction(store, 'readonly');
          const keys = tx.objectStore(store).getAllKeys();
          const values = tx.objectStore(store).getAll();
          tx.oncomplete = () => {
            conn.close();
            resolve(new Map(keys.result.map((k, i) => [String(k), values.result[i]])));
          };
        };
      });
    const games = await all('volga-table-games', 'records');
    const kv = await all('keyval-store', 'keyval');
    return {
      games: [...games.keys()]
        .filter((k) => k.startsWith('game:'))
        .map((k) => k.slice(5))
        .sort(),
      kit: (kv.get('kit/owner') as { name?: string } | undefined)?.name ?? null,
      theme: (kv.get('settings') as { theme?: string } | undefined)?.theme ?? null,
      journal: games.has('import:pending'),
    };
  });
}

/** Everything file `letter` brings, as stored. */
const whole = (f: { ids: string[]; letter: string }) => ({
  games: [...f.ids].sort(),
  kit: `Box ${f.letter}`,
  theme: f.letter === 'a' ? 'dark' : 'light',
  journal: false,
});

/** Opens the app and waits until its start-up work (finishing a pending import) is done. */
async function started(page: Page) {
  await page.goto('/#/games');
  await page.waitForFunction(() => performance.getEntriesByName('volga:migrated').length > 0);
}

/** Chooses `text` and confirms a "Replace everything" import; returns without waiting for it. */
async function replaceWith(page: Page, text: string) {
  await page.goto('/#/import');
  await page.getByLabel('File to import').setInputFiles({
    name: 'save.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await page.getByRole('radio', { name: 'Replace everything' }).check();
  await page
    .getByTestId('import-plan')
    .getByRole('button', { name: 'Replace and import' })
    .click({ noWaitAfter: true });
}

test(`chaos: ${ROUNDS} imports interrupted at random leave everything or nothing`, async ({
  context,
  page: first,
}) => {
  test.setTimeout(120_000);
  const rng = prng(SEED);
  let page = first;
  await started(page);
  await replaceWith(page, FILES.a.text);
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
  let current = FILES.a;
  const tally = { whole: 0, nothing: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const next = current.letter === 'a' ? FILES.b : FILES.a;
    await replaceWith(page, next.text);
    // Interrupted at once, while writing, or around the kit and settings being taken.
    await page.waitForTimeout(rng.int(30));
    if (rng.next() < 0.5) {
      await page.close();
      page = await (context as BrowserContext).newPage();
    }
    await started(page);
    // An import whose games landed is finished by the app at start (it takes the journalled kit
    // and settings): judge storage once that has run.
    await expect.poll(async () => (await stored(page)).journal, { timeout: 15_000 }).toBe(false);
    const after = await stored(page);
    if (after.games.join() === whole(next).games.join()) {
      expect(after).toEqual(whole(next));
      tally.whole += 1;
      current = next;
    } else {
      expect(after).toEqual(whole(current));
      tally.nothing += 1;
    }
  }
  console.log(`chaos import ${JSON.stringify({ seed: SEED, rounds: ROUNDS, ...tally })}`);
});
