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

/** Returns the status tab; `go` opens the tab and field an issue belongs to. */
export function StatusTab(props: { go: (t: IssueTarget) => void }) {
  const v = kitModel.validation.value;
  const kit = kitModel.active.value;
  const p = v.progress;
  const ids = kit.germanCounters.map((c) => c.id);
  return (
    <div class="kit-stack">
      <p class={`kit-verdict is-${v.status}`} data-testid="kit-verdict">
        {VERDICT[v.status]}
      </p>
      {kitModel.slot.value === 'owner' && <Guided />}

      <KitCard id="kit-prog-areas" title="Areas">
        <Progress
          label="Terrain"
          what="Soviet Areas have their terrain"
          testid="prog-terrain"
          {...p.terrain}
        />
        <Progress label="TEM" what="Soviet Areas have their TEM" {...p.tem} />
        <Progress label="Names (optional)" what="Areas have their name" {...p.names} />
        <button type="button" class="outlined kit-link" onClick={() => props.go(targetOf('areas'))}>
          Transcribe the map
        </button>
      </KitCard>

      <KitCard id="kit-prog-adj" title="Adjacency">
        <Progress
          label="Neighbour lists"
          what="Areas have every neighbour listed"
          testid="prog-lists"
          {...p.neighbourLists}
        />
        <Progress
          label="Borders"
          what="pairs of Areas are known to border or not"
          {...p.adjacencyPairs}
        />
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
        <button
          type="button"
          class="outlined kit-link"
          onClick={() => props.go(targetOf('events.main'))}
        >
          Transcribe the chart
        </button>
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
        <button
          type="button"
          class="outlined kit-link"
          onClick={() => props.go(targetOf('germanCounters'))}
        >
          Transcribe the counters
        </button>
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
