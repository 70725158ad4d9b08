/**
 * The game codec checks a setup and each log entry once per object (a game's setup and entries
 * are written again, unchanged, with every action): a repeat check of the same object gives the
 * same answer, and a different object is checked in full, so a bad one is still refused.
 */
import { describe, expect, it } from 'vitest';
import { fixtureKit } from '../../../src/volga/engine/kit/fixture';
import { checkLog, checkSetup } from '../../../src/volga/state/files/game-codec';

/** TEST FIXTURE — not the real map. */
const setup = { scenario: 'main', cup: 'digital', kit: fixtureKit(), seed: 1, options: {} };

describe('checked once per object', () => {
  it('gives the same setup for the same object, and still refuses a different bad one', () => {
    const first = checkSetup(setup);
    expect(first.ok).toBe(true);
    const again = checkSetup(setup);
    expect(again).toEqual(first);
    const bad = checkSetup({ ...setup, kit: { ...setup.kit, map: 'no map' } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error[0]!.path).toMatch(/^kit/);
    expect(checkSetup({ ...setup, cup: 'bowl' }).ok).toBe(false);
  });

  it('checks a new log entry in full beside entries already checked', () => {
    const good = { action: { type: 'endSupply' }, rolls: [] };
    expect(checkLog([good]).ok).toBe(true);
    expect(checkLog([good]).ok).toBe(true);
    const bad = { action: { type: 'buySupport', marker: 'tanks' }, rolls: [] };
    const r = checkLog([good, bad]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.path).toMatch(/^\[1\]\.action/);
    // A refused entry is not remembered as checked.
    expect(checkLog([bad]).ok).toBe(false);
  });
});

describe('a log entry with the attacks it replaced (9.5)', () => {
  const undone = {
    action: { type: 'resolveAttack', lead: '29/RCN', artillery: 1, engineers: 0, air: false },
    rolls: [{ purpose: 'combat.german', source: 'app', dice: [6, 1], rule: '9.5' }],
  };
  it('is read with its undone attacks, and refused when one is not a resolved attack', () => {
    const entry = {
      action: { type: 'resolveAttack', lead: '29/A', artillery: 2, engineers: 0, air: false },
      rolls: [],
      undoneAttacks: [undone],
    };
    expect(checkLog([entry]).ok).toBe(true);
    const bad = { ...entry, undoneAttacks: [{ ...undone, action: { type: 'endSupply' } }] };
    const r = checkLog([bad]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.path).toMatch(/^\[0\]\.undoneAttacks/);
  });
});
