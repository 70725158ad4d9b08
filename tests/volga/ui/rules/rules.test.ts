/** Rules help search: by section number (with sub-sections and lettered items) and by words. */
import { describe, expect, it } from 'vitest';
import { isSectionQuery, searchRules, sectionMatches } from '../../../../src/volga/ui/rules/search';
import { RULE_GROUPS, RULE_SUMMARIES } from '../../../../src/volga/ui/rules/summaries';
import { needing, sharedText } from '../../../support/shared';

/** The rulebook, when it is beside the project: the summaries must not copy it. */
const RULEBOOK = sharedText('rules/advance-to-the-volga-rulebook.md');

const ids = (q: string) => searchRules(RULE_SUMMARIES, q).map((r) => r.id);

describe('rules help search', () => {
  it('tells section numbers from words', () => {
    expect(isSectionQuery('9.5.3')).toBe(true);
    expect(isSectionQuery('9.5.3B')).toBe(true);
    expect(isSectionQuery('12')).toBe(true);
    expect(isSectionQuery('guards')).toBe(false);
    expect(isSectionQuery('9.5 air')).toBe(false);
  });

  it('matches a section and everything inside it, never a neighbour that only shares digits', () => {
    expect(sectionMatches('9.5.3', '9.5')).toBe(true);
    expect(sectionMatches('9.5', '9.5')).toBe(true);
    expect(sectionMatches('9.5.3', '9.5.3B')).toBe(true);
    expect(sectionMatches('9.5', '9.5.3')).toBe(false);
    expect(sectionMatches('12.1', '1')).toBe(false);
    expect(sectionMatches('10.0', '10')).toBe(true);
  });

  it('finds entries by section number', () => {
    expect(ids('9.5.3B')).toEqual(['defense-value']);
    expect(ids('6.3')).toEqual(['supply']);
    const nine = ids('9.5');
    expect(nine).toEqual(
      expect.arrayContaining(['attack-value', 'defense-value', 'support', 'results', 'retreat']),
    );
    expect(nine).not.toContain('attacks');
    // "12" is the whole chapter: every optional rule, and the Dawn isolation check.
    expect(ids('12')).toHaveLength(9);
    expect(ids('1.2')).toEqual([]);
    expect(ids('12.3')).toEqual(['isolation-dawn', 'opt-isolation']);
  });

  it('finds entries by every word, ignoring case', () => {
    expect(ids('Guards Volga')).toEqual(['reveal']);
    expect(ids('overrun')).toEqual(expect.arrayContaining(['results']));
    expect(ids('zzzz')).toEqual([]);
    expect(ids('')).toHaveLength(RULE_SUMMARIES.length);
  });

  it('covers every phase and optional rule 12.1 to 12.8', () => {
    for (const g of RULE_GROUPS) expect(RULE_SUMMARIES.some((r) => r.group === g)).toBe(true);
    for (let i = 1; i <= 8; i++) expect(ids(`12.${i}`).length).toBeGreaterThan(0);
    expect(new Set(RULE_SUMMARIES.map((r) => r.id)).size).toBe(RULE_SUMMARIES.length);
  });

  it.skipIf(RULEBOOK.text === undefined)(
    needing(RULEBOOK, 'is written in our own words: no long run of the rulebook text'),
    () => {
      const book = (RULEBOOK.text ?? '').toLowerCase().replace(/\s+/g, ' ');
      for (const r of RULE_SUMMARIES)
        for (const line of r.lines) {
          const words = line.toLowerCase().replace(/\s+/g, ' ').split(' ');
          // No 9-word run of any line appears verbatim in the rulebook.
          for (let i = 0; i + 9 <= words.length; i++) {
            const run = words.slice(i, i + 9).join(' ');
            expect(book.includes(run), `${r.id}: "${run}"`).toBe(false);
          }
        }
    },
  );
});
