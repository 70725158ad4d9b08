import { useEffect, useState } from 'preact/hooks';
import {
  currentPlatformFacts,
  ensurePersistentStorage,
  formatBytes,
  IOS_INSTALL_ADVICE,
  isIosBrowserTab,
  readDurability as readStorageInfo,
  type DurabilityStatus as StorageInfo,
} from '../../core/device';
import { plural } from '../../core/format';
import type { MirrorSize } from '../../core/store/mirror';
import { mirrorSize } from '../../core/store/startup';
import { offlineReady } from '../update/sw-update';
import './About.css';

function buildDateText(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Returns what About says of the second copy: its size, its bound, and anything it left out. */
function mirrorText(m: MirrorSize): string {
  if (m.records === 0 && m.lastError === null) return 'Nothing copied yet';
  const parts = [
    `${formatBytes(m.bytes)} (${plural(m.records, 'record')}) of at most ${formatBytes(m.maxBytes)}`,
  ];
  if (m.left > 0)
    parts.push(`${m.left} left out to stay within that: export your games to keep them`);
  if (m.lastError !== null) parts.push(`the last copy failed (${m.lastError})`);
  return parts.join('; ');
}

function persistedText(p: boolean | null): string {
  if (p === null) return 'Not reported by this browser';
  return p
    ? 'Yes: the browser will not clear it to free space'
    : 'No: the browser may clear it if space runs low';
}

/** Returns the About screen: version, build, offline status and what the browser keeps. */
export function About() {
  const [info, setInfo] = useState<StorageInfo | null>(null);
  const [mirror, setMirror] = useState<MirrorSize | null>(null);
  const [asked, setAsked] = useState<'no' | 'asking' | 'granted' | 'refused' | 'unsupported'>('no');
  const [controlled, setControlled] = useState(
    typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller,
  );

  useEffect(() => {
    let live = true;
    void readStorageInfo().then((i) => live && setInfo(i));
    void mirrorSize().then(
      (m) => live && setMirror(m),
      () => undefined,
    );
    const sw = navigator.serviceWorker;
    const onChange = () => setControlled(!!sw?.controller);
    sw?.addEventListener('controllerchange', onChange);
    return () => {
      live = false;
      sw?.removeEventListener('controllerchange', onChange);
    };
  }, []);

  const ask = async () => {
    setAsked('asking');
    const result = await ensurePersistentStorage();
    setAsked(
      result === 'unsupported' ? 'unsupported' : result === 'denied' ? 'refused' : 'granted',
    );
    setInfo(await readStorageInfo());
  };

  return (
    <div class="about stack">
      <p>
        A table-side assistant for the solitaire wargame{' '}
        <cite>Stalingrad: Advance to the Volga, 1942</cite>. It helps you run the game; you still
        need the game itself. Unofficial: not made or endorsed by the publisher.
      </p>
      <dl class="facts">
        <dt>Version</dt>
        <dd data-testid="app-version">{__APP_VERSION__}</dd>
        <dt>Build</dt>
        <dd data-testid="app-build">
          {__BUILD_ID__}
          {__SOURCE_DATE__ && (
            <>
              , committed <time dateTime={__SOURCE_DATE__}>{buildDateText(__SOURCE_DATE__)}</time>
            </>
          )}
        </dd>
        <dt>Offline</dt>
        <dd data-testid="offline-status">
          {controlled || offlineReady.value
            ? 'Ready: works with no connection'
            : 'Not yet: open the app once while online'}
        </dd>
        <dt>Data kept on this device</dt>
        <dd data-testid="persisted-status">{info ? persistedText(info.persisted) : 'Checking…'}</dd>
        <dt>Storage used</dt>
        <dd data-testid="storage-estimate">
          {info === null
            ? 'Checking…'
            : info.usage === null
              ? 'Not reported by this browser'
              : `${formatBytes(info.usage)}${info.quota ? ` of about ${formatBytes(info.quota)} allowed` : ''}`}
        </dd>
        <dt>Second copy</dt>
        <dd data-testid="mirror-size">{mirror === null ? 'Checking…' : mirrorText(mirror)}</dd>
      </dl>
      <p class="note">
        Every save is also copied to a second store on this device, kept apart from the browser’s
        database. If the database loses saved data, the app brings it back from the copy when it
        starts. Clearing the site’s data removes both: only an exported file survives that.
      </p>
      {isIosBrowserTab(currentPlatformFacts()) && (
        <p class="note" data-testid="ios-advice">
          {IOS_INSTALL_ADVICE}
        </p>
      )}
      {info?.persisted !== true && (
        <div class="stack-tight">
          <button type="button" class="btn" onClick={ask} disabled={asked === 'asking'}>
            Keep my data on this device
          </button>
          <p class="note" role="status">
            {asked === 'refused' &&
              'The browser said no for now. Installing the app to the home screen usually helps.'}
            {asked === 'unsupported' && 'This browser does not offer that.'}
            {asked === 'granted' && 'Done: your data is kept.'}
          </p>
        </div>
      )}
    </div>
  );
}
