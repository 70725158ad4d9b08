/** The campaign's tables: phases and placers, the Mission Table, capture needs, victory levels. */
import { describe, expect, it } from 'vitest';
import {
  captureNeed,
  LEVELS,
  levelName,
  levelOf,
  MISSION_TABLE,
  missionName,
  phaseOf,
  placerOf,
  rollerOf,
  shiftLevel,
} from '../../../src/firestorm/engine';
import { needing, sharedText } from '../../support/shared';

/** The campaign text the tables come from (README: Firestorm campaign tracker), when beside us. */
const CAMPAIGN = sharedText('rules/firestorm-stalingrad-campaign.txt');
const CAMPAIGN_TEXT = CAMPAIGN.text ?? '';

describe('Place Battle Marker: phases and who places', () => {
  it('markers 1-5 Operation Uranus (Soviet rolls), 6-10 German Counterattack, 11-15 All Around Defence', () => {
    const phases = Array.from({ length: 15 }, (_, i) => phaseOf(i + 1));
    expect(phases.slice(0, 5).every((p) => p === 'operationUranus')).toBe(true);
    expect(phases.slice(5, 10).every((p) => p === 'germanCounterattack')).toBe(true);
    expect(phases.slice(10).every((p) => p === 'allAroundDefence')).toBe(true);
    expect([1, 5, 6, 10, 11, 15].map(rollerOf)).toEqual([
      'soviet',
      'soviet',
      'german',
      'german',
      'soviet',
      'soviet',
    ]);
  });
  it('3+ the roller places, otherwise the other side, in every phase', () => {
    const row = (n: number) => [1, 2, 3, 4, 5, 6].map((d) => placerOf(n, d));
    const s = 'soviet';
    const g = 'german';
    expect(row(1)).toEqual([g, g, s, s, s, s]);
    expect(row(5)).toEqual([g, g, s, s, s, s]);
    expect(row(6)).toEqual([s, s, g, g, g, g]);
    expect(row(10)).toEqual([s, s, g, g, g, g]);
    expect(row(11)).toEqual([g, g, s, s, s, s]);
    expect(row(15)).toEqual([g, g, s, s, s, s]);
  });
});

describe('Mission Table', () => {
  it.skipIf(CAMPAIGN.text === undefined)(
    needing(
      CAMPAIGN,
      'counterattack and static defence columns, rolls 1-6, as the campaign text prints them',
    ),
    () => {
      // The table's six rows follow its title and its header row: roll, counterattack, static.
      const lines = CAMPAIGN_TEXT.split('\n');
      const title = lines.findIndex((l) => l.startsWith('MISSION TABLE'));
      const rows = lines.slice(title + 2, title + 8).map((l) => l.split('\t'));
      expect(rows.map((r) => r[0])).toEqual(['1', '2', '3', '4', '5', '6']);
      const rolls = [1, 2, 3, 4, 5, 6];
      expect(rolls.map((r) => missionName('counterattack', r))).toEqual(rows.map((r) => r[1]));
      expect(rolls.map((r) => missionName('static', r))).toEqual(rows.map((r) => r[2]));
    },
  );
  it('six rows each, and the missions outside the table by their names', () => {
    expect(MISSION_TABLE.static).toHaveLength(6);
    expect(MISSION_TABLE.counterattack).toHaveLength(6);
    expect(missionName('agreed')).toBe('Agreed');
    expect(missionName('city')).toBe('City Fighting');
  });
});

describe('Capture Areas - Countryside: the defender’s capture roll', () => {
  it('4+ after an agreed mission or a counterattack, 6 after a static defence', () => {
    expect(captureNeed('agreed')).toBe(4);
    expect(captureNeed('counterattack')).toBe(4);
    expect(captureNeed('static')).toBe(6);
  });
});

describe('Who Won: the scale of victory', () => {
  const at = (soviet: number, german: number) => levelOf({ soviet, german });
  it('Soviet thresholds 35 / 30 / 25 when the Soviet side has more VP', () => {
    expect(at(35, 10)).toBe('sovietStrategic');
    expect(at(34, 10)).toBe('sovietOperational');
    expect(at(30, 29)).toBe('sovietOperational');
    expect(at(29, 10)).toBe('sovietTactical');
    expect(at(25, 24)).toBe('sovietTactical');
    expect(at(24, 10)).toBe('stalemate');
  });
  it('German thresholds 30 / 25 / 20 when the German side has more VP', () => {
    expect(at(10, 30)).toBe('germanStrategic');
    expect(at(10, 29)).toBe('germanOperational');
    expect(at(10, 25)).toBe('germanOperational');
    expect(at(10, 24)).toBe('germanTactical');
    expect(at(19, 20)).toBe('germanTactical');
    expect(at(10, 19)).toBe('stalemate');
  });
  it('a tie is a Stalemate whatever the totals', () => {
    expect(at(40, 40)).toBe('stalemate');
    expect(at(0, 0)).toBe('stalemate');
  });
  it('one scale of seven, Soviet Strategic to German Strategic', () => {
    expect(LEVELS).toEqual([
      'sovietStrategic',
      'sovietOperational',
      'sovietTactical',
      'stalemate',
      'germanTactical',
      'germanOperational',
      'germanStrategic',
    ]);
  });
  it.skipIf(CAMPAIGN.text === undefined)(
    needing(CAMPAIGN, 'each level is named as the campaign text heads it, in the same order'),
    () => {
      // Headings such as 'SOVIET: STRATEGIC VICTORY (Soviet: 35+ VP)' and 'STALEMATE (...)'.
      const headings = CAMPAIGN_TEXT.split('\n')
        .map((l) => /^((?:SOVIET|GERMAN): \w+ VICTORY|STALEMATE) \(/.exec(l)?.[1])
        .filter((h) => h !== undefined);
      expect(LEVELS.map((l) => levelName(l).toUpperCase())).toEqual(
        headings.map((h) => h.replace(':', '')),
      );
    },
  );
});

describe('Milestones: shifts net of the other side, never past an end', () => {
  it('the text’s example: Soviet 2, German 1 moves one step toward the Soviet side', () => {
    expect(shiftLevel('stalemate', { soviet: 2, german: 1 })).toBe('sovietTactical');
    expect(shiftLevel('germanTactical', { soviet: 2, german: 1 })).toBe('stalemate');
  });
  it('German milestones move toward the German side; equal milestones cancel', () => {
    expect(shiftLevel('sovietTactical', { soviet: 0, german: 2 })).toBe('germanTactical');
    expect(shiftLevel('germanOperational', { soviet: 3, german: 3 })).toBe('germanOperational');
  });
  it('a defeat can become a victory, and the ends hold', () => {
    expect(shiftLevel('germanTactical', { soviet: 2, german: 0 })).toBe('sovietTactical');
    expect(shiftLevel('sovietStrategic', { soviet: 2, german: 0 })).toBe('sovietStrategic');
    expect(shiftLevel('germanOperational', { soviet: 0, german: 4 })).toBe('germanStrategic');
  });
});
