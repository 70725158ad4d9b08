/**
 * The tracker's saved state: the campaign survives a new model over the same store, undo and
 * redo go over the log, starts and imports keep the replaced campaign, files round-trip with
 * their import plan, and a store that could not be read is never written over.
 */
import { describe, expect, it } from 'vitest';
import type { KeyValueIO } from '../../../src/core/persist/key';
import {
  campaignFileText,
  FIXTURE_MAP,
  type LogEntry,
  mapFileText,
  mapToText,
  planImport,
} from '../../../src/firestorm/engine';
import { createFirestormModel, FS_CAMPAIGN_KEY } from '../../../src/firestorm/state/model';
import { memoryIO } from '../../support/memoryIO';

const die = (value: number) => ({ value, source: 'owner' as const });
const place: LogEntry = { kind: 'place', die: die(4), marker: { from: 'F', to: 'A' } };
const mission: LogEntry = { kind: 'mission', battle: 1, mission: 'agreed' };
const won: LogEntry = { kind: 'result', battle: 1, result: 'attacker' };

describe('firestorm model', () => {
  it('saves as it goes; a new model over the same store finds the campaign', async () => {
    const { io } = memoryIO();
    const a = createFirestormModel(io);
    await a.load();
    expect(a.start(FIXTURE_MAP).ok).toBe(true);
    for (const e of [place, mission, won]) expect(a.add(e).ok).toBe(true);
    await a.flushed();
    const b = createFirestormModel(io);
    await b.load();
    expect(b.state.value?.owners.A).toBe('soviet');
    expect(b.standing.value?.markersUsed).toBe(1);
  });
  it('undo and redo go over the log; a new entry clears redo; refusals change nothing', async () => {
    const m = createFirestormModel(memoryIO().io);
    await m.load();
    m.start(FIXTURE_MAP);
    m.add(place);
    m.add(mission);
    m.add(won);
    expect(m.undo()).toBe(true);
    expect(m.state.value?.owners.A).toBe('german');
    expect(m.nextRedo.value).toEqual(won);
    expect(m.redo()).toBe(true);
    expect(m.state.value?.owners.A).toBe('soviet');
    expect(m.redo()).toBe(false);
    m.undo();
    m.add({ kind: 'result', battle: 1, result: 'draw' });
    expect(m.nextRedo.value).toBeNull();
    const before = m.campaign.value;
    expect(m.add({ kind: 'place', die: die(3), marker: { from: 'A', to: 'B' } }).ok).toBe(false);
    expect(m.campaign.value).toBe(before);
  });
  it('a new start or an import adds a campaign to the list and opens it; none is replaced', async () => {
    const m = createFirestormModel(memoryIO().io, () => '2026-11-27');
    await m.load();
    m.start(FIXTURE_MAP);
    m.add(place);
    const text = m.campaignText();
    m.start(FIXTURE_MAP);
    expect(m.standing.value?.markersUsed).toBe(0);
    expect(m.campaigns.value.map((e) => [e.name, e.started, e.record.log.length])).toEqual([
      ['TEST FIXTURE (made-up map)', '2026-11-27', 1],
      ['TEST FIXTURE (made-up map) (2)', '2026-11-27', 0],
    ]);
    const plan = planImport(text);
    expect(plan).toMatchObject({
      ok: true,
      value: { kind: 'campaign', markers: 1, open: 1, fixture: true },
    });
    if (plan.ok) m.applyImport(plan.value);
    expect(m.campaigns.value).toHaveLength(3);
    expect(m.current.value?.id).toBe('c3');
    expect(m.standing.value?.markersUsed).toBe(1);
  });
  it('map files and map text plan as maps; a broken file is refused with its reason', () => {
    expect(planImport(mapFileText(FIXTURE_MAP))).toMatchObject({
      ok: true,
      value: { kind: 'map', areas: 11, issues: 0 },
    });
    expect(planImport(mapToText(FIXTURE_MAP))).toMatchObject({
      ok: true,
      value: { kind: 'map', borders: 16 },
    });
    expect(planImport('area A x german')).toMatchObject({
      ok: false,
      error: { message: /Line 1, column 8/ },
    });
    expect(planImport('{"a":1}')).toMatchObject({ ok: false, error: { code: 'fs.file.format' } });
    const bad = campaignFileText({
      map: FIXTURE_MAP,
      log: [{ ...place, marker: { from: 'A', to: 'F' } }],
      redo: [],
    });
    expect(planImport(bad)).toMatchObject({ ok: false, error: { code: 'fs.arrow.from' } });
    const later = JSON.parse(campaignFileText({ map: FIXTURE_MAP, log: [], redo: [] }));
    expect(planImport(JSON.stringify({ ...later, version: 2 }))).toMatchObject({
      ok: false,
      error: { code: 'fs.file.version' },
    });
  });
  it('a stored campaign that no longer replays is not used; a failed read holds writes', async () => {
    const { io, data } = memoryIO();
    data.set(FS_CAMPAIGN_KEY, { map: FIXTURE_MAP, log: [won], redo: [] });
    const m = createFirestormModel(io);
    await m.load();
    expect(m.campaign.value).toBeNull();
    const broken: KeyValueIO = { get: () => Promise.reject(new Error('closed')), set: io.set };
    const h = createFirestormModel(broken);
    await h.load();
    h.start(FIXTURE_MAP);
    await h.flushed();
    expect(h.saveFailed.value).toBe(true);
    expect(data.get(FS_CAMPAIGN_KEY)).toEqual({ map: FIXTURE_MAP, log: [won], redo: [] });
  });
});
