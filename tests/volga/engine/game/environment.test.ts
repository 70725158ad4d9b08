/**
 * combatEnvironment: the combat events in force come from the catalogue's effects (6.2, 14.6.1),
 * and the simulator's odds cache gives every combat event and option a bit of its own.
 */
import { describe, expect, it } from 'vitest';
import { COMBAT_EVENTS, COMBAT_OPTIONS, flagsOf } from '../../../../src/volga/engine/combat';
import { airForbiddenByEvent, combatEnvironment } from '../../../../src/volga/engine/game';
import type { GameState } from '../../../../src/volga/engine/game/types';
import { ENV_CODES, envFrom } from '../../../../src/volga/sim/odds';
import { act, edit, game } from './helpers';

/** The Factory District at its Turn 11 Random Event roll, rolled as `dice`. */
const factoryEvent = (dice: number[]): GameState =>
  act(
    edit(game({ scenario: 'factory' }), (d) => {
      d.phase = 'randomEvent';
      d.step = 'roll';
      d.turn = 11;
    }),
    { type: 'rollRandomEvent', dice: { randomEvent: dice } },
  );

describe('combatEnvironment', () => {
  it('Rain (14.6.1) puts the no-Air event in force and no other', () => {
    const rain = factoryEvent([1, 1, 5]);
    expect(rain.event!.name).toBe('Rain');
    expect(combatEnvironment(rain).events).toEqual({
      ...flagsOf(COMBAT_EVENTS, []),
      noAir: true,
    });
    expect(airForbiddenByEvent(rain)).toBe(true);
  });

  it('carries the game options the combat engine reads', () => {
    const g = game({ options: { rubble: true, limitedAir: true } });
    expect(combatEnvironment(g).options).toEqual({
      ...flagsOf(COMBAT_OPTIONS, []),
      rubble: true,
      limitedAir: true,
    });
    expect(combatEnvironment(g).events).toEqual(flagsOf(COMBAT_EVENTS, []));
  });
});

describe("the simulator's odds key", () => {
  it('gives each combat event and option its own bit, below ENV_CODES', () => {
    const seen = new Set<number>();
    const none = { events: flagsOf(COMBAT_EVENTS, []), options: flagsOf(COMBAT_OPTIONS, []) };
    seen.add(envFrom(none.events, none.options, true).bits);
    for (const id of COMBAT_EVENTS)
      seen.add(envFrom({ ...none.events, [id]: true }, none.options, true).bits);
    for (const id of COMBAT_OPTIONS)
      seen.add(envFrom(none.events, { ...none.options, [id]: true }, true).bits);
    expect(seen.size).toBe(1 + COMBAT_EVENTS.length + COMBAT_OPTIONS.length);
    for (const b of seen) expect(b).toBeLessThan(ENV_CODES);
  });
});
