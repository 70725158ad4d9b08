/**
 * The owner's component kit as a signal model: one signal holds the owner's transcription,
 * another which kit is in use (the owner's or the made-up TEST FIXTURE), and action functions
 * change them through the kit engine's own edit functions. The owner's transcription is never
 * lost: a refused edit keeps the previous kit and says why; import, reset and restore keep the
 * replaced kit as "previous"; a stored kit that no longer parses is set aside, not overwritten;
 * and nothing is written over a store that could not be read (storage.ts).
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { fileSlug } from '../../../core/files/file-name';
import { idbIO, type KeyValueIO, type ReadResult } from '../../../core/persist/key';
import type { Result, RuleError } from '../../../core/result';
import type { ReadonlySignals } from '../../../core/signals';
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
  knownKit,
  overruleFact,
  validateKit,
} from '../../engine/kit';
import { fixtureKit } from '../../engine/kit/fixture';
import { type KitSlot, kitKey, kitSlotKey, OWNER_KIT_KEY, previousKitKey } from './persist';
import { type KitSignals, kitStorage } from './storage';

/** A refused change: the engine's error, and which field it concerned (for the UI to show it there). */
export interface FieldError extends RuleError {
  /** The UI's name for the field the change came from, e.g. 'areas[33].name'; '' when none. */
  readonly where: string;
}

/** The kit model's read-only state and its actions. */
export interface KitModel extends ReadonlySignals<KitSignals> {
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

/** The message of an import refused because the file is the made-up TEST FIXTURE. */
const FIXTURE_IMPORT_MESSAGE =
  'This file is a made-up TEST FIXTURE, not a transcription of the real map. Use "Load the TEST FIXTURE map" to try the app with it.';

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
  const slotKey = kitSlotKey(io);
  const owner = signal<ComponentKit>(knownKit());
  const slot = signal<KitSlot>('owner');
  const previous = signal<ComponentKit | null>(null);
  const loadStatus = signal<ReadResult<ComponentKit>['status'] | null>(null);
  const inFlight = signal(0);
  const changedElsewhere = signal(false);
  const refusal = signal<FieldError | null>(null);
  const fixture = fixtureKit();
  const active = computed(() => (slot.value === 'fixture' ? fixture : owner.value));
  const validation = computed(() => validateKit(active.value));
  const state = {
    io,
    openChannel,
    ownerKey,
    prevKey: previousKitKey(io),
    slotKey,
    owner,
    slot,
    previous,
    loadStatus,
    damaged: signal(false),
    saveFailed: signal(false),
    changedElsewhere,
    inFlight,
    active,
    validation,
  };
  const storage = kitStorage(state);
  const { persist } = storage;

  function setOwner(kit: ComponentKit): void {
    owner.value = kit;
    // The note about another window's save has been read: this window's own change follows it.
    changedElsewhere.value = false;
    persist(() => ownerKey.write(kit));
  }

  function replaceOwner(kit: ComponentKit): void {
    const old = owner.value;
    previous.value = old;
    persist(() => state.prevKey.write(old));
    setOwner(kit);
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
    damaged: state.damaged,
    saveFailed: state.saveFailed,
    saving: computed(() => inFlight.value > 0),
    changedElsewhere,
    refusal,
    load: storage.load,
    edit(change, where = '') {
      const blocked = editGuard(loadStatus.value, slot.value, where);
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
            message: FIXTURE_IMPORT_MESSAGE,
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
    readDamaged: storage.readDamaged,
    flushed: storage.flushed,
  };
}

/** Why an edit of the owner's kit is refused now (still loading, or the fixture in use), or null. */
function editGuard(
  status: ReadResult<ComponentKit>['status'] | null,
  slot: KitSlot,
  where: string,
): FieldError | null {
  if (status === null)
    return {
      code: 'kit.loading',
      rule: 'input',
      message: 'The kit is still loading.',
      where,
    };
  if (slot === 'fixture')
    return {
      code: 'kit.fixture.readonly',
      rule: 'input',
      message:
        'The TEST FIXTURE map is made-up data and is not edited. Switch to your own transcription to change it.',
      where,
    };
  return null;
}

/** The app's kit model, persisted in IndexedDB. */
export const kitModel: KitModel = createKitModel(idbIO, openBroadcast);

// An update reloads the app only after the kit's pending writes have landed.
onBeforeUpdate(() => kitModel.flushed());
