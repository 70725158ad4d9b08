/**
 * A battle result sent back by a player (`#/firestorm/result/…`), opened on the organiser's phone:
 * who sent it (and whether its signature checks), which campaign it is for, what the players
 * wrote (players, date, score, notes) and what recording it would change (the battle's effect,
 * areas, City Fight stickers, VP, the standing), recorded only when the organiser says so. A
 * result for a campaign on this phone that is not open offers to open it; one for a campaign not
 * here, a different mission or a bad entry is refused with its reason. A second result for a
 * battle already decided is shown beside the recorded one, to keep one; the other stays in the
 * log, set aside.
 */
import { useState } from 'preact/hooks';
import {
  asideOf,
  type Battle,
  type CampaignId,
  campaignWords,
  detailsParts,
  identityOf,
  type LogEntry,
  otherCampaign,
  type Preview,
  previewEntries,
  previewSwap,
  RESULT_LINK_MARK,
  resultFromLink,
  type SentResult,
  sameResult,
  sentEntries,
  sentFix,
} from '../engine';
import type { FirestormModel } from '../state/model';
import { Card } from './parts';
import { leaveLink } from './SharedView';
import { TrustLine, useTrust } from './Signed';
import { battleTitle, entryText, missionWords } from './words';

type ResultEntry = Extract<LogEntry, { kind: 'result' | 'aside' }>;

/** The players, date, score and notes of a result, one per line (or "No details given"). */
function DetailsList(props: { entry: ResultEntry | undefined; testid: string }) {
  const parts = detailsParts(props.entry?.details);
  return (
    <ul class="fs-small fs-review-details" data-testid={props.testid}>
      {parts.length === 0 ? <li>No players, date, score or notes given.</li> : null}
      {parts.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}

/** What recording would change: the battle's effect, the campaign's changes, the standing after. */
function PreviewList(props: { preview: Preview; testid: string }) {
  const p = props.preview;
  return (
    <div class="fs-review-change" data-testid={props.testid}>
      <p class="fs-line">
        <strong>{p.effect || 'The battle stays open.'}</strong>
      </p>
      <ul class="fs-small">
        {p.changes.length === 0 ? <li>No area, sticker, VP or standing moves.</li> : null}
        {p.changes.map((l) => (
          <li key={l}>{l}</li>
        ))}
        <li>After: {p.standing}.</li>
      </ul>
    </div>
  );
}

const refused = (message: string) => (
  <p class="fs-problem" role="alert" data-testid="fs-review-refused">
    Not recorded: {message}
  </p>
);

/** The sent result's mission (when it carries one) and result, in words. */
const sentLines = (r: SentResult): string[] => r.entries.map(entryText);

/** A result sent for a battle that has one already: both side by side, keep one. */
function Conflict(props: {
  model: FirestormModel;
  battle: Battle;
  sent: SentResult;
  from: string;
  onDone: (text: string) => void;
}) {
  const { model: m, battle: b, sent } = props;
  const c = m.campaign.value;
  const fix = sentFix(sent);
  const recorded = c?.log.find(
    (e): e is Extract<LogEntry, { kind: 'result' }> => e.kind === 'result' && e.battle === b.marker,
  );
  if (!c || !fix || !recorded) return refused(`Battle ${b.marker} has its result already.`);
  if (sameResult(recorded, fix.result)) {
    return (
      <p class="fs-small" role="status" data-testid="fs-review-same">
        Battle {b.marker} has this same result recorded already: nothing to do.
      </p>
    );
  }
  const swap = previewSwap(c, fix);
  const keep = () => {
    const r = m.add(asideOf(fix.result));
    props.onDone(
      r.ok
        ? `Kept the recorded result; the one ${props.from} sent is in the log, set aside.`
        : r.error.message,
    );
  };
  const take = () => {
    const r = m.correct(b.marker, fix);
    if (!r.ok) {
      props.onDone(r.error.message);
      return;
    }
    m.add(asideOf(recorded));
    props.onDone(
      `Took the result ${props.from} sent; the one recorded before is in the log, set aside. ${r.value.changes.join(' ')}`,
    );
  };
  return (
    <>
      <p class="fs-small">
        Battle {b.marker} has a result already, and this one differs. Keep one: the other stays in
        the log, set aside.
      </p>
      <div class="fs-compare" data-testid="fs-review-compare">
        <section class="fs-compare-col" data-testid="fs-review-recorded">
          <h3 class="fs-sub">Recorded</h3>
          <p class="fs-line">{entryText(recorded)}</p>
          <DetailsList entry={recorded} testid="fs-review-recorded-details" />
          <p class="fs-small">{b.effect}</p>
          <button type="button" class="btn" onClick={keep} data-testid="fs-review-keep">
            Keep this one
          </button>
        </section>
        <section class="fs-compare-col" data-testid="fs-review-sent">
          <h3 class="fs-sub">Sent by {props.from}</h3>
          {sentLines(sent).map((l) => (
            <p class="fs-line" key={l}>
              {l}
            </p>
          ))}
          <DetailsList entry={fix.result} testid="fs-review-sent-details" />
          {swap.ok ? (
            <>
              <PreviewList preview={swap.value} testid="fs-review-sent-change" />
              <button type="button" class="btn" onClick={take} data-testid="fs-review-take">
                Take this one
              </button>
            </>
          ) : (
            refused(swap.error.message)
          )}
        </section>
      </div>
    </>
  );
}

/** Where the result is to go on this phone: the campaign open, another one here, or none. */
function targetOf(m: FirestormModel, sent: SentResult) {
  const open = m.current.value;
  const openId: CampaignId | null = open ? identityOf(open.record, open.name) : null;
  const wanted = sent.campaign;
  const here = wanted
    ? m.campaigns.value.find((e) => identityOf(e.record, e.name).id === wanted.id)
    : undefined;
  return { open, openId, here };
}

/** Returns the review of the result in the link's payload. */
export function ResultReview(props: { payload: string; model: FirestormModel }) {
  const m = props.model;
  const [done, setDone] = useState('');
  const link = `${RESULT_LINK_MARK}${props.payload}`;
  const read = resultFromLink(link);
  const by = read.ok ? (read.value.by ?? '') : '';
  const trust = useTrust(link, by);
  const from = by || 'the player';
  // True while the plain review (with its own Record and Not now) is shown.
  let reviewing = false;
  const body = () => {
    if (!read.ok) return refused(read.error.message);
    const sent = read.value;
    const { open, openId, here } = targetOf(m, sent);
    if (sent.campaign && here && here.id !== open?.id) {
      return (
        <>
          <p class="fs-small" data-testid="fs-review-elsewhere">
            This result is for {campaignWords(sent.campaign)}, on this phone but not open
            {openId ? ` (${campaignWords(openId)} is)` : ''}.
          </p>
          <button
            type="button"
            class="btn"
            onClick={() => m.open(here.id)}
            data-testid="fs-review-open"
          >
            Open {here.name} and record
          </button>
        </>
      );
    }
    if (sent.campaign && !here) {
      return refused(
        openId
          ? (otherCampaign(sent.campaign, openId) ?? '')
          : `This result is for the campaign ${campaignWords(sent.campaign)}, which is not on this phone.`,
      );
    }
    const state = m.state.value;
    if (!state || !openId)
      return refused('There is no campaign open on this phone to record it in.');
    const battle = state.battles.find((b) => b.marker === sent.battle);
    const entries = sentEntries(state, sent, openId);
    if (battle && !entries.ok && entries.error.code === 'fs.result.twice') {
      return <Conflict model={m} battle={battle} sent={sent} from={from} onDone={setDone} />;
    }
    if (!entries.ok) return refused(entries.error.message);
    reviewing = true;
    const preview = previewEntries(state, entries.value, sent.battle);
    const record = async () => {
      let last = state;
      for (const e of entries.value) {
        const r = m.add(e);
        if (!r.ok) {
          setDone(r.error.message);
          return;
        }
        last = r.value;
      }
      // Said to be recorded only once it is stored (the screen shows the state after the commit).
      await m.flushed();
      const unsaved = m.failure.value ?? m.notice.value;
      if (unsaved) {
        setDone(`Not recorded: ${unsaved}`);
        return;
      }
      const after = last.battles.find((b) => b.marker === sent.battle);
      setDone(`Recorded. ${after?.effect ?? ''}`);
    };
    const result = entries.value.find((e) => e.kind === 'result');
    return (
      <>
        <ul class="fs-small" data-testid="fs-review-entries">
          {entries.value.map((e) => (
            <li key={entryText(e)}>{entryText(e)}</li>
          ))}
        </ul>
        <DetailsList
          entry={result?.kind === 'result' ? result : undefined}
          testid="fs-review-details"
        />
        {preview.ok ? (
          <PreviewList preview={preview.value} testid="fs-review-change" />
        ) : (
          refused(preview.error.message)
        )}
        <div class="fs-row">
          <button type="button" class="btn" onClick={record} data-testid="fs-review-record">
            {trust.kind === 'changed' ? 'Record it anyway' : 'Record this result'}
          </button>
          <button type="button" class="btn-quiet" onClick={leaveLink}>
            Not now
          </button>
        </div>
      </>
    );
  };
  const shown = done ? null : body();
  const sent = read.ok ? read.value : null;
  const battle = sent ? m.state.value?.battles.find((b) => b.marker === sent.battle) : undefined;
  const named = sent?.campaign ? `${sent.campaign.name}: ` : '';
  return (
    <Card name="review" title="A battle result sent to you" testid="fs-review">
      {sent && <TrustLine trust={trust} verb="sent" testid="fs-review-trust" />}
      {sent && (
        <p class="fs-line" data-testid="fs-review-battle">
          {named}
          {battle ? battleTitle(battle) : `Battle ${sent.battle}`}
          {battle?.mission ? ` · ${missionWords(battle.mission)}` : ''}
        </p>
      )}
      {done ? (
        <p class="fs-small" role="status" data-testid="fs-review-done">
          {done}
        </p>
      ) : (
        shown
      )}
      {!reviewing && (
        <button type="button" class="btn-quiet" onClick={leaveLink} data-testid="fs-review-back">
          Back to the campaign
        </button>
      )}
    </Card>
  );
}
