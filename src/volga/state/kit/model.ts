/**
 * The owner's component kit as a signal model: one signal holds the owner's transcription,
 * another which kit is in use (the owner's or the made-up TEST FIXTURE), and action functions
 * change them through the kit engine's own edit functions. The owner's transcription is never
 * lost: a refused edit keeps the previous kit and says why; import, reset and restore keep the
 * replaced kit as "previous"; a stored kit that no longer parses is set aside, not overwritten;
 * and nothing is written over a store that could not be read.
 */
import { computed, effect, type ReadonlySignal, signal } from '@preact/signals';
import { fileSlug } from '../../../core/files/file-name';
import { idbIO, type KeyValueIO, type ReadResult } from '../../../core/persist/key';
import type { Result, RuleError } from '../../../core/result';
import { type BroadcastChannelLike, openBroadcast } from '../../../core/tabs/channel';
import { onBeforeUpdate } from '../../../core/update-guard';
import {
  answerFact,
  type ComponentKit,
  exportKit,
  type Fact,
  type FactAnswers,
  type ImportOptions,
  importKit,
  type KitFileError,
  type KitValidation,
  knownKit,
  overruleFact,
  validateKit,
} from '../../engine/kit';
import { fixtureKit } from '../../engine/kit/fixture';
import { kitSummaryKey } from '../home/summaries';
import {
  DAMAGED_KIT_KEY,
  type KitSlot,
  kitKey,
  kitSlotKey,
  OWNER_KIT_KEY,
  previousKitKey,
} from './persist';

/** A refused change: the engine's error, and which field it concerned (for the UI to show it there). */
export interface FieldError extends RuleError {
  /** The UI's name for the field the change came from, e.g. 'areas[33].name'; '' when none. */
  readonly where: string;
}

/** The kit model's read-only state and its actions. */
export interface KitModel {
  /** The owner's transcription (the rulebook's known facts until the owner adds more). */
  readonly owner: ReadonlySignal<ComponentKit>;
  /** Which kit is in use. */
  readonly slot: ReadonlySignal<KitSlot>;
  /** The kit in use: the owner's, or the TEST FIXTURE (made-up) map. */
  readonly active: ReadonlySignal<ComponentKit>;
  /** The engine's verdict on the kit in use (errors, gaps, progress). */
  readonly validation: ReadonlySignal<KitValidation>;
  /** The owner's kit as it was before the last import, reset or restore; null if none. */
  readonly previous: ReadonlySignal<ComponentKit | null>;
  /** How the stored kit was read: null before loading finishes. */
  readonly loadStatus: ReadonlySignal<ReadResult<ComponentKit>['status'] | null>;
  /** True when the stored kit did not parse and was set aside under DAMAGED_KIT_KEY. */
  readonly damaged: ReadonlySignal<boolean>;
  /** True when the last write was refused (or writes are held back after a failed read). */
  readonly saveFailed: ReadonlySignal<boolean>;
  /** True once the kit shown was re-read because another window of the app saved a change. */
  readonly changedElsewhere: ReadonlySignal<boolean>;
  /** True while a change is on its way to storage (a reload now could lose it). */
  readonly saving: ReadonlySignal<boolean>;
  /** The last refused change, until the next accepted one. */
  readonly refusal: ReadonlySignal<FieldError | null>;
  /** Reads the stored kit and slot; resolves once they apply (never rejects). */
  load(): Promise<void>;
  /** Applies an engine edit to the owner's kit; a refusal keeps the kit and is recorded. */
  edit(change: (kit: ComponentKit) => Result<ComponentKit>, where?: string): Result<ComponentKit>;
  /**
   * Records the owner's answer to a fact (answerFact); a contradiction is refused, unless
   * `overrule` says the owner chose this answer over what the kit held (overruleFact).
   */
  answer<F extends Fact>(
    fact: F,
    answer: FactAnswers[F['kind']],
    options?: { readonly overrule?: boolean },
  ): Result<ComponentKit>;
  /** Reads kit file text and makes it the owner's kit (the replaced one becomes previous). */
  importText(text: string, options?: ImportOptions): Result<ComponentKit, KitFileError>;
  /** The kit in use as file text. */
  exportText(): string;
  /** A file name for the kit in use, e.g. 'volga-kit-my-box.json'. */
  exportFileName(): string;
  /** Replaces the owner's kit with the rulebook's known facts (the old one becomes previous). */
  resetToKnown(): void;
  /** Swaps the owner's kit and the previous one; false when there is no previous kit. */
  restorePrevious(): boolean;
  /** Chooses which kit is in use. */
  useSlot(slot: KitSlot): void;
  /** Forgets the last refusal (the owner dismissed it). */
  clearRefusal(): void;
  /** The set-aside damaged kit as JSON text (to download), or null when there is none. */
  readDamaged(): Promise<string | null>;
  /** Resolves when every write so far has finished. */
  flushed(): Promise<void>;
}

const refused = (code: string, rule: string, message: string) =>
  ({ ok: false, error: { code, rule, message } }) as const;

/** Returns a file-name-safe slug of a kit name ('My box, 2nd try' -> 'my-box-2nd-try'). */
export function kitFileSlug(name: string): string {
  return fileSlug(name, 'kit');
}

/** The channel windows of the app use to say 'I saved the kit'. */
export const KIT_CHANNEL_NAME = 'volga-table-kit';

/**
 * Returns a kit model over the given key-value store (IndexedDB by default). Windows of the app
 * tell each other over `openChannel(KIT_CHANNEL_NAME)` (none by default; the app's model uses a
 * BroadcastChannel) when they saved the kit; the others read it again, so a second window
 * does not go on editing a kit it has not seen.
 */
export function createKitModel(
  io: KeyValueIO = idbIO,
  openChannel: (name: string) => BroadcastChannelLike | null = () => null,
): KitModel {
  const ownerKey = kitKey(OWNER_KIT_KEY, knownKit, io);
  const prevKey = previousKitKey(io);
  const slotKey = kitSlotKey(io);

  const owner = signal<ComponentKit>(knownKit());
  const slot = signal<KitSlot>('owner');
  const previous = signal<ComponentKit | null>(null);
  const loadStatus = signal<ReadResult<ComponentKit>['status'] | null>(null);
  const damaged = signal(false);
  const saveFailed = signal(false);
  const inFlight = signal(0);
  const changedElsewhere = signal(false);
  let missedOthers = false;
  let channel: BroadcastChannelLike | null = null;
  const saving = computed(() => inFlight.value > 0);
  const refusal = signal<FieldError | null>(null);
  const fixture = fixtureKit();
  const active = computed(() => (slot.value === 'fixture' ? fixture : owner.value));
  const validation = computed(() => validateKit(active.value));
  const summaryKey = kitSummaryKey(io);

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
    if (changed) changedElsewhere.value = true;
  }

  function listen(): void {
    try {
      channel = openChannel(KIT_CHANNEL_NAME);
    } catch {
      channel = null;
    }
    channel?.addEventListener('message', (event) => {
      const m = event.data as { v?: unknown; type?: unknown } | null;
      if (m && m.v === 1 && m.type === 'kit-saved') void takeOthersChanges();
    });
  }

  function setOwner(kit: ComponentKit): void {
    owner.value = kit;
    // The note about another window's save has been read: this window's own change follows it.
    changedElsewhere.value = false;
    persist(() => ownerKey.write(kit));
  }

  function replaceOwner(kit: ComponentKit): void {
    const old = owner.value;
    previous.value = old;
    persist(() => prevKey.write(old));
    setOwner(kit);
  }

  function guard(where: string): FieldError | null {
    if (loadStatus.value === null)
      return {
        code: 'kit.loading',
        rule: 'input',
        message: 'The kit is still loading.',
        where,
      };
    if (slot.value === 'fixture')
      return {
        code: 'kit.fixture.readonly',
        rule: 'input',
        message:
          'The TEST FIXTURE map is made-up data and is not edited. Switch to your own transcription to change it.',
        where,
      };
    return null;
  }

  function accept(r: Result<ComponentKit>, where: string): Result<ComponentKit> {
    if (!r.ok) {
      refusal.value = { ...r.error, where };
      return r;
    }
    refusal.value = null;
    setOwner(r.value);
    return r;
  }

  return {
    owner,
    slot,
    active,
    validation,
    previous,
    loadStatus,
    damaged,
    saveFailed,
    saving,
    changedElsewhere,
    refusal,
    load() {
      loading ??= (async () => {
        const [kit, prev, s] = await Promise.all([ownerKey.read(), prevKey.read(), slotKey.read()]);
        if (kit.status === 'invalid') {
          // Keep what could not be read, exactly as stored, before anything else is written.
          try {
            await io.set(DAMAGED_KIT_KEY, await io.get(OWNER_KIT_KEY));
            damaged.value = true;
          } catch {
            holdWrites = true;
          }
        }
        if (kit.status === 'error') holdWrites = true;
        owner.value = kit.value;
        previous.value = prev.value;
        slot.value = s.value;
        loadStatus.value = kit.status;
        saveFailed.value = holdWrites;
        listen();
        // Home shows the kit's completeness without loading the kit engine: keep its summary
        // current from now on (a failed summary write only costs home a stale tag).
        effect(() => {
          const summary = {
            percent: validation.value.progress.overallPercent,
            fixture: active.value.fixture,
          };
          if (!holdWrites) void summaryKey.write(summary);
        });
      })();
      return loading;
    },
    edit(change, where = '') {
      const blocked = guard(where);
      if (blocked) {
        refusal.value = blocked;
        return { ok: false, error: blocked };
      }
      return accept(change(owner.value), where);
    },
    answer(fact, answer, options = {}) {
      if (loadStatus.value === null) return refused('kit.loading', 'input', 'The kit is loading.');
      const r = (options.overrule ? overruleFact : answerFact)(owner.value, fact, answer);
      if (r.ok) setOwner(r.value);
      return r;
    },
    importText(text, options = {}) {
      if (loadStatus.value === null)
        return {
          ok: false,
          error: { code: 'kit.loading', rule: 'input', message: 'The kit is loading.', issues: [] },
        };
      const r = importKit(text, options);
      if (!r.ok) return r;
      if (r.value.fixture)
        return {
          ok: false,
          error: {
            code: 'kit.import.fixture',
            rule: 'input',
            message:
              'This file is a made-up TEST FIXTURE, not a transcription of the real map. Use "Load the TEST FIXTURE map" to try the app with it.',
            issues: [],
          },
        };
      replaceOwner(r.value);
      slot.value = 'owner';
      persist(() => slotKey.write('owner'));
      refusal.value = null;
      return r;
    },
    exportText() {
      return exportKit(active.value);
    },
    exportFileName() {
      return `volga-kit-${kitFileSlug(active.value.name)}.json`;
    },
    resetToKnown() {
      if (loadStatus.value === null) return;
      replaceOwner(knownKit());
      refusal.value = null;
    },
    restorePrevious() {
      const prev = previous.value;
      if (!prev || loadStatus.value === null) return false;
      replaceOwner(prev);
      refusal.value = null;
      return true;
    },
    useSlot(next) {
      slot.value = next;
      refusal.value = null;
      persist(() => slotKey.write(next));
    },
    clearRefusal() {
      refusal.value = null;
    },
    async readDamaged() {
      try {
        const raw = await io.get(DAMAGED_KIT_KEY);
        return raw === undefined ? null : `${JSON.stringify(raw, null, 2)}\n`;
      } catch {
        return null;
      }
    },
    flushed() {
      return chain;
    },
  };
}

/** The app's kit model, persisted in IndexedDB. */
export const kitModel: KitModel = createKitModel(idbIO, openBroadcast);

// An update reloads the app only after the kit's pending writes have landed.
onBeforeUpdate(() => kitModel.flushed());
