/**
 * The club's campaigns, listed like saved games: each with its name, the day it was started, the
 * battles recorded and where it stands; open one, rename it, delete it (with undo), or start a
 * new one. Files and links work on the campaign open.
 */
import { useState } from 'preact/hooks';
import { NAME_LIMIT, summary } from '../state/campaigns';
import type { FirestormModel } from '../state/model';
import { Card } from './parts';
import { RecordButton } from './RecordButton';

function Rename(props: {
  model: FirestormModel;
  id: string;
  name: string;
  onDone: (note: string) => void;
}) {
  const [name, setName] = useState(props.name);
  const [problem, setProblem] = useState('');
  const save = () => {
    const r = props.model.rename(props.id, name);
    if (r.ok) props.onDone(`Renamed “${r.value}”.`);
    else setProblem(r.error.message);
  };
  return (
    <div class="fs-confirm">
      <label class="fs-mini">
        New name
        <input
          class="input"
          value={name}
          maxLength={NAME_LIMIT}
          onInput={(e) => setName(e.currentTarget.value)}
          data-testid={`fs-rename-${props.id}-name`}
        />
      </label>
      <div class="fs-row">
        <RecordButton ready onClick={save} testid={`fs-rename-${props.id}-go`} problem={problem}>
          Save the name
        </RecordButton>
        <button type="button" class="btn-quiet" onClick={() => props.onDone('')}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** Returns the list; `onOpen` shows the campaign opened (or the start screen for a new one). */
export function CampaignList(props: { model: FirestormModel; onOpen: () => void }) {
  const m = props.model;
  const entries = m.campaigns.value;
  const open = m.current.value?.id;
  const removed = m.removed.value;
  const [renaming, setRenaming] = useState<string | null>(null);
  const [note, setNote] = useState('');
  return (
    <Card name="list" title="Your campaigns" testid="fs-list">
      <button
        type="button"
        class="btn"
        data-testid="fs-new"
        onClick={() => {
          m.close();
          props.onOpen();
        }}
      >
        New campaign
      </button>
      {removed && (
        <p class="fs-small fs-row" role="status" data-testid="fs-deleted">
          <span>Deleted “{removed.name}”.</span>
          <button
            type="button"
            class="btn-quiet"
            data-testid="fs-undo-delete"
            onClick={() => m.undoRemove()}
          >
            Undo
          </button>
        </p>
      )}
      {note && !removed && (
        <p class="fs-small" role="status">
          {note}
        </p>
      )}
      {entries.length === 0 ? (
        <p class="fs-small">No campaign yet: start one, or import a campaign file or link.</p>
      ) : (
        <ol class="fs-log fs-list">
          {[...entries].reverse().map((e) => {
            const s = summary(e);
            const here = e.id === open;
            return (
              <li key={e.id} data-testid={`fs-list-${e.id}`} class={here ? 'fs-list-open' : ''}>
                <h3 class="fs-log-title">
                  {e.name}
                  {here ? ' (open)' : ''}
                </h3>
                <span class="fs-small">
                  {e.started ? `Started ${e.started}` : 'Start day not recorded'} · {s.battles}{' '}
                  {s.battles === 1 ? 'battle' : 'battles'} recorded
                </span>
                <span class="fs-small">{s.standing}</span>
                {renaming === e.id ? (
                  <Rename
                    model={m}
                    id={e.id}
                    name={e.name}
                    onDone={(text) => {
                      setRenaming(null);
                      setNote(text);
                    }}
                  />
                ) : (
                  <div class="fs-row">
                    {[
                      { word: 'Open', go: () => m.open(e.id) && props.onOpen() },
                      { word: 'Rename', go: () => setRenaming(e.id) },
                      { word: 'Delete', go: () => m.remove(e.id) },
                    ].map((x) => (
                      <button
                        key={x.word}
                        type="button"
                        class={x.word === 'Open' && !here ? 'btn' : 'btn-quiet'}
                        data-testid={`fs-${x.word.toLowerCase()}-${e.id}`}
                        aria-label={`${x.word} ${e.name}`}
                        onClick={() => {
                          setNote('');
                          x.go();
                        }}
                      >
                        {x.word}
                      </button>
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
