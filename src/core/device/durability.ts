/**
 * Keeping data safe from eviction: ask the browser to persist our storage when the first game
 * starts (or when the player asks in About), report the status and estimate for About, and
 * recognise iOS in a browser tab, where Safari may clear a site's data after weeks without a
 * visit unless the app is installed (About's advice, the home screen's install hint). The one
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

/** What identifies iOS in a browser tab. */
export interface PlatformFacts {
  readonly userAgent: string;
  readonly maxTouchPoints: number;
  /** navigator.standalone (iOS home-screen app). */
  readonly iosStandalone: boolean;
  /** matchMedia('(display-mode: standalone)').matches. */
  readonly displayStandalone: boolean;
}

/**
 * Returns true on iPhone/iPad (iPadOS reports a touch Mac) when not installed to the home
 * screen: every iOS browser is WebKit, and WebKit may evict a tab's data; installing keeps it.
 */
export function isIosBrowserTab(facts: PlatformFacts): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(facts.userAgent) ||
    (/Macintosh/.test(facts.userAgent) && facts.maxTouchPoints > 1);
  return ios && !facts.iosStandalone && !facts.displayStandalone;
}

/**
 * Returns true for Safari itself on iPhone/iPad, the browser whose Share menu offers Add to
 * Home Screen (not Chrome, Firefox, Edge or in-app browsers there), when not installed.
 */
export function isIosSafariTab(facts: PlatformFacts): boolean {
  return (
    isIosBrowserTab(facts) &&
    /Safari\//.test(facts.userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\//.test(facts.userAgent)
  );
}

/** Returns true when the Add to Home Screen instructions should be offered in this browser. */
export function shouldShowIosInstallHint(): boolean {
  return typeof navigator !== 'undefined' && isIosSafariTab(currentPlatformFacts());
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

/** Returns this browser's PlatformFacts. */
export function currentPlatformFacts(): PlatformFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    iosStandalone: nav.standalone === true,
    displayStandalone:
      typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
  };
}

/** The explanation shown on iOS in a browser tab. */
export const IOS_INSTALL_ADVICE =
  'On iPhone and iPad, Safari may delete this app’s saved games if the site is not visited for a few weeks. ' +
  'Add it to the Home Screen (Share, then Add to Home Screen) to keep them safe, and export a backup file now and then.';
