/**
 * Keeping data safe from eviction: ask the browser to persist our storage when the first game
 * starts (or when the player asks in About), and report the status and estimate for About
 * (whether this is iOS in a browser tab, where installing keeps the data, is ios.ts). The one
 * place for these questions; the browser objects are passed in, so the logic is tested without
 * a browser.
 */

/** The part of navigator.storage used here. */
export interface StorageManagerLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
  estimate?: () => Promise<{ usage?: number; quota?: number }>;
}

/** Whether storage is persistent, and what the browser estimates (null where it does not say). */
export interface DurabilityStatus {
  readonly persisted: boolean | null;
  readonly usage: number | null;
  readonly quota: number | null;
}

/** The outcome of asking for persistent storage. */
export type PersistOutcome = 'already' | 'granted' | 'denied' | 'unsupported';

function browserStorage(): StorageManagerLike | undefined {
  return typeof navigator !== 'undefined' ? navigator.storage : undefined;
}

/**
 * Returns whether storage is (now) persistent, asking only when it is not yet: call it when the
 * first game starts (browsers grant more readily once the site is in use). Never rejects.
 */
export async function ensurePersistentStorage(
  storage: StorageManagerLike | undefined = browserStorage(),
): Promise<PersistOutcome> {
  if (!storage?.persist) return 'unsupported';
  try {
    if (storage.persisted && (await storage.persisted())) return 'already';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}

/** Returns the persistence status and the usage/quota estimate; never rejects. */
export async function readDurability(
  storage: StorageManagerLike | undefined = browserStorage(),
): Promise<DurabilityStatus> {
  const persisted = storage?.persisted ? await storage.persisted().catch(() => null) : null;
  const estimate = storage?.estimate ? await storage.estimate().catch(() => null) : null;
  return {
    persisted,
    usage: typeof estimate?.usage === 'number' ? estimate.usage : null,
    quota: typeof estimate?.quota === 'number' ? estimate.quota : null,
  };
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
