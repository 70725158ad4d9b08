/**
 * Tells a component kit apart from a saved-games file, whichever way it came: a kit file (the
 * JSON the kit screen exports), kit text, or a kit link. Returns the kit with the problems its
 * validation finds (each at its line for kit text) for the import plan, why it cannot be read,
 * or null when the text is not a kit at all (a saved-games file goes on to its own import).
 */
import { isPlainObject } from '../../../core/input';
import { importKit, KIT_FILE_FORMAT, validateKit } from '../../engine/kit';
import { isKitLink, kitLinkText } from '../../engine/kit/link';
import { looksLikeKitText, parseKitText } from '../../engine/kit/text';
import type { ComponentKit } from '../../engine/kit/types';

/** How the kit came. */
export type KitSource = 'file' | 'text' | 'link';

/** One problem of a kit to import: its rule, and its line and column when it came as kit text. */
export interface KitProblem {
  readonly rule: string;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
  readonly path?: string;
}

/** A kit recognised in some text: readable (with its problems) or not. */
export type RecognisedKit =
  | {
      readonly kind: 'kit';
      readonly source: KitSource;
      readonly kit: ComponentKit;
      readonly problems: readonly KitProblem[];
    }
  | {
      readonly kind: 'unreadable';
      readonly source: KitSource;
      readonly problems: readonly KitProblem[];
    };

function fromText(text: string, source: KitSource): RecognisedKit {
  const r = parseKitText(text);
  return r.ok
    ? { kind: 'kit', source, kit: r.value.kit, problems: r.value.problems }
    : { kind: 'unreadable', source, problems: r.error.issues };
}

function isKitFile(text: string): boolean {
  if (!text.trimStart().startsWith('{')) return false;
  try {
    const data: unknown = JSON.parse(text);
    return isPlainObject(data) && data.format === KIT_FILE_FORMAT;
  } catch {
    return false;
  }
}

/** Returns the kit the text carries (a kit file, kit text or a kit link), or null when it is none. */
export function recogniseKit(text: string): RecognisedKit | null {
  if (isKitFile(text)) {
    const r = importKit(text, { allowInvalid: true });
    if (!r.ok)
      return { kind: 'unreadable', source: 'file', problems: [r.error, ...r.error.issues] };
    return { kind: 'kit', source: 'file', kit: r.value, problems: validateKit(r.value).errors };
  }
  if (looksLikeKitText(text)) return fromText(text, 'text');
  if (isKitLink(text)) {
    const carried = kitLinkText(text);
    if (!carried.ok) return { kind: 'unreadable', source: 'link', problems: [carried.error] };
    return fromText(carried.value, 'link');
  }
  return null;
}
