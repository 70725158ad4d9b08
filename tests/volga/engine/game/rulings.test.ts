/** A game keeps the reading of each ruling it started with (12.4), so replays stay the same. */
import { describe, expect, it } from 'vitest';
import { checkOptions, defaultOptions } from '../../../../src/volga/engine/game';
import {
  DEFAULT_RULINGS,
  storedRulings,
  UNRECORDED_RULINGS,
} from '../../../../src/volga/engine/rulings';
import { game } from './helpers';

describe('12.4 the reading in force is recorded in the game options', () => {
  it('12.4 a new game from the default options records the rule as written', () => {
    const s = game({ options: { ...defaultOptions('main'), parentOrganization: true } });
    expect(s.options.rulings).toEqual(DEFAULT_RULINGS);
    expect(s.options.rulings.parentOrganization).toBe('asWritten');
  });
  it('12.4 a setup saved before readings were recorded keeps beyond-the-first', () => {
    const s = game({ options: { parentOrganization: true } });
    expect(s.options.rulings).toEqual(UNRECORDED_RULINGS);
  });
  it('12.4 the house ruling chosen at the start is kept', () => {
    const s = game({ options: { rulings: { parentOrganization: 'beyondFirst' } } });
    expect(s.options.rulings.parentOrganization).toBe('beyondFirst');
  });
  it('12.4 an unknown reading is refused with its section', () => {
    const r = checkOptions('main', {
      rulings: { parentOrganization: 'sometimes' } as never,
    });
    expect(r).toMatchObject({ ok: false, error: { code: 'setup.rulings', rule: '12.4' } });
  });
});

describe('12.4 the reading stored in Settings', () => {
  it('reads as written when none is stored', () => {
    expect(storedRulings(undefined)).toBe(DEFAULT_RULINGS);
    expect(storedRulings({})).toEqual({ parentOrganization: 'asWritten' });
  });

  it('keeps a known reading', () => {
    expect(storedRulings({ parentOrganization: 'beyondFirst' })).toEqual({
      parentOrganization: 'beyondFirst',
    });
  });

  it('reads an unknown or damaged reading as written, and ignores unknown rulings', () => {
    expect(storedRulings({ parentOrganization: 'sometimes', x: 'y' })).toEqual({
      parentOrganization: 'asWritten',
    });
    expect(storedRulings('beyondFirst')).toEqual({ parentOrganization: 'asWritten' });
  });
});
