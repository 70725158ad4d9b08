/**
 * The engine's words a player reads during an attack and at the Supply purchases: strategy names
 * as the rulebook writes them (9.4), and counts in proper singular and plural (6.3, 9.4).
 */
import { describe, expect, it } from 'vitest';
import { barrage, resolve } from '../../../../src/volga/engine/combat/index';
import { atPurchase, game, refuse } from '../game/helpers';
import { mk, must } from './fixtures';

const labels = (ns: readonly { label: string }[]) => ns.map((n) => n.label);

describe('combat notes name the strategy as the rulebook does', () => {
  it('9.5.5: Heroes ignored on an Overrun, capitalised', () => {
    // AV 5 + 12 = 17 against DV 9 + 2 = 11: beaten by more than Defense Factor 6.
    const spec = mk({ defense: { firstReveal: true, strategy: 'heroes' } });
    const r = must(resolve(spec, { german: [6, 6], soviet: [1, 1] }));
    expect(r.outcome).toBe('overrun');
    expect(labels(r.notes)).toContain('Heroes: ignored on an Overrun');
  });

  it('4.4: a strategy no longer in effect is named with its capital', () => {
    const spec = mk({ defense: { firstReveal: false, strategy: 'ambush' } });
    const r = must(resolve(spec, { german: [3, 3], soviet: [3, 3] }));
    expect(labels(r.notes)[0]).toMatch(/^Ambush: not in effect/);
  });

  it('9.4: after a Barrage choice, no internal word in the note', () => {
    const spec = mk({ defense: { firstReveal: true, strategy: 'barrage' } });
    const r = must(resolve(spec, { german: [3, 3], soviet: [3, 3] }));
    const note = labels(r.notes).find((l) => l.startsWith('Barrage'));
    expect(note).toBe('Barrage: the choice was made before this combat; no further effect');
  });

  it('9.4: the attack going on after one unit Out of Action counts its units in words', () => {
    const two = mk({
      attack: { attackers: 3 },
      defense: { firstReveal: true, strategy: 'barrage' },
    });
    expect(labels(must(barrage(two, 'outOfAction')).notes)).toContain(
      'Combat Resolution goes on with 2 attacking units',
    );
    const one = mk({
      attack: { attackers: 2 },
      defense: { firstReveal: true, strategy: 'barrage' },
    });
    expect(labels(must(barrage(one, 'outOfAction')).notes)).toContain(
      'Combat Resolution goes on with 1 attacking unit',
    );
  });
});

describe('6.3: a purchase refused for want of Supply counts in singular and plural', () => {
  it('one Artillery marker costs 1 Supply Point', () => {
    const e = refuse(atPurchase(game(), 0), { type: 'buySupport', marker: 'artillery' });
    expect(e).toMatchObject({ code: 'supply.insufficient', rule: '6.3' });
    expect(e.message).toBe('1 Artillery marker costs 1 Supply Point; 0 available.');
  });

  it('two Engineer markers cost 4 Supply Points', () => {
    const e = refuse(atPurchase(game(), 3), { type: 'buySupport', marker: 'engineer', count: 2 });
    expect(e.message).toBe('2 Engineer markers cost 4 Supply Points; 3 available.');
  });
});
