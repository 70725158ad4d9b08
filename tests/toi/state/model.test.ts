/**
 * The table's model over core's record store on an in-memory device: settings, log and marks
 * survive a new model (a reload), a change shows once it is stored, a store that could not be
 * read is never written over, a damaged one starts fresh, a bad file changes nothing, a second
 * tab reads what the first saved, and a stale tab is refused with a notice.
 */
import { describe, expect, it } from 'vitest';
import { revKey, STALE_NOTICE } from '../../../src/core/persist/record-store';
import { EMPTY_RECORD } from '../../../src/toi/engine';
import { TOI_DAMAGED_KEY, TOI_KEY } from '../../../src/toi/state/keys';
import { createToiModel } from '../../../src/toi/state/model';
import { device, settle } from '../../support/records';

describe('the table model', () => {
  it('keeps settings, log and marks across a reload', async () => {
    const d = device();
    const a = createToiModel(d.env());
    await a.load();
    a.setSettings({ kind: 'molotov', cover: 4, terrain: 'other' });
    expect(a.add({ type: 'fire', hex: 'A1', strength: 'weak' }).ok).toBe(true);
    expect(a.add({ type: 'fire', hex: 'A1', strength: 'weak' }).ok).toBe(true);
    a.undo();
    await a.flushed();
    const b = createToiModel(d.env());
    await b.load();
    expect(b.settings.value.kind).toBe('molotov');
    expect(b.settings.value.cover).toBe(4);
    expect(b.board.value.fires).toEqual([{ hex: 'A1', strength: 'weak' }]);
    expect(b.record.value.redo).toHaveLength(1);
    expect(b.redo()).toBe(true);
    await b.flushed();
    expect(b.board.value.fires).toEqual([{ hex: 'A1', strength: 'strong' }]);
  });
  it('shows an entry only once it is stored, saying "saving" until then', async () => {
    const d = device();
    const m = createToiModel(d.env());
    await m.load();
    expect(m.add({ type: 'fire', hex: 'A1', strength: 'weak' }).ok).toBe(true);
    expect(m.saving.value).toBe(true);
    expect(m.board.value.fires).toEqual([]);
    await m.flushed();
    expect(m.saving.value).toBe(false);
    expect(m.board.value.fires).toHaveLength(1);
    expect(d.backend.snapshot()[revKey(TOI_KEY)]).toBe(1);
  });
  it('refuses an entry against the rules and saves nothing for it', async () => {
    const d = device();
    const m = createToiModel(d.env());
    await m.load();
    const r = m.add({ type: 'extinguish', hex: 'B2' });
    expect(r.ok ? 'ok' : r.error.code).toBe('toi.fire.none');
    await m.flushed();
    expect(d.backend.snapshot()[TOI_KEY]).toBeUndefined();
  });
  it('never writes over a store it could not read', async () => {
    const d = device({ [TOI_KEY]: { keep: 'me' } });
    d.backend.inject({ name: 'UnknownError', on: 'any' });
    const m = createToiModel(d.env());
    await m.load();
    m.setSettings({ attack: 3 });
    await m.flushed();
    expect(m.failure.value).toMatch(/could not be read/);
    expect(d.backend.snapshot()[TOI_KEY]).toEqual({ keep: 'me' });
  });
  it('shows nothing as done when storage is full, and says so', async () => {
    const d = device();
    const m = createToiModel(d.env());
    await m.load();
    d.backend.inject({ name: 'QuotaExceededError', on: 'atomic' });
    expect(m.add({ type: 'fire', hex: 'A1', strength: 'weak' }).ok).toBe(true);
    await m.flushed();
    expect(m.board.value.fires).toEqual([]);
    expect(m.failure.value).toMatch(/storage is full/);
    expect(d.backend.snapshot()[TOI_KEY]).toBeUndefined();
  });
  it('starts fresh, and says so, when the stored table is damaged, keeping it aside', async () => {
    const bad = { ...EMPTY_RECORD, log: [{ type: 'extinguish', hex: 'A1' }] };
    const d = device({ [TOI_KEY]: bad });
    const m = createToiModel(d.env());
    await m.load();
    expect(m.damaged.value).toBe(true);
    expect(m.record.value).toEqual(EMPTY_RECORD);
    m.setSettings({ attack: 2 });
    await m.flushed();
    const stored = d.backend.snapshot();
    expect(stored[TOI_DAMAGED_KEY]).toEqual(bad);
    expect((stored[TOI_KEY] as { settings: { attack: number } }).settings.attack).toBe(2);
  });
  it('a bad file changes nothing; a good one replaces the table, keeping the old one as a backup', async () => {
    const d = device();
    const m = createToiModel(d.env());
    await m.load();
    m.add({ type: 'fire', hex: 'A1', strength: 'weak' });
    await m.flushed();
    const text = m.fileText();
    expect(m.importText('{"format":"other"}').ok).toBe(false);
    expect(m.record.value.log).toHaveLength(1);
    m.undo();
    await m.flushed();
    expect(m.importText(text).ok).toBe(true);
    await m.flushed();
    expect(m.record.value.log).toHaveLength(1);
    expect((d.backend.snapshot()[`backup:${TOI_KEY}`] as { redo: unknown[] }).redo).toHaveLength(1);
  });
  it('a second tab reads the table the first one saved', async () => {
    const d = device();
    const a = createToiModel(d.env());
    const b = createToiModel(d.env());
    await a.load();
    await b.load();
    a.add({ type: 'building', hex: 'C3', floorsAbove: 1, state: 'weakened' });
    await a.flushed();
    await expect.poll(() => b.board.value.buildings.length).toBe(1);
    expect(b.board.value.buildings[0]).toEqual({ hex: 'C3', floorsAbove: 1, state: 'weakened' });
  });
  it('a tab that missed the other tab’s save is refused, shown the stored table and told so', async () => {
    const d = device();
    const a = createToiModel(d.env({ channel: false }));
    const b = createToiModel(d.env({ channel: false }));
    await a.load();
    await b.load();
    a.add({ type: 'fire', hex: 'A1', strength: 'weak' });
    await a.flushed();
    b.add({ type: 'fire', hex: 'B2', strength: 'weak' });
    await b.flushed();
    await settle();
    expect(b.notice.value).toBe(STALE_NOTICE);
    expect(b.board.value.fires).toEqual([{ hex: 'A1', strength: 'weak' }]);
    const c = createToiModel(d.env());
    await c.load();
    expect(c.board.value.fires).toEqual([{ hex: 'A1', strength: 'weak' }]);
  });
});
