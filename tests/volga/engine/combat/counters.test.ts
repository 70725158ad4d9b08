import { describe, expect, it } from 'vitest';
import {
  counterById,
  countersFor,
  FACTORY_DISTRICT_COUNTERS,
  FACTORY_DISTRICT_PREREVEALED,
  MAIN_GAME_COUNTERS,
  PAVLOVS_HOUSE,
} from '../../../../src/volga/engine/counters';
import type { Strategy, Terrain } from '../../../../src/volga/engine/types';

const tally = (list: readonly { terrain: Terrain }[]) =>
  list.reduce<Record<string, number>>((m, c) => {
    m[c.terrain] = (m[c.terrain] ?? 0) + 1;
    return m;
  }, {});

const short = (list: readonly { defense: number | null; strategy: Strategy }[]) =>
  list.map((c) => `${c.defense}${c.strategy[0]!.toUpperCase()}`).join(' ');

describe('Soviet counter pools (checklist after 17.0, 14.5.1)', () => {
  it('main game: 55 counters, 6 Clear, 8 Elevated, 32 Light Urban, 9 Heavy Urban', () => {
    expect(MAIN_GAME_COUNTERS).toHaveLength(55);
    expect(tally(MAIN_GAME_COUNTERS)).toEqual({
      clear: 6,
      elevated: 8,
      lightUrban: 32,
      heavyUrban: 9,
    });
    expect(short(countersFor('main', 'clear'))).toBe('4H 4A 5B 5F 6H 7A');
    expect(short(countersFor('main', 'elevated'))).toBe('5H 6A 6B 7F 7H 8A 8B 9F');
    expect(short(countersFor('main', 'heavyUrban'))).toBe('7A 7B 8F 8G 9A 9B 10F 10G 10A');
    expect(short(countersFor('main', 'lightUrban'))).toBe(
      '4H 4A 4B 4F 4G 5H 5A 5B 5F 5G 6H 6A 6B 6F 6G 7H 7A 7B 7F 7G 7H 8A 8B 8F 8G 8H 8A 9B 9F 9G 9H 9A',
    );
  });

  it('Factory District: 26 counters, 6 Elevated, 12 Light Urban, 8 Heavy Urban', () => {
    expect(FACTORY_DISTRICT_COUNTERS).toHaveLength(26);
    expect(tally(FACTORY_DISTRICT_COUNTERS)).toEqual({
      elevated: 6,
      lightUrban: 12,
      heavyUrban: 8,
    });
    expect(short(countersFor('factoryDistrict', 'heavyUrban'))).toBe('7A 7B 8G 9A 9B 10F 10G 10A');
    expect(
      FACTORY_DISTRICT_PREREVEALED.map((p) => [p.area, p.counter.terrain, short([p.counter])]),
    ).toEqual([
      [14, 'heavyUrban', '8F'],
      [21, 'elevated', '9F'],
      [44, 'clear', '5B'],
    ]);
  });

  it('ids are unique and stable; duplicates are numbered', () => {
    const all = [...MAIN_GAME_COUNTERS, ...FACTORY_DISTRICT_COUNTERS, PAVLOVS_HOUSE];
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(
      MAIN_GAME_COUNTERS.filter((c) => c.id.startsWith('main-lightUrban-8-ambush')).map(
        (c) => c.id,
      ),
    ).toEqual(['main-lightUrban-8-ambush-1', 'main-lightUrban-8-ambush-2']);
    expect(counterById('main-heavyUrban-10-guards-1')?.defense).toBe(10);
    expect(counterById('factoryDistrict-revealed-21')?.strategy).toBe('fanatic');
    expect(counterById('nope')).toBeUndefined();
  });

  it("12.6: Pavlov's House joins the main game's Heavy Urban mix only when asked; its DF is not invented", () => {
    expect(countersFor('main', 'heavyUrban', { pavlov: true })).toHaveLength(10);
    expect(countersFor('main', 'lightUrban', { pavlov: true })).toHaveLength(32);
    expect(countersFor('factoryDistrict', 'heavyUrban', { pavlov: true })).toHaveLength(8);
    expect(PAVLOVS_HOUSE).toMatchObject({
      terrain: 'heavyUrban',
      strategy: 'guards',
      defense: null,
      pavlov: true,
    });
  });
});
