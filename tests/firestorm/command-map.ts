/** The fixture map in the `firestorm` command's JSON form (areas without names), as tests hand it in. */
import { FIXTURE_MAP } from '../../src/firestorm/engine';

export const COMMAND_MAP = {
  areas: FIXTURE_MAP.areas.map(({ id, vp, owner, city }) => ({ id, vp, owner, city })),
  borders: FIXTURE_MAP.borders,
  cityTrack: FIXTURE_MAP.cityTrack,
};
