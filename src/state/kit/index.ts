/**
 * The owner's component kit, the entry point for screens: the app's kit model and its types.
 * The persisted keys the model reads and writes (src/state/kit/persist.ts) stay inside.
 */
export {
  createKitModel,
  KIT_CHANNEL_NAME,
  type KitModel,
  kitFileSlug,
  kitModel,
  type Refusal,
} from './model';
export type { KitSlot } from './persist';
