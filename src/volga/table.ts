/**
 * Stalingrad: Advance to the Volga, 1942 as the house sees it: its home card, its screens, its
 * terminal commands and the files it imports. Everything behind the entry loads on demand.
 */
import { defineTable } from '../core/table';

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
    {
      id: 'games',
      path: 'games',
      title: 'Saved games',
      summary: 'Continue, rename, copy or delete a game; export them to a file.',
      listed: true,
      what: 'saved games',
      screen: () => import('./ui/games/SavedGames').then((m) => m.SavedGames),
    },
    {
      id: 'new-game',
      path: 'new-game',
      title: 'New game',
      summary: 'Choose the scenario, optional rules, cup and dice, then play Turn by Turn.',
      listed: true,
      what: 'new game',
      screen: () => import('./ui/newgame/NewGame').then((m) => m.NewGame),
    },
    {
      id: 'combat',
      path: 'combat',
      title: 'Quick combat',
      summary: 'Work out an attack: odds, modifiers and the result, with the rule for each.',
      listed: true,
      what: 'calculator',
      screen: () => import('./ui/combat/CombatScreen').then((m) => m.CombatScreen),
    },
    {
      id: 'kit',
      path: 'kit',
      title: 'Component kit',
      summary: 'Transcribe the map, counters and Random Event Chart from your box.',
      listed: true,
      what: 'kit',
      screen: () => import('./ui/kit/KitScreen').then((m) => m.KitScreen),
    },
    {
      id: 'rules',
      path: 'rules',
      title: 'Rules help',
      summary: 'Each Phase in short, with the section numbers.',
      listed: true,
      what: 'rules help',
      screen: () => import('./ui/rules/RulesScreen').then((m) => m.RulesScreen),
    },
    {
      id: 'game',
      path: 'game/:id/*',
      title: 'Game',
      summary: 'The game in progress.',
      listed: false,
      // A game needs its id; without one, the list of saved games is the place to pick it.
      otherwise: 'games',
      what: 'game',
      screen: () => import('./ui/game/GameScreen').then((m) => m.GameScreen),
    },
  ],
  commands: [
    {
      name: 'combat',
      summary: 'Values and resolves one attack: one line of JSON.',
      load: () => import('./engine/combat').then((m) => (args) => m.runCombatCommand(args)),
    },
    {
      name: 'kit',
      summary: 'Converts kit files, kit text and kit links into one another.',
      load: () =>
        import('./engine/kit/text-command').then(
          (m) => (args, io) => m.runKitCommand(args, io.readFile),
        ),
    },
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
});
