/**
 * Firestorm: Stalingrad campaign tracker (route 'firestorm'): the campaign open, the club's
 * saved campaigns, the organiser's map kit, and files. Everything is saved in this device's storage as it changes.
 */

import { useEffect, useState } from 'preact/hooks';
import { Segmented } from '../../core/controls';
import { SaveStatus } from '../../core/controls/SaveStatus';
import { FIXTURE_MAP } from '../engine';
import { firestormModel } from '../state/model';
import { CampaignList } from './CampaignList';
import { CampaignView } from './CampaignView';
import { FileCard } from './FileCard';
import { MapKit } from './MapKit';
import { Card } from './parts';
import { ResultReview } from './ResultReview';
import { SharedView } from './SharedView';
import './firestorm.css';

const VIEWS = ['campaign', 'list', 'map', 'files'] as const;
type View = (typeof VIEWS)[number];
const VIEW_NAME: Readonly<Record<View, string>> = {
  campaign: 'Campaign',
  list: 'Saved',
  map: 'Map kit',
  files: 'Files',
};

function Start(props: { onMap: () => void; onList: () => void }) {
  const model = firestormModel();
  const saved = model.campaigns.value.length;
  return (
    <Card name="start" title="Start a campaign">
      <p class="fs-small">
        Fifteen Battle Markers in three phases, over the campaign map your group plays on. Type your
        map in the Map kit first, or try the tracker on a made-up map.
      </p>
      <div class="fs-row">
        <button type="button" class="btn" onClick={props.onMap}>
          Type your map
        </button>
        <button
          type="button"
          class="btn-quiet"
          onClick={() => model.start(FIXTURE_MAP)}
          data-testid="fs-start-fixture"
        >
          Try the TEST FIXTURE map
        </button>
      </div>
      {saved > 0 && (
        <button type="button" class="btn-quiet" onClick={props.onList} data-testid="fs-to-list">
          Or open one of your {saved} saved {saved === 1 ? 'campaign' : 'campaigns'}
        </button>
      )}
    </Card>
  );
}

/**
 * Returns the tracker's screen; `args` name a link opened in the app: a shared campaign
 * (['shared', payload]) or a battle result sent back (['result', payload]).
 */
export function FirestormScreen(props: { args?: readonly string[] }) {
  const model = firestormModel();
  const [view, setView] = useState<View>('campaign');
  useEffect(() => {
    if (!model.loaded.value) void model.load();
  }, []);
  const [link, payload] = props.args ?? [];
  // Leaving a shared campaign or a result lands on the campaign, where what changed shows.
  useEffect(() => {
    if (payload) setView('campaign');
  }, [payload]);
  if (!model.loaded.value) {
    return (
      <p class="note" role="status">
        Opening the campaign…
      </p>
    );
  }
  const c = model.campaign.value;
  if (payload && (link === 'shared' || link === 'result')) {
    // Keyed by the link: a second link opened in the same tab changes only the fragment, and
    // must start its screen afresh, not keep the first link's entries or "Recorded" note.
    return (
      <div class="fs">
        {link === 'shared' ? (
          <SharedView key={payload} payload={payload} model={model} />
        ) : (
          <ResultReview key={payload} payload={payload} model={model} />
        )}
      </div>
    );
  }
  return (
    <div class="fs">
      {c?.map.fixture && (
        <p class="fs-fixture" role="note" data-testid="fs-fixture">
          <strong>TEST FIXTURE:</strong> a made-up map for trying the tracker, not the printed
          campaign map.
        </p>
      )}
      {model.listDamaged.value && (
        <p class="fs-problem" role="alert" data-testid="fs-list-damaged">
          The saved list of campaigns could not be read: it is kept aside on this device, untouched,
          and a new list started.
        </p>
      )}
      <SaveStatus status={model} testid="fs" />
      <Segmented
        name="fs-view"
        legend="Show"
        options={VIEWS}
        label={(v) => VIEW_NAME[v]}
        value={view}
        onChange={setView}
        wide
      />
      {view === 'campaign' &&
        (c ? (
          <CampaignView model={model} />
        ) : (
          <Start onMap={() => setView('map')} onList={() => setView('list')} />
        ))}
      {view === 'list' && <CampaignList model={model} onOpen={() => setView('campaign')} />}
      {view === 'map' && <MapKit model={model} onStarted={() => setView('campaign')} />}
      {view === 'files' && <FileCard model={model} />}
    </div>
  );
}
