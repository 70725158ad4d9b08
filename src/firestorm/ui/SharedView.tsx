/**
 * A campaign opened from a link (`#/firestorm/shared/…`), on any phone, offline: shown read-only
 * (the standing, every area, the battles) until the reader imports it as their own campaign. A
 * player can fill in an open battle's mission and result here, on a copy that changes nothing
 * saved, and send that result back to the organiser as a link.
 */
import { useState } from 'preact/hooks';
import {
  type Battle,
  CAMPAIGN_LINK_MARK,
  type CampaignRecord,
  campaignFileText,
  campaignFromLink,
  type LogEntry,
  openBattles,
  planImport,
  readyMap,
  replay,
  resultToLink,
  standing,
} from '../engine';
import type { FirestormModel } from '../state/model';
import { BattleCard } from './BattleCard';
import { BattleHistory } from './BattleHistory';
import { AreasCard, StandingCard } from './CampaignView';
import { importNamed } from './ImportConfirm';
import { MapPicture } from './MapPicture';
import { Card } from './parts';
import { SignedShare, TrustLine, useTrust } from './Signed';
import { battleTitle } from './words';

/** Where this app is, for the links it makes: its own address without the fragment. */
export const appPath = (): string => `${location.origin}${location.pathname}`;

/** Leaves a link's view for the tracker's own screen, without keeping the link in history. */
export const leaveLink = (): void => location.replace('#/firestorm');

/** Returns the read-only view of the campaign in the link's payload. */
export function SharedView(props: { payload: string; model: FirestormModel }) {
  const link = `${CAMPAIGN_LINK_MARK}${props.payload}`;
  const read = campaignFromLink(link);
  const trust = useTrust(
    link,
    read.ok ? (read.value.by ?? '') : '',
    read.ok ? read.value.campaign.id : undefined,
  );
  // The player's own entries, on a copy: never saved, only sent back as a result link.
  const [added, setAdded] = useState<readonly LogEntry[]>([]);
  const [imported, setImported] = useState(false);
  if (!read.ok) {
    return (
      <Card name="shared" title="A shared campaign">
        <p class="fs-problem" role="alert">
          {read.error.message}
        </p>
        <button type="button" class="btn-quiet" onClick={leaveLink}>
          Back to my campaign
        </button>
      </Card>
    );
  }
  const { map, log, campaign } = read.value;
  const ready = readyMap(map);
  const now = ready.ok ? replay(ready.value, [...log, ...added]) : null;
  if (!ready.ok || !now?.ok) return null;
  const state = now.value;
  const st = standing(state);
  const record: CampaignRecord = { id: campaign.id, map, log, redo: [] };
  const importIt = () => {
    const plan = planImport(campaignFileText(record, campaign.name));
    if (!plan.ok) return;
    importNamed(props.model, plan.value);
    setImported(true);
  };
  const open = openBattles(state);
  const sent = (b: Battle) => added.filter((e) => e.kind !== 'place' && e.battle === b.marker);
  const decided = state.battles.filter((b) => b.result && sent(b).length > 0);
  return (
    <div class="fs-stack" data-testid="fs-shared">
      <Card name="shared" title={`${campaign.name} (shared, read only)`}>
        <TrustLine trust={trust} verb="shared" testid="fs-shared-trust" />
        <p class="fs-small" data-testid="fs-shared-about">
          The campaign “{campaign.name}” on the map “{map.name}”: {st.markersUsed} of 15 markers
          placed. Nothing here changes your own campaigns until you import it; importing adds it to
          them.
          {map.fixture ? ' This is the made-up TEST FIXTURE map, not the printed one.' : ''}
        </p>
        {imported ? (
          <>
            <p class="fs-small" role="status">
              Imported: it is in your saved campaigns, and open.
            </p>
            <button type="button" class="btn" onClick={leaveLink} data-testid="fs-shared-go">
              Open my campaign
            </button>
          </>
        ) : (
          <div class="fs-row">
            <button type="button" class="btn" onClick={importIt} data-testid="fs-shared-import">
              Import into my campaigns
            </button>
            <button type="button" class="btn-quiet" onClick={leaveLink}>
              Close
            </button>
          </div>
        )}
      </Card>
      <StandingCard st={st} state={state} />
      {decided.map((b) => (
        <Card key={b.marker} name={`sent-${b.marker}`} title={`Send battle ${b.marker}'s result`}>
          <p class="fs-small">
            {battleTitle(b)}: {b.effect} Send this link to the organiser, who reviews it and records
            it.
          </p>
          <SignedShare
            make={(by) =>
              resultToLink(
                {
                  campaign,
                  ...(by ? { by } : {}),
                  mapName: map.name,
                  battle: b.marker,
                  place: {
                    kind: 'place',
                    die: b.placeDie,
                    marker: b.target,
                  },
                  entries: sent(b),
                },
                appPath(),
              )
            }
            title={`Firestorm result: ${campaign.name}, battle ${b.marker}`}
            what="the result"
            testid={`fs-send-${b.marker}`}
          />
        </Card>
      ))}
      {open.length > 0 && (
        <section aria-labelledby="fs-shared-open-title" class="fs-stack">
          <h2 class="section-title" id="fs-shared-open-title">
            Played one of these? Send its result ({open.length} open)
          </h2>
          {open.map((b) => (
            <BattleCard
              key={`${b.marker}-${b.mission ? 'r' : 'm'}`}
              battle={b}
              add={(e) => {
                const r = replay(ready.value, [...log, ...added, e]);
                if (r.ok) setAdded([...added, e]);
                return r;
              }}
            />
          ))}
        </section>
      )}
      <MapPicture state={state} st={st} />
      <AreasCard state={state} st={st} />
      <Card name="shared-log" title="Battles fought">
        <BattleHistory battles={state.battles} testid="fs-shared-log" />
      </Card>
    </div>
  );
}
