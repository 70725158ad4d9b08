/** What a counter question asks when play needs it (4.2, 9.5.2): only what the rule uses. */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../src/volga/engine/game/types';
import { act, atActionRounds, game, inArea, refuse } from './helpers';

/** The fixture game at its Action Rounds, the kit forgetting type and Attack Factor of Area 1. */
function unknownArea1(): { s: GameState; ids: string[] } {
  const s = atActionRounds(game());
  const ids = inArea(s, 1);
  const kit = {
    ...s.kit,
    germanCounters: s.kit.germanCounters.map((c) =>
      ids.includes(c.id) ? { ...c, type: null, attackFactor: null } : c,
    ),
  };
  return { s: { ...s, kit }, ids };
}

describe('activation asks each unit its type alone (4.2), not its Attack Factor', () => {
  it('asks a type-only question, and a type answer without an Attack Factor is enough', () => {
    const { s, ids } = unknownArea1();
    expect(ids.length).toBeGreaterThan(0);
    const asked = refuse(s, { type: 'activate', area: 1 });
    expect(asked.code).toBe('fact.needed');
    expect(asked.fact).toEqual({ kind: 'counter', id: ids[0], need: 'type' });
    let t: GameState = s;
    for (const id of ids)
      t = act(t, {
        type: 'answerFact',
        fact: { kind: 'counter', id, need: 'type' },
        answer: { type: 'infantry', attackFactor: null, division: null },
      });
    const on = act(t, { type: 'activate', area: 1 });
    expect(on.round?.area).toBe(1);
    // 4.2: Infantry moves 4; the Attack Factor is still unknown until a unit leads (9.5.2).
    expect(on.round?.units[ids[0]!]?.mfLeft).toBe(4);
    expect(on.kit.germanCounters.find((c) => c.id === ids[0])?.attackFactor).toBeNull();
  });
});
