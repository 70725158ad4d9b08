/**
 * The game's history by Turn and Phase: every logged action with its dice and their source
 * (typed by the owner or rolled by the app), the undone ones after the cursor shown apart, and
 * Undo/Redo. Tapping an entry opens its details: the dice, and what changed on the tracks.
 */
import { useMemo } from 'preact/hooks';
import { plural } from '../../../core/format';
import {
  apply,
  dawnReport,
  endPhaseReport,
  type GameRecord,
  type GameState,
  newGame,
  PHASES,
  type Phase,
} from '../../engine/game';
import { type GameModel, turnLabel } from '../../state/game';
import { dawnLines } from './phases/DawnReport';
import { UndoRedo } from './UndoBar';
import {
  actionText,
  noResultWords,
  PHASE_NAME,
  rollsText,
  supplyRollWords,
  supportChange,
} from './words';

/**
 * One log entry, read from the state before and after it: where it happened, its words, what
 * came of it (shown on the line itself: the attack's outcome, the event, the Supply roll), and
 * the lines its details open to (`rolls`, `changes`).
 */
export type LogRow = Readonly<{
  index: number;
  turn: number;
  phase: Phase;
  text: string;
  result: string | null;
  undone: boolean;
  /** Attacks resolved, undone and replaced by this entry: their choices and dice (9.5). */
  redecided: readonly string[];
}> &
  Readonly<Record<'rolls' | 'changes', readonly string[]>>;

const OUTCOME_WORDS: Readonly<Record<string, string>> = {
  barrageRetreat: 'Barrage, the attackers retreat',
  barrageOnly: 'Barrage, the lone attacker Out of Action',
};

/** The one line that says what an action came to, or null when it changed nothing to tell. */
function resultOf(before: GameState, after: GameState, changes: readonly string[]): string | null {
  const a = after.lastAttack;
  if (a && a !== before.lastAttack)
    return `Attack on Area ${a.area}: ${OUTCOME_WORDS[a.outcome] ?? a.outcome}${a.at !== null && a.dt !== null ? ` (${a.at} vs ${a.dt})` : ''}`;
  const e = after.event;
  if (e && e !== before.event) {
    const none = noResultWords(e);
    return `Random Event: ${e.name}${e.roll !== null ? ` (${e.roll})` : ''}${none ? `, ${none}` : ''}`;
  }
  if (after.supplyRoll !== null && before.supplyRoll === null)
    return `Supply roll: ${supplyRollWords(after)}; ${after.supply} to spend`;
  return changes[0] ?? null;
}

/** What a Phase passed without any action of the owner's did, by `${turn}-${phase}`. */
type PhaseNotes = ReadonlyMap<string, readonly string[]>;

/** The key of one Turn's Phase in the log. */
const phaseKey = (turn: number, phase: Phase) => `${turn}-${phase}`;

/**
 * The End Phase and the next Dawn an action ran through on its own (6.5, 6.1), in lines, so the
 * log tells every Phase of the Turn; a Dawn that waits on the owner is told by its own actions.
 */
function passedPhases(
  before: GameState,
  after: GameState,
  notes: Map<string, readonly string[]>,
): void {
  if (before.turn === after.turn) return;
  const end = endPhaseReport(before, after);
  notes.set(phaseKey(before.turn, 'end'), [
    `${plural(end.flipped, 'Spent unit')} turned Fresh; Morale ${end.moraleBefore} → ${end.moraleAfterEnd} (6.5); the Turn marker moves to Turn ${after.turn}.`,
  ]);
  if (after.phase !== 'dawn')
    notes.set(phaseKey(after.turn, 'dawn'), dawnLines(dawnReport(before, after), after.kit));
}

/** Returns the log's rows, replaying the record from its setup (undone entries included). */
export function logRows(record: GameRecord): LogRow[] {
  return logSections(record).rows;
}

/**
 * The log's rows and what the Phases passed without an action did (the first Dawn, each End
 * Phase and the Dawn after it), replaying the record once from its setup.
 */
export function logSections(record: GameRecord): { rows: LogRow[]; notes: PhaseNotes } {
  const notes = new Map<string, readonly string[]>();
  const start = newGame(record.setup);
  if (!start.ok) return { rows: [], notes };
  let s: GameState | null = start.value;
  // The game opens past its first Dawn (nothing arrives then, 6.1.1): say so where it stands.
  if (start.value.phase !== 'dawn')
    notes.set(
      phaseKey(start.value.turn, 'dawn'),
      dawnLines(dawnReport(start.value, start.value), start.value.kit),
    );
  const rows: LogRow[] = [];
  record.log.forEach((e, i) => {
    const before = s;
    let after: GameState | null = null;
    if (before) {
      const r = apply(before, e.action);
      after = r.ok ? r.value.state : null;
      if (after && i < record.cursor) passedPhases(before, after, notes);
    }
    const changes: string[] = [];
    if (before && after) {
      if (before.morale !== after.morale) changes.push(`Morale ${before.morale} → ${after.morale}`);
      if (before.supply !== after.supply)
        changes.push(`Supply bank ${before.supply} → ${after.supply}`);
      const support = e.action.type === 'rollRandomEvent' && supportChange(before, after);
      if (support) changes.push(support);
      if (before.germanControlled !== after.germanControlled)
        changes.push(`German Controlled ${before.germanControlled} → ${after.germanControlled}`);
      if (before.turn !== after.turn) changes.push(`Turn ${before.turn} → ${after.turn}`);
      if (before.phase !== after.phase)
        changes.push(`${PHASE_NAME[before.phase]} → ${PHASE_NAME[after.phase]}`);
      if (after.lastAttack && after.lastAttack !== before.lastAttack) {
        const a = after.lastAttack;
        changes.push(
          `Attack on Area ${a.area}: ${a.outcome}${a.at !== null && a.dt !== null ? ` (Attack Total ${a.at} vs Defense Total ${a.dt})` : ''}`,
        );
      }
      if (after.event && after.event !== before.event)
        changes.push(`Random Event: ${after.event.name}`);
    }
    rows.push({
      index: i,
      turn: before?.turn ?? 0,
      phase: before?.phase ?? 'dawn',
      text: actionText(e.action, before ?? undefined),
      rolls: rollsText(e.rolls),
      changes,
      result: before && after ? resultOf(before, after, changes) : null,
      undone: i >= record.cursor,
      redecided: (e.undoneAttacks ?? []).map(
        (u) => `${actionText(u.action)}: ${rollsText(u.rolls).join('; ')}; undone`,
      ),
    });
    s = after;
  });
  return { rows, notes };
}

/** One Turn's Phase in the log: its actions, or what it did on its own. */
interface LogGroup {
  readonly key: string;
  readonly turn: number;
  readonly phase: Phase;
  readonly rows: LogRow[];
  readonly notes: readonly string[];
}

/** The log's groups in the order of play (6.0): by Turn, then Phase, each Phase once. */
export function logGroups(rows: readonly LogRow[], notes: PhaseNotes): LogGroup[] {
  const by = new Map<string, LogGroup>();
  const group = (turn: number, phase: Phase) => {
    const key = phaseKey(turn, phase);
    let g = by.get(key);
    if (!g) {
      g = { key, turn, phase, rows: [], notes: notes.get(key) ?? [] };
      by.set(key, g);
    }
    return g;
  };
  for (const r of rows) group(r.turn, r.phase).rows.push(r);
  for (const key of notes.keys()) {
    const [turn, phase] = key.split('-') as [string, Phase];
    group(Number(turn), phase);
  }
  return [...by.values()].sort(
    (a, b) => a.turn - b.turn || PHASES.indexOf(a.phase) - PHASES.indexOf(b.phase),
  );
}

/** Returns the log screen of the game. */
export function LogView(props: { model: GameModel }) {
  const snap = props.model.snapshot.value;
  const record = snap?.record;
  const { rows, groups } = useMemo(() => {
    if (!record) return { rows: [], groups: [] };
    const x = logSections(record);
    return { rows: x.rows, groups: logGroups(x.rows, x.notes) };
  }, [record]);
  if (!snap) return null;
  const can = props.model.canTap.value;
  return (
    <section class="card gl" aria-labelledby="gl-h">
      <div class="gl-head">
        <h2 class="gp-title" id="gl-h">
          Log <span class="gl-count">({plural(snap.record.cursor, 'action')})</span>
        </h2>
        <UndoRedo model={props.model} />
      </div>
      {rows.length === 0 && <p class="gp-note">Nothing has happened yet.</p>}
      {groups.map((g) => (
        <section key={g.key} class="gl-group" data-testid="log-phase">
          <h3 class="gl-group-h">
            {turnLabel(g.turn, snap.state.scenario)} · {PHASE_NAME[g.phase]}
          </h3>
          {g.notes.length > 0 && (
            <ul class="gl-notes" data-testid="log-phase-notes">
              {g.notes.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          )}
          {g.rows.length > 0 && (
            <ol class="gl-list" start={g.rows[0]!.index + 1}>
              {g.rows.map((r) => (
                <li key={r.index} class={r.undone ? 'gl-undone' : ''} data-testid="log-entry">
                  <details>
                    <summary>
                      <span>{r.text}</span>
                      {r.undone && <span class="tag">undone</span>}
                      {r.redecided.length > 0 && (
                        <span class="tag" data-testid="log-redecided">
                          decided again
                        </span>
                      )}
                      {r.result && (
                        <span class="gl-result" data-testid="log-result">
                          {r.result}
                        </span>
                      )}
                      {r.rolls.length > 0 && (
                        <span class="gl-dice">{plural(r.rolls.length, 'roll')}</span>
                      )}
                    </summary>
                    <div class="gl-detail">
                      {r.redecided.length > 0 && (
                        <>
                          <p class="gp-note">
                            Taken in place of an attack resolved, then undone, with these dice:
                          </p>
                          <ul>
                            {r.redecided.map((t) => (
                              <li key={t}>{t}</li>
                            ))}
                          </ul>
                        </>
                      )}
                      {r.rolls.length > 0 && (
                        <ul>
                          {r.rolls.map((t) => (
                            <li key={t}>{t}</li>
                          ))}
                        </ul>
                      )}
                      {r.changes.length > 0 ? (
                        <ul>
                          {r.changes.map((t) => (
                            <li key={t}>{t}</li>
                          ))}
                        </ul>
                      ) : (
                        <p class="gp-note">No track changed.</p>
                      )}
                      {r.undone && (
                        <p class="gp-note">Undone: Redo brings it back with the same dice.</p>
                      )}
                    </div>
                  </details>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
      {!can && <p class="gp-note">Undo and Redo wait until the game can be changed here.</p>}
    </section>
  );
}
