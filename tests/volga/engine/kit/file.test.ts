import { describe, expect, it } from 'vitest';
import {
  answerFact,
  exportKit,
  importKit,
  KIT_FILE_FORMAT,
  knownKit,
  parseKit,
} from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';

const file = (kit: unknown, version: unknown = 1, format: unknown = KIT_FILE_FORMAT) =>
  JSON.stringify({ format, version, kit });

describe('kit files: export and import', () => {
  it('round-trips the fixture and the known kit exactly', () => {
    for (const kit of [fixtureKit(), knownKit()]) {
      const text = exportKit(kit);
      expect(JSON.parse(text)).toMatchObject({ format: KIT_FILE_FORMAT, version: 1 });
      const back = importKit(text);
      expect(back).toEqual({ ok: true, value: kit });
    }
  });

  it('round-trips an owner answer', () => {
    const r = answerFact(knownKit(), { kind: 'adjacency', a: 33, b: 34 }, true);
    if (!r.ok) throw new Error(r.error.message);
    const back = importKit(exportKit(r.value));
    expect(back.ok && back.value.areas[34]?.neighbours).toEqual([33]);
  });

  it('refuses text that is not JSON', () => {
    const r = importKit('{not json');
    expect(!r.ok && r.error.code).toBe('kit.file.json');
  });

  it('refuses another format', () => {
    const r = importKit(file(fixtureKit(), 1, 'volga-table/save'));
    expect(!r.ok && r.error.code).toBe('kit.file.format');
  });

  it('refuses a newer version and asks for an app update', () => {
    const r = importKit(file(fixtureKit(), 2));
    expect(!r.ok && r.error).toMatchObject({ code: 'kit.file.version' });
    expect(!r.ok && r.error.message).toContain('Update the app');
  });

  it('runs the migration hook for older versions', () => {
    const { kitVersion: _v, ...old } = fixtureKit();
    const migrations = { 0: (k: unknown) => ({ ...(k as object), kitVersion: 1 }) };
    const r = importKit(file(old, 0), { migrations });
    expect(r.ok && r.value.name).toBe('TEST FIXTURE — not the real map');
    const none = importKit(file(old, 0));
    expect(!none.ok && none.error.message).toBe('No migration from kit version 0.');
  });

  it('reports shape problems with their paths', () => {
    const kit = JSON.parse(JSON.stringify(fixtureKit()));
    kit.areas['33'].terrain = 'swamp';
    kit.areas['12'].neighbours = 'north';
    delete kit.areas['50'];
    kit.areas['51'] = kit.areas['1'];
    kit.germanCounters[0].main = { at: 'space' };
    kit.events.main[2].effect = { kind: 'noActivation', divisions: [3], units: [] };
    const r = importKit(file(kit));
    if (r.ok) throw new Error('expected failure');
    expect(r.error.code).toBe('kit.file.shape');
    expect(r.error.issues.map((i) => i.path)).toEqual([
      'areas[12].neighbours',
      'areas[33].terrain',
      'areas[50]',
      'areas[51]',
      'germanCounters[0].main.at',
      'events.main[2].effect.divisions',
    ]);
  });

  it('refuses a well-formed kit that contradicts the rules, unless asked to keep it', () => {
    const kit = JSON.parse(JSON.stringify(fixtureKit()));
    kit.areas['11'].volga = true;
    const r = importKit(file(kit));
    expect(!r.ok && r.error).toMatchObject({ code: 'kit.file.invalid', rule: '3.1' });
    expect(!r.ok && r.error.issues[0]?.path).toBe('areas[11].volga');
    const kept = importKit(file(kit), { allowInvalid: true });
    expect(kept.ok && kept.value.areas[11]?.volga).toBe(true);
  });

  it('parseKit refuses an unknown field and names it (docs/rulings.md, Files)', () => {
    const kit = { ...JSON.parse(JSON.stringify(fixtureKit())), extra: 1 };
    const r = parseKit(kit);
    expect(!r.ok && r.error.issues).toEqual([
      {
        code: 'kit.file.shape',
        rule: 'input',
        path: 'extra',
        message: 'unknown field (not part of this format)',
      },
    ]);
  });

  it('parseKit reads the Morale, Supply Point and Support marker effects and refuses a wrong shape', () => {
    const withEffect = (effect: unknown) => {
      const k = JSON.parse(JSON.stringify(fixtureKit()));
      k.events.main[0].effect = effect;
      return parseKit(k);
    };
    for (const effect of [
      { kind: 'morale', change: -2 },
      { kind: 'supplyPoints', change: 3 },
      { kind: 'supportMarkers', marker: 'artillery', count: 2, to: 'available' },
    ])
      expect(withEffect(effect).ok && withEffect(effect)).toMatchObject({ ok: true });
    const bad = (effect: unknown) => {
      const r = withEffect(effect);
      return r.ok ? null : r.error.issues[0]?.path;
    };
    expect(bad({ kind: 'morale', change: '+2' })).toBe('events.main[0].effect.change');
    expect(bad({ kind: 'morale' })).toBe('events.main[0].effect.change');
    expect(bad({ kind: 'supplyPoints', change: 1, extra: 1 })).toBe('events.main[0].effect.extra');
    expect(bad({ kind: 'supportMarkers', marker: 'smoke', count: 1, to: 'used' })).toBe(
      'events.main[0].effect.marker',
    );
    expect(bad({ kind: 'supportMarkers', marker: 'air', count: 1, to: 'map' })).toBe(
      'events.main[0].effect.to',
    );
  });

  it('parseKit refuses a non-object', () => {
    const r = parseKit([]);
    expect(!r.ok && r.error.issues[0]).toMatchObject({
      path: 'kit',
      message: 'expected an object',
    });
  });
});
