/**
 * A save refused by storage is kept for Retry; if another tab saved newer actions
 * meanwhile, Retry must be refused (the kept change was made on an older revision) and the
 * newer, acknowledged actions must stay stored. With Web Locks (take over twice) and without
 * them (the broadcast reload path).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  actionAt,
  closeOpened,
  K,
  open,
  refusedInA,
  storedLength,
  until,
  world,
} from '../../support/gameTabs';
import { createFakeLocks } from './fake-locks';

afterEach(closeOpened);

describe('Retry of a refused save after another tab saved newer actions', () => {
  it('with Web Locks: B takes over and saves two actions, A takes over again; A’s Retry is refused and B’s actions stay', async () => {
    const w = await world(createFakeLocks());
    const a = await open(w.services('A'));
    await refusedInA(w.backend, a);
    const b = await open(w.services('B'));
    expect((await b.takeOver()).ok).toBe(true);
    await until(() => b.access.value.mode === 'writer', 'B writer');
    for (const i of [K, K + 1]) expect((await b.dispatch(actionAt(i))).ok).toBe(true);
    expect(await storedLength(w.store)).toBe(K + 2);

    expect((await a.takeOver()).ok).toBe(true);
    await until(() => a.access.value.mode === 'writer', 'A writer');
    expect(a.snapshot.value?.record.log.length).toBe(K + 2);
    const retried = await a.retry();
    expect(retried.ok).toBe(false);
    expect(retried.ok || retried.error.message).toMatch(/another tab saved newer/i);
    // Nothing acknowledged in B is lost; the stale change is dropped and A can play on.
    expect(await storedLength(w.store)).toBe(K + 2);
    expect((await a.retry()).ok).toBe(false);
    expect((await a.dispatch(actionAt(K + 2))).ok).toBe(true);
    expect(await storedLength(w.store)).toBe(K + 3);
  });

  it('without Web Locks: A follows B’s saves over the channel; A’s Retry is refused and B’s actions stay', async () => {
    const w = await world(null);
    const a = await open(w.services('A'));
    const b = await open(w.services('B'));
    await refusedInA(w.backend, a);
    for (const i of [K, K + 1]) expect((await b.dispatch(actionAt(i))).ok).toBe(true);
    await until(() => a.snapshot.value?.record.log.length === K + 2, 'A to follow B');
    const retried = await a.retry();
    expect(retried.ok).toBe(false);
    expect(await storedLength(w.store)).toBe(K + 2);
  });

  it('a Retry with nothing newer elsewhere still saves the kept change', async () => {
    const w = await world(createFakeLocks());
    const a = await open(w.services('A'));
    await refusedInA(w.backend, a);
    expect((await a.retry()).ok).toBe(true);
    expect(await storedLength(w.store)).toBe(K + 1);
  });
});
