/**
 * The game's history by Turn and Phase: every logged action with its dice and their source
 * (typed by the owner or rolled by the app), the undone ones after the cursor shown apart, and
 * Undo/Redo. Tapping an entry opens its details: the dice, and what changed on the tracks.
 */
import { useMemo } from 'preact/hooks';
import { apply, type GameRecord, type GameState, newGame, type Phase } from '../../engine/game';
import { type GameModel, turnLabel } from '../../state/game';
import { actionText, PHASE_NAME, rollText } from './words';

/** One log entry with the state before and after it (null after a break in the replay). */
export interface LogRow {
  readonly index: number;
  readonly turn: number;
  readonly phase: Phase;
  readonly text: string;
  readonly rolls: readonly string[];
  readonly changes: readonly string[];
  readonly undone: boolean;
}

/** Returns the log's rows, replaying the record from its setup (undone entries included). */
export function logRows(record: GameRecord): LogRow[] {
  const start = newGame(record.setup);
  if (!start.ok) return [];
  let s: GameState | null = start.value;
  const rows: LogRow[] = [];
  record.log.forEach((e, i) => {
    const before = s;
    let after: GameState | null = null;
    if (before) {
      const r = apply(before, e.action);
      after = r.ok ? r.value.state : null;
    }
    const changes: string[] = [];
    if (before && after) {
      if (before.morale !== after.morale) changes.push(`Morale ${before.morale} → ${after.morale}`);
      if (before.supply !== after.supply)
        changes.push(`Supply bank ${before.supply} → ${after.supply}`);
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
      rolls: e.rolls.map(rollText),
      changes,
      undone: i >= record.cursor,
    });
    s = after;
  });
  return rows;
}

/** Returns the log screen of the game. */
export function LogView(props: { model: GameModel }) {
  const snap = props.model.snapshot.value;
  const record = snap?.record;
  const rows = useMemo(() => (record ? logRows(record) : []), [record]);
  if (!snap) return null;
  const groups: { key: string; turn: number; phase: Phase; rows: LogRow[] }[] = [];
  for (const r of rows) {
    const key = `${r.turn}-${r.phase}`;
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.rows.push(r);
    else groups.push({ key, turn: r.turn, phase: r.phase, rows: [r] });
  }
  const can = props.model.canAct.value;
  return (
    <section class="gl" aria-labelledby="gl-h">
      <div class="gl-head">
        <h2 class="gp-title" id="gl-h">
          Log <span class="gl-count">({snap.record.cursor} actions)</span>
        </h2>
        <UndoRedo model={props.model} />
      </div>
      {rows.length === 0 && <p class="gp-note">Nothing has happened yet.</p>}
      {groups.map((g) => (
        <section key={`${g.key}-${g.rows[0]!.index}`} class="gl-group">
          <h3 class="gl-group-h">
            {turnLabel(g.turn, snap.state.scenario)} · {PHASE_NAME[g.phase]}
          </h3>
          <ol class="gl-list" start={g.rows[0]!.index + 1}>
            {g.rows.map((r) => (
              <li key={r.index} class={r.undone ? 'gl-undone' : ''} data-testid="log-entry">
                <details>
                  <summary>
                    <span>{r.text}</span>
                    {r.undone && <span class="tag">undone</span>}
                    {r.rolls.length > 0 && (
                      <span class="gl-dice">
                        {r.rolls.length} roll{r.rolls.length === 1 ? '' : 's'}
                      </span>
                    )}
                  </summary>
                  <div class="gl-detail">
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
        </section>
      ))}
      {!can && <p class="gp-note">Undo and Redo wait until the game can be changed here.</p>}
    </section>
  );
}

/** The Undo and Redo buttons, saved like any action. */
export function UndoRedo(props: { model: GameModel }) {
  const m = props.model;
  const can = m.canAct.value;
  const snap = m.snapshot.value;
  const next = snap ? snap.record.log[snap.record.cursor] : undefined;
  const prev = snap && snap.record.cursor > 0 ? snap.record.log[snap.record.cursor - 1] : undefined;
  return (
    <fieldset class="gl-undo">
      <legend class="sr-only">Undo and redo</legend>
      <button
        type="button"
        class="btn-quiet"
        disabled={!can || !m.canUndo.value}
        onClick={() => void m.undo()}
        aria-label={prev ? `Undo: ${actionText(prev.action)}` : 'Undo'}
      >
        Undo
      </button>
      <button
        type="button"
        class="btn-quiet"
        disabled={!can || !m.canRedo.value}
        onClick={() => void m.redo()}
        aria-label={next ? `Redo: ${actionText(next.action)}` : 'Redo'}
      >
        Redo
      </button>
    </fieldset>
  );
}
