/**
 * The lead an attack starts with (9.5.2A: the player's choice; only the lead's Attack Factor
 * counts): the best Attack Factor the kit knows, a lone attacker, or none at all when the kit
 * knows no attacker's Attack Factor, so that only the unit the player picks is asked it (4.3.1).
 * On the TEST FIXTURE kit (made-up): FC/1 AF 7, FC/2 AF 6, FC/3 AF 5, some of them forgotten.
 */
import { describe, expect, it } from 'vitest';
import { combatSpec, defaultLead } from '../../../../src/volga/engine/game';
import type { GameState } from '../../../../src/volga/engine/game/types';
import { act, atActionRounds, edit, game } from './helpers';

const FC = ['FC/1', 'FC/2', 'FC/3'];

/** FC's stack moved from Area 4 into Area 7, its attack declared, with `forget`'s AFs unknown. */
function declared(forget: readonly string[]): GameState {
  const s = edit(atActionRounds(game()), (d) => {
    for (const c of d.kit.germanCounters) if (forget.includes(c.id)) c.attackFactor = null;
  });
  const moved = act(act(s, { type: 'activate', area: 4 }), {
    type: 'moveStack',
    units: FC,
    to: 7,
  });
  return act(moved, { type: 'declareAttack', area: 7, units: FC });
}

describe('the default Lead Attacking Unit (9.5.2A)', () => {
  it('no attacker with a known Attack Factor: no default, the player picks', () => {
    expect(defaultLead(declared(FC), FC)).toBeNull();
  });

  it('the unit picked is asked its Attack Factor, and no other', () => {
    const s = declared(FC);
    const r = combatSpec(s, { lead: 'FC/3', artillery: 0, engineers: 0, air: false });
    expect(!r.ok && r.error).toMatchObject({
      code: 'fact.needed',
      fact: { kind: 'counter', id: 'FC/3' },
    });
  });

  it('a lone attacker leads, known or not', () => {
    const s = declared(FC);
    expect(defaultLead(s, ['FC/2'])).toBe('FC/2');
  });

  it('some known: the best known leads, an unknown one is not guessed', () => {
    // FC/1 (printed 7) is unknown: FC/2's known 6 beats FC/3's 5.
    expect(defaultLead(declared(['FC/1']), FC)).toBe('FC/2');
    expect(defaultLead(declared(['FC/1', 'FC/2']), FC)).toBe('FC/3');
  });

  it('all known: the best Attack Factor, the first of equals', () => {
    const s = declared([]);
    expect(defaultLead(s, FC)).toBe('FC/1');
    expect(defaultLead(s, ['FC/3', 'FC/2'])).toBe('FC/2');
    const equal = edit(s, (d) => {
      for (const c of d.kit.germanCounters) if (FC.includes(c.id)) c.attackFactor = 6;
    });
    expect(defaultLead(equal, ['FC/3', 'FC/1', 'FC/2'])).toBe('FC/3');
  });
});
