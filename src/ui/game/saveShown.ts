/**
 * The save status as the save bar shows it. Most saves land within a frame or two; showing
 * "Saving…" for each of them would push the screen down one line and back on every tap. A
 * save shows as saving only once it has taken SAVING_SHOWN_AFTER_MS; a failure shows at once.
 * The actions stay refused while any save runs (the model's canAct), shown or not.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameModel, SaveStatus } from '../../state/game';

/** How long a save runs before the save bar says so. */
const SAVING_SHOWN_AFTER_MS = 250;

const IDLE: SaveStatus = { kind: 'idle' };

/** Returns the model's save status, with a save that has just begun shown as idle. */
export function useShownSave(model: GameModel): SaveStatus {
  const sv = model.save.value;
  const [late, setLate] = useState<SaveStatus | null>(null);
  useEffect(() => {
    if (sv.kind !== 'saving') return undefined;
    const timer = setTimeout(() => setLate(sv), SAVING_SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sv]);
  return sv.kind === 'saving' && late !== sv ? IDLE : sv;
}
