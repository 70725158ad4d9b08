/** How the tracker's screens put log entries and battles into words. */

import type { DiceSource } from '../../core/input';
import {
  type Battle,
  isCity,
  type LogEntry,
  type Marker,
  MISSION_KIND_NAME,
  SIDE_NAME,
} from '../engine';

/** "F → A" or "City Fight in Stalingrad". */
export const markerText = (m: Marker): string =>
  isCity(m) ? 'City Fight in Stalingrad' : `${m.from} → ${m.to}`;

const RESULT_WORD = {
  attacker: 'the attacker won',
  defender: 'the defender won',
  draw: 'neither won',
} as const;

const dieText = (d: { value: number; source: DiceSource }) =>
  `${d.value} (${d.source === 'owner' ? 'typed' : 'app'})`;

/** One line saying what an entry records, for the undo and redo buttons and the log. */
export function entryText(e: LogEntry): string {
  switch (e.kind) {
    case 'place':
      return `placement roll ${dieText(e.die)}, ${markerText(e.marker)}`;
    case 'mission':
      return `battle ${e.battle} mission: ${MISSION_KIND_NAME[e.mission]}${e.roll ? `, roll ${dieText(e.roll)}` : ''}`;
    case 'result':
    case 'aside':
      return `battle ${e.battle} ${e.kind === 'result' ? 'result' : 'result sent and set aside (not taken)'}: ${RESULT_WORD[e.result]}${e.capture ? `, capture roll ${dieText(e.capture)}` : ''}`;
  }
}

/**
 * The mission as the log and print show it: the Mission Table's name and how it was chosen, so
 * a static defence's "needs 6" reads right ("Counterattack (the defender chose Static defence,
 * roll 2)": the Mission Table's Static Defence column also has a mission named Counterattack).
 */
export function missionWords(m: NonNullable<Battle['mission']>): string {
  if (m.kind === 'static' || m.kind === 'counterattack') {
    const roll = m.roll ? `, roll ${m.roll.value}` : '';
    return `${m.name} (the defender chose ${MISSION_KIND_NAME[m.kind]}${roll})`;
  }
  return m.kind === 'agreed' ? `${m.name} (chosen together)` : m.name;
}

/** "Battle 3 · Soviet attacks F → A". */
export const battleTitle = (b: Battle): string =>
  `Battle ${b.marker} · ${SIDE_NAME[b.placer]} attacks ${markerText(b.target)}`;
