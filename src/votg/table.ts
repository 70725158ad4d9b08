/**
 * Valor of the Guards Solitaire ASL as the house sees it: the Mission roller, its About page,
 * and its terminal command. Everything behind the entry loads on demand.
 */
import { defineTable } from '../core/table';

/** The VotG SASL table's registry entry. */
export const votg = defineTable({
  id: 'votg',
  name: 'Valor of the Guards Solitaire ASL',
  card: {
    title: 'Valor of the Guards SASL',
    summary: 'The Mission roller for the S.20 tables, with every chance shown before the roll.',
  },
  routes: [
    {
      id: 'votg',
      path: 'votg',
      title: 'VotG Mission roller',
      summary:
        'Missions v1-v4: Activation, units, Random Events, with modifiers, odds and follow-ups.',
      listed: true,
      what: 'VotG Mission roller',
      screen: () => import('./ui/VotgScreen').then((m) => m.VotgScreen),
    },
    {
      id: 'votg-about',
      path: 'votg-about',
      title: 'About these tables',
      summary: 'Which VotG SASL tables are in the roller, how the text is read, what was garbled.',
      listed: false,
      what: 'VotG table notes',
      screen: () => import('./ui/AboutScreen').then((m) => m.AboutScreen),
    },
  ],
  commands: [
    {
      name: 'votg',
      summary: 'One VotG SASL table: modifiers, odds, and with dice the result: one line of JSON.',
      load: () => import('./engine/command').then((m) => (args) => m.runVotgCommand(args)),
    },
  ],
  imports: {
    kinds: [
      {
        id: 'votg-mission',
        name: 'VotG Mission',
        summary: 'a Valor of the Guards Mission exported from its roller (.votg.json)',
        // Its own ending (what the roller's Export writes), so Import tells it from other .json.
        accept: ['.votg.json'],
      },
    ],
    panel: () => import('./ui/ImportPanel').then((m) => m.ImportPanel),
  },
});
