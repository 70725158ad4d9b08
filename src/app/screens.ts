/** Titles and one-line purposes of every screen, shared by the header and the home list. */
import type { Route } from './router';

/** A screen's title and what it is for. */
export interface ScreenInfo {
  readonly title: string;
  readonly summary: string;
}

/** Every screen by route. */
export const SCREENS: Readonly<Record<Route, ScreenInfo>> = {
  home: { title: 'Volga Table', summary: 'Table-side assistant' },
  games: {
    title: 'Saved games',
    summary: 'Continue, rename, copy or delete a game; export them to a file.',
  },
  'new-game': {
    title: 'New game',
    summary: 'Choose the scenario, optional rules, cup and dice, then play Turn by Turn.',
  },
  import: {
    title: 'Import a file',
    summary: 'Bring in games, a kit and settings exported from this app.',
  },
  combat: {
    title: 'Quick combat',
    summary: 'Work out an attack: odds, modifiers and the result, with the rule for each.',
  },
  kit: {
    title: 'Component kit',
    summary: 'Transcribe the map, counters and Random Event Chart from your box.',
  },
  rules: {
    title: 'Rules help',
    summary: 'Each Phase in short, with the section numbers.',
  },
  toi: {
    title: 'Tide of Iron odds',
    summary: 'Stalingrad expansion: exact odds for buildings, snipers, fire and assaults.',
  },
  firestorm: {
    title: 'Firestorm campaign',
    summary: 'Firestorm: Stalingrad for Flames Of War: Battle Markers, captures, VP and victory.',
  },
  settings: {
    title: 'Settings',
    summary: 'Theme, text size, keep screen awake, haptics, dice animation.',
  },
  about: { title: 'About', summary: 'Version, storage and offline status.' },
  game: { title: 'Game', summary: 'The game in progress.' },
};
