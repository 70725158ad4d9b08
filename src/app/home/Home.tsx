import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Route } from '../../core/nav';
import { Link } from '../../core/nav/Link';
import type { CardLive, Table } from '../../core/table';
import { IosInstallHintSlot } from '../install/slot';
import { TABLES } from '../registry';
import { SCREENS } from '../routes/screens';
import { ExportReminderSlot } from './reminder-slot';
import './Home.css';

// Each table's live parts, kept once loaded so a return to home shows them at once.
const loaded = new Map<string, CardLive>();

/** Loads a table card's IndexedDB-backed parts after the first paint (null until they arrive). */
function useLive(table: Table): CardLive | null {
  const [live, setLive] = useState<CardLive | null>(loaded.get(table.id) ?? null);
  useEffect(() => {
    const load = table.card.live;
    if (!load || loaded.has(table.id)) return;
    let on = true;
    load().then(
      (m) => {
        loaded.set(table.id, m);
        if (on) setLive(m);
      },
      () => undefined,
    );
    return () => {
      on = false;
    };
  }, [table]);
  return live;
}

function Entry(props: { to: Route; compact?: boolean; tag?: FunctionComponent | undefined }) {
  const s = SCREENS[props.to];
  const Tag = props.tag;
  return (
    <li>
      <Link to={props.to} class={props.compact ? 'entry entry-compact' : 'entry'}>
        <span class="entry-text">
          <span class="entry-title">
            {s.title}
            {Tag && <Tag />}
          </span>
          {!props.compact && <span class="entry-summary">{s.summary}</span>}
        </span>
        <svg class="entry-go" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" stroke-width="2.5" />
        </svg>
      </Link>
    </li>
  );
}

/** Returns a table's card: its name and game, what it reads from storage, then its screens. */
function TableCard({ table }: { table: Table }) {
  const live = useLive(table);
  const heading = `home-${table.id}`;
  const Lead = live?.Lead;
  return (
    <section aria-labelledby={heading} class="home-table">
      <h2 id={heading} class="section-title">
        {table.card.title}
      </h2>
      <p class="home-table-summary">{table.card.summary}</p>
      {/* A slot reserved before the data arrives, so nothing below it moves. */}
      {table.card.live && (
        <div class="home-recent" data-testid="home-recent">
          {Lead ? <Lead /> : null}
        </div>
      )}
      <ul class="entries">
        {table.routes
          .filter((r) => r.listed)
          .map((r) => (
            <Entry key={r.id} to={r.id as Route} tag={live?.tags?.[r.id]} />
          ))}
      </ul>
    </section>
  );
}

/** Returns the home screen: each table's card, then the app's own screens. */
export function Home() {
  return (
    <div class="home">
      <ExportReminderSlot />
      {TABLES.map((t) => (
        <TableCard key={t.id} table={t} />
      ))}
      <section aria-labelledby="home-app">
        <h2 id="home-app" class="section-title">
          This app
        </h2>
        <ul class="entries home-import">
          <Entry to="import" />
        </ul>
        <ul class="entries entries-pair">
          <Entry to="settings" compact />
          <Entry to="about" compact />
        </ul>
      </section>
      <IosInstallHintSlot />
    </div>
  );
}
