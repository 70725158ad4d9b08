/**
 * The source texts some tests compare the app with (the rulebook, the Firestorm campaign text)
 * are not part of the repository: they are looked for in a folder named `shared` beside it.
 * Where they are (the project's own machines, CI), those tests run; in a clone with nothing
 * beside it they are skipped, and their names say why.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

/** A source text: its content, or why it is not there. */
export type SharedText =
  | { readonly text: string; readonly reason?: undefined }
  | { readonly text?: undefined; readonly reason: string };

/** Returns the text at `name` inside the `shared` folder beside the repository, or why not. */
export function sharedText(name: string): SharedText {
  const path = join(REPO_ROOT, '..', 'shared', name);
  try {
    return { text: readFileSync(path, 'utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return {
      reason: `skipped: ${name} is not beside the project (../shared/${name}: ${code ?? 'unreadable'})`,
    };
  }
}

/** Returns a test's name, followed by the reason it is skipped when its text is absent. */
export function needing(source: SharedText, title: string): string {
  return source.text === undefined ? `${title} [${source.reason}]` : title;
}
