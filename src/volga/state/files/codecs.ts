/**
 * The codecs this build checks files and stored records with: the game engine's record codec
 * (game-codec.ts) and the kit and settings sections (sections.ts). The seams they fill are
 * declared in codec-types.ts.
 */
import type { FileCodecs, GameRecordCodec } from '../../../core/files/codec-types';
import type { ImportKinds } from '../../../core/import/import-job';
import { engineGameCodec } from './game-codec';
import { type RecognisedKit, recogniseKit } from './recognise-kit';
import { kitCodec, settingsCodec } from './sections';

export type { FileCodecs, GameRecordCodec } from '../../../core/files/codec-types';

/** The codecs this build checks files with (the single place to wire the real engines in). */
export const defaultCodecs: FileCodecs = {
  game: engineGameCodec as unknown as GameRecordCodec,
  kit: kitCodec,
  settings: settingsCodec,
};

/** How a chosen file is read: games files with these codecs, a small file tried as a kit first. */
export const volgaFileKinds: ImportKinds<RecognisedKit> = {
  codecs: defaultCodecs,
  recogniseKit,
};
