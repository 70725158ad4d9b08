/**
 * The game model behind the game screen: one signal holds the current snapshot (the GameRecord,
 * the GameState it stands for, and the stored revision); actions go through the engine's
 * append/undo/redo and count as done only after the tab's hold on the stored game saved them
 * (core/tabs/hold.ts, the store's atomic save). A failed save is kept with its message and a
 * Retry, never swallowed. When another tab holds the game's Web Lock the model is read-only and
 * offers Take over. When the engine answers "needs fact", the question
 * is held here until the owner answers, then the waiting action runs again.
 */
import { batch, computed, effect, type ReadonlySignal, signal } from '@preact/signals';
import type { Result, RuleError } from '../../../core/result';
import { type StorageError, storageError } from '../../../core/store/errors';
import type { StoredGame } from '../../../core/store/records';
import { type GameHold, type HoldStatus, openGameHold } from '../../../core/tabs/hold';
import { onBeforeUpdate } from '../../../core/update-guard';
import type { Roll } from '../../engine/dice';
import {
  type Action,
  append,
  canRedo,
  canUndo,
  GAME_SCHEMA_VERSION,
  type GameError,
  type GameRecord,
  type GameSetup,
  type GameState,
  type LogEntry,
  redo,
  stateOf,
  undo,
} from '../../engine/game';
import { type Fact, type FactAnswers, partOfFact } from '../../engine/kit';
import type { GameServices } from './services';

/** The game as it stands: record, replayed state, and the stored revision they match. */
export interface GameSnapshot {
  readonly id: string;
  readonly name: string;
  readonly record: GameRecord;
  readonly state: GameState;
  readonly revision: number;
}

/** Where the last change is: nothing pending, being saved, or refused by storage. */
export type SaveStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving'; readonly what: string }
  | { readonly kind: 'failed'; readonly what: string; readonly error: StorageError };

/** A component fact the engine needs, and the action waiting for it. */
export interface FactPrompt {
  readonly fact: Fact;
  /** The engine's words: why the fact is needed. */
  readonly message: string;
  /** The action to run again once the fact is answered (null: nothing waits). */
  readonly waiting: Action | null;
  /**
   * The dice the waiting action rolled before it asked (the engine's report): it rolls the
   * same ones again when run after the answer, the PRNG moving only on an applied action.
   */
  readonly rolls: readonly Roll[];
}

/** An answer given in play that the owner's kit contradicts: the owner chooses which is right. */
export interface KitConflict {
  readonly fact: Fact;
  readonly answer: FactAnswers[Fact['kind']];
  /** The kit's words: what it says instead. */
  readonly message: string;
}

/**
 * The outcome of a dispatch: the dice it rolled once saved, or why nothing changed (the engine's
 * GameError: a rule, a fact needed, a storage failure, or the model's state).
 */
export type DispatchResult = Result<{ readonly rolls: readonly Roll[] }, GameError>;

/** The game model's read-only signals and its actions. */
export interface GameModel {
  readonly gameId: string;
  /** The game as last saved (null while opening or when it could not be opened). */
  readonly snapshot: ReadonlySignal<GameSnapshot | null>;
  /** Writer, read-only (with the reason), opening or closed. */
  readonly access: ReadonlySignal<HoldStatus>;
  readonly save: ReadonlySignal<SaveStatus>;
  /** The fact the engine asked for, until answered. */
  readonly question: ReadonlySignal<FactPrompt | null>;
  /** An answer the owner's kit refused as a contradiction, until the owner chooses. */
  readonly conflict: ReadonlySignal<KitConflict | null>;
  /**
   * Why the owner's kit refused a designation given in this game (4.3: another counter of the
   * kit has it), until dismissed; the game keeps its designation.
   */
  readonly renameRefused: ReadonlySignal<RuleError | null>;
  /** Why the game could not be opened or replayed, or null. */
  readonly openError: ReadonlySignal<string | null>;
  /** The dice of the last saved action (for announcing them). */
  readonly lastRolls: ReadonlySignal<readonly Roll[]>;
  readonly canUndo: ReadonlySignal<boolean>;
  readonly canRedo: ReadonlySignal<boolean>;
  /** True when actions are accepted now: writer, opened, nothing saving or failed. */
  readonly canAct: ReadonlySignal<boolean>;
  /**
   * The save as the screen shows it: a save shows as under way only once it has run
   * SAVE_SHOWN_AFTER_MS (most land within a frame or two); idle and failed show at once.
   */
  readonly shownSave: ReadonlySignal<SaveStatus>;
  /**
   * Whether the screen offers actions: canAct, with a save under way counted as idle until it
   * shows. A tap during a short save is taken once that save lands (dispatch, undo and redo wait
   * for it, in the order tapped), so the buttons need not turn off and on again (two extra
   * renders and frames) around every tap, and a tap on a button that looks ready is never lost.
   */
  readonly canTap: ReadonlySignal<boolean>;
  /**
   * Applies an action through the engine and saves it; resolves once saved (or refused). It is
   * applied after the save under way, if any, on the game that save leaves. A
   * "needs fact" refusal becomes the pending question unless `ask` is false (the caller asks).
   */
  dispatch(action: Action, options?: { readonly ask?: boolean }): Promise<DispatchResult>;
  /**
   * Records the owner's answer to a component fact in the game (an answerFact action) and, when
   * the game plays on the owner's kit rather than the made-up TEST FIXTURE, in the owner's kit
   * too, so the next game knows it. When it answers the pending question, the waiting action
   * runs again. Every screen answers a fact through here.
   */
  answer<F extends Fact>(fact: F, answer: FactAnswers[F['kind']]): Promise<DispatchResult>;
  /** Drops the pending question without answering (the waiting action is not done). */
  dismissQuestion(): void;
  /** Drops the note that the owner's kit refused a designation. */
  dismissRenameRefused(): void;
  /**
   * Settles the conflict: 'answer' puts the answer given in play into the kit in place of what
   * it held; 'kit' keeps the kit as it is (this game keeps its own answer). Resolves with the
   * kit's refusal, if it still refuses.
   */
  resolveConflict(keep: 'answer' | 'kit'): Promise<string | null>;
  undo(): Promise<DispatchResult>;
  redo(): Promise<DispatchResult>;
  /** Tries the failed save again. */
  retry(): Promise<DispatchResult>;
  /** Gives up the failed change and rereads the game: it shows what is stored. */
  discard(): void;
  /** Takes the game's writer lock from the other tab. */
  takeOver(): Promise<DispatchResult>;
  /** Releases the lock and stops listening. */
  close(): void;
}

const failure = (code: string, rule: string, message: string): DispatchResult => ({
  ok: false,
  error: { code, rule, message },
});

const fromStorage = (e: StorageError): DispatchResult => ({
  ok: false,
  error: { code: e.code, rule: e.rule, message: e.message },
});

const fromGame = (e: GameError): DispatchResult => ({
  ok: false,
  error: e.fact
    ? { code: e.code, rule: e.rule, message: e.message, fact: e.fact }
    : { code: e.code, rule: e.rule, message: e.message },
});

/** Returns the record a stored game holds (setup and log as the engine wrote them). */
export function recordOf(game: StoredGame): GameRecord {
  return {
    schemaVersion: GAME_SCHEMA_VERSION,
    setup: game.setup as GameSetup,
    log: game.log as readonly LogEntry[],
    cursor: game.cursor,
  };
}

/** Returns the snapshot of a stored game (its log replayed to the cursor), or why it failed. */
export function snapshotOf(
  game: StoredGame,
): { ok: true; value: GameSnapshot } | { ok: false; message: string } {
  const record = recordOf(game);
  try {
    const s = stateOf(record);
    if (!s.ok)
      return {
        ok: false,
        message: `This saved game no longer replays: ${s.error.message} (${s.error.rule})`,
      };
    return {
      ok: true,
      value: { id: game.id, name: game.name, record, state: s.value, revision: game.revision },
    };
  } catch (e) {
    return { ok: false, message: `This saved game could not be replayed: ${String(e)}` };
  }
}

/** A short description of an action, for "saving…" and the failure message. */
export function actionWhat(action: Action): string {
  switch (action.type) {
    case 'answerFact':
      return 'your answer';
    case 'rollRandomEvent':
      return 'the Random Event roll';
    case 'rollSupply':
      return 'the Supply roll';
    case 'rollBloodyStreets':
      return 'the Bloody Streets roll';
    case 'resolveAttack':
      return 'the combat';
    default:
      return 'your action';
  }
}

/** A change made on the stored revision `base`: the record and state it leads to, its dice. */
interface Change {
  readonly record: GameRecord;
  readonly state: GameState;
  readonly rolls: readonly Roll[];
  readonly base: number;
}

/** How long a save runs before the screen says so (shownSave) and turns its buttons off (canTap). */
export const SAVE_SHOWN_AFTER_MS = 250;

/** The message of a Retry refused because another tab saved newer actions meanwhile. */
export const STALE_RETRY_MESSAGE =
  'Another tab saved newer actions in this game since this was made, so it was dropped to keep them. The game now shows what is saved; make the move again if it still applies.';

/** The message of a Retry refused because another tab restored a backup over the game meanwhile. */
export const REPLACED_RETRY_MESSAGE =
  'This game was replaced in another tab (restored from a backup) since this was made, so it was dropped. The game now shows what is stored; make the move again if it still applies.';

/**
 * Opens the game `gameId`: returns its model at once (snapshot null while opening). The model
 * holds the game's writer lock until `close()`.
 */
export function openGameModel(services: GameServices, gameId: string): GameModel {
  const snapshot = signal<GameSnapshot | null>(null);
  const access = signal<HoldStatus>({ mode: 'opening' });
  const save = signal<SaveStatus>({ kind: 'idle' });
  const question = signal<FactPrompt | null>(null);
  const conflict = signal<KitConflict | null>(null);
  const renameRefused = signal<RuleError | null>(null);
  const openError = signal<string | null>(null);
  const lastRolls = signal<readonly Roll[]>([]);
  let hold: GameHold | null = null;
  let closed = false;
  /**
   * The change refused by storage, kept for Retry, with the stored revision it was made on:
   * Retry saves it only over that revision, never over newer actions another tab saved.
   */
  let unsaved: Change | null = null;
  let stops: (() => void)[] = [];
  /** The save under way, if any (an update waits for it). */
  let inFlight: Promise<DispatchResult> | null = null;
  /** The last action sent to dispatch, as JSON: a second tap on it while a save runs is a bounce. */
  let lastSent = '';

  /** The stored time of the game the snapshot shows (with its revision, what tells it apart). */
  let shownAt: string | null = null;

  /** Takes the stored game as the truth (another tab saved, a conflict reloaded it, takeover). */
  const adopt = (game: StoredGame | null) => {
    if (!game) return;
    const cur = snapshot.peek();
    // Same revision, name and time: the same stored game (a game deleted and restored from an
    // older backup can come back with a revision this tab held, but never with the same time).
    if (
      cur &&
      cur.revision === game.revision &&
      cur.name === game.name &&
      shownAt === game.updatedAt
    )
      return;
    const s = snapshotOf(game);
    if (s.ok) {
      snapshot.value = s.value;
      shownAt = game.updatedAt;
      openError.value = null;
    } else openError.value = s.message;
  };

  const opening = openGameHold(services, gameId).then((r) => {
    if (!r.ok) {
      openError.value = r.error.message;
      access.value = { mode: 'closed' };
      return;
    }
    hold = r.value;
    if (closed) {
      hold.close();
      return;
    }
    const h = hold;
    stops.push(
      effect(() => {
        access.value = h.status.value;
      }),
      effect(() => {
        const g = h.game.value;
        // While our own save is in flight its result is adopted by `persist`.
        if (save.peek().kind !== 'saving') adopt(g);
      }),
    );
  });

  /** Whether actions are accepted when no save is under way or failed (as `status` says). */
  const acceptsWith = (status: ReadonlySignal<SaveStatus>) =>
    computed(
      () =>
        access.value.mode === 'writer' &&
        snapshot.value !== null &&
        status.value.kind === 'idle' &&
        !closed,
    );
  const canAct = acceptsWith(save);
  const shownSave = signal<SaveStatus>(save.peek());
  stops.push(
    effect(() => {
      const sv = save.value;
      if (sv.kind !== 'saving') {
        shownSave.value = sv;
        return undefined;
      }
      // A Retry takes the failure off the screen (and its Retry and Discard) at once.
      if (shownSave.peek().kind === 'failed') shownSave.value = { kind: 'idle' };
      const timer = setTimeout(() => {
        shownSave.value = sv;
      }, SAVE_SHOWN_AFTER_MS);
      return () => clearTimeout(timer);
    }),
  );
  const canTap = acceptsWith(shownSave);

  function persist(next: Change, what: string): Promise<DispatchResult> {
    const run = saveChange(next, what);
    inFlight = run;
    void run.finally(() => {
      if (inFlight === run) inFlight = null;
    });
    return run;
  }

  async function saveChange(next: Change, what: string): Promise<DispatchResult> {
    const h = hold;
    if (!h) return failure('game.notOpen', 'storage', 'The game is not open yet.');
    save.value = { kind: 'saving', what };
    const r = await h.save(
      {
        baseRevision: next.base,
        turn: next.state.turn,
        cursor: next.record.cursor,
        setup: next.record.setup,
        log: next.record.log,
      },
      services.now(),
    );
    if (r.ok) {
      unsaved = null;
      shownAt = r.value.updatedAt;
      const name = r.value.name;
      // One update for the saved action: the screen renders the new snapshot, its dice and
      // the idle save bar together, once.
      batch(() => {
        snapshot.value = {
          id: gameId,
          name,
          record: next.record,
          state: next.state,
          revision: r.value.revision,
        };
        // Kept as they were when no dice were rolled, so what only shows them stays as it is.
        if (next.rolls.length > 0 || lastRolls.peek().length > 0) lastRolls.value = next.rolls;
        save.value = { kind: 'idle' };
      });
      return { ok: true, value: { rolls: next.rolls } };
    }
    if (r.error.code === 'storage.conflict' || r.error.code === 'storage.readOnly') {
      // The stored game moved on (another tab): this change cannot be saved; show the stored game.
      unsaved = null;
      save.value = { kind: 'failed', what, error: r.error };
      adopt(h.game.peek());
      return fromStorage(r.error);
    }
    unsaved = next;
    save.value = { kind: 'failed', what, error: r.error };
    return fromStorage(r.error);
  }

  function ready(): DispatchResult | null {
    if (closed) return failure('game.closed', 'storage', 'This game was closed.');
    const a = access.peek();
    if (a.mode === 'readonly') return failure('storage.readOnly', 'storage', a.message);
    if (a.mode !== 'writer' || !snapshot.peek())
      return failure('game.notOpen', 'storage', 'The game is still opening.');
    const sv = save.peek();
    if (sv.kind === 'failed' && unsaved)
      return failure(
        'game.unsaved',
        'storage',
        `${sv.what} was not saved: choose Retry or Discard first.`,
      );
    if (sv.kind === 'failed') save.value = { kind: 'idle' };
    return null;
  }

  async function dispatch(
    action: Action,
    options: { readonly ask?: boolean } = {},
  ): Promise<DispatchResult> {
    // A tap made while the last action saves (the buttons still look ready for a short save) is
    // taken once that save has landed, after any tap made before it, and the engine judges it
    // on the saved game; a failed save refuses it (Retry or Discard first). The check that a
    // save is under way and the start of this one's save are one synchronous step after the
    // wait, so taps waiting together start their saves in the order they were made.
    // The same action again while the last one still saves is a finger's bounce, not a second
    // order: taking it would, say, end two Action Rounds for one tap. It is dropped without a
    // word, as a tap on a button that had already turned off would be.
    const sent = JSON.stringify(action);
    if (inFlight && sent === lastSent)
      return failure('game.busy', 'storage', 'The same tap again while it saves counts once.');
    lastSent = sent;
    while (inFlight) await inFlight.catch(() => undefined);
    const blocked = ready();
    if (blocked) return blocked;
    const cur = snapshot.peek()!;
    const r = append(cur.record, cur.state, action);
    if (!r.ok) {
      const fact = r.error.fact;
      if (fact && !cur.state.kit.fixture && (await recalled(fact)))
        return dispatch(action, options);
      if (fact && options.ask !== false)
        question.value = {
          fact,
          message: r.error.message,
          waiting: action,
          rolls: r.error.rolls ?? [],
        };
      return fromGame(r.error);
    }
    const saved = await persist({ ...r.value, base: cur.revision }, actionWhat(action));
    if (saved.ok && action.type === 'answerFact' && !cur.state.kit.fixture)
      await teach(action.fact, action.answer);
    if (saved.ok && action.type === 'renameUnit' && !cur.state.kit.fixture)
      await teachRename(action.from, action.to.trim());
    return saved;
  }

  /**
   * Answers a fact the game needs from the owner's kit when the kit learned it after this game
   * began (in another game or on the kit screen): true once the game took that answer.
   */
  async function recalled(fact: Fact): Promise<boolean> {
    let answer: FactAnswers[Fact['kind']] | null = null;
    try {
      answer = (await services.recall?.(fact)) ?? null;
    } catch {
      return false;
    }
    if (answer === null) return false;
    const r = await dispatch({ type: 'answerFact', fact, answer } as Action, { ask: false });
    return r.ok;
  }

  /** The owner's kit learns a fact answered in a game on it; a contradiction is put to the owner. */
  async function teach(fact: Fact, answer: FactAnswers[Fact['kind']]): Promise<void> {
    try {
      const refused = await services.learn?.(fact, answer);
      if (refused && refused.code !== 'kit.loading')
        conflict.value = { fact, answer, message: `${refused.message} (${refused.rule})` };
    } catch {
      // The game keeps its answer; the kit asks again in a later game.
    }
  }

  /**
   * The owner's kit takes a designation given in a game on it (4.3), as it learns an answer; a
   * refusal (another counter of the kit has it) is put to the owner beside the game's question.
   */
  async function teachRename(from: string, to: string): Promise<void> {
    try {
      const refused = await services.rename?.(from, to);
      if (refused) renameRefused.value = refused;
    } catch {
      // The game keeps its designation; the kit screen renames the counter there.
    }
  }

  // Before an update reloads the app: let a save in flight land, and hold the update (the
  // player is asked) while a refused save waits for Retry, which a reload would drop.
  const stopUpdateHook = onBeforeUpdate(async () => {
    while (inFlight) await inFlight;
    const sv = save.peek();
    if (closed || sv.kind !== 'failed' || !unsaved) return undefined;
    const name = snapshot.peek()?.name;
    const What = sv.what.charAt(0).toUpperCase() + sv.what.slice(1);
    return {
      hold: `${What}${name ? ` in “${name}”` : ''} was not saved: ${sv.error.message}`,
    };
  });

  const model: GameModel = {
    gameId,
    snapshot,
    access,
    save,
    question,
    conflict,
    renameRefused,
    openError,
    lastRolls,
    canUndo: computed(() => {
      const s = snapshot.value;
      return s !== null && canUndo(s.record);
    }),
    canRedo: computed(() => {
      const s = snapshot.value;
      return s !== null && canRedo(s.record);
    }),
    canAct,
    shownSave,
    canTap,
    dispatch,
    async answer(fact, answer) {
      const r = await dispatch({ type: 'answerFact', fact, answer } as Action);
      if (!r.ok) return r;
      const q = question.peek();
      // An answer to some of the question (counters asked together, answered one at a time)
      // runs the waiting action again too: it goes on, or asks only what it still lacks.
      if (!q || !partOfFact(fact, q.fact)) return r;
      question.value = null;
      return q.waiting ? dispatch(q.waiting) : r;
    },
    dismissQuestion() {
      question.value = null;
    },
    dismissRenameRefused() {
      renameRefused.value = null;
    },
    async resolveConflict(keep) {
      const c = conflict.peek();
      if (!c) return null;
      if (keep === 'kit') {
        conflict.value = null;
        return null;
      }
      const refused = await services.learn?.(c.fact, c.answer, { overrule: true });
      if (refused) return `${refused.message} (${refused.rule})`;
      conflict.value = null;
      return null;
    },
    async undo() {
      while (inFlight) await inFlight.catch(() => undefined); // as in dispatch
      const blocked = ready();
      if (blocked) return blocked;
      const cur = snapshot.peek()!;
      const r = undo(cur.record);
      if (!r.ok) return fromGame(r.error);
      return persist({ ...r.value, rolls: [], base: cur.revision }, 'the undo');
    },
    async redo() {
      while (inFlight) await inFlight.catch(() => undefined); // as in dispatch
      const blocked = ready();
      if (blocked) return blocked;
      const cur = snapshot.peek()!;
      const r = redo(cur.record, cur.state);
      if (!r.ok) return fromGame(r.error);
      const rolls = cur.record.log[cur.record.cursor]?.rolls ?? [];
      return persist({ ...r.value, rolls, base: cur.revision }, 'the redo');
    },
    async retry() {
      const sv = save.peek();
      if (sv.kind !== 'failed' || !unsaved)
        return failure('game.nothingToRetry', 'storage', 'Nothing is waiting to be saved.');
      const cur = snapshot.peek();
      if (cur && cur.revision !== unsaved.base) {
        // Another tab saved newer actions since this change was made (and this tab now shows
        // them): saving it would write over them. Drop it; the stored game stays as it is.
        const replaced = hold?.replacedSince(unsaved.base) ?? false;
        unsaved = null;
        const error = storageError(
          'storage.conflict',
          replaced ? REPLACED_RETRY_MESSAGE : STALE_RETRY_MESSAGE,
        );
        save.value = { kind: 'failed', what: sv.what, error };
        return fromStorage(error);
      }
      return persist(unsaved, sv.what);
    },
    discard() {
      // A Retry under way decides what is stored; its outcome shows when it lands.
      if (save.peek().kind === 'saving') return;
      unsaved = null;
      save.value = { kind: 'idle' };
      // A save reported failed may still have landed (a connection lost after the commit):
      // reread, so the tab shows what is stored rather than what it last heard.
      void hold?.reload();
    },
    async takeOver() {
      await opening;
      const h = hold;
      if (!h) return failure('game.notOpen', 'storage', 'The game is not open.');
      const r = await h.takeOver();
      if (!r.ok) return fromStorage(r.error);
      adopt(r.value);
      return { ok: true, value: { rolls: [] } };
    },
    close() {
      if (closed) return;
      closed = true;
      stopUpdateHook();
      for (const stop of stops) stop();
      stops = [];
      hold?.close();
      access.value = { mode: 'closed' };
    },
  };
  return model;
}
