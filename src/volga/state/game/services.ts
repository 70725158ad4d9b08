/**
 * The app's storage services for games, made once per tab on first use: the IndexedDB game
 * store (checked with the storage layer's codec), this tab's BroadcastChannel end, and the Web
 * Locks manager. Tests build the same shape over the in-memory backend and fake locks.
 */

import type { Result, RuleError } from '../../../core/result';
import type { StorageError } from '../../../core/store/errors';
import { createGameStore, type GameStore, type MigrationReport } from '../../../core/store/games';
import { createIdbBackend } from '../../../core/store/idb';
import { createTabChannel, type TabChannel } from '../../../core/tabs/channel';
import { browserLocks, type LockManagerLike } from '../../../core/tabs/lock';
import {
  type ComponentKit,
  type Fact,
  type FactAnswers,
  knownAnswer,
  renameCounter,
} from '../../engine/kit';
import { defaultCodecs } from '../files/codecs';
import type { KitModel } from '../kit/model';

/** What the game models need from the outside world. */
export interface GameServices {
  readonly store: GameStore;
  readonly locks: LockManagerLike | null;
  readonly channel: TabChannel;
  /** The current time as a UTC ISO timestamp (the store never reads a clock itself). */
  readonly now: () => string;
  /** A fresh game id not in `taken`. */
  readonly newId: (taken?: ReadonlySet<string>) => string;
  /**
   * Teaches the owner's kit a fact answered in a game played on it (absent: games only record
   * their answers). Resolves once the kit took it (null) or with why it refused it.
   */
  readonly learn?: <F extends Fact>(
    fact: F,
    answer: FactAnswers[F['kind']],
    options?: { readonly overrule?: boolean },
  ) => Promise<RuleError | null>;
  /**
   * Gives a counter of the owner's kit the designation a game gave its unit (4.3), when the kit
   * still holds the counter under its old one; resolves with why the kit refused, else null.
   */
  readonly rename?: (from: string, to: string) => Promise<RuleError | null>;
  /** The owner's kit's answer to a fact a game asks, or null when the kit does not know it. */
  readonly recall?: <F extends Fact>(fact: F) => Promise<FactAnswers[F['kind']] | null>;
}

/** Returns a game id: 1-64 of letters, digits and '-' (a UUID), avoiding `taken`. */
export function randomGameId(taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const id = crypto.randomUUID();
    if (!taken.has(id)) return id;
  }
}

/**
 * Returns a `learn` that teaches the kit model `kit()` resolves to (loading it first, so an
 * answer given before the kit screen was ever opened is not lost); a contradiction with what the
 * owner transcribed since is refused by the kit and leaves it as it is.
 */
export function learnIn(
  kit: () => Promise<Pick<KitModel, 'load' | 'answer' | 'owner'>>,
): NonNullable<GameServices['learn']> {
  return async (fact, answer, options = {}) => {
    const model = await kit();
    await model.load();
    const r = options.overrule
      ? model.answer(fact, answer, { overrule: true })
      : factKnownAs(model.owner.peek(), fact, answer)
        ? null
        : model.answer(fact, answer);
    return r && !r.ok ? r.error : null;
  };
}

/**
 * Returns a `rename` that renames the counter in the kit model `kit()` resolves to (loading it
 * first). A kit without the old designation (renamed there already, or never told of it) is left
 * as it is; a designation the kit gives another counter is refused by the kit, as on its screen.
 */
export function renameIn(
  kit: () => Promise<Pick<KitModel, 'load' | 'edit' | 'owner'>>,
): NonNullable<GameServices['rename']> {
  return async (from, to) => {
    const model = await kit();
    await model.load();
    if (!model.owner.peek().germanCounters.some((c) => c.id === from)) return null;
    const r = model.edit((k) => renameCounter(k, from, to), 'germanCounters');
    return r.ok ? null : r.error;
  };
}

/** True when the kit already holds exactly this answer (nothing to learn). */
function factKnownAs<F extends Fact>(
  kit: ComponentKit,
  fact: F,
  answer: FactAnswers[F['kind']],
): boolean {
  const known = knownAnswer(kit, fact);
  return known !== null && JSON.stringify(known) === JSON.stringify(answer);
}

/** Returns a `recall` that reads the kit model `kit()` resolves to (loading it first). */
export function recallIn(
  kit: () => Promise<Pick<KitModel, 'load' | 'owner'>>,
): NonNullable<GameServices['recall']> {
  return async (fact) => {
    const model = await kit();
    await model.load();
    return knownAnswer(model.owner.peek(), fact);
  };
}

let services: GameServices | null = null;

/** Returns this tab's game services, creating them on first call. */
export function appServices(): GameServices {
  services ??= {
    store: createGameStore(createIdbBackend(), defaultCodecs.game),
    locks: browserLocks(),
    channel: createTabChannel(randomGameId()),
    now: () => new Date().toISOString(),
    newId: randomGameId,
    // The kit model is loaded on demand: screens that only list games do not load the kit engine.
    learn: learnIn(async () => (await import('../kit/model')).kitModel),
    recall: recallIn(async () => (await import('../kit/model')).kitModel),
    rename: renameIn(async () => (await import('../kit/model')).kitModel),
  };
  return services;
}

/**
 * Upgrades every stored game written by an earlier version (one transaction, after a backup),
 * as the app does once at start, after its first paint. Returns what was upgraded; records
 * that cannot be upgraded are left as they are and listed in the report. Tells other tabs.
 */
export async function migrateStoredGames(
  s: GameServices = appServices(),
): Promise<Result<MigrationReport, StorageError>> {
  const r = await s.store.migrateAll(s.now());
  if (r.ok && r.value.migrated.length > 0) s.channel.post({ type: 'gamesChanged' });
  return r;
}
