/**
 * Start-up's look at the second copy (mirror.ts). Before anything reads storage, the copy's
 * inventory is compared with the keys IndexedDB holds: a record the inventory names that
 * IndexedDB no longer has is written back from the copy, and the owner is told what came back.
 * A record IndexedDB has is trusted as it is (IndexedDB wins), and records the copy lacks are
 * copied to it once the app is idle (catchUp). With no copy, no records, and the marker saying
 * this device held records, both stores were lost: the owner is told that too.
 */
import { type Inventory, inventoryCount, type Mirror, type MirrorWrite } from './mirror';

/** One IndexedDB database and store as start-up reads and restores it. */
export interface MirrorArea {
  /** The area's name in the copy (database/store). */
  readonly id: string;
  /** Returns every key the area holds now. */
  keys(): Promise<string[]>;
  /** Returns the values of `keys` (undefined for a key that is absent). */
  getMany(keys: readonly string[]): Promise<unknown[]>;
  /** Writes the records back, all in one transaction. */
  putMany(entries: ReadonlyArray<readonly [string, unknown]>): Promise<void>;
}

/** One record written back from the copy. */
export interface RestoredRecord {
  readonly area: string;
  readonly key: string;
  /** The record's own name and revision, when it has them (a saved game). */
  readonly name?: string;
  readonly rev?: number;
}

/** What start-up found. */
export interface RestoreReport {
  /**
   * 'none': no copy yet, nothing to say; 'whole': IndexedDB holds everything the copy names;
   * 'restored': records came back from the copy; 'both-gone': IndexedDB and the copy are both
   * empty on a device that held records; 'failed': the copy could not be read or written back.
   */
  readonly outcome: 'none' | 'whole' | 'restored' | 'both-gone' | 'failed';
  readonly restored: readonly RestoredRecord[];
  /** Records the copy names but could not give back (its entry gone or unreadable). */
  readonly missing: readonly RestoredRecord[];
  readonly error?: string;
}

function described(area: string, key: string, value: unknown): RestoredRecord {
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    area,
    key,
    ...(typeof v.name === 'string' ? { name: v.name } : {}),
    ...(typeof v.revision === 'number' ? { rev: v.revision } : {}),
  };
}

/** Returns what start-up found, having written back every record IndexedDB lost. */
export async function restoreFromMirror(
  mirror: Mirror,
  areas: readonly MirrorArea[],
): Promise<RestoreReport> {
  let inv: Inventory | null;
  let held: Map<string, Set<string>>;
  try {
    const [i, ...keyLists] = await Promise.all([
      mirror.readInventory(),
      ...areas.map((a) => a.keys()),
    ]);
    inv = i as Inventory | null;
    held = new Map(areas.map((a, n) => [a.id, new Set(keyLists[n] as string[])]));
  } catch (e) {
    return { outcome: 'failed', restored: [], missing: [], error: String(e) };
  }
  const storedCount = [...held.values()].reduce((n, s) => n + s.size, 0);
  if (!inv) {
    if (storedCount === 0 && mirror.wasEverStored()) {
      mirror.forgetMarker();
      return { outcome: 'both-gone', restored: [], missing: [] };
    }
    return { outcome: 'none', restored: [], missing: [] };
  }
  if (inventoryCount(inv) === 0 && storedCount === 0 && mirror.wasEverStored()) {
    // The copy says nothing should exist (the owner deleted everything): nothing was lost.
    return { outcome: 'whole', restored: [], missing: [] };
  }
  const restored: RestoredRecord[] = [];
  const missing: RestoredRecord[] = [];
  try {
    for (const area of areas) {
      const have = held.get(area.id) ?? new Set<string>();
      const lost = Object.keys(inv.areas[area.id] ?? {}).filter((k) => !have.has(k));
      if (lost.length === 0) continue;
      const back: Array<readonly [string, unknown]> = [];
      for (const key of lost) {
        let value: unknown;
        try {
          value = await mirror.readRecord(area.id, key);
        } catch {
          value = undefined;
        }
        if (value === undefined) missing.push({ area: area.id, key });
        else back.push([key, value]);
      }
      if (back.length === 0) continue;
      await area.putMany(back);
      for (const [key, value] of back) restored.push(described(area.id, key, value));
    }
  } catch (e) {
    return { outcome: 'failed', restored, missing, error: String(e) };
  }
  return {
    outcome: restored.length > 0 || missing.length > 0 ? 'restored' : 'whole',
    restored,
    missing,
  };
}

/**
 * Copies to the second copy every record IndexedDB holds that the inventory does not name (the
 * first start with a copy, a copy the browser cleared alone, a write the copy missed), and
 * returns how many it queued. IndexedDB is newer there: the copy catches up.
 */
export async function catchUp(mirror: Mirror, areas: readonly MirrorArea[]): Promise<number> {
  const inv = await mirror.readInventory();
  let queued = 0;
  for (const area of areas) {
    const named = inv?.areas[area.id] ?? {};
    // A record the bound left out stays out until something else makes room for it.
    const left = new Set(inv?.left[area.id] ?? []);
    const absent = (await area.keys()).filter((k) => named[k] === undefined && !left.has(k));
    if (absent.length === 0) continue;
    const values = await area.getMany(absent);
    const writes: MirrorWrite[] = [];
    for (const [i, key] of absent.entries()) {
      const value = values[i];
      if (value !== undefined) writes.push({ op: 'put', key, value });
    }
    mirror.note(area.id, writes);
    queued += writes.length;
  }
  await mirror.flush();
  return queued;
}
