/**
 * The kit's status: the engine's verdict (complete / incomplete / invalid), progress per
 * section, every contradiction with its rule and a button to its field, and what is still unknown.
 */
import { useState } from 'preact/hooks';
import type { ScenarioId } from '../../engine/kit';
import { kitModel } from '../../state/kit';
import { FactQuestion } from './FactQuestion';
import { type IssueTarget, pathLabel, targetOf } from './issues';
import { nextFact, openFacts } from './nextFact';
import { KitCard, Progress, ruleText } from './widgets';

const SCENARIO_LABEL: Readonly<Record<ScenarioId, string>> = {
  main: 'Main game',
  factory: 'Factory District',
};

const VERDICT = {
  complete: 'Everything play needs is transcribed and agrees with the rules.',
  incomplete:
    'Nothing contradicts the rules, but some facts are still unknown. You can play: the app asks for a missing fact when play needs it.',
  invalid:
    'Some entries contradict the rules or the rulebook. They are listed below; tap one to go to its field.',
} as const;

/** One question at a time, from the facts the kit still lacks; answers go to the owner's kit. */
function Guided() {
  const kit = kitModel.owner.value;
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const [saved, setSaved] = useState('');
  const fact = nextFact(kit, skipped);
  const left = openFacts(kit).length;
  return (
    <KitCard
      id="kit-guided-title"
      title={<>Transcribe by questions ({left} open)</>}
      testid="kit-guided"
    >
      <p class="kit-small" role="status">
        {saved}
      </p>
      {fact ? (
        <>
          <FactQuestion
            fact={fact}
            kit={kit}
            onAnswer={(answer) => {
              const r = kitModel.answer(fact, answer);
              setSaved(r.ok ? 'Saved. Next question:' : `Not saved: ${r.error.message}`);
            }}
          />
          <button
            type="button"
            class="outlined kit-btn-secondary"
            onClick={() => {
              setSkipped(new Set([...skipped, JSON.stringify(fact)]));
              setSaved('');
            }}
          >
            Skip this question
          </button>
        </>
      ) : (
        <p class="kit-muted">
          {left === 0 ? 'Nothing left to ask: the kit is complete.' : 'You skipped the rest.'}
        </p>
      )}
    </KitCard>
  );
}

/** One bar of the map's progress: its label, what it counts, its count and its test id. */
type MapBar = readonly [
  label: string,
  what: string,
  key: 'terrain' | 'tem' | 'names' | 'neighbourLists' | 'adjacencyPairs',
  testid?: string,
];
const AREA_BARS: readonly MapBar[] = [
  ['Terrain', 'Soviet Areas have their terrain', 'terrain', 'prog-terrain'],
  ['TEM', 'Soviet Areas have their TEM', 'tem'],
  ['Names (optional)', 'Areas have their name', 'names'],
];
const ADJACENCY_BARS: readonly MapBar[] = [
  ['Neighbour lists', 'Areas have every neighbour listed', 'neighbourLists', 'prog-lists'],
  ['Borders', 'pairs of Areas are known to border or not', 'adjacencyPairs'],
];

/** A link-styled button that opens the tab and field of a kit path. */
function GoTo(props: { path: string; go: (t: IssueTarget) => void; children: string }) {
  return (
    <button type="button" class="outlined kit-link" onClick={() => props.go(targetOf(props.path))}>
      {props.children}
    </button>
  );
}

/** Returns the status tab; `go` opens the tab and field an issue belongs to. */
export function StatusTab(props: { go: (t: IssueTarget) => void }) {
  const v = kitModel.validation.value;
  const kit = kitModel.active.value;
  const p = v.progress;
  const ids = kit.germanCounters.map((c) => c.id);
  const bars = (rows: readonly MapBar[]) =>
    rows.map(([label, what, key, testid]) => (
      <Progress key={key} label={label} what={what} testid={testid} {...p[key]} />
    ));
  return (
    <div class="kit-stack">
      <p class={`kit-verdict is-${v.status}`} data-testid="kit-verdict">
        {VERDICT[v.status]}
      </p>
      {kitModel.slot.value === 'owner' && <Guided />}

      <KitCard id="kit-prog-areas" title="Areas">
        {bars(AREA_BARS)}
        <GoTo path="areas" go={props.go}>
          Transcribe the map
        </GoTo>
      </KitCard>

      <KitCard id="kit-prog-adj" title="Adjacency">
        {bars(ADJACENCY_BARS)}
      </KitCard>

      <KitCard id="kit-prog-events" title="Random Event rows">
        {(['main', 'factory'] as const).map((s) => (
          <Progress
            key={s}
            label={SCENARIO_LABEL[s]}
            what="rolls (3 to 18) have their row"
            {...p.events[s]}
          />
        ))}
        <GoTo path="events.main" go={props.go}>
          Transcribe the chart
        </GoTo>
      </KitCard>

      <KitCard id="kit-prog-counters" title="German counters">
        {(['main', 'factory'] as const).map((s) => {
          const c = p.germanCounters[s];
          return (
            <div key={s} data-testid={`prog-counters-${s}`}>
              <Progress
                label={`${SCENARIO_LABEL[s]}: setup`}
                what="setup places have every counter named"
                {...c.places}
              />
              <Progress
                label={`${SCENARIO_LABEL[s]}: details`}
                what="counters have every detail"
                {...c.counters}
                note={
                  c.listComplete
                    ? 'Every counter of this scenario is in the list.'
                    : 'More counters may be missing from the list: they are named as play sets them up.'
                }
              />
            </div>
          );
        })}
        <GoTo path="germanCounters" go={props.go}>
          Transcribe the counters
        </GoTo>
      </KitCard>

      <KitCard
        id="kit-errors-title"
        title={<>Contradictions ({v.errors.length})</>}
        testid="kit-errors"
      >
        {v.errors.length === 0 ? (
          <p class="kit-muted">None: every entry agrees with the rules.</p>
        ) : (
          <ul class="kit-problems">
            {v.errors.map((e) => (
              <li key={`${e.code}|${e.path}|${e.message}`}>
                <button
                  type="button"
                  class="kit-problem"
                  onClick={() => props.go(targetOf(e.path))}
                >
                  <span class="kit-problem-where">{pathLabel(e.path, ids)}</span>
                  <span class="kit-problem-text">{e.message}</span>
                  <span class="rule-tag">{ruleText(e.rule)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </KitCard>

      <KitCard id="kit-gaps-title" title={<>Still unknown ({v.gaps.length})</>}>
        {v.gaps.length === 0 ? (
          <p class="kit-muted">Nothing: the kit is complete.</p>
        ) : (
          <ul class="kit-gaps">
            {v.gaps.map((g) => (
              <li key={g.code + g.path}>
                {g.message} <span class="rule-tag">{ruleText(g.rule)}</span>
              </li>
            ))}
          </ul>
        )}
      </KitCard>
    </div>
  );
}
