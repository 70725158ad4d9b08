import { describe, expect, it } from 'vitest';
import { GAME_PREFIX, RECORD_VERSION } from '../../../../src/core/store/records';
import { GAME_SCHEMA_VERSION } from '../../../../src/volga/engine/game';
import {
  gamesNeedUpgrade,
  HOME_GAME_PREFIX,
  UPGRADE_CHECK_VERSIONS,
} from '../../../../src/volga/state/home/upgrade';

describe('start-up upgrade check (without the storage layer)', () => {
  it('was written for the versions this build stores', () => {
    // A new record or game schema version must revisit this check: each game's index entry
    // shows only the record version, so a game schema bump must come with a record bump.
    expect(UPGRADE_CHECK_VERSIONS).toEqual({ record: RECORD_VERSION, game: GAME_SCHEMA_VERSION });
    expect(HOME_GAME_PREFIX).toBe(GAME_PREFIX);
  });

  it('needs no upgrade when every game has a current index entry', () => {
    expect(gamesNeedUpgrade([], [])).toBe(false);
    expect(
      gamesNeedUpgrade(
        ['game:a', 'game:b'],
        [
          ['meta:a', { recordVersion: 1, id: 'a' }],
          ['meta:b', { recordVersion: 1, id: 'b' }],
        ],
      ),
    ).toBe(false);
  });

  it('needs one for a game with no index entry or an older one', () => {
    expect(gamesNeedUpgrade(['game:a'], [])).toBe(true);
    expect(gamesNeedUpgrade(['game:a'], [['meta:a', { recordVersion: 0 }]])).toBe(true);
    expect(gamesNeedUpgrade(['game:a'], [['meta:a', 'damaged']])).toBe(true);
  });
});
