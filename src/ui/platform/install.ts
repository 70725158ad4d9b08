/** Install hints: iOS has no install prompt, so Safari users are shown the Share-menu route. */

/** Returns true for iPhone, iPod and iPad (iPadOS reports itself as a touch Mac). */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** Returns true for Safari on iOS (not Chrome, Firefox, Edge or in-app browsers there). */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  return (
    isIos(userAgent, maxTouchPoints) &&
    /Safari\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\//.test(userAgent)
  );
}

/** Returns true when running as an installed app (home-screen icon), not in a browser tab. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** Returns true when the Add to Home Screen instructions should be offered. */
export function shouldShowIosInstallHint(): boolean {
  return isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0) && !isStandalone();
}
