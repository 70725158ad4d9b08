/** The outcome of one Combat Resolution and what to do on the board, from the engine's words. */
import type { ComponentChildren } from 'preact';
import { Explain } from '../../../core/controls';
import type {
  BarrageResolution,
  CombatDice,
  CombatResolution,
  CombatResult,
  Consequence,
  Term,
} from '../../engine/combat';
import { explainRule, RESULT_EXPLAIN } from './explain';
import './combat.css';

const RESULT_LABEL: Readonly<Record<CombatResult, string>> = {
  repulse: 'Repulse',
  stalemate: 'Stalemate',
  success: 'Success',
  overrun: 'Overrun',
};

/** The short board word that heads a consequence. */
function tag(c: Consequence): string {
  switch (c.kind) {
    case 'outOfAction':
      return 'Out of Action';
    case 'spent':
      return 'Spent';
    case 'retreat':
      return 'Retreat';
    case 'sovietEliminated':
      return 'Eliminated';
    case 'germanControl':
      return 'Control';
    case 'morale':
      return `Morale ${c.delta > 0 ? '+' : c.delta < 0 ? '−' : '±'}${Math.abs(c.delta)}`;
    case 'supportUsed':
      return 'Used';
  }
}

/** The consequence's own label with the detail the board needs. */
function detail(c: Consequence): string {
  if (c.kind === 'morale' && c.terms.length > 0) {
    const parts = c.terms.map((t) => `${t.label} ${t.value > 0 ? '+' : '−'}${Math.abs(t.value)}`);
    return `${c.label} (${parts.join('; ')})`;
  }
  if (c.kind === 'supportUsed') {
    const m: string[] = [];
    if (c.artillery) m.push(`${c.artillery} Artillery`);
    if (c.engineers) m.push(`${c.engineers} Engineer`);
    if (c.air) m.push('Air');
    return `${c.label}: ${m.join(', ')}`;
  }
  return c.label;
}

/** The list of things to do on the board, each with its rule. */
export function Consequences(props: { list: readonly Consequence[]; testid?: string }) {
  return (
    <ol class="cb-conseq-list" aria-label="What to do on the board" data-testid={props.testid}>
      {props.list.map((c, i) => (
        <li key={i} class={`cb-conseq cb-conseq-${c.kind}`}>
          <Explain
            class="cb-explain-tag"
            value={tag(c)}
            label={detail(c)}
            rule={c.rule}
            text={explainRule(c.rule)}
          />
        </li>
      ))}
    </ol>
  );
}

/** The engine's notes (which strategy acted, what a Barrage did), each with its rule. */
export function Notes(props: { list: readonly Term[] }) {
  if (props.list.length === 0) return null;
  return (
    <ul class="cb-notes">
      {props.list.map((n) => (
        <li key={n.label}>
          {n.label} <span class="rule-tag">{n.rule}</span>
        </li>
      ))}
    </ul>
  );
}

/** "Success → Stalemate (Fanatic, 9.4)" or "Repulse (9.5.5)". */
export function outcomeText(r: CombatResolution): string {
  if (r.combatResult === r.outcome) return `${RESULT_LABEL[r.outcome]} (9.5.5)`;
  const why = r.strategy === 'fanatic' ? 'Fanatic, 9.4' : '9.4';
  return `${RESULT_LABEL[r.combatResult]} → ${RESULT_LABEL[r.outcome]} (${why})`;
}

/** The result, the actions on it (`children`, next to the headline), the totals and consequences. */
export function ResultView(props: {
  r: CombatResolution;
  dice: CombatDice;
  barrage: BarrageResolution | null;
  children?: ComponentChildren;
}) {
  const { r, dice } = props;
  const soviet =
    dice.soviet.length > 2
      ? `best two of ${dice.soviet.join(', ')}`
      : `${dice.soviet[0]}+${dice.soviet[1]}`;
  const all = [...(props.barrage?.consequences ?? []), ...r.consequences];
  return (
    <div class="cb-result" data-testid="result">
      <p class={`cb-outcome cb-outcome-${r.outcome}`} data-testid="outcome">
        <span class="cb-outcome-name">{RESULT_LABEL[r.outcome]}</span>
        <span class="cb-outcome-line">{outcomeText(r)}</span>
      </p>
      {props.children}
      <div class="cb-totals">
        <Explain
          testid="at"
          value={`AT ${r.at}`}
          label={`Attack Value ${r.av} + German ${r.germanRoll} (${dice.german[0]}+${dice.german[1]})`}
          rule="9.5"
          text="Attack Total: the Attack Value plus the German 2d6."
        />
        <Explain
          testid="dt"
          value={`DT ${r.dt}`}
          label={`Defense Value ${r.dv} + Soviet ${r.sovietRoll} (${soviet})`}
          rule="9.5"
          text="Defense Total: the final Defense Value plus the Soviet dice that count."
        />
        <Explain
          value={`${r.at - r.dt > 0 ? '+' : r.at - r.dt < 0 ? '−' : ''}${Math.abs(r.at - r.dt)}`}
          label={`AT − DT against Defense Factor ${r.defenseFactor}`}
          rule="9.5.5"
          text={RESULT_EXPLAIN[r.combatResult]?.text ?? explainRule('9.5.5')}
        />
      </div>
      <Notes list={r.notes} />
      <h3 class="cb-subtitle">On the board</h3>
      <Consequences list={all} testid="consequences" />
    </div>
  );
}
