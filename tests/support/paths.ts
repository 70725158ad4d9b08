/** Where the repository's root is, for tests that run its commands or read its files. */
import { fileURLToPath } from 'node:url';

/** The repository's root folder, ending in a slash. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
