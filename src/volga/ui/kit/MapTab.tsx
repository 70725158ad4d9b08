/**
 * The map, Area by Area: pick an Area on the 1..50 grid, then its name, terrain (Identifier
 * shape), TEM, and its neighbours by tapping their numbers or typing them ("6 8 9 13"), with
 * "this list is complete".
 * Volga and starting control are rulebook facts (3.1, 3.1.1), shown locked.
 */

import { useState } from 'preact/hooks';
import { Segmented, Switch } from '../../../core/controls';
import {
  adjacency,
  areaLabel,
  type ComponentKit,
  derivedTem,
  editArea,
  editNeighbours,
  GERMAN_START_AREAS,
  neighbours,
  TEM_EXCEPTIONS,
  TERRAIN_TEM,
  temOf,
} from '../../engine/kit';
import { readBorderList } from '../../engine/kit/text';
import { TERRAIN_LABEL, TERRAINS, type Terrain } from '../../engine/types';
import { kitModel } from '../../state/kit';
import { issuesAt, issuesUnder } from './issues';
import { borderLock, nameLock, temLock, terrainLock } from './locks';
import {
  AreaGrid,
  Field,
  FieldErrorNote,
  Issues,
  KitCard,
  LockIcon,
  LockNote,
  TerrainShape,
  TextInput,
} from './widgets';

type TerrainChoice = Terrain | 'unknown';
type TemChoice = '1' | '2' | '3' | '4' | 'unknown';

/** Where an Area stands: has an error, fully transcribed, or still open. */
export function areaState(
  kit: ComponentKit,
  errorsUnder: (path: string) => number,
  n: number,
): 'error' | 'done' | 'open' {
  if (errorsUnder(`areas[${n}]`) > 0) return 'error';
  const A = kit.areas[n];
  if (!A) return 'open';
  const german = GERMAN_START_AREAS.includes(n);
  const terrainDone = german || (A.terrain !== null && temOf(kit, n).kind === 'known');
  return terrainDone && neighbours(kit, n).complete ? 'done' : 'open';
}

/** The first Soviet Area still needing work (or Area 7). */
function firstOpen(kit: ComponentKit, errorsUnder: (p: string) => number): number {
  for (let n = 7; n <= 47; n++) if (areaState(kit, errorsUnder, n) !== 'done') return n;
  return 7;
}

/** The TEM a terrain choice brings with it: the rules' value, else the terrain's normal TEM. */
function prefillTem(
  kit: ComponentKit,
  n: number,
  from: Terrain | null,
  to: Terrain,
): number | null {
  const A = kit.areas[n];
  const current = A?.tem ?? null;
  // Keep a TEM the owner typed as an exception; replace one that was only the old default.
  if (current !== null && (from === null || current !== TERRAIN_TEM[from])) return current;
  return derivedTem(kit, n, to) ?? TERRAIN_TEM[to];
}

function temHint(terrain: Terrain | null): string {
  if (terrain === null) return 'Choose the terrain first: it sets the usual TEM.';
  const ex = TEM_EXCEPTIONS.filter((e) => e.terrain === terrain);
  const normal = `${TERRAIN_LABEL[terrain]} is +${TERRAIN_TEM[terrain]}`;
  return ex.length === 0
    ? `${normal}, no exceptions.`
    : `${normal}; ${ex.map((e) => `${e.label} is +${e.tem}`).join('; ')}.`;
}

function AreaEditor(props: { n: number; readOnly: boolean; onArea: (n: number) => void }) {
  const { n, readOnly } = props;
  const kit = kitModel.active.value;
  const errors = kitModel.validation.value.errors;
  const refusal = kitModel.refusal.value;
  const A = kit.areas[n];
  if (!A) return null;
  const p = `areas[${n}]`;
  const german = GERMAN_START_AREAS.includes(n);
  const nLock = nameLock(kit, n);
  const tLock = terrainLock(kit, n);
  const mLock = temLock(kit, n);
  const tem = temOf(kit, n);
  const adj = neighbours(kit, n);
  const listed = A.neighbours;

  const edit = (where: string, change: Parameters<typeof kitModel.edit>[0]) =>
    kitModel.edit(change, where);
  const setTerrain = (t: TerrainChoice) => {
    if (t === 'unknown') edit(`${p}.terrain`, (k) => editArea(k, n, { terrain: null }));
    else
      edit(`${p}.terrain`, (k) =>
        editArea(k, n, { terrain: t, tem: prefillTem(k, n, A.terrain, t) }),
      );
  };
  const setTem = (t: TemChoice) =>
    edit(`${p}.tem`, (k) => editArea(k, n, { tem: t === 'unknown' ? null : Number(t) }));
  const toggle = (m: number) => {
    const next = listed.includes(m) ? listed.filter((x) => x !== m) : [...listed, m];
    edit(`${p}.neighbours`, (k) => editNeighbours(k, n, next, A.neighboursComplete));
  };

  return (
    <section class="card kit-area" aria-labelledby="kit-area-title" data-testid="area-editor">
      <div class="kit-area-head">
        <button
          type="button"
          class="outlined kit-icon-btn"
          aria-label="Previous Area"
          onClick={() => props.onArea(n === 1 ? 50 : n - 1)}
        >
          ‹
        </button>
        <h3 class="kit-area-title" id="kit-area-title">
          {areaLabel(kit, n)}
        </h3>
        <button
          type="button"
          class="outlined kit-icon-btn"
          aria-label="Next Area"
          onClick={() => props.onArea(n === 50 ? 1 : n + 1)}
        >
          ›
        </button>
      </div>

      <ul class="kit-facts">
        <li>
          <LockIcon /> Starts{' '}
          <strong>{A.initialControl === 'german' ? 'German' : 'Soviet'}-controlled</strong> (
          {A.initialControl === 'german' ? 'gray' : 'red'} Identifier){' '}
          <span class="rule-tag">3.1.1</span>
        </li>
        <li data-testid="area-volga">
          <LockIcon /> {A.volga ? 'Adjacent to the Volga' : 'Not adjacent to the Volga'}{' '}
          <span class="rule-tag">3.1</span>
        </li>
      </ul>
      <Issues
        issues={[
          ...issuesAt(errors, p),
          ...issuesAt(errors, `${p}.number`),
          ...issuesAt(errors, `${p}.volga`),
          ...issuesAt(errors, `${p}.initialControl`),
        ]}
      />

      <Field id={`area-name-${n}`} label="Name">
        <TextInput
          key={`${n}|${A.name ?? ''}`}
          id={`area-name-${n}`}
          defaultValue={A.name ?? ''}
          placeholder="As printed on the map (optional)"
          readOnly={readOnly || nLock !== null}
          aria-describedby={`area-name-${n}-issues`}
          onChange={(e) => {
            const el = e.currentTarget;
            const r = edit(`${p}.name`, (k) => editArea(k, n, { name: el.value }));
            if (!r.ok) el.value = A.name ?? '';
          }}
        />
        {nLock && <LockNote lock={nLock} />}
        <Issues id={`area-name-${n}-issues`} issues={issuesAt(errors, `${p}.name`)} />
        <FieldErrorNote refusal={refusal} where={`${p}.name`} />
      </Field>

      {german ? (
        <p class="kit-muted">
          A German start Area: its Identifier shows no TEM and no Soviet counter is placed by its
          shape, so terrain and TEM are not needed (3.1.2, 5.4).
        </p>
      ) : (
        <>
          <div class="kit-field" data-testid="area-terrain">
            <Segmented<TerrainChoice>
              name={`terrain-${n}`}
              legend="Terrain (Identifier shape)"
              options={[...TERRAINS, 'unknown']}
              label={(t) =>
                t === 'unknown' ? 'Unknown' : `${TERRAIN_LABEL[t]} (${SHAPE_WORD[t]})`
              }
              value={A.terrain ?? 'unknown'}
              onChange={setTerrain}
              disabled={readOnly || tLock !== null}
            />
            {A.terrain && (
              <p class="kit-shape-line">
                <TerrainShape terrain={A.terrain} /> {SHAPE_WORD[A.terrain]} Identifier
              </p>
            )}
            {tLock && <LockNote lock={tLock} />}
            <Issues issues={issuesAt(errors, `${p}.terrain`)} />
            <FieldErrorNote refusal={refusal} where={`${p}.terrain`} />
          </div>
          <div class="kit-field" data-testid="area-tem">
            <Segmented<TemChoice>
              name={`tem-${n}`}
              legend="TEM (printed in the Identifier)"
              options={['1', '2', '3', '4', 'unknown']}
              label={(t) => (t === 'unknown' ? 'Unknown' : `+${t}`)}
              value={A.tem === null ? 'unknown' : (String(A.tem) as TemChoice)}
              onChange={setTem}
              wide
              disabled={readOnly || mLock !== null}
            />
            {mLock ? (
              <LockNote lock={mLock} what="Fixed by the known terrain" />
            ) : (
              <p class="kit-muted kit-small">
                {A.tem === null && tem.kind === 'known'
                  ? `The rules fix it at +${tem.value} for this terrain (9.5.3B). `
                  : ''}
                {temHint(A.terrain)}
              </p>
            )}
            <Issues issues={issuesAt(errors, `${p}.tem`)} />
            <FieldErrorNote refusal={refusal} where={`${p}.tem`} />
          </div>
        </>
      )}

      <div class="kit-field">
        <h4 class="field-label" id={`nb-title-${n}`}>
          Neighbours: tap every Area that shares a boundary
        </h4>
        <AreaGrid
          testid="neighbour-grid"
          label={`Neighbours of Area ${n}`}
          cell={(m) => {
            if (m === n) return { on: false, disabled: true, label: `Area ${m} (this Area)` };
            const a = adjacency(kit, n, m);
            const lock = a === 'yes' ? borderLock(kit, n, m) : null;
            if (lock)
              return {
                on: true,
                disabled: true,
                mark: 'locked',
                label: `Area ${m}: borders (rulebook ${lock.rule})`,
              };
            return {
              on: a === 'yes',
              disabled: readOnly,
              mark: a === 'no' ? 'no' : undefined,
              label: `Area ${m}: ${a === 'yes' ? 'borders' : a === 'no' ? 'does not border' : 'not known'}`,
            };
          }}
          onTap={toggle}
        />
        <TypedBorders n={n} readOnly={readOnly} />
        <p class="kit-small" data-testid="neighbour-list">
          {adj.known.length === 0
            ? 'No neighbours recorded yet.'
            : `Borders ${adj.known.length}: ${adj.known.join(', ')}.`}{' '}
          {adj.complete ? 'The list is complete.' : 'Others not yet known.'}
        </p>
        <Switch
          id={`nb-complete-${n}`}
          label="This list is complete"
          checked={A.neighboursComplete}
          note="Every Area that borders this one is ticked; all others do not border it."
          onChange={(on) => edit(`${p}.neighbours`, (k) => editNeighbours(k, n, listed, on))}
        />
        <Issues
          issues={[
            ...issuesAt(errors, `${p}.neighbours`),
            ...issuesAt(errors, `${p}.notNeighbours`),
          ]}
        />
        <FieldErrorNote refusal={refusal} where={`${p}.neighbours`} />
      </div>
    </section>
  );
}

/**
 * The neighbours typed as numbers ("6 8 9 13", "all" for a complete list): the same edit as
 * tapping them, so the typed list replaces the tapped one. Borders the rulebook gives stay.
 */
function TypedBorders(props: { n: number; readOnly: boolean }) {
  const { n } = props;
  const kit = kitModel.active.value;
  const A = kit.areas[n]!;
  const [problem, setProblem] = useState('');
  const shown = `${A.neighbours.join(' ')}${A.neighboursComplete ? ' all' : ''}`.trim();
  const apply = (typed: string) => {
    const r = readBorderList(n, typed);
    if (!r.ok) {
      setProblem(`Column ${r.error.column}: ${r.error.message}`);
      return;
    }
    setProblem('');
    const kept = A.neighbours.filter((m) => borderLock(kit, n, m));
    const list = [...new Set([...r.value.areas, ...kept])];
    kitModel.edit((k) => editNeighbours(k, n, list, r.value.complete), `areas[${n}].neighbours`);
  };
  return (
    <Field
      id={`nb-typed-${n}`}
      label={'Or type them, e.g. 6 8 9 13 (add "all" when that is every one)'}
    >
      <TextInput
        key={shown}
        id={`nb-typed-${n}`}
        defaultValue={shown}
        readOnly={props.readOnly}
        aria-describedby={problem ? `nb-typed-problem-${n}` : undefined}
        onChange={(e) => apply(e.currentTarget.value)}
      />
      {problem && (
        <p class="kit-small" role="alert" id={`nb-typed-problem-${n}`}>
          {problem}
        </p>
      )}
    </Field>
  );
}

const SHAPE_WORD: Readonly<Record<Terrain, string>> = {
  clear: 'circle',
  elevated: 'triangle',
  lightUrban: 'square',
  heavyUrban: 'pentagon',
};

/** Returns the map tab: the Area picker, map-wide problems, and the chosen Area's editor. */
export function MapTab(props: { area: number | null; onArea: (n: number) => void }) {
  const kit = kitModel.active.value;
  const errors = kitModel.validation.value.errors;
  const readOnly = kitModel.slot.value === 'fixture';
  const under = (path: string) => issuesUnder(errors, path).length;
  const n = props.area ?? firstOpen(kit, under);
  const states = kit.areas;
  return (
    <div class="kit-stack kit-map">
      {readOnly && (
        <p class="kit-muted kit-map-note">
          The TEST FIXTURE is made-up and read-only: look, but edit your own.
        </p>
      )}
      <KitCard id="kit-pick-title" title="Choose an Area" class="kit-picker">
        <AreaGrid
          testid="area-picker"
          label="Areas 1 to 50"
          cell={(m) => {
            const s = areaState(kit, under, m);
            return {
              on: m === n,
              mark: s,
              label: `Area ${m}${states[m]?.name ? ` (${states[m]?.name})` : ''}: ${
                s === 'error' ? 'has a problem' : s === 'done' ? 'done' : 'still open'
              }`,
            };
          }}
          onTap={props.onArea}
        />
        <p class="kit-legend kit-small">
          <span class="kit-key is-done" aria-hidden="true" /> done
          <span class="kit-key is-open" aria-hidden="true" /> still open
          <span class="kit-key is-error" aria-hidden="true" /> has a problem
        </p>
        <Issues issues={issuesAt(errors, 'areas')} />
      </KitCard>
      <AreaEditor key={n} n={n} readOnly={readOnly} onArea={props.onArea} />
    </div>
  );
}
