/**
 * How Advance to the Volga's files are imported: in its own import worker (import.worker.ts,
 * which bundles the game codec), or, where workers are missing, by the same job on the page.
 */
import { createImportJob } from '../../../core/import/import-job';
import type { ImportRunner } from '../../../core/import/reader';
import { createGameStore } from '../../../core/store/games';
import { createIdbBackend } from '../../../core/store/idb';
import { defaultCodecs, volgaFileKinds } from '../files/codecs';
import type { RecognisedKit } from '../files/recognise-kit';
import { randomGameId } from '../game/services';

/** Runs one chosen file's import for this table (see readImportFile). */
export const volgaImportRunner: ImportRunner<RecognisedKit> = {
  startWorker: () => new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' }),
  inPlace: () =>
    createImportJob(
      createGameStore(createIdbBackend(), defaultCodecs.game),
      randomGameId,
      volgaFileKinds,
    ),
};
