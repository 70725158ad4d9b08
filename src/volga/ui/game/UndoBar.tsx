/**
 * Undo and Redo, named by what they take back or bring back ("Undo: Move 76/178 to Area 9", "Undo: Bloody Streets roll 6"),
 * and a short notice after an undo saying what was undone, right above the Redo that brings it back. Both go through
 * the game model and are saved like any action.
 */
import { useState } from 'preact/hooks';
import type { GameModel } from '../../state/game';
import { pure } from './pure';
import { entryName } from './undo-words';

/** Returns the Undo and Redo buttons, and the notice of the last undo while it still applies. */
function UndoRedoView(props: { model: GameModel }) {
  const m = props.model;
  const can = m.canTap.value;
  const snap = m.snapshot.value;
  // The notice stands for the record as the undo left it; any later change retires it.
  const [notice, setNotice] = useState<{ text: string; cursor: number; length: number } | null>(
    null,
  );
  if (!snap) return null;
  const { log, cursor } = snap.record;
  const prev = cursor > 0 ? log[cursor - 1] : undefined;
  const next = log[cursor];
  // The verb stands out; what it acts on reads smaller, so most names fit the bar whole.
  const named = (verb: string, entry: typeof prev) =>
    entry ? (
      <>
        {verb}:<span class="gl-undo-what"> {entryName(entry)}</span>
      </>
    ) : (
      verb
    );
  const undoName = named('Undo', prev);
  const redoName = named('Redo', next);
  const undo = async () => {
    if (!prev) return;
    const what = entryName(prev);
    const r = await m.undo();
    if (r.ok) setNotice({ text: `Undone: ${what}.`, cursor: cursor - 1, length: log.length });
  };
  const redo = async () => {
    const r = await m.redo();
    if (r.ok) setNotice(null);
  };
  const shown = notice && notice.cursor === cursor && notice.length === log.length ? notice : null;
  return (
    <div class="gl-bar">
      <p class="gl-notice" role="status" aria-live="polite" data-testid="undo-notice">
        {shown ? shown.text : ''}
      </p>
      <fieldset class="plain-set gl-undo">
        <legend class="sr-only">Undo and redo</legend>
        <button
          type="button"
          class="btn-quiet gl-undo-btn"
          disabled={!can || !m.canUndo.value}
          onClick={() => void undo()}
          data-testid="undo"
        >
          {undoName}
        </button>
        <button
          type="button"
          class={shown ? 'btn gl-undo-btn' : 'btn-quiet gl-undo-btn'}
          disabled={!can || !m.canRedo.value}
          onClick={() => void redo()}
          data-testid="redo"
        >
          {redoName}
        </button>
      </fieldset>
    </div>
  );
}

/** The Undo and Redo bar, rendered again only by its own signals and notice, not by the screen. */
export const UndoRedo = pure(UndoRedoView);
