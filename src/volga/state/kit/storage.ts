/**
 * Where the kit model keeps the owner's kit: its writes, one after another and held back after
 * a failed read; the first read, which sets a kit that no longer parses aside before anything is
 * written; and the news between windows of the app ('I saved the kit'), so a window re-reads the
 * stored kit rather than go on editing one it has not seen.
 */
import { effect, type ReadonlySignal, type Signal } from '@preact/signals';
import type { KeyValueIO, PersistedKey, ReadResult } from '../../../core/persist/key';
import type { BroadcastChannelLike } from '../../../core/tabs/channel';
import type { ComponentKit, KitValidation } from '../../engine/kit';
import { kitSummaryKey } from '../home/summaries';
import { DAMAGED_KIT_KEY, type KitSlot, OWNER_KIT_KEY } from './persist';

/** The channel windows of the app use to say 'I saved the kit'. */
export const KIT_CHANNEL_NAME = 'volga-table-kit';

/** The kit's signals the screen reads (read-only there, KitModel). */
export interface KitSignals {
  /** The owner's transcription (the rulebook's known facts until the owner adds more). */
  readonly owner: Signal<ComponentKit>;
  /** Which kit is in use. */
  readonly slot: Signal<KitSlot>;
  /** The kit in use: the owner's, or the TEST FIXTURE (made-up) map. */
  readonly active: ReadonlySignal<ComponentKit>;
  /** The engine's verdict on the kit in use (errors, gaps, progress). */
  readonly validation: ReadonlySignal<KitValidation>;
  /** The owner's kit as it was before the last import, reset or restore; null if none. */
  readonly previous: Signal<ComponentKit | null>;
  /** How the stored kit was read: null before loading finishes. */
  readonly loadStatus: Signal<ReadResult<ComponentKit>['status'] | null>;
  /** True when the stored kit did not parse and was set aside under DAMAGED_KIT_KEY. */
  readonly damaged: Signal<boolean>;
  /** True when the last write was refused (or writes are held back after a failed read). */
  readonly saveFailed: Signal<boolean>;
  /** True once the kit shown was re-read because another window of the app saved a change. */
  readonly changedElsewhere: Signal<boolean>;
}

/** The kit model's signals and stored keys that its storage reads and sets. */
export interface KitState extends KitSignals {
  readonly io: KeyValueIO;
  readonly openChannel: (name: string) => BroadcastChannelLike | null;
  readonly ownerKey: PersistedKey<ComponentKit>;
  readonly prevKey: PersistedKey<ComponentKit | null>;
  readonly slotKey: PersistedKey<KitSlot>;
  /** How many writes are on their way. */
  readonly inFlight: Signal<number>;
}

/** Returns the kit's storage over `state`: persist a write, load, wait for writes, the set-aside kit. */
export function kitStorage(state: KitState) {
  const { io, ownerKey, prevKey, slotKey, owner, slot, previous, inFlight, saveFailed } = state;
  const summaryKey = kitSummaryKey(io);
  let missedOthers = false;
  let channel: BroadcastChannelLike | null = null;
  // Writes run one after another so an older kit never lands after a newer one.
  let chain: Promise<void> = Promise.resolve();
  // After a failed read the store may still hold the owner's kit: never write over it.
  let holdWrites = false;
  let loading: Promise<void> | null = null;

  function persist(write: () => Promise<boolean>): void {
    if (holdWrites) {
      saveFailed.value = true;
      return;
    }
    inFlight.value++;
    chain = chain.then(async () => {
      try {
        const ok = await write();
        saveFailed.value = !ok;
        if (ok) tellOthers();
      } finally {
        inFlight.value--;
        // A save announced by another window while ours were on their way: read it now.
        if (inFlight.value === 0 && missedOthers) void takeOthersChanges();
      }
    });
  }

  function tellOthers(): void {
    try {
      channel?.postMessage({ v: 1, type: 'kit-saved' });
    } catch {
      // A closed channel (window closing): the others read the store when they next load.
    }
  }

  // Another window saved: take its kit, slot and previous kit from the store. Writes of our own
  // still on their way go first (they were made on the older kit and will tell the others).
  // A message that came while writes of ours were in flight is not dropped: it is read once they
  // finish, so this window never goes on editing a kit older than the stored one.
  async function takeOthersChanges(): Promise<void> {
    if (holdWrites) return;
    if (inFlight.value > 0) {
      missedOthers = true;
      return;
    }
    missedOthers = false;
    const [kit, prev, s] = await Promise.all([ownerKey.read(), prevKey.read(), slotKey.read()]);
    if (inFlight.value > 0) {
      missedOthers = true;
      return;
    }
    if (kit.status !== 'ok') return;
    const changed =
      JSON.stringify(kit.value) !== JSON.stringify(owner.value) ||
      ((s.status === 'ok' || s.status === 'missing') && s.value !== slot.value);
    owner.value = kit.value;
    if (prev.status === 'ok' || prev.status === 'missing') previous.value = prev.value;
    if (s.status === 'ok' || s.status === 'missing') slot.value = s.value;
    if (changed) state.changedElsewhere.value = true;
  }

  function listen(): void {
    try {
      channel = state.openChannel(KIT_CHANNEL_NAME);
    } catch {
      channel = null;
    }
    channel?.addEventListener('message', (event) => {
      const m = event.data as { v?: unknown; type?: unknown } | null;
      if (m && m.v === 1 && m.type === 'kit-saved') void takeOthersChanges();
    });
  }

  async function firstLoad(): Promise<void> {
    const [kit, prev, s] = await Promise.all([ownerKey.read(), prevKey.read(), slotKey.read()]);
    if (kit.status === 'invalid') {
      // Keep what could not be read, exactly as stored, before anything else is written.
      try {
        await io.set(DAMAGED_KIT_KEY, await io.get(OWNER_KIT_KEY));
        state.damaged.value = true;
      } catch {
        holdWrites = true;
      }
    }
    if (kit.status === 'error') holdWrites = true;
    owner.value = kit.value;
    previous.value = prev.value;
    slot.value = s.value;
    state.loadStatus.value = kit.status;
    saveFailed.value = holdWrites;
    listen();
    // Home shows the kit's completeness without loading the kit engine: keep its summary
    // current from now on (a failed summary write only costs home a stale tag).
    effect(() => {
      const summary = {
        percent: state.validation.value.progress.overallPercent,
        fixture: state.active.value.fixture,
      };
      if (!holdWrites) void summaryKey.write(summary);
    });
  }

  return {
    persist,
    /** Reads the stored kit and slot once; resolves once they apply (never rejects). */
    load(): Promise<void> {
      loading ??= firstLoad();
      return loading;
    },
    /** Resolves when every write so far has finished. */
    flushed(): Promise<void> {
      return chain;
    },
    /** The set-aside damaged kit as JSON text, or null when there is none. */
    async readDamaged(): Promise<string | null> {
      try {
        const raw = await io.get(DAMAGED_KIT_KEY);
        return raw === undefined ? null : `${JSON.stringify(raw, null, 2)}\n`;
      } catch {
        return null;
      }
    },
  };
}
