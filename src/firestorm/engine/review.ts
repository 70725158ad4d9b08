/**
 * What a result sent by a player would do, shown to the organiser before it is recorded: the
 * battle's effect, the areas and City Fight stickers that change, each side's VP and where the
 * campaign stands, before and after. When a battle has its result already and another is sent,
 * the two are compared: taking the sent one is a correction (correct.ts), and the one not taken
 * is kept in the log as an `aside` entry (campaign.ts). Pure.
 */
import { foldResults, ok, type Result } from '../../core/result';
import {
  type AsideEntry,
  applyEntry,
  type CampaignState,
  type LogEntry,
  RESULTS,
  replay,
} from './campaign';
import { type BattleFix, changesBetween, correctBattle } from './correct';
import type { SentResult } from './link';
import { type FsMap, readyMap, SIDE_NAME, SIDES } from './map';
import { levelName } from './rules';
import { standing } from './standing';

/** What recording some entries would change, in words. */
export interface Preview {
  /** The battle's effect once recorded (empty when the battle stays open). */
  readonly effect: string;
  /** Areas changing hands, stickers, VP and the scale of victory that move, one line each. */
  readonly changes: readonly string[];
  /** Each side's VP and the scale of victory after, whether or not they move. */
  readonly standing: string;
}

/** "German 14 VP, Soviet 12 VP: Stalemate". */
export function standingLine(s: CampaignState): string {
  const st = standing(s);
  const vp = SIDES.map((side) => `${SIDE_NAME[side]} ${st.vp[side]} VP`).join(', ');
  return `${vp}: ${levelName(st.shiftedLevel)}`;
}

/** The lines of changesBetween that are about the campaign, not a battle's own effect or details. */
const campaignLines = (lines: readonly string[]): string[] =>
  lines.filter((l) => !l.startsWith('Battle '));

/**
 * Returns what adding `entries` to the campaign would change (battle `n`'s effect, and the
 * campaign's changes and standing after), or the engine's refusal of an entry.
 */
export function previewEntries(
  s: CampaignState,
  entries: readonly LogEntry[],
  n: number,
): Result<Preview> {
  const applied = foldResults(s, entries, applyEntry);
  if (!applied.ok) return applied;
  const after = applied.value;
  return ok({
    effect: after.battles.find((b) => b.marker === n)?.effect ?? '',
    changes: campaignLines(changesBetween(s, after)),
    standing: standingLine(after),
  });
}

/** The sent result's own entries: the mission when it carries one, and the result. */
export function sentFix(r: SentResult): BattleFix | null {
  const result = r.entries.find((e) => e.kind === 'result');
  const mission = r.entries.find((e) => e.kind === 'mission');
  if (result?.kind !== 'result') return null;
  return mission?.kind === 'mission' ? { mission, result } : { result };
}

/** A result kept aside: the same result, under `aside`. */
export function asideOf(e: Extract<LogEntry, { kind: 'result' }>): AsideEntry {
  const { kind: _, ...rest } = e;
  return { kind: 'aside', ...rest };
}

/** True when two results say the same (result, capture roll and details). */
export function sameResult(
  a: Extract<LogEntry, { kind: 'result' | 'aside' }>,
  b: Extract<LogEntry, { kind: 'result' | 'aside' }>,
): boolean {
  const key = (e: typeof a) =>
    JSON.stringify([RESULTS.indexOf(e.result), e.capture?.value ?? 0, e.details ?? {}]);
  return key(a) === key(b);
}

/**
 * What taking a sent result instead of the recorded one would change (a correction of battle
 * `fix.result.battle`, replayed over the whole log), or why it cannot be taken.
 */
export function previewSwap(
  c: { map: FsMap; log: readonly LogEntry[] },
  fix: BattleFix,
): Result<Preview> {
  const r = correctBattle(c.map, c.log, fix.result.battle, fix);
  if (!r.ok) return r;
  // The correction replayed already, so its map is ready and its log replays.
  const ready = readyMap(c.map);
  if (!ready.ok) return ready;
  const after = replay(ready.value, r.value.log);
  if (!after.ok) return after;
  return ok({
    effect: after.value.battles.find((b) => b.marker === fix.result.battle)?.effect ?? '',
    changes: campaignLines(r.value.changes),
    standing: standingLine(after.value),
  });
}
