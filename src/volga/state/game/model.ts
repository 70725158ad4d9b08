/**
 * The game model behind the game screen: one signal holds the current snapshot (the GameRecord,
 * the GameState it stands for, and the stored revision); actions go through the engine's
 * append/undo/redo and count as done only after the tab's hold on the stored game saved them
 * (core/tabs/hold.ts, the store's atomic save; saving.ts). A failed save is kept with its message
 * and a Retry, never swallowed. When another tab holds the game's Web Lock the model is read-only
 * and offers Take over. When the engine answers "needs fact", the question is held until the
 * owner answers, then the waiting action runs again (questions.ts).
 */
import { computed, effect, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { ReadonlySignals } from '../../../core/signals';
import { openGameHold } from '../../../core/tabs/hold';
import { onBeforeUpdate } from '../../../core/update-guard';
import { type Action, append, canRedo, canUndo, redo, undo } from '../../engine/game';
import type { Fact, FactAnswers } from '../../engine/kit';
import { gameQuestions } from './questions';
import {
  adopt,
  discard,
  type GameContext,
  type GameSignals,
  newGameContext,
  persist,
  ready,
  retry,
} from './saving';
import type { GameServices } from './services';
import {
  actionWhat,
  type DispatchResult,
  failure,
  fromGame,
  fromStorage,
  type SaveStatus,
} from './snapshot';

export { REPLACED_RETRY_MESSAGE } from './saving';
export type { DispatchResult, GameSnapshot, SaveStatus } from './snapshot';

/** The game model's read-only signals and its actions. */
export interface GameModel extends ReadonlySignals<GameSignals> {
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
  /**
   * Drops the pending question without answering (the waiting action is not done), except a
   * Random Event's row: its roll is recorded with the event pending (6.2).
   */
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

/** How long a save runs before the screen says so (shownSave) and turns its buttons off (canTap). */
export const SAVE_SHOWN_AFTER_MS = 250;

/**
 * Opens the game `gameId`: returns its model at once (snapshot null while opening). The model
 * holds the game's writer lock until `close()`.
 */
export function openGameModel(services: GameServices, gameId: string): GameModel {
  const ctx = newGameContext(services, gameId);
  const { snapshot, access, save, question } = ctx;
  let stops: (() => void)[] = [];
  /** The last action sent to dispatch, as JSON: a second tap on it while a save runs is a bounce. */
  let lastSent = '';
  const opening = holdGame(ctx, stops);

  /** Whether actions are accepted when no save is under way or failed (as `status` says). */
  const acceptsWith = (status: ReadonlySignal<SaveStatus>) =>
    computed(
      () =>
        access.value.mode === 'writer' &&
        snapshot.value !== null &&
        status.value.kind === 'idle' &&
        !ctx.closed,
    );
  const canAct = acceptsWith(save);
  const shownSave = signal<SaveStatus>(save.peek());
  stops.push(showSaveLater(save, shownSave));
  const canTap = acceptsWith(shownSave);

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
    if (ctx.inFlight && sent === lastSent)
      return failure('game.busy', 'storage', 'The same tap again while it saves counts once.');
    lastSent = sent;
    while (ctx.inFlight) await ctx.inFlight.catch(() => undefined);
    const blocked = ready(ctx);
    if (blocked) return blocked;
    const cur = snapshot.peek()!;
    const r = append(cur.record, cur.state, action);
    if (!r.ok) {
      const fact = r.error.fact;
      if (fact && !cur.state.kit.fixture && (await asks.recalled(fact)))
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
    const saved = await persist(ctx, { ...r.value, base: cur.revision }, actionWhat(action));
    if (saved.ok && action.type === 'answerFact' && !cur.state.kit.fixture)
      await asks.teach(action.fact, action.answer);
    if (saved.ok && action.type === 'renameUnit' && !cur.state.kit.fixture)
      await asks.teachRename(action.from, action.to.trim());
    return saved;
  }
  const asks = gameQuestions(ctx, dispatch);
  const stopUpdateHook = holdUpdateWhileUnsaved(ctx);

  return {
    gameId,
    snapshot,
    access,
    save,
    question,
    conflict: ctx.conflict,
    renameRefused: ctx.renameRefused,
    openError: ctx.openError,
    lastRolls: ctx.lastRolls,
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
    answer: asks.answer,
    dismissQuestion: asks.dismissQuestion,
    dismissRenameRefused() {
      ctx.renameRefused.value = null;
    },
    resolveConflict: asks.resolveConflict,
    async undo() {
      while (ctx.inFlight) await ctx.inFlight.catch(() => undefined); // as in dispatch
      const blocked = ready(ctx);
      if (blocked) return blocked;
      const cur = snapshot.peek()!;
      const r = undo(cur.record);
      if (!r.ok) return fromGame(r.error);
      return persist(ctx, { ...r.value, rolls: [], base: cur.revision }, 'the undo');
    },
    async redo() {
      while (ctx.inFlight) await ctx.inFlight.catch(() => undefined); // as in dispatch
      const blocked = ready(ctx);
      if (blocked) return blocked;
      const cur = snapshot.peek()!;
      const r = redo(cur.record, cur.state);
      if (!r.ok) return fromGame(r.error);
      const rolls = cur.record.log[cur.record.cursor]?.rolls ?? [];
      return persist(ctx, { ...r.value, rolls, base: cur.revision }, 'the redo');
    },
    retry: () => retry(ctx),
    discard: () => discard(ctx),
    async takeOver() {
      await opening;
      const h = ctx.hold;
      if (!h) return failure('game.notOpen', 'storage', 'The game is not open.');
      const r = await h.takeOver();
      if (!r.ok) return fromStorage(r.error);
      adopt(ctx, r.value);
      return { ok: true, value: { rolls: [] } };
    },
    close() {
      if (ctx.closed) return;
      ctx.closed = true;
      stopUpdateHook();
      for (const stop of stops) stop();
      stops = [];
      ctx.hold?.close();
      access.value = { mode: 'closed' };
    },
  };
}

/**
 * Takes the game's hold (its writer lock and stored copy) into `ctx`; `stops` gets the effects
 * that follow it: its status, and the stored game another tab saved.
 */
function holdGame(ctx: GameContext, stops: (() => void)[]): Promise<void> {
  return openGameHold(ctx.services, ctx.gameId).then((r) => {
    if (!r.ok) {
      ctx.openError.value = r.error.message;
      ctx.access.value = { mode: 'closed' };
      return;
    }
    ctx.hold = r.value;
    if (ctx.closed) {
      ctx.hold.close();
      return;
    }
    const h = ctx.hold;
    stops.push(
      effect(() => {
        ctx.access.value = h.status.value;
      }),
      effect(() => {
        const g = h.game.value;
        // While our own save is in flight its result is adopted by `persist`.
        if (ctx.save.peek().kind !== 'saving') adopt(ctx, g);
      }),
    );
  });
}

/**
 * Copies `save` into `shownSave`, a save under way only once it has run SAVE_SHOWN_AFTER_MS;
 * returns the effect's stop.
 */
function showSaveLater(save: ReadonlySignal<SaveStatus>, shownSave: Signal<SaveStatus>) {
  return effect(() => {
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
  });
}

/**
 * Before an update reloads the app: lets a save in flight land, and holds the update (the
 * player is asked) while a refused save waits for Retry, which a reload would drop. Returns the
 * hook's removal.
 */
function holdUpdateWhileUnsaved(ctx: GameContext): () => void {
  return onBeforeUpdate(async () => {
    while (ctx.inFlight) await ctx.inFlight;
    const sv = ctx.save.peek();
    if (ctx.closed || sv.kind !== 'failed' || !ctx.unsaved) return undefined;
    const name = ctx.snapshot.peek()?.name;
    const What = sv.what.charAt(0).toUpperCase() + sv.what.slice(1);
    return {
      hold: `${What}${name ? ` in “${name}”` : ''} was not saved: ${sv.error.message}`,
    };
  });
}
