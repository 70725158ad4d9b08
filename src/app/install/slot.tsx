import { useEffect, useState } from 'preact/hooks';
import { shouldShowIosInstallHint } from '../../core/device/ios';
import { useLazyView } from '../../core/nav/lazy';
import { installHintDismissedKey } from '../../core/persist';

const loadHint = () => import('./IosInstallHint').then((m) => m.IosInstallHint);

/** Returns the Add to Home Screen hint on iOS Safari, or nothing when installed or dismissed; its code loads only when shown. */
export function IosInstallHintSlot() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!shouldShowIosInstallHint()) return;
    let live = true;
    void installHintDismissedKey()
      .read()
      .then((r) => live && setShow(!r.value));
    return () => {
      live = false;
    };
  }, []);
  return useLazyView(loadHint, show ? {} : null);
}
