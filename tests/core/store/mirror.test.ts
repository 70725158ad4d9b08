import { describe, expect, it } from 'vitest';
import {
  createMirror,
  decodeRecord,
  EPOCH_KEY,
  encodeRecord,
  type MarkerStore,
  type MirrorStorage,
} from '../../../src/core/store/mirror';
import { catchUp, type MirrorArea, restoreFromMirror } from '../../../src/core/store/restore';
import { memoryStorage } from '../../support/records';

function memoryMarker(): MarkerStore & { value: string | null } {
  const m = {
    value: null as string | null,
    get: () => m.value,
    set: (v: string) => {
      m.value = v;
    },
    clear: () => {
      m.value = null;
    },
  };
  return m;
}

function mirrorOver(storage: MirrorStorage | null, maxBytes?: number) {
  const marker = memoryMarker();
  const mirror = createMirror(storage, {
    schedule: () => undefined,
    exclusive: (run) => run(),
    now: () => '2026-11-27T23:00:00.000Z',
    sheddable: (_a, k) => k.startsWith('backup:'),
    marker,
    ...(maxBytes !== undefined ? { maxBytes } : {}),
  });
  return { mirror, marker };
}

/** An IndexedDB area stood in for by a map. */
function memoryArea(id: string, seed: Record<string, unknown> = {}) {
  const data = new Map(Object.entries(seed));
  const area: MirrorArea = {
    id,
    keys: async () => [...data.keys()].sort(),
    getMany: async (ks) => ks.map((k) => data.get(k)),
    putMany: async (entries) => {
      for (const [k, v] of entries) data.set(k, v);
    },
  };
  return { data, area };
}

const game = (rev: number) => ({ id: 'g1', name: 'Kharkov', revision: rev, log: ['a', 'b'] });

describe('the second copy', () => {
  it('round-trips a value through its stored (gzipped) form', async () => {
    const value = { name: 'x'.repeat(2000), n: [1, 2, 3] };
    const bytes = await encodeRecord(value);
    expect(bytes.length).toBeLessThan(200); // 2 KB of repeated text gzips small
    expect(await decodeRecord(bytes)).toEqual(value);
  });

  it('keeps only the newest value of a key and names it in the inventory', async () => {
    const { storage, blobs } = memoryStorage();
    const { mirror, marker } = mirrorOver(storage);
    mirror.note('games', [{ op: 'put', key: 'game:g1', value: game(1) }]);
    mirror.note('games', [{ op: 'put', key: 'game:g1', value: game(2) }]);
    await mirror.flush();
    mirror.note('games', [{ op: 'put', key: 'game:g1', value: game(3) }]);
    await mirror.flush();
    expect(await mirror.readRecord('games', 'game:g1')).toEqual(game(3));
    const inv = await mirror.readInventory();
    expect(Object.keys(inv?.areas.games ?? {})).toEqual(['game:g1']);
    expect(inv?.areas.games?.['game:g1']?.rev).toBe(3);
    // One record blob and the inventory: superseded values never accumulate.
    expect(blobs.size).toBe(2);
    expect(marker.value).toContain('"records":1');
  });

  it('removes a deleted record from the copy and the inventory', async () => {
    const { storage, blobs } = memoryStorage();
    const { mirror } = mirrorOver(storage);
    mirror.note('games', [
      { op: 'put', key: 'game:g1', value: game(1) },
      { op: 'put', key: 'meta:g1', value: { revision: 1 } },
    ]);
    await mirror.flush();
    mirror.note('games', [{ op: 'delete', key: 'game:g1' }]);
    await mirror.flush();
    expect(await mirror.readRecord('games', 'game:g1')).toBeUndefined();
    expect(Object.keys((await mirror.readInventory())?.areas.games ?? {})).toEqual(['meta:g1']);
    expect(blobs.size).toBe(2);
  });

  it('stays under its bound: backups go first, oldest first, then what does not fit is left out', async () => {
    const { storage } = memoryStorage();
    const noise = (n: number, seed: number) => {
      let a = seed;
      return Array.from({ length: n }, () => {
        a = (a * 1103515245 + 12345) % 2147483648;
        return (a % 36).toString(36);
      }).join('');
    };
    const older = { key: 'backup:2026-01-01T00:00:00Z:delete:000', value: noise(3000, 1) };
    const newer = { key: 'backup:2026-02-01T00:00:00Z:delete:000', value: noise(3000, 2) };
    const g1 = { revision: 1, t: noise(3000, 3) };
    const size = async (v: unknown) => (await encodeRecord(v)).length;
    // Room for two of the three: the oldest backup must go.
    const bound = (await size(newer.value)) + (await size(g1)) + 100;
    const { mirror } = mirrorOver(storage, bound);
    mirror.note('games', [
      { op: 'put', key: older.key, value: older.value },
      { op: 'put', key: newer.key, value: newer.value },
    ]);
    await mirror.flush();
    mirror.note('games', [{ op: 'put', key: 'game:g1', value: g1 }]);
    await mirror.flush();
    expect((await mirror.size()).bytes).toBeLessThanOrEqual(bound);
    const inv = await mirror.readInventory();
    expect(Object.keys(inv?.areas.games ?? {}).sort()).toEqual([newer.key, 'game:g1']);
    expect(inv?.left.games).toEqual([older.key]);
    expect(await mirror.readRecord('games', older.key)).toBeUndefined();
    // A record that cannot fit even after every backup went is left out, and said so.
    mirror.note('games', [{ op: 'put', key: 'game:g2', value: { t: noise(9000, 4) } }]);
    await mirror.flush();
    const after = await mirror.size();
    expect(after.bytes).toBeLessThanOrEqual(bound);
    expect((await mirror.readInventory())?.left.games).toContain('game:g2');
    expect(Object.keys((await mirror.readInventory())?.areas.games ?? {})).toContain('game:g1');
  });

  it('does nothing where the browser gives no storage for it', async () => {
    const { mirror } = mirrorOver(null);
    mirror.note('games', [{ op: 'put', key: 'game:g1', value: game(1) }]);
    await mirror.flush();
    expect(await mirror.readInventory()).toBeNull();
    expect((await mirror.size()).bytes).toBe(0);
  });
});

describe('start-up against the copy', () => {
  async function copied(records: Record<string, Record<string, unknown>>) {
    const { storage } = memoryStorage();
    const { mirror, marker } = mirrorOver(storage);
    for (const [area, values] of Object.entries(records))
      mirror.note(
        area,
        Object.entries(values).map(([key, value]) => ({ op: 'put' as const, key, value })),
      );
    await mirror.flush();
    return { mirror, marker };
  }

  it('writes back every record an emptied IndexedDB lost, and says which', async () => {
    const { mirror } = await copied({
      games: { 'game:g1': game(7), 'meta:g1': { revision: 7 } },
      keyval: { 'kit/owner': { units: [1] }, settings: { theme: 'dark' } },
    });
    const games = memoryArea('games');
    const keyval = memoryArea('keyval');
    const report = await restoreFromMirror(mirror, [games.area, keyval.area]);
    expect(report.outcome).toBe('restored');
    expect(games.data.get('game:g1')).toEqual(game(7));
    expect(keyval.data.get('kit/owner')).toEqual({ units: [1] });
    expect(report.restored).toContainEqual({
      area: 'games',
      key: 'game:g1',
      name: 'Kharkov',
      rev: 7,
    });
    expect(report.restored).toHaveLength(4);
  });

  it('restores only what is missing: a record IndexedDB still holds wins as it is', async () => {
    const { mirror } = await copied({ games: { 'game:g1': game(7), 'game:g2': game(2) } });
    const games = memoryArea('games', { 'game:g1': game(9) });
    const report = await restoreFromMirror(mirror, [games.area]);
    expect(report.restored.map((r) => r.key)).toEqual(['game:g2']);
    expect(games.data.get('game:g1')).toEqual(game(9));
  });

  it('says nothing when IndexedDB holds everything the copy names', async () => {
    const { mirror } = await copied({ games: { 'game:g1': game(1) } });
    const games = memoryArea('games', { 'game:g1': game(1) });
    expect((await restoreFromMirror(mirror, [games.area])).outcome).toBe('whole');
  });

  it('reports a record the copy names but no longer holds as missing', async () => {
    const { storage, blobs } = memoryStorage();
    const { mirror } = mirrorOver(storage);
    mirror.note('games', [{ op: 'put', key: 'game:g1', value: game(1) }]);
    await mirror.flush();
    for (const k of [...blobs.keys()]) if (k.startsWith('r/')) blobs.delete(k);
    const report = await restoreFromMirror(mirror, [memoryArea('games').area]);
    expect(report.outcome).toBe('restored');
    expect(report.missing).toEqual([{ area: 'games', key: 'game:g1' }]);
  });

  it('tells both stores were lost only when the marker outlived them, and only once', async () => {
    const { mirror, marker } = mirrorOver(memoryStorage().storage);
    const empty = () => [memoryArea('games').area];
    expect((await restoreFromMirror(mirror, empty())).outcome).toBe('none');
    marker.set('{"records":3}');
    expect((await restoreFromMirror(mirror, empty())).outcome).toBe('both-gone');
    expect((await restoreFromMirror(mirror, empty())).outcome).not.toBe('both-gone');
  });

  it('reads and writes at start-up only what a lost database or a missing epoch needs', async () => {
    const { storage, blobs } = memoryStorage();
    const writes: string[] = [];
    const counted: MirrorStorage = {
      ...storage,
      write: (n, b) => {
        writes.push(n);
        return storage.write(n, b);
      },
    };
    const { mirror, marker } = mirrorOver(counted);
    mirror.note('games', [{ op: 'put', key: 'game:g1', value: game(1) }]);
    await mirror.flush();
    const games = memoryArea('games', { 'game:g1': game(1) });
    writes.length = 0;
    // The first start gives the database its epoch: the inventory records it.
    expect((await restoreFromMirror(mirror, [games.area])).outcome).toBe('whole');
    expect(writes).toEqual(['inventory']);
    const inventory = blobs.get('inventory');
    // A start that finds every epoch recorded writes nothing, and lists no area's keys.
    writes.length = 0;
    let listed = 0;
    const watched: MirrorArea = {
      ...games.area,
      keys: () => {
        listed += 1;
        return games.area.keys();
      },
    };
    expect((await restoreFromMirror(mirror, [watched])).outcome).toBe('whole');
    expect(writes).toEqual([]);
    expect(listed).toBe(0);
    expect(blobs.get('inventory')).toBe(inventory);
    // A marker cleared alone is set again, by the same write.
    marker.clear();
    await restoreFromMirror(mirror, [games.area]);
    expect(writes).toEqual(['inventory']);
    expect(marker.value).not.toBeNull();
    // A second database (another area) without an epoch is recorded too.
    writes.length = 0;
    const keyval = memoryArea('keyval');
    await restoreFromMirror(mirror, [games.area, keyval.area]);
    expect(writes).toEqual(['inventory']);
    expect((await mirror.readInventory())?.epochs?.keyval).toBe(keyval.data.get(EPOCH_KEY));
  });

  it('catches up with the database it follows: new records copied, deleted ones removed', async () => {
    const { mirror } = await copied({ games: { 'game:g1': game(1), 'game:g3': game(2) } });
    const games = memoryArea('games', { 'game:g1': game(1), 'game:g3': game(2) });
    expect((await restoreFromMirror(mirror, [games.area])).outcome).toBe('whole');
    expect(games.data.get(EPOCH_KEY)).toMatch(/^[0-9a-f]{16}$/);
    games.data.set('game:g2', game(4));
    games.data.delete('game:g3');
    expect(await catchUp(mirror, [games.area])).toBe(2);
    expect(await mirror.readRecord('games', 'game:g2')).toEqual(game(4));
    expect(await mirror.readRecord('games', 'game:g3')).toBeUndefined();
  });

  it('never brings back a record deleted in the database the copy follows', async () => {
    const { mirror } = await copied({ games: { 'game:g1': game(1), 'game:g2': game(2) } });
    const games = memoryArea('games', { 'game:g1': game(1), 'game:g2': game(2) });
    await restoreFromMirror(mirror, [games.area]);
    // Deleted, and the page closed before the copy heard of it.
    games.data.delete('game:g2');
    const report = await restoreFromMirror(mirror, [games.area]);
    expect(report.outcome).toBe('whole');
    expect(games.data.has('game:g2')).toBe(false);
    // The same database lost and made anew (no epoch): everything comes back.
    const fresh = memoryArea('games');
    const back = await restoreFromMirror(mirror, [fresh.area]);
    expect(back.restored.map((r) => r.key).sort()).toEqual(['game:g1', 'game:g2']);
  });
});
