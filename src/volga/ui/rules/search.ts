/**
 * Searching the rules help by section number ('9.5', '9.5.3B', '12') or by words ('guards
 * volga'): a section number finds the entries citing it or anything inside it; words must all
 * appear in the title, the lines or the keywords.
 */
import type { RuleSummary } from './summaries';

const SECTION = /^\d+(\.\d+)*[a-d]?\.?$/i;

/** True when `query` looks like a section number. */
export function isSectionQuery(query: string): boolean {
  return SECTION.test(query.trim());
}

/** True when section `s` is `q` or lies inside it ('9.5.3' is inside '9.5'; '9.5.3B' in '9.5.3'). */
export function sectionMatches(s: string, q: string): boolean {
  const a = s.toLowerCase();
  const b = q.toLowerCase().replace(/\.$/, '');
  if (a === b || a.startsWith(`${b}.`)) return true;
  // '9.5.3B' asks for a lettered item of 9.5.3; '10' also finds '10.0'.
  if (/[a-d]$/.test(b) && b.slice(0, -1) === a) return true;
  return a === `${b}.0`;
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'");

/** Returns the entries matching `query` (all of them for an empty query), in their order. */
export function searchRules(list: readonly RuleSummary[], query: string): RuleSummary[] {
  const q = query.trim();
  if (q === '') return [...list];
  if (isSectionQuery(q)) return list.filter((r) => r.sections.some((s) => sectionMatches(s, q)));
  const words = fold(q)
    .split(/\s+/)
    .filter((w) => w !== '');
  return list.filter((r) => {
    const text = fold([r.title, r.group, ...r.lines, ...r.keywords, ...r.sections].join(' '));
    return words.every((w) => text.includes(w));
  });
}
