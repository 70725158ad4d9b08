/** The part of a saved file's name taken from what the player named (a kit, a campaign map). */

/**
 * Returns a file-name-safe slug of a name ('My box, 2nd try' -> 'my-box-2nd-try'): lower case,
 * accents dropped, every other run of characters one '-', at most 40 characters; `fallback` when
 * nothing is left.
 */
export function fileSlug(name: string, fallback: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || fallback;
}
