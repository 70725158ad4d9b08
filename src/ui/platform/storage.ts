/** What the browser says about keeping our data: persisted or evictable, and how much is used. */

/** Storage facts for About; null where the browser does not report them. */
export interface StorageInfo {
  readonly persisted: boolean | null;
  readonly usage: number | null;
  readonly quota: number | null;
}

/** Returns whether storage is persisted and the usage estimate, as far as the browser tells. */
export async function readStorageInfo(): Promise<StorageInfo> {
  const sm = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  const persisted = sm?.persisted ? await sm.persisted().catch(() => null) : null;
  const estimate = sm?.estimate ? await sm.estimate().catch(() => null) : null;
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

/** Asks the browser to keep our data; returns whether it is now persisted (null: no API). */
export async function requestPersistence(): Promise<boolean | null> {
  const sm = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!sm?.persist) return null;
  return sm.persist().catch(() => false);
}

/** Returns a byte count in words a player reads at a glance ('12 KB', '1.2 GB'). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let n = bytes;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  const digits = i === 0 || n >= 10 ? 0 : 1;
  return `${n.toFixed(digits)} ${units[i]}`;
}
