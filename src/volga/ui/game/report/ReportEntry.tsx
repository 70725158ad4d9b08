/**
 * The way into the after-action report from the game screen: a button at the foot of the play
 * view (the primary one once the game is over) and the report in a full-screen dialog. The report's
 * code is its own chunk, loaded on first opening; it opens by itself when the game ends while
 * the screen is shown.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { lazyScreen } from '../../../../core/nav/lazy';
import { noteFinishedGame } from '../../../../core/persist/exportReminder';
import type { GameRecord, GameState } from '../../../engine/game';
import type { ReportViewProps } from './ReportView';
import './report-entry.css';

const ReportView = lazyScreen<ReportViewProps>(
  () => import('./ReportView').then((m) => m.ReportView),
  'after-action report',
);

/** Returns the report button and, while open, the report dialog for this game. */
export function ReportEntry(props: {
  id: string;
  record: GameRecord;
  state: GameState;
  name: string;
}) {
  const over = props.state.phase === 'over';
  const [open, setOpen] = useState(false);
  const wasOver = useRef(over);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // The end of the game is the moment for the report: open it once, when the game ends here.
    if (over && !wasOver.current) {
      setOpen(true);
      // A finished game counts toward the export reminder (off unless the owner chose it).
      void noteFinishedGame(props.id);
    }
    wasOver.current = over;
  }, [over, props.id]);
  useEffect(() => {
    const d = ref.current;
    if (!d || typeof d.showModal !== 'function') return;
    if (open && !d.open) {
      d.showModal();
      // Each opening reads from the top: a dialog shown again keeps the scroll it was closed at.
      d.scrollTop = 0;
    }
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <>
      <button
        type="button"
        class={`${over ? 'btn' : 'btn-quiet'} rp-entry`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="report-open"
      >
        After-action report
      </button>
      <dialog
        ref={ref}
        class="rp-dialog"
        aria-labelledby="rp-title"
        onClose={() => setOpen(false)}
        data-testid="report"
      >
        {open && (
          <ReportView
            record={props.record}
            state={props.state}
            name={props.name}
            onClose={() => setOpen(false)}
          />
        )}
      </dialog>
    </>
  );
}
