/**
 * How much this app stores on the device, as the browser estimates it (navigator.storage
 * .estimate); shown where the player is freeing space. Says so when the browser does not tell.
 */
import { useEffect, useState } from 'preact/hooks';
import { type DurabilityStatus, formatBytes, readDurability } from '../../../core/device';

/** Returns the line "Storage used by this app: 1.2 MB of about 2 GB allowed", re-read when `version` changes. */
export function StorageUse(props: { version?: number; extra?: string }) {
  const [info, setInfo] = useState<DurabilityStatus | null>(null);
  useEffect(() => {
    let live = true;
    void readDurability().then((d) => live && setInfo(d));
    return () => {
      live = false;
    };
  }, [props.version]);
  const used =
    info === null
      ? 'checking…'
      : info.usage === null
        ? 'not reported by this browser'
        : `${formatBytes(info.usage)}${info.quota ? ` of about ${formatBytes(info.quota)} allowed` : ''}`;
  return (
    <p class="note sg-use" data-testid="storage-use">
      Storage used by this app: {used}
      {props.extra ? `. ${props.extra}` : ''}
    </p>
  );
}
