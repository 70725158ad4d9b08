/**
 * Stalingrad: Advance to the Volga, 1942 as the house sees it: its home card, its screens, its
 * terminal commands and the files it imports. Everything behind the entry loads on demand.
 */
import { defineTable, deviceRecord, tableCommand, tableRoute } from '../core/table';
import {
  DAMAGED_KIT_KEY,
  KIT_SLOT_KEY,
  KIT_SUMMARY_KEY,
  OWNER_KIT_KEY,
  PREVIOUS_KIT_KEY,
} from './state/kit/keys';

/** The stored kit's reader (the kit engine's parser, loaded on demand). */
const kitReader = () =>
  import('./state/kit/persist').then((m) => ({ version: 1, read: m.readStoredKit }));

/** The Volga table's registry entry. */
export const volga = defineTable({
  id: 'volga',
  name: 'Stalingrad: Advance to the Volga, 1942',
  card: {
    title: 'Advance to the Volga',
    summary: 'The solitaire game, turn by turn.',
    live: () =>
      import('./ui/home/HomeLive').then((m) => ({ Lead: m.RecentGame, tags: { kit: m.KitTag } })),
  },
  routes: [
    tableRoute(
      'games',
      'Saved games',
      'Continue, rename, copy or delete a game; export them to a file.',
      'saved games',
      () => import('./ui/games/SavedGames').then((m) => m.SavedGames),
    ),
    tableRoute(
      'new-game',
      'New game',
      'Choose the scenario, optional rules, cup and dice, then play Turn by Turn.',
      'new game',
      () => import('./ui/newgame/NewGame').then((m) => m.NewGame),
    ),
    tableRoute(
      'combat',
      'Quick combat',
      'Work out an attack: odds, modifiers and the result, with the rule for each.',
      'calculator',
      () => import('./ui/combat/CombatScreen').then((m) => m.CombatScreen),
    ),
    tableRoute(
      'kit',
      'Component kit',
      'Transcribe the map, counters and Random Event Chart from your box.',
      'kit',
      () => import('./ui/kit/KitScreen').then((m) => m.KitScreen),
    ),
    tableRoute(
      'rules',
      'Rules help',
      'Each Phase in short, with the section numbers.',
      'rules help',
      () => import('./ui/rules/RulesScreen').then((m) => m.RulesScreen),
    ),
    // A game needs its id; without one, the list of saved games is the place to pick it.
    tableRoute(
      'game',
      'Game',
      'The game in progress.',
      'game',
      () => import('./ui/game/GameScreen').then((m) => m.GameScreen),
      { path: 'game/:id/*', listed: false, otherwise: 'games' },
    ),
  ],
  commands: [
    tableCommand('combat', 'Values and resolves one attack: one line of JSON.', () =>
      import('./engine/combat').then((m) => (args) => m.runCombatCommand(args)),
    ),
    tableCommand('kit', 'Converts kit files, kit text and kit links into one another.', () =>
      import('./engine/kit/text-command').then(
        (m) => (args, io) => m.runKitCommand(args, io.readFile),
      ),
    ),
  ],
  imports: {
    kinds: [
      {
        id: 'games',
        name: 'Saved games',
        summary: 'a file exported from Saved games (games, kit and settings)',
        accept: ['.json', 'application/json'],
      },
      {
        id: 'kit',
        name: 'Component kit',
        summary: 'a kit file or kit text shared from the Component kit',
        accept: ['.json', 'application/json', '.txt', 'text/plain'],
      },
    ],
    panel: () => import('./ui/import/ImportPanel').then((m) => m.ImportPanel),
  },
  // A kit link ('#kit=…', see ui/kit/incoming.ts) opens the import screen with the kit's plan.
  links: [{ prefix: '#kit=', route: 'import' }],
  idle: () => import('./state/startup').then((m) => m.whenIdle),
  settings: () => import('./ui/settings/RulingsSettings').then((m) => m.RulingsSettings),
  // The kit is kept by the kit model (its own key module) and travels in Volga's own file: Export
  // all writes it in the file's kit section, so none of these is `exported` again here. The games
  // live in their own database (core's game-log store) and are named by their own records.
  records: [
    deviceRecord(OWNER_KIT_KEY, 'Your component kit', kitReader),
    deviceRecord(PREVIOUS_KIT_KEY, 'Your kit as it was before its last change', kitReader),
    deviceRecord(DAMAGED_KIT_KEY, 'A damaged kit kept for you'),
    deviceRecord(KIT_SLOT_KEY, 'Which kit is in use'),
    deviceRecord(KIT_SUMMARY_KEY, 'The kit summary on Home'),
  ],
});
