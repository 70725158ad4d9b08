/**
 * A counter's division is asked only where a rule counts divisions: activating a unit needs its
 * type (4.2) and Attack Factor (4.3.1), not its division; an attack asks for an unknown division
 * when the Divisional Integrity Bonus could depend on it (9.5.2D) or Parent Organization is in
 * play (12.4). On the TEST FIXTURE kit (made-up), with FC's divisions or types forgotten.
 */
import { describe, expect, it } from 'vitest';
import { combatSpec } from '../../../../src/volga/engine/game';
import type { GameState } from '../../../../src/volga/engine/game/types';
import { act, atActionRounds, edit, game, refuse } from './helpers';

const FC = ['FC/1', 'FC/2', 'FC/3'];

/** The main game at its Action Rounds, with `forget` applied to FC's counters in the kit. */
function forgetting(
  forget: { division?: boolean; type?: boolean },
  options: { parentOrganization?: boolean } = {},
): GameState {
  return edit(atActionRounds(game({ options })), (d) => {
    for (const c of d.kit.germanCounters) {
      if (!FC.includes(c.id)) continue;
      if (forget.division) c.division = null;
      if (forget.type) c.type = null;
    }
  });
}

/** FC's whole stack moved from Area 4 into Area 7 and its attack declared. */
function declared(s: GameState): GameState {
  const moved = act(act(s, { type: 'activate', area: 4 }), {
    type: 'moveStack',
    units: FC,
    to: 7,
  });
  return act(moved, { type: 'declareAttack', area: 7, units: FC });
}

const choice = { lead: 'FC/1', artillery: 0, engineers: 0, air: false } as const;

describe('the division is asked where a rule counts it', () => {
  it('activating units whose division is unknown goes on (4.2, 8.1 need the type only)', () => {
    const s = act(forgetting({ division: true }), { type: 'activate', area: 4 });
    expect(Object.keys(s.round!.units).sort()).toEqual(['244B', ...FC]);
  });

  it('activating a unit whose type is unknown asks for its counter (4.2)', () => {
    const e = refuse(forgetting({ type: true }), { type: 'activate', area: 4 });
    expect(e).toMatchObject({ code: 'fact.needed', fact: { kind: 'counter', id: 'FC/1' } });
    expect(e.message).not.toContain('division');
  });

  it('three attackers of unknown division: the attack asks one (9.5.2D)', () => {
    const r = combatSpec(declared(forgetting({ division: true })), choice);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'fact.needed', fact: { kind: 'counter', id: 'FC/1' } });
    expect(r.error.message).toContain('9.5.2D');
  });

  it('two attackers of unknown division are not asked without 12.4, and are with it', () => {
    const two = (s: GameState) =>
      combatSpec(declared(s), choice, ['FC/1', 'FC/2']) as ReturnType<typeof combatSpec>;
    const plain = two(forgetting({ division: true }));
    expect(!plain.ok && plain.error.code === 'fact.needed').toBe(false);
    const org = two(forgetting({ division: true }, { parentOrganization: true }));
    expect(!org.ok && org.error).toMatchObject({ code: 'fact.needed', rule: 'kit' });
    expect(!org.ok && org.error.message).toContain('12.4');
  });

  it('known divisions ask nothing', () => {
    const r = combatSpec(declared(forgetting({})), choice);
    expect(!r.ok && r.error.code === 'fact.needed').toBe(false);
  });
});
