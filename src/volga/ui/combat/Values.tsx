/** The Attack and Defense Values built term by term from the engine's Terms. */

import { Explain } from '../../../core/controls';
import { signed } from '../../../core/format';
import type { Term, ValueDie } from '../../engine/combat';
import { explainRule } from './explain';
import './combat.css';

const PENDING: Readonly<Record<ValueDie, { label: string; rule: string }>> = {
  air: { label: 'Air Support die (to roll)', rule: '9.5.3D' },
  isolation: { label: 'Isolation die (to roll)', rule: '12.3' },
};

/** One value's terms, then its total; each line opens to its explanation. */
export function TermList(props: {
  id: string;
  title: string;
  total: number | null;
  totalRule: string;
  terms: readonly Term[];
  pending?: readonly ValueDie[];
  totalNote?: string;
}) {
  const pending = props.pending ?? [];
  return (
    <div class="cb-value" data-testid={props.id}>
      <ol class="cb-terms" aria-label={`${props.title} terms`}>
        {props.terms.map((t, i) => (
          <li key={`${t.rule}-${t.label}`}>
            <Explain
              value={signed(t.value, i === 0)}
              label={t.label}
              rule={t.rule}
              text={explainRule(t.rule)}
            />
          </li>
        ))}
        {pending.map((p) => (
          <li key={p}>
            <Explain
              value="−?"
              label={PENDING[p].label}
              rule={PENDING[p].rule}
              text={explainRule(PENDING[p].rule)}
            />
          </li>
        ))}
      </ol>
      <Explain
        class="cb-total"
        value={props.total === null ? '?' : `= ${props.total}`}
        label={pending.length > 0 ? `${props.title} before dice` : props.title}
        rule={props.totalRule}
        text={props.totalNote ?? explainRule(props.totalRule)}
        testid={`${props.id}-total`}
      />
    </div>
  );
}
