/**
 * The platform facts behind the iOS install advice: whether this is iOS in a browser tab, where
 * Safari may clear a site's data after weeks without a visit unless the app is installed (About's
 * advice, the home screen's install hint). Apart from durability.ts because the home screen asks
 * it at start-up and needs nothing else of the device area; the browser objects are passed in,
 * so the logic is tested without a browser.
 */

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
