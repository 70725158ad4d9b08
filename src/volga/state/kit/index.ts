/**
 * The owner's component kit, the entry point for screens: the app's kit model and its types.
 * The persisted keys the model reads and writes (src/volga/state/kit/persist.ts) stay inside.
 */
export { createKitModel, type FieldError, type KitModel, kitFileSlug, kitModel } from './model';
