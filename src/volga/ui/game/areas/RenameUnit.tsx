/**
 * Giving a German unit its printed designation during play (4.3): a counter entered by count
 * plays as "Area 1 · 2" until the owner reads it, and a typo is put right the same way. The
 * engine judges the new designation (a renameUnit action, logged and undoable); a refusal says
 * what is wrong with it beside the box.
 */
import { useState } from 'preact/hooks';
import type { GameState } from '../../../engine/game';
import { isPlaceholderId } from '../../../engine/kit/placeholder';
import { RefusalOrQuestion } from '../combat/refusal';
import { type Dispatch, useRun } from '../combat/run';
import './rename.css';

/** Returns the fold that renames unit `unit`, opened at once for a placeholder's first rename. */
export function RenameUnit(props: { unit: string; dispatch: Dispatch; state: GameState }) {
  const { run, error, busy } = useRun(props.dispatch);
  const [to, setTo] = useState('');
  const id = `rename-${props.unit.replace(/[^A-Za-z0-9]+/g, '-')}`;
  const placeholder = isPlaceholderId(props.unit);
  return (
    <details class="gp-pick fold ga-rename" data-testid="rename-unit">
      <summary>
        {placeholder ? 'Give' : 'Rename'} {props.unit}
        {placeholder ? ' its printed designation' : ''}
      </summary>
      <form
        class="ga-rename-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run({ type: 'renameUnit', from: props.unit, to }).then((ok) => ok && setTo(''));
        }}
      >
        <label class="ga-rename-label" for={id}>
          Designation printed on the counter (4.3)
        </label>
        <div class="ga-rename-row">
          <input
            id={id}
            value={to}
            onInput={(e) => setTo(e.currentTarget.value)}
            // Designations are typed as printed ("29/1"): no capitals or spelling added.
            autocapitalize="off"
            spellcheck={false}
            autocomplete="off"
            placeholder="e.g. 29/1"
            class="input"
          />
          <button type="submit" class="btn" disabled={busy}>
            Rename
          </button>
        </div>
        {error && <RefusalOrQuestion error={error} state={props.state} alert />}
      </form>
    </details>
  );
}

/**
 * The rename folds of those of `units` still known by a placeholder, for the panels that show
 * units off the map (waiting to enter, Out of Action): the owner may read such a counter whenever
 * the game shows it, not only once it is in an Area.
 */
export function PlaceholderRenames(props: {
  units: readonly string[];
  dispatch: Dispatch;
  state: GameState;
}) {
  return (
    <>
      {props.units.filter(isPlaceholderId).map((u) => (
        <RenameUnit key={u} unit={u} dispatch={props.dispatch} state={props.state} />
      ))}
    </>
  );
}
