/**
 * Shared setup for the tests of what a game passes on to the owner's kit (answered facts,
 * renamed units): the owner's kit model in memory, game services over a memory store that reach
 * that kit as the test says, and a game created on a kit and opened as the writer. Everything
 * opened goes into `opened`; call `afterEach(closeOpened)` in the test file.
 */
import { expect } from 'vitest';
import { createGameStore } from '../../../../src/core/store/games';
import { createMemoryBackend } from '../../../../src/core/store/memory';
import { createTabChannel } from '../../../../src/core/tabs/channel';
import { type ComponentKit, exportKit } from '../../../../src/volga/engine/kit';
import { defaultCodecs } from '../../../../src/volga/state/files/codecs';
import { createGameLibrary } from '../../../../src/volga/state/game/library';
import { type GameModel, openGameModel } from '../../../../src/volga/state/game/model';
import type { GameServices } from '../../../../src/volga/state/game/services';
import { createKitModel, type KitModel } from '../../../../src/volga/state/kit';
import { createFakeLocks } from '../../../core/tabs/fake-locks';
import { memoryIO } from '../../../support/memoryIO';
import { opened } from '../../../support/opened';

/** What the games reach of the owner's kit: `learnIn` or `renameIn` over it. */
type KitLink = Pick<GameServices, 'learn' | 'rename'>;

/**
 * An owner's kit model (in memory) that imported `kit`, and game services over a memory store
 * and fake locks, with the time from `now` and the link `link` gives to the owner's kit.
 */
export async function ownerWorld(
  kit: ComponentKit,
  now: () => string,
  link: (owner: KitModel) => KitLink,
): Promise<{ services: GameServices; owner: KitModel }> {
  const owner = createKitModel(memoryIO().io);
  await owner.load();
  const imported = owner.importText(exportKit(kit));
  if (!imported.ok) throw new Error(imported.error.message);
  const channel = createTabChannel('a');
  opened.push(channel);
  let n = 0;
  const services: GameServices = {
    store: createGameStore(createMemoryBackend(), defaultCodecs.game),
    locks: createFakeLocks(),
    channel,
    now,
    newId: () => `game-${++n}`,
    ...link(owner),
  };
  return { services, owner };
}

/** Creates a main game "G" on `kit` and opens its model, once it has loaded as the writer. */
export async function playOn(services: GameServices, kit: ComponentKit): Promise<GameModel> {
  const lib = createGameLibrary(services, async () => 'granted');
  const c = await lib.create({ scenario: 'main', cup: 'physical', kit, seed: [7, 8, 9, 10] }, 'G');
  if (!c.ok) throw new Error(c.error.message);
  const m = openGameModel(services, c.value.id);
  opened.push(m);
  for (let i = 0; i < 200 && (m.snapshot.value === null || m.access.value.mode !== 'writer'); i++)
    await new Promise((r) => setTimeout(r, 2));
  expect(m.access.value.mode).toBe('writer');
  return m;
}
