/**
 * Backups (reached from Saved games, #/games/backups): every backup copy the app keeps on this
 * device, with the games it holds, why it was made (before a delete, a replacement or an
 * upgrade), when, and its size. Each can be downloaded as an ordinary export file, restored
 * (as a new game, or over the stored game after a backup of that one, confirmed first) and
 * deleted (confirmed) to free space. Storage used is shown, since this is where space is freed.
 */
import { useEffect, useState } from 'preact/hooks';
import { formatBytes } from '../../../core/device';
import { plural } from '../../../core/format';
import { hrefFor, navigate } from '../../../core/nav';
import type { BackupReason, StorageError } from '../../../core/store';
import {
  appLibrary,
  appServices,
  type BackedUpGame,
  type BackupListing,
  restoredName,
  turnLabel,
} from '../../state/game';
import { downloadText, whenText } from './files';
import { StorageUse } from './StorageUse';
import './backups.css';

const library = () => appLibrary(appServices);

/** Why a backup was made, as its heading says it. */
const REASON: Readonly<Record<BackupReason, string>> = {
  delete: 'Before a delete',
  'import-replace': 'Before a replacement',
  migrate: 'Before an upgrade',
};
const REASON_NOTE: Readonly<Record<BackupReason, string>> = {
  delete: 'The game as it was when it was deleted.',
  'import-replace': 'The game as it was before an import or a restore replaced it.',
  migrate: 'The game as an older version of the app saved it, before it was upgraded.',
};

const actions = (n: number) => plural(n, 'action');

function gameLine(g: BackedUpGame): string {
  if (!g.entry) return 'Cannot be read by this version of the app.';
  const scenario = g.scenario === 'factory' ? 'factory' : 'main';
  const where = `${scenario === 'factory' ? 'Factory District' : 'Main game'} · ${turnLabel(g.turn, scenario)}`;
  return `${where} · ${actions(g.cursor)}`;
}

/** Sends an in-app link through the router (plain clicks only). */
function go(e: MouseEvent, run: () => void) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
  e.preventDefault();
  run();
}

interface Done {
  readonly message: string;
  /** A restored game to continue. */
  readonly open?: { readonly id: string; readonly name: string };
}

function RestoreGame(props: {
  backup: BackupListing;
  game: BackedUpGame;
  onDone: (d: Done) => void;
}) {
  const { backup, game } = props;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StorageError | null>(null);
  const current = library().games.value.find((x) => x.id === game.id);
  const rid = `bk-${backup.key.replace(/[^A-Za-z0-9]/g, '')}-${game.id}`;

  const restore = async (how: 'new' | 'replace') => {
    setBusy(true);
    setError(null);
    const r = await library().restore(backup.key, game.id, how);
    setBusy(false);
    if (!r.ok) {
      setError(r.error);
      return;
    }
    setOpen(false);
    const name = how === 'new' && r.value.id !== game.id ? restoredName(game.name) : game.name;
    props.onDone({
      message:
        how === 'replace'
          ? `Restored “${game.name}” over the stored game; the game it replaced is kept as the newest backup.`
          : `Restored “${name}” to your saved games.`,
      open: { id: r.value.id, name },
    });
  };

  if (!game.entry) return null;
  if (!open)
    return (
      <button type="button" class="btn-quiet sg-btn" onClick={() => setOpen(true)}>
        Restore<span class="sr-only"> {game.name}</span>
      </button>
    );
  return (
    <fieldset class="sg-confirm" aria-labelledby={`${rid}-q`} data-testid="restore-confirm">
      {current ? (
        <>
          <p id={`${rid}-q`}>
            <strong>Restore “{game.name}”?</strong> This game is still in your saved games
            {current.name !== game.name ? <> as “{current.name}”</> : null}, saved{' '}
            {whenText(current.updatedAt)} with {actions(current.cursor)}; this copy has{' '}
            {actions(game.cursor)}.
          </p>
          <p>
            <strong>As a new game</strong> adds this copy as “{restoredName(game.name)}” beside it.{' '}
            <strong>Replace</strong> writes this copy over the stored one, after keeping a backup of
            it here, so nothing is lost.
          </p>
        </>
      ) : (
        <p id={`${rid}-q`}>
          <strong>Restore “{game.name}”?</strong> It goes back into your saved games as it was in
          this backup.
        </p>
      )}
      <div class="sg-actions">
        <button type="button" class="btn" disabled={busy} onClick={() => restore('new')}>
          {current ? 'Restore as a new game' : 'Restore it'}
        </button>
        {current && (
          <button
            type="button"
            class="btn-quiet sg-btn sg-danger"
            disabled={busy}
            onClick={() => restore('replace')}
          >
            Replace the stored game
          </button>
        )}
        <button type="button" class="btn-quiet sg-btn" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
      {error && (
        <p class="sg-error" role="alert">
          {error.message}
          {error.code === 'storage.quota' &&
            ' Restoring needs room: delete an old backup below, or restore as a new game after freeing space.'}
        </p>
      )}
    </fieldset>
  );
}

function BackupRow(props: { backup: BackupListing; onDone: (d: Done) => void }) {
  const b = props.backup;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rid = `bk-${b.key.replace(/[^A-Za-z0-9]/g, '')}`;
  const readable = b.games.filter((g) => g.entry).length;
  const label = `${REASON[b.reason]}, ${whenText(b.at)}`;
  const one = b.games.length === 1;
  const gone =
    b.games.length === 0
      ? 'What it holds is then gone for good'
      : `The ${one ? 'copy' : 'copies'} in it ${one ? 'is' : 'are'} then gone for good${readable > 0 ? ` (Download keeps ${one ? 'it' : 'them'} in a file)` : ''}`;

  const downloadIt = async () => {
    setBusy(true);
    setError(null);
    const r = await library().backupFile(b.key, new Date().toISOString(), {
      name: 'Volga Table',
      version: __APP_VERSION__,
    });
    setBusy(false);
    if (!r.ok) {
      setError(r.error.message);
      return;
    }
    downloadText(r.value.text, r.value.fileName);
    props.onDone({
      message: `Saved ${r.value.fileName} (${plural(r.value.games, 'game')}${b.hasKit || b.hasSettings ? ', with the kit and settings as they were' : ''}). Import it on the Import screen to bring it back.${r.value.skipped ? ` ${plural(r.value.skipped, 'unreadable game')} left out.` : ''}`,
    });
  };

  const deleteIt = async () => {
    setBusy(true);
    setError(null);
    const r = await library().deleteBackup(b.key);
    setBusy(false);
    if (!r.ok) setError(r.error.message);
    else props.onDone({ message: `Deleted the backup (${label}); ${formatBytes(b.bytes)} freed.` });
  };

  return (
    <li class="card sg-row bk-row" aria-labelledby={`${rid}-h`} data-testid="backup">
      <div class="sg-head">
        <h3 class="sg-name" id={`${rid}-h`}>
          {REASON[b.reason]}
        </h3>
        <p class="sg-meta">
          <time dateTime={b.at}>{whenText(b.at)}</time> ·{' '}
          {b.error ? 'damaged' : formatBytes(b.bytes)}
        </p>
        <p class="sg-meta">
          {b.error
            ? 'This backup is damaged and cannot be read. Delete it to free its space.'
            : REASON_NOTE[b.reason]}
          {(b.hasKit || b.hasSettings) &&
            ' It also holds the kit and settings as they were: download it and import the file to get them back.'}
        </p>
      </div>
      {b.games.length > 0 && (
        <ul class="bk-games" aria-label="Games in this backup">
          {b.games.map((g) => (
            <li key={g.id} class="bk-game" data-testid="backup-game">
              <p class="bk-game-name">{g.name}</p>
              <p class="sg-meta">{gameLine(g)}</p>
              <RestoreGame backup={b} game={g} onDone={props.onDone} />
            </li>
          ))}
        </ul>
      )}
      {!confirming ? (
        <div class="sg-actions">
          {readable > 0 && (
            <button type="button" class="btn-quiet sg-btn" disabled={busy} onClick={downloadIt}>
              Download<span class="sr-only"> the backup {label}</span>
            </button>
          )}
          <button
            type="button"
            class="btn-quiet sg-btn sg-danger"
            onClick={() => setConfirming(true)}
          >
            Delete<span class="sr-only"> the backup {label}</span>
          </button>
        </div>
      ) : (
        <fieldset class="sg-confirm" aria-labelledby={`${rid}-d`} data-testid="backup-delete">
          <p id={`${rid}-d`}>
            <strong>Delete this backup?</strong> {gone}. It frees about {formatBytes(b.bytes)}.
          </p>
          <div class="sg-actions">
            <button type="button" class="btn" disabled={busy} onClick={deleteIt}>
              Delete the backup
            </button>
            <button type="button" class="btn-quiet sg-btn" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </fieldset>
      )}
      {error && (
        <p class="sg-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** Returns the Backups screen. */
export function Backups() {
  const [list, setList] = useState<readonly BackupListing[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void library().refresh();
    void library()
      .backups()
      .then((r) => {
        if (!live) return;
        if (r.ok) {
          setList(r.value);
          setFailed(null);
        } else setFailed(r.error.message);
      });
    return () => {
      live = false;
    };
  }, [version]);

  const onDone = (d: Done) => {
    setDone(d);
    setVersion((v) => v + 1);
  };
  const total = (list ?? []).reduce((n, b) => n + b.bytes, 0);

  return (
    <div class="sg bk" data-testid="backups">
      <h2 class="bk-title">Backups</h2>
      <p class="bk-intro">
        The app keeps a backup copy of a game on this device before it deletes it, replaces it (an
        import or a restore) or upgrades it. Deleted games' copies are kept for the last 20 backups;
        the others stay until you delete them. Delete old ones to free space; download one to keep
        it in a file.
      </p>
      <StorageUse
        version={version}
        {...(list && list.length > 0 ? { extra: `Backups: ${formatBytes(total)}` } : {})}
      />
      <p class="note" role="status" aria-live="polite">
        {done?.message}
      </p>
      {done?.open && (
        <a
          class="btn"
          href={hrefFor('game', [done.open.id])}
          onClick={(e) => go(e, () => navigate('game', [done.open!.id]))}
        >
          Continue “{done.open.name}”
        </a>
      )}
      {failed && (
        <p class="sg-error" role="alert">
          {failed}
        </p>
      )}
      {list === null && !failed && <p class="note">Reading backups…</p>}
      {list?.length === 0 && <p class="callout">No backups on this device.</p>}
      <ul class="sg-list">
        {(list ?? []).map((b) => (
          <BackupRow key={b.key} backup={b} onDone={onDone} />
        ))}
      </ul>
    </div>
  );
}
