import { useEffect, useState } from 'preact/hooks';
import { Link } from '../../core/nav/Link';
import { exportReminderKey, noteExported, reminderDue } from '../../core/persist/exportReminder';

/**
 * Returns Home's export reminder when it is due (the owner chose it in Settings, and that many
 * games finished since the last export); otherwise nothing.
 */
export function ExportReminder() {
  const [due, setDue] = useState(0);
  useEffect(() => {
    let live = true;
    void exportReminderKey()
      .read()
      .then((r) => live && setDue(reminderDue(r.value)));
    return () => {
      live = false;
    };
  }, []);
  if (due === 0) return null;
  return (
    <section class="home-reminder" role="status" data-testid="export-reminder">
      <p>
        {due} finished games since your last export. A file you keep is the one copy that survives
        clearing this site’s data: <Link to="games">Export all in Saved games</Link>.
      </p>
      <button
        type="button"
        class="btn-quiet"
        onClick={() => {
          setDue(0);
          void noteExported();
        }}
      >
        Not now
      </button>
    </section>
  );
}
