/**
 * Rules help (route 'rules'): a short summary of every Phase, combat step, the Turn 1 and
 * Factory District rules and the optional rules 12.1-12.8, in our own words with section
 * numbers, searchable by keyword or section number.
 */
import { useState } from 'preact/hooks';
import { isSectionQuery, searchRules } from './search';
import { RULE_GROUPS, RULE_SUMMARIES, type RuleSummary } from './summaries';
import './rules.css';

function Entry(props: { r: RuleSummary }) {
  const r = props.r;
  return (
    <article class="card rh-entry" aria-labelledby={`rh-${r.id}`} data-testid={`rule-${r.id}`}>
      <h3 class="rh-title" id={`rh-${r.id}`}>
        {r.title}
      </h3>
      <p class="rh-sections">
        <span class="sr-only">Sections </span>
        {r.sections.map((s) => (
          <span key={s} class="rule-tag">
            {s}
          </span>
        ))}
      </p>
      <ul class="rh-lines">
        {r.lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </article>
  );
}

/** Returns the rules help screen. */
export function RulesScreen() {
  const [query, setQuery] = useState('');
  const found = searchRules(RULE_SUMMARIES, query);
  const q = query.trim();
  const groups = RULE_GROUPS.filter((g) => found.some((r) => r.group === g));
  return (
    <div class="rh-screen">
      <p class="rh-intro">
        Reminders in our own words, with the rulebook sections to read. The rulebook itself is the
        authority.
      </p>
      <search class="rh-search">
        <label class="rh-label" for="rh-query">
          Search by word or section number
        </label>
        <input
          id="rh-query"
          class="input rh-input"
          type="search"
          autocomplete="off"
          placeholder="e.g. Guards, supply, 9.5.3"
          value={query}
          onInput={(e) => setQuery(e.currentTarget.value)}
        />
        <p class="rh-count" role="status" data-testid="rules-count">
          {q === ''
            ? `${found.length} summaries.`
            : found.length === 0
              ? `Nothing found for "${q}".`
              : `${found.length} ${found.length === 1 ? 'summary' : 'summaries'} ${
                  isSectionQuery(q) ? `in section ${q}` : `mention "${q}"`
                }.`}
        </p>
      </search>
      {q === '' && (
        <nav class="rh-jump" aria-label="Jump to a part of the Turn">
          {RULE_GROUPS.map((g) => (
            <button
              key={g}
              type="button"
              class="rh-chip"
              onClick={() =>
                document.getElementById(`rh-group-${g.replace(/\s+/g, '-')}`)?.scrollIntoView()
              }
            >
              {g}
            </button>
          ))}
        </nav>
      )}
      {groups.map((g) => (
        <section
          key={g}
          class="rh-group"
          id={`rh-group-${g.replace(/\s+/g, '-')}`}
          aria-labelledby={`rh-group-title-${g.replace(/\s+/g, '-')}`}
        >
          <h2 class="section-title" id={`rh-group-title-${g.replace(/\s+/g, '-')}`}>
            {g === 'Turn' ? 'The Turn' : g === 'Optional rules' ? g : `${g}${PHASE_WORD[g] ?? ''}`}
          </h2>
          {found
            .filter((r) => r.group === g)
            .map((r) => (
              <Entry key={r.id} r={r} />
            ))}
        </section>
      ))}
    </div>
  );
}

const PHASE_WORD: Partial<Record<string, string>> = {
  Dawn: ' Phase',
  'Random Events': ' Phase',
  Supply: ' Phase',
  Combat: ' Phase',
  End: ' Phase',
  'Turn 1': ' rules',
};
