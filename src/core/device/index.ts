/**
 * The device area's entry point for screens: how durable this browser's storage is (persistence
 * granted, space used), the platform facts behind the iOS install advice, and keeping the screen
 * awake in a game. It imports nothing of the game store. The home screen's install hint imports
 * ios.ts alone, so the shell's first script carries none of the rest.
 */

export {
  awakeInGame,
  gameAwakeStatus,
  holdScreenAwake,
  setAwakeInGame,
} from './awake';
export {
  type DurabilityStatus,
  ensurePersistentStorage,
  formatBytes,
  readDurability,
} from './durability';
export {
  currentPlatformFacts,
  IOS_INSTALL_ADVICE,
  isIosBrowserTab,
} from './ios';
