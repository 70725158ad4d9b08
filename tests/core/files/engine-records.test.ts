/**
 * Records the game engine really writes go through storage unchanged: a complete simulated
 * game (the engine's own policy, digital cup, generated dice) is stored, saved action by
 * action, read back, exported and imported. Guards the seam between the engine and the
 * storage layer's codec, so a player's save is never refused for a shape the engine wrote.
 */
import { describe, expect, it } from 'vitest';
import { buildExportFile } from '../../../src/core/files/export';
import { readExportText } from '../../../src/core/files/import';
import { createGameStore } from '../../../src/core/store/games';
import { createMemoryBackend } from '../../../src/core/store/memory';
import { fixtureKit } from '../../../src/volga/engine/kit/fixture';
import { playGame } from '../../../src/volga/sim';
import { defaultCodecs } from '../../../src/volga/state/files/codecs';
import { at } from './helpers';

describe('engine-written records through storage', () => {
  const kit = fixtureKit();
  const seed = [20260301, 7];
  const outcome = playGame(kit, 'main', seed, { rubble: true }, true);
  const setup = {
    scenario: 'main' as const,
    cup: 'digital' as const,
    kit,
    seed,
    options: { rubble: true },
  };

  it('stores a whole simulated game action by action, each save checked and committed', async () => {
    const store = createGameStore(createMemoryBackend(), defaultCodecs.game);
    const created = await store.createGame(
      { id: 'sim', name: 'Simulated', scenario: 'main', turn: 1, cursor: 0, setup, log: [] },
      at(0),
    );
    expect(created.ok, JSON.stringify(created)).toBe(true);
    let revision = 1;
    // Every 25th prefix (and the whole log) is saved, as the UI saves after each action.
    const cuts = [
      ...new Set([...outcome.log.keys()].filter((i) => i % 25 === 0).concat(outcome.log.length)),
    ];
    for (const n of cuts) {
      const r = await store.saveGame(
        {
          id: 'sim',
          expectedRevision: revision,
          turn: 1,
          cursor: n,
          setup,
          log: outcome.log.slice(0, n),
        },
        at(n),
      );
      if (!r.ok)
        throw new Error(`save of ${n} actions refused: ${JSON.stringify(r.error).slice(0, 500)}`);
      revision = r.value.revision;
    }
    const loaded = await store.loadGame('sim');
    if (!loaded.ok) throw new Error('load');
    expect(loaded.value.game.log).toEqual(outcome.log);
    expect(loaded.value.game.setup).toEqual(setup);
    expect(outcome.log.length).toBeGreaterThan(100);
  });

  it('exports and re-imports the game unchanged; check-save would accept the file', () => {
    const file = buildExportFile({
      exportedAt: at(1),
      games: [
        {
          id: 'sim',
          name: 'Simulated',
          scenario: 'main',
          turn: outcome.state.turn,
          createdAt: at(0),
          updatedAt: at(1),
          revision: outcome.log.length + 1,
          schemaVersion: defaultCodecs.game.schemaVersion,
          cursor: outcome.log.length,
          setup,
          log: outcome.log,
        },
      ],
      kit,
    });
    const read = readExportText(JSON.stringify(file), defaultCodecs);
    if (!read.ok) throw new Error(JSON.stringify(read.error.problems.slice(0, 5)));
    expect(read.value.file).toEqual(file);
  });
});
