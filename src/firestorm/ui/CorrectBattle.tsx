/**
 * Correcting a battle already recorded: a new result (and capture roll where one applies) and its
 * details (players, date, score, notes, starting from those recorded), what it
 * would move shown before anything is saved (the engine replays the whole log with it), then
 * recorded, or refused with the engine's reason when a later battle would become illegal.
 */
import { type Battle, correctBattle } from '../engine';
import type { FirestormModel } from '../state/model';
import { ResultFields, useResultDraft } from './ResultFields';

/** Returns the correction form of a finished battle; `onDone` closes it. */
export function CorrectBattle(props: {
  model: FirestormModel;
  battle: Battle;
  onDone: (note: string) => void;
}) {
  const b = props.battle;
  const id = `fs-fix${b.marker}`;
  const draft = useResultDraft(b, true);
  const c = props.model.campaign.value;
  if (!c || !b.mission) return null;
  const entry = draft.entry;
  const preview = entry ? correctBattle(c.map, c.log, b.marker, { result: entry }) : null;
  return (
    <div class="fs-confirm" data-testid={id}>
      <ResultFields draft={draft} id={id} legend={`Correct battle ${b.marker}'s result`} />
      {preview && !preview.ok && (
        <p class="fs-problem" role="alert">
          {preview.error.message}
        </p>
      )}
      {preview?.ok && (
        <div data-testid={`${id}-changes`}>
          <p class="fs-small">This correction changes:</p>
          <ul class="fs-small">
            {preview.value.changes.length === 0 ? (
              <li>nothing in the standing</li>
            ) : (
              preview.value.changes.map((line) => <li key={line}>{line}</li>)
            )}
          </ul>
        </div>
      )}
      <div class="fs-row">
        <button
          type="button"
          class="btn"
          disabled={!preview?.ok}
          data-testid={`${id}-go`}
          onClick={() => {
            if (!entry) return;
            const r = props.model.correct(b.marker, { result: entry });
            if (r.ok) props.onDone(`Battle ${b.marker} corrected. ${r.value.changes.join(' ')}`);
          }}
        >
          Record the correction
        </button>
        <button type="button" class="btn-quiet" onClick={() => props.onDone('')}>
          Cancel
        </button>
      </div>
    </div>
  );
}
