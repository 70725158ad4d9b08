/**
 * The organiser's campaign map kit: typed once from the printed map, as a form or as plain text
 * (see mapText.ts), saved as it goes (a half-transcribed map is kept), with the engine's list of
 * errors and facts still needed. The app never fills a fact in: an unknown VP stays "?".
 */
import { useState } from 'preact/hooks';
import { Segmented } from '../../core/controls';
import { TextField } from '../../core/controls/TextField';
import {
  areaIdProblem,
  correctMap,
  type FsArea,
  type FsMap,
  mapIssues,
  mapToText,
  parseMapText,
  problemText,
  SIDE_NAME,
  SIDES,
  type Side,
  type TextProblem,
} from '../engine';
import type { FirestormModel } from '../state/model';
import { Card, TextBox } from './parts';

const numbers = (text: string): (number | null)[] | null => {
  const parts = text.trim() === '' ? [] : text.trim().split(/[\s,]+/);
  if (!parts.every((p) => /^(\d{1,3}|\?)$/.test(p))) return null;
  return parts.map((p) => (p === '?' ? null : Number(p)));
};

function AreaRow(props: { area: FsArea; i: number; set: (a: FsArea | null) => void }) {
  const a = props.area;
  const id = `fs-area-${props.i}`;
  // An id the map cannot hold is never saved (it would not read back): it is named here instead.
  const [idProblem, setIdProblem] = useState<string | null>(null);
  return (
    <li class="fs-form-area" data-testid={id}>
      <TextField
        class="fs-mini"
        label="Id"
        value={a.id}
        onChange={(t) => {
          const problem = areaIdProblem(t.trim());
          setIdProblem(problem);
          if (!problem) props.set({ ...a, id: t.trim() });
        }}
      />
      {idProblem && (
        <p class="fs-problem" role="alert">
          {idProblem}
        </p>
      )}
      <TextField
        class="fs-mini fs-grow"
        label="Name"
        value={a.name}
        onChange={(name) => props.set({ ...a, name })}
      />
      <TextField
        class="fs-mini"
        label="VP (? if not known)"
        numeric
        value={a.vp === null ? '?' : String(a.vp)}
        onChange={(t) => {
          const v = numbers(t)?.[0];
          props.set({ ...a, vp: v === undefined ? null : v });
        }}
      />
      <label class="fs-mini">
        Starts
        <select
          class="input"
          value={a.owner}
          onChange={(e) => props.set({ ...a, owner: e.currentTarget.value as Side })}
        >
          {SIDES.map((s) => (
            <option key={s} value={s}>
              {SIDE_NAME[s]}
            </option>
          ))}
        </select>
      </label>
      <label class="fs-check">
        <input
          type="checkbox"
          checked={a.city}
          onChange={(e) => props.set({ ...a, city: e.currentTarget.checked })}
        />
        Stalingrad city location
      </label>
      <button type="button" class="btn-quiet" onClick={() => props.set(null)}>
        Remove {a.id || 'area'}
      </button>
    </li>
  );
}

function MapForm(props: { map: FsMap; save: (m: FsMap) => void }) {
  const m = props.map;
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const setArea = (i: number, area: FsArea | null) =>
    props.save({
      ...m,
      areas: area ? m.areas.map((x, j) => (j === i ? area : x)) : m.areas.filter((_, j) => j !== i),
    });
  const ids = m.areas.map((x) => x.id);
  return (
    <>
      <TextField
        class="fs-mini"
        label="Map name"
        value={m.name}
        onChange={(name) => props.save({ ...m, name })}
      />
      <ul class="fs-form-areas">
        {m.areas.map((area, i) => (
          <AreaRow key={`${i}-${area.id}`} area={area} i={i} set={(x) => setArea(i, x)} />
        ))}
      </ul>
      <button
        type="button"
        class="btn-quiet"
        onClick={() =>
          props.save({
            ...m,
            areas: [
              ...m.areas,
              { id: `N${m.areas.length + 1}`, name: '', vp: null, owner: 'german', city: false },
            ],
          })
        }
      >
        Add an area
      </button>
      <h3 class="fs-sub">Borders (shared lines, never corners)</h3>
      <ul class="fs-borders">
        {m.borders.map(([x, y], i) => (
          <li key={`${x}-${y}-${i}`}>
            {x} – {y}{' '}
            <button
              type="button"
              class="btn-quiet"
              onClick={() => props.save({ ...m, borders: m.borders.filter((_, j) => j !== i) })}
            >
              Remove border {x} {y}
            </button>
          </li>
        ))}
      </ul>
      <div class="fs-row">
        {[
          ['First area', a, setA],
          ['Second area', b, setB],
        ].map(([label, value, set]) => (
          <label class="fs-mini" key={label as string}>
            {label as string}
            <select
              class="input"
              value={value as string}
              onChange={(e) => (set as (v: string) => void)(e.currentTarget.value)}
            >
              <option value="">–</option>
              {ids.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button
          type="button"
          class="btn-quiet"
          disabled={!a || !b}
          onClick={() => props.save({ ...m, borders: [...m.borders, [a, b]] })}
        >
          Add border
        </button>
      </div>
      <h3 class="fs-sub">City Fight Track</h3>
      {SIDES.map((s) => (
        <div class="fs-row" key={s}>
          <label class="fs-mini fs-grow">
            {SIDE_NAME[s]}: VP of each sticker, in order
            <input
              class="input"
              value={m.cityTrack[s].vp.map((v) => v ?? '?').join(' ')}
              onChange={(e) => {
                const vp = numbers(e.currentTarget.value);
                if (vp)
                  props.save({
                    ...m,
                    cityTrack: { ...m.cityTrack, [s]: { ...m.cityTrack[s], vp } },
                  });
              }}
            />
          </label>
          <label class="fs-mini">
            Milestones (sticker counts)
            <input
              class="input"
              value={m.cityTrack[s].milestones.join(' ')}
              onChange={(e) => {
                const ms = numbers(e.currentTarget.value);
                if (ms?.every((x) => x !== null)) {
                  props.save({
                    ...m,
                    cityTrack: {
                      ...m.cityTrack,
                      [s]: { ...m.cityTrack[s], milestones: ms as number[] },
                    },
                  });
                }
              }}
            />
          </label>
        </div>
      ))}
    </>
  );
}

function MapText(props: { map: FsMap; save: (m: FsMap) => void }) {
  const [text, setText] = useState(() => mapToText(props.map));
  const [problems, setProblems] = useState<readonly TextProblem[]>([]);
  const [done, setDone] = useState('');
  const read = () => {
    const r = parseMapText(text);
    if (r.ok) {
      props.save(r.value);
      setProblems([]);
      setDone(`Read ${r.value.areas.length} areas and ${r.value.borders.length} borders.`);
    } else {
      setProblems(r.error);
      setDone('');
    }
  };
  return (
    <>
      <TextBox
        label={
          <span>
            The map as text: <code>area A 2 german Name</code>, <code>area S 5 soviet city</code>,{' '}
            <code>border A B</code>, <code>track german 1 1 2 milestones 2</code> (? for a value not
            known yet)
          </span>
        }
        rows={10}
        value={text}
        onInput={setText}
        testid="fs-map-text"
      />
      <div class="fs-row">
        <button type="button" class="btn" onClick={read} data-testid="fs-map-read">
          Read the text
        </button>
        <button type="button" class="btn-quiet" onClick={() => setText(mapToText(props.map))}>
          Show the saved map as text
        </button>
      </div>
      {problems.length > 0 && (
        <ul class="fs-problems" role="alert" data-testid="fs-map-text-problems">
          {problems.slice(0, 20).map((p) => (
            <li key={`${p.line}-${p.column}`}>{problemText(p)}</li>
          ))}
        </ul>
      )}
      {done && (
        <p class="fs-small" role="status">
          {done}
        </p>
      )}
    </>
  );
}

/**
 * The campaign in play keeps its own copy of the map: a typo found mid-campaign is fixed by
 * taking that copy into the kit, correcting it there, and moving the campaign onto it. The engine
 * replays the whole log on the corrected map first, shows what moves, and refuses a map the log
 * no longer fits.
 */
function CorrectCampaignMap(props: { model: FirestormModel; issues: number }) {
  const c = props.model.campaign.value;
  const draft = props.model.map.value;
  const [note, setNote] = useState('');
  if (!c) return null;
  const same = JSON.stringify(c.map) === JSON.stringify(draft);
  const preview = !same && props.issues === 0 ? correctMap(c.map, c.log, draft) : null;
  return (
    <Card name="fix-map" title="The campaign's map" testid="fs-fix-map">
      <p class="fs-small">
        The campaign in play is on “{c.map.name}”.{' '}
        {same
          ? 'The kit holds that same map: correct a fact above and the change is checked here.'
          : 'The kit holds another map (or a corrected one).'}
      </p>
      {!same && (
        <button
          type="button"
          class="btn-quiet"
          onClick={() => props.model.setMap(c.map)}
          data-testid="fs-fix-map-take"
        >
          Put the campaign's map in the kit
        </button>
      )}
      {preview && !preview.ok && (
        <p class="fs-problem" role="alert">
          {preview.error.message}
        </p>
      )}
      {preview?.ok && (
        <>
          <ul class="fs-small" data-testid="fs-fix-map-changes">
            {preview.value.changes.length === 0 ? (
              <li>Nothing in the standing moves.</li>
            ) : (
              preview.value.changes.map((line) => <li key={line}>{line}</li>)
            )}
          </ul>
          <button
            type="button"
            class="btn"
            data-testid="fs-fix-map-go"
            onClick={() => {
              const r = props.model.correctMap(draft);
              setNote(r.ok ? 'The campaign is on the corrected map now.' : r.error.message);
            }}
          >
            Use this map for the campaign in play
          </button>
        </>
      )}
      {note && (
        <p class="fs-small" role="status">
          {note}
        </p>
      )}
    </Card>
  );
}

/** Returns the map kit: form, text, the engine's issues, and starting a campaign on it. */
export function MapKit(props: { model: FirestormModel; onStarted: () => void }) {
  const m = props.model.map.value;
  const issues = mapIssues(m);
  const save = (next: FsMap) => props.model.setMap(next);
  const [mode, setMode] = useState<'form' | 'text'>('form');
  return (
    <div class="fs-stack">
      <Card name="kit" title="Your campaign map">
        <p class="fs-small">
          Type the areas, borders and City Fight Track from your printed campaign map. Nothing is
          filled in for you; it is saved as you go.
        </p>
        <Segmented
          name="fs-kit-mode"
          legend="Edit as"
          options={['form', 'text'] as const}
          label={(k) => (k === 'form' ? 'Form' : 'Text')}
          value={mode}
          onChange={setMode}
        />
        {mode === 'form' ? (
          <MapForm map={m} save={save} />
        ) : (
          <MapText key={m.name} map={m} save={save} />
        )}
      </Card>
      <Card name="issues" title="Checks" testid="fs-issues">
        {issues.length === 0 ? (
          <p class="fs-good">Ready: every fact is in and nothing contradicts.</p>
        ) : (
          <ul class="fs-problems">
            {issues.map((i, n) => (
              <li key={`${n}-${i.where}`} class={i.kind === 'fact' ? 'fs-fact' : 'fs-error'}>
                <strong>{i.kind === 'fact' ? 'Needs a fact' : 'Error'}</strong> · {i.where}:{' '}
                {i.message} <span class="rule-tag">{i.rule}</span>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          class="btn"
          disabled={issues.length > 0}
          onClick={() => {
            if (props.model.start(m).ok) props.onStarted();
          }}
          data-testid="fs-start-own"
        >
          Start a campaign on this map
        </button>
      </Card>
      <CorrectCampaignMap model={props.model} issues={issues.length} />
    </div>
  );
}
