/**
 * The campaign text's four open readings (docs/rulings.md, "Firestorm"), each pinned by a case
 * that would change if the reading did: the German Tactical / Stalemate overlap (Who Won), an area
 * at the map's edge (Placing Battle Markers), the ground a winning defender takes (Capture Areas -
 * Countryside), and blue-on-blue games.
 */
import { describe, expect, it } from 'vitest';
import {
  FIXTURE_MAP,
  type FsMap,
  type LogEntry,
  levelOf,
  readyMap,
  replay,
  runFirestormCommand,
  standing,
} from '../../../src/firestorm/engine';
import { COMMAND_MAP } from '../command-map';

const die = (value: number) => ({ value, source: 'owner' as const });
const ready = (m: FsMap) => {
  const r = readyMap(m);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const fight = (
  from: string,
  to: string,
  result: 'attacker' | 'defender',
  capture?: number,
): LogEntry[] => [
  { kind: 'place', die: die(4), marker: { from, to } },
  { kind: 'mission', battle: 1, mission: 'agreed' },
  { kind: 'result', battle: 1, result, ...(capture ? { capture: die(capture) } : {}) },
];
const owned = (owners: Record<string, 'german' | 'soviet'>): FsMap => ({
  ...FIXTURE_MAP,
  areas: FIXTURE_MAP.areas.map((a) =>
    owners[a.id] ? { ...a, owner: owners[a.id] as 'german' } : a,
  ),
});

describe('Who Won: "German Tactical 20+" and "Stalemate German 16 to 24"', () => {
  const at = (soviet: number, german: number) => levelOf({ soviet, german });
  it('a German lead of 20 to 24 VP is a German Tactical Victory, not a Stalemate', () => {
    expect(at(18, 20)).toBe('germanTactical');
    expect(at(16, 24)).toBe('germanTactical');
    expect(at(23, 24)).toBe('germanTactical');
  });
  it('20+ German VP without the lead is no German victory: the side with more VP wins', () => {
    expect(at(22, 20)).toBe('stalemate');
    expect(at(24, 21)).toBe('stalemate');
    expect(at(20, 20)).toBe('stalemate');
  });
  it('a German lead under 20 VP is the Stalemate', () => {
    expect(at(16, 19)).toBe('stalemate');
  });
});

describe('Placing Battle Markers: an area at the map’s edge', () => {
  // G sits in the fixture's corner (it borders F and J only; the map's edge is its other sides).
  it('with every bordering area enemy-held, it is surrounded: the edge is no way out', () => {
    const m = owned({ F: 'german', J: 'german' });
    const r = replay(ready(m), [{ kind: 'place', die: die(4), marker: { from: 'G', to: 'F' } }]);
    expect(r).toMatchObject({ ok: false, error: { code: 'fs.arrow.surrounded' } });
    const s = replay(ready(m), []);
    expect(s.ok && standing(s.value).legalArrows.soviet.filter(([f]) => f === 'G')).toEqual([]);
  });
  it('one friendly bordering area is enough to attack from it', () => {
    const m = owned({ F: 'german' });
    const s = replay(ready(m), []);
    expect(s.ok && standing(s.value).legalArrows.soviet).toContainEqual(['G', 'F']);
  });
});

describe('Capture Areas - Countryside: the ground a winning defender takes', () => {
  it('is the area the arrow came from, and no other', () => {
    const r = replay(ready(FIXTURE_MAP), fight('H', 'C', 'defender', 4));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const before = replay(ready(FIXTURE_MAP), []);
    const changed = Object.keys(r.value.owners).filter(
      (id) => before.ok && before.value.owners[id] !== r.value.owners[id],
    );
    // H (Soviet, the arrow's tail) goes German; C, F, J and E, H's other neighbours, stay put.
    expect(changed).toEqual(['H']);
    expect(r.value.owners.H).toBe('german');
    expect(r.value.battles[0]?.effect).toBe('Capture roll 4 (needs 4+): German takes H.');
  });
});

describe('Blue-on-blue and red-on-red games', () => {
  it('are recorded by side: whoever plays the Soviet side this game wins for the Soviet side', () => {
    // Two German club members: the one who plays Soviet for this game (the placement roll's
    // side) attacks and wins; the area is Soviet, as in any other game.
    const r = replay(ready(FIXTURE_MAP), fight('F', 'A', 'attacker'));
    expect(r.ok && [r.value.battles[0]?.placer, r.value.owners.A]).toEqual(['soviet', 'soviet']);
  });
  it('the roll for who plays the enemy side is no campaign roll: a battle takes no such field', () => {
    const map = COMMAND_MAP;
    const battle = {
      placeDie: 4,
      marker: { from: 'F', to: 'A' },
      mission: { kind: 'agreed' },
      result: 'draw',
    };
    const out = runFirestormCommand([
      JSON.stringify({ map, battles: [{ ...battle, sideDie: 3 }] }),
    ]);
    expect(out.exitCode).toBe(2);
    expect(runFirestormCommand([JSON.stringify({ map, battles: [battle] })]).exitCode).toBe(0);
  });
});
