/**
 * The component kit screen: which kit is in use (the owner's transcription or the made-up TEST
 * FIXTURE), then five tabs: status and progress, the map by Area, German counters, Random
 * Event rows, and the kit file (export, import, reset). Every change goes through the kit
 * engine's edit functions via the kit model; the engine's validation is shown beside each field.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { kitModel } from '../../state/kit';
import { CountersTab } from './CountersTab';
import { EventsTab } from './EventsTab';
import { FileTab } from './FileTab';
import { type IssueTarget, KIT_TABS, type KitTab } from './issues';
import { MapTab } from './MapTab';
import { StatusTab } from './StatusTab';
import { StatusBadge } from './widgets';
import './kit.css';

const TAB_LABEL: Readonly<Record<KitTab, string>> = {
  status: 'Status',
  map: 'Map',
  counters: 'Counters',
  events: 'Events',
  file: 'File',
};

/** What the tabs are looking at, so a validation message can jump to its field. */
export interface KitFocus {
  readonly area: number | null;
  readonly scenario: 'main' | 'factory';
  readonly row: number | null;
  readonly counter: number | null;
}

function Tabs(props: { tab: KitTab; onPick: (t: KitTab) => void }) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKey = (e: KeyboardEvent) => {
    const i = KIT_TABS.indexOf(props.tab);
    const to =
      e.key === 'ArrowRight'
        ? KIT_TABS[(i + 1) % KIT_TABS.length]
        : e.key === 'ArrowLeft'
          ? KIT_TABS[(i + KIT_TABS.length - 1) % KIT_TABS.length]
          : e.key === 'Home'
            ? KIT_TABS[0]
            : e.key === 'End'
              ? KIT_TABS[KIT_TABS.length - 1]
              : undefined;
    if (!to) return;
    e.preventDefault();
    props.onPick(to);
    refs.current[to]?.focus();
  };
  return (
    <div class="kit-tabs" role="tablist" aria-label="Kit sections">
      {KIT_TABS.map((t) => (
        <button
          key={t}
          ref={(el) => {
            refs.current[t] = el;
          }}
          type="button"
          role="tab"
          id={`kit-tab-${t}`}
          aria-selected={props.tab === t}
          aria-controls={`kit-panel-${t}`}
          tabIndex={props.tab === t ? 0 : -1}
          class="kit-tab"
          onClick={() => props.onPick(t)}
          onKeyDown={onKey}
        >
          {TAB_LABEL[t]}
        </button>
      ))}
    </div>
  );
}

/** A quiet mark while a change is being written, so nobody closes the app mid-write. */
function SavingMark() {
  return kitModel.saving.value ? <span class="kit-saving">Saving…</span> : null;
}

function SlotCard(props: { full: boolean }) {
  const kit = kitModel.active.value;
  const v = kitModel.validation.value;
  const fixture = kitModel.slot.value === 'fixture';
  // Other tabs keep to one line so their content starts near the top of a phone screen.
  const compact = !props.full;
  return (
    <section
      class={`kit-slot${compact ? ' kit-slot-compact' : ''}${fixture ? ' is-fixture' : ''}`}
      aria-labelledby="kit-slot-title"
      data-testid="kit-slot"
    >
      <div class="kit-slot-head">
        <h2 class="kit-slot-title" id="kit-slot-title">
          {kit.name}
        </h2>
        {compact && fixture && <span class="kit-fixture-tag">Made-up data</span>}
        <span class="kit-slot-state">
          <StatusBadge status={v.status} />
          <SavingMark />
        </span>
      </div>
      {!compact && <SlotDetails fixture={fixture} percent={v.progress.overallPercent} />}
    </section>
  );
}

/** What the Status tab adds under the kit's name: which data this is, and the switch to the other. */
function SlotDetails(props: { fixture: boolean; percent: number }) {
  const { fixture } = props;
  return (
    <>
      {fixture ? (
        <p class="kit-fixture-warning" data-testid="kit-fixture-warning">
          <strong>Made-up data.</strong> The TEST FIXTURE map is invented for trying the app. It is
          not the real game's map; games played on it do not follow your board. Your own
          transcription is kept apart and unchanged.
        </p>
      ) : (
        <p class="kit-slot-note">
          Your transcription of the map, counters and Random Event Chart from your own box, saved on
          this device. {props.percent}% of what play needs is known.
        </p>
      )}
      <div class="kit-slot-actions">
        {fixture ? (
          <button type="button" class="btn" onClick={() => kitModel.useSlot('owner')}>
            Use my transcription
          </button>
        ) : (
          <button
            type="button"
            class="outlined kit-btn-secondary"
            onClick={() => kitModel.useSlot('fixture')}
          >
            Load the TEST FIXTURE map (made-up, for trying the app)
          </button>
        )}
      </div>
    </>
  );
}

/** Returns the component kit screen (route 'kit'). */
export function KitScreen() {
  const [tab, setTab] = useState<KitTab>('status');
  const [focus, setFocus] = useState<KitFocus>({
    area: null,
    scenario: 'main',
    row: null,
    counter: null,
  });
  const loaded = kitModel.loadStatus.value !== null;
  useEffect(() => {
    void kitModel.load();
  }, []);

  const go = (t: IssueTarget) => {
    if (t.tab === 'map') setFocus((f) => ({ ...f, area: t.area ?? f.area }));
    if (t.tab === 'events') setFocus((f) => ({ ...f, scenario: t.scenario, row: t.row }));
    if (t.tab === 'counters') setFocus((f) => ({ ...f, counter: t.index }));
    setTab(t.tab);
  };

  if (!loaded)
    return (
      <p class="note" role="status">
        Loading the kit…
      </p>
    );
  return (
    <div class="kit-screen" data-saving={kitModel.saving.value ? 'true' : 'false'}>
      <SlotCard full={tab === 'status'} />
      {kitModel.loadStatus.value === 'error' && (
        <p class="callout" role="alert">
          This device's storage could not be read, so nothing will be saved over what may be there.
          Export your changes as a file to keep them.
        </p>
      )}
      {kitModel.saveFailed.value && kitModel.loadStatus.value !== 'error' && (
        <p class="callout" role="alert">
          This device would not save the kit (storage full or private browsing?). Your changes apply
          until the app closes: export the kit as a file to keep them.
        </p>
      )}
      {kitModel.changedElsewhere.value && (
        <p class="note" role="status" data-testid="kit-elsewhere">
          Showing the kit as another window of the app last saved it.
        </p>
      )}
      <Tabs tab={tab} onPick={setTab} />
      <div
        class="kit-panel"
        role="tabpanel"
        id={`kit-panel-${tab}`}
        aria-labelledby={`kit-tab-${tab}`}
      >
        {tab === 'status' && <StatusTab go={go} />}
        {tab === 'map' && (
          <MapTab area={focus.area} onArea={(area) => setFocus((f) => ({ ...f, area }))} />
        )}
        {tab === 'counters' && (
          <CountersTab
            open={focus.counter}
            onOpen={(counter) => setFocus((f) => ({ ...f, counter }))}
          />
        )}
        {tab === 'events' && (
          <EventsTab
            scenario={focus.scenario}
            row={focus.row}
            onScenario={(scenario) => setFocus((f) => ({ ...f, scenario, row: null }))}
            onRow={(row) => setFocus((f) => ({ ...f, row }))}
          />
        )}
        {tab === 'file' && <FileTab />}
      </div>
    </div>
  );
}
