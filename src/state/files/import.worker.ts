/**
 * The import worker: reads a chosen file off the main thread (bytes to text, parse, shape,
 * seal, every game's kit and log replayed), so a big file never freezes the page. It posts
 * progress as it goes, then the file without its games and their count; the page then asks for
 * the games a small batch at a time, each copied into the page in its own short task. The page
 * cancels by terminating the worker; nothing is stored until the player confirms the plan.
 */
import { defaultCodecs } from './codecs';
import { decodeFileBytes } from './decode';
import type { GameEntry } from './game-entry';
import { readExportText } from './import';
import { GAMES_PER_MESSAGE, type ReaderReply, type ReaderRequest } from './reader-protocol';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ReaderRequest>) => void) | null;
  postMessage(reply: ReaderReply): void;
};

/** The games read, handed out a batch per request. */
let games: readonly GameEntry[] = [];
let sent = 0;

async function read(file: Blob) {
  const text = decodeFileBytes(new Uint8Array(await file.arrayBuffer()));
  let last = -1;
  const r = readExportText(text, defaultCodecs, (p) => {
    // One message per percent at most: the page redraws on each.
    const percent = Math.floor((100 * p.done) / Math.max(1, p.total));
    if (percent === last && p.done !== p.total) return;
    last = percent;
    scope.postMessage({ type: 'progress', progress: p });
  });
  if (!r.ok) {
    scope.postMessage({ type: 'refused', error: r.error });
    return;
  }
  games = r.value.file.games;
  scope.postMessage({
    type: 'read',
    imported: { ...r.value, file: { ...r.value.file, games: [] } },
    games: games.length,
  });
}

scope.onmessage = (e) => {
  const request = e.data;
  if (request instanceof Blob) {
    void read(request);
    return;
  }
  scope.postMessage({ type: 'games', games: games.slice(sent, sent + GAMES_PER_MESSAGE) });
  sent += GAMES_PER_MESSAGE;
};
