import { describe, expect, it } from 'vitest';
import { computeChecksum } from '../../../src/core/files/format';
import { fileMigrations, readExportText } from '../../../src/core/files/import';
import { type Migration, runMigrations } from '../../../src/core/files/migrations';
import { seedForV0Game } from '../../../src/core/files/v0';
import { defaultCodecs } from '../../../src/volga/state/files/codecs';
import { engineGameCodec } from '../../../src/volga/state/files/game-codec';
import { type Editable, fixtureJson, fixtureText } from './helpers';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

describe('runMigrations', () => {
  const step = (from: number, tag: string): Migration => ({
    from,
    describe: tag,
    up: (d) => ({ ok: true, value: { ...(d as object), [tag]: true } }),
  });

  it('chains the steps in version order whatever the registry order', () => {
    const r = runMigrations([step(1, 'b'), step(0, 'a')], 0, 2, {}, 'thing');
    expect(r.ok && r.value.value).toEqual({ a: true, b: true });
    expect(r.ok && r.value.steps).toEqual(['thing 0 -> 1: a', 'thing 1 -> 2: b']);
  });

  it('names a missing step', () => {
    const r = runMigrations([step(0, 'a')], 0, 2, {}, 'thing');
    expect(r.ok || r.error[0]?.message).toBe('no upgrade from thing version 1 to 2 exists');
  });

  it('refuses data newer than the app', () => {
    const r = runMigrations([], 3, 1, {}, 'thing');
    expect(r.ok || r.error[0]?.message).toMatch(
      /version 3 is newer than this app understands \(1\)/,
    );
  });

  it('does nothing for current data', () => {
    const data = { x: 1 };
    const r = runMigrations([], 1, 1, data, 'thing');
    expect(r.ok && r.value.value).toBe(data);
  });
});

describe('format 0 (pre-release) files upgrade to format 1, field by field', () => {
  const v0 = fixtureJson('v0-prerelease.json') as Editable;
  const read = readExportText(fixtureText('v0-prerelease.json'), defaultCodecs);
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  const { file, sourceFormatVersion, upgrades } = read.value;

  it('reports the source version and every upgrade step', () => {
    expect(sourceFormatVersion).toBe(0);
    expect(upgrades).toEqual([
      'file format 0 -> 1: games listed with ids, checksum added, prefs renamed settings',
      'games[0] game data 0 -> 1: setup.optional became setup.options; log entries split into action and rolls',
      'games[1] game data 0 -> 1: setup.optional became setup.options; log entries split into action and rolls',
    ]);
  });

  it('adds the format tag, takes exportedAt from saved, reads prefs as settings, keeps the kit', () => {
    expect(file.format).toBe('volga-table-save');
    expect(file.formatVersion).toBe(1);
    expect(file.exportedAt).toBe(v0.saved);
    // prefs pass through the settings module's parser: known fields kept, the rest defaulted.
    expect(v0.prefs).toEqual({ theme: 'dark', diceAnimation: false });
    expect(file.settings).toEqual({
      schemaVersion: 1,
      theme: 'dark',
      diceAnimation: false,
      keepAwake: false,
      haptics: true,
      textSize: 'standard',
    });
    expect(file.kit).toEqual(v0.kit);
    expect('app' in file).toBe(false);
  });

  it('seals the upgraded file with a checksum that verifies', () => {
    expect(file.checksum).toEqual(computeChecksum(file));
    const again = readExportText(JSON.stringify(file), defaultCodecs);
    expect(again.ok && again.value.sourceFormatVersion).toBe(1);
  });

  it('lists games sorted by id, each id taken from its key', () => {
    expect(file.games.map((g) => g.id)).toEqual(['a-factory', 'g-main-1']);
  });

  it('maps the main game field by field', () => {
    const src = v0.games['g-main-1'];
    const g = file.games[1]!;
    expect(g.name).toBe(src.title);
    expect(g.scenario).toBe('main');
    expect(g.turn).toBe(1);
    expect(g.createdAt).toBe(src.started);
    expect(g.updatedAt).toBe(src.saved);
    expect(g.revision).toBe(src.actions.length + 1);
    expect(g.schemaVersion).toBe(engineGameCodec.schemaVersion);
    expect(g.cursor).toBe(src.actions.length - src.undone);
    // The kit is the file's (the pre-release build played every game with it); the seed comes
    // from the id; the pre-release dice become given dice, so the log replays as recorded.
    expect(g.setup).toEqual({
      scenario: 'main',
      cup: 'physical',
      kit: v0.kit,
      seed: seedForV0Game('g-main-1'),
      options: { rubble: true, isolation: true },
    });
    expect((g.setup as { seed: number[] }).seed).toHaveLength(4);
    expect(g.log).toEqual([
      {
        action: { type: 'rollRandomEvent', dice: { randomEvent: [3, 4, 5] } },
        rolls: [{ purpose: 'randomEvent', source: 'owner', dice: [3, 4, 5], rule: '6.2' }],
      },
      {
        action: { type: 'rollSupply', dice: { supply: [2, 5, 6, 1] } },
        rolls: [{ purpose: 'supply', source: 'owner', dice: [2, 5, 6, 1], rule: '6.3' }],
      },
      { action: { type: 'buySupport', marker: 'artillery' }, rolls: [] },
      { action: { type: 'endSupply' }, rolls: [] },
      { action: { type: 'activate', area: src.actions[4].area }, rolls: [] },
      { action: { type: 'endRound' }, rolls: [] },
    ]);
    expect('state' in g).toBe(false);
  });

  it('maps a game with no actions, options or undo', () => {
    const src = v0.games['a-factory'];
    expect(file.games[0]).toEqual({
      id: 'a-factory',
      name: src.title,
      scenario: 'factory',
      turn: 10,
      createdAt: src.started,
      updatedAt: src.saved,
      revision: 1,
      schemaVersion: 1,
      cursor: 0,
      setup: {
        scenario: 'factory',
        cup: 'physical',
        kit: v0.kit,
        seed: seedForV0Game('a-factory'),
        options: {},
      },
      log: [],
    });
    expect(seedForV0Game('a-factory')).not.toEqual(seedForV0Game('g-main-1'));
  });

  it('never mutates the file it upgrades', () => {
    const frozen = deepFreeze(fixtureJson('v0-prerelease.json'));
    const step = fileMigrations(engineGameCodec.v0OptionFlags).find((m) => m.from === 0)!;
    expect(step.up(frozen).ok).toBe(true);
    const payloadStep = engineGameCodec.migrations.find((m) => m.from === 0)!;
    const payload = deepFreeze({
      setup: { scenario: 'main', optional: ['rubble'], kit: {} },
      log: [{ type: 'rollSupply', dice: [1, 2, 3, 4] }],
    });
    expect(payloadStep.up(payload).ok).toBe(true);
  });

  it.each<[string, (f: Editable) => void, string, RegExp]>([
    [
      'undone beyond the actions',
      (f) => (f.games['g-main-1'].undone = 9),
      'games["g-main-1"].undone',
      /at most the 6 actions, got 9/,
    ],
    [
      'an unknown optional rule',
      (f) => (f.games['a-factory'].optional = ['snow']),
      'games["a-factory"].optional[0]',
      /one of/,
    ],
    [
      'a die of 7',
      (f) => (f.games['g-main-1'].actions[0].dice = [7]),
      'games["g-main-1"].actions[0].dice[0]',
      /<=6/,
    ],
    [
      'a missing title',
      (f) => delete f.games['a-factory'].title,
      'games["a-factory"].title',
      /missing/,
    ],
  ])('names problems of a format 0 file at their format 0 path: %s', (_l, edit, path, message) => {
    const f = fixtureJson('v0-prerelease.json');
    edit(f);
    const r = readExportText(JSON.stringify(f), defaultCodecs);
    expect(r.ok).toBe(false);
    const hit = r.ok ? undefined : r.error.problems.find((p) => p.path === path);
    expect(hit, JSON.stringify(r)).toBeDefined();
    expect(hit?.message).toMatch(message);
  });
});
