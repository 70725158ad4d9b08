/**
 * Bench-only page (never part of the app build): times one acknowledged action written to
 * IndexedDB through the same store, backend and codec the game screen uses
 * (src/volga/state/game/services.ts). The harness passes a real game log; each measured save writes
 * the record with one more action, exactly as the game model does after an action.
 */

import { createGameStore } from '../../../src/core/store/games';
import { createIdbBackend } from '../../../src/core/store/idb';
import type { GameSetup, LogEntry } from '../../../src/volga/engine/game';
import { defaultCodecs } from '../../../src/volga/state/files/codecs';

interface BenchInput {
  readonly setup: GameSetup;
  readonly log: readonly LogEntry[];
  /** Actions already in the stored game before measuring. */
  readonly from: number;
  /** Saves to measure. */
  readonly count: number;
}

declare global {
  interface Window {
    benchIdb: (input: BenchInput) => Promise<number[]>;
  }
}

window.benchIdb = async ({ setup, log, from, count }) => {
  const store = createGameStore(createIdbBackend(), defaultCodecs.game);
  const id = `bench-${Math.random().toString(36).slice(2)}`;
  const at = () => new Date().toISOString();
  const created = await store.createGame(
    {
      id,
      name: 'bench',
      scenario: 'main',
      turn: 1,
      cursor: from,
      setup,
      log: log.slice(0, from),
    },
    at(),
  );
  if (!created.ok) throw new Error(created.error.message);
  let revision = created.value.revision;
  const times: number[] = [];
  for (let i = 1; i <= count; i++) {
    const entries = log.slice(0, from + i);
    const t0 = performance.now();
    const r = await store.saveGame(
      {
        id,
        expectedRevision: revision,
        turn: 1,
        cursor: entries.length,
        setup,
        log: entries,
      },
      at(),
    );
    times.push(performance.now() - t0);
    if (!r.ok) throw new Error(r.error.message);
    revision = r.value.revision;
  }
  return times;
};
