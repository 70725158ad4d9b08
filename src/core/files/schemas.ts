/**
 * Schema helpers: every object schema of a file first requires a plain (non-array) object, so
 * `[…]` is never silently rebuilt as `{"0": …}` (the kit engine's helpers, shared with its reader).
 */
export { isPlainObject } from '../input';
export { plain } from '../problems';
