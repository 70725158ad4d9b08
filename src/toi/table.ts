/**
 * Tide of Iron: Stalingrad as the house sees it: one odds screen, its terminal command, and the
 * table file the screen exports (its settings, log and map marks), which Import takes back.
 * Everything behind the entry loads on demand.
 */
import { defineTable, deviceRecord, exportedRecord, tableCommand, tableRoute } from '../core/table';
import { TOI_DAMAGED_KEY, TOI_KEY } from './state/keys';

/** The Tide of Iron table's registry entry. */
export const toi = defineTable({
  id: 'toi',
  name: 'Tide of Iron: Stalingrad',
  card: {
    title: 'Tide of Iron',
    summary: 'Dice odds for the Stalingrad expansion.',
  },
  routes: [
    tableRoute(
      'toi',
      'Tide of Iron odds',
      'Stalingrad expansion: exact odds for buildings, snipers, fire and assaults.',
      'Tide of Iron odds',
      () => import('./ui/ToiScreen').then((m) => m.ToiScreen),
    ),
  ],
  commands: [
    tableCommand('toi', 'Exact dice odds for one situation: one line of JSON.', () =>
      import('./engine/command').then((m) => (args) => m.runToiCommand(args)),
    ),
  ],
  imports: {
    kinds: [
      {
        id: 'toi-table',
        name: 'Tide of Iron table',
        summary: 'a Tide of Iron table exported from its odds screen (.toi.json)',
        // Its own ending (TOI_FILE_ENDING, which Export writes), so Import tells it from the
        // other tables' .json files; the entry stays light, so the ending is written here.
        accept: ['.toi.json'],
      },
    ],
    panel: () => import('./ui/ImportPanel').then((m) => m.ImportPanel),
  },
  records: [
    exportedRecord(TOI_KEY, 'Your Tide of Iron table (settings, log and map marks)', () =>
      import('./state/records').then((m) => m.toiReader),
    ),
    deviceRecord(TOI_DAMAGED_KEY, 'A damaged Tide of Iron table kept for you'),
  ],
});
