/**
 * Tabs tell each other about changes over a BroadcastChannel: a game saved (with its new
 * revision, and whether it was replaced by a restore), taken over, released or deleted, or the list of games changed (create, rename,
 * import). Messages are checked on arrival; anything malformed is ignored.
 */
import * as v from 'valibot';
import { GameIdSchema } from '../files/game-entry';
import { plain } from '../files/schemas';

/** The channel all tabs of the app share. */
export const TAB_CHANNEL_NAME = 'volga-table';

const Base = { v: v.literal(1), tabId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) };

const TabMessageSchema = plain(
  v.variant('type', [
    v.object({
      ...Base,
      type: v.literal('saved'),
      gameId: GameIdSchema,
      revision: v.pipe(v.number(), v.integer()),
      /** Set when the save replaced the game (a restore over it), not played on from it. */
      replaced: v.optional(v.literal(true)),
    }),
    v.object({ ...Base, type: v.literal('takenOver'), gameId: GameIdSchema }),
    v.object({ ...Base, type: v.literal('released'), gameId: GameIdSchema }),
    v.object({ ...Base, type: v.literal('deleted'), gameId: GameIdSchema }),
    v.object({ ...Base, type: v.literal('gamesChanged') }),
  ]),
);

/** A message between tabs. */
export type TabMessage = v.InferOutput<typeof TabMessageSchema>;

/** A message as posted (the channel adds the version and this tab's id). */
export type TabNews =
  | {
      readonly type: 'saved';
      readonly gameId: string;
      readonly revision: number;
      /** The game was replaced (restored over), not played on. */
      readonly replaced?: true;
    }
  | { readonly type: 'takenOver' | 'released' | 'deleted'; readonly gameId: string }
  | { readonly type: 'gamesChanged' };

/** This tab's end of the channel. */
export interface TabChannel {
  readonly tabId: string;
  /** Tells the other tabs. */
  post(news: TabNews): void;
  /** Calls `listener` for each valid message from another tab; returns the unsubscribe function. */
  subscribe(listener: (message: TabMessage) => void): () => void;
  close(): void;
}

/** The BroadcastChannel surface used (Node and browsers both have it). */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** Opens the browser's BroadcastChannel `name`, or returns null where there is none. */
export const openBroadcast = (name: string): BroadcastChannelLike | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);

/** Returns a TabChannel for `tabId`, or a silent one where BroadcastChannel is missing. */
export function createTabChannel(
  tabId: string,
  open: (name: string) => BroadcastChannelLike | null = openBroadcast,
): TabChannel {
  const channel = open(TAB_CHANNEL_NAME);
  const listeners = new Set<(m: TabMessage) => void>();
  channel?.addEventListener('message', (event) => {
    const r = v.safeParse(TabMessageSchema, event.data);
    if (!r.success || r.output.tabId === tabId) return;
    for (const l of [...listeners]) l(r.output);
  });
  return {
    tabId,
    post(news) {
      try {
        channel?.postMessage({ v: 1, tabId, ...news });
      } catch {
        // A closed channel (tab closing): other tabs still see the data on their next read.
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel?.close();
    },
  };
}
