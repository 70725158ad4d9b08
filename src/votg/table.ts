/**
 * Valor of the Guards Solitaire ASL as the house sees it: the Mission roller, its About page,
 * and its terminal command. Everything behind the entry loads on demand.
 */
import { defineTable, exportedRecord, tableCommand, tableRoute } from '../core/table';
import { VOTG_CG_KEY, VOTG_MISSION_KEY, VOTG_PREVIOUS_KEY } from './state/keys';

/** The reader of a stored Mission, loaded on demand. */
const missionReader = () => import('./state/records').then((m) => m.missionReader);

/** The VotG SASL table's registry entry. */
export const votg = defineTable({
  id: 'votg',
  name: 'Valor of the Guards Solitaire ASL',
  card: {
    title: 'Valor of the Guards SASL',
    summary: 'The Mission roller for the S.20 tables, with every chance shown before the roll.',
  },
  routes: [
    tableRoute(
      'votg',
      'VotG Mission roller',
      'Missions v1-v4: Activation, units, Random Events, with modifiers, odds and follow-ups.',
      'VotG Mission roller',
      () => import('./ui/VotgScreen').then((m) => m.VotgScreen),
    ),
    tableRoute(
      'votg-cg',
      'VotG Campaign Game',
      'CG I-IV: each CG Day, the Refit Phase rolls with their drm, SAN, RE numbers, Booby Traps, AC#.',
      'VotG Campaign Game',
      () => import('./ui/cg/CgScreen').then((m) => m.CgScreen),
    ),
    tableRoute(
      'votg-about',
      'About these tables',
      'Which VotG SASL tables are in the roller, how the text is read, what was garbled.',
      'VotG table notes',
      () => import('./ui/AboutScreen').then((m) => m.AboutScreen),
      { listed: false },
    ),
  ],
  commands: [
    tableCommand(
      'votg',
      'One VotG SASL table: modifiers, odds, and with dice the result: one line of JSON.',
      () => import('./engine/command').then((m) => (args) => m.runVotgCommand(args)),
    ),
  ],
  imports: {
    kinds: [
      {
        id: 'votg-mission',
        name: 'Valor of the Guards Mission',
        summary: 'a Valor of the Guards Mission exported from its roller (.votg.json)',
        // Its own ending (what the roller's Export writes), so Import tells it from other .json.
        accept: ['.votg.json'],
      },
      {
        id: 'votg-cg',
        name: 'Valor of the Guards Campaign Game',
        summary: 'a Valor of the Guards Campaign Game exported from its screen (.votg-cg.json)',
        accept: ['.votg-cg.json'],
      },
    ],
    panel: () => import('./ui/ImportPanel').then((m) => m.ImportPanel),
  },
  records: [
    exportedRecord(VOTG_MISSION_KEY, 'Your Valor of the Guards Mission', missionReader),
    exportedRecord(
      VOTG_PREVIOUS_KEY,
      'The Valor of the Guards Mission it last replaced',
      missionReader,
    ),
    exportedRecord(VOTG_CG_KEY, 'Your Valor of the Guards Campaign Game', () =>
      import('./state/cg-records').then((m) => m.cgReader),
    ),
  ],
});
