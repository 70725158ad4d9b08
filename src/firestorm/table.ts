/**
 * Firestorm: Stalingrad (for Flames Of War) as the house sees it: the campaign tracker and its
 * terminal command. Everything behind the entry loads on demand.
 */
import { defineTable, tableCommand, tableRoute } from '../core/table';

/** The Firestorm table's registry entry. */
export const firestorm = defineTable({
  id: 'firestorm',
  name: 'Firestorm: Stalingrad',
  card: {
    title: 'Firestorm: Stalingrad',
    summary: 'The Flames Of War campaign, battle by battle.',
  },
  routes: [
    tableRoute(
      'firestorm',
      'Firestorm campaign',
      'Firestorm: Stalingrad for Flames Of War: Battle Markers, captures, VP and victory.',
      'Firestorm campaign tracker',
      () => import('./ui/FirestormScreen').then((m) => m.FirestormScreen),
    ),
  ],
  imports: {
    kinds: [
      {
        id: 'firestorm',
        name: 'Firestorm campaign',
        summary: 'a Firestorm campaign or map file, map text or campaign link',
        accept: ['.json', 'application/json', '.txt', 'text/plain'],
        // The file formats' names, the campaign link's path, or map text's border and track lines.
        claims: (head) =>
          head.includes('volga-table-firestorm-') ||
          head.includes('#/firestorm/shared/') ||
          /^\s*(border|track)\s/m.test(head),
      },
    ],
    panel: () => import('./ui/ImportPanel').then((m) => m.ImportPanel),
  },
  commands: [
    tableCommand(
      'firestorm',
      'The campaign standing for a map and its battles; read FILE, link FILE, open LINK: one line of JSON.',
      () =>
        import('./engine/command').then(
          (m) => (args, io) => m.runFirestormCommand(args, io.readFile),
        ),
    ),
  ],
});
