/**
 * The odds of the situation as the engine summarizes them: the headline chances first (big,
 * each with its heading), the numbers behind them, then each distribution as labelled bars.
 */

import { Explain } from '../../core/controls';
import { pct } from '../../core/format';
import type { Distribution, Summary } from '../engine';
import { headingBadge, headingText } from './words';

/** Rows below this chance of "k or more" are left out of a distribution: too rare to show. */
const SHOWN_FROM = 0.0005;

function DistributionView(props: { d: Distribution; id: string }) {
  const { d } = props;
  let tail = 1;
  const rows = d.p.map((p, k) => {
    const atLeast = tail;
    tail -= p;
    return { k, p, atLeast };
  });
  const shown = rows.filter((r) => r.k === 0 || r.atLeast >= SHOWN_FROM);
  const top = Math.max(...shown.map((r) => r.p), 1e-12);
  return (
    <section class="toi-dist" aria-labelledby={`${props.id}-t`}>
      <h3 class="toi-dist-title" id={`${props.id}-t`}>
        {d.title} <span class="rule-tag">{headingBadge(d.rule)}</span>
      </h3>
      <table class="toi-dist-table" data-testid={props.id}>
        <thead>
          <tr>
            <th scope="col">{d.units}</th>
            <td aria-hidden="true" />
            <th scope="col">exactly</th>
            <th scope="col">at least</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.k}>
              <th scope="row">{r.k}</th>
              <td class="toi-bar-cell" aria-hidden="true">
                <span class="toi-bar" style={{ width: `${(r.p / top) * 100}%` }} />
              </td>
              <td>{pct(r.p)}</td>
              <td>{pct(Math.max(0, Math.min(1, r.atLeast)))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Returns the odds panel for a summary. */
export function OddsView(props: { summary: Summary }) {
  const { summary } = props;
  return (
    <section class="card toi-odds" aria-labelledby="toi-odds-title">
      <div class="toi-panel-head">
        <h2 class="section-title" id="toi-odds-title">
          Odds before rolling
        </h2>
        {summary.chances[0] && (
          <span class="rule-tag">{headingBadge(summary.chances[0].rule)}</span>
        )}
      </div>
      {summary.refused && (
        <p class="band toi-error" role="alert" data-testid="toi-refused">
          {summary.refused.message} <span class="rule-tag">{summary.refused.rule}</span>
        </p>
      )}
      <ul class="toi-chances" aria-live="polite">
        {summary.chances.map((c) => (
          <li key={c.id} class="toi-chance" data-testid={`toi-${c.id}`}>
            <span class="toi-chance-p">{pct(c.p)}</span>
            <span class="toi-chance-label">{c.label}</span>
          </li>
        ))}
      </ul>
      {summary.note && <p class="field-note">{summary.note}</p>}
      {summary.reminders.length > 0 && (
        <ul class="toi-facts toi-reminders" data-testid="toi-reminders">
          {summary.reminders.map((r) => (
            <li key={r.text}>
              {r.text} <span class="rule-tag">{headingBadge(r.rule)}</span>
            </li>
          ))}
        </ul>
      )}
      {summary.terms.length > 0 && (
        <div class="toi-terms">
          {summary.terms.map((t) => (
            <Explain
              key={t.label}
              value={String(t.value)}
              label={t.label}
              rule={headingBadge(t.rule)}
              text={headingText(t.rule)}
            />
          ))}
        </div>
      )}
      {summary.distributions.map((d, i) => (
        <DistributionView key={d.title} d={d} id={`toi-dist-${i}`} />
      ))}
    </section>
  );
}
