import { describe, expect, it } from 'vitest';
import {
  exportReminderKey,
  noteExported,
  noteFinishedGame,
  reminderDue,
  setReminderEvery,
} from '../../../src/core/persist/exportReminder';
import { memoryIO } from '../../support/memoryIO';

describe('the export reminder', () => {
  it('is off by default: finished games never make it due', async () => {
    const key = exportReminderKey(memoryIO().io);
    for (const id of ['a', 'b', 'c', 'd', 'e']) await noteFinishedGame(id, key);
    const r = (await key.read()).value;
    expect(r.every).toBe('0');
    expect(reminderDue(r)).toBe(0);
  });

  it('is due after the chosen number of finished games, each counted once, and resets on export', async () => {
    const key = exportReminderKey(memoryIO().io);
    await setReminderEvery('3', key);
    await noteFinishedGame('a', key);
    await noteFinishedGame('a', key);
    await noteFinishedGame('b', key);
    expect(reminderDue((await key.read()).value)).toBe(0);
    const r = await noteFinishedGame('c', key);
    expect(reminderDue(r)).toBe(3);
    await noteExported(key);
    expect(reminderDue((await key.read()).value)).toBe(0);
    expect((await key.read()).value.every).toBe('3');
  });

  it('reads a damaged record as off rather than failing', async () => {
    const key = exportReminderKey(memoryIO({ 'export-reminder': { every: 7, finished: 'x' } }).io);
    expect((await key.read()).value).toEqual({ every: '0', finished: [] });
  });
});
