/**
 * Import hands a file to the table whose kind names it most closely: a Tide of Iron table file
 * (.toi.json) to the Tide of Iron table, every other .json and .txt to the Volga table as before;
 * a file whose start a kind claims (Firestorm's formats, links and map text) goes to that table.
 */
import { describe, expect, it } from 'vitest';
import { importerOf } from '../../src/app/import/ImportScreen';
import { TABLES } from '../../src/app/registry';
import {
  campaignFileText,
  campaignToLink,
  FIXTURE_MAP,
  mapToText,
} from '../../src/firestorm/engine';
import { TOI_FILE_ENDING } from '../../src/toi/engine';

const importers = TABLES.filter((t) => t.imports !== undefined);
const who = (name: string, type = '') => importerOf(importers, { name, type })?.id;

describe('the table that takes a file', () => {
  it('gives the Tide of Iron its own files, and the Volga table the rest as before', () => {
    expect(who(`toi-table-2026-11-27${TOI_FILE_ENDING}`, 'application/json')).toBe('toi');
    expect(who('TOI-TABLE.TOI.JSON')).toBe('toi');
    expect(who('volga-table-2026-03-01-1030.json', 'application/json')).toBe('volga');
    expect(who('kit.txt', 'text/plain')).toBe('volga');
    expect(who('mystery.bin', 'application/octet-stream')).toBe('volga');
  });
  it('gives the VotG Mission roller its Mission files (.votg.json)', () => {
    expect(who('votg-mission-v1.votg.json', 'application/json')).toBe('votg');
  });
  it('the entry offers the ending the screen’s Export writes', () => {
    const toi = TABLES.find((t) => t.id === 'toi');
    expect(toi?.imports?.kinds.flatMap((k) => k.accept)).toEqual([TOI_FILE_ENDING]);
  });
});

describe('a kind that claims a file by what it starts with', () => {
  const whoHead = (name: string, head: string) =>
    importerOf(importers, { name, type: '' }, head)?.id;
  it('gives Firestorm its files, texts and links whatever their name; the rest go as before', () => {
    const campaign = campaignFileText({ map: FIXTURE_MAP, log: [], redo: [] });
    expect(whoHead('firestorm-campaign-club.json', campaign)).toBe('firestorm');
    expect(whoHead('club-map.txt', mapToText(FIXTURE_MAP))).toBe('firestorm');
    expect(whoHead('link.txt', campaignToLink({ map: FIXTURE_MAP, log: [] }, 'https://x/'))).toBe(
      'firestorm',
    );
    expect(
      whoHead('volga-table-2026-03-01-1030.json', '{"format": "volga-table", "games": []}'),
    ).toBe('volga');
    expect(whoHead('kit.txt', 'area 1 Kalach\ncounter 24 Pz\n')).toBe('volga');
  });
});
