/**
 * The device area's entry point: how durable this browser's storage is (persistence granted,
 * space used) and the platform facts behind the iOS install advice. Light on purpose: the shell
 * loads it on every screen, so it imports nothing of the game store.
 */

export {
  awakeInGame,
  gameAwakeStatus,
  holdScreenAwake,
  setAwakeInGame,
} from './awake';
export {
  currentPlatformFacts,
  type DurabilityStatus,
  ensurePersistentStorage,
  formatBytes,
  IOS_INSTALL_ADVICE,
  isIosBrowserTab,
  readDurability,
  shouldShowIosInstallHint,
} from './durability';
