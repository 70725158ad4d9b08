/**
 * A battle result sent back by a player (`#/firestorm/result/…`), opened on the organiser's phone:
 * what it would record, checked by the engine against the campaign in play, recorded only when the
 * organiser says so. A result for another campaign, a battle already decided or a different
 * mission is refused with its reason.
 */
import { useState } from 'preact/hooks';
import { RESULT_LINK_MARK, resultFromLink, sentEntries } from '../engine';
import type { FirestormModel } from '../state/model';
import { Card } from './parts';
import { leaveLink } from './SharedView';
import { battleTitle, entryText } from './words';

/** Returns the review of the result in the link's payload. */
export function ResultReview(props: { payload: string; model: FirestormModel }) {
  const m = props.model;
  const [done, setDone] = useState('');
  const sent = resultFromLink(`${RESULT_LINK_MARK}${props.payload}`);
  const state = m.state.value;
  const entries = !sent.ok
    ? sent
    : state
      ? sentEntries(state, sent.value)
      : ({
          ok: false,
          error: { message: 'There is no campaign in play on this phone to record it in.' },
        } as const);
  const battle = sent.ok ? state?.battles.find((b) => b.marker === sent.value.battle) : undefined;
  const record = () => {
    if (!entries.ok) return;
    for (const e of entries.value) {
      const r = m.add(e);
      if (!r.ok) {
        setDone(r.error.message);
        return;
      }
    }
    const after = m.state.value?.battles.find((b) => b.marker === battle?.marker);
    setDone(`Recorded. ${after?.effect ?? ''}`);
  };
  return (
    <Card name="review" title="A battle result sent to you" testid="fs-review">
      {battle && <p class="fs-line">{battleTitle(battle)}</p>}
      {done ? (
        <p class="fs-small" role="status" data-testid="fs-review-done">
          {done}
        </p>
      ) : entries.ok ? (
        <>
          <ul class="fs-small" data-testid="fs-review-entries">
            {entries.value.map((e) => (
              <li key={entryText(e)}>{entryText(e)}</li>
            ))}
          </ul>
          <div class="fs-row">
            <button type="button" class="btn" onClick={record} data-testid="fs-review-record">
              Record this result
            </button>
            <button type="button" class="btn-quiet" onClick={leaveLink}>
              Not now
            </button>
          </div>
        </>
      ) : (
        <p class="fs-problem" role="alert">
          Not recorded: {entries.error.message}
        </p>
      )}
      {(done || !entries.ok) && (
        <button type="button" class="btn-quiet" onClick={leaveLink} data-testid="fs-review-back">
          Back to the campaign
        </button>
      )}
    </Card>
  );
}
