/**
 * Shared setup for the game model's tests: game services over a memory store and fake locks,
 * optionally reaching an owner's kit model held in memory (for what a game passes on to it:
 * answered facts, renamed units), and a game created on a kit and opened as the writer.
 * Everything opened goes into `opened`; call `afterEach(closeOpened)` in the test file.
 */
import { expect } from 'vitest';
import { createGameStore } from '../../../../src/core/store/games';
import { createMemoryBackend } from '../../../../src/core/store/memory';
import { createTabChannel } from '../../../../src/core/tabs/channel';
import type { GameSetup } from '../../../../src/volga/engine/game/types';
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
  return { services: memoryServices(now, link(owner)), owner };
}

/** Game services over a memory store, fake locks and a tab channel, with `link` added. */
export function memoryServices(now: () => string, link: Partial<KitLink> = {}): GameServices {
  const channel = createTabChannel('a');
  opened.push(channel);
  let n = 0;
  return {
    store: createGameStore(createMemoryBackend(), defaultCodecs.game),
    locks: createFakeLocks(),
    channel,
    now,
    newId: () => `game-${++n}`,
    ...link,
  };
}

/**
 * Creates a main game "G" on `kit` (physical cup, seed 7 8 9 10 unless `setup` says otherwise)
 * and opens its model, once it has loaded as the writer.
 */
export async function playOn(
  services: GameServices,
  kit: ComponentKit,
  setup: Partial<Pick<GameSetup, 'cup' | 'seed'>> = {},
): Promise<GameModel> {
  const lib = createGameLibrary(services, async () => 'granted');
  const c = await lib.create(
    { scenario: 'main', cup: 'physical', kit, seed: [7, 8, 9, 10], ...setup },
    'G',
  );
  if (!c.ok) throw new Error(c.error.message);
  const m = openGameModel(services, c.value.id);
  opened.push(m);
  for (let i = 0; i < 200 && (m.snapshot.value === null || m.access.value.mode !== 'writer'); i++)
    await new Promise((r) => setTimeout(r, 2));
  expect(m.access.value.mode).toBe('writer');
  return m;
}
