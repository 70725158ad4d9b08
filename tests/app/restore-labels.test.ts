/** The restore notice names what came back in words: a table's keys by its registry entry's records, the house's by its own list. */
import { describe, expect, it } from 'vitest';
import { labelOf, restoredLines } from '../../src/app/restore/labels';
import { SETTINGS_KEY } from '../../src/core/persist/settings';
import { PENDING_IMPORT_KEY } from '../../src/core/store/journal-key';
import {
  FS_CAMPAIGN_KEY,
  FS_CAMPAIGN_PREFIX,
  FS_KEYS_KEY,
  FS_LIST_DAMAGED_KEY,
  FS_LIST_KEY,
  FS_MAP_KEY,
  FS_PREVIOUS_KEY,
} from '../../src/firestorm/state/keys';
import { TOI_DAMAGED_KEY, TOI_KEY } from '../../src/toi/state/keys';
import {
  DAMAGED_KIT_KEY,
  KIT_SLOT_KEY,
  OWNER_KIT_KEY,
  PREVIOUS_KIT_KEY,
} from '../../src/volga/state/kit/persist';
import { VOTG_MISSION_KEY, VOTG_PREVIOUS_KEY } from '../../src/votg/state/keys';

describe('what the restore notice says came back', () => {
  it('names every persisted key of the tables by the key the table writes', () => {
    for (const key of [
      SETTINGS_KEY,
      FS_CAMPAIGN_KEY,
      FS_LIST_KEY,
      FS_LIST_DAMAGED_KEY,
      FS_MAP_KEY,
      FS_PREVIOUS_KEY,
      FS_KEYS_KEY,
      OWNER_KIT_KEY,
      PREVIOUS_KIT_KEY,
      DAMAGED_KIT_KEY,
      KIT_SLOT_KEY,
      PENDING_IMPORT_KEY,
      TOI_KEY,
      TOI_DAMAGED_KEY,
      VOTG_MISSION_KEY,
      VOTG_PREVIOUS_KEY,
      `${FS_CAMPAIGN_PREFIX}c12`,
    ])
      expect(labelOf(key), key).toEqual(expect.any(String));
  });

  it('names a game with its revision, counts backups and leaves index entries out', () => {
    const lines = restoredLines([
      { area: 'g', key: 'game:abc', name: 'Kharkov', rev: 12 },
      { area: 'g', key: 'meta:abc', name: 'Kharkov', rev: 12 },
      { area: 'g', key: 'backup:2026-01-01T00:00:00.000Z:delete:000' },
      { area: 'g', key: 'backup:2026-01-02T00:00:00.000Z:delete:000' },
      { area: 'k', key: OWNER_KIT_KEY },
      { area: 'k', key: 'toi/something-new' },
      { area: 'k', key: `${FS_CAMPAIGN_PREFIX}c1` },
      { area: 'k', key: `${FS_CAMPAIGN_PREFIX}c2` },
      { area: 'k', key: `rev:${FS_CAMPAIGN_PREFIX}c2` },
    ]);
    expect(lines).toEqual([
      'Saved game “Kharkov” at revision 12',
      'Your component kit',
      'Saved record “toi/something-new”',
      'Your Firestorm campaigns',
      '2 backups',
    ]);
  });
});
