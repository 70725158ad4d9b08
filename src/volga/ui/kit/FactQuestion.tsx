/**
 * The "needs fact" question: play needs something printed only on the owner's components. It
 * asks in plain words (the engine's factQuestion), offers big answer buttons or a small form
 * for the kind of fact, checks the answer with the engine's answerFact against everything the
 * kit already knows, and shows a refusal inline. Only an accepted answer reaches `onAnswer`.
 */
import { useState } from 'preact/hooks';
import { Refusal } from '../../../core/controls';
import { ChoiceButtons } from '../../../core/controls/ChoiceButtons';
import type { RuleError } from '../../../core/result';
import {
  adjacency,
  answerFact,
  blankCounter,
  type ComponentKit,
  type EventRow,
  type Fact,
  type FactAnswers,
  factQuestion,
  firstAlone,
  type GermanCounter,
  MAMAYEV_KURGAN_AREA,
  neighbours,
  placementIn,
  TEM_EXCEPTIONS,
  TERRAIN_TEM,
} from '../../engine/kit';
import { TERRAIN_LABEL, TERRAINS, type Terrain } from '../../engine/types';
import { CounterCard, counterSummary, DivisionList } from './CounterCard';
import { DivisionsAnswer } from './DivisionsAnswer';
import { blankRow, EventRowForm } from './EventRowForm';
import { CounterAnswer, SetupAnswer } from './SetupAnswer';
import { AreaGrid, DesignationForm, ruleText, TerrainShape, TextInput } from './widgets';
import './kit.css';

/** Props: the fact play needs, the kit it is missing from, and where the accepted answer goes. */
export interface FactQuestionProps {
  readonly fact: Fact;
  readonly kit: ComponentKit;
  readonly onAnswer: (answer: FactAnswers[Fact['kind']]) => void;
  /** Ask a narrower fact instead (counters asked together, answered one at a time). */
  readonly onNarrow?: (fact: Fact) => void;
  /**
   * Given where the TEM may be asked next: an Area's terrain question then offers 9.5.3B's named
   * Areas too, and the one tap gives the terrain and the TEM its Identifier shows.
   */
  readonly onTerrainTem?: (terrain: Terrain, tem: number) => void;
}

type Submit = (answer: FactAnswers[Fact['kind']]) => void;

const SHAPE: Readonly<Record<Terrain, string>> = {
  clear: 'circle',
  elevated: 'triangle',
  lightUrban: 'square',
  heavyUrban: 'pentagon',
};

/**
 * The terrain by the Identifier's shape. With `withTem`, the Areas 9.5.3B names are answers of
 * their own, so a shape's answer also says the Area is none of them: its TEM is the terrain's.
 */
function TerrainAnswer(props: {
  kit: ComponentKit;
  area: number;
  submit: Submit;
  withTem?: (t: Terrain, tem: number) => void;
}) {
  const withTem = props.withTem;
  // A named Area is one Area: offered only while the kit places it nowhere else (Mamayev
  // Kurgan is Area 21 by the rulebook's map).
  const named = TEM_EXCEPTIONS.filter(
    (e) =>
      (e.id !== 'mamayevKurgan' || props.area === MAMAYEV_KURGAN_AREA) &&
      !Object.values(props.kit.areas).some(
        (A) => A && A.number !== props.area && A.terrain === e.terrain && A.tem === e.tem,
      ),
  );
  const plain = (t: Terrain) => (withTem ? withTem(t, TERRAIN_TEM[t]) : props.submit(t));
  return (
    <ChoiceButtons
      class="kit-answers kit-answers-2"
      buttonClass="outlined kit-answer"
      options={TERRAINS}
      label={(t) => (
        <>
          <TerrainShape terrain={t} size={28} />
          <span>
            {TERRAIN_LABEL[t]}
            <span class="kit-answer-sub">
              {SHAPE[t]}
              {withTem ? ` · TEM +${TERRAIN_TEM[t]}` : ''}
            </span>
          </span>
        </>
      )}
      testid={(t) => `answer-${t}`}
      onPick={plain}
    >
      {withTem &&
        named.map((e) => (
          <button
            key={e.id}
            type="button"
            class="outlined kit-answer kit-answer-named"
            onClick={() => withTem(e.terrain, e.tem)}
            data-testid={`answer-${e.id}`}
          >
            <TerrainShape terrain={e.terrain} size={28} />
            <span>
              {e.label}
              <span class="kit-answer-sub">
                {SHAPE[e.terrain]} · TEM +{e.tem} (9.5.3B)
              </span>
            </span>
          </button>
        ))}
    </ChoiceButtons>
  );
}

/**
 * The TEM: where the terrain is known, 9.5.3B allows only two values (the terrain's, or its
 * named exception's), so those two are the answers; otherwise +1 to +4.
 */
function TemAnswer(props: { kit: ComponentKit; area: number; submit: Submit }) {
  const terrain = props.kit.areas[props.area]?.terrain ?? null;
  const ex = TEM_EXCEPTIONS.find((e) => e.terrain === terrain);
  if (terrain && ex)
    return (
      <ChoiceButtons
        class="kit-answers kit-answers-2"
        buttonClass="outlined kit-answer"
        options={
          [
            [TERRAIN_TEM[terrain], `Another ${TERRAIN_LABEL[terrain]} Area`],
            [ex.tem, ex.label],
          ] as const
        }
        label={([tem, words]) => (
          <span>
            {words}
            <span class="kit-answer-sub">TEM +{tem} (9.5.3B)</span>
          </span>
        )}
        testid={([tem]) => `answer-tem-${tem}`}
        onPick={([tem]) => props.submit(tem)}
      />
    );
  return (
    <ChoiceButtons
      class="kit-answers kit-answers-4"
      buttonClass="outlined kit-answer kit-answer-num"
      options={[1, 2, 3, 4]}
      label={(n) => `+${n}`}
      ariaLabel={(n) => `TEM +${n}`}
      onPick={props.submit}
    />
  );
}

function NameAnswer(props: { submit: Submit }) {
  const [text, setText] = useState('');
  return (
    <form
      class="kit-row"
      onSubmit={(e) => {
        e.preventDefault();
        props.submit(text.trim());
      }}
    >
      <label class="sr-only" for="fact-name">
        Name as printed
      </label>
      <TextInput id="fact-name" value={text} onText={setText} />
      <button type="submit" class="btn">
        Save
      </button>
    </form>
  );
}

function NeighboursAnswer(props: { kit: ComponentKit; area: number; submit: Submit }) {
  const n = props.area;
  const [picked, setPicked] = useState<readonly number[]>(() => neighbours(props.kit, n).known);
  return (
    <>
      <AreaGrid
        testid="fact-neighbours"
        label={`Areas bordering Area ${n}`}
        cell={(m) => {
          if (m === n) return { on: false, disabled: true, label: `Area ${m} (this Area)` };
          const known = adjacency(props.kit, n, m);
          const on = picked.includes(m);
          return {
            on,
            mark: !on && known === 'no' ? 'no' : undefined,
            label: `Area ${m}: ${on ? 'borders' : known === 'no' ? 'recorded as not bordering' : 'not ticked'}`,
          };
        }}
        onTap={(m) =>
          setPicked((p) =>
            p.includes(m) ? p.filter((x) => x !== m) : [...p, m].sort((a, b) => a - b),
          )
        }
      />
      <p class="kit-small">
        {picked.length === 0 ? 'None ticked.' : `Ticked ${picked.length}: ${picked.join(', ')}.`}
      </p>
      <button type="button" class="btn" onClick={() => props.submit(picked)}>
        Save: these are all its neighbours
      </button>
    </>
  );
}

function EventAnswer(props: { fact: Extract<Fact, { kind: 'event' }>; submit: Submit }) {
  const [row, setRow] = useState<EventRow>(() => blankRow(props.fact.roll, props.fact.roll));
  return (
    <>
      <EventRowForm
        row={row}
        idPrefix="fact-event"
        path="fact"
        issues={[]}
        readOnly={false}
        onChange={setRow}
      />
      <button type="button" class="btn" onClick={() => props.submit(row)}>
        Save this row
      </button>
    </>
  );
}

function CountersAnswer(props: {
  kit: ComponentKit;
  fact: Extract<Fact, { kind: 'germanCounters' }>;
  submit: Submit;
}) {
  const s = props.fact.scenario;
  const [list, setList] = useState<readonly GermanCounter[]>(() =>
    props.kit.germanCounters.filter((c) => placementIn(c, s) !== 'absent'),
  );
  const [open, setOpen] = useState<number | null>(null);
  const [newId, setNewId] = useState('');
  const [note, setNote] = useState('');
  return (
    <>
      <DivisionList />
      <ul class="kit-counters">
        {list.map((c, i) => (
          <li key={`${i}|${c.id}`}>
            <details
              class="kit-details"
              open={open === i}
              onToggle={(e) => {
                const isOpen = (e.currentTarget as HTMLDetailsElement).open;
                if (isOpen && open !== i) setOpen(i);
                if (!isOpen && open === i) setOpen(null);
              }}
            >
              <summary class="kit-summary">
                <span class="kit-summary-title">{c.id}</span>
                <span class="kit-summary-text">{counterSummary(c)}</span>
              </summary>
              {open === i && (
                <CounterCard
                  counter={c}
                  idPrefix={`fact-counter-${i}`}
                  path={`fact[${i}]`}
                  issues={[]}
                  readOnly={false}
                  onChange={(next) => {
                    if (next.id !== c.id && list.some((o) => o.id === next.id)) {
                      setNote(`${next.id} is already in the list.`);
                      return false;
                    }
                    setNote('');
                    setList(list.map((x, j) => (j === i ? next : x)));
                    return true;
                  }}
                  onRemove={() => {
                    setList(list.filter((_, j) => j !== i));
                    setOpen(null);
                  }}
                  refusal={() => null}
                />
              )}
            </details>
          </li>
        ))}
      </ul>
      <DesignationForm
        id="fact-counter-new"
        label="Add a counter by its designation"
        text={newId}
        onText={setNewId}
        note={note}
        onAdd={() => {
          const id = newId.trim();
          if (id === '' || list.some((c) => c.id === id)) {
            setNote(id === '' ? 'Type the designation first.' : `${id} is already in the list.`);
            return;
          }
          setList([...list, blankCounter(id)]);
          setOpen(list.length);
          setNewId('');
          setNote('');
        }}
      />
      <button type="button" class="btn" onClick={() => props.submit(list)}>
        Save: this is the complete list
      </button>
    </>
  );
}

/** The two answers to whether two Areas share a boundary. */
const BORDER_ANSWERS = [
  [true, 'answer-yes', 'Yes, they share a boundary'],
  [false, 'answer-no', 'No, they do not'],
] as const;

function Answer(props: {
  fact: Fact;
  kit: ComponentKit;
  submit: Submit;
  narrow?: (fact: Fact) => void;
  withTem?: (t: Terrain, tem: number) => void;
}) {
  const f = props.fact;
  switch (f.kind) {
    case 'adjacency':
      return (
        <ChoiceButtons
          class="kit-answers kit-answers-2"
          buttonClass="outlined kit-answer"
          options={BORDER_ANSWERS}
          label={([, , words]) => words}
          testid={([, testid]) => testid}
          onPick={([yes]) => props.submit(yes)}
        />
      );
    case 'terrain':
      return (
        <TerrainAnswer
          kit={props.kit}
          area={f.area}
          submit={props.submit}
          withTem={props.withTem}
        />
      );
    case 'tem':
      return <TemAnswer kit={props.kit} area={f.area} submit={props.submit} />;
    case 'name':
      return <NameAnswer submit={props.submit} />;
    case 'neighbours':
      return <NeighboursAnswer kit={props.kit} area={f.area} submit={props.submit} />;
    case 'event':
      return <EventAnswer fact={f} submit={props.submit} />;
    case 'germanCounters':
      return <CountersAnswer kit={props.kit} fact={f} submit={props.submit} />;
    case 'setup':
      return <SetupAnswer kit={props.kit} fact={f} submit={props.submit} />;
    case 'counter': {
      const narrow = props.narrow;
      const first = firstAlone(f);
      if (!first) return <CounterAnswer kit={props.kit} fact={f} submit={props.submit} />;
      return (
        <DivisionsAnswer
          kit={props.kit}
          fact={f}
          submit={props.submit}
          onSplit={narrow && (() => narrow(first))}
        />
      );
    }
  }
}

/** Returns the plain-words question for a needs-fact with its answer controls. */
export function FactQuestion(props: FactQuestionProps) {
  const [error, setError] = useState<RuleError | null>(null);
  const submit: Submit = (answer) => {
    const r = answerFact(props.kit, props.fact, answer);
    if (!r.ok) {
      setError(r.error);
      return;
    }
    setError(null);
    props.onAnswer(answer);
  };
  // The TEM goes with the terrain while the kit does not know it (the Identifier shows both).
  const f = props.fact;
  const onTerrainTem = props.onTerrainTem;
  const withTem =
    onTerrainTem && f.kind === 'terrain' && (props.kit.areas[f.area]?.tem ?? null) === null
      ? (t: Terrain, tem: number) => {
          const r = answerFact(props.kit, f, t);
          if (!r.ok) return setError(r.error);
          setError(null);
          onTerrainTem(t, tem);
        }
      : undefined;
  const key = JSON.stringify(props.fact);
  return (
    <section class="kit-question" aria-labelledby="fact-question-text" data-testid="fact-question">
      <p class="kit-question-text" id="fact-question-text">
        {factQuestion(props.kit, props.fact)}
      </p>
      <Answer
        key={key}
        fact={props.fact}
        kit={props.kit}
        submit={submit}
        narrow={props.onNarrow}
        withTem={withTem}
      />
      {error && (
        <Refusal error={error} alert lead="Not saved:" ruleLabel={ruleText} testid="fact-error" />
      )}
    </section>
  );
}
