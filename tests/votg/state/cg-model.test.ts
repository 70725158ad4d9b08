/** The Campaign Game model over core's record store: saved and read back, two tabs, undo/redo. */
import { describe, expect, it } from 'vitest';
import { STALE_NOTICE } from '../../../src/core/persist/record-store';
import type { CgStart } from '../../../src/votg/engine/cg/record';
import { createCgModel } from '../../../src/votg/state/cg-model';
import { VOTG_CG_KEY } from '../../../src/votg/state/keys';
import { device } from '../../support/records';

const START: CgStart = { cg: 'I', enemy: 'russian', elr: 3, san: 2, boobyTrap: 1, balance: 0 };

describe('votg CG model', () => {
  it('a CG and its steps survive a reload, in the order the text gives them', async () => {
    const d = device();
    const a = createCgModel(d.env());
    await a.load();
    expect(a.start(START).ok).toBe(true);
    await a.flushed();
    expect(a.next.value?.step).toBe('date');
    expect(a.add({ step: 'date', historical: 0, overcast: false }).ok).toBe(true);
    expect(a.add({ step: 'friendlyChit', chit: 'attack' }).ok).toBe(true);
    expect(a.add({ step: 'san', dice: [4] }).ok).toBe(true);
    await a.flushed();
    const b = createCgModel(d.env());
    await b.load();
    expect(b.record.value).toEqual(a.record.value);
    expect(b.state.value?.current?.san).toBe(3);
    expect(b.next.value?.step).toBe('reBuy');
  });

  it('refuses a step out of order and bad starts, storing nothing', async () => {
    const m = createCgModel(device().env());
    await m.load();
    expect(m.add({ step: 'date', historical: 0, overcast: false }).ok).toBe(false);
    const bad = m.start({ ...START, elr: 9 });
    expect(bad.ok || bad.error.rule).toBe('12.619');
    expect(m.start(START).ok).toBe(true);
    await m.flushed();
    const r = m.add({ step: 'san', dice: [3] });
    expect(r.ok || r.error.message).toContain('CG Date');
    expect(m.record.value?.log).toEqual([]);
  });

  it('undo and redo move the last step and give the same dice back', async () => {
    const m = createCgModel(device().env());
    await m.load();
    m.start(START);
    await m.flushed();
    m.add({ step: 'date', historical: 0, overcast: false });
    m.add({ step: 'friendlyChit', chit: 'idle' });
    await m.flushed();
    expect(m.undo()).toBe(true);
    await m.flushed();
    expect(m.next.value?.step).toBe('friendlyChit');
    expect(m.redo()).toBe(true);
    await m.flushed();
    expect(m.state.value?.current?.friendlyChit).toBe('idle');
  });

  it('a CG opened from a link replaces the one in play, which is kept as the backup', async () => {
    const d = device();
    const m = createCgModel(d.env());
    await m.load();
    m.start(START);
    await m.flushed();
    const first = m.record.value;
    const shared = { ...first!, start: { ...START, cg: 'III' as const } };
    m.open(shared);
    await m.flushed();
    expect(m.record.value).toEqual(shared);
    expect(d.backend.snapshot()[`backup:${VOTG_CG_KEY}`]).toEqual(first);
  });

  it('a CG file imported replaces the one in play, which is kept as the backup; a bad file changes nothing', async () => {
    const d = device();
    const m = createCgModel(d.env());
    await m.load();
    expect(m.fileName()).toBeNull();
    m.start(START);
    await m.flushed();
    m.add({ step: 'date', historical: 0, overcast: false });
    await m.flushed();
    const first = m.record.value;
    expect(m.fileName()).toBe('votg-cg-I-day-1.votg-cg.json');
    // A file exported on another device: CG III, its CG Date and FRIENDLY chit logged.
    const other = createCgModel(device().env());
    await other.load();
    other.start({ ...START, cg: 'III' });
    other.add({ step: 'date', historical: 1, overcast: true });
    await other.flushed();
    const text = other.fileText();
    const bad = m.importText(text.replace('"historical": 1', '"historical": 9'));
    expect(bad.ok).toBe(false);
    await m.flushed();
    expect(m.record.value).toEqual(first);
    expect(m.importText(text).ok).toBe(true);
    await m.flushed();
    expect(m.record.value).toEqual(other.record.value);
    expect(d.backend.snapshot()[`backup:${VOTG_CG_KEY}`]).toEqual(first);
  });

  it('two tabs: the stale one is refused, told so, and shown the stored CG', async () => {
    const d = device();
    const a = createCgModel(d.env());
    const b = createCgModel(d.env());
    await a.load();
    a.start(START);
    await a.flushed();
    await b.load();
    a.add({ step: 'date', historical: 1, overcast: false });
    b.add({ step: 'date', historical: 2, overcast: true });
    await a.flushed();
    await b.flushed();
    for (let i = 0; i < 50 && b.notice.value === null; i++)
      await new Promise((r) => setTimeout(r, 5));
    expect(b.notice.value).toBe(STALE_NOTICE);
    expect(d.backend.snapshot()[VOTG_CG_KEY]).toMatchObject({
      log: [{ step: 'date', historical: 1, overcast: false }],
    });
    expect(b.state.value?.current?.historical).toBe(1);
  });
});
