/**
 * Deleting a saved game, after a confirmation: a backup copy is kept in the same transaction.
 * When the device is too full even for that copy, the delete is refused (storage.quota) and
 * this offers the way out docs/rulings.md (Storage) promises: delete without keeping a backup,
 * after saying plainly that the game is then gone for good and offering to export it first,
 * or free space in Backups and try again.
 */
import { useState } from 'preact/hooks';
import { Link } from '../../../core/nav/Link';
import { settingsModel } from '../../../core/persist/settings-model';
import { exportToFile, type ListedGame } from '../../../core/store';
import { appLibrary, appServices } from '../../state/game';
import { kitModel } from '../../state/kit';
import { downloadText } from './files';
import { StorageUse } from './StorageUse';

const library = () => appLibrary(appServices);

/** Returns the delete confirmation of one saved game (and the no-backup path on a full disk). */
export function DeleteGame(props: {
  game: ListedGame;
  /** Called once the game is deleted, with what to tell the player. */
  onDeleted: (message: string) => void;
  onCancel: () => void;
}) {
  const g = props.game;
  const [stage, setStage] = useState<'confirm' | 'full'>('confirm');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');

  const remove = async (backup: boolean) => {
    setBusy(true);
    setError(null);
    const r = await library().remove(g.id, g.revision, { backup });
    setBusy(false);
    if (r.ok) {
      props.onDeleted(
        backup
          ? `Deleted “${g.name}” (a backup was kept).`
          : `Deleted “${g.name}” for good, without a backup.`,
      );
    } else if (backup && r.error.code === 'storage.quota') setStage('full');
    else setError(r.error.message);
  };

  const exportIt = async () => {
    setBusy(true);
    const at = new Date().toISOString();
    // The file carries the owner's kit as stored (not the built-in one shown while it loads).
    await kitModel.load();
    const kitUnread = kitModel.loadStatus.value === 'error';
    const r = await exportToFile(appServices().store, {
      exportedAt: at,
      kit: kitUnread ? undefined : kitModel.owner.value,
      settings: settingsModel.settings.value,
      app: { name: 'Volga Table', version: __APP_VERSION__ },
      ids: [g.id],
    });
    setBusy(false);
    if (!r.ok) {
      setError(r.error.message);
      return;
    }
    const fileName = r.value.fileName.replace(/\.json$/, `-${g.id.slice(0, 8)}.json`);
    downloadText(r.value.text, fileName);
    setNote(
      `Exported “${g.name}” to ${fileName}${kitUnread ? ' (your component kit could not be read, so it was left out)' : ''}. Import that file to get it back later.`,
    );
  };

  return (
    <fieldset class="sg-confirm" data-testid={stage === 'full' ? 'delete-full' : 'delete-confirm'}>
      <legend class="sr-only">Delete {g.name}?</legend>
      {stage === 'confirm' ? (
        <>
          <p>
            <strong>Delete “{g.name}”?</strong> It leaves the list; a backup copy is kept on this
            device before it goes.
          </p>
          <div class="sg-actions">
            <button type="button" class="btn" disabled={busy} onClick={() => remove(true)}>
              Delete it
            </button>
            <button type="button" class="btn-quiet sg-btn" onClick={props.onCancel}>
              Keep it
            </button>
          </div>
        </>
      ) : (
        <>
          <p role="alert">
            <strong>
              The device is full: there is no room for the backup copy a delete keeps,
            </strong>{' '}
            so “{g.name}” was not deleted.
          </p>
          <p>
            You can delete it without keeping a backup. <strong>It is then gone for good</strong>:
            it cannot be restored from Backups. Export it to a file first to keep a copy you can
            import later.
          </p>
          <StorageUse />
          <div class="sg-actions">
            <button type="button" class="btn-quiet sg-btn" disabled={busy} onClick={exportIt}>
              Export “{g.name}” first
            </button>
            <button
              type="button"
              class="btn"
              disabled={busy}
              onClick={() => remove(false)}
              data-testid="delete-no-backup"
            >
              Delete without keeping a backup
            </button>
            <button type="button" class="btn-quiet sg-btn" onClick={props.onCancel}>
              Keep it
            </button>
          </div>
          <p>Or make room first by deleting old backups, then delete it with a backup.</p>
          <div class="sg-actions">
            <Link to="games" args={['backups']} class="btn-quiet sg-btn sg-link">
              Free space in Backups
            </Link>
          </div>
          <p class="note" role="status" aria-live="polite">
            {note}
          </p>
        </>
      )}
      {error && (
        <p class="sg-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
