import { declaredRecords, restoredLines } from './labels';
import { restoreReport } from './report';
import './RestoreNotice.css';

/**
 * Returns the notice that says what start-up brought back from the second copy, or that both
 * stores were found empty on a device that held records; the owner dismisses it.
 */
export function RestoreNotice() {
  const report = restoreReport.value;
  if (!report) return null;
  const dismiss = () => {
    restoreReport.value = null;
  };
  const lines = restoredLines(report.restored);
  // What a file from Export all protects, in the registry's words for each table's records.
  const kept = [
    'your games, kit and settings',
    ...new Set(
      declaredRecords()
        .filter((r) => r.exported)
        .map((r) => r.label),
    ),
  ];
  const protects = <p data-testid="restore-protects">Export all holds {kept.join('; ')}.</p>;
  const missing = report.missing.filter((r) => !r.key.startsWith('meta:')).length;
  return (
    <section class="restore-notice" role="alert" data-testid="restore-notice">
      {report.outcome === 'both-gone' ? (
        <>
          <h2>Your saved data is gone from this device</h2>
          <p>
            This device held games or settings for this app, but the browser’s database and the
            app’s second copy are both empty now: the site’s data was cleared, by you or by the
            browser. Nothing left on the device can bring it back.
          </p>
          <p>
            If you exported your games to a file, <a href="#/import">Import that file</a> to have
            them back. From now on, Export all in <a href="#/games">Saved games</a> keeps a file you
            can restore from.
          </p>
          {protects}
        </>
      ) : (
        <>
          <h2>Restored from the second copy</h2>
          <p>
            The browser’s database had lost saved data. The app keeps a second copy on this device
            and brought this back:
          </p>
          <ul data-testid="restored-list">
            {lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          {missing > 0 && (
            <p>
              {missing === 1 ? 'One record' : `${missing} records`} the copy listed could not be
              read back.
            </p>
          )}
          <p>
            To be safe, export to a file now: Export all in <a href="#/games">Saved games</a>.
          </p>
          {protects}
        </>
      )}
      <button type="button" class="restore-dismiss" onClick={dismiss}>
        Dismiss
      </button>
    </section>
  );
}
