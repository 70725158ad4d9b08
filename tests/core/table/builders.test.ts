/** The registry entry builders: a route and a command in the usual case, and what `more` changes. */
import { describe, expect, it } from 'vitest';
import type { Screen } from '../../../src/core/table';
import { tableCommand, tableRoute } from '../../../src/core/table';

const screen = async (): Promise<Screen> => () => null;

describe('tableRoute', () => {
  it('is reached at its id and listed on home unless `more` says otherwise', () => {
    const r = tableRoute('odds', 'Odds', 'Exact odds.', 'odds screen', screen);
    expect(r).toMatchObject({ id: 'odds', path: 'odds', listed: true, what: 'odds screen' });
    expect(r.otherwise).toBeUndefined();
  });
  it('takes a path with arguments, stays off home and names where it goes without them', () => {
    const r = tableRoute('game', 'Game', 'A game.', 'game', screen, {
      path: 'game/:id/*',
      listed: false,
      otherwise: 'games',
    });
    expect(r).toMatchObject({ path: 'game/:id/*', listed: false, otherwise: 'games' });
  });
});

describe('tableCommand', () => {
  it('keeps its name, summary and loader', () => {
    const load = async () => () => ({ stdout: '{}', exitCode: 0 as const });
    expect(tableCommand('odds', 'Prints odds.', load)).toEqual({
      name: 'odds',
      summary: 'Prints odds.',
      load,
    });
  });
});
