/** An in-process stand-in for BroadcastChannel, for unit tests of models that talk across windows. */
import type { BroadcastChannelLike } from '../../src/core/tabs/channel';

/** One open end: a BroadcastChannelLike that can also be handed a message directly. */
export interface FakeBroadcastEnd extends BroadcastChannelLike {
  /** Hands `data` (cloned, as the real channel does) to this end's listeners. */
  deliver(data: unknown): void;
}

/** Returns `open` (a new end, like `new BroadcastChannel(name)`) and the open `ends`: each end hears the others, never itself. */
export function fakeBroadcast(): { open: () => FakeBroadcastEnd; ends: Set<FakeBroadcastEnd> } {
  const ends = new Set<FakeBroadcastEnd>();
  const open = () => {
    const listeners: ((e: { data: unknown }) => void)[] = [];
    const end: FakeBroadcastEnd = {
      deliver: (data) => {
        for (const l of listeners) l({ data: structuredClone(data) });
      },
      postMessage: (data) => {
        for (const other of ends) if (other !== end) other.deliver(data);
      },
      addEventListener: (_, l) => {
        listeners.push(l);
      },
      close: () => {
        ends.delete(end);
      },
    };
    ends.add(end);
    return end;
  };
  return { open, ends };
}
