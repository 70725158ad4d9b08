/**
 * Import hands a file to the table whose kind names it most closely: a Tide of Iron table file
 * (.toi.json) to the Tide of Iron table, every other .json and .txt to the Volga table as before.
 */
import { describe, expect, it } from 'vitest';
import { importerOf } from '../../src/app/import/ImportScreen';
import { TABLES } from '../../src/app/registry';
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
  it('the entry offers the ending the screen’s Export writes', () => {
    const toi = TABLES.find((t) => t.id === 'toi');
    expect(toi?.imports?.kinds.flatMap((k) => k.accept)).toEqual([TOI_FILE_ENDING]);
  });
});
