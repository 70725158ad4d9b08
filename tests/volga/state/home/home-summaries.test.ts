import { describe, expect, it } from 'vitest';
import type { KeyValueIO } from '../../../../src/core/persist/key';
import { META_PREFIX } from '../../../../src/core/store/records';
import {
  HOME_META_PREFIX,
  kitSummaryKey,
  kitSummaryOf,
  newestGame,
  recentGameOf,
} from '../../../../src/volga/state/home/summaries';

const entry = (id: string, updatedAt: string, name = id) =>
  [
    `meta:${id}`,
    { recordVersion: 1, id, name, scenario: 'main', turn: 3, updatedAt, createdAt: updatedAt },
  ] as const;

describe('home summaries (read without the store schemas)', () => {
  it('uses the store index prefix', () => {
    expect(HOME_META_PREFIX).toBe(META_PREFIX);
  });

  it('picks the most recently saved game, ties by name', () => {
    const g = newestGame([
      entry('a', '2026-11-01T10:00:00.000Z'),
      entry('b', '2026-11-03T10:00:00.000Z'),
      entry('c', '2026-11-02T10:00:00.000Z'),
    ]);
    expect(g?.id).toBe('b');
    const tie = newestGame([
      entry('z', '2026-11-03T10:00:00.000Z', 'Zeta'),
      entry('y', '2026-11-03T10:00:00.000Z', 'Alpha'),
    ]);
    expect(tie?.name).toBe('Alpha');
  });

  it('skips damaged entries and entries filed under another id', () => {
    const g = newestGame([
      ['meta:x', { id: 'x', name: 'X', scenario: 'main', turn: -1, updatedAt: '2026-12-01' }],
      ['meta:y', 'not an object'],
      ['meta:z', { id: 'other', name: 'Z', scenario: 'main', turn: 1, updatedAt: '2026-12-02' }],
      entry('ok', '2026-01-01T00:00:00.000Z'),
    ]);
    expect(g?.id).toBe('ok');
    expect(newestGame([])).toBeNull();
    expect(recentGameOf(null)).toBeNull();
    expect(recentGameOf([])).toBeNull();
  });

  it('checks the kit summary', () => {
    expect(kitSummaryOf({ percent: 42, fixture: false })).toEqual({ percent: 42, fixture: false });
    expect(kitSummaryOf({ percent: 101, fixture: false })).toBeNull();
    expect(kitSummaryOf({ percent: 'x', fixture: false })).toBeNull();
    expect(kitSummaryOf({ percent: 5 })).toBeNull();
  });

  it('reads a missing or damaged kit summary as none', async () => {
    const store = new Map<string, unknown>();
    const io: KeyValueIO = {
      get: async (k) => store.get(k),
      set: async (k, v) => {
        store.set(k, v);
      },
    };
    const key = kitSummaryKey(io);
    expect((await key.read()).value).toBeNull();
    store.set('kit/summary', { percent: -3, fixture: true });
    expect((await key.read()).value).toBeNull();
    await key.write({ percent: 37, fixture: false });
    expect((await key.read()).value).toEqual({ percent: 37, fixture: false });
  });
});
