/**
 * Two pages on one game, with the real Web Locks and BroadcastChannel: one writes, the other
 * is read-only and says why; take over moves the writer; no acknowledged action is lost or
 * duplicated. (The UI version of this test waits for the game screen.)
 */
import { expect, type Page, test } from '@playwright/test';
import type { GameHold } from '../../../../src/core/tabs/hold';
import { type Harness, openHarness, routeHarness } from './support';

declare const storage: Harness;
declare const session: GameHold;

test.beforeEach(async ({ context }) => {
  await routeHarness(context);
});

/** Opens a session on game g1 in the page (creating the game if needed), kept as window.session. */
async function openSession(page: Page, tabId: string) {
  return page.evaluate(async (tab) => {
    const store = storage.createGameStore(storage.createIdbBackend(), storage.codec);
    await store.createGame(
      {
        id: 'g1',
        name: 'Two tabs',
        scenario: 'main',
        turn: 1,
        cursor: 0,
        setup: { scenario: 'main', options: {} },
        log: [],
      },
      '2026-03-01T10:00:00.000Z',
    );
    const r = await storage.openGameHold(
      { store, locks: storage.browserLocks(), channel: storage.createTabChannel(tab) },
      'g1',
    );
    if (!r.ok) throw new Error(r.error.message);
    (globalThis as unknown as { session: unknown }).session = r.value;
    return r.value.status.value;
  }, tabId);
}

/** Tries to save one action from the page; returns 'ok' or the error code. */
function act(page: Page, type: string) {
  return page.evaluate(async (t) => {
    const g = session.game.value;
    if (!g) return 'no game';
    const r = await session.save(
      {
        turn: 1,
        cursor: g.log.length + 1,
        setup: g.setup,
        log: [...g.log, { action: { type: t } }],
      },
      '2026-03-01T10:05:00.000Z',
    );
    return r.ok ? 'ok' : r.error.code;
  }, type);
}

const status = (page: Page) => page.evaluate(() => session.status.value);
const logTypes = (page: Page) =>
  page.evaluate(() =>
    (session.game.value?.log ?? []).map((e) => (e as { action: { type: string } }).action.type),
  );

test('two pages on one game: one writes, the other is read-only and says why, take over moves the writer', async ({
  context,
}) => {
  const a = await openHarness(context);
  const b = await openHarness(context);
  expect(await openSession(a, 'A')).toEqual({ mode: 'writer' });
  expect(await openSession(b, 'B')).toMatchObject({
    mode: 'readonly',
    reason: 'heldElsewhere',
    message: expect.stringMatching(/open for play in another tab.*Take over/),
  });

  expect(await act(a, 'a1')).toBe('ok');
  expect(await act(b, 'b-refused')).toBe('storage.readOnly');
  await expect.poll(() => logTypes(b)).toEqual(['a1']); // B follows through the BroadcastChannel

  await b.evaluate(() => session.takeOver());
  expect(await status(b)).toEqual({ mode: 'writer' });
  await expect.poll(() => status(a)).toMatchObject({ mode: 'readonly', reason: 'takenOver' });
  expect(await act(a, 'a-refused')).toBe('storage.readOnly');
  expect(await act(b, 'b1')).toBe('ok');
  await expect.poll(() => logTypes(a)).toEqual(['a1', 'b1']);

  // Closing the writing page hands the game to the page waiting for it.
  await b.close();
  await expect.poll(() => status(a)).toMatchObject({ mode: 'writer' });
  expect(await act(a, 'a2')).toBe('ok');
  expect(await logTypes(a)).toEqual(['a1', 'b1', 'a2']);
});

test('both pages acting and taking over at random: the game is exactly the acknowledged actions', async ({
  context,
}) => {
  const pages = [await openHarness(context), await openHarness(context)];
  await openSession(pages[0]!, 'A');
  await openSession(pages[1]!, 'B');
  // Actions acknowledged in each round. The two pages act at once, so when both are acknowledged
  // in one round the order their replies reach the test says nothing about the order they were
  // saved in (a take-over between them decides that); across rounds the order is fixed.
  const rounds: string[][] = [];
  let seed = 11;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  let n = 0;
  for (let round = 0; round < 30; round++) {
    const acknowledgedNow: string[] = [];
    rounds.push(acknowledgedNow);
    await Promise.all(
      pages.map(async (page, i) => {
        if (rand() < 0.3) await page.evaluate(() => session.takeOver());
        const type = `p${i}-${n++}`;
        const r = await act(page, type);
        if (r === 'ok') acknowledgedNow.push(type);
        else expect(['storage.readOnly', 'storage.conflict']).toContain(r);
      }),
    );
  }
  const stored = await pages[0]!.evaluate(async () => {
    const store = storage.createGameStore(storage.createIdbBackend(), storage.codec);
    const r = await store.loadGame('g1');
    return r.ok
      ? r.value.game.log.map((e) => (e as { action: { type: string } }).action.type)
      : null;
  });
  const acknowledged = rounds.flat();
  expect(stored).toHaveLength(acknowledged.length);
  let at = 0;
  for (const round of rounds) {
    expect([...(stored ?? []).slice(at, at + round.length)].sort()).toEqual([...round].sort());
    at += round.length;
  }
  expect(acknowledged.length).toBeGreaterThan(15);
});

test('a stolen Web Lock tells its holder at once', async ({ context }) => {
  const a = await openHarness(context);
  const b = await openHarness(context);
  await a.evaluate(async () => {
    const held = await storage.acquireLock(storage.browserLocks()!, 'x', 'ifAvailable');
    (globalThis as unknown as { ended: Promise<string> | undefined }).ended = held?.ended;
  });
  const taken = await b.evaluate(
    async () => (await storage.acquireLock(storage.browserLocks()!, 'x', 'ifAvailable')) !== null,
  );
  expect(taken).toBe(false);
  await b.evaluate(() => storage.acquireLock(storage.browserLocks()!, 'x', 'steal'));
  expect(await a.evaluate(() => (globalThis as unknown as { ended: Promise<string> }).ended)).toBe(
    'stolen',
  );
});
