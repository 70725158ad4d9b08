/**
 * Random Event Chart rows per scenario: which rolls 3..18 have a row, every row as an
 * expandable form (rows the rulebook gives are locked), and a form to add a row.
 */
import { useState } from 'preact/hooks';
import { Segmented } from '../../../core/controls';
import { type EventRow, editEventRows, type KitIssue, type ScenarioId } from '../../engine/kit';
import { type FieldError, kitModel } from '../../state/kit';
import { blankRow, EFFECT_LABEL, EventRowForm, ROLLS, RollRange } from './EventRowForm';
import { issuesAt, issuesUnder } from './issues';
import { rowLock } from './locks';
import { Field, FieldErrorNote, Issues, KitCard, KitEntry, LockNote, TextInput } from './widgets';

/** Which row covers each roll 3..18 (row indexes; more than one is an overlap). */
export function coverage(rows: readonly EventRow[]): Map<number, number[]> {
  const m = new Map<number, number[]>();
  for (const r of ROLLS) m.set(r, []);
  rows.forEach((row, i) => {
    for (let r = Math.max(3, row.lo); r <= Math.min(18, row.hi); r++) m.get(r)?.push(i);
  });
  return m;
}

/** Returns the events tab for one scenario's chart; `row` is the expanded row. */
export function EventsTab(props: {
  scenario: ScenarioId;
  row: number | null;
  onScenario: (s: ScenarioId) => void;
  onRow: (i: number | null) => void;
}) {
  const s = props.scenario;
  const kit = kitModel.active.value;
  const errors = kitModel.validation.value.errors;
  const refusal = kitModel.refusal.value;
  const readOnly = kitModel.slot.value === 'fixture';
  const rows = kit.events[s];
  const cov = coverage(rows);
  const gaps = ROLLS.filter((r) => cov.get(r)?.length === 0);
  const [lo, setLo] = useState<number | null>(null);
  const [hi, setHi] = useState<number | null>(null);
  const [name, setName] = useState('');
  const addLo = lo ?? gaps[0] ?? 3;
  const addHi = Math.max(addLo, hi ?? addLo);

  const change = (i: number, next: EventRow) => {
    const r = kitModel.edit(
      (k) =>
        editEventRows(
          k,
          s,
          k.events[s].map((x, j) => (j === i ? next : x)),
        ),
      `events.${s}[${i}]`,
    );
    // Rows are kept sorted by roll: follow the edited row to its new place.
    if (r.ok) props.onRow(r.value.events[s].indexOf(next));
  };
  const remove = (i: number) => {
    kitModel.edit(
      (k) =>
        editEventRows(
          k,
          s,
          k.events[s].filter((_, j) => j !== i),
        ),
      `events.${s}`,
    );
    props.onRow(null);
  };
  const add = (e: Event) => {
    e.preventDefault();
    const row = blankRow(addLo, addHi, name.trim());
    const r = kitModel.edit((k) => editEventRows(k, s, [...k.events[s], row]), `events.${s}.add`);
    if (r.ok) {
      setName('');
      setLo(null);
      setHi(null);
      props.onRow(r.value.events[s].indexOf(row));
    }
  };

  return (
    <div class="kit-stack">
      <Segmented<ScenarioId>
        name="event-scenario"
        legend="Chart"
        options={['main', 'factory']}
        label={(x) => (x === 'main' ? 'Main game' : 'Factory District')}
        value={s}
        onChange={props.onScenario}
      />
      {s === 'factory' && (
        <p class="kit-muted kit-small">
          The Factory District chart is printed in full in the rulebook (14.6.1), so it comes filled
          in and locked.
        </p>
      )}
      <EventCoverage
        rows={rows}
        cov={cov}
        gaps={gaps}
        where={`events.${s}`}
        errors={errors}
        refusal={refusal}
      />

      <ul class="kit-counters" data-testid="event-rows">
        {rows.map((row, i) => {
          const lock = rowLock(s, row);
          const mine = issuesUnder(errors, `events.${s}[${i}]`);
          return (
            <li key={`${i}|${row.lo}|${row.hi}`}>
              <KitEntry
                open={props.row === i}
                onOpen={(open) => props.onRow(open ? i : null)}
                title={row.lo === row.hi ? row.lo : `${row.lo}–${row.hi}`}
                text={
                  <>
                    {row.name || 'Unnamed'} · {EFFECT_LABEL[row.effect.kind] ?? row.effect.kind}
                  </>
                }
                problems={mine.length}
              >
                <div class="kit-stack-tight">
                  {lock && <LockNote lock={lock} what="This row is in the rulebook" />}
                  <EventRowForm
                    row={row}
                    idPrefix={`event-${s}-${i}`}
                    path={`events.${s}[${i}]`}
                    issues={mine}
                    readOnly={readOnly || lock !== null}
                    onChange={(next) => change(i, next)}
                  />
                  <FieldErrorNote refusal={refusal} where={`events.${s}[${i}]`} />
                  {!readOnly && !lock && (
                    <button
                      type="button"
                      class="outlined kit-btn-secondary"
                      onClick={() => remove(i)}
                    >
                      Remove this row
                    </button>
                  )}
                </div>
              </KitEntry>
            </li>
          );
        })}
      </ul>

      {!readOnly && (
        <form class="card kit-add" onSubmit={add} data-testid="event-add">
          <h3 class="kit-h3">Add a row</h3>
          <RollRange id="event-add" lo={addLo} hi={addHi} hiFromLo onLo={setLo} onHi={setHi} />
          <Field id="event-add-name" label="Event name">
            <TextInput id="event-add-name" value={name} onText={setName} />
          </Field>
          <button type="submit" class="btn">
            Add row
          </button>
          <FieldErrorNote refusal={refusal} where={`events.${s}.add`} />
        </form>
      )}
    </div>
  );
}

/** The card of which rolls 3..18 have a row (a gap or an overlap is marked), with its issues. */
function EventCoverage(props: {
  rows: readonly EventRow[];
  cov: Map<number, number[]>;
  gaps: readonly number[];
  where: string;
  errors: readonly KitIssue[];
  refusal: FieldError | null;
}) {
  const { rows, cov, gaps, errors, refusal, where } = props;
  return (
    <KitCard id="kit-cover-title" title="Rolls covered">
      <ol class="kit-cover" data-testid="event-coverage">
        {ROLLS.map((r) => {
          const at = cov.get(r) ?? [];
          const state = at.length === 0 ? 'gap' : at.length > 1 ? 'overlap' : 'ok';
          const row = at[0] === undefined ? undefined : rows[at[0]];
          return (
            <li
              key={r}
              class={`kit-cover-cell is-${state}`}
              aria-label={`Roll ${r}: ${
                state === 'gap' ? 'no row' : state === 'overlap' ? 'two rows' : (row?.name ?? '')
              }`}
            >
              {r}
            </li>
          );
        })}
      </ol>
      <p class="kit-small">
        {gaps.length === 0 ? 'Every roll 3 to 18 has a row.' : `No row yet for ${gaps.join(', ')}.`}
      </p>
      <Issues issues={issuesAt(errors, where)} />
      <FieldErrorNote refusal={refusal} where={where} />
    </KitCard>
  );
}
