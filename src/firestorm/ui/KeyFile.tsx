/**
 * The organiser's signing key as a file: downloaded to keep it (or to move to a new phone, so
 * links go on being signed by the same key players' phones know), and read back from a file or
 * pasted text. The key is private: the card says so, and it never goes into a campaign file.
 */
import { useEffect } from 'preact/hooks';
import { downloadText } from '../../core/platform/download';
import { KEY_FORMAT, readSigningKey } from '../engine';
import { deviceKeys, subtleHere } from '../state/signing';

/** True when `text` looks like a key file (so the Files card reads it here, not as a campaign). */
export const isKeyText = (text: string): boolean => text.includes(`"${KEY_FORMAT}"`);

/** Reads a key file into this phone; returns what happened, in words. */
export async function adoptKeyText(text: string): Promise<string> {
  const subtle = subtleHere();
  if (!subtle)
    return 'This page is not a secure one, so the browser cannot use a signing key here.';
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return 'Not read: the key file is not JSON.';
  }
  const key = await readSigningKey(subtle, raw);
  if (!key.ok) return `Not read: ${key.error.message}`;
  await deviceKeys().adopt(key.value);
  return `This phone now signs with the key ${key.value.fingerprint}${key.value.name ? ` as ${key.value.name}` : ''}.`;
}

/** Returns the download button of this phone's signing key, once it has one. */
export function KeyFile() {
  const keys = deviceKeys();
  // The store is a signal: the card shows as soon as the first share makes the key.
  const own = keys.store.value?.own ?? null;
  useEffect(() => {
    void keys.load();
  }, []);
  if (!own) return null;
  return (
    <div class="fs-stack" data-testid="fs-key-file">
      <p class="fs-small">
        This phone signs your links with the key {own.fingerprint}. Keep a copy, private: with it a
        new phone signs as you; anyone else with it could too.
      </p>
      <button
        type="button"
        class="btn-quiet"
        data-testid="fs-key-download"
        onClick={() =>
          downloadText(`${JSON.stringify(own, null, 1)}\n`, 'firestorm-signing-key.json')
        }
      >
        Download your signing key
      </button>
    </div>
  );
}
