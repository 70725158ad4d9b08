/**
 * The big export file of the big-import browser test and bench: one game the engine's German
 * player played (its 20 actions with its kit: a record of about 21 kB), stored under many ids
 * (2,500 make about 50 MB), sealed as the app exports it.
 */

import { buildExportFile } from '../../../../src/core/files/export';
import { append, newRecord } from '../../../../src/volga/engine/game';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { createGermanPlayer } from '../../../../src/volga/sim';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 12, minute)).toISOString();

/** Returns the text of an export file holding `count` copies of one played game. */
export function bigExportText(count: number, actions = 20): string {
  const setup = {
    scenario: 'main',
    cup: 'digital',
    kit: fixtureKit(),
    seed: [11, 5, 3, 7],
    options: { rubble: true },
  } as const;
  const start = newRecord(setup);
  if (!start.ok) throw new Error(start.error.message);
  const german = createGermanPlayer();
  let { record, state } = start.value;
  while (record.log.length < actions) {
    const action = german(state);
    if (!action) break;
    const r = append(record, state, action);
    if (!r.ok) throw new Error(r.error.message);
    ({ record, state } = r.value);
  }
  const games = Array.from({ length: count }, (_, i) => ({
    id: `big-${String(i).padStart(4, '0')}`,
    name: `Big game ${i + 1}`,
    scenario: 'main',
    turn: state.turn,
    createdAt: at(0),
    updatedAt: at(10),
    revision: record.log.length + 1,
    schemaVersion: 1,
    cursor: record.log.length,
    setup,
    log: record.log,
  }));
  // Written without indentation, as a file passed around compactly may be (the seal is over
  // the canonical text, so it does not depend on the layout).
  return JSON.stringify(buildExportFile({ exportedAt: at(99), games, kit: null, settings: null }));
}
