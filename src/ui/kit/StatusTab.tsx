/**
 * The kit's status: the engine's verdict (complete / incomplete / invalid), progress per
 * section, every contradiction with its rule and a button to its field, and what is still unknown.
 */
import type { ScenarioId } from '../../engine/kit';
import { kitModel } from '../../state/kit';
import { type IssueTarget, pathLabel, targetOf } from './issues';
import { Progress, ruleText } from './widgets';

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

      <section class="kit-card" aria-labelledby="kit-prog-areas">
        <h3 class="kit-h3" id="kit-prog-areas">
          Areas
        </h3>
        <Progress label="Terrain of Soviet Areas" testid="prog-terrain" {...p.terrain} />
        <Progress label="TEM of Soviet Areas" {...p.tem} />
        <Progress label="Names (optional)" {...p.names} />
        <button type="button" class="kit-link" onClick={() => props.go(targetOf('areas'))}>
          Transcribe the map
        </button>
      </section>

      <section class="kit-card" aria-labelledby="kit-prog-adj">
        <h3 class="kit-h3" id="kit-prog-adj">
          Adjacency
        </h3>
        <Progress label="Complete neighbour lists" testid="prog-lists" {...p.neighbourLists} />
        <Progress label="Area pairs decided" {...p.adjacencyPairs} />
      </section>

      <section class="kit-card" aria-labelledby="kit-prog-events">
        <h3 class="kit-h3" id="kit-prog-events">
          Random Event rows
        </h3>
        {(['main', 'factory'] as const).map((s) => (
          <Progress
            key={s}
            label={`${SCENARIO_LABEL[s]}: rolls 3 to 18 covered`}
            {...p.events[s]}
          />
        ))}
        <button type="button" class="kit-link" onClick={() => props.go(targetOf('events.main'))}>
          Transcribe the chart
        </button>
      </section>

      <section class="kit-card" aria-labelledby="kit-prog-counters">
        <h3 class="kit-h3" id="kit-prog-counters">
          German counters
        </h3>
        {(['main', 'factory'] as const).map((s) => {
          const c = p.germanCounters[s];
          return (
            <Progress
              key={s}
              label={`${SCENARIO_LABEL[s]}: counter details`}
              {...c.fields}
              note={
                c.listComplete
                  ? 'The list is marked complete.'
                  : 'The list is not yet marked complete.'
              }
            />
          );
        })}
        <button type="button" class="kit-link" onClick={() => props.go(targetOf('germanCounters'))}>
          Transcribe the counters
        </button>
      </section>

      <section class="kit-card" aria-labelledby="kit-errors-title" data-testid="kit-errors">
        <h3 class="kit-h3" id="kit-errors-title">
          Contradictions ({v.errors.length})
        </h3>
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
                  <span class="kit-rule">{ruleText(e.rule)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section class="kit-card" aria-labelledby="kit-gaps-title">
        <h3 class="kit-h3" id="kit-gaps-title">
          Still unknown ({v.gaps.length})
        </h3>
        {v.gaps.length === 0 ? (
          <p class="kit-muted">Nothing: the kit is complete.</p>
        ) : (
          <ul class="kit-gaps">
            {v.gaps.map((g) => (
              <li key={g.code + g.path}>
                {g.message} <span class="kit-rule">{ruleText(g.rule)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
