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
    summary: 'Carry on a game in progress, right where you left it.',
    built: false,
  },
  'new-game': {
    title: 'New game',
    summary: 'Set up a scenario and walk through the sequence of play.',
    built: false,
  },
  combat: {
    title: 'Quick combat',
    summary: 'Work out an attack: odds, modifiers and the result, with the rule for each.',
    built: true,
  },
  kit: {
    title: 'Component kit',
    summary: 'Dice, markers and tracks to use beside the map.',
    built: false,
  },
  rules: {
    title: 'Rules help',
    summary: 'Find the rule you need by section number or keyword.',
    built: false,
  },
  settings: {
    title: 'Settings',
    summary: 'Theme, text size, keep screen awake, haptics.',
    built: true,
  },
  about: { title: 'About', summary: 'Version, storage and offline status.', built: true },
};
