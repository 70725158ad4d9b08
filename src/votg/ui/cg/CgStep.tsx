/**
 * Starting a Campaign Game, and the step it asks for next: a roll (its drm named line by line,
 * its odds, the dice) or the player's answer (a CG Date's Historical DRM, a chit, an RE purchase,
 * the printed V12.619 ELR, a scenario's result). What a step needs and what it gives are the
 * engine's; the screen only gathers the dice and answers.
 */
import { useState } from 'preact/hooks';
import { Segmented, Stepper, Switch } from '../../../core/controls';
import { ChoiceButtons } from '../../../core/controls/ChoiceButtons';
import { Refusal } from '../../../core/controls/Refusal';
import { Section } from '../../../core/controls/Section';
import { type DiceEntries, DiceEntry } from '../../../core/dice/DiceEntry';
import type { Result, RuleError } from '../../../core/result';
import { CAMPAIGNS, CG_IDS, type CgEnemy } from '../../engine/cg/campaigns';
import type { CgEntry, CgRollStep, CgStart, CgState, CgStep } from '../../engine/cg/record';
import { GUARDS_MAX, rollCgTable } from '../../engine/cg/tables';
import type { CgModel } from '../../state/cg-model';
import { DrmStepper } from '../kit/DrmStepper';
import { StartCard } from '../kit/StartCard';
import { SIDE_NAME } from '../kit/sides';
import { NoteList } from './NoteList';
import { RollPanel, slotsOf, sourceOf } from './RollPanel';
import { BOOBY_TRAP_WORDS, ROLL_WORDS, resultWords, signed } from './words';

/** The ENEMY sides a CG is played against, in the order the start card offers them. */
const CG_ENEMIES: readonly CgEnemy[] = ['russian', 'german'];

/** What the start card shows before the player picks: CG I against a Russian ENEMY. */
const FIRST_START: CgStart = {
  cg: 'I',
  enemy: 'russian',
  elr: 3,
  san: 2,
  boobyTrap: 0,
  balance: 0,
};

/** Returns a stepper for an ENEMY ELR: a whole number 0-5, as the engine takes it (12.619). */
function ElrStepper(props: {
  id: string;
  label: string;
  value: number;
  onChange: (n: number) => void;
}) {
  return <Stepper {...props} min={0} max={5} />;
}

/** Picks a CG, the ENEMY and the Chapter V starting values, and starts it. */
export function StartCg(props: { m: CgModel; replacing: boolean }) {
  // The card edits the engine's own CgStart, so a value the start needs is one the card holds.
  const [v, setV] = useState<CgStart>(FIRST_START);
  const put = (patch: Partial<CgStart>) => setV((was) => ({ ...was, ...patch }));
  const [error, setError] = useState<RuleError | null>(null);
  const start = () => {
    // A German ENEMY has no Booby Trap level (line 282): one picked before switching is dropped.
    const r = props.m.start({ ...v, boobyTrap: v.enemy === 'russian' ? v.boobyTrap : 0 });
    setError(r.ok ? null : r.error);
  };
  // A starting number from 0 to the most the engine takes (12.627's SAN, V12.32's y).
  const count = (key: 'san' | 'balance', id: string, label: string, max: number, note?: string) => (
    <Stepper
      id={id}
      label={label}
      value={v[key]}
      min={0}
      max={max}
      note={note}
      onChange={(n) => put({ [key]: n })}
    />
  );
  return (
    <StartCard
      id="cg-start"
      title={['Start a Campaign Game', 'New Campaign Game']}
      replacing={props.replacing}
      kept="The CG in play is kept as the backup."
    >
      <Segmented
        name="cg-id"
        legend="Campaign Game"
        value={v.cg}
        options={CG_IDS}
        label={(cg) => `CG ${cg}: ${CAMPAIGNS[cg].name}`}
        onChange={(cg) => put({ cg })}
        wide
      />
      <Segmented
        name="cg-enemy"
        legend="ENEMY"
        value={v.enemy}
        // Russian first: the card's default ENEMY.
        options={CG_ENEMIES}
        label={(enemy) => SIDE_NAME[enemy]}
        onChange={(enemy) => put({ enemy })}
      />
      <p class="field-note">
        Starting values from the CG's Chapter V setup (not in the S.20 text):
      </p>
      <ElrStepper
        id="cg-start-elr"
        label="ENEMY ELR"
        value={v.elr}
        onChange={(elr) => put({ elr })}
      />
      {count('san', 'cg-start-san', 'ENEMY SAN', 9)}
      {v.enemy === 'russian' && (
        <Segmented
          name="cg-start-bt"
          legend="Booby Trap level (B28.9)"
          value={v.boobyTrap}
          options={[0, 1, 2, 3]}
          label={(bt) => BOOBY_TRAP_WORDS[bt]!}
          onChange={(boobyTrap) => put({ boobyTrap })}
        />
      )}
      {count(
        'balance',
        'cg-start-balance',
        'CG Balance DRM (V12.32)',
        6,
        "Applied as a minus to the ENEMY's Scenario Commencement rolls (line 93).",
      )}
      {error && <Refusal error={error} alert />}
      <button type="button" class="btn" data-testid="cg-start" onClick={start}>
        Start CG {v.cg}
      </button>
    </StartCard>
  );
}

/** The step the CG asks for next. */
export function StepPanel(props: { m: CgModel; s: CgState }) {
  const next = props.m.next.value;
  const [error, setError] = useState<RuleError | null>(null);
  if (!next) return null;
  const add = (e: CgEntry) => {
    const r: Result<unknown> = props.m.add(e);
    setError(r.ok ? null : r.error);
  };
  return (
    <Section
      id="cg-step"
      title={next.name}
      class="card stack cg-step"
      testid="cg-step"
      aside={
        <span class="rule-tag">
          {next.step === 'over' ? '' : `${next.rule}, line ${next.line}`}
        </span>
      }
      headClass="cg-step-head"
    >
      <LastRoll s={props.s} />
      {next.reminders.length > 0 && <NoteList notes={next.reminders} testid="cg-reminders" />}
      {error && <Refusal error={error} alert />}
      <StepInput key={`${props.s.current?.day}-${next.step}`} next={next} s={props.s} add={add} />
    </Section>
  );
}

/** The last roll made, in words: what the table gave and its final. */
function LastRoll(props: { s: CgState }) {
  const d = props.s.current?.rolls.length ? props.s.current : props.s.days.at(-1);
  const r = d?.rolls.at(-1);
  if (!r) return null;
  return (
    <p class="cg-last" data-testid="cg-last" aria-live="polite">
      Day {d!.day} {ROLL_WORDS[r.step]}: final {r.outcome.final},{' '}
      {resultWords(r.step, r.outcome.result)}
    </p>
  );
}

function StepInput(props: { next: CgStep; s: CgState; add: (e: CgEntry) => void }) {
  const { next, s, add } = props;
  switch (next.step) {
    case 'over':
      return <p>Every CG Date of this Campaign Game is done.</p>;
    case 'date':
      return <DateInput add={add} />;
    case 'friendlyChit':
      return (
        <Buttons
          testid="cg-chit"
          options={[
            ['Idle', { step: 'friendlyChit', chit: 'idle' }],
            ['Attack', { step: 'friendlyChit', chit: 'attack' }],
          ]}
          add={add}
        />
      );
    case 'counterattackDeclared':
      return (
        <Buttons
          testid="cg-counterattack"
          options={[
            ['No Counterattack', { step: 'counterattackDeclared', declared: false }],
            ['Counterattack declared', { step: 'counterattackDeclared', declared: true }],
          ]}
          add={add}
        />
      );
    case 'reBuy':
      return (
        <Buttons
          testid="cg-rebuy"
          options={[
            ['No RE (0 CPP)', { step: 'reBuy', cpp: 0 }],
            ['RE for 5 CPP', { step: 'reBuy', cpp: 5 }],
            ['RE for 6 CPP (-2)', { step: 'reBuy', cpp: 6 }],
          ]}
          add={add}
        />
      );
    case 'elrResult':
      return <ElrInput s={s} add={add} />;
    case 'result':
      return <ResultInput s={s} add={add} />;
    case 'prisoners':
      return <PrisonerInput add={add} />;
    default:
      return <RollInput next={next} step={next.step} add={add} />;
  }
}

function Buttons(props: {
  testid: string;
  options: [string, CgEntry][];
  add: (e: CgEntry) => void;
}) {
  return (
    <ChoiceButtons
      class="cg-buttons"
      buttonClass="btn"
      options={props.options}
      label={([label]) => label}
      testid={() => props.testid}
      onPick={([, e]) => props.add(e)}
    />
  );
}

function DateInput(props: { add: (e: CgEntry) => void }) {
  const [historical, setHistorical] = useState(0);
  const [overcast, setOvercast] = useState(false);
  return (
    <>
      <DrmStepper
        id="cg-historical"
        label="Historical DRM for this CG Date"
        value={historical}
        signed={signed}
        onChange={setHistorical}
        note="From Chapter V's CG Date chart (not in the S.20 text)."
      />
      <Switch id="cg-overcast" label="Overcast" checked={overcast} onChange={setOvercast} />
      <button
        type="button"
        class="btn"
        data-testid="cg-date-go"
        onClick={() => props.add({ step: 'date', historical, overcast })}
      >
        Begin this CG Date
      </button>
    </>
  );
}

function RollInput(props: { next: CgStep; step: CgRollStep; add: (e: CgEntry) => void }) {
  const { next, step } = props;
  return (
    <RollPanel
      odds={rollCgTable(next.table!, next.input)}
      word={(k) => oddsWords(step, k)}
      dice={next.table === 'CG.elr' ? 2 : 1}
      group={ROLL_WORDS[step]}
      rule={next.rule}
      testid="cg"
      idPrefix={`cg-${step}`}
      onRoll={(dice, source) => props.add({ step, dice, source })}
    />
  );
}

/** An odds key in words: V12.619's ELR DR is read by its final (its table is not in the text). */
const oddsWords = (step: CgRollStep, key: string): string =>
  key === 'off' ? 'off the table' : step === 'elr' ? `final ${key}` : resultWords(step, key);

function PrisonerInput(props: { add: (e: CgEntry) => void }) {
  const [guards, setGuards] = useState(0);
  const [values, setValues] = useState<DiceEntries>({});
  const slots = slotsOf(guards, 'Prisoners', '12.609');
  const got = slots.map((sl) => values[sl.id]?.value);
  const ready = got.every((x) => x !== undefined);
  return (
    <>
      <Stepper
        id="cg-guards"
        label="Isolated ENEMY Guards"
        value={guards}
        min={0}
        max={GUARDS_MAX}
        onChange={setGuards}
      />
      {guards > 0 && (
        <DiceEntry slots={slots} values={values} onChange={setValues} idPrefix="cg-prisoners" />
      )}
      <button
        type="button"
        class="btn"
        data-testid="cg-prisoners-go"
        disabled={!ready}
        onClick={() =>
          props.add({ step: 'prisoners', dice: got as number[], source: sourceOf(values) })
        }
      >
        {guards === 0 ? 'No Isolated Guards' : 'Log the Prisoner dr'}
      </button>
    </>
  );
}

function ElrInput(props: { s: CgState; add: (e: CgEntry) => void }) {
  const d = props.s.current!;
  const final = d.elrFinal;
  const [elr, setElr] = useState(d.elr);
  return (
    <>
      <p data-testid="cg-elr-final">
        Final DR {final}: read the ENEMY ELR on the V12.619 ELR table (Chapter V, not in this text),
        starting from ELR {d.elr}.
      </p>
      <ElrStepper id="cg-elr-read" label="ENEMY ELR read" value={elr} onChange={setElr} />
      <button
        type="button"
        class="btn"
        data-testid="cg-elr-go"
        onClick={() => props.add({ step: 'elrResult', elr })}
      >
        Set ELR {elr}
      </button>
    </>
  );
}

/** The counts a scenario's result asks for: the entry's field, its stepper's id and words, its most. */
const RESULT_COUNTS = [
  ['casualtyVP', 'cg-vp', 'ENEMY Casualty VP', 9999],
  ['eliteSquads', 'cg-elite', 'Elite ENEMY squads Activated', 200],
  ['firstLineSquads', 'cg-first', '1st Line ENEMY squads Activated', 200],
  ['afv', 'cg-afv', 'ENEMY AFV Activated', 100],
] as const;

type ResultCount = (typeof RESULT_COUNTS)[number][0];

function ResultInput(props: { s: CgState; add: (e: CgEntry) => void }) {
  const d = props.s.current!;
  const [winner, setWinner] = useState<'friendly' | 'enemy'>('friendly');
  const [night, setNight] = useState(d.nightAssault ?? false);
  const [counts, setCounts] = useState<Record<ResultCount, number>>({
    casualtyVP: 0,
    eliteSquads: 0,
    firstLineSquads: 0,
    afv: 0,
  });
  return (
    <>
      <Segmented
        name="cg-winner"
        legend="Who won the scenario?"
        value={winner}
        labels={{ friendly: 'FRIENDLY', enemy: 'ENEMY' }}
        onChange={setWinner}
      />
      <Switch id="cg-night" label="Night scenario" checked={night} onChange={setNight} />
      {RESULT_COUNTS.map(([field, id, label, max]) => (
        <Stepper
          key={id}
          id={id}
          label={label}
          value={counts[field]}
          min={0}
          max={max}
          typed
          onChange={(n) => setCounts((c) => ({ ...c, [field]: n }))}
        />
      ))}
      <button
        type="button"
        class="btn"
        data-testid="cg-result-go"
        onClick={() => props.add({ step: 'result', winner, night, ...counts })}
      >
        Log the scenario's result
      </button>
    </>
  );
}
