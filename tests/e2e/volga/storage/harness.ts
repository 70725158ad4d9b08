/**
 * The storage layer bundled for a bare test page (no UI): the browser tests drive the real
 * IndexedDB, Web Locks and BroadcastChannel through these exports via page.evaluate.
 */

import { ensurePersistentStorage, readDurability } from '../../../../src/core/device/durability';
import { readExportText } from '../../../../src/core/files/import';
import { planImport } from '../../../../src/core/files/plan';
import type { KvBackend } from '../../../../src/core/store/backend';
import { createGameStore } from '../../../../src/core/store/games';
import { createIdbBackend } from '../../../../src/core/store/idb';
import { domError } from '../../../../src/core/store/memory';
import { exportToFile, prepareImport } from '../../../../src/core/store/transfer';
import { createTabChannel } from '../../../../src/core/tabs/channel';
import { openGameHold } from '../../../../src/core/tabs/hold';
import { acquireLock, browserLocks } from '../../../../src/core/tabs/lock';
import { defaultCodecs, type GameRecordCodec } from '../../../../src/volga/state/files/codecs';
import { looseCodec } from '../../../core/files/loose-codec';

/** Wraps a backend so its next `n` atomic writes fail with the named DOMException (a "wrapped store"). */
function failingWrites(backend: KvBackend, name: string, n = 1): KvBackend {
  let left = n;
  return {
    ...backend,
    atomic: (reads, decide) => {
      if (left > 0) {
        left -= 1;
        return Promise.reject(new DOMException('simulated', name));
      }
      return backend.atomic(reads, decide);
    },
  };
}

/** A shape-only codec: these tests store small made-up logs to exercise storage mechanics. */
const codec: GameRecordCodec = looseCodec;

const harness = {
  acquireLock,
  codec,
  browserLocks,
  createGameStore,
  createIdbBackend,
  createTabChannel,
  defaultCodecs,
  domError,
  ensurePersistentStorage,
  exportToFile,
  failingWrites,
  openGameHold,
  planImport,
  prepareImport,
  readDurability,
  readExportText,
};

/** The harness as the test page sees it. */
export type Harness = typeof harness;

(globalThis as unknown as { storage: Harness }).storage = harness;
