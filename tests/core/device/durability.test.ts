import { describe, expect, it, vi } from 'vitest';
import {
  ensurePersistentStorage,
  formatBytes,
  readDurability,
} from '../../../src/core/device/durability';
import { isIosBrowserTab, isIosSafariTab } from '../../../src/core/device/ios';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('ensurePersistentStorage', () => {
  it('does not ask again when storage is already persistent', async () => {
    const persist = vi.fn(async () => true);
    expect(await ensurePersistentStorage({ persist, persisted: async () => true })).toBe('already');
    expect(persist).not.toHaveBeenCalled();
  });

  it.each([
    [true, 'granted'],
    [false, 'denied'],
  ] as const)('asks once when not yet persistent (browser says %s)', async (answer, outcome) => {
    const persist = vi.fn(async () => answer);
    expect(await ensurePersistentStorage({ persist, persisted: async () => false })).toBe(outcome);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('reports a missing API and a throwing one without rejecting', async () => {
    expect(await ensurePersistentStorage(undefined)).toBe('unsupported');
    expect(await ensurePersistentStorage({})).toBe('unsupported');
    expect(
      await ensurePersistentStorage({
        persist: async () => {
          throw new Error('nope');
        },
      }),
    ).toBe('denied');
  });
});

describe('readDurability', () => {
  it('returns persisted, usage and quota', async () => {
    expect(
      await readDurability({
        persisted: async () => true,
        estimate: async () => ({ usage: 1200, quota: 9e9 }),
      }),
    ).toEqual({ persisted: true, usage: 1200, quota: 9e9 });
  });

  it('returns nulls where the browser does not say, and never rejects', async () => {
    expect(await readDurability(undefined)).toEqual({ persisted: null, usage: null, quota: null });
    expect(
      await readDurability({
        persisted: () => Promise.reject(new Error('x')),
        estimate: async () => ({}),
      }),
    ).toEqual({ persisted: null, usage: null, quota: null });
  });
});

describe('isIosBrowserTab', () => {
  const facts = (
    userAgent: string,
    maxTouchPoints = 5,
    iosStandalone = false,
    displayStandalone = false,
  ) => ({
    userAgent,
    maxTouchPoints,
    iosStandalone,
    displayStandalone,
  });

  it.each([
    ['iPhone Safari tab', facts(IPHONE), true],
    ['iPad reporting a Mac, with touch', facts(IPAD_AS_MAC, 5), true],
    ['a real Mac (no touch)', facts(IPAD_AS_MAC, 0), false],
    ['iPhone installed to the home screen', facts(IPHONE, 5, true), false],
    ['iPhone in standalone display mode', facts(IPHONE, 5, false, true), false],
    ['Android Chrome', facts(ANDROID), false],
  ])('%s -> %s', (_label, f, expected) => {
    expect(isIosBrowserTab(f)).toBe(expected);
  });
});

describe('isIosSafariTab (who is shown the Add to Home Screen steps)', () => {
  const facts = (userAgent: string, iosStandalone = false) => ({
    userAgent,
    maxTouchPoints: 5,
    iosStandalone,
    displayStandalone: false,
  });
  const CHROME_IOS =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';

  it.each([
    ['Safari on iPhone', facts(IPHONE), true],
    ['Safari on an iPad that reports a Mac', facts(IPAD_AS_MAC), true],
    ['Chrome on iPhone', facts(CHROME_IOS), false],
    ['Safari, installed', facts(IPHONE, true), false],
    ['Android', facts(ANDROID), false],
  ])('%s -> %s', (_label, f, expected) => {
    expect(isIosSafariTab(f)).toBe(expected);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1536, '1.5 KB'],
    [12 * 1024, '12 KB'],
    [1.25 * 1024 ** 3, '1.3 GB'],
  ])('%d -> %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
