/**
 * Games built with the engine and taken in through Import, for browser tests that need a game
 * at a given point: the TEST FIXTURE kit with a made-up name for every Area (the fixture names
 * almost none), so lists of Areas can be checked for names.
 */
import { expect, type Page } from '@playwright/test';
import { buildExportFile } from '../../../../src/core/files/export';
import {
  type Action,
  append,
  type GameRecord,
  type GameState,
  newRecord,
} from '../../../../src/volga/engine/game';
import type { ComponentKit } from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';

/** TEST FIXTURE with every Area named "Fixture place N" (made up). */
export function namedFixtureKit(): ComponentKit {
  const kit = fixtureKit();
  const areas = Object.fromEntries(
    Object.entries(kit.areas).map(([n, a]) => [n, { ...a, name: a.name ?? `Fixture place ${n}` }]),
  ) as ComponentKit['areas'];
  return { ...kit, areas };
}

/** A main game on the named fixture kit (digital cup, app dice), after `actions`. */
export function playOn(
  kit: ComponentKit,
  seed: readonly number[],
  actions: readonly Action[],
  policy?: (s: GameState) => Action | null,
  until?: (s: GameState) => boolean,
): { record: GameRecord; state: GameState } {
  const start = newRecord({ scenario: 'main', cup: 'digital', kit, seed });
  if (!start.ok) throw new Error(start.error.message);
  let { record, state } = start.value;
  const step = (a: Action) => {
    const r = append(record, state, a);
    if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
    ({ record, state } = r.value);
  };
  for (const a of actions) step(a);
  while (policy && until && !until(state)) {
    const a = policy(state);
    if (!a) throw new Error(`the policy stopped at ${state.phase}/${state.step}`);
    step(a);
  }
  return { record, state };
}

/** Imports `record` as game `id` and opens its game screen. */
export async function importAndOpen(
  page: Page,
  game: { id: string; name: string; record: GameRecord; state: GameState },
): Promise<void> {
  const at = '2026-03-01T10:00:00.000Z';
  const file = buildExportFile({
    exportedAt: at,
    games: [
      {
        id: game.id,
        name: game.name,
        scenario: 'main',
        turn: game.state.turn,
        createdAt: at,
        updatedAt: at,
        revision: game.record.log.length,
        schemaVersion: 1,
        cursor: game.record.cursor,
        setup: game.record.setup,
        log: game.record.log,
      },
    ],
  });
  await page.goto('/#/import');
  await page.getByLabel('File to import').setInputFiles({
    name: `${game.id}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await page.getByTestId('import-plan').getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
  await page.goto(`/#/game/${game.id}`);
  await expect(page.getByTestId('game-where')).toBeVisible();
}

/**
 * Text inside `selector` that does not fit its box: an element whose text overflows it, or that
 * sticks out of `within` (its closest ancestor matching it). Empty when everything fits.
 */
export function cutText(page: Page, selector: string, within: string): Promise<string[]> {
  return page.evaluate(
    ([sel, box]) =>
      [...document.querySelectorAll<HTMLElement>(sel)]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          const b = (el.closest(box) ?? document.body).getBoundingClientRect();
          return (
            el.scrollWidth > el.clientWidth + 0.5 ||
            r.left < b.left - 0.5 ||
            r.right > b.right + 0.5 ||
            r.right > window.innerWidth + 0.5
          );
        })
        .map((el) => `${el.textContent} (${el.scrollWidth}>${el.clientWidth})`),
    [selector, within] as const,
  );
}
