/**
 * The tracker's saved state: the campaign survives a new model over the same store, undo and
 * redo go over the log, starts and imports keep the replaced campaign, files round-trip with
 * their import plan, and a store that could not be read is never written over.
 */
import { describe, expect, it } from 'vitest';
import {
  campaignFileText,
  FIXTURE_MAP,
  type LogEntry,
  mapFileText,
  mapToText,
  planImport,
} from '../../../src/firestorm/engine';
import { FS_CAMPAIGN_KEY } from '../../../src/firestorm/state/keys';
import { createFirestormModel } from '../../../src/firestorm/state/model';
import { device } from '../../support/records';

const die = (value: number) => ({ value, source: 'owner' as const });
const place: LogEntry = { kind: 'place', die: die(4), marker: { from: 'F', to: 'A' } };
const mission: LogEntry = { kind: 'mission', battle: 1, mission: 'agreed' };
const won: LogEntry = { kind: 'result', battle: 1, result: 'attacker' };

describe('firestorm model', () => {
  it('saves as it goes; a new model over the same store finds the campaign', async () => {
    const d = device();
    const a = createFirestormModel(d.env());
    await a.load();
    expect(a.start(FIXTURE_MAP).ok).toBe(true);
    for (const e of [place, mission, won]) expect(a.add(e).ok).toBe(true);
    await a.flushed();
    const b = createFirestormModel(d.env());
    await b.load();
    expect(b.state.value?.owners.A).toBe('soviet');
    expect(b.standing.value?.markersUsed).toBe(1);
  });
  it('undo and redo go over the log; a new entry clears redo; refusals change nothing', async () => {
    const m = createFirestormModel(device().env());
    await m.load();
    m.start(FIXTURE_MAP);
    m.add(place);
    m.add(mission);
    m.add(won);
    expect(m.undo()).toBe(true);
    await m.flushed();
    expect(m.state.value?.owners.A).toBe('german');
    expect(m.nextRedo.value).toEqual(won);
    expect(m.redo()).toBe(true);
    await m.flushed();
    expect(m.state.value?.owners.A).toBe('soviet');
    expect(m.redo()).toBe(false);
    m.undo();
    m.add({ kind: 'result', battle: 1, result: 'draw' });
    await m.flushed();
    expect(m.nextRedo.value).toBeNull();
    const before = m.campaign.value;
    expect(m.add({ kind: 'place', die: die(3), marker: { from: 'A', to: 'B' } }).ok).toBe(false);
    expect(m.campaign.value).toBe(before);
  });
  it('a new start or an import adds a campaign to the list and opens it; none is replaced', async () => {
    const m = createFirestormModel(device().env(), () => '2026-11-27');
    await m.load();
    m.start(FIXTURE_MAP);
    m.add(place);
    await m.flushed();
    const text = m.campaignText();
    m.start(FIXTURE_MAP);
    await m.flushed();
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
    await m.flushed();
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
    const old = { map: FIXTURE_MAP, log: [won], redo: [] };
    const d = device({ [FS_CAMPAIGN_KEY]: old });
    const m = createFirestormModel(d.env());
    await m.load();
    expect(m.campaign.value).toBeNull();
    d.backend.inject({ name: 'UnknownError', on: 'any' });
    const h = createFirestormModel(d.env());
    await h.load();
    h.start(FIXTURE_MAP);
    await h.flushed();
    expect(h.failure.value).toMatch(/could not be read/);
    expect(d.backend.snapshot()[FS_CAMPAIGN_KEY]).toEqual(old);
  });
  it('undo right after a correction takes back the correction, not the battle it corrected', async () => {
    const m = createFirestormModel(device().env());
    await m.load();
    m.start(FIXTURE_MAP);
    for (const e of [place, mission, won]) m.add(e);
    await m.flushed();
    expect(m.correct(1, { result: { kind: 'result', battle: 1, result: 'draw' } }).ok).toBe(true);
    await m.flushed();
    expect(m.state.value?.battles[0]?.result).toBe('draw');
    expect(m.lastFix.value).toBe('the correction of battle 1');
    expect(m.undo()).toBe(true);
    await m.flushed();
    // The battle's result as first recorded is back, still recorded: only the correction went.
    expect(m.campaign.value?.log).toEqual([place, mission, won]);
    expect(m.lastFix.value).toBeNull();
    // The next undo goes over the log as usual.
    expect(m.undo()).toBe(true);
    await m.flushed();
    expect(m.campaign.value?.log).toEqual([place, mission]);
  });
  it('a second campaign on a map starts with the areas where the first was arranged', async () => {
    const d = device();
    const m = createFirestormModel(d.env());
    await m.load();
    // The organiser's own map in the kit, a campaign started on it, two areas dragged.
    const own = { ...FIXTURE_MAP, name: 'Club map' };
    m.setMap(own);
    m.start(own);
    const layout = { A: [0, 6], G: [8, 0] } as const;
    m.arrange(layout);
    await m.flushed();
    // The kit's copy of the map takes the arrangement: the campaign's map is still the kit's.
    expect(m.map.value.layout).toEqual(layout);
    expect(m.start(m.map.value).ok).toBe(true);
    await m.flushed();
    expect(m.campaign.value?.map.layout).toEqual(layout);
    // The made-up map never sits in the kit: its second campaign takes the first one's places.
    m.start(FIXTURE_MAP);
    const fixture = { C: [4, 4] } as const;
    m.arrange(fixture);
    await m.flushed();
    expect(m.map.value.layout).toEqual(layout);
    m.start(FIXTURE_MAP);
    await m.flushed();
    expect(m.campaign.value?.map.layout).toEqual(fixture);
    // Another map in the kit is left alone by an arrangement, and stays after a new model.
    const again = createFirestormModel(d.env());
    await again.load();
    expect(again.campaigns.value.map((e) => e.record.map.layout)).toEqual([
      layout,
      layout,
      fixture,
      fixture,
    ]);
  });
});
