/**
 * The owner's kit model: persisted through the kit engine's parser, refused edits keep the
 * previous kit, import/reset keep the replaced kit, damaged or unreadable stores are never
 * overwritten, and the TEST FIXTURE is a separate read-only slot.
 */
import { describe, expect, it } from 'vitest';
import type { KeyValueIO } from '../../../../src/core/persist/key';
import type { Result } from '../../../../src/core/result';
import {
  type ComponentKit,
  editArea,
  editCounters,
  exportKit,
  knownKit,
  renameKit,
} from '../../../../src/volga/engine/kit';
import { FIXTURE_KIT_NAME } from '../../../../src/volga/engine/kit/fixture';
import { createKitModel, kitFileSlug } from '../../../../src/volga/state/kit';
import {
  DAMAGED_KIT_KEY,
  KIT_SLOT_KEY,
  OWNER_KIT_KEY,
  PREVIOUS_KIT_KEY,
} from '../../../../src/volga/state/kit/persist';
import { fakeBroadcast } from '../../../support/fakeBroadcast';
import { memoryIO } from '../../../support/memoryIO';

function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

const stored = (data: Map<string, unknown>, key: string) => data.get(key) as ComponentKit;

describe('kit model', () => {
  it('starts from the known facts when nothing is stored, and saves each accepted edit', async () => {
    const { io, data } = memoryIO();
    const m = createKitModel(io);
    await m.load();
    expect(m.loadStatus.value).toBe('missing');
    expect(m.owner.value).toEqual(knownKit());
    expect(m.validation.value.status).toBe('incomplete');
    const r = m.edit((k) => editArea(k, 33, { name: 'Somewhere', terrain: 'clear', tem: 1 }));
    expect(r.ok).toBe(true);
    await m.flushed();
    expect(stored(data, OWNER_KIT_KEY).areas[33]).toMatchObject({
      name: 'Somewhere',
      terrain: 'clear',
      tem: 1,
    });
    // A fresh model reads it back through parseKit.
    const again = createKitModel(io);
    await again.load();
    expect(again.loadStatus.value).toBe('ok');
    expect(again.owner.value.areas[33]?.terrain).toBe('clear');
  });

  it('refuses an edit the engine refuses, keeps the previous kit and names the field', async () => {
    const { io, data } = memoryIO();
    const m = createKitModel(io);
    await m.load();
    m.edit((k) => renameKit(k, 'My box'));
    const before = m.owner.value;
    const r = m.edit((k) => editArea(k, 12, { tem: 7 }), 'areas[12].tem');
    expect(r.ok).toBe(false);
    expect(m.owner.value).toBe(before);
    expect(m.refusal.value).toMatchObject({
      code: 'kit.tem.range',
      rule: '3.1.2',
      where: 'areas[12].tem',
    });
    // Duplicate counter designations are refused by editCounters (4.3).
    const dup = m.edit((k) =>
      editCounters(k, [...k.germanCounters, k.germanCounters[0]!], {
        main: false,
        factory: false,
      }),
    );
    expect(dup.ok).toBe(false);
    expect(m.refusal.value?.code).toBe('kit.counter.duplicate');
    await m.flushed();
    expect(stored(data, OWNER_KIT_KEY).name).toBe('My box');
    // The next accepted edit clears the refusal.
    m.edit((k) => editArea(k, 12, { tem: 3 }));
    expect(m.refusal.value).toBeNull();
  });

  it('refuses edits before loading finishes, so a stored kit is never overwritten by the default', async () => {
    const mine = unwrap(renameKit(knownKit(), 'Stored'));
    const { io, data } = memoryIO({ [OWNER_KIT_KEY]: mine });
    const m = createKitModel(io);
    const r = m.edit((k) => renameKit(k, 'Too early'));
    expect(r.ok).toBe(false);
    await m.load();
    await m.flushed();
    expect(stored(data, OWNER_KIT_KEY).name).toBe('Stored');
    expect(m.owner.value.name).toBe('Stored');
  });

  it('sets a stored kit that no longer parses aside before anything is written', async () => {
    const junk = { kitVersion: 1, areas: 'not areas' };
    const { io, data } = memoryIO({ [OWNER_KIT_KEY]: junk });
    const m = createKitModel(io);
    await m.load();
    expect(m.loadStatus.value).toBe('invalid');
    expect(m.damaged.value).toBe(true);
    expect(data.get(DAMAGED_KIT_KEY)).toEqual(junk);
    expect(JSON.parse((await m.readDamaged()) ?? 'null')).toEqual(junk);
    m.edit((k) => renameKit(k, 'Fresh start'));
    await m.flushed();
    expect(stored(data, OWNER_KIT_KEY).name).toBe('Fresh start');
    expect(data.get(DAMAGED_KIT_KEY)).toEqual(junk);
  });

  it('never writes over a store it could not read', async () => {
    const { io } = memoryIO({}, { get: true });
    let writes = 0;
    const counting: KeyValueIO = {
      get: io.get,
      set: async (k, v) => {
        writes++;
        await io.set(k, v);
      },
    };
    const m = createKitModel(counting);
    await m.load();
    expect(m.loadStatus.value).toBe('error');
    expect(m.edit((k) => renameKit(k, 'Not saved')).ok).toBe(true);
    await m.flushed();
    expect(writes).toBe(0);
    expect(m.saveFailed.value).toBe(true);
  });

  it('says it is saving from an accepted edit until the write lands, and after a refused one', async () => {
    let release: () => void = () => {};
    const { io, data } = memoryIO();
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const slow: KeyValueIO = {
      get: io.get,
      set: async (k, v) => {
        await gate;
        await io.set(k, v);
      },
    };
    const m = createKitModel(slow);
    await m.load();
    expect(m.saving.value).toBe(false);
    unwrap(m.edit((k) => renameKit(k, 'Slow disk')));
    expect(m.saving.value).toBe(true);
    expect(data.has(OWNER_KIT_KEY)).toBe(false);
    release();
    await m.flushed();
    expect(m.saving.value).toBe(false);
    expect(stored(data, OWNER_KIT_KEY).name).toBe('Slow disk');
    const failing = createKitModel(memoryIO({}, { set: true }).io);
    await failing.load();
    unwrap(failing.edit((k) => renameKit(k, 'Full disk')));
    await failing.flushed();
    expect(failing.saving.value).toBe(false);
    expect(failing.saveFailed.value).toBe(true);
  });

  it('a second window takes the kit another window saved, and never while its own write is pending', async () => {
    const { open, ends } = fakeBroadcast();
    const { io, data } = memoryIO();
    const a = createKitModel(io, open);
    const b = createKitModel(io, open);
    await a.load();
    await b.load();
    unwrap(a.edit((k) => renameKit(k, 'From window A')));
    await a.flushed();
    await expect.poll(() => b.owner.value.name).toBe('From window A');
    expect(b.changedElsewhere.value).toBe(true);
    expect(a.changedElsewhere.value).toBe(false);
    // B edits on top of A's kit, so A's rename is kept in what B writes.
    unwrap(b.edit((k) => editArea(k, 33, { name: 'Gate' })));
    await b.flushed();
    expect(stored(data, OWNER_KIT_KEY).name).toBe('From window A');
    expect(stored(data, OWNER_KIT_KEY).areas['33']?.name).toBe('Gate');
    await expect.poll(() => a.owner.value.areas['33']?.name).toBe('Gate');
    // Junk on the channel changes nothing.
    for (const end of ends) end.deliver({ type: 'kit-saved', v: 2 });
    expect(a.owner.value.name).toBe('From window A');
  });

  it("a save announced while this window's own write is on its way is read once that write lands", async () => {
    const { open } = fakeBroadcast();
    const { io, data } = memoryIO();
    // Window A's writes of the slot wait for a gate; everything else goes straight through.
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const slowSlot: KeyValueIO = {
      get: io.get,
      set: async (k, v) => {
        if (k === KIT_SLOT_KEY) await gate;
        await io.set(k, v);
      },
    };
    const a = createKitModel(slowSlot, open);
    const b = createKitModel(io, open);
    await a.load();
    await b.load();
    a.useSlot('owner'); // a write of A's, held at the gate
    unwrap(b.edit((k) => renameKit(k, 'B edit')));
    await b.flushed();
    expect(a.owner.value.name).not.toBe('B edit'); // A could not take it yet
    release();
    await a.flushed();
    await expect.poll(() => a.owner.value.name).toBe('B edit');
    expect(a.changedElsewhere.value).toBe(true);
    // A's next edit builds on B's kit, and the note about it goes away.
    unwrap(a.edit((k) => editArea(k, 33, { name: 'Gate' })));
    expect(a.changedElsewhere.value).toBe(false);
    await a.flushed();
    expect(stored(data, OWNER_KIT_KEY).name).toBe('B edit');
    expect(stored(data, OWNER_KIT_KEY).areas['33']?.name).toBe('Gate');
  });

  it('reports a refused write and keeps the kit in memory', async () => {
    const { io } = memoryIO({}, { set: true });
    const m = createKitModel(io);
    await m.load();
    m.edit((k) => renameKit(k, 'Quota'));
    await m.flushed();
    expect(m.saveFailed.value).toBe(true);
    expect(m.owner.value.name).toBe('Quota');
  });

  it('imports a kit file, keeps the replaced kit as previous, and restores it', async () => {
    const { io, data } = memoryIO();
    const m = createKitModel(io);
    await m.load();
    m.edit((k) => renameKit(k, 'Before import'));
    const other = unwrap(renameKit(knownKit(), 'Shared by a friend'));
    const r = m.importText(exportKit(other));
    expect(r.ok).toBe(true);
    expect(m.owner.value.name).toBe('Shared by a friend');
    expect(m.previous.value?.name).toBe('Before import');
    await m.flushed();
    expect(stored(data, PREVIOUS_KIT_KEY).name).toBe('Before import');
    expect(m.restorePrevious()).toBe(true);
    expect(m.owner.value.name).toBe('Before import');
    expect(m.previous.value?.name).toBe('Shared by a friend');
  });

  it('refuses a malformed or contradicting file with the engine errors and changes nothing', async () => {
    const { io } = memoryIO();
    const m = createKitModel(io);
    await m.load();
    const before = m.owner.value;
    const notJson = m.importText('{oops');
    expect(notJson.ok).toBe(false);
    if (!notJson.ok) expect(notJson.error.code).toBe('kit.file.json');
    // TEM +3 for Heavy Urban Area 10 contradicts 9.5.3B: refused unless allowInvalid.
    const bad = unwrap(editArea(knownKit(), 10, { tem: 3 }));
    const r = m.importText(exportKit(bad));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('kit.file.invalid');
      expect(r.error.issues.some((i) => i.path === 'areas[10].tem')).toBe(true);
    }
    expect(m.owner.value).toBe(before);
    const anyway = m.importText(exportKit(bad), { allowInvalid: true });
    expect(anyway.ok).toBe(true);
    expect(m.validation.value.status).toBe('invalid');
  });

  it('keeps the TEST FIXTURE apart: a separate read-only slot, never imported as the owner kit', async () => {
    const { io, data } = memoryIO();
    const m = createKitModel(io);
    await m.load();
    m.edit((k) => renameKit(k, 'Mine'));
    m.useSlot('fixture');
    expect(m.active.value.name).toBe(FIXTURE_KIT_NAME);
    expect(m.active.value.fixture).toBe(true);
    expect(m.validation.value.status).toBe('complete');
    expect(m.edit((k) => renameKit(k, 'Hijack')).ok).toBe(false);
    expect(m.refusal.value?.code).toBe('kit.fixture.readonly');
    expect(m.owner.value.name).toBe('Mine');
    const asFile = m.importText(m.exportText());
    expect(asFile.ok).toBe(false);
    if (!asFile.ok) expect(asFile.error.code).toBe('kit.import.fixture');
    await m.flushed();
    expect(data.get(KIT_SLOT_KEY)).toBe('fixture');
    const again = createKitModel(io);
    await again.load();
    expect(again.slot.value).toBe('fixture');
    expect(again.owner.value.name).toBe('Mine');
  });

  it('resets to the known facts only on request, keeping the old kit restorable', async () => {
    const { io } = memoryIO();
    const m = createKitModel(io);
    await m.load();
    m.edit((k) => editArea(k, 30, { terrain: 'lightUrban', tem: 3 }));
    m.resetToKnown();
    expect(m.owner.value.areas[30]?.terrain).toBeNull();
    expect(m.previous.value?.areas[30]?.terrain).toBe('lightUrban');
  });

  it('records a fact answer and refuses one that contradicts the kit (answerFact)', async () => {
    const { io } = memoryIO();
    const m = createKitModel(io);
    await m.load();
    expect(m.answer({ kind: 'terrain', area: 30 }, 'elevated').ok).toBe(true);
    expect(m.owner.value.areas[30]?.terrain).toBe('elevated');
    // 13.4: Areas 8 and 10 are adjacent; "no" contradicts it.
    const r = m.answer({ kind: 'adjacency', a: 8, b: 10 }, false);
    expect(r.ok).toBe(false);
    expect(m.owner.value.areas[8]?.neighbours).toContain(10);
  });

  it('names export files from the kit name', () => {
    expect(kitFileSlug('My box, 2nd try!')).toBe('my-box-2nd-try');
    expect(kitFileSlug('TEST FIXTURE — not the real map')).toBe('test-fixture-not-the-real-map');
    expect(kitFileSlug('!!!')).toBe('kit');
  });
});
