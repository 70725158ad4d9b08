/**
 * Saved games: continue, rename, duplicate or delete (after a confirmation; a backup is kept),
 * and export every game with the kit and settings to one file. Every change resolves only once
 * storage committed it; a refusal is shown with the storage layer's own message.
 */
import { useEffect, useState } from 'preact/hooks';
import { turnLabel } from '../../state/game/calendar';
import { appLibrary } from '../../state/game/library';
import { appServices } from '../../state/game/services';
import { kitModel } from '../../state/kit';
import { settingsModel } from '../../state/settings';
import type { ListedGame } from '../../state/store/games';
import { exportToFile } from '../../state/store/transfer';
import { hrefFor, navigate } from '../router';
import { Link } from '../shell/Link';
import './games.css';

const library = () => appLibrary(appServices);

/** "2 Mar 2026, 14:05" in the reader's locale. */
function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Saves text as a file through a temporary link (works offline; no server involved). */
export function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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

  return (
    <li class="sg-row" aria-labelledby={`${rid}-name`} data-testid="saved-game">
      <div class="sg-head">
        <h3 class="sg-name" id={`${rid}-name`}>
          {g.name}
        </h3>
        <p class="sg-meta">
          {label} · {g.cursor} action{g.cursor === 1 ? '' : 's'}
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
            <a
              class="btn sg-go"
              href={hrefFor('game', [g.id])}
              onClick={(e) => {
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
                e.preventDefault();
                navigate('game', [g.id]);
              }}
            >
              Continue<span class="sg-vh"> {g.name}</span>
            </a>
          )}
          {g.status !== 'corrupt' && (
            <button type="button" class="sg-btn" onClick={() => setMode('rename')}>
              Rename<span class="sg-vh"> {g.name}</span>
            </button>
          )}
          {g.status !== 'corrupt' && (
            <button
              type="button"
              class="sg-btn"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  const r = await library().duplicate(g.id, `${g.name} (copy)`.slice(0, 100));
                  if (r.ok) props.onMessage(`Copied “${g.name}”.`);
                  return r;
                })
              }
            >
              Duplicate<span class="sg-vh"> {g.name}</span>
            </button>
          )}
          <button type="button" class="sg-btn sg-danger" onClick={() => setMode('delete')}>
            Delete<span class="sg-vh"> {g.name}</span>
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
            <button type="button" class="sg-btn" onClick={() => setMode('view')}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {mode === 'delete' && (
        <fieldset class="sg-confirm">
          <legend class="sg-vh">Delete {g.name}?</legend>
          <p>
            <strong>Delete “{g.name}”?</strong> It leaves the list; a backup copy is kept on this
            device before it goes.
          </p>
          <div class="sg-actions">
            <button
              type="button"
              class="btn"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  const r = await library().remove(g.id, g.revision);
                  if (r.ok) props.onMessage(`Deleted “${g.name}” (a backup was kept).`);
                  return r;
                })
              }
            >
              Delete it
            </button>
            <button type="button" class="sg-btn" onClick={() => setMode('view')}>
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
    const r = await exportToFile(appServices().store, {
      exportedAt: new Date().toISOString(),
      kit: kitModel.owner.value,
      settings: settingsModel.settings.value,
      app: { name: 'Volga Table', version: __APP_VERSION__ },
    });
    setExporting(false);
    if (!r.ok) {
      setMessage(r.error.message);
      return;
    }
    download(r.value.text, r.value.fileName);
    setMessage(
      `Exported ${r.value.file.games.length} game${r.value.file.games.length === 1 ? '' : 's'} with the kit and settings to ${r.value.fileName}.${r.value.skipped.length ? ` ${r.value.skipped.length} damaged game(s) left out.` : ''}`,
    );
  };

  return (
    <div class="sg">
      <div class="sg-top">
        <Link to="new-game" class="btn">
          New game
        </Link>
        <Link to="import" class="sg-btn sg-link">
          Import a file
        </Link>
        <button
          type="button"
          class="sg-btn"
          disabled={exporting || games.length === 0}
          onClick={exportAll}
        >
          Export all to a file
        </button>
      </div>
      <p class="note" role="status" aria-live="polite">
        {message}
      </p>
      {status.kind === 'loading' && <p class="note">Reading saved games…</p>}
      {status.kind === 'failed' && (
        <p class="sg-error" role="alert">
          {status.error.message}
        </p>
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
