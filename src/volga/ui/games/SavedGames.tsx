/**
 * Saved games: continue, rename, duplicate or delete (after a confirmation; a backup is kept,
 * or on a full disk, after a plain warning, none: DeleteGame), and export every game with the
 * kit and settings to one file. Every change resolves only once storage committed it; a
 * refusal is shown with the storage layer's own message. #/games/backups shows the Backups.
 */
import { useEffect, useState } from 'preact/hooks';
import { plural } from '../../../core/format';
import { routeArgs } from '../../../core/nav';
import { Link } from '../../../core/nav/Link';
import { lazyScreen } from '../../../core/nav/lazy';
import { noteExported } from '../../../core/persist/exportReminder';
import { settingsModel } from '../../../core/persist/settings-model';
import { exportToFile, type ListedGame } from '../../../core/store';
import { specOf } from '../../../core/table/declared';
import { collectRecords } from '../../../core/table/records-file';
import { appLibrary, appServices, turnLabel } from '../../state/game';
import { kitModel } from '../../state/kit';
import { DeleteGame } from './DeleteGame';
import { downloadText as download, whenText as when } from './files';
import './games.css';

const Backups = lazyScreen(() => import('./Backups').then((m) => m.Backups), 'backups');

const library = () => appLibrary(appServices);

function GameRow(props: { game: ListedGame; onMessage: (m: string) => void }) {
  const g = props.game;
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [name, setName] = useState(g.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const scenario = g.scenario === 'factory' ? 'factory' : 'main';
  const label = `${g.scenario === 'factory' ? 'Factory District' : 'Main game'} · ${turnLabel(g.turn, scenario)}`;
  const rid = `g-${g.id}`;

  const run = async (job: () => Promise<{ ok: boolean; error?: { message: string } }>) => {
    setBusy(true);
    setError(null);
    const r = await job();
    setBusy(false);
    if (!r.ok) setError(r.error?.message ?? 'That did not work.');
    return r.ok;
  };

  /** Stores a copy of this game under the same name with " (copy)". */
  const duplicate = () =>
    run(async () => {
      const r = await library().duplicate(g.id, `${g.name} (copy)`.slice(0, 100));
      if (r.ok) props.onMessage(`Copied “${g.name}”.`);
      return r;
    });

  return (
    <li class="card sg-row" aria-labelledby={`${rid}-name`} data-testid="saved-game">
      <div class="sg-head">
        <h3 class="sg-name" id={`${rid}-name`}>
          {g.name}
        </h3>
        <p class="sg-meta">
          {label} · {plural(g.cursor, 'action')}
          {g.updatedAt && <> · saved {when(g.updatedAt)}</>}
        </p>
        {g.status !== 'ok' && (
          <p class="sg-warn">
            {g.status === 'corrupt'
              ? 'This record is damaged and cannot be opened; it is left untouched. Export a file and report it.'
              : 'Saved by an older version: it is upgraded (after a backup) the next time it is saved.'}
          </p>
        )}
      </div>
      {mode === 'view' && (
        <div class="sg-actions">
          {g.status !== 'corrupt' && (
            <>
              <Link to="game" args={[g.id]} class="btn sg-go">
                Continue<span class="sr-only"> {g.name}</span>
              </Link>
              <button type="button" class="btn-quiet sg-btn" onClick={() => setMode('rename')}>
                Rename<span class="sr-only"> {g.name}</span>
              </button>
              <button type="button" class="btn-quiet sg-btn" disabled={busy} onClick={duplicate}>
                Duplicate<span class="sr-only"> {g.name}</span>
              </button>
            </>
          )}
          <button
            type="button"
            class="btn-quiet sg-btn sg-danger"
            onClick={() => setMode('delete')}
          >
            Delete<span class="sr-only"> {g.name}</span>
          </button>
        </div>
      )}
      {mode === 'rename' && (
        <form
          class="sg-form"
          onSubmit={async (e) => {
            e.preventDefault();
            if (await run(() => library().rename(g.id, name))) setMode('view');
          }}
        >
          <label for={`${rid}-rename`} class="sg-label">
            New name
          </label>
          <input
            id={`${rid}-rename`}
            class="sg-input"
            value={name}
            maxLength={100}
            onInput={(e) => setName(e.currentTarget.value)}
          />
          <div class="sg-actions">
            <button type="submit" class="btn" disabled={busy || name.trim() === ''}>
              Save name
            </button>
            <button type="button" class="btn-quiet sg-btn" onClick={() => setMode('view')}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {mode === 'delete' && (
        <DeleteGame game={g} onDeleted={props.onMessage} onCancel={() => setMode('view')} />
      )}
      {error && (
        <p class="sg-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** Returns what an export says of the other tables' records it holds, by their registry labels. */
function recordsLine(records: Readonly<Record<string, unknown>> | undefined): string {
  const labels = [...new Set(Object.keys(records ?? {}).map((k) => specOf(k)?.label ?? k))];
  return labels.length > 0 ? `, and ${labels.join('; ')}` : '';
}

/** Returns the saved games screen. */
export function SavedGames() {
  const lib = library();
  const [message, setMessage] = useState('');
  const [exporting, setExporting] = useState(false);
  useEffect(() => {
    void lib.refresh();
    void kitModel.load();
  }, []);
  const games = lib.games.value;
  const status = lib.status.value;

  const exportAll = async () => {
    setExporting(true);
    // The file must carry the owner's kit as stored, not the built-in one shown while the
    // stored kit is still being read: wait for the read (started when the screen opened).
    if (kitModel.loadStatus.value === null) setMessage('Reading your component kit…');
    await kitModel.load();
    const kitUnread = kitModel.loadStatus.value === 'error';
    const r = await exportToFile(appServices().store, {
      exportedAt: new Date().toISOString(),
      kit: kitUnread ? undefined : kitModel.owner.value,
      settings: settingsModel.settings.value,
      records: await collectRecords(),
      app: { name: 'Volga Table', version: __APP_VERSION__ },
    });
    setExporting(false);
    if (!r.ok) {
      setMessage(r.error.message);
      return;
    }
    download(r.value.text, r.value.fileName);
    // Every game is in a file now: the export reminder counts again from here.
    void noteExported();
    setMessage(
      `Exported ${plural(r.value.file.games.length, 'game')} with ${kitUnread ? 'the settings (your component kit could not be read, so it was left out)' : 'the kit and settings'}${recordsLine(r.value.file.records)} to ${r.value.fileName}.${r.value.skipped.length ? ` ${plural(r.value.skipped.length, 'damaged game')} left out.` : ''}`,
    );
  };

  if (routeArgs.value[0] === 'backups') return <Backups />;
  return (
    <div class="sg">
      <div class="sg-top">
        <Link to="new-game" class="btn">
          New game
        </Link>
        <Link to="import" class="btn-quiet sg-btn sg-link">
          Import a file
        </Link>
        <button
          type="button"
          class="btn-quiet sg-btn"
          disabled={exporting || games.length === 0}
          onClick={exportAll}
        >
          Export all to a file
        </button>
        <Link to="games" args={['backups']} class="btn-quiet sg-btn sg-link">
          Backups
        </Link>
      </div>
      <p class="note" role="status" aria-live="polite">
        {message}
      </p>
      {status.kind === 'loading' && <p class="note">Reading saved games…</p>}
      {status.kind === 'failed' && (
        <div class="sg-error" role="alert">
          <p>{status.error.message}</p>
          {status.error.retryable && (
            <button type="button" class="btn" onClick={() => void lib.refresh()}>
              Try again
            </button>
          )}
        </div>
      )}
      {status.kind === 'ready' && games.length === 0 && (
        <p class="callout">No saved games yet. Start one with New game.</p>
      )}
      <ul class="sg-list">
        {games.map((g) => (
          <GameRow key={g.id} game={g} onMessage={setMessage} />
        ))}
      </ul>
    </div>
  );
}
