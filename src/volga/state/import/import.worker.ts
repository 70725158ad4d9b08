/**
 * The import worker: holds one chosen file's import (import-job.ts) off the main thread. It
 * reads the file (bytes to text, kit or games, parse, shape, seal, every game's kit and log
 * replayed) posting progress as it goes, plans it for each choice the player makes, and writes
 * it into IndexedDB when the player confirms; the games never reach the page. Requests run one
 * after another, in the order the page sent them. The page cancels by terminating the worker;
 * nothing is stored before the player confirms the plan.
 */

import { createImportJob } from '../../../core/import/import-job';
import type { ReaderReply, ReaderRequest } from '../../../core/import/reader-protocol';
import { createGameStore } from '../../../core/store/games';
import { createIdbBackend } from '../../../core/store/idb';
import { appMirror } from '../../../core/store/mirror';
import { defaultCodecs, volgaFileKinds } from '../files/codecs';
import { randomGameId } from '../game/services';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ReaderRequest>) => void) | null;
  postMessage(reply: ReaderReply): void;
};

/** The shortest time between two progress messages within a step. */
const PROGRESS_EVERY_MS = 100;

const job = createImportJob(
  createGameStore(createIdbBackend(), defaultCodecs.game),
  randomGameId,
  volgaFileKinds,
);

async function answer(request: ReaderRequest): Promise<ReaderReply> {
  switch (request.type) {
    case 'read': {
      let last = '';
      let postedAt = Number.NEGATIVE_INFINITY;
      const read = await job.read(request.file, (p) => {
        // The page redraws on each message: one per percent at most, and no more often than
        // every PROGRESS_EVERY_MS, except a step's first and last. Games are checked faster
        // than a slowed phone draws, and messages that queue up would hold its frames.
        const percent = `${p.step}:${Math.floor((100 * p.done) / Math.max(1, p.total))}`;
        const now = performance.now();
        const edge = p.done <= 1 || p.done === p.total;
        if (!edge && (percent === last || now - postedAt < PROGRESS_EVERY_MS)) return;
        last = percent;
        postedAt = now;
        scope.postMessage({ type: 'progress', progress: p });
      });
      return { type: 'read', id: request.id, read };
    }
    case 'plan':
      return { type: 'plan', id: request.id, plan: await job.plan(request.choice) };
    case 'apply': {
      const outcome = await job.apply(request.at, request.backup);
      // The second copy of what was imported is written before the import is reported done:
      // the page may end this worker as soon as it hears.
      await appMirror().flush();
      return { type: 'apply', id: request.id, outcome };
    }
  }
}

let queue: Promise<void> = Promise.resolve();
scope.onmessage = (e) => {
  const request = e.data;
  queue = queue.then(async () => {
    try {
      scope.postMessage(await answer(request));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      scope.postMessage({ type: 'failed', id: request.id, message });
    }
  });
};
