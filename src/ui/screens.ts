/** Titles and one-line purposes of every screen, shared by the header and the home list. */
import type { Route } from './router';

/** A screen's title, what it is for, and whether this release has built it. */
export interface ScreenInfo {
  readonly title: string;
  readonly summary: string;
  readonly built: boolean;
}

/** Every screen by route. */
export const SCREENS: Readonly<Record<Route, ScreenInfo>> = {
  home: { title: 'Volga Table', summary: 'Table-side assistant', built: true },
  games: {
    title: 'Saved games',
    summary: 'Continue, rename, copy or delete a game; export them to a file.',
    built: true,
  },
  'new-game': {
    title: 'New game',
    summary: 'Choose the scenario, optional rules, cup and dice, then play Turn by Turn.',
    built: true,
  },
  import: {
    title: 'Import a file',
    summary: 'Bring in games, a kit and settings exported from this app.',
    built: true,
  },
  combat: {
    title: 'Quick combat',
    summary: 'Work out an attack: odds, modifiers and the result, with the rule for each.',
    built: true,
  },
  kit: {
    title: 'Component kit',
    summary: 'Transcribe the map, counters and Random Event Chart from your box.',
    built: true,
  },
  rules: {
    title: 'Rules help',
    summary: 'Each Phase in short, with the section numbers.',
    built: true,
  },
  settings: {
    title: 'Settings',
    summary: 'Theme, text size, keep screen awake, haptics.',
    built: true,
  },
  about: { title: 'About', summary: 'Version, storage and offline status.', built: true },
  game: { title: 'Game', summary: 'The game in progress.', built: true },
};
