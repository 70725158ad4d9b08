/**
 * Firestorm: Stalingrad (for Flames Of War) as the house sees it: the campaign tracker and its
 * terminal command. Everything behind the entry loads on demand.
 */
import { defineTable, deviceRecord, exportedRecord, tableCommand, tableRoute } from '../core/table';
import {
  FS_CAMPAIGN_KEY,
  FS_CAMPAIGN_PREFIX,
  FS_KEYS_KEY,
  FS_LIST_DAMAGED_KEY,
  FS_LIST_KEY,
  FS_MAP_KEY,
  FS_PREVIOUS_KEY,
} from './state/keys';

/** The reader of an earlier version's one campaign, loaded on demand. */
const oldCampaignReader = () => import('./state/records').then((m) => m.oldCampaignReader);

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
      'The campaign standing for a map and its battles; read FILE, link FILE [--key KEYFILE], open LINK, key: one line of JSON.',
      () =>
        import('./engine/command').then(
          (m) => (args, io) => m.runSignedCommand(args, io.readFile, globalThis.crypto.subtle),
        ),
    ),
  ],
  records: [
    exportedRecord(FS_MAP_KEY, 'The Firestorm campaign map', () =>
      import('./state/records').then((m) => m.mapReader),
    ),
    exportedRecord(FS_LIST_KEY, 'Your list of Firestorm campaigns', () =>
      import('./state/records').then((m) => m.indexReader),
    ),
    exportedRecord(
      FS_CAMPAIGN_PREFIX,
      'Your Firestorm campaigns',
      () => import('./state/records').then((m) => m.campaignReader),
      { many: true },
    ),
    deviceRecord(FS_LIST_DAMAGED_KEY, 'A damaged list of Firestorm campaigns kept for you'),
    deviceRecord(
      FS_CAMPAIGN_KEY,
      'The Firestorm campaign, as an earlier version kept it',
      oldCampaignReader,
    ),
    deviceRecord(
      FS_PREVIOUS_KEY,
      'The Firestorm campaign it last replaced, as an earlier version kept it',
      oldCampaignReader,
    ),
    exportedRecord(
      FS_KEYS_KEY,
      'Your Firestorm signing key and the organisers’ keys you trust',
      () => import('./state/records').then((m) => m.keysReader),
    ),
  ],
});
