import { useState } from 'preact/hooks';
import { Link } from '../../core/nav/Link';
import { noteExported } from '../../core/persist/exportReminder';

/**
 * Returns Home's export reminder for `due` finished games since the last export, with Not now,
 * which counts as an export.
 */
export function ExportReminder(props: { due: number }) {
  const [due, setDue] = useState(props.due);
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
