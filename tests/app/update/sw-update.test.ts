/**
 * The update flow's question: when a reload now would lose something, the page asks "Update
 * anyway?" itself (no browser dialog) and reloads only on Yes; Go back keeps the update waiting
 * and leaves the note saying why.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let options: { onNeedRefresh?: () => void } = {};
const skipWaiting = vi.fn(async () => {});
vi.mock('virtual:pwa-register', () => ({
  registerSW: (o: typeof options) => {
    options = o;
    return skipWaiting;
  },
}));

const reload = vi.fn();

/** A fresh copy of the module with a waiting update, and a hold registered when `hold` is given. */
async function ready(hold?: string) {
  vi.resetModules();
  const guard = await import('../../../src/core/update-guard');
  if (hold) guard.onBeforeUpdate(() => ({ hold }));
  const sw = await import('../../../src/app/update/sw-update');
  sw.startUpdates();
  options.onNeedRefresh?.();
  expect(sw.updateState.value).toBe('ready');
  return sw;
}

beforeEach(() => {
  vi.useFakeTimers();
  reload.mockClear();
  skipWaiting.mockClear();
  vi.stubGlobal('location', { reload });
  vi.stubGlobal('navigator', {
    onLine: true,
    serviceWorker: { controller: null, addEventListener: () => {} },
  });
  vi.stubGlobal('document', { addEventListener: () => {}, removeEventListener: () => {} });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('applyUpdate', () => {
  it('goes ahead at once when nothing would be lost', async () => {
    const sw = await ready();
    await sw.applyUpdate();
    expect(sw.updateQuestion.value).toBeNull();
    expect(skipWaiting).toHaveBeenCalledOnce();
    expect(sw.updateState.value).toBe('applying');
  });

  it('asks in the page when a save waits for Retry, and does not reload yet', async () => {
    const sw = await ready('Your last move is not saved.');
    await sw.applyUpdate();
    expect(sw.updateQuestion.value).toEqual(['Your last move is not saved.']);
    expect(sw.updateState.value).toBe('ready');
    expect(skipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('updates when the player answers Update anyway', async () => {
    const sw = await ready('Your last move is not saved.');
    await sw.applyUpdate();
    await sw.confirmUpdate();
    expect(sw.updateQuestion.value).toBeNull();
    expect(skipWaiting).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalled();
  });

  it('keeps the update waiting, with the reason shown, when the player goes back', async () => {
    const sw = await ready('Your last move is not saved.');
    await sw.applyUpdate();
    sw.cancelUpdate();
    expect(sw.updateQuestion.value).toBeNull();
    expect(sw.updateHeld.value).toEqual(['Your last move is not saved.']);
    expect(sw.updateState.value).toBe('ready');
    vi.advanceTimersByTime(10_000);
    expect(skipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing on Update anyway when nothing was asked', async () => {
    const sw = await ready();
    await sw.confirmUpdate();
    expect(skipWaiting).not.toHaveBeenCalled();
  });
});
