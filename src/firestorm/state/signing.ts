/**
 * What this device keeps for signed links (engine/sign.ts): its own key pair (made the first time
 * it shares a link, with the name it signs as) and, for each campaign opened from a link, the key
 * that first shared it (trust on first use: a later link signed by another key, or not signed,
 * is shown as changed). One persisted key, `firestorm/keys` (declared in the table's records, so Export all and the
 * second copy hold it), over core's persistedKey: a device's own keys are written by one tab at a
 * time (the first share, an adopted key file), so it has no revision yet. Campaign ids are made here too (random, so two campaigns on one map never share one).
 */
import { signal } from '@preact/signals';
import { toBase64Url } from '../../core/files/fragment';
import { isPlainObject } from '../../core/input';
import { idbIO, type KeyValueIO, persistedKey } from '../../core/persist/key';
import { isCampaignId, KEY_FORMAT, type SigningKey } from '../engine';
import { FS_KEYS_KEY } from './keys';

/** The key a campaign was first shared with, and the name it was shared under. */
export interface PinnedKey {
  readonly publicKey: string;
  readonly name: string;
}

/** What is stored. */
export interface KeyStore {
  readonly own: SigningKey | null;
  readonly pins: Readonly<Record<string, PinnedKey>>;
}

const empty = (): KeyStore => ({ own: null, pins: {} });

/** Reads the stored keys; the signing key is read in full by engine/sign.ts before use. */
export function readKeyStore(raw: unknown): KeyStore | null {
  if (!isPlainObject(raw) || !isPlainObject(raw.pins)) return null;
  const own = raw.own;
  const ownOk =
    own === null ||
    (isPlainObject(own) &&
      own.format === KEY_FORMAT &&
      typeof own.publicKey === 'string' &&
      typeof own.name === 'string' &&
      typeof own.fingerprint === 'string' &&
      isPlainObject(own.privateKey));
  if (!ownOk) return null;
  const pins: Record<string, PinnedKey> = {};
  for (const [id, p] of Object.entries(raw.pins)) {
    if (!isCampaignId(id) || !isPlainObject(p)) return null;
    if (typeof p.publicKey !== 'string' || typeof p.name !== 'string') return null;
    pins[id] = { publicKey: p.publicKey, name: p.name };
  }
  return { own: own as SigningKey | null, pins };
}

/** A new campaign id: 12 random base64url characters (72 bits). */
export function newCampaignId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(9)));
}

/**
 * The Web Crypto to sign and check with, or null where the browser gives none: crypto.subtle
 * exists only in a secure context (https, or localhost), not on a plain-http LAN address.
 */
export const subtleHere = (): SubtleCrypto | null =>
  globalThis.isSecureContext !== false && globalThis.crypto?.subtle
    ? globalThis.crypto.subtle
    : null;

/** The device's keys and pins, loaded once and changed through these calls. */
export function createKeyStore(io: KeyValueIO = idbIO) {
  const key = persistedKey(FS_KEYS_KEY, readKeyStore, empty, io);
  const store = signal<KeyStore | null>(null);
  // One read, shared by every caller: a second read landing after a write would undo it.
  let reading: Promise<void> | null = null;
  const load = async (): Promise<KeyStore> => {
    reading ??= key.read().then((r) => {
      store.value ??= r.value;
    });
    await reading;
    return store.value ?? empty();
  };
  const save = async (next: KeyStore) => {
    store.value = next;
    await key.write(next);
  };
  return {
    store,
    load,
    /** This device's key pair, made (and kept) the first time it is asked for. */
    async ownKey(make: () => Promise<SigningKey>): Promise<SigningKey> {
      const s = await load();
      if (s.own) return s.own;
      const own = await make();
      await save({ ...(store.value ?? s), own });
      return own;
    },
    /** Takes a key pair brought from another device (read by engine/sign.ts) as this one's. */
    async adopt(own: SigningKey): Promise<void> {
      await save({ ...(await load()), own });
    },
    /** Changes the name this device signs as. */
    async rename(name: string): Promise<void> {
      const s = await load();
      if (s.own) await save({ ...s, own: { ...s.own, name: name.trim().slice(0, 40) } });
    },
    /** The key campaign `id` was first shared with here, if any. */
    async pinned(id: string): Promise<PinnedKey | null> {
      return (await load()).pins[id] ?? null;
    },
    /** Remembers the key campaign `id` was first shared with (only the first time). */
    async pin(id: string, p: PinnedKey): Promise<void> {
      const s = await load();
      if (!s.pins[id]) await save({ ...s, pins: { ...s.pins, [id]: p } });
    },
  };
}

/** The device's key store. */
export type DeviceKeys = ReturnType<typeof createKeyStore>;

let shared: DeviceKeys | null = null;
/** The app's one key store, over IndexedDB. */
export function deviceKeys(): DeviceKeys {
  shared ??= createKeyStore();
  return shared;
}
