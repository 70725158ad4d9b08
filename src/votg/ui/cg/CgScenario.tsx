/**
 * The rolls made while a CG scenario is played (20.41, lines 63-98), between its Scenario
 * Commencement and its result: the engine says which apply from the CG record (chits, ENEMY,
 * weather, AC#, the rolls made), their drm and odds; the player picks one, enters or draws its
 * dice, and sees what it gave where it tapped. Each is logged with its dice's source.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { Refusal } from '../../../core/controls/Refusal';
import { Section } from '../../../core/controls/Section';
import type { Result, RuleError } from '../../../core/result';
import type { CgState } from '../../engine/cg/record';
import {
  type CgScenarioLine,
  type CgScenarioOffer,
  type CgScenarioTable,
  rollScenarioOffer,
  SCENARIO_ROLLS,
  scenarioOffers,
} from '../../engine/cg/scenario';
import type { CgModel } from '../../state/cg-model';
import { RollPanel } from './RollPanel';
import { signed } from './words';

const RESULT: Readonly<Record<CgScenarioTable, Readonly<Record<string, string>>>> = {
  'CG.attack': {
    'all-out': 'All-Out Attack: every S? at ground level to Advance',
    general: 'General Attack: each ground-level S? in or ADJACENT to the Frontline to Advance',
    probing: 'Probing Attack: a dr per such S?, Advance on 3 or less',
  },
  'CG.hw': { activate: 'the S? activates as a HW: roll its type', none: 'no effect' },
  'CG.hwType': {
    RE61: 'ENEMY RE 61',
    RE43: 'ENEMY RE 43',
    'RE43-MMG': 'ENEMY RE 43, an MMG instead of the HMG',
    'mortar-50': 'a 50* MTR and a half squad (R2/G2 for the type)',
    'crew-mortar': 'a 2-2-8 crew and an 81MTR (if German)',
  },
  'CG.reinforcement': { reinforce: 'S? enter this turn: roll how many', none: 'no reinforcements' },
  'CG.reinforcementCount': {},
  'CG.aerial': {},
  'CG.air': { 'stuka-1': 'a Stuka I RG (CG9)', 'stuka-2': 'a Stuka II RG (CG9)' },
  'CG.strongpoint': {
    'battalion-strongpoint': 'the building becomes a Battalion Strongpoint',
    none: 'no effect',
  },
};

const TABLES = Object.keys(SCENARIO_ROLLS) as CgScenarioTable[];

/** What a final gave, in words ("2 Aerial Bombardments", "5 S? enter"). */
function gave(table: CgScenarioTable, result: string | number | null, final: number | null) {
  if (table === 'CG.reinforcementCount')
    return `${final} S? enter in Advance Attitude along the EBE`;
  if (table === 'CG.aerial')
    return result === 0
      ? 'no Aerial Bombardment'
      : `${result} Aerial Bombardment${result === 1 ? '' : 's'}`;
  return RESULT[table][String(result)] ?? String(result);
}

/** The in-scenario rolls of the day in hand, while its scenario is played; null otherwise. */
export function ScenarioRolls(props: { m: CgModel; s: CgState }) {
  const d = props.s.current;
  const [open, setOpen] = useState<CgScenarioTable | null>(null);
  const [error, setError] = useState<RuleError | null>(null);
  // The rolls logged before this screen showed: what they gave is not brought into view.
  const since = useRef(d?.scenarioRolls.length ?? 0);
  if (!d || props.m.next.value?.step !== 'result') return null;
  const offers = scenarioOffers(props.s.start, d);
  const last = d.scenarioRolls.at(-1);
  const chosen = offers.find((o) => o.table === open) ?? null;
  const roll = (o: CgScenarioOffer, dice: number[], source: 'owner' | 'app') => {
    const r: Result<unknown> = props.m.add({ step: 'scenario', table: o.table, dice, source });
    setError(r.ok ? null : r.error);
    // A follow-up (the HW's type, the number entering) opens at once; a roll made once closes.
    const follow = TABLES.find((t) => SCENARIO_ROLLS[t].follows === o.table);
    setOpen(follow ?? o.table);
  };
  return (
    <Section id="cg-scenario" title="During the scenario" class="card stack" testid="cg-scenario">
      {error && <Refusal error={error} alert />}
      <p class="field-note">
        Pick a roll when the scenario calls for it; its drm and odds show before the dice.
      </p>
      <div class="cg-buttons">
        {offers.map((o) => (
          <button
            key={o.table}
            type="button"
            class={o.table === open ? 'btn' : 'btn-quiet'}
            aria-pressed={o.table === open}
            data-testid={`cg-scenario-${o.table}`}
            onClick={() => setOpen(o.table === open ? null : o.table)}
          >
            {o.name}
          </button>
        ))}
      </div>
      {chosen && <ScenarioRoll key={chosen.table} o={chosen} roll={roll} />}
      {last && <ScenarioLast line={last} count={d.scenarioRolls.length} since={since.current} />}
    </Section>
  );
}

/** An in-scenario roll in words, as the log and the last-roll line show it. */
export function scenarioWords(line: CgScenarioLine): string {
  const o = line.outcome;
  const drms = o.modifiers.map((x) => ` ${signed(x.value)}`).join('');
  const app = line.source === 'app' ? ' (app dice)' : '';
  return `${SCENARIO_ROLLS[line.table].name}: [${line.dice.join(', ')}]${app}${drms} = ${o.final}: ${gave(line.table, o.result, o.final)}`;
}

/**
 * The last in-scenario roll, below the dice tapped: brought into view when a roll is added, so
 * what it gave shows where the player is looking (a phone may have scrolled to the dice).
 */
function ScenarioLast(props: { line: CgScenarioLine; count: number; since: number }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const seen = useRef(props.since);
  useEffect(() => {
    if (props.count > seen.current) ref.current?.scrollIntoView({ block: 'nearest' });
    seen.current = props.count;
  }, [props.count]);
  return (
    <p ref={ref} class="cg-last" data-testid="cg-scenario-last" aria-live="polite">
      {scenarioWords(props.line)}
    </p>
  );
}

function ScenarioRoll(props: {
  o: CgScenarioOffer;
  roll: (o: CgScenarioOffer, dice: number[], source: 'owner' | 'app') => void;
}) {
  const { o } = props;
  return (
    <div class="stack" data-testid="cg-scenario-roll">
      <p>
        <strong>{o.name}</strong>: {o.when}.{' '}
        <span class="rule-tag">
          {o.rule}, line {o.line}
        </span>
      </p>
      <RollPanel
        odds={rollScenarioOffer(o)}
        word={(k) =>
          o.table === 'CG.reinforcementCount'
            ? `${k} S?`
            : gave(o.table, Number.isNaN(Number(k)) ? k : Number(k), null)
        }
        dice={o.dice}
        group={o.name}
        rule={o.rule}
        testid="cg-scenario"
        idPrefix={`cg-scenario-${o.table.replace('CG.', '')}`}
        onRoll={(dice, source) => props.roll(o, dice, source)}
      />
    </div>
  );
}
