/**
 * The list of campaigns: switching, renaming and deleting (with undo) change only what they
 * name, everything survives a reload, and a store written by an earlier version (one campaign
 * plus the one it replaced) comes into the list whole, with nothing written over a list that
 * does not read.
 */
import { describe, expect, it } from 'vitest';
import { FIXTURE_MAP, type LogEntry } from '../../../src/firestorm/engine';
import { readIndex, readStoredCampaign, summary } from '../../../src/firestorm/state/campaigns';
import {
  FS_CAMPAIGN_KEY,
  FS_CAMPAIGN_PREFIX,
  FS_LIST_DAMAGED_KEY,
  FS_LIST_KEY,
  FS_PREVIOUS_KEY,
} from '../../../src/firestorm/state/keys';
import { createFirestormModel } from '../../../src/firestorm/state/model';
import { device } from '../../support/records';

const die = (value: number) => ({ value, source: 'owner' as const });
const BATTLE: LogEntry[] = [
  { kind: 'place', die: die(4), marker: { from: 'F', to: 'A' } },
  { kind: 'mission', battle: 1, mission: 'agreed' },
  {
    kind: 'result',
    battle: 1,
    result: 'attacker',
    details: { players: { german: 'Anna', soviet: 'Ben' }, date: '2026-11-20', notes: 'Close.' },
  },
];

describe('the list of campaigns', () => {
  it('switch, rename and delete with undo; all of it is there after a reload', async () => {
    const d = device();
    const m = createFirestormModel(d.env(), () => '2026-11-27');
    await m.load();
    m.start(FIXTURE_MAP);
    for (const e of BATTLE) expect(m.add(e).ok).toBe(true);
    m.start(FIXTURE_MAP);
    await m.flushed();
    const [a, b] = m.campaigns.value;
    expect(m.current.value?.id).toBe(b?.id);
    expect(m.rename(b?.id ?? '', '  Winter league ')).toEqual({ ok: true, value: 'Winter league' });
    await m.flushed();
    expect(m.rename(b?.id ?? '', ' ')).toMatchObject({
      ok: false,
      error: { code: 'fs.name.empty' },
    });
    // A name another campaign has is made unique.
    expect(m.rename(a?.id ?? '', 'Winter league')).toEqual({
      ok: true,
      value: 'Winter league (2)',
    });
    await m.flushed();
    expect(m.open(a?.id ?? '')).toBe(true);
    expect(m.state.value?.battles[0]?.details?.players?.german).toBe('Anna');
    // Two entries undone are kept to redo, in the order they go back, through a reload.
    m.undo();
    m.undo();
    await m.flushed();
    expect(m.nextRedo.value).toEqual(BATTLE[1]);
    expect(m.open('c99')).toBe(false);
    await m.flushed();
    const again = createFirestormModel(d.env());
    await again.load();
    expect(again.current.value?.name).toBe('Winter league (2)');
    expect(again.redo()).toBe(true);
    expect(again.redo()).toBe(true);
    await again.flushed();
    expect(again.campaigns.value.map((e) => e.name)).toEqual([
      'Winter league (2)',
      'Winter league',
    ]);
    expect(again.state.value?.battles[0]?.details).toEqual(
      BATTLE[2]?.kind === 'result' && BATTLE[2].details,
    );
    // Deleting the open campaign leaves none open; undo puts it back in its place.
    expect(again.remove(a?.id ?? '')).toBe(true);
    await again.flushed();
    expect(again.current.value).toBeNull();
    expect(again.campaigns.value.map((e) => e.id)).toEqual([b?.id]);
    expect(again.undoRemove()).toBe(true);
    await again.flushed();
    expect(again.campaigns.value.map((e) => e.id)).toEqual([a?.id, b?.id]);
    expect(again.undoRemove()).toBe(false);
  });
  it('shows each campaign’s battles recorded and standing', () => {
    const entry = {
      id: 'c1',
      name: 'x',
      started: '',
      record: { map: FIXTURE_MAP, log: BATTLE, redo: [] },
    };
    expect(summary(entry)).toEqual({
      battles: 1,
      standing: '1 of 15 markers · VP German 13, Soviet 21 · Stalemate',
    });
  });
});

describe('a store written by an earlier version', () => {
  it('its campaign and the one it replaced come into the list whole, the campaign open', async () => {
    // The earlier format: one record per key, no list, no names, no start day.
    const old = { map: FIXTURE_MAP, log: BATTLE, redo: [] };
    const previous = { map: { ...FIXTURE_MAP, name: 'Last year' }, log: [], redo: [BATTLE[0]] };
    const d = device({ [FS_CAMPAIGN_KEY]: old, [FS_PREVIOUS_KEY]: previous });
    const m = createFirestormModel(d.env(), () => '2026-11-27');
    await m.load();
    expect(m.campaigns.value.map((e) => [e.id, e.name, e.started])).toEqual([
      ['c1', 'Last year', ''],
      ['c2', 'TEST FIXTURE (made-up map)', ''],
    ]);
    expect(m.campaigns.value.map((e) => e.record)).toEqual([previous, old]);
    expect(m.current.value?.id).toBe('c2');
    expect(m.standing.value?.markersUsed).toBe(1);
    await m.flushed();
    // Written as an index and one key per campaign; the earlier keys are left as they were.
    const data = d.backend.snapshot();
    expect(readIndex(data[FS_LIST_KEY])?.entries.map((e) => e.id)).toEqual(['c1', 'c2']);
    expect(readStoredCampaign(data[`${FS_CAMPAIGN_PREFIX}c1`])?.record).toEqual(previous);
    expect(readStoredCampaign(data[`${FS_CAMPAIGN_PREFIX}c2`])?.record).toEqual(old);
    expect(data[FS_CAMPAIGN_KEY]).toEqual(old);
    // Once there is a list, the earlier keys are not read again (a deleted one stays deleted).
    m.remove('c1');
    await m.flushed();
    const again = createFirestormModel(d.env());
    await again.load();
    expect(again.campaigns.value.map((e) => e.id)).toEqual(['c2']);
  });
  it('only a "previous": it comes in, none open', async () => {
    const d = device({
      [FS_CAMPAIGN_KEY]: null,
      [FS_PREVIOUS_KEY]: { map: FIXTURE_MAP, log: [], redo: [] },
    });
    const m = createFirestormModel(d.env());
    await m.load();
    expect(m.campaigns.value).toHaveLength(1);
    expect(m.current.value).toBeNull();
  });
  it('a list that does not read is kept aside, untouched, before a fresh one is written', async () => {
    const damaged = { version: 1, current: 'c1', entries: [{ id: 'c1', name: 'x', started: '' }] };
    // An earlier version's campaign is not brought in over a list that was there.
    const d = device({
      [FS_LIST_KEY]: damaged,
      [FS_CAMPAIGN_KEY]: { map: FIXTURE_MAP, log: [], redo: [] },
    });
    const m = createFirestormModel(d.env());
    await m.load();
    expect(m.listDamaged.value).toBe(true);
    expect(m.campaigns.value).toEqual([]);
    expect(d.backend.snapshot()[FS_LIST_DAMAGED_KEY]).toEqual(damaged);
    m.start(FIXTURE_MAP);
    await m.flushed();
    expect(m.failure.value).toBeNull();
    const data = d.backend.snapshot();
    expect(data[FS_LIST_DAMAGED_KEY]).toEqual(damaged);
    expect(readIndex(data[FS_LIST_KEY])?.entries).toHaveLength(1);
  });
  it('a store that could not be read is never written over', async () => {
    const d = device({ [FS_CAMPAIGN_KEY]: { map: FIXTURE_MAP, log: [], redo: [] } });
    d.backend.inject({ name: 'UnknownError', on: 'any' });
    const m = createFirestormModel(d.env());
    await m.load();
    m.start(FIXTURE_MAP);
    await m.flushed();
    expect(m.failure.value).not.toBeNull();
    expect(d.backend.snapshot()[FS_LIST_KEY]).toBeUndefined();
  });
  it('a version 1 list (every campaign in one key) is split into one key per campaign, the list kept as a backup', async () => {
    const list = {
      version: 1,
      current: 'c2',
      entries: [
        {
          id: 'c1',
          name: 'A',
          started: '2026-01-01',
          record: { map: FIXTURE_MAP, log: BATTLE, redo: [] },
        },
        { id: 'c2', name: 'B', started: '', record: { map: FIXTURE_MAP, log: [], redo: [] } },
      ],
    };
    const d = device({ [FS_LIST_KEY]: list });
    const m = createFirestormModel(d.env());
    await m.load();
    expect(m.campaigns.value.map((e) => [e.id, e.name, e.record.log.length])).toEqual([
      ['c1', 'A', 3],
      ['c2', 'B', 0],
    ]);
    expect(m.current.value?.id).toBe('c2');
    const data = d.backend.snapshot();
    expect(data[`backup:${FS_LIST_KEY}`]).toEqual(list);
    expect(data[FS_LIST_KEY]).toEqual({
      version: 2,
      current: 'c2',
      entries: [
        { id: 'c1', name: 'A', started: '2026-01-01' },
        { id: 'c2', name: 'B', started: '' },
      ],
    });
    // A tap on one campaign writes that campaign's key only: the index and the other stay.
    m.add(BATTLE[0] as LogEntry);
    await m.flushed();
    const after = d.backend.snapshot();
    expect(after[`rev:${FS_LIST_KEY}`]).toBe(1);
    expect(after[`rev:${FS_CAMPAIGN_PREFIX}c1`]).toBe(1);
    expect(after[`rev:${FS_CAMPAIGN_PREFIX}c2`]).toBe(2);
  });
});
