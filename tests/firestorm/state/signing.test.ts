/**
 * The device's keys: its own key pair made once and kept, the key a campaign was first shared
 * with pinned only the first time, and a stored value that does not read falls back to nothing
 * rather than to a half-read key.
 */
import { describe, expect, it } from 'vitest';
import type { KeyValueIO } from '../../../src/core/persist/key';
import { newSigningKey } from '../../../src/firestorm/engine';
import { FS_KEYS_KEY } from '../../../src/firestorm/state/keys';
import { createKeyStore, newCampaignId } from '../../../src/firestorm/state/signing';

const subtle = globalThis.crypto.subtle;
function memory(
  start: Record<string, unknown> = {},
): KeyValueIO & { data: Record<string, unknown> } {
  const data = { ...start };
  return {
    data,
    get: async (k) => data[k],
    set: async (k, v) => {
      data[k] = v;
    },
  };
}

describe('the device keys', () => {
  it('makes its key once, keeps it, and a new store over the same storage has it', async () => {
    const io = memory();
    let made = 0;
    const make = () => {
      made += 1;
      return newSigningKey(subtle, 'Anna');
    };
    const a = await createKeyStore(io).ownKey(make);
    const b = await createKeyStore(io).ownKey(make);
    expect(made).toBe(1);
    expect(b.publicKey).toBe(a.publicKey);
  });
  it('pins the first key a campaign is shared with, and not a later one', async () => {
    const keys = createKeyStore(memory());
    await keys.pin('tableC-01', { publicKey: 'first', name: 'Anna' });
    await keys.pin('tableC-01', { publicKey: 'second', name: 'Eve' });
    expect(await keys.pinned('tableC-01')).toEqual({ publicKey: 'first', name: 'Anna' });
    expect(await keys.pinned('other-01')).toBeNull();
  });
  it('a damaged store reads as empty, with no key and no pins', async () => {
    const keys = createKeyStore(memory({ [FS_KEYS_KEY]: { own: { format: 'x' }, pins: {} } }));
    expect(await keys.load()).toEqual({ own: null, pins: {} });
  });
  it('campaign ids are 12 base64url characters and differ', () => {
    const ids = new Set(Array.from({ length: 50 }, newCampaignId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });
});

describe('the device keys, read by two callers at once', () => {
  it('a read that lands after the key was made does not undo it', async () => {
    // The second read of storage is slow: it answers only after the key has been made and saved.
    const io = memory();
    let gets = 0;
    let release: () => void = () => {};
    const late = new Promise<void>((r) => {
      release = r;
    });
    const slow: KeyValueIO = {
      get: async (k) => {
        gets += 1;
        const then = io.data[k];
        if (gets === 2) await late;
        return then;
      },
      set: io.set,
    };
    const keys = createKeyStore(slow);
    const own = keys.ownKey(() => newSigningKey(subtle, 'Anna'));
    const other = keys.load();
    const made = await Promise.race([own, other.then(() => null)]);
    release();
    await other;
    const key = made ?? (await own);
    expect(keys.store.value?.own?.publicKey).toBe(key.publicKey);
    await keys.rename('Anna K');
    expect(keys.store.value?.own?.name).toBe('Anna K');
  });
});
