/**
 * The vocabularies are one catalogue each ({id, rule, name, line}): every entry names its own
 * key and a rulebook section, and the combat command takes exactly the catalogue's events and
 * combat options.
 */
import { describe, expect, it } from 'vitest';
import {
  COMBAT_EVENT,
  COMBAT_EVENTS,
  COMBAT_OPTION,
  COMBAT_OPTIONS,
  parseCombatCommand,
} from '../../../../src/volga/engine/combat/index';
import { EVENT_EFFECT, EVENT_EFFECT_KINDS } from '../../../../src/volga/engine/kit/types';
import {
  OPTIONAL_RULE,
  OPTIONAL_RULES,
  STRATEGIES,
  STRATEGY,
} from '../../../../src/volga/engine/types';

const catalogues = {
  optional: [OPTIONAL_RULE, OPTIONAL_RULES],
  events: [COMBAT_EVENT, COMBAT_EVENTS],
  options: [COMBAT_OPTION, COMBAT_OPTIONS],
  effects: [EVENT_EFFECT, EVENT_EFFECT_KINDS],
  strategies: [STRATEGY, STRATEGIES],
} as const;

describe('vocabulary catalogues', () => {
  it.each(Object.entries(catalogues))(
    '%s: each entry names its key, a section, a name and a line',
    (_, [cat, ids]) => {
      expect(Object.keys(cat)).toEqual([...ids]);
      for (const [key, e] of Object.entries(cat)) {
        expect(e.id).toBe(key);
        expect(e.rule).toMatch(/^\d+(\.\d+)+$/);
        expect(e.name.length).toBeGreaterThan(0);
        expect(e.line).toMatch(/\.$/);
      }
    },
  );

  it('optional rules run 12.1 to 12.8 in order', () => {
    expect(OPTIONAL_RULES.map((r) => OPTIONAL_RULE[r].rule)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `12.${n}`),
    );
  });

  it('the combat options are optional rules', () => {
    for (const id of COMBAT_OPTIONS) expect(COMBAT_OPTION[id]).toBe(OPTIONAL_RULE[id]);
  });

  it('every combat event is put in force by Random Event effects the kit knows', () => {
    for (const id of COMBAT_EVENTS)
      for (const k of COMBAT_EVENT[id].effects) expect(EVENT_EFFECT_KINDS).toContain(k);
  });
});

describe('the combat command reads the catalogue', () => {
  const base = {
    lead: 5,
    attackers: 1,
    morale: 12,
    terrain: 'clear',
    tem: 1,
    defense: 3,
    strategy: 'heroes',
  };

  it.each([...COMBAT_EVENTS])('event %s sets that flag alone', (id) => {
    const r = parseCombatCommand({ ...base, events: [id] });
    expect(r.ok && r.value.spec.events).toEqual(
      Object.fromEntries(COMBAT_EVENTS.map((e) => [e, e === id])),
    );
  });

  it.each([...COMBAT_OPTIONS])('optional rule %s sets that flag alone', (id) => {
    const r = parseCombatCommand({ ...base, optional: [id] });
    expect(r.ok && r.value.spec.options).toEqual(
      Object.fromEntries(COMBAT_OPTIONS.map((o) => [o, o === id])),
    );
  });

  it('refuses a name outside the catalogue, listing the catalogue', () => {
    const r = parseCombatCommand({ ...base, events: ['notAnEvent'] });
    expect(!r.ok && r.error.code).toBe('combat.event.unknown');
    expect(!r.ok && r.error.message).toContain(COMBAT_EVENTS.join(', '));
    const o = parseCombatCommand({ ...base, optional: ['pavlov'] });
    expect(!o.ok && o.error.code).toBe('combat.option.unknown');
  });
});
