/** The rules help's data file: read whole by its one reader, which refuses a broken entry. */
import { describe, expect, it } from 'vitest';
import { COMBAT_EVENT, COMBAT_EVENTS } from '../../../../src/volga/engine/combat';
import { OPTIONAL_RULE, OPTIONAL_RULES, STRATEGY } from '../../../../src/volga/engine/types';
import { RULE_SUMMARIES, readRuleSummaries } from '../../../../src/volga/ui/rules/summaries';
import data from '../../../../src/volga/ui/rules/summaries.json' with { type: 'json' };

/** The real file, with `edit` applied to a copy of it. */
function broken(edit: (file: typeof data) => void): unknown {
  const copy = structuredClone(data);
  edit(copy);
  return copy;
}

const byId = (id: string) => RULE_SUMMARIES.find((r) => r.id === id);

describe('summaries.json', () => {
  it('is read whole: every entry of the file, then one per optional rule (12.1-12.8)', () => {
    expect(RULE_SUMMARIES.map((r) => r.id)).toEqual([
      ...data.summaries.map((s) => s.id),
      ...OPTIONAL_RULES.map((k) => data.optional[k].id),
    ]);
    expect(byId('supply')?.sections).toEqual(['6.3', '6.3.1']);
    expect(byId('defense-value')?.lines[1]).toMatch(/^TEM: Clear \+1/);
  });

  it('takes an optional rule’s title and section from OPTIONAL_RULE, and adds its "also"', () => {
    const pavlov = byId('opt-pavlov');
    expect(pavlov?.title).toBe(OPTIONAL_RULE.pavlov.name);
    expect(pavlov?.sections).toEqual(['12.6', '4.5.8']);
    expect(pavlov?.group).toBe('Optional rules');
  });

  it('adds a line and a keyword for each entry of the catalogue an entry names', () => {
    const events = byId('events');
    const first = COMBAT_EVENT[COMBAT_EVENTS[0]!];
    expect(events?.lines).toContain(`${first.name}: ${first.line}`);
    expect(events?.lines).toHaveLength(4 + COMBAT_EVENTS.length);
    expect(events?.keywords).toContain(first.name.toLowerCase());
    expect(byId('reveal')?.lines).toContain(`Guards: ${STRATEGY.guards.line}`);
    expect(byId('reveal')?.keywords).toContain('barrage');
  });

  it.each([
    [
      'a section that is not a rule number',
      (f: typeof data) => {
        f.summaries[1]!.sections[0] = 'three';
      },
      'summaries[1] ("morale").sections[0]: "three" is not a rulebook section number',
    ],
    [
      'an id used twice',
      (f: typeof data) => {
        f.summaries[2]!.id = 'sequence';
      },
      'summaries[2] ("sequence").id: "sequence" is the id of an earlier entry',
    ],
    [
      'a group the help does not have',
      (f: typeof data) => {
        f.summaries[0]!.group = 'Night';
      },
      'summaries[0] ("sequence").group: "Night" is not one of Turn, Dawn',
    ],
    [
      'an entry with no lines',
      (f: typeof data) => {
        f.summaries[3]!.lines = [];
      },
      'summaries[3] ("dawn").lines: expected at least one line',
    ],
    [
      'a misspelt field',
      (f: typeof data) => {
        Object.assign(f.summaries[4]!, { keyword: ['x'] });
      },
      'summaries[4] ("isolation-dawn"): unknown field "keyword"',
    ],
    [
      'an unknown catalogue',
      (f: typeof data) => {
        Object.assign(f.summaries[0]!, { catalogue: 'events' });
      },
      'summaries[0] ("sequence").catalogue: "events" is not one of combatEvents, strategies',
    ],
    [
      'an optional rule left out',
      (f: typeof data) => {
        delete (f.optional as Partial<typeof f.optional>).pavlov;
      },
      'optional: the field "pavlov" is missing',
    ],
    [
      'an optional rule’s extra section that is not a rule number',
      (f: typeof data) => {
        f.optional.parentOrganization.also = ['4.3.2', ''];
      },
      'optional.parentOrganization.also[1]: expected some text',
    ],
  ])('refuses %s, naming the file, the entry and the field', (_, edit, message) => {
    expect(() => readRuleSummaries(broken(edit))).toThrow(`summaries.json: ${message}`);
  });
});
