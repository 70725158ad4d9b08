/**
 * A tab playing a game that another tab deletes turns read-only ("gone") and lets go of
 * the game's lock; when the game is restored from Backups (in any tab), the tab leaves "gone":
 * it shows the restored game and, the lock being free, plays it again. A tab opened on the
 * restored game afterwards finds it held by that tab and offers Take over, as for any game.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBackend } from '../../../../src/core/store/memory';
import { gameLockName } from '../../../../src/core/tabs/lock';
import { createGameLibrary } from '../../../../src/volga/state/game/library';
import { type GameModel, REPLACED_RETRY_MESSAGE } from '../../../../src/volga/state/game/model';
import { createFakeLocks } from '../../../core/tabs/fake-locks';
import {
  actionAt,
  closeOpened,
  draft,
  K,
  now,
  open as openWith,
  storeWithGame,
  tabServices,
  until,
} from '../../../support/gameTabs';

afterEach(closeOpened);

/** A store holding "g", fake locks, a tab opener and tab B's game library. */
async function world() {
  const backend = createMemoryBackend();
  const store = await storeWithGame(backend);
  const locks = createFakeLocks();
  const services = tabServices(store, locks, (tab) => `new-${tab}`);
  const open = (tab: string): Promise<GameModel> => openWith(services(tab));
  const lib = createGameLibrary(services('B'), async () => 'unsupported');
  await lib.refresh();
  return { store, backend, locks, open, lib };
}

describe('a game deleted in another tab, then restored from Backups', () => {
  it('the tab that was playing it lets go of the lock, then plays the restored game again', async () => {
    const { store, locks, open, lib } = await world();
    const a = await open('A');
    expect(a.access.value.mode).toBe('writer');
    expect((await a.dispatch(actionAt(K))).ok).toBe(true);
    await lib.refresh();
    const del = await lib.remove('g', lib.games.value[0]!.revision);
    expect(del.ok).toBe(true);
    await until(() => a.access.value.mode === 'readonly', 'A gone');
    expect(a.access.value).toMatchObject({ mode: 'readonly', reason: 'gone' });
    // A deleted game has no writer: the lock is free for whoever finds the game again.
    await until(() => !locks.holder(gameLockName('g')), 'lock released');

    const backups = await lib.backups();
    if (!backups.ok) throw new Error(backups.error.message);
    const restored = await lib.restore(backups.value[0]!.key, 'g', 'new');
    expect(restored.ok && restored.value.id).toBe('g');
    const stored = await store.loadGame('g');
    if (!stored.ok) throw new Error(stored.error.message);

    await until(() => a.access.value.mode === 'writer', 'A plays again');
    expect(a.snapshot.value?.revision).toBe(stored.value.game.revision);
    expect(a.snapshot.value?.record.log).toHaveLength(K + 1);
    const next = await a.dispatch(actionAt(K + 1));
    expect(next.ok || next.error.message).toBe(true);

    // A new tab on the restored game finds A playing it, and can take over.
    const c = await open('C');
    expect(c.access.value).toMatchObject({ mode: 'readonly', reason: 'heldElsewhere' });
    const taken = await c.takeOver();
    expect(taken.ok).toBe(true);
    expect(c.access.value.mode).toBe('writer');
    expect(c.snapshot.value?.record.log).toHaveLength(K + 2);
    await until(() => a.access.value.mode === 'readonly', 'A taken over');
    expect(a.access.value).toMatchObject({ mode: 'readonly', reason: 'takenOver' });
  });

  it('a read-only tab (another tab playing) that saw the game deleted follows the restore read-only', async () => {
    const { store, open, lib } = await world();
    const a = await open('A');
    const d = await open('D');
    expect(d.access.value).toMatchObject({ mode: 'readonly', reason: 'heldElsewhere' });
    await lib.refresh();
    expect((await lib.remove('g')).ok).toBe(true);
    await until(
      () => a.access.value.mode === 'readonly' && d.access.value.mode === 'readonly',
      'both gone',
    );
    expect(d.access.value).toMatchObject({ reason: 'gone' });
    const backups = await lib.backups();
    if (!backups.ok) throw new Error(backups.error.message);
    expect((await lib.restore(backups.value[0]!.key, 'g', 'new')).ok).toBe(true);
    const stored = await store.loadGame('g');
    if (!stored.ok) throw new Error(stored.error.message);
    // One of them plays it again; the other shows it read-only with Take over, never "gone".
    await until(
      () =>
        [a, d].filter((m) => m.access.value.mode === 'writer').length === 1 &&
        [a, d].every((m) => m.access.value.mode !== 'opening'),
      'one writer',
    );
    const reader = a.access.value.mode === 'writer' ? d : a;
    expect(reader.access.value).toMatchObject({ mode: 'readonly', reason: 'heldElsewhere' });
    for (const m of [a, d]) expect(m.snapshot.value?.revision).toBe(stored.value.game.revision);
  });

  it('a restore over the game while a tab holds a refused save: its Retry says the game was replaced', async () => {
    const { store, backend, open, lib } = await world();
    // A backup of "g" to restore from: delete it, then start it again under the same id.
    expect((await lib.remove('g')).ok).toBe(true);
    expect((await store.createGame(draft(), now())).ok).toBe(true);
    const a = await open('A');
    backend.inject({ name: 'QuotaExceededError', times: 1 });
    const refused = await a.dispatch(actionAt(K));
    expect(refused.ok || refused.error.code).toBe('storage.quota');
    const backups = await lib.backups();
    if (!backups.ok) throw new Error(backups.error.message);
    const r = await lib.restore(backups.value[0]!.key, 'g', 'replace');
    expect(r.ok).toBe(true);
    const stored = await store.loadGame('g');
    if (!stored.ok) throw new Error(stored.error.message);
    await until(() => a.snapshot.value?.revision === stored.value.game.revision, 'A reloads');
    const retry = await a.retry();
    expect(!retry.ok && retry.error.message).toBe(REPLACED_RETRY_MESSAGE);
    const after = await store.loadGame('g');
    expect(after.ok && after.value.game.revision).toBe(stored.value.game.revision);
  });

  it('restored from an older backup at the revision the tab held, the tab still shows the restored game', async () => {
    const { store, open, lib } = await world();
    expect((await lib.remove('g')).ok).toBe(true); // the older backup: K actions, revision 1
    expect((await store.createGame(draft(), now())).ok).toBe(true);
    const a = await open('A');
    expect((await a.dispatch(actionAt(K))).ok).toBe(true); // revision 2, K + 1 actions
    expect((await lib.remove('g')).ok).toBe(true);
    await until(() => a.access.value.mode === 'readonly', 'A gone');
    const backups = await lib.backups();
    if (!backups.ok) throw new Error(backups.error.message);
    const older = backups.value.find((b) => b.games[0]?.cursor === K);
    const r = await lib.restore(older!.key, 'g', 'new');
    expect(r.ok).toBe(true);
    const stored = await store.loadGame('g');
    if (!stored.ok) throw new Error(stored.error.message);
    expect(stored.value.game.revision).toBe(2);
    await until(() => a.access.value.mode === 'writer', 'A plays again');
    expect(a.snapshot.value?.record.log).toHaveLength(K);
  });
});
