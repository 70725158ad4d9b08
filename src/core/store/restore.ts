/**
 * Start-up's look at the second copy (mirror.ts). Before anything reads storage, each database
 * is compared with the copy's inventory: a database that is not the one the copy follows (its
 * epoch mark is gone: it was lost and made anew) gets back every record the inventory names, and
 * the owner is told what came back. A database the copy follows is trusted as it is (IndexedDB
 * wins), and the copy catches up with it once the app is idle (catchUp). With no copy, no
 * records, and the marker saying this device held records, both stores were lost: the owner is
 * told that too.
 */
import { EPOCH_KEY, type Inventory, inventoryCount, type Mirror, type MirrorWrite } from './mirror';

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

/** Returns a new random epoch mark. */
function randomEpoch(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One area as start-up reads it: its record keys and its epoch (undefined when it has none). */
async function readArea(area: MirrorArea): Promise<{ keys: Set<string>; epoch?: string }> {
  const all = await area.keys();
  const keys = new Set(all.filter((k) => k !== EPOCH_KEY));
  if (!all.includes(EPOCH_KEY)) return { keys };
  const [epoch] = await area.getMany([EPOCH_KEY]);
  return typeof epoch === 'string' ? { keys, epoch } : { keys };
}

/**
 * True when the inventory already records every area's epoch and the marker already says the
 * copy holds records (when it holds any): writing the inventory again would change nothing but
 * its time, and that write (a Web Lock, a Cache Storage read and write) sits before the first
 * paint of every start.
 */
function inventoryHolds(
  inv: Inventory | null,
  epochs: Readonly<Record<string, string>>,
  mirror: Mirror,
): boolean {
  if (!inv) return false;
  const same = Object.entries(epochs).every(([area, epoch]) => inv.epochs?.[area] === epoch);
  return same && (inventoryCount(inv) === 0 || mirror.wasEverStored());
}

/** Returns an area's epoch, or undefined when it has none. */
async function readEpoch(area: MirrorArea): Promise<string | undefined> {
  const [epoch] = await area.getMany([EPOCH_KEY]);
  return typeof epoch === 'string' ? epoch : undefined;
}

/** Returns how many records the areas hold (their epochs not counted). */
async function recordCount(areas: readonly MirrorArea[]): Promise<number> {
  const all = await Promise.all(areas.map((a) => a.keys()));
  return all.reduce((n, keys) => n + keys.filter((k) => k !== EPOCH_KEY).length, 0);
}

/**
 * Returns what start-up found, having written back every record a lost database held. An area
 * whose epoch is the inventory's is the database the copy follows: IndexedDB wins there, as it
 * is. An area without an epoch, or with another, was lost and made anew: every record the
 * inventory names that it lacks is written back. Each area then carries an epoch, and the
 * inventory records it. The areas' keys are read only where they are needed (an area to
 * restore, or no records in the copy on a device the marker says held some): a start that finds
 * everything as it was reads one epoch per area and the inventory, and writes nothing.
 */
export async function restoreFromMirror(
  mirror: Mirror,
  areas: readonly MirrorArea[],
  newEpoch: () => string = randomEpoch,
): Promise<RestoreReport> {
  let inv: Inventory | null;
  let found: Array<string | undefined>;
  try {
    [inv, found] = await Promise.all([mirror.readInventory(), Promise.all(areas.map(readEpoch))]);
  } catch (e) {
    return { outcome: 'failed', restored: [], missing: [], error: String(e) };
  }
  const restored: RestoredRecord[] = [];
  const missing: RestoredRecord[] = [];
  const epochs: Record<string, string> = {};
  let bothGone = false;
  try {
    for (const [i, area] of areas.entries()) {
      const here = found[i];
      const known = inv?.epochs?.[area.id];
      const back: Array<readonly [string, unknown]> = [];
      const follows = here !== undefined && (here === known || known === undefined);
      if (inv && !follows) {
        const held = new Set(await area.keys());
        for (const key of Object.keys(inv.areas[area.id] ?? {})) {
          if (held.has(key)) continue;
          let value: unknown;
          try {
            value = await mirror.readRecord(area.id, key);
          } catch {
            value = undefined;
          }
          if (value === undefined) missing.push({ area: area.id, key });
          else back.push([key, value]);
        }
      }
      const epoch = here ?? known ?? newEpoch();
      epochs[area.id] = epoch;
      if (here === undefined) back.push([EPOCH_KEY, epoch]);
      if (back.length > 0) await area.putMany(back);
      for (const [key, value] of back)
        if (key !== EPOCH_KEY) restored.push(described(area.id, key, value));
    }
    if (!inventoryHolds(inv, epochs, mirror)) await mirror.setEpochs(epochs);
    // No copy (or an empty one) and no records, on a device the marker says held records. With
    // nothing in the copy nothing was written back, so the count is what IndexedDB held.
    bothGone =
      (!inv || inventoryCount(inv) === 0) &&
      mirror.wasEverStored() &&
      (await recordCount(areas)) === 0;
  } catch (e) {
    return { outcome: 'failed', restored, missing, error: String(e) };
  }
  if (bothGone) {
    mirror.forgetMarker();
    return { outcome: 'both-gone', restored: [], missing: [] };
  }
  if (!inv) return { outcome: 'none', restored: [], missing: [] };
  return {
    outcome: restored.length > 0 || missing.length > 0 ? 'restored' : 'whole',
    restored,
    missing,
  };
}

/**
 * Brings the second copy in line with IndexedDB, which is newer wherever the two disagree: every
 * record IndexedDB holds that the inventory does not name is copied (the first start with a
 * copy, a copy the browser cleared alone, a write the copy missed), and every record the
 * inventory names that IndexedDB no longer holds is removed from the copy (a deletion the copy
 * missed). Only areas that carry the inventory's epoch are touched. Returns the changes queued.
 */
export async function catchUp(mirror: Mirror, areas: readonly MirrorArea[]): Promise<number> {
  // The inventory is read before the keys: a record created in between is only copied twice.
  const inv = await mirror.readInventory();
  let queued = 0;
  for (const area of areas) {
    const here = await readArea(area);
    if (here.epoch === undefined || here.epoch !== inv?.epochs?.[area.id]) continue;
    const named = inv.areas[area.id] ?? {};
    // A record the bound left out stays out until something else makes room for it.
    const left = new Set(inv.left[area.id] ?? []);
    const absent = [...here.keys].filter((k) => named[k] === undefined && !left.has(k));
    const values = absent.length > 0 ? await area.getMany(absent) : [];
    const writes: MirrorWrite[] = [];
    for (const [i, key] of absent.entries()) {
      const value = values[i];
      if (value !== undefined) writes.push({ op: 'put', key, value });
    }
    for (const key of Object.keys(named))
      if (!here.keys.has(key)) writes.push({ op: 'delete', key });
    mirror.note(area.id, writes);
    queued += writes.length;
  }
  await mirror.flush();
  return queued;
}
