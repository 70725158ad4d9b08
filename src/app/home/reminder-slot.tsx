import { useEffect, useState } from 'preact/hooks';
import { useLazyView } from '../../core/nav/lazy';
import { exportReminderKey, reminderDue } from '../../core/persist/exportReminder';

const loadReminder = () => import('./ExportReminder').then((m) => m.ExportReminder);

/**
 * Returns Home's export reminder when it is due (the owner chose it in Settings, and that many
 * games finished since the last export), its code loaded only then; otherwise nothing.
 */
export function ExportReminderSlot() {
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
  return useLazyView(loadReminder, due > 0 ? { due } : null);
}
