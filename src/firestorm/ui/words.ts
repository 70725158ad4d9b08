/** How the tracker's screens put log entries and battles into words. */
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

const dieText = (d: { value: number; source: 'owner' | 'app' }) =>
  `${d.value} (${d.source === 'owner' ? 'typed' : 'app'})`;

/** One line saying what an entry records, for the undo and redo buttons and the log. */
export function entryText(e: LogEntry): string {
  switch (e.kind) {
    case 'place':
      return `placement roll ${dieText(e.die)}, ${markerText(e.marker)}`;
    case 'mission':
      return `battle ${e.battle} mission: ${MISSION_KIND_NAME[e.mission]}${e.roll ? `, roll ${dieText(e.roll)}` : ''}`;
    case 'result':
      return `battle ${e.battle} result: ${RESULT_WORD[e.result]}${e.capture ? `, capture roll ${dieText(e.capture)}` : ''}`;
  }
}

/** "Battle 3 · Soviet attacks F → A". */
export const battleTitle = (b: Battle): string =>
  `Battle ${b.marker} · ${SIDE_NAME[b.placer]} attacks ${markerText(b.target)}`;
