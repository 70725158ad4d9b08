/**
 * German counters: each scenario's "list complete" switch, a filter, every counter as an
 * expandable card with the engine's messages, and a form to add one by its designation.
 */
import { useState } from 'preact/hooks';
import { Segmented, Switch } from '../../../core/controls';
import {
  addCounter,
  blankCounter,
  editCounters,
  type GermanCounter,
  placementIn,
  renameCounter,
  type ScenarioId,
} from '../../engine/kit';
import { kitModel } from '../../state/kit';
import { CounterCard, counterSummary, DivisionList } from './CounterCard';
import { issuesAt, issuesUnder } from './issues';
import { FieldErrorNote, Issues, KitCard, KitEntry, TextInput } from './widgets';

type Filter = 'all' | ScenarioId;

const inScenario = (c: GermanCounter, s: ScenarioId) => {
  const p = placementIn(c, s);
  return p !== 'absent';
};

/** Returns the counters tab; `open` is the index of the expanded counter. */
export function CountersTab(props: { open: number | null; onOpen: (i: number | null) => void }) {
  const kit = kitModel.active.value;
  const errors = kitModel.validation.value.errors;
  const refusal = kitModel.refusal.value;
  const readOnly = kitModel.slot.value === 'fixture';
  const [filter, setFilter] = useState<Filter>('all');
  const [newId, setNewId] = useState('');
  const list = kit.germanCounters;
  const complete = kit.germanCountersComplete;

  const replace = (i: number, next: GermanCounter, field: string) =>
    field === 'id'
      ? rename(i, next.id)
      : kitModel.edit(
          (k) =>
            editCounters(
              k,
              k.germanCounters.map((c, j) => (j === i ? next : c)),
              k.germanCountersComplete,
            ),
          `germanCounters[${i}].${field}`,
        ).ok;
  // 4.3: a new designation (a placeholder's printed one, or a typo put right) follows the
  // counter everywhere the kit names it; the engine refuses an empty, taken or placeholder one.
  const rename = (i: number, to: string) =>
    kitModel.edit(
      (k) => renameCounter(k, k.germanCounters[i]?.id ?? '', to),
      `germanCounters[${i}].id`,
    ).ok;
  const remove = (i: number) => {
    kitModel.edit(
      (k) =>
        editCounters(
          k,
          k.germanCounters.filter((_, j) => j !== i),
          k.germanCountersComplete,
        ),
      'germanCounters',
    );
    props.onOpen(null);
  };
  const add = (e: Event) => {
    e.preventDefault();
    // 4.3: the engine refuses a designation in the placeholder form, as a rename does.
    const r = kitModel.edit((k) => addCounter(k, blankCounter(newId)), 'germanCounters.add');
    if (r.ok) {
      setNewId('');
      props.onOpen(r.value.germanCounters.length - 1);
    }
  };

  const shown = list
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => filter === 'all' || inScenario(c, filter));
  return (
    <div class="kit-stack">
      <DivisionList />
      {readOnly && (
        <p class="kit-muted">The TEST FIXTURE is made-up and read-only: look, but edit your own.</p>
      )}
      <KitCard id="kit-lists-title" title="Lists">
        {(['main', 'factory'] as const).map((s) => (
          <Switch
            key={s}
            id={`counters-complete-${s}`}
            label={`Mark the ${s === 'main' ? 'main game' : 'Factory District'} list complete`}
            rule={s === 'main' ? '5.3' : '14.3'}
            checked={complete[s]}
            note={
              complete[s]
                ? 'On: every counter used in this scenario is listed with where it starts; play asks for no other counter.'
                : 'Off: the list may still miss counters; play asks for each setup place when it first needs its units.'
            }
            onChange={(on) =>
              kitModel.edit(
                (k) => editCounters(k, k.germanCounters, { ...k.germanCountersComplete, [s]: on }),
                'germanCounters',
              )
            }
          />
        ))}
        <Issues issues={issuesAt(errors, 'germanCounters')} />
        <FieldErrorNote refusal={refusal} where="germanCounters" />
      </KitCard>

      <Segmented<Filter>
        name="counter-filter"
        legend="Show"
        options={['all', 'main', 'factory']}
        label={(f) => (f === 'all' ? 'All' : f === 'main' ? 'Main game' : 'Factory District')}
        value={filter}
        onChange={setFilter}
      />

      <ul class="kit-counters" data-testid="counter-list">
        {shown.map(({ c, i }) => {
          const mine = issuesUnder(errors, `germanCounters[${i}]`);
          return (
            <li key={`${i}|${c.id}`}>
              <KitEntry
                open={props.open === i}
                onOpen={(open) => props.onOpen(open ? i : null)}
                title={c.id}
                text={counterSummary(c)}
                problems={mine.length}
              >
                <CounterCard
                  counter={c}
                  idPrefix={`counter-${i}`}
                  path={`germanCounters[${i}]`}
                  issues={mine}
                  readOnly={readOnly}
                  onChange={(next, field) => replace(i, next, field)}
                  onRemove={() => remove(i)}
                  refusal={(field) => (
                    <FieldErrorNote refusal={refusal} where={`germanCounters[${i}].${field}`} />
                  )}
                />
              </KitEntry>
            </li>
          );
        })}
      </ul>
      {shown.length === 0 && <p class="kit-muted">No counters in this list yet.</p>}

      {!readOnly && (
        <form class="card kit-add" onSubmit={add}>
          <label class="field-label" for="counter-new">
            Add a counter by its designation
          </label>
          <div class="kit-row">
            <TextInput id="counter-new" placeholder="e.g. 29/1" value={newId} onText={setNewId} />
            <button type="submit" class="btn">
              Add
            </button>
          </div>
          <FieldErrorNote refusal={refusal} where="germanCounters.add" />
        </form>
      )}
    </div>
  );
}
