import { describe, expect, it } from 'vitest';
import { persistedKey } from '../../../src/core/persist/key';
import {
  defaultSettings,
  SETTINGS_KEY,
  settingsKey,
  validateSettings,
} from '../../../src/core/persist/settings';
import { createSettingsModel } from '../../../src/core/persist/settings-model';
import { memoryIO } from '../../support/memoryIO';

describe('validateSettings', () => {
  const d = defaultSettings();
  it.each([
    ['a string', 'dark'],
    ['null', null],
    ['an array', ['dark']],
    ['a number', 42],
    ['a newer schema', { ...d, schemaVersion: 2, theme: 'dark' }],
  ])('rejects %s as a whole', (_label, raw) => {
    expect(validateSettings(raw)).toBeNull();
  });

  it('keeps every valid field', () => {
    const stored = {
      schemaVersion: 1,
      theme: 'dark',
      keepAwake: true,
      haptics: false,
      textSize: 'largest',
      diceAnimation: false,
      rulings: { parentOrganization: 'beyondFirst' },
    };
    expect(validateSettings(stored)).toEqual(stored);
  });

  it("keeps the rulings' words for their table to judge, dropping what is not a word", () => {
    expect(d.rulings).toBeUndefined();
    const stored = { ...d, theme: 'dark', rulings: { parentOrganization: 'sometimes', x: 1 } };
    expect(validateSettings(stored)).toEqual({
      ...d,
      theme: 'dark',
      rulings: { parentOrganization: 'sometimes' },
    });
    expect(validateSettings({ ...d, rulings: ['asWritten'] })?.rulings).toEqual({});
  });

  it('dice animation is on by default and a record from before it existed keeps its choices', () => {
    expect(d.diceAnimation).toBe(true);
    const older = { schemaVersion: 1, theme: 'dark', keepAwake: true, haptics: false };
    expect(validateSettings(older)).toEqual({ ...d, ...older, diceAnimation: true });
  });

  it.each([
    ['theme', { theme: 'sepia' }, { theme: 'system' }],
    ['theme of the wrong type', { theme: 1 }, { theme: 'system' }],
    ['keepAwake as a string', { keepAwake: 'yes' }, { keepAwake: false }],
    ['haptics as a number', { haptics: 0 }, { haptics: true }],
    ['textSize', { textSize: 'huge' }, { textSize: 'standard' }],
    ['diceAnimation as a string', { diceAnimation: 'off' }, { diceAnimation: true }],
  ])('replaces a bad %s with its default and keeps the rest', (_label, bad, expected) => {
    const stored = {
      ...d,
      theme: 'light',
      keepAwake: true,
      haptics: false,
      textSize: 'large',
      ...bad,
    };
    const good = {
      ...d,
      theme: 'light',
      keepAwake: true,
      haptics: false,
      textSize: 'large',
      ...expected,
    };
    expect(validateSettings(stored)).toEqual(good);
  });

  it('fills in fields missing from an older record and drops unknown ones', () => {
    expect(validateSettings({ theme: 'dark', legacy: 'x' })).toEqual({ ...d, theme: 'dark' });
  });
});

describe('persistedKey', () => {
  it('reports missing, invalid and failing storage, always returning a usable value', async () => {
    const empty = settingsKey(memoryIO().io);
    expect(await empty.read()).toEqual({ value: defaultSettings(), status: 'missing' });

    const junk = settingsKey(memoryIO({ [SETTINGS_KEY]: 'not an object' }).io);
    expect(await junk.read()).toEqual({ value: defaultSettings(), status: 'invalid' });

    const broken = settingsKey(memoryIO({}, { get: true }).io);
    expect(await broken.read()).toEqual({ value: defaultSettings(), status: 'error' });
  });

  it('round-trips a value and reports a refused write', async () => {
    const { io, data } = memoryIO();
    const key = persistedKey(
      'n',
      (r) => (typeof r === 'number' ? r : null),
      () => 0,
      io,
    );
    expect(await key.write(7)).toBe(true);
    expect(data.get('n')).toBe(7);
    expect(await key.read()).toEqual({ value: 7, status: 'ok' });
    const full = persistedKey(
      'n',
      (r) => (typeof r === 'number' ? r : null),
      () => 0,
      memoryIO({}, { set: true }).io,
    );
    expect(await full.write(7)).toBe(false);
  });
});

describe('settings model', () => {
  it('loads stored settings, and bad stored data loads as defaults', async () => {
    const good = createSettingsModel(settingsKey(memoryIO({ settings: { theme: 'dark' } }).io));
    await good.load();
    expect(good.settings.value.theme).toBe('dark');
    expect(good.loadStatus.value).toBe('ok');

    const bad = createSettingsModel(settingsKey(memoryIO({ settings: [1, 2] }).io));
    await bad.load();
    expect(bad.settings.value).toEqual(defaultSettings());
    expect(bad.loadStatus.value).toBe('invalid');
  });

  it('writes each change through to storage as a new snapshot', async () => {
    const { io, data } = memoryIO();
    const model = createSettingsModel(settingsKey(io));
    await model.load();
    const before = model.settings.value;
    expect(await model.update({ textSize: 'large', haptics: false })).toBe(true);
    expect(model.settings.value).not.toBe(before);
    expect(before.textSize).toBe('standard');
    expect(data.get('settings')).toEqual({
      ...defaultSettings(),
      textSize: 'large',
      haptics: false,
    });
  });

  it('ignores an invalid patch field instead of storing it', async () => {
    const { io, data } = memoryIO();
    const model = createSettingsModel(settingsKey(io));
    await model.load();
    await model.update({ theme: 'neon' as never });
    expect(model.settings.value.theme).toBe('system');
    expect(data.get('settings')).toEqual(defaultSettings());
  });

  it('keeps a change made before loading finished, and saves it', async () => {
    const { io, data } = memoryIO({ settings: { ...defaultSettings(), theme: 'light' } });
    const model = createSettingsModel(settingsKey(io));
    const loading = model.load();
    const saved = model.update({ theme: 'dark' });
    await loading;
    expect(await saved).toBe(true);
    expect(model.settings.value.theme).toBe('dark');
    expect(data.get('settings')).toMatchObject({ theme: 'dark' });
  });

  it('flags a refused write without losing the change in memory', async () => {
    const model = createSettingsModel(settingsKey(memoryIO({}, { set: true }).io));
    await model.load();
    expect(await model.update({ theme: 'dark' })).toBe(false);
    expect(model.saveFailed.value).toBe(true);
    expect(model.settings.value.theme).toBe('dark');
  });

  it('names why a write was refused: a full disk is not private browsing', async () => {
    const failingWith = (name: string) =>
      createSettingsModel(
        settingsKey({
          get: async () => undefined,
          set: async () => {
            throw new DOMException('refused', name);
          },
        }),
      );
    const full = failingWith('QuotaExceededError');
    await full.load();
    await full.update({ theme: 'dark' });
    expect(full.saveFailure.value).toBe('quota');
    const closed = failingWith('SecurityError');
    await closed.load();
    await closed.update({ theme: 'dark' });
    expect(closed.saveFailure.value).toBe('unavailable');
    const other = failingWith('UnknownError');
    await other.load();
    await other.update({ theme: 'dark' });
    expect(other.saveFailure.value).toBe('failed');
    // A later write that lands clears the alert.
    const { io } = memoryIO();
    const fine = createSettingsModel(settingsKey(io));
    await fine.load();
    await fine.update({ theme: 'dark' });
    expect(fine.saveFailure.value).toBeNull();
  });
});
